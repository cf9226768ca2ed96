## diadoques_orders

diadoques_orders-problem-no_unit_named = «{ $text }»: no unit or character named at the start of the order (A, Am, Ae, Ag, F, Fe, * or #).
diadoques_orders-problem-no_unit_there = You have no unit in { $space }.
diadoques_orders-problem-ambiguous_unit = You have several units in { $space }: name its kind (A, Am, Ae, Ag, F, Fe).
diadoques_orders-problem-unknown_space = «{ $text }» is not a space I know.
diadoques_orders-problem-ambiguous_space = «{ $text }» could be { $choices }: write more of the name.
diadoques_orders-problem-unreadable = I cannot read «{ $text }»; the unit will hold.
diadoques_orders-problem-two_orders = Two orders for one unit (the first: «{ $first }»): it is ambiguous, so the unit will hold.
diadoques_orders-problem-unknown_character = «{ $text }»: that character is not there.
diadoques_orders-problem-which_unit = «{ $text }»: you have no such unit, or several; write its space.
diadoques_orders-ignored-same_space = A unit cannot move to the space it is in; it will hold.
diadoques_orders-ignored-unknown_space = That space does not exist; the unit will hold.
diadoques_orders-ignored-blocked_space = That space is cut off this season; the unit will hold.
diadoques_orders-ignored-citadel_not_controlled = Only a citadel your side controls can be entered; besiege it first. The unit will hold.
diadoques_orders-ignored-unreachable = The unit cannot reach that space; it will hold.
diadoques_orders-ignored-no_unit_to_support = There is no unit there to support; the order is ignored.
diadoques_orders-ignored-support_into_own_space = A unit cannot support a move into its own space; the order is ignored.
diadoques_orders-ignored-support_unreachable = A unit supports only into a space it could move to itself; the order is ignored.
diadoques_orders-ignored-cannot_convoy = Only a fleet at sea can convoy; the order is ignored.
diadoques_orders-ignored-no_army_to_convoy = There is no army there to convoy; the order is ignored.
diadoques_orders-ignored-not_a_citadel = That is not a citadel; the order is ignored.
diadoques_orders-ignored-not_in_position = To besiege or supply, an army must stand in the citadel's province, a fleet in a sea with an arrow to the port citadel.
diadoques_orders-ignored-own_citadel = You cannot besiege your own citadel; the unit will hold.
diadoques_orders-ignored-no_supply_after_siege = A unit that left a citadel after a first siege season cannot supply this season.
