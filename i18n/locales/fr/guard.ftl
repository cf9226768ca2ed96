## guard

guard-refused = Je ne peux pas faire cela ; rien n'a changé.
guard-error-wrong_channel = Cela ne fonctionne que dans le salon de la partie.
