# Le domaine words (ticket 11) : typographie des libellés assemblés dans le code, et coups automatiques de la plateforme.

# Un libellé et sa valeur (« Zone : T17 ») : espace fine insécable avant les deux-points.
words-pair = { $label } : { $value }
# Deux parties d'une ligne (« blé 2 ; réserve 3 ») : espace fine insécable avant le point-virgule.
words-both = { $first } ; { $second }

# Un coup joué par la plateforme pour un joueur parce que c'était son seul choix possible (agora/games/automatic.py).
words-automatic = { $seat } : seul choix possible : { $choice } — joué pour vous.
words-option-auto_choices-name = Jouer pour moi les choix uniques
words-option-auto_choices-description = Quand votre seul choix possible ne révèle rien de caché, il est joué pour vous (oui, par défaut) ; non : vous confirmez chaque choix.
