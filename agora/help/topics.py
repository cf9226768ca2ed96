"""The help topics of the platform (`/help`) and of each title (`/<title> rules`), and their texts."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from agora.help.base import Topic, catalog_topic, help_for
from engine.core import GameStatus
from engine.registry import manifests
from i18n import LANGUAGES, has, t

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


def topics(scope: str, lang: str) -> list[Topic]:
    """Every topic of a scope, in the order the list shows them."""
    if scope == PLATFORM:
        return [catalog_topic(i) for i in ("overview", "start", "titles", "commands")]
    common = [catalog_topic(i) for i in ("overview", "turn", "phase", "commands")]
    return [*common, *help_for(scope).topics(lang)]


SHORT_NAMED = frozenset(
    (
        "overview",
        "start",
        "titles",
        "commands",
        "turn",
        "phase",
        "stratagems",
        "figures",
        "admins",
        "buildings",
    )
)


def _folded(text: str) -> str:
    """Typed text compared without case, accents or spacing: "Bâtiments" is "batiments"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold().strip())
    return " ".join("".join(c for c in decomposed if not unicodedata.combining(c)).split())


def resolve_topic(scope: str, typed: str) -> str | None:
    """The topic a typed value means: its id, or its name in either language, whole ("Toutes les
    commandes, avec un exemple") or short ("commandes", the word the help's own examples use); the
    part of an id after its kind names it too ("themistocles"). None when it means no topic."""
    wanted = _folded(typed)
    found = topics(scope, "en")
    for topic in found:
        if wanted == _folded(topic.id):
            return topic.id
    for topic in found:
        names = {topic.id.partition(":")[2]} | {topic.label(lang) for lang in LANGUAGES}
        if topic.id in SHORT_NAMED:
            names |= {t(f"truth.topic.{topic.id}", lang) for lang in LANGUAGES}
        if wanted in {_folded(name) for name in names if name}:
            return topic.id
    return None


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
    return heading, help_for(scope).explain(topic, lang)


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
        rules = ", ".join(f"`/{group_name(title, lang)} {t('help.cmd.rules', lang)}`" for title in _offered())
        return t("help.platform.start", lang, rules=rules, **found)
    return "\n".join(
        t(
            f"help.{title}.pitch",
            lang,
            name=f"**{t(f'{title}.title', lang)}**",
            commands=f"`/{group_name(title, lang)} …`",
        )
        for title in _offered()
    )


def _offered() -> list[str]:
    """The titles a server is offered, each with its help (test titles left out), in discovery order."""
    return [m.id for m in manifests() if has(f"help.{m.id}.pitch")]


def group_name(title: str, lang: str) -> str:
    """A title's command group as the user's client names it (`/syracuse`)."""
    domain = help_for(title).command_domain
    key = f"{domain}.cmd.{title}"
    return t(key, lang) if domain and has(key) else title


def _mentions(scope: str, lang: str, mention: dict[str, str]) -> dict[str, str]:
    """`{announce}` and the like, as the user's client names the commands."""
    title_help = help_for(scope)
    domain, group = title_help.command_domain, group_name(scope, lang)
    out = {}
    for key in (*title_help.command_keys, "status") if domain else ():
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
