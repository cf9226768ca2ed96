"""Epireia narration of battles: columns revealed and resolved, figures revealed at the start or on a
front."""

from __future__ import annotations

from typing import Any

from agora.presenters import epireia_words as w
from i18n.typography import pair, semicolons


def column_revealed(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    parts = []
    for league, lines in p.get("tokens", {}).items():
        tokens = ", ".join(w.token(tok, lang) for _, tok in sorted(lines.items()) if tok) or "—"
        parts.append(pair(w.league(league, lang), tokens, lang))
    return w.tr(
        "event.column_revealed",
        lang,
        front=w.front(p["front"], lang),
        column=p["column"],
        tokens=semicolons(parts, lang),
    )


def column_resolved(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    scores = ", ".join(f"{w.league(lg, lang)} {v}" for lg, v in p.get("scores", {}).items())
    winner = w.league(p["winner"], lang) if p.get("winner") else w.tr("nobody", lang)
    return w.tr(
        "event.column_resolved",
        lang,
        front=w.front(p["front"], lang),
        column=p["column"],
        scores=scores,
        winner=winner,
    )


def figures_revealed(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    parts = []
    for league, fronts in p.items():
        figs = ", ".join(pair(w.front(f, lang), w.figure(x, lang), lang) for f, x in fronts.items()) or "—"
        parts.append(f"{w.league(league, lang)} — {figs}")
    return w.tr("event.figures_revealed", lang, figures=semicolons(parts, lang))


def start_figures(p: dict[str, Any], lang: str, names: dict[str, str]) -> str:
    figs = ", ".join(pair(names.get(seat, seat), w.figure(f, lang), lang) for seat, f in p.items())
    return w.tr("event.start_figures_revealed", lang, figures=figs)
