"""The Great Battle (pp.28-30): gathering, secret simultaneous placement of tokens and figures per
league, then front by front and column by column reveals with figure commitments, and the end.

Placement is one token (or one figure) per action so the legal list stays concrete. In a two-player
league either member places; the plan is final when one proposes it (`ready`) and the other confirms.
"""

from __future__ import annotations

from functools import cache

from engine.core import Event, GameResult, IllegalAction
from engine.epireia import rules
from engine.epireia.battle_score import FRONTS, column_power, front_winner, slot_key
from engine.epireia.effects import action_dump
from engine.epireia.state import LEAGUES, BattleSide, BattleState, EpireiaState, other_league


def figures_of_league(state: EpireiaState, league: str) -> list[str]:
    return [f for s in state.leagues[league].members for f in state.players[s].figures]


def figures_to_place(state: EpireiaState, league: str) -> int:
    """One per front, at most three: a two-player league places 3 of its 4 (p.29)."""
    return min(len(FRONTS), len(figures_of_league(state, league)))


def start_battle(state: EpireiaState) -> list[Event]:
    """1. Gathering (p.28): the league reserve plus the tokens of the neutral Cities it integrated."""
    state.phase = "battle"
    state.pending = []
    state.league_decision = None
    state.resolution_steps = []
    sides = {}
    for league in LEAGUES:
        side = BattleSide(available=list(state.leagues[league].reserve))
        for city in [c for c in state.neutral_tokens if state.neutral_allegiance.get(c) == league]:
            side.available.append(state.neutral_tokens.pop(city))  # taken off the map (p.28)
        state.leagues[league].reserve = []
        sides[league] = side
    if state.solo is not None:
        enemy = other_league(state.players["solo"].league)
        card = rules.content().scenario(state.solo.scenario)
        sides[enemy] = BattleSide(
            slots={slot_key(p.front, p.column, p.line): p.token for p in getattr(card, "enemy_army", ())},
            ready=True,
        )
    state.battle = BattleState(sides=sides)
    return [Event(kind="battle_begins", params={league: len(s.available) for league, s in sides.items()})]


def _battle(state: EpireiaState) -> BattleState:
    assert state.battle is not None
    return state.battle


def planning_leagues(state: EpireiaState) -> list[str]:
    b = _battle(state)
    return [lg for lg in LEAGUES if not b.sides[lg].ready and state.leagues[lg].members]


# --- 2-3. placement ---------------------------------------------------------------------------------


@cache
def _slots_of(league: str, unit: str) -> tuple[tuple[str, str | None], ...]:
    """(slot, the first-line slot it stands behind) for every slot of this unit type."""
    field = rules.content().battlefield(league)
    return tuple(
        (slot_key(front, column, line), slot_key(front, column, 1) if line == 2 else None)
        for front in FRONTS
        for column in (1, 2, 3)
        for line in (1, 2)
        if field.slot_type(front, column, line) == unit
    )


def open_slots(state: EpireiaState, league: str, unit: str) -> list[str]:
    """Free slots of the unit's type; "pas en seconde ligne s'il n'y a pas un jeton déjà placé en
    première ligne" (p.36)."""
    taken = _battle(state).sides[league].slots
    return [
        k
        for k, first_line in _slots_of(league, unit)
        if k not in taken and (first_line is None or first_line in taken)
    ]


def plan_legal(state: EpireiaState, seat: str) -> list[dict]:
    league = state.players[seat].league
    side = _battle(state).sides[league]
    if side.ready:
        return []
    out = []
    for token_id in rules.distinct_tokens(side.available):
        unit = rules.token(token_id).unit
        out += [action_dump("place", token=token_id, slot=s) for s in open_slots(state, league, unit)]
    if len(side.figures) < figures_to_place(state, league):
        placed = set(side.figures.values())
        free_fronts = [f for f in FRONTS if f not in side.figures]
        for figure in figures_of_league(state, league):
            if figure not in placed:
                out += [action_dump("assign_figure", figure=figure, front=f) for f in free_fronts]
    elif side.ready_proposed_by is None:
        # a lone player declares his plan ready; a two-player league's member proposes it
        out.append(action_dump("propose" if len(state.leagues[league].members) > 1 else "ready"))
    elif side.ready_proposed_by != seat:
        out.append(action_dump("confirm"))
    return out


