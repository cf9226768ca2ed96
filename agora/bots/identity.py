"""Who is a bot: a seat whose user id is negative (Discord ids are positive), encoding the bot's level.

No schema change: a bot seat is an ordinary `seats` row. The id is unique within a game (the seat's
index is part of it) and says the level: -(1 + 3 * seat_index + level_index).
"""

from __future__ import annotations

from i18n import t

BOT_LEVELS = ("easy", "normal", "hard")


def bot_user_id(seat_index: int, level: str) -> int:
    return -(1 + 3 * seat_index + BOT_LEVELS.index(level))


def is_bot(user_id: int | None) -> bool:
    return user_id is not None and user_id < 0


def people(user_ids: list[int | None]) -> list[int]:
    """The persons among these user ids: a bot seat is never mentioned nor pinged (it is named)."""
    return [u for u in user_ids if u is not None and not is_bot(u)]


def bot_level(user_id: int) -> str:
    return BOT_LEVELS[(-user_id - 1) % 3]


def display(user_id: int, lang: str) -> str:
    """How a player is named in messages: a mention for a person, "🤖 Bot (hard)" for a bot."""
    if is_bot(user_id):
        return t("robot.name", lang, level=t(f"robot.level.{bot_level(user_id)}", lang))
    return f"<@{user_id}>"
