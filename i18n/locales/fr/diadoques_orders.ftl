## diadoques_orders

diadoques_orders-problem-no_unit_named = « { $text } » : l'ordre ne commence pas par une unité ou un personnage (A, Am, Ae, Ag, F, Fe, * ou #).
diadoques_orders-problem-no_unit_there = Vous n'avez pas d'unité en { $space }.
diadoques_orders-problem-ambiguous_unit = Vous avez plusieurs unités en { $space } : précisez leur type (A, Am, Ae, Ag, F, Fe).
diadoques_orders-problem-unknown_space = « { $text } » n'est pas un espace connu.
diadoques_orders-problem-ambiguous_space = « { $text } » peut désigner { $choices } : écrivez davantage du nom.
diadoques_orders-problem-unreadable = Impossible de lire « { $text } » ; l'unité restera sur place.
diadoques_orders-problem-two_orders = Deux ordres pour une même unité (le premier : « { $first } ») : c'est ambigu, l'unité restera sur place.
diadoques_orders-problem-unknown_character = « { $text } » : ce personnage n'est pas là.
diadoques_orders-problem-which_unit = « { $text } » : vous n'avez pas une seule unité de ce type ; précisez son espace.
diadoques_orders-ignored-same_space = Une unité ne peut pas se déplacer vers l'espace qu'elle occupe ; elle restera sur place.
diadoques_orders-ignored-unknown_space = Cet espace n'existe pas ; l'unité restera sur place.
diadoques_orders-ignored-blocked_space = Cet espace est coupé cette saison ; l'unité restera sur place.
diadoques_orders-ignored-citadel_not_controlled = On n'entre que dans une citadelle que l'on contrôle ; il faut d'abord l'assiéger. L'unité restera sur place.
diadoques_orders-ignored-unreachable = L'unité ne peut pas atteindre cet espace ; elle restera sur place.
diadoques_orders-ignored-no_unit_to_support = Il n'y a pas d'unité à soutenir à cet endroit ; l'ordre est ignoré.
diadoques_orders-ignored-support_into_own_space = Une unité ne peut pas soutenir un mouvement vers son propre espace ; l'ordre est ignoré.
diadoques_orders-ignored-support_unreachable = Une unité ne soutient que vers un espace où elle pourrait elle-même aller ; l'ordre est ignoré.
diadoques_orders-ignored-cannot_convoy = Seule une flotte en mer peut convoyer ; l'ordre est ignoré.
diadoques_orders-ignored-no_army_to_convoy = Il n'y a pas d'armée à convoyer à cet endroit ; l'ordre est ignoré.
diadoques_orders-ignored-not_a_citadel = Ce n'est pas une citadelle ; l'ordre est ignoré.
diadoques_orders-ignored-not_in_position = Pour assiéger ou ravitailler, une armée doit être dans la province de la citadelle, une flotte dans une zone maritime avec une flèche vers la citadelle portuaire.
diadoques_orders-ignored-own_citadel = On ne peut pas assiéger ses propres citadelles ; l'unité restera sur place.
diadoques_orders-ignored-no_supply_after_siege = Une unité qui a quitté une citadelle après un premier tour de siège ne peut pas ravitailler cette saison.
