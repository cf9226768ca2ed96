## guard

guard-refused = I cannot do that; nothing was changed.
guard-error-wrong_channel = This works only in the game's own channel.
