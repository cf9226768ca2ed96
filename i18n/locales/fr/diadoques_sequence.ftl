## diadoques_sequence

diadoques_sequence-problem-unknown_power = « { $text } » n'est pas l'un des six diadoques.
diadoques_sequence-problem-no_amount = « { $text } » : écrivez une somme en talents (un nombre entier).
diadoques_sequence-problem-no_unit_there = Il n'y a pas une telle unité en { $space }.
