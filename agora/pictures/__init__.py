"""Pictures on their way to Discord, without discord.py: encoded under the upload limit (`fitting`), their
scratch memory handed back once they stop (`trim`), drawn in worker processes when the bot has them
(`workers`). `agora/discord/images.py` puts them in messages."""
