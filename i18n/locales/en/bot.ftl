## bot

bot-error-internal = Something went wrong on my side; nothing was changed. Please try again.
bot-error-wrong_title = This command is for games of { $title }.
