## fair_seats

fair_seats-error-not_member = { $user } is not a member of this server: a seat goes only to one of its members.
