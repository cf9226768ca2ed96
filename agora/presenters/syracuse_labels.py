"""Readable names for Syracuse things on Discord: zones (`T14 · Syké`), counters, stratagems, actions.

Engines speak in ids (`T14`, `ath_h3_athenians_1`, `sc12`); players read these labels. Every label is
built from the static content and the catalogs, so commands, selects and narration all say the same.
"""

from __future__ import annotations

import re
import unicodedata
from functools import cache
from typing import Any

from engine.core import Action
from engine.syracuse.content.models import CATANE
from engine.syracuse.facts import facts
from engine.syracuse.stratagems import faces
from i18n import has, t
from i18n.typography import pair

ZONE_PARAMS = frozenset({"zone", "to", "frm", "from"})
COUNTER_PARAMS = frozenset({"unit", "id", "counter", "leader"})
SIDES = ("athenian", "syracusan")


def zone_label(zone: str, lang: str) -> str:
    """`T14 · Syké`, `T21 · Olympieion (fort)`; ids the map does not know (Catane) stay as they are."""
    base, _, part = zone.partition("/")
    if base == "CATANE":  # off-map box: named, never shown as its raw id
        return t("syracuse_render.catane", lang)
    key = f"syracuse_render.zone.{base}"
    if not has(key):
        return zone
    label = f"{base} · {t(key, lang)}"
    return t("syracuse_discord.in_fort", lang, zone=label) if part == "fort" else label


def is_zone(value: Any) -> bool:
    """A zone id of the map or the off-map Catane box (both are named, never shown by their ids)."""
    if not isinstance(value, str):
        return False
    base = value.partition("/")[0]
    return base == CATANE or has(f"syracuse_render.zone.{base}")


def stratagem_name(number: int, lang: str) -> str:
    """`S12 Wall`."""
    key = f"syracuse.stratagem.s{number}"
    return t(key, lang) if has(key) else f"S{number}"


def stratagem_counter_label(counter: str, lang: str) -> str:
    """A counter of the bowl by its two faces: `S6 Reinforced ships / S11 Combined attack`."""
    if counter not in facts().counters:
        return counter
    return " / ".join(stratagem_name(n, lang) for n in faces(counter))


def unit_label_key(label: str) -> str:
    """The catalog key of a unit's printed (French) name: `Hoplites d'Argos` -> `...hoplites_d_argos`."""
    ascii_label = unicodedata.normalize("NFKD", label).encode("ascii", "ignore").decode().lower()
    return "syracuse_discord.unit_label." + re.sub(r"[^a-z0-9]+", "_", ascii_label).strip("_")


def unit_name(label: str, lang: str) -> str:
    """A unit's name in the game's language; the counter's French text when the catalog lacks it."""
    key = unit_label_key(label)
    return t(key, lang) if has(key) else label


def counter_label(counter: str, lang: str) -> str:
    """A unit (`H3 Hoplites athéniens 1`), a leader (`Nicias`) or a stratagem counter by its faces."""
    f = facts()
    if counter in f.units:
        unit = f.units[counter]
        suffix = counter.rsplit("_", 1)[-1]
        number = f" {suffix}" if suffix.isdigit() else ""
        return f"{unit.type}{unit.pf} {unit_name(unit.label, lang)}{number}"
    if counter in f.leaders:  # the counter prints the French name: English readers get the English one
        key = f"syracuse_discord.leader.{counter}"
        return t(key, lang) if has(key) else f.leaders[counter].name
    if counter in f.counters:
        return stratagem_counter_label(counter, lang)
    return counter


@cache
def reinforcement_groups() -> dict[str, tuple[str, ...]]:
    """Reinforcement group id -> its counters (units then leaders), over every scenario."""
    groups: dict[str, tuple[str, ...]] = {}
    for scenario in facts().content.scenarios.scenarios:
        for group in scenario.reinforcements:
            groups.setdefault(group.id, (*group.units, *group.leaders))
    return groups


