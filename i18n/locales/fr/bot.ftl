## bot

bot-error-internal = Un problème est survenu de mon côté ; rien n'a changé. Réessayez.
bot-error-wrong_title = Cette commande est réservée au jeu { $title }.
