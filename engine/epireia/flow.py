"""The turn machine: start of game, start of turn (scenario reveal, Augures), and moving on from one
seat and phase to the next whenever nobody needs to decide anything."""

from __future__ import annotations

from engine.core import Event, GameResult
from engine.core.turns import PhaseOrder, TurnOrder
from engine.epireia import development, diplomacy, resolution, rules
from engine.epireia.effects import apply_effect, refresh_pending
from engine.epireia.scenarios import check_cancellation, check_objectives, reveal_next
from engine.epireia.seats import turn_order
from engine.epireia.state import EpireiaState

ROUND = PhaseOrder(("development", "diplomacy", "resolution"))
"""The phases of a turn (p.18), in play order; a Grande Bataille may follow the last one."""


def start_game(state: EpireiaState) -> list[Event]:
    """Set-up is over: Act I is drawn (p.16) or the solo card's constraints apply (p.32)."""
    events: list[Event] = []
    if state.solo is not None:
        card = rules.content().scenario(state.solo.scenario)
        for i, effect in enumerate(card.constraints):
            if effect.trigger == "immediate":
                events += apply_effect(state, "solo", effect, rules.ref("scn", card.id, i))
    state.scenario.reveal_next_turn = state.solo is None
    return events + begin_turn(state)


def begin_turn(state: EpireiaState) -> list[Event]:
    state.turn += 1
    for player in state.players.values():
        player.turn_effects = []
    state.moved = []
    state.visit_order = []
    state.phase = ROUND.first()
    state.turns = TurnOrder(order=turn_order(list(state.players)))
    events = [Event(kind="turn_begins", params={"turn": state.turn})]
    if state.scenario.reveal_next_turn and state.scenario.act < 3:
        events += reveal_next(state)
        events += check_cancellation(state)
    if state.solo is not None:
        events += _reveal_augures(state)
    if state.phase == "development":
        state.actions_left = development.actions_for(state, state.turns.order[0])
    return events


def _reveal_augures(state: EpireiaState) -> list[Event]:
    """Solo (p.33): an Augure at the start of each development phase, in force for the turn."""
    assert state.solo is not None
    card = rules.content().scenario(state.solo.scenario)
    events = []
    for _ in range(getattr(card, "augures_per_turn", 1)):
        if not state.solo.augures:
            break
        augure = state.solo.augures.pop(0)
        state.solo.revealed.append(augure)
        events.append(Event(kind="augure_revealed", params={"augure": augure}))
        for i, effect in enumerate(rules.content().augure(augure).effects):
            events += apply_effect(state, "solo", effect, rules.ref("aug", augure, i))
    return events


def current_seat(state: EpireiaState) -> str | None:
    return state.turns.current


def advance(state: EpireiaState) -> list[Event]:
    """Move on while nobody has anything to decide; stop at the next decision or the end."""
    events: list[Event] = []
    while True:
        events += refresh_pending(state)
        if state.result is not None or state.pending or state.league_decision is not None:
            break
        events += check_objectives(state)
        events += check_cancellation(state)
        if state.phase == "development":
            seat = current_seat(state)
            if seat is not None and development.can_act(state, seat):
                break
            following = state.turns.pass_turn() if seat is not None else state.turns.current
            if following is not None:
                state.actions_left = development.actions_for(state, following)
                continue
            state.phase = ROUND.next(state.phase)
            state.turns.restart()
            continue
        if state.phase == "diplomacy":
            seat = current_seat(state)
            if seat is not None and len(diplomacy.legal(state, seat)) > 1:
                break
            if seat is not None:
                state.turns.pass_turn()
                continue
            if state.solo is not None:
                events += diplomacy.move_enemies(state)
            state.phase = ROUND.next(state.phase)
            resolution.start(state)
            continue
        if state.phase == "resolution":
            events += resolution.run(state)
            if state.phase != "resolution" or state.league_decision is not None or state.pending:
                continue
            events += end_turn(state)
            continue
        break
    return events


def end_turn(state: EpireiaState) -> list[Event]:
    events = [Event(kind="turn_ends", params={"turn": state.turn})]
    if state.solo is not None and state.turn >= state.solo.turn_limit:
        card = rules.content().scenario(state.solo.scenario)
        if len(state.solo.objectives_met) < len(getattr(card, "objectives", ())):
            state.phase = "over"
            state.result = GameResult(winners=[], kind="solo_objectives_failed", params={"turn": state.turn})
            return [*events, Event(kind="game_over", params={"result": state.result.kind})]
        from engine.epireia.battle import start_battle

        return events + start_battle(state)
    if state.solo is None and state.scenario.battle_after_turn:
        from engine.epireia.battle import start_battle

        return events + start_battle(state)
    return events + begin_turn(state)
