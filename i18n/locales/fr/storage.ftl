## storage

storage-error-unavailable = La base de données des parties est indisponible : rien n'a été modifié. Le bot s'arrête et son administrateur a été prévenu.
