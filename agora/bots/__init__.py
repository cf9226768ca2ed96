"""Bot players on the platform: bot seats, putting a seat under bot control, and the runner that plays
them off the event loop. The thinking itself is `engine.bots` (pure)."""

from agora.bots.identity import BOT_LEVELS, bot_level, bot_user_id, is_bot

__all__ = ["BOT_LEVELS", "bot_level", "bot_user_id", "is_bot"]
