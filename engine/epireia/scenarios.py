"""Scenarios (pp.14-15): the act draw, objectives won by the first to meet them, constraints,
cancellation at 7/12/17 buildings, and the road to the Great Battle. Solo objectives (p.34) too."""

from __future__ import annotations

from engine.core import Event
from engine.epireia import rules
from engine.epireia.content.models import MultiplayerScenario, Objective
from engine.epireia.effects import apply_effect, grant_top_tokens
from engine.epireia.seats import turn_order
from engine.epireia.state import EpireiaState


def set_up_decks(state: EpireiaState) -> None:
    for act in (1, 2, 3):
        ids = [s.id for s in rules.content().scenarios_of_act(act)]
        state.rng.shuffle(ids)
        state.scenario.decks[str(act)] = ids


def reveal_next(state: EpireiaState) -> list[Event]:
    """Draw the next act's card at random and apply its constraints (start of game / of a turn)."""
    sc = state.scenario
    sc.act += 1
    sc.reveal_next_turn = False
    deck = sc.decks[str(sc.act)]
    sc.current = deck.pop(0)
    card = rules.content().scenario(sc.current)
    sc.baseline = _counters(state)
    events = [Event(kind="scenario_revealed", params={"act": sc.act, "scenario": sc.current})]
    for i, effect in enumerate(card.constraints):
        if effect.trigger == "immediate":
            events += apply_effect(state, None, effect, rules.ref("scn", card.id, i))
    events += check_objectives(state)
    return events


def _counters(state: EpireiaState) -> dict[str, int]:
    return {k: v for k, v in state.log_counters.items() if k.startswith(("empire_ok:", "brigands:"))}


def _since(state: EpireiaState, key: str) -> int:
    return state.log_counters.get(key, 0) - state.scenario.baseline.get(key, 0)


def measure(state: EpireiaState, objective: Objective, seats: list[str], league: str) -> bool:
    """Whether these seats (one player, or a whole league) meet the objective now."""
    players = [state.players[s] for s in seats]
    kind = objective.kind
    reserve = state.leagues[league].reserve
    if kind == "reserve_tokens":
        count = sum(
            1
            for t in reserve
            if (objective.unit is None or rules.token(t).unit == objective.unit)
            and (objective.level is None or rules.token(t).level == objective.level)
        )
        return count >= (objective.count or 0)
    if kind == "level2_tokens":
        return sum(1 for t in reserve if rules.token(t).level == 2) >= (objective.count or 0)
    if kind == "donations":
        key = f"donated:{league}" + (f":{objective.resource}" if objective.resource else "")
        return state.log_counters.get(key, 0) >= (objective.amount or 0)
    if kind == "integrated_cities":
        return sum(1 for lg in state.neutral_allegiance.values() if lg == league) >= (objective.count or 0)
    if kind == "prestige":
        return sum(p.prestige for p in players) >= (objective.amount or 0)
    if kind == "buildings":
        total = sum(
            1
            for p in players
            for b in p.buildings
            if objective.category is None or rules.building(p.city or "", b).category == objective.category
        )
        return total >= (objective.count or 0)
    if kind == "territories":
        return sum(len(state.territories_of(s)) for s in seats) >= (objective.count or 0)
    if kind == "control_territory":
        return state.territory_owner.get(objective.territory or "") in seats
    if kind == "empire_negotiations":
        return sum(_since(state, f"empire_ok:{s}") for s in seats) >= (objective.count or 0)
    if kind == "brigands_defeated":
        return _since(state, f"brigands:{league}") >= (objective.count or 0)
    if kind == "resources":
        need = objective.resources.as_dict() if objective.resources else {}
        return all(sum(p.resources[r] for p in players) >= v for r, v in need.items())
    if kind == "figures":
        return sum(len(p.figures) for p in players) >= (objective.count or 0)
    return False


def _candidates(state: EpireiaState, objective: Objective) -> list[tuple[str, list[str], str]]:
    """(winner id, seats counted, league) in turn order: players, or leagues for a league objective."""
    seats = [s for s in turn_order(list(state.players)) if s in state.players]
    if objective.scope == "league":
        leagues = list(dict.fromkeys(state.players[s].league for s in seats))
        return [(lg, [s for s in seats if state.players[s].league == lg], lg) for lg in leagues]
    return [(s, [s], state.players[s].league) for s in seats]


def check_objectives(state: EpireiaState) -> list[Event]:
    """The first to meet the current objective wins its reward at once (p.15); solo objectives are
    noted once met (they must all be met by the last turn, p.34)."""
    if state.solo is not None:
        return _check_solo(state)
    sc = state.scenario
    if sc.current is None or sc.current in sc.completed or state.phase in ("battle", "over"):
        return []
    card = rules.content().scenario(sc.current)
    assert isinstance(card, MultiplayerScenario)
    for winner, seats, league in _candidates(state, card.objective):
        if measure(state, card.objective, seats, league):
            sc.completed.append(card.id)
            sc.winners[card.id] = winner
            events = [
                Event(kind="scenario_won", params={"scenario": card.id, "act": sc.act, "winner": winner})
            ]
            r = card.reward
            events += grant_top_tokens(state, league, r.unit, r.level, r.count)
            if sc.act < 3:
                sc.reveal_next_turn = True
            else:
                sc.battle_after_turn = True  # "les joueurs terminent le tour de jeu en cours" (p.28)
            return events
    return []


def _check_solo(state: EpireiaState) -> list[Event]:
    assert state.solo is not None
    card = rules.content().scenario(state.solo.scenario)
    events = []
    seat = "solo"
    league = state.players[seat].league
    for i, objective in enumerate(getattr(card, "objectives", ())):
        if i not in state.solo.objectives_met and measure(state, objective, [seat], league):
            state.solo.objectives_met.append(i)
            events.append(Event(kind="solo_objective_met", params={"index": i + 1}))
    return events


def check_cancellation(state: EpireiaState) -> list[Event]:
    """An act's card is cancelled as soon as a player has built its threshold (7/12/17, p.15);
    cancelling Act III starts the Great Battle at once."""
    sc = state.scenario
    if state.solo is not None or sc.current is None or sc.current in sc.completed:
        return []
    threshold = rules.content().rules.cancel_thresholds[sc.act]
    if not any(len(p.buildings) >= threshold for p in state.players.values()):
        return []
    sc.cancelled.append(sc.current)
    events = [Event(kind="scenario_cancelled", params={"scenario": sc.current, "act": sc.act})]
    if sc.act < 3:
        sc.reveal_next_turn = True
        sc.current = None
        return events
    sc.current = None
    from engine.epireia.battle import start_battle  # the battle module drives the end of the game

    return events + start_battle(state)
