## fair_seats

fair_seats-error-not_member = { $user } n'est pas membre de ce serveur : une place ne revient qu'à l'un de ses membres.
