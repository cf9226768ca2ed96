"""Words on the Epireia pictures: card and place names from the content (French or English as printed),
interface words from the `epireia_render.*` catalog, objectives and their progress read from a view."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.epireia.content import load_content
from engine.epireia.content.models import Objective
from engine.epireia.content.names import city_name, place_name
from i18n import t

K = "epireia_render."


def tr(key: str, lang: str, **params: Any) -> str:
    return t(K + key, lang, **params)


def initials(text: str) -> str:
    """Two letters that tell figures apart on the map ("Thémistocle" -> "Th", "Ménon III" -> "MI")."""
    words = [w for w in text.replace("-", " ").split() if w[:1].isalpha()]
    if len(words) >= 2 and words[-1][0].isupper() and words[-1] not in ("de", "of"):
        return words[0][0] + words[-1][0]
    return text[:2]


def seat_label(view: Mapping[str, Any], seat: str, lang: str, player_names: Mapping[str, str] | None) -> str:
    """A player as the table knows them: their chosen name if given, else their City, else the seat."""
    if player_names and seat in player_names:
        return player_names[seat]
    player = view["players"].get(seat)
    if player and player.get("city"):
        return city_name(player["city"], lang)
    return tr(f"seat.{seat}", lang)


def owner_city(view: Mapping[str, Any], owner: str) -> str | None:
    """The City of a territory controller: a seat's City, or (solo) "enemy:<city>" / a bare city id."""
    if owner in view["players"]:
        return view["players"][owner].get("city")
    city = owner.removeprefix("enemy:")
    return city if city in {c.id for c in load_content().cities} else None


def owner_label(
    view: Mapping[str, Any], owner: str, lang: str, player_names: Mapping[str, str] | None
) -> str:
    """A territory controller as a player reads it: a seat, or (solo) an enemy City."""
    if owner in view["players"]:
        return seat_label(view, owner, lang, player_names)
    city = owner_city(view, owner)
    return city_name(city, lang) if city else owner


def objective_text(objective: Objective, lang: str, *, with_scope: bool = True) -> str:
    params: dict[str, Any] = {"n": objective.count or objective.amount or 0}
    key = objective.kind
    if objective.kind == "control_territory" and objective.territory:
        params["place"] = place_name(objective.territory, lang)
    if objective.kind == "resources" and objective.resources:
        params["what"] = resources_text(objective.resources.as_dict(), lang)
    if objective.kind in ("donations",) and objective.resource:
        key += "_of"
        params["what"] = tr(f"resource.{objective.resource}", lang)
    if objective.kind == "buildings" and objective.category:
        key += "_of"
        params["what"] = tr(f"category.{objective.category}", lang)
    if objective.kind == "reserve_tokens" and objective.unit:
        key += "_of"
        params["what"] = unit_text(objective.unit, objective.level, lang)
    text = tr("objective." + key, lang, **params)
    return tr(f"scope.{objective.scope}", lang, goal=text) if with_scope else text


def unit_text(unit: str, level: int | None, lang: str) -> str:
    word = tr(f"unit.{unit}", lang)
    return tr("unit_level", lang, unit=word, level=level) if level else word


def resources_text(amounts: Mapping[str, int], lang: str) -> str:
    parts = [f"{n} {tr('resource.' + r, lang)}" for r, n in amounts.items() if n]
    return ", ".join(parts) if parts else "0"


def objective_progress(objective: Objective, view: Mapping[str, Any]) -> dict[str, int] | None:
    """What each candidate (a seat, or a league for league objectives) has toward the objective, when the
    view shows it; None for counters a view does not carry (donations, negotiations, Brigands beaten)."""
    c = load_content()
    players = view["players"]
    if objective.scope == "league":
        groups = {lg: list(data["members"]) for lg, data in view["leagues"].items() if data["members"]}
    else:
        groups = {s: [s] for s in players}
    out: dict[str, int] = {}
    for key, seats in groups.items():
        ps = [players[s] for s in seats]
        kind = objective.kind
        if kind == "prestige":
            out[key] = sum(p["prestige"] for p in ps)
        elif kind == "buildings":
            out[key] = sum(
                1
                for p in ps
                for b in p["buildings"]
                if objective.category is None or c.building(p["city"], b).category == objective.category
            )
        elif kind == "territories":
            out[key] = sum(len(p["territories"]) for p in ps)
        elif kind == "control_territory":
            out[key] = int(any(objective.territory in p["territories"] for p in ps))
        elif kind == "figures":
            out[key] = sum(len(p["figures"]) for p in ps)
        elif kind == "integrated_cities":
            out[key] = sum(1 for lg in view["map"]["neutral_allegiance"].values() if lg == key)
        elif kind in ("reserve_tokens", "level2_tokens"):
            out[key] = sum(1 for face in reserve_faces(view, key) if _face_counts(objective, face))
        elif kind == "resources" and objective.resources:
            need = objective.resources.as_dict()
            out[key] = sum(min(sum(p["resources"][r] for p in ps), n) for r, n in need.items())
        else:
            return None
    return out


def objective_target(objective: Objective) -> int:
    if objective.kind == "control_territory":
        return 1
    if objective.kind == "resources" and objective.resources:
        return objective.resources.total()
    return objective.count or objective.amount or 0


def _face_counts(objective: Objective, face: tuple[str, int]) -> bool:
    unit, level = face
    if objective.kind == "level2_tokens":
        return level == 2
    return (objective.unit is None or unit == objective.unit) and (
        objective.level is None or level == objective.level
    )


def reserve_faces(view: Mapping[str, Any], league: str) -> list[tuple[str, int]]:
    """(unit, level) of each reserve token: ids for one's own league, faces for the other."""
    c = load_content()
    out = []
    for item in view["leagues"][league]["reserve"]:
        if isinstance(item, str):
            token = c.token(item)
            out.append((token.unit, token.level))
        else:
            out.append((item["unit"], item["level"]))
    return out
