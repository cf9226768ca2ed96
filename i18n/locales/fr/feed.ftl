## feed: la ligne d'état de la table vivante (#45 partie 2)

# La première ligne du message d'état : où en est la partie, et qui elle attend.
feed-status_line = { $where } · En attente : { $who }
feed-status_line_deadline = { $where } · En attente : { $who } · échéance { $deadline }
