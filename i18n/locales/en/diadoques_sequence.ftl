## diadoques_sequence

diadoques_sequence-problem-unknown_power = «{ $text }» is not one of the six diadoques.
diadoques_sequence-problem-no_amount = «{ $text }»: write an amount in talents (a whole number).
diadoques_sequence-problem-no_unit_there = There is no such unit in { $space }.
