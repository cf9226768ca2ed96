"""Bot seats answer a pending request at once (issue #44, point 7), through the same `SeatService.answer`
as a person's button: recorded, refused or completed the same way. The answer itself is the bot's
policy (agora/bots/answers.py); this module only asks each bot seat in turn. No Discord here: the
caller says what the bots answered and carries out a completed request.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from agora.bots.answers import accepts_draw, accepts_undo, win_chance
from agora.bots.identity import is_bot
from agora.games.records import GameRecord
from agora.games.seats import DRAW, Answer, Request, SeatService


@dataclass
class BotAnswers:
    """What the bot seats answered, in seat order (user id, accepted), and the last `Answer` recorded
    (None when no bot seat was asked)."""

    given: list[tuple[int, bool]] = field(default_factory=list)
    last: Answer | None = None

    @property
    def refused(self) -> bool:
        return any(not accepted for _, accepted in self.given)

    @property
    def complete(self) -> bool:
        return self.last is not None and self.last.accepted and self.last.complete


def humans_asked(game: GameRecord, request: Request) -> list[int]:
    """The people a request waits on: every other seat held by a person (bots answer at once)."""
    return [s.user_id for s in game.seats if s.seat != request.seat and not is_bot(s.user_id)]


async def answer_for_bots(seats: SeatService, game: GameRecord, request: Request) -> BotAnswers:
    """Each bot seat other than the asker's answers `request` now; the first refusal ends it."""
    answers = BotAnswers()
    bots = [s for s in game.seats if s.seat != request.seat and is_bot(s.user_id)]
    if not bots:
        return answers
    engine = seats.service.engine_for(game)
    state = engine.load_state_json(game.state_json or "")
    for record in sorted(bots, key=lambda s: s.seat):
        if request.kind == DRAW:
            accept = accepts_draw(win_chance(engine, state, record.seat))
        else:
            accept = accepts_undo(request.crosses_randomness)
        answers.last = await seats.answer(request.kind, game, record.user_id, request.version, accept=accept)
        answers.given.append((record.user_id, accept))
        if not accept:
            break
    return answers
