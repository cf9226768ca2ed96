"""Syracuse's own help: every stratagem with its effect and rulebook section."""

from __future__ import annotations

from agora.help.base import TitleHelp, Topic, catalog_topic
from engine.syracuse.content import load_content
from i18n import t


class SyracuseHelp(TitleHelp):
    command_domain = "syracuse_discord"
    command_keys = ("announce", "activate", "move", "combat", "works", "stratagem")

    def topics(self, lang: str) -> list[Topic]:
        stratagems = load_content().counters.stratagems
        return [
            catalog_topic("stratagems"),
            *(
                Topic(f"s{s.number}", lambda lang, n=s.number: t(f"syracuse.stratagem.s{n}", lang))
                for s in stratagems
            ),
        ]

    def explain(self, topic: str, lang: str) -> list[str]:
        stratagems = load_content().counters.stratagems
        chosen = stratagems if topic == "stratagems" else [s for s in stratagems if f"s{s.number}" == topic]
        if not chosen:
            raise KeyError(topic)
        lines = []
        for s in chosen:
            effect = t(f"syracuse_discord.stratagem.effect.{s.number}", lang) if lang != "en" else s.summary
            name = t(f"syracuse.stratagem.s{s.number}", lang)
            lines.append(t("help.stratagem.line", lang, name=name, phases=", ".join(s.phases), effect=effect))
            if topic != "stratagems":
                lines.append(t("help.rulebook", lang, source=s.source))
        return lines
