"""Single options played for people (issue 11): when the seat the game waits on has one legal action and
its title says that option follows from public information (`GameEngine.forced_action`,
engine/core/forced.py), the platform applies it in the same write as the change that led there, logs it
like any action but marked automatic, and narrates it ("only possible choice: … — done for you"). A chain
of forced steps is followed to the next real choice. Bot seats are left to the bot, which answers at once
anyway. Players who want to confirm everything turn it off with the lobby option `auto_choices:false`.

Undo (agora/games/history.py) never targets an automatic step by itself: it goes with the last real
decision before it.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass, field
from typing import Any

from agora.bots.identity import is_bot
from agora.games.repository import AUTOMATIC_MARK, LogEntry
from engine.core import Action, Event, GameEngine, GameState, GameStatus

AUTO_CHOICES = "auto_choices"
"""Platform lobby option: play single options for people (default true; declared in games/options.py)."""
AUTOMATIC_EVENT = "__automatic__"
"""Event kind of the line saying what was played for whom (params `seat`, `action`), narrated by Screens."""
MAX_CHAIN = 200  # forced steps in a row: far more than a game has (a guard against a rule bug)


def enabled(options: Mapping[str, Any]) -> bool:
    return options.get(AUTO_CHOICES, True) is not False


def is_automatic(logged_action: Mapping[str, Any]) -> bool:
    """Whether a log row's action JSON was played by the platform."""
    return bool(logged_action.get(AUTOMATIC_MARK))


@dataclass
class Forced:
    """What the platform played after a change: the new state, the lines to narrate, the log rows."""

    state: GameState
    status: GameStatus  # `state`'s: the caller's next question, answered once
    events: list[Event] = field(default_factory=list)
    steps: list[tuple[str, Action]] = field(default_factory=list)
    legal: dict[str, list[Action]] = field(default_factory=dict)
    """`state`'s legal actions of the seats whose options were listed to look for a single one: the
    caller keeps them with the state (the seat's controls are built from the same list)."""

    def entries(self, game: Any) -> list[LogEntry]:
        """Log rows of the steps played: the seat's player as author, marked automatic."""
        return [
            LogEntry(user_id=game.user_of(seat) or 0, seat=seat, action=a, automatic=True)
            for seat, a in self.steps
        ]


def after_change(engine: GameEngine, state: GameState, game: Any, *, owned: bool = False) -> Forced:
    """The forced steps that follow a change of `game` (a start, a move, a timeout): for the seats its
    people hold, unless its options turn them off. `owned`: as `GameEngine.apply`'s."""
    return play_forced(engine, state, people(game), game.options, owned=owned)


def play_forced(
    engine: GameEngine,
    state: GameState,
    people: Collection[str],
    options: Mapping[str, Any],
    *,
    owned: bool = False,
) -> Forced:
    """Apply every forced single option of a seat held by a person, until a real choice (or the end).
    `owned`: the caller hands `state` over (`GameEngine.apply`); the states the steps make are ours."""
    out = Forced(state=state, status=engine.status(state))
    if not enabled(options):
        return out
    for _ in range(MAX_CHAIN):
        if out.status.finished:
            break
        found = None
        for seat in out.status.waiting_for:
            if seat not in people:
                continue
            legal = engine.forceable_options(out.state, seat, status=out.status)
            if legal is None:
                continue
            out.legal[seat] = legal  # listed once: applied from, or kept for the seat's controls
            if len(legal) == 1:
                found = (seat, legal[0])
                break
        if found is None:
            break
        seat, action = found
        result = engine.apply(out.state, seat, action, legal=out.legal[seat], status=out.status, owned=owned)
        owned = True  # the step's new state: nobody else holds it
        out.events.append(automatic_event(seat, action))
        out.events += result.events
        out.steps.append(found)
        out.state, out.status, out.legal = result.state, engine.status(result.state), {}
    return out


def automatic_event(seat: str, action: Action) -> Event:
    return Event(kind=AUTOMATIC_EVENT, params={"seat": seat, "action": action.model_dump(mode="json")})


def people(game: Any) -> set[str]:
    """The seats of a game record held by people (not bots)."""
    return {s.seat for s in game.seats if not is_bot(s.user_id)}
