"""9. Victory: total victory during the game and at its end, else victory points (marginal victory)."""

from __future__ import annotations

from engine.core import GameResult
from engine.syracuse.events import Ev, emit
from engine.syracuse.facts import facts
from engine.syracuse.queries import naval_pf
from engine.syracuse.state import SEAT_OF, SyracuseState

SCORED_FORTS = ("labdalon", "syke", "plemmyrion")


def win(state: SyracuseState, side: str, kind: str, ev: Ev, **params) -> None:  # type: ignore[no-untyped-def]
    state.result = GameResult(winners=[SEAT_OF[side]], kind=kind, params={"side": side, **params})
    state.prompt = None
    emit(ev, "game_over", winner=side, kind=kind, **params)


def check_sudden_victory(state: SyracuseState, ev: Ev) -> None:
    """9.1 during the game: the Athenian fleet down to 40 PF or less (capitulation is decided in D.4)."""
    limit = facts().rules.athenian_naval_defeat_pf
    pf = naval_pf(state, "athenian")
    if pf <= limit:
        win(state, "syracusan", "total", ev, reason="fleet_destroyed", pf=pf)


def victory_points(state: SyracuseState) -> dict[str, int]:
    vp = facts().rules.victory_points
    points = dict(state.vp_eliminated)
    for fort in SCORED_FORTS:
        owner = state.works.forts.get(fort)
        if owner:
            points[owner] += vp["fort"]
    for wall, status in state.works.walls.items():
        if status == "built":
            points[facts().walls[wall].side] += vp["wall"]
    if not state.works.plemmyrion_by_turn4:
        points["syracusan"] += vp["plemmyrion_not_built_by_turn_4"]
    return points


def final_victory(state: SyracuseState, ev: Ev) -> None:
    works = state.works
    a_walls = all(works.walls.get(w) == "built" for w in ("A1", "A2", "A3"))
    chains = works.chains == "built"
    if works.camp == "destroyed" or (chains and not a_walls):
        win(state, "syracusan", "total", ev, reason="end_of_game")
        return
    if a_walls and works.forts.get("plemmyrion") == "athenian" and not chains:
        win(state, "athenian", "total", ev, reason="end_of_game")
        return
    points = victory_points(state)
    a, s = points["athenian"], points["syracusan"]
    if abs(a - s) <= facts().rules.marginal_draw_max_gap:
        state.result = GameResult(winners=[], kind="draw", params={"athenian": a, "syracusan": s})
        emit(ev, "game_over", winner=None, kind="draw", athenian=a, syracusan=s)
        return
    side, high, low = ("athenian", a, s) if a > s else ("syracusan", s, a)
    kind = "strategic" if high >= 2 * low else "tactical"
    win(state, side, kind, ev, athenian=a, syracusan=s)
