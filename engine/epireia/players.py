"""Simple Epireia players for tests, balance runs and benchmarks.

`greedy_chooser(rnd)` scores every legal action with short rules of thumb (build the economy and the
military buildings early, and a player alone in his league his figure building too; produce the strongest
tokens, take free and unguarded Territories, negotiate where the odds are good, fill the battlefield with the
strongest tokens, commit a figure where it turns a column) and plays the best, breaking ties at random. It
reads only what the acting seat may see.
Both choosers have the `engine.core.playout.Chooser` signature.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.core import Action, GameEngine, GameState
from engine.epireia import rules
from engine.epireia.battle_score import column_power
from engine.epireia.state import EpireiaState, other_league

Chooser = Callable[[GameEngine, GameState, str, list[Action]], Action]

BUILD_VALUE = {
    "military": 6.0,
    "civil": 5.5,
    "administrator": 5.0,
    "city": 4.5,
    "political": 3.0,
    "religious": 2.5,
}

# At 3 players the lone Peloponnesian player "peut acquérir ses 3 figures" (p.19) and his Assembly is his
# league's only figure building, while the Delian pair starts with two figures: he buys it early.
LONE_PLAYER_FIGURE_PULL = 3.0


def greedy_chooser(rnd: random.Random) -> Chooser:
    def choose(engine: GameEngine, state: GameState, seat: str, legal: list[Action]) -> Action:
        assert isinstance(state, EpireiaState)
        scored = [(score(state, seat, a) + rnd.random() * 0.01, i) for i, a in enumerate(legal)]
        return legal[max(scored)[1]]

    return choose


def score(state: EpireiaState, seat: str, action: Action) -> float:
    kind, p = action.kind, action.params
    handler = _SCORERS.get(kind)
    base = handler(state, seat, p) if handler else 0.0
    return base + _objective_pull(state, seat, kind, p)


def _open_objectives(state: EpireiaState) -> list[str]:
    """Kinds of the scenario objectives still to meet (the act card, or the solo card's unmet ones)."""
    if state.solo is not None:
        card = rules.content().scenario(state.solo.scenario)
        objectives = getattr(card, "objectives", ())
        return [o.kind for i, o in enumerate(objectives) if i not in state.solo.objectives_met]
    current = state.scenario.current
    if current is None or current in state.scenario.completed:
        return []
    return [rules.content().scenario(current).objective.kind]  # type: ignore[union-attr]


# objective kind -> (action kind, extra test on the params) that moves towards it, and how much
_PULLS: dict[str, list[tuple[str, Callable[[EpireiaState, str, dict], bool], float]]] = {
    "prestige": [
        ("donate", lambda s, seat, p: p["amount"] <= 3, 3.0),
        ("build", lambda s, seat, p: p["slot"].startswith("religious"), 3.0),
    ],
    "figures": [
        ("build", lambda s, seat, p: p["slot"] == "political_figure", 5.0),
        ("donate", lambda s, seat, p: p["amount"] <= 3, 1.5),
    ],
    "buildings": [("build", lambda s, seat, p: True, 2.0)],
    "donations": [("donate", lambda s, seat, p: True, 3.0)],
    "reserve_tokens": [("produce", lambda s, seat, p: True, 2.0)],
    "level2_tokens": [
        ("produce", lambda s, seat, p: rules.token(p["token"]).level == 2, 3.0),
        ("build", lambda s, seat, p: p["slot"].startswith("military"), 2.0),
    ],
    "territories": [("move", lambda s, seat, p: p["to"].startswith("territory:"), 2.0)],
    "control_territory": [("move", lambda s, seat, p: p["to"].startswith("territory:"), 1.0)],
    "empire_negotiations": [("move", lambda s, seat, p: p["to"].startswith("empire:"), 3.0)],
    "integrated_cities": [("move", lambda s, seat, p: p["to"].startswith("neutral:"), 3.0)],
    "brigands_defeated": [("move", lambda s, seat, p: p["to"].split(":", 1)[1] in s.brigands, 5.0)],
}


def _objective_pull(state: EpireiaState, seat: str, kind: str, p: dict) -> float:
    if state.phase not in ("development", "diplomacy") or state.pending:
        return 0.0
    total = 0.0
    for objective in _open_objectives(state):
        for action_kind, test, weight in _PULLS.get(objective, []):
            if action_kind == kind and test(state, seat, p):
                total += weight
    return total


# --- set-up and pending choices ----------------------------------------------------------------------


def _figure_value(figure: str) -> float:
    f = rules.figure(figure)
    return f.attack + (0.5 if f.sea else 0.0)


def _token_value(token: str) -> float:
    t = rules.token(token)
    return t.attack + t.bonus.amount / 2


def _admin(state: EpireiaState, seat: str, p: dict) -> float:
    return {"polemarch": 3, "priestess": 3, "financier": 2, "archon": 2, "architect": 1}.get(p["admin"], 1)


# --- development -----------------------------------------------------------------------------------------


def _build(state: EpireiaState, seat: str, p: dict) -> float:
    b = rules.building(rules.city_of(state, seat), p["slot"])
    value = BUILD_VALUE.get(b.category, 1.0)
    if rules.is_lone_player(state, seat) and any(e.effect == "gain_figure" for e in b.effects):
        value += LONE_PLAYER_FIGURE_PULL
    if b.category in ("civil", "military") and state.turn > 6:
        value -= 2.5  # late economy pays back less
    return value - b.cost.total() * 0.2


def _produce(state: EpireiaState, seat: str, p: dict) -> float:
    return 2.0 + _token_value(p["token"]) * 0.6


def _donate(state: EpireiaState, seat: str, p: dict) -> float:
    player = state.players[seat]
    next_level = player.prestige + 1
    bonus = rules.content().prestige_bonus(next_level) is not None
    return (2.5 if bonus else 1.0) - p["amount"] * 0.3


# --- diplomacy -------------------------------------------------------------------------------------------


def _move(state: EpireiaState, seat: str, p: dict) -> float:
    figure, place = p["figure"], p["to"]
    kind, _, target = place.partition(":")
    here = state.figure_pos.get(figure, "home")
    if here.startswith("territory:") and state.territory_owner.get(here.split(":", 1)[1]) == seat:
        guard = 1.5  # leaving a held Territory unguarded
    else:
        guard = 0.0
    attack = rules.figure(figure).attack
    if kind == "territory":
        owner = state.territory_owner.get(target)
        if owner == seat:
            return -1.0
        if len(state.territories_of(seat)) >= rules.content().rules.territory_limit:
            return 0.5 - guard if target in state.brigands else -1.0
        value = 4.0 + (1.5 if owner is not None else 0.0)
        if target in state.brigands:
            value += 1.0 if attack >= 3 else -3.0
        rivals = [f for f, pos in state.figure_pos.items() if pos == place]
        value -= 1.0 * len(rivals)
        return value - guard
    if kind == "empire":
        e = rules.content().empire(target)
        gain = e.gain_resources.total() + 2 * len(e.gain_tokens)
        return 1.0 + gain * (13 - e.thresholds.one_figure) / 8 - guard
    if kind == "neutral":
        target_roll = rules.content().city(target).neutral.integration_target
        value = 2.0 + (13 - target_roll) / 3
        if state.neutral_allegiance.get(target) is not None:
            value += 1.0
        return value - guard
    return 0.0


# --- the Great Battle ------------------------------------------------------------------------------------


def _place(state: EpireiaState, seat: str, p: dict) -> float:
    t = rules.token(p["token"])
    _, _, line = p["slot"].split(":")
    bonus = t.bonus
    value = 10.0 + t.attack
    if (bonus.kind == "first_line" and line == "1") or (bonus.kind == "second_line" and line == "2"):
        value += bonus.amount
    if bonus.kind == "alone_in_column" and line == "1":
        value += 1.0
    return value + (0.3 if p["slot"].startswith("sea") else 0.0)


def _assign(state: EpireiaState, seat: str, p: dict) -> float:
    order = {"sea": 0.6, "centre": 0.3, "flank": 0.0}
    return 5.0 + _figure_value(p["figure"]) + order[p["front"]]


def _commit(state: EpireiaState, seat: str, p: dict) -> float:
    b = state.battle
    assert b is not None
    league = state.players[seat].league
    rival = other_league(league)
    front = ("flank", "centre", "sea")[b.front]
    column = b.column + 1
    powers = {}
    for lg in (league, rival):
        side = b.sides[lg]
        fig = side.figures.get(front)
        committed = fig if side.committed.get(front) == column else None
        powers[lg] = column_power(
            side.slots,
            front,
            column,
            rules.figure(fig) if fig else None,
            rules.figure(committed) if committed else None,
            b.last_clash_winner == lg,
        )
    mine = b.sides[league].figures[front]
    boost = rules.figure(mine).attack
    behind = powers[rival] - powers[league]
    if column == 3 or 0 <= behind < boost:
        return 1.0  # it turns (or saves) this column, or it is the last chance
    return -1.0


def _hold(state: EpireiaState, seat: str, p: dict) -> float:
    return 0.0


_SCORERS: dict[str, Callable[[EpireiaState, str, dict], float]] = {
    "choose_city": lambda s, seat, p: 0.0,
    "choose_league": lambda s, seat, p: 0.0,
    "choose_admin": _admin,
    "choose_start_figure": lambda s, seat, p: _figure_value(p["figure"]),
    "choose_figure": lambda s, seat, p: _figure_value(p["figure"]),
    "recruit": lambda s, seat, p: _figure_value(p["figure"]),
    "take_token": lambda s, seat, p: _token_value(p["token"]),
    "discard_hidden": lambda s, seat, p: 0.0,
    "target": lambda s, seat, p: 0.0,
    "destroy": lambda s, seat, p: -rules.building(rules.city_of(s, seat), p["slot"]).cost.total(),
    "decline": lambda s, seat, p: 0.0,
    "build": _build,
    "produce": _produce,
    "donate": _donate,
    "end_development": lambda s, seat, p: 0.5,
    "move": _move,
    "end_diplomacy": lambda s, seat, p: 0.0,
    "confirm": lambda s, seat, p: 10.0,
    "place": _place,
    "assign_figure": _assign,
    "ready": lambda s, seat, p: 1.0,
    "propose": lambda s, seat, p: 1.0 if s.phase == "battle" else -len(s.territories_of(p["choice"])),
    "commit": _commit,
    "hold": _hold,
}
