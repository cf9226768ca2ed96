# Le domaine words (ticket 11) : typographie des libellés assemblés dans le code, et coups automatiques de la plateforme.

# Un libellé et sa valeur (« Zone : T17 ») : espace fine insécable avant les deux-points.
words-pair = { $label } : { $value }
# Deux parties d'une ligne (« blé 2 ; réserve 3 ») : espace fine insécable avant le point-virgule.
words-both = { $first } ; { $second }