def group_label(group: str, lang: str) -> str:
    """A reinforcement group by its counters: `C4 Allied Sicilian horsemen`."""
    counters = reinforcement_groups().get(group)
    if not counters:
        return group
    text = ", ".join(counter_label(c, lang) for c in counters)
    return text if len(text) <= 80 else text[:79] + "…"


def is_stratagem_id(value: Any) -> bool:
    """`s23`: a stratagem as the engine names it in events and decisions."""
    return isinstance(value, str) and re.fullmatch(r"s[0-9]+", value) is not None


def cause_label(cause: str, lang: str) -> str:
    """Why a unit or leader is lost or restored: a rule (`convoy_lost`) or a stratagem (`s23`)."""
    if is_stratagem_id(cause):
        return stratagem_name(int(cause[1:]), lang)
    key = f"syracuse_causes.{cause}"
    return t(key, lang) if has(key) else cause


def side_name(side: str, lang: str) -> str:
    key = f"syracuse.side.{side}"
    return t(key, lang) if has(key) else side


def value_label(name: str, value: Any, lang: str) -> str:
    """One action or event parameter shown to a player."""
    if isinstance(value, list):
        return ", ".join(value_label(name, v, lang) for v in value)
    if name in ZONE_PARAMS or is_zone(value):
        return zone_label(str(value), lang) if is_zone(value) else str(value)
    if name in COUNTER_PARAMS and isinstance(value, str):
        return counter_label(value, lang)
    if name == "group" and isinstance(value, str):
        return group_label(value, lang)
    if value in SIDES:
        return side_name(str(value), lang)
    if name == "target" and isinstance(value, str):
        key = f"syracuse_discord.work.{value}"
        if has(key):
            return t(key, lang)
        return group_label(value, lang) if value in reinforcement_groups() else counter_label(value, lang)
    if name == "stratagem" and is_stratagem_id(value):
        return stratagem_name(int(value[1:]), lang)
    if name == "cause" and isinstance(value, str):
        return cause_label(value, lang)
    if name == "purpose" and has(f"syracuse_causes.purpose.{value}"):
        return t(f"syracuse_causes.purpose.{value}", lang)
    if name == "season" and has(f"syracuse_discord.season.{value}"):
        return t(f"syracuse_discord.season.{value}", lang)
    if name == "year" and isinstance(value, int):
        return str(abs(value))  # the catalogs write "BC" / "av. J.-C."
    if name == "use" and isinstance(value, str):
        key = f"syracuse_discord.use.{value}"
        return t(key, lang) if has(key) else value
    return str(value)


def action_label(action: Action, lang: str) -> str:
    """`Activate T14 · Syké`, `Play S25 Good omens`, … (≤ 100 characters, Discord's option limit)."""
    params = dict(action.params)
    if action.kind == "play":
        head = t(
            "syracuse_discord.action.play", lang, stratagem=stratagem_name(int(params.pop("face")), lang)
        )
        params.pop("counter", None)
    elif action.kind == "announce":
        head = t("syracuse_discord.action.announce", lang, ap=params.pop("ap"))
    else:
        key = f"syracuse_discord.action.{action.kind}"
        head = t(key, lang) if has(key) else action.kind
    details = ", ".join(value_label(k, v, lang) for k, v in sorted(params.items()))
    text = pair(head, details, lang) if details else head
    return text if len(text) <= 100 else text[:99] + "…"


def action_description(action: Action, lang: str) -> str:
    """What a choice does, for a select option's description (≤ 100 characters): a stratagem's card text."""
    if action.kind != "play" or "face" not in action.params:
        return ""
    key = f"syracuse_discord.stratagem.effect.{int(action.params['face'])}"
    text = t(key, lang) if has(key) else ""
    return text if len(text) <= 100 else text[:99] + "…"


def action_choice_label(action: Action, lang: str) -> str:
    """An autocomplete entry (one line, ≤ 100 characters): the label, then what it does when it fits."""
    label = action_label(action, lang)
    description = action_description(action, lang)
    if not description:
        return label
    text = f"{label} — {description}"
    return text if len(text) <= 100 else text[:99] + "…"