def place(state: EpireiaState, seat: str, token_id: object, slot: object) -> list[Event]:
    league = state.players[seat].league
    side = _battle(state).sides[league]
    if side.ready:
        raise IllegalAction("epireia.error.plan_locked")
    if not isinstance(token_id, str) or token_id not in side.available:
        raise IllegalAction("epireia.error.token_not_available", token=str(token_id))
    if not isinstance(slot, str) or slot not in open_slots(state, league, rules.token(token_id).unit):
        raise IllegalAction("epireia.error.bad_slot", slot=str(slot))
    side.available.remove(token_id)
    side.slots[slot] = token_id
    side.ready_proposed_by = None
    members = state.leagues[league].members
    return [
        Event(
            kind="token_placed",
            params={"seat": seat, "token": token_id, "slot": slot},
            audience=list(members),
        )
    ]


def assign_figure(state: EpireiaState, seat: str, figure: object, front: object) -> list[Event]:
    league = state.players[seat].league
    side = _battle(state).sides[league]
    if side.ready:
        raise IllegalAction("epireia.error.plan_locked")
    if not isinstance(figure, str) or figure not in figures_of_league(state, league):
        raise IllegalAction("epireia.error.not_your_figure", figure=str(figure))
    if figure in side.figures.values() or front not in FRONTS or front in side.figures:
        raise IllegalAction("epireia.error.bad_front", front=str(front))
    if len(side.figures) >= figures_to_place(state, league):
        raise IllegalAction("epireia.error.too_many_figures")
    side.figures[str(front)] = figure
    side.ready_proposed_by = None
    members = state.leagues[league].members
    return [
        Event(
            kind="figure_placed",
            params={"seat": seat, "figure": figure, "front": front},
            audience=list(members),
        )
    ]


def ready(state: EpireiaState, seat: str, confirm: bool) -> list[Event]:
    league = state.players[seat].league
    side = _battle(state).sides[league]
    if side.ready or len(side.figures) < figures_to_place(state, league):
        raise IllegalAction("epireia.error.plan_incomplete")
    members = state.leagues[league].members
    if not confirm and len(members) > 1:
        if side.ready_proposed_by is not None:
            raise IllegalAction("epireia.error.already_proposed")
        side.ready_proposed_by = seat
        return [Event(kind="plan_proposed", params={"seat": seat}, audience=list(members))]
    if confirm and (side.ready_proposed_by is None or side.ready_proposed_by == seat):
        raise IllegalAction("epireia.error.partner_must_confirm")
    side.ready = True
    events = [Event(kind="plan_ready", params={"league": league})]
    if not planning_leagues(state):
        events += _reveal_figures(state)
    return events


def _reveal_figures(state: EpireiaState) -> list[Event]:
    """Both plans are final: the figures are turned face up (p.29) and the flank opens."""
    b = _battle(state)
    b.stage = "columns"
    events = [Event(kind="figures_revealed", params={lg: dict(s.figures) for lg, s in b.sides.items()})]
    return events + _open_column(state)


# --- 4. resolution ----------------------------------------------------------------------------------


def _front(state: EpireiaState) -> str:
    return FRONTS[_battle(state).front]


def _can_commit(state: EpireiaState, league: str) -> bool:
    side = _battle(state).sides[league]
    front = _front(state)
    return front in side.figures and front not in side.committed


def _open_column(state: EpireiaState) -> list[Event]:
    b = _battle(state)
    front = _front(state)
    shown = {
        lg: {str(line): s.slots.get(slot_key(front, b.column + 1, line)) for line in (1, 2)}
        for lg, s in b.sides.items()
    }
    events = [Event(kind="column_revealed", params={"front": front, "column": b.column + 1, "tokens": shown})]
    b.commit_order = [lg for lg in LEAGUES if _can_commit(state, lg) and state.leagues[lg].members]
    b.passed = []
    if not b.commit_order:
        events += _resolve_column(state)
    return events


def commit_legal(state: EpireiaState, seat: str) -> list[dict]:
    b = _battle(state)
    if not b.commit_order or state.players[seat].league != b.commit_order[0]:
        return []
    return [action_dump("commit"), action_dump("hold")]


