## bot

bot-error-internal = Un problème est survenu de mon côté ; rien n'a changé. Réessayez.
bot-error-wrong_title = Cette commande sert aux parties de { $title }.
