"""The help topics of the platform (`/help`) and of each title (`/<title> rules`), and their texts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from agora.i18n import has, t
from agora.presenters import epireia_words as words
from engine.core import GameStatus
from engine.epireia.content import load_content as epireia_content
from engine.epireia.content.names import city_name
from engine.syracuse.content import load_content as syracuse_content
from render.epireia.board import effect_summary

PLATFORM = "agora"  # the scope of /help


@dataclass(frozen=True)
class CommandDoc:
    """One slash command as the user's client shows it, with its example (empty when it has none)."""

    mention: str  # e.g. "/syracuse annoncer"
    description: str
    example: str = ""


@dataclass(frozen=True)
class GameFacts:
    """What `phase` explains about the channel's game, when one of the title is being played."""

    status: GameStatus | None  # None: no game of this title here
    awaiting_you: str = ""  # what the game asks of the caller, in words; empty when it does not wait on them
    awaited_names: list[str] = field(default_factory=list)
    legal_count: int = 0
    objective: str = ""  # what the game is won by, when it has its own goal (solo Epireia's scenario)


@dataclass(frozen=True)
class Topic:
    id: str
    label: Callable[[str], str]


def _catalog_topic(topic_id: str) -> Topic:
    return Topic(topic_id, lambda lang: t(f"help.topic.{topic_id}", lang))


def topics(scope: str, lang: str) -> list[Topic]:
    """Every topic of a scope, in the order the list shows them."""
    if scope == PLATFORM:
        return [_catalog_topic(i) for i in ("overview", "start", "titles", "commands")]
    common = [_catalog_topic(i) for i in ("overview", "turn", "phase", "commands")]
    if scope == "syracuse":
        stratagems = syracuse_content().counters.stratagems
        return [
            *common,
            _catalog_topic("stratagems"),
            *(
                Topic(f"s{s.number}", lambda lang, n=s.number: t(f"syracuse.stratagem.s{n}", lang))
                for s in stratagems
            ),
        ]
    if scope == "epireia":
        c = epireia_content()
        return [
            *common,
            _catalog_topic("figures"),
            _catalog_topic("admins"),
            _catalog_topic("buildings"),
            *(Topic(f"figure:{f.id}", lambda lang, n=f.names: _name(n, lang)) for f in c.figures),
            *(Topic(f"admin:{a.id}", lambda lang, n=a.names: _name(n, lang)) for a in c.administrators),
            *(
                Topic(f"building:{b.id}", lambda lang, n=b.names: _name(n, lang))
                for b in c.standard_board.buildings
            ),
        ]
    return common


def _name(names: object, lang: str) -> str:
    return str(getattr(names, lang, None) or getattr(names, "en", ""))


def explain(
    scope: str, topic: str, lang: str, commands: list[CommandDoc], facts: GameFacts | None = None
) -> tuple[str, list[str]]:
    """The heading and the paragraphs of a topic; KeyError for an unknown topic."""
    if topic not in {tp.id for tp in topics(scope, lang)}:
        raise KeyError(topic)
    heading = next(tp.label(lang) for tp in topics(scope, lang) if tp.id == topic)
    mention = {doc.mention.split(" ", 2)[-1]: doc.mention for doc in commands}  # "annoncer": its mention
    if topic == "commands":
        return heading, [_command_line(doc) for doc in commands]
    if scope == PLATFORM:
        return heading, [_platform(topic, lang, commands)]
    if topic == "overview":
        return heading, [t(f"help.{scope}.overview", lang)]
    if topic == "turn":
        return heading, [t(f"help.{scope}.turn", lang, **_mentions(scope, lang, mention))]
    if topic == "phase":
        return heading, _phase(scope, lang, facts, mention)
    if scope == "syracuse":
        return heading, _syracuse(topic, lang)
    return heading, _epireia(topic, lang)


def _command_line(doc: CommandDoc) -> str:
    line = f"`{doc.mention}` — {doc.description}"
    return f"{line}\n  ↳ `{doc.example}`" if doc.example else line


def _platform(topic: str, lang: str, commands: list[CommandDoc]) -> str:
    by_key = {doc.mention.rsplit(" ", 1)[-1]: f"`{doc.mention}`" for doc in commands}
    if topic == "overview":
        return t("help.platform.overview", lang)
    if topic == "start":
        names = {k: t(f"lobby.cmd.{k}", lang) for k in ("new", "join", "start", "hand", "status")}
        found = {k: by_key.get(v, f"`/{t('lobby.cmd.game', lang)} {v}`") for k, v in names.items()}
        rules = f"`/syracuse {t('help.cmd.rules', lang)}`, `/epireia {t('help.cmd.rules', lang)}`"
        return t("help.platform.start", lang, rules=rules, **found)
    return t(
        "help.platform.titles",
        lang,
        syracuse=f"**{t('syracuse.title', lang)}**",
        epireia=f"**{t('epireia.title', lang)}**",
        syracuse_cmd=f"`/{t('syracuse_discord.cmd.syracuse', lang)} …`",
        epireia_cmd=f"`/{t('epireia_discord.cmd.epireia', lang)} …`",
    )


