"""Why a typed `/epireia` action is not legal, said precisely before the engine's generic refusal.

The engine refuses anything outside its legal list with "not possible now"; a player who typed a
building or a destination deserves the reason (too dear, already built, no sea icon, wrong slot type).
Only the caller's own view is read, so the explanation never reveals anything hidden.
"""

from __future__ import annotations

from typing import Any

from agora.errors import AgoraError, echo
from agora.presenters import epireia_words as w
from engine.core import Action
from engine.epireia.content import load_content
from engine.epireia.development import DEV_ACTIONS


def _affordable(resources: dict[str, int], cost: dict[str, int]) -> bool:
    return all(resources.get(r, 0) >= n for r, n in cost.items())


def _other_phase(view: dict[str, Any], action: Action) -> AgoraError | None:
    """An action of another phase than the current one: the phase is the reason, not its cost."""
    if view.get("pending"):
        return None  # a decision of its own (a discounted building...): the engine says
    if view.get("phase") == "diplomacy" and action.kind in DEV_ACTIONS:
        return AgoraError("truth.error.development_over")
    if view.get("phase") == "development" and action.kind == "move":
        return AgoraError("truth.error.diplomacy_later")
    return None


def explain_refusal(view: dict[str, Any], seat: str, action: Action, lang: str) -> AgoraError | None:
    """An error naming what is wrong with this (illegal) action, or None to let the engine say it."""
    me = view.get("players", {}).get(seat)
    if me is None:
        return None
    phase_error = _other_phase(view, action)
    if phase_error is not None:
        return phase_error
    p = action.params
    c = load_content()
    if action.kind == "build" and me.get("city"):
        slots = {b.id: b for b in c.buildings_of(me["city"])}
        if p.get("slot") not in slots:
            return AgoraError("epireia.error.unknown_building", slot=echo(p.get("slot")))
        name = w.building(p["slot"], lang, me["city"])
        if p["slot"] in me["buildings"]:
            return AgoraError("epireia.error.already_built", slot=name)
        if not _affordable(me["resources"], slots[p["slot"]].cost.as_dict()):
            return AgoraError("epireia.error.not_enough_resources")
    if action.kind == "produce":
        try:
            cost = w.token_cost(str(p.get("token")))
        except KeyError:
            return AgoraError("epireia.error.token_not_in_supply", token=echo(p.get("token")))
        if not _affordable(me["resources"], cost):
            return AgoraError("epireia.error.not_enough_resources")
    if action.kind == "move":
        figure = str(p.get("figure"))
        if figure not in me["figures"]:
            name = w.figure(figure, lang) if figure in {f.id for f in c.figures} else echo(figure)
            return AgoraError("epireia.error.not_your_figure", figure=name)
        return AgoraError(
            "epireia.error.bad_destination",
            figure=w.figure(figure, lang),
            place=w.place(str(p.get("to")), lang),
        )
    if action.kind == "place" and view.get("battle") and view.get("league"):
        try:
            unit = c.token(str(p.get("token"))).unit
            front, column, line = str(p.get("slot")).split(":")
            slot_type = c.battlefield(view["league"]).slot_type(front, int(column), int(line))
        except (KeyError, ValueError):
            return AgoraError("epireia.error.bad_slot", slot=echo(p.get("slot")))
        if slot_type != unit:
            return AgoraError("epireia.error.bad_slot", slot=w.slot(str(p["slot"]), lang))
    return None
