"""Epireia's own help: every Influential Figure, Administrator and building with its effect and rulebook page,
and a solo scenario's objective."""

from __future__ import annotations

from typing import Any

from agora.help.base import TitleHelp, Topic, catalog_topic
from agora.presenters import epireia_words as words
from agora.presenters.epireia_objective import solo_objective_line
from engine.epireia.content import load_content
from engine.epireia.content.names import city_name, in_language
from i18n import t
from render.epireia.board import effect_summary


class EpireiaHelp(TitleHelp):
    command_domain = "epireia_discord"
    command_keys = (
        "donate",
        "build",
        "produce",
        "move",
        "end",
        "decide",
        "place",
        "front",
        "ready",
        "commit",
    )

    def topics(self, lang: str) -> list[Topic]:
        c = load_content()
        return [
            *(catalog_topic(kind) for kind in ("figures", "admins", "buildings")),
            *(Topic(f"figure:{f.id}", lambda lang, n=f.names: in_language(n, lang)) for f in c.figures),
            *(Topic(f"admin:{a.id}", lambda lang, n=a.names: in_language(n, lang)) for a in c.administrators),
            *(
                Topic(f"building:{b.id}", lambda lang, n=b.names: in_language(n, lang))
                for b in c.standard_board.buildings
            ),
        ]

    def explain(self, topic: str, lang: str) -> list[str]:
        kind, _, item = topic.partition(":")
        if kind in ("figures", "figure"):
            return self._figures(kind, item, lang)
        if kind in ("admins", "admin"):
            return self._admins(kind, item, lang)
        if kind in ("buildings", "building"):
            return self._buildings(kind, item, lang)
        raise KeyError(topic)

    def objective(self, view: dict[str, Any], lang: str) -> str:
        return solo_objective_line(view.get("solo") or {}, lang)

    @staticmethod
    def _figures(kind: str, item: str, lang: str) -> list[str]:
        c = load_content()
        lines = []
        for f in c.figures if kind == "figures" else [c.figure(item)]:
            sea = t("help.figure.sea", lang) if f.sea else ""
            text = in_language(f.text, lang)
            name, city = in_language(f.names, lang), city_name(f.city, lang)
            lines.append(
                t("help.figure.line", lang, name=name, city=city, attack=f.attack, sea=sea, text=text)
            )
            if kind == "figure":
                lines.append(t("help.rulebook", lang, source=f.source))
        return lines

    @staticmethod
    def _admins(kind: str, item: str, lang: str) -> list[str]:
        c = load_content()
        lines = []
        for a in c.administrators if kind == "admins" else [c.administrator(item)]:
            lines.append(
                t("help.admin.line", lang, name=in_language(a.names, lang), text=in_language(a.text, lang))
            )
            if kind == "admin":
                lines.append(t("help.rulebook", lang, source=a.source))
        return lines

    @staticmethod
    def _buildings(kind: str, item: str, lang: str) -> list[str]:
        chosen = load_content().standard_board.buildings
        chosen = chosen if kind == "buildings" else tuple(b for b in chosen if b.id == item)
        lines = []
        for b in chosen:
            cost = b.cost.as_dict()
            price = words.cost(cost, lang) if any(cost.values()) else t("help.building.free", lang)
            effect = " ".join(filter(None, (effect_summary(e, lang) for e in b.effects)))
            category = t(f"epireia_render.category.{b.category}", lang)
            name = in_language(b.names, lang)
            line = t("help.building.line", lang, name=name, category=category, cost=price, effect=effect)
            lines.append(line)
            if kind == "building":
                lines.append(t("help.rulebook", lang, source=b.source))
        return lines
