"""Plain-words explanations of Syracuse figures: which counters moved, how a combat was read on the
combat table (odds column, shifts, die, results) and what works dice are worth.

Each function takes an event's params and returns text in the game's language; the presenter appends it
to the event's line so a player who does not know the tables by heart can follow.
"""

from __future__ import annotations

from typing import Any

from agora.presenters.syracuse_labels import counter_label, side_name, stratagem_name, value_label
from engine.syracuse.facts import facts
from i18n import has, t
from i18n.typography import semicolons


def moved_counters(params: dict[str, Any], lang: str) -> str:
    """`H3 Athenian hoplites 1, Nicias`: the counters of a moving group."""
    ids = [*(params.get("units") or []), *(params.get("leaders") or [])]
    return ", ".join(counter_label(str(c), lang) for c in ids)


def step_line(params: dict[str, Any], lang: str) -> str:
    counters = moved_counters(params, lang)
    if not counters:
        return ""
    return t(
        "needs.syracuse.step",
        lang,
        side=side_name(str(params.get("side")), lang),
        counters=counters,
        frm=value_label("frm", params.get("frm"), lang),
        to=value_label("to", params.get("to"), lang),
        cost=params.get("cost"),
    )


def _signed(value: int) -> str:
    return f"{value:+d}".replace("-", "−")


def _shift_name(key: str, lang: str) -> str:
    if key.startswith("S") and key[1:].isdigit():
        return stratagem_name(int(key[1:]), lang)
    name = f"needs.combat.shift.{key}"
    return t(name, lang) if has(name) else key


def _modifier_name(key: str, lang: str) -> str:
    name = f"needs.combat.mod.{key}"
    return t(name, lang) if has(name) else key


def loss_text(code: str, lang: str) -> str:
    key = f"needs.combat.loss.{code}"
    return t(key, lang) if has(key) else code


def combat_explanation(params: dict[str, Any], lang: str) -> str:
    """4.1-4.2 in plain words: the odds column from the PF, each column shift and die modifier with its
    reason, then what each side's result means."""
    attacker = str(params.get("attacker"))
    defender = "syracusan" if attacker == "athenian" else "athenian"
    lines = [
        t(
            "needs.combat.odds",
            lang,
            attacker=side_name(attacker, lang),
            defender=side_name(defender, lang),
            attacker_pf=params.get("attacker_pf"),
            defender_pf=params.get("defender_pf"),
            column=params.get("base_column"),
        )
    ]
    shifts = {k: int(v) for k, v in (params.get("shifts") or {}).items() if v}
    if shifts:
        reasons = semicolons([f"{_shift_name(k, lang)} ({_signed(v)})" for k, v in shifts.items()], lang)
        lines.append(t("needs.combat.shifted", lang, reasons=reasons, column=params.get("column")))
    mods = {k: int(v) for k, v in (params.get("die_modifiers") or {}).items() if v}
    if mods:
        reasons = semicolons([f"{_modifier_name(k, lang)} ({_signed(v)})" for k, v in mods.items()], lang)
        lines.append(
            t("needs.combat.die", lang, roll=params.get("roll"), reasons=reasons, die=params.get("die"))
        )
    else:
        lines.append(t("needs.combat.die_plain", lang, roll=params.get("roll")))
    lines.append(
        t(
            "needs.combat.losses",
            lang,
            attacker=side_name(attacker, lang),
            defender=side_name(defender, lang),
            attacker_loss=loss_text(str(params.get("attacker_loss")), lang),
            defender_loss=loss_text(str(params.get("defender_loss")), lang),
        )
    )
    return "\n".join(lines)


def works_explanation(params: dict[str, Any], lang: str) -> str:
    """2.C: what each works die gave (a 5 gives 1 WP, a 6 gives 2) and what WP buy."""
    if not params.get("count"):
        return ""
    points = facts().rules.works_points_per_face
    faces = ", ".join(
        t("needs.works.face", lang, die=d, points=points.get(d, points.get(str(d), 0)))  # type: ignore[call-overload]
        for d in params.get("dice", [])
    )
    return t("needs.works.explained", lang, faces=faces)
