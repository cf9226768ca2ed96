## machinery

machinery-error-not_legal = L'action { $kind } ne fait pas partie des coups que les règles vous permettent maintenant.
machinery-error-not_allowed_now = L'action { $action } n'est pas possible maintenant.