_COMMAND_KEYS = {
    "syracuse": ("syracuse_discord", ("announce", "activate", "move", "combat", "works", "stratagem")),
    "epireia": (
        "epireia_discord",
        ("donate", "build", "produce", "move", "end", "decide", "place", "front", "ready", "commit"),
    ),
}


def _mentions(scope: str, lang: str, mention: dict[str, str]) -> dict[str, str]:
    """`{announce}` and the like, as the user's client names the commands."""
    domain, keys = _COMMAND_KEYS[scope]
    group = t(f"{domain}.cmd.{scope}", lang)
    out = {}
    for key in (*keys, "status"):
        name = t(f"{domain}.cmd.{key}", lang)
        out[key] = f"`{mention.get(name, f'/{group} {name}')}`"
    return out


def _phase(scope: str, lang: str, facts: GameFacts | None, mention: dict[str, str]) -> list[str]:
    names = _mentions(scope, lang, mention)
    if facts is None or facts.status is None:
        title = t(f"{scope}.title", lang)
        return [t("help.phase.none", lang, title=title), t(f"help.{scope}.turn", lang, **names)]
    status = facts.status
    phase = status.phase
    lines = [t("help.phase.now", lang, phase=t(f"{scope}.phase.{phase}", lang), turn=status.turn or 1)]
    key = f"help.{scope}.phase.{phase}"
    if has(key):
        lines.append(t(key, lang, **names))
    if facts.objective:
        lines.append(facts.objective)
    if status.finished:
        lines.append(t("help.phase.over", lang))
    elif facts.awaiting_you:
        lines.append(t("help.phase.yours", lang, what=facts.awaiting_you))
    elif facts.legal_count:
        lines.append(t("help.phase.yours_plain", lang, count=facts.legal_count))
    elif facts.awaited_names:
        lines.append(t("help.phase.others", lang, who=", ".join(facts.awaited_names)))
    return lines


def _syracuse(topic: str, lang: str) -> list[str]:
    stratagems = syracuse_content().counters.stratagems
    chosen = stratagems if topic == "stratagems" else [s for s in stratagems if f"s{s.number}" == topic]
    lines = []
    for s in chosen:
        effect = t(f"syracuse_discord.stratagem.effect.{s.number}", lang) if lang != "en" else s.summary
        name = t(f"syracuse.stratagem.s{s.number}", lang)
        lines.append(t("help.stratagem.line", lang, name=name, phases=", ".join(s.phases), effect=effect))
        if topic != "stratagems":
            lines.append(t("help.rulebook", lang, source=s.source))
    return lines


def _epireia(topic: str, lang: str) -> list[str]:
    c = epireia_content()
    kind, _, item = topic.partition(":")
    lines = []
    if kind in ("figures", "figure"):
        for f in c.figures if kind == "figures" else [c.figure(item)]:
            sea = t("help.figure.sea", lang) if f.sea else ""
            lines.append(
                t(
                    "help.figure.line",
                    lang,
                    name=_name(f.names, lang),
                    city=city_name(f.city, lang),
                    attack=f.attack,
                    sea=sea,
                    text=_name(f.text, lang),
                )
            )
            if kind == "figure":
                lines.append(t("help.rulebook", lang, source=f.source))
    elif kind in ("admins", "admin"):
        for a in c.administrators if kind == "admins" else [c.administrator(item)]:
            lines.append(t("help.admin.line", lang, name=_name(a.names, lang), text=_name(a.text, lang)))
            if kind == "admin":
                lines.append(t("help.rulebook", lang, source=a.source))
    else:
        chosen = c.standard_board.buildings
        chosen = chosen if kind == "buildings" else tuple(b for b in chosen if b.id == item)
        for b in chosen:
            cost = b.cost.as_dict()
            price = words.cost(cost, lang) if any(cost.values()) else t("help.building.free", lang)
            effect = " ".join(filter(None, (effect_summary(e, lang) for e in b.effects)))
            category = t(f"epireia_render.category.{b.category}", lang)
            name = _name(b.names, lang)
            line = t("help.building.line", lang, name=name, category=category, cost=price, effect=effect)
            lines.append(line)
            if kind == "building":
                lines.append(t("help.rulebook", lang, source=b.source))
    return lines
