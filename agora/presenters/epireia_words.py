"""Epireia words for Discord: card and place names from the content (as printed, French or English),
costs, and one label per legal action, so selects, autocomplete and narration say the same thing."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from engine.core import Action
from engine.epireia.content import load_content
from engine.epireia.content.names import admin_name, city_name, figure_name, place_name
from engine.epireia.content.names import in_language as _name
from i18n import has, t
from i18n.typography import pair

K = "epireia_discord."
RESOURCE_ORDER = ("wheat", "wood", "copper")


def tr(key: str, lang: str, **params: Any) -> str:
    return t(K + key, lang, **params)


city = city_name
figure = figure_name
admin = admin_name


def building(slot: str, lang: str, city_id: str | None = None) -> str:
    """A building slot by name; the City bonus/malus differ by City, so the City is needed for those."""
    c = load_content()
    cities = [city_id] if city_id else [x.id for x in c.cities]
    for cid in cities:
        for b in c.buildings_of(cid):
            if b.id == slot:
                return _name(b.names, lang)
    return slot


def resource(res: str, lang: str) -> str:
    return tr(f"resource.{res}", lang)


def league(league_id: str, lang: str) -> str:
    return t(f"epireia.league.{league_id}", lang)


def front(front_id: str, lang: str) -> str:
    return t(f"epireia_render.battle.front.{front_id}", lang)


def place(where: str, lang: str) -> str:
    """`territory:aeolis`, `empire:persia`, `neutral:elis`, `home` or a bare id, as a player reads it."""
    if where == "home":
        return tr("place.home", lang)
    ident = where.partition(":")[2] or where
    try:
        return place_name(ident, lang)
    except KeyError:
        return where


@lru_cache(maxsize=512)  # a pure name (content and catalogs never change): listed at every move
def token(token_id: str, lang: str, *, secret: bool = False) -> str:
    """A military token: unit and level, plus attack and back bonus unless `secret` (public lines)."""
    tok = load_content().token(token_id)
    unit = tr("token", lang, unit=tr(f"unit.{tok.unit}", lang), level=tok.level)
    if secret:
        return unit
    bonus_key = f"epireia_render.battle.bonus.{tok.bonus.kind}"
    unit_of_bonus = tr(f"unit.{tok.bonus.unit}", lang) if tok.bonus.unit else ""
    bonus = t(bonus_key, lang, n=tok.bonus.amount, unit=unit_of_bonus) if has(bonus_key) else ""
    return tr("token_full", lang, token=unit, attack=tok.attack, bonus=bonus).strip()


def slot(slot_id: str, lang: str) -> str:
    """`centre:3:1` → "Centre, column 3, line 1"."""
    front_id, column, line = slot_id.split(":")
    return tr("slot", lang, front=front(front_id, lang), column=column, line=line)


def cost(amounts: dict[str, int], lang: str) -> str:
    parts = [f"{amounts[r]} {resource(r, lang)}" for r in RESOURCE_ORDER if amounts.get(r)]
    return ", ".join(parts) or tr("free", lang)


def building_cost(city_id: str | None, slot_id: str) -> dict[str, int]:
    if city_id is None:
        return {}
    return load_content().building(city_id, slot_id).cost.as_dict()


def token_cost(token_id: str) -> dict[str, int]:
    tok = load_content().token(token_id)
    return load_content().token_cost(tok.unit, tok.level).cost.as_dict()


def choice(value: str, lang: str, names: dict[str, str]) -> str:
    """A league decision's choice: a seat (a player), else a place or the raw value."""
    if value in names:
        return names[value]
    return place(value, lang)


NAMING_PLAYERS = frozenset({"propose", "choose_opponent", "target"})  # labels that show the table's names


def action_label(action: Action, view: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    """One line per legal action, with its cost where it has one."""
    my_city = (view.get("players", {}).get(view.get("seat") or "", {}) or {}).get("city")
    if action.kind not in NAMING_PLAYERS:
        try:  # the same actions are offered move after move: each label is worded once
            # the type is part of the key: True and 1 are equal but are not worded alike
            params = tuple((k, type(v), v) for k, v in action.params.items())
            return _known_label(action.kind, params, lang, my_city)
        except TypeError:  # a list or dict among the params: worded each time
            pass
    return _label(action.kind, action.params, lang, my_city, names)


@lru_cache(maxsize=4096)
def _known_label(kind: str, params: tuple[tuple[str, type, Any], ...], lang: str, my_city: str | None) -> str:
    return _label(kind, {k: v for k, _type, v in params}, lang, my_city, {})


def _label(kind: str, p: dict[str, Any], lang: str, my_city: str | None, names: dict[str, str]) -> str:
    if kind == "choose_city":
        return city(p["city"], lang)
    if kind == "choose_admin":
        return admin(p["admin"], lang)
    if kind in ("choose_start_figure", "recruit", "choose_figure"):
        return figure(p["figure"], lang)
    if kind == "choose_league":
        return league(p["league"], lang)
    if kind == "donate":
        return tr("label.donate", lang, amount=p["amount"], resource=resource(p["resource"], lang))
    if kind == "build":
        name = building(p["slot"], lang, my_city)
        return tr("label.build", lang, building=name, cost=cost(building_cost(my_city, p["slot"]), lang))
    if kind in ("produce", "take_token", "choose_token"):
        label = token(p["token"], lang)
        if kind == "produce":
            return tr("label.produce", lang, token=label, cost=cost(token_cost(p["token"]), lang))
        return label
    if kind == "move":
        return tr("label.move", lang, figure=figure(p["figure"], lang), to=place(p["to"], lang))
    if kind == "place":
        return tr("label.place", lang, token=token(p["token"], lang), slot=slot(p["slot"], lang))
    if kind == "assign_figure":
        return tr("label.assign", lang, figure=figure(p["figure"], lang), front=front(p["front"], lang))
    if kind == "propose" and "choice" in p:
        return choice(p["choice"], lang, names)
    if kind in ("choose_opponent", "target"):
        return names.get(p["seat"], p["seat"])
    if kind in ("destroy_building", "destroy"):  # one of the seat's own buildings (effects.offer_destroy)
        return building(p["slot"], lang, my_city)
    if kind in ("discard_hidden", "pick_hidden"):
        return tr("label.hidden", lang, index=int(p["index"]) + 1)
    key = f"label.{kind}"
    if has(K + key):
        return tr(key, lang)
    values = ", ".join(str(v) for v in p.values())  # never code: the kind and its values
    return pair(kind, values, lang) if values else kind


def card_text(action: Action, lang: str) -> str:
    """The printed text of the card an action chooses (administrator or figure), else ""."""
    c = load_content()
    if action.kind == "choose_admin":
        return _name(c.administrator(action.params["admin"]).text, lang)
    if action.kind in ("choose_start_figure", "recruit", "choose_figure"):
        fig = c.figure(action.params["figure"])
        sea = " ⛵" if fig.sea else ""
        return _name(fig.text, lang) + sea
    return ""
