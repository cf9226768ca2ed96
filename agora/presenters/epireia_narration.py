"""Epireia narration: one line per event, in the game's language. Events with figures to explain have
their own narrator (rolls, battles, goods); the rest go through the catalog with their params named."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agora.presenters import epireia_words as w
from agora.presenters.base import TableContext
from agora.presenters.epireia_battle_lines import (
    column_resolved,
    column_revealed,
    figures_revealed,
    start_figures,
)
from agora.presenters.epireia_economy_lines import (
    game_over,
    income,
    league_decision,
    placed,
    resources,
    secret_figure,
    territory_taken,
    token_detail,
    token_event,
)
from agora.presenters.epireia_names import augure_line, augure_name, scenario_name
from agora.presenters.epireia_rolls import brigands, conflict, integration, negotiation
from agora.presenters.epireia_who import LEAGUES
from engine.core import Event
from i18n import has, t

TRANSLATED_PARAMS: dict[str, Callable[[str, str], str]] = {
    "city": w.city,
    "figure": w.figure,
    "admin": w.admin,
    "place": w.place,
    "to": w.place,
    "territory": w.place,
    "empire": w.place,
    "front": w.front,
    "augure": augure_name,
    "scenario": scenario_name,
    "resource": w.resource,
}


NARRATORS: dict[str, Callable[[dict[str, Any], str, dict[str, str]], str]] = {
    "conflict": conflict,
    "brigands_fight": brigands,
    "integration": integration,
    "empire_negotiation": negotiation,
    "column_revealed": column_revealed,
    "column_resolved": column_resolved,
    "figures_revealed": figures_revealed,
    "start_figures_revealed": start_figures,
    "produced": token_event("event.produced"),
    "token_gained": token_event("event.token_gained"),
    "token_lost": token_event("event.token_lost"),
    "token_detail": token_detail,
    "league_decision": league_decision,
    "game_over": game_over,
    "start_figure_secret": secret_figure,
    "token_placed": placed,
    "income": income,
    "resources_gained": resources("event.resources_gained"),
    "resources_lost": resources("event.resources_lost"),
    "territory_taken": territory_taken,
    # the effect with the name: "an effect applies this turn" alone leaves the solo player guessing
    "augure_revealed": lambda p, lang, _names: t(
        "epireia.event.augure_revealed", lang, augure=augure_line(p["augure"], lang)
    ),
}


def narrate(ctx: TableContext, event: Event) -> str:
    lang = ctx.language
    p = dict(event.params)
    names = dict(ctx.seat_names)
    kind = event.kind
    if kind in NARRATORS:
        return NARRATORS[kind](p, lang, names)
    if isinstance(p.get("slot"), str):  # a battle slot, or a building of the seat's own City
        slot, city = p["slot"], p.get("city")
        p["slot"] = w.slot(slot, lang) if slot.count(":") == 2 else w.building(slot, lang, city)
    for key, fn in TRANSLATED_PARAMS.items():
        if isinstance(p.get(key), str):
            p[key] = fn(p[key], lang)
    if isinstance(p.get("seat"), str):
        p["seat"] = ctx.name(p["seat"])
    if "winner" in p and p["winner"] is None:
        p["winner"] = w.tr("nobody", lang)
    if isinstance(p.get("winner"), str):
        p["winner"] = names.get(
            p["winner"], w.league(p["winner"], lang) if p["winner"] in LEAGUES else p["winner"]
        )
    if isinstance(p.get("cities"), list):
        p["cities"] = ", ".join(w.city(c, lang) for c in p["cities"])
    if isinstance(p.get("league"), str):
        p["league"] = w.league(p["league"], lang)
    if kind == "league_proposal" or kind == "league_confirmed":
        p["choice"] = w.choice(event.params["choice"], lang, names)
    key = f"epireia.event.{kind}"
    return t(key, lang, **p) if has(key) else key
