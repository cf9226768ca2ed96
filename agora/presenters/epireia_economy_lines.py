"""Epireia narration of goods: tokens produced, gained, lost or placed (their back kept hidden), income,
resources, territories taken, a league's shared gains, a secret figure, and the end of the game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from agora.presenters import epireia_words as w
from agora.presenters.epireia_who import who
from i18n import t


def token_event(key: str) -> Callable[[dict[str, Any], str, dict[str, str]], str]:
    """Produced and gained tokens are public by unit and level only: their back stays hidden (p.18)."""

    def narrate(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
        who = names.get(p.get("seat", ""), "") or w.league(p.get("league", "delos"), lang)
        face = w.tr("token", lang, unit=w.tr(f"unit.{p['unit']}", lang), level=p["level"])
        return w.tr(key, lang, who=who, token=face)

    return narrate


def token_detail(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    """Told to the owning league only: which token it is, with its back's bonus."""
    return w.tr("event.token_detail", lang, token=w.token(p["token"], lang))


def game_over(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    how = t(f"epireia.result.{p.get('result', 'draw')}", lang)
    if p.get("league"):
        return w.tr("event.game_over_league", lang, league=w.league(p["league"], lang), how=how)
    return w.tr("event.game_over", lang, how=how)


def secret_figure(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    return t("epireia.event.start_figure_secret", lang, figure=w.figure(p["figure"], lang))


def placed(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    return t(
        "epireia.event.token_placed",
        lang,
        seat=names.get(p["seat"], p["seat"]),
        slot=f"{w.slot(p['slot'], lang)} ({w.token(p['token'], lang)})",
    )


def income(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    gained = {r: p.get(r, 0) for r in w.RESOURCE_ORDER}
    return w.tr("event.income", lang, seat=names.get(p["seat"], p["seat"]), resources=w.cost(gained, lang))


def resources(key: str) -> Callable[[dict[str, Any], str, dict[str, str]], str]:
    def narrate(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
        amounts = {r: p.get(r, 0) for r in w.RESOURCE_ORDER}
        return w.tr(key, lang, seat=names.get(p["seat"], p["seat"]), resources=w.cost(amounts, lang))

    return narrate


def league_decision(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    """Two members of a league must agree who takes a shared gain (pp.24-25): say what, in words."""
    return w.tr(
        f"event.league_decision.{p['decision']}",
        lang,
        league=w.league(p["league"], lang),
        territory=w.place(p["territory"], lang) if p.get("territory") else "—",
    )


def territory_taken(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    return w.tr(
        "event.territory_taken",
        lang,
        seat=who(p["seat"], lang, names),
        territory=w.place(p["territory"], lang),
        resource=w.resource(p["resource"], lang) if p.get("resource") else "—",
    )
