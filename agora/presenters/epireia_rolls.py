"""Epireia narration of die rolls, each with its die, modifier, total and target: conflicts, brigands,
integrations and negotiations with empires."""

from __future__ import annotations

from typing import Any

from agora.presenters import epireia_words as w
from agora.presenters.epireia_who import modifier, who
from i18n.typography import semicolons


def conflict(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    rolls = semicolons(
        [
            w.tr(
                "roll",
                lang,
                who=who(side, lang, names),
                die=die,
                mod=modifier(p["scores"][side], die),
                total=p["scores"][side],
            )
            for side, die in p["dice"].items()
        ],
        lang,
    )
    return w.tr(
        "event.conflict",
        lang,
        place=w.place(p["place"], lang),
        rolls=rolls,
        winner=who(p["winner"], lang, names),
    )


def brigands(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    key = "event.brigands_won" if p.get("beaten") else "event.brigands_lost"
    return w.tr(
        key,
        lang,
        territory=w.place(p["territory"], lang),
        die=p["die"],
        mod=modifier(p["total"], p["die"]),
        total=p["total"],
        target=p["target"],
        attack=p["attack"],
    )


def integration(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    outcome = w.tr("success" if p.get("success") else "failure", lang)
    if "die" not in p:
        seat, city = names.get(p["seat"], p["seat"]), w.city(p["city"], lang)
        return w.tr("event.integration_auto", lang, seat=seat, city=city, target=p["target"], outcome=outcome)
    return w.tr(
        "event.integration",
        lang,
        seat=names.get(p["seat"], p["seat"]),
        city=w.city(p["city"], lang),
        die=p.get("die", "—"),
        mod=modifier(p.get("total", 0), p.get("die", 0)),
        total=p.get("total", "—"),
        target=p["target"],
        outcome=outcome,
    )


def negotiation(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    outcome = w.tr("success" if p.get("success") else "failure", lang)
    seat = names.get(p["seat"], p["seat"])
    empire, figure = w.place(p["empire"], lang), w.figure(p["figure"], lang)
    if p.get("auto") or "die" not in p:
        return w.tr(
            "event.negotiation_auto",
            lang,
            seat=seat,
            figure=figure,
            empire=empire,
            target=p["target"],
            outcome=outcome,
        )
    return w.tr(
        "event.negotiation",
        lang,
        seat=seat,
        figure=figure,
        empire=empire,
        die=p["die"],
        mod=modifier(p.get("total", p["die"]), p["die"]),
        total=p.get("total", p["die"]),
        target=p["target"],
        outcome=outcome,
    )
