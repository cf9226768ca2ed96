"""Folding a game's append-only log into its state, honouring the platform's own records.

The log holds the players' actions and three kinds of platform records that the engine never sees:
`__undo__` (take the game back to the state before the entry `seq`), `__substitute__` (a seat changed
hands) and `__creator__` (the creator role passed on). Replay, undo decisions and exports all fold
the log through `fold`, so they agree by construction.

An undo that takes back revealed randomness (a barrier: dice, a draw, a secret) carries a `salt` drawn
from a CSPRNG when it was applied: the fold then reseeds the state (`GameEngine.reseed`), so the game
draws from a stream nobody has seen, and a replay draws the same. The reseed stays in force like a
platform step: a later undo to an earlier position keeps it (the stream it replaced was seen).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from engine.core import SYSTEM_SEAT, Action, GameEngine, GameState

UNDO = "__undo__"
RESEED = "__reseed__"
"""The kind of the step a salted undo leaves in `Folded.steps` (never logged, never an undo target)."""
SUBSTITUTE = "__substitute__"
CREATOR = "__creator__"
SEAT_RECORDS = frozenset({SUBSTITUTE, CREATOR})
"""Records about who holds a seat or the creator role: they leave the state as it is."""


@dataclass(frozen=True)
class LoggedAction:
    """One log row as plain values (what `fold` needs from `ActionLog`)."""

    seq: int
    seat: str
    user_id: int
    action: dict[str, Any]


@dataclass
class Step:
    """An action that is in effect: the states around it, for undo and its barrier rule."""

    seq: int
    seat: str
    action: Action
    before: GameState
    after: GameState
    automatic: bool = False  # played by the platform for the seat (agora/games/automatic.py)


@dataclass
class Folded:
    state: GameState
    steps: list[Step] = field(default_factory=list)  # the actions in effect, in order
    # seq -> the clock of the position the entry's write left (agora/games/position_clock.py)
    clocks: dict[int, dict[str, Any]] = field(default_factory=dict)

    def clock_before(self, seq: int) -> dict[str, Any] | None:
        """The clock the position before step `seq` had: noted by the write that left it, which is the
        step's own or, for a step written after others in one write (a multi-select, automatic steps),
        the first step of that write. None for a log older than the notes."""
        index = next((i for i, s in enumerate(self.steps) if s.seq == seq), None)
        for step in reversed(self.steps[: (index or 0) + 1] if index is not None else []):
            if step.seq in self.clocks:
                return self.clocks[step.seq]
        return None


class UndoTargetMissing(Exception):
    """An `__undo__` record names an entry that is not in effect (a corrupt or forged log)."""


def undo_action(seq: int, *, consent: list[str] | None = None, salt: int | None = None) -> Action:
    params: dict[str, Any] = {"seq": seq}
    if consent:
        params["consent"] = sorted(consent)
    if salt is not None:
        params["salt"] = salt
    return Action(kind=UNDO, params=params)


def fold(engine: GameEngine, initial: GameState, entries: Iterable[LoggedAction]) -> Folded:
    """The state after every entry of the log, and the steps still in effect."""
    out = Folded(state=initial)
    for entry in entries:
        action = Action.model_validate(entry.action)
        if action.kind in SEAT_RECORDS:
            continue
        if action.kind == UNDO:
            salt = action.params.get("salt")
            salt = None if salt is None else int(salt)
            rewind(engine, out, int(action.params["seq"]), salt=salt, at=entry.seq)
            continue
        after = engine.apply(out.state, entry.seat, action).state
        automatic = bool(entry.action.get("automatic"))
        clock = entry.action.get("clock")
        if isinstance(clock, dict):
            out.clocks[entry.seq] = clock
        out.steps.append(Step(entry.seq, entry.seat, action, out.state, after, automatic))
        out.state = after
    return out


def rewind(engine: GameEngine, folded: Folded, seq: int, *, salt: int | None = None, at: int = 0) -> None:
    """Take back the step `seq` and every step after it. Platform steps after it are kept: dice queued
    for a test or the sandbox are queued again, and the fresh streams of earlier salted undos stay in
    force. With `salt` (the undo `at` crossed revealed randomness), the state is then reseeded."""
    index = next((i for i, s in enumerate(folded.steps) if s.seq == seq), None)
    if index is None:
        raise UndoTargetMissing(seq)
    removed = folded.steps[index:]
    del folded.steps[index:]
    folded.state = removed[0].before
    kept = [step.action for step in removed if step.seat == SYSTEM_SEAT]
    if salt is not None:
        kept.append(Action(kind=RESEED, params={"salt": salt, "at": at}))
    for action in kept:
        if action.kind == RESEED:
            after = engine.reseed(folded.state, int(action.params["salt"]))
            step_seq = int(action.params["at"])
        else:
            after = engine.apply(folded.state, SYSTEM_SEAT, action).state
            step_seq = next(s.seq for s in removed if s.action is action)
        folded.steps.append(Step(step_seq, SYSTEM_SEAT, action, folded.state, after))
        folded.state = after


def crosses_randomness(engine: GameEngine, folded: Folded, seq: int) -> bool:
    """Whether taking back the step `seq` and those after it takes back revealed randomness: a die rolled,
    a card or token drawn, a secret changed (the engine's barrier rule). Such an undo needs every other
    player's consent, and the game then draws from a fresh stream."""
    index = next((i for i, s in enumerate(folded.steps) if s.seq == seq), None)
    if index is None:
        raise UndoTargetMissing(seq)
    players = [s for s in folded.steps[index:] if s.seat != SYSTEM_SEAT]
    return any(engine.is_barrier(s.before, s.after) for s in players)


@dataclass(frozen=True)
class UndoPlan:
    """What `/game undo` by `seat` would take back: the entry `seq` and everything after it."""

    seq: int
    needs_consent: bool  # another player acted since, or a barrier (die, draw, reveal) was crossed
    taken_back: int  # how many player actions go


def plan_undo(engine: GameEngine, folded: Folded, seat: str) -> UndoPlan | None:
    """The caller's last real decision in effect, and whether the others must agree; None: nothing to
    undo. Steps the platform played automatically are never a target by themselves: they go with the
    decision before them, and count as a barrier when they crossed one (a die, a draw)."""
    players = [s for s in folded.steps if s.seat != SYSTEM_SEAT]
    index = next(
        (i for i in range(len(players) - 1, -1, -1) if players[i].seat == seat and not players[i].automatic),
        None,
    )
    if index is None:
        return None
    mine = players[index]
    later = [s for s in players[index + 1 :] if not s.automatic]
    forced = [s for s in players[index + 1 :] if s.automatic]
    needs_consent = bool(later) or any(engine.is_barrier(s.before, s.after) for s in [mine, *forced])
    return UndoPlan(seq=mine.seq, needs_consent=needs_consent, taken_back=1 + len(later))


def logged_actions(rows: Iterable[Any]) -> list[LoggedAction]:
    """Plain values from `ActionLog` rows."""
    return [LoggedAction(r.seq, r.seat, r.user_id, dict(r.action)) for r in rows]
