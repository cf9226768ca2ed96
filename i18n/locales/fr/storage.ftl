## storage

storage-error-unavailable = La base de données des parties est indisponible : rien n'a été modifié. Le bot s'arrête et son administrateur a été prévenu.
storage-error-not_saved = Pas enregistré : le stockage des parties n'a pas pu écrire, donc rien n'a changé. Merci de réessayer dans un instant.
