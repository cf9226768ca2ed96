"""A seat the bot plays for an absent person (`timing["autopilot"]`: the `bot` timeout policy, or a seat
handed to the bot): whose seat it still is, and how the table names it once the game is over (issue #44,
point 7: the result credits the person's seat, "played by the bot after 3 timeouts")."""

from __future__ import annotations

from agora.bots.identity import display, is_bot
from agora.games.records import GameRecord
from i18n import t


def absent_player(game: GameRecord, seat: str) -> int | None:
    """The person a bot plays `seat` for, or None."""
    person = ((game.timing or {}).get("autopilot") or {}).get(seat)
    return person if isinstance(person, int) and not is_bot(person) else None


def credited_names(game: GameRecord, labels: dict[str, str], lang: str) -> dict[str, str]:
    """Seat -> its name crediting the absent person, for the seats a bot played to the end of a finished
    game ({} while it is played: the bot is named as the one who moves)."""
    if game.status != "finished":
        return {}
    missed = (game.timing or {}).get("missed") or {}
    names = {}
    for record in game.seats:
        person = absent_player(game, record.seat)
        if person is None or not is_bot(record.user_id):
            continue
        names[record.seat] = t(
            "fair_table.autopilot_name",
            lang,
            seat=labels.get(record.seat, record.seat),
            player=display(person, lang),
            bot=display(record.user_id, lang),
            missed=int(missed.get(record.seat, 0)),
        )
    return names