def decide_commit(state: EpireiaState, seat: str, commit: bool) -> list[Event]:
    """After a column is revealed each league may commit its front figure; when one commits, the
    other may answer on the same column (p.29)."""
    b = _battle(state)
    league = state.players[seat].league
    if not b.commit_order or b.commit_order[0] != league:
        raise IllegalAction("epireia.error.not_your_decision")
    b.commit_order.pop(0)
    front = _front(state)
    events: list[Event]
    if commit:
        b.sides[league].committed[front] = b.column + 1
        events = [
            Event(kind="figure_committed", params={"league": league, "front": front, "column": b.column + 1})
        ]
        rival = other_league(league)
        if rival in b.passed and _can_commit(state, rival) and rival not in b.commit_order:
            b.commit_order.append(rival)  # the answer on the same column
    else:
        b.passed.append(league)
        events = [
            Event(kind="figure_held", params={"league": league, "front": front, "column": b.column + 1})
        ]
    if not b.commit_order:
        events += _resolve_column(state)
    return events


def _committed_here(state: EpireiaState, league: str) -> str | None:
    b = _battle(state)
    side = b.sides[league]
    front = _front(state)
    return side.figures.get(front) if side.committed.get(front) == b.column + 1 else None


def _resolve_column(state: EpireiaState) -> list[Event]:
    b = _battle(state)
    c = rules.content()
    front = _front(state)
    scores = {}
    for league, side in b.sides.items():
        front_fig = side.figures.get(front)
        committed = _committed_here(state, league)
        scores[league] = column_power(
            side.slots,
            front,
            b.column + 1,
            c.figure(front_fig) if front_fig else None,
            c.figure(committed) if committed else None,
            b.last_clash_winner == league,
        )
    a, d = LEAGUES
    winner = a if scores[a] > scores[d] else d if scores[d] > scores[a] else None
    b.column_winners.setdefault(front, []).append(winner)
    b.column_scores.setdefault(front, []).append(scores)
    b.last_clash_winner = winner
    events = [
        Event(
            kind="column_resolved",
            params={"front": front, "column": b.column + 1, "scores": scores, "winner": winner},
        )
    ]
    b.column += 1
    if b.column < 3:
        return events + _open_column(state)
    b.front_winners[front] = front_winner(b.column_winners[front])
    events.append(Event(kind="front_resolved", params={"front": front, "winner": b.front_winners[front]}))
    b.front += 1
    b.column = 0
    if b.front < len(FRONTS):
        return events + _open_column(state)
    return events + _finish(state)


def _finish(state: EpireiaState) -> list[Event]:
    """The majority of fronts wins; ties go to the sea front, then prestige, then copper (p.30).
    Solo (p.35): the player needs more fronts than the enemy; a tie is a loss."""
    b = _battle(state)
    b.stage = "done"
    state.phase = "over"
    won = {lg: sum(1 for w in b.front_winners.values() if w == lg) for lg in LEAGUES}
    a, d = LEAGUES
    if state.solo is not None:
        mine = state.players["solo"].league
        if won[mine] > won[other_league(mine)]:
            state.result = GameResult(winners=["solo"], kind="solo_victory", params={"fronts": won[mine]})
        else:
            state.result = GameResult(winners=[], kind="solo_battle_lost", params={"fronts": won[mine]})
        return [Event(kind="game_over", params={"result": state.result.kind})]
    if won[a] != won[d]:
        winner, kind = (a if won[a] > won[d] else d), "fronts"
    elif b.front_winners.get("sea") is not None:
        winner, kind = b.front_winners["sea"], "sea_front"
    else:
        prestige = {lg: sum(state.players[s].prestige for s in state.leagues[lg].members) for lg in LEAGUES}
        copper = {
            lg: state.leagues[lg].resources["copper"]
            + sum(state.players[s].resources["copper"] for s in state.leagues[lg].members)
            for lg in LEAGUES
        }
        if prestige[a] != prestige[d]:
            winner, kind = (a if prestige[a] > prestige[d] else d), "prestige"
        elif copper[a] != copper[d]:
            winner, kind = (a if copper[a] > copper[d] else d), "copper"
        else:
            winner, kind = None, "draw"
    seats = list(state.leagues[winner].members) if winner else []
    state.result = GameResult(
        winners=seats,
        kind=kind,
        params={"league": winner or "", **{f"fronts_{lg}": n for lg, n in won.items()}},
    )
    return [Event(kind="game_over", params={"result": kind, "league": winner or ""})]
