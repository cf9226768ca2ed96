"""Who the characters are, where they start, and the questions every rule asks about them (§6b).

Character ids: "<power>:diadoque" and "<power>:epigone" (units.py), and the royal family by name:
the slugs of secondary.ROYAL_FAMILY ("philippe3", "eurydice", "roxane",
"alexandre4", "olympias", "cleopatre").

A character is either the `commander` of a unit (units.py) or in `Position.characters` (lone, or
associated with a unit or a lone diadoque/epigone through `Position.attached`). Its controller is in
`Position.controllers`; a diadoque or epigone missing there is its own power's.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.diadoques.units import NEUTRAL, Position, Unit

PHILIPPE = "philippe3"
EURYDICE = "eurydice"
ROXANE = "roxane"
ALEXANDRE = "alexandre4"
OLYMPIAS = "olympias"
CLEOPATRE = "cleopatre"


@dataclass(frozen=True)
class Royal:
    id: str
    start: str
    bribe_level: int
    """ "niveau de corruption en T" (§6b table); a couple counts as one character against a bribe."""


ROYAL_TABLE_QUOTE = (
    "Philippe III et Eurydice | MAC | 10 | Roxane et Alexandre IVe | MAC | 10 | Olympias | delphes | 5 | "
    "Cléopâtre | Sardes | 10"
)
ROYALS: dict[str, Royal] = {
    r.id: r
    for r in (
        Royal(PHILIPPE, "MAC", 10),
        Royal(EURYDICE, "MAC", 10),
        Royal(ROXANE, "MAC", 10),
        Royal(ALEXANDRE, "MAC", 10),
        Royal(OLYMPIAS, "delphes", 5),
        Royal(CLEOPATRE, "sardes", 10),
    )
}
COUPLES: dict[str, str] = {PHILIPPE: EURYDICE, ROXANE: ALEXANDRE}
"""Lead -> partner: "le couple est indissociable", "ils sont indissociables". The partner goes wherever
the living lead goes; a partner left alone by the lead's death acts on its own."""
PARTNER_OF: dict[str, str] = {**COUPLES, **{b: a for a, b in COUPLES.items()}}
STARTING_CONTROLLER = "cassandre"
"""§12: "Les 4 personnages en MAC sont contrôlés par Cassandre." (Olympias and Cléopâtre start free.)"""
LEADER_PREFERENCE = ("diadoque", "epigone", PHILIPPE, OLYMPIAS)
""" "si l'unité n'avait aucun chef, l'ordre de préférence est diadoque/épigone/Philippe III/Olympias"."""


def power_of(cid: str) -> str | None:
    """The power a diadoque or epigone belongs to (None for the royal family)."""
    return cid.split(":", 1)[0] if ":" in cid else None


def is_dynast(cid: str) -> bool:
    """A diadoque or an epigone."""
    return cid.endswith((":diadoque", ":epigone"))


def is_royal(cid: str) -> bool:
    return cid in ROYALS


def is_military_leader(cid: str) -> bool:
    """ "Les diadoques, les épigones, Olympias et Philippe III sont des chefs militaires.\""""
    return is_dynast(cid) or cid in (PHILIPPE, OLYMPIAS)


def leader_rank(cid: str) -> int:
    if cid.endswith(":diadoque"):
        return 0
    if cid.endswith(":epigone"):
        return 1
    return LEADER_PREFERENCE.index(cid)


def gives_combat_bonus(cid: str) -> bool:
    """+1 in combat: the diadoque (§6b "Il apporte un bonus de +1") and Olympias ("en apportant le bonus
    de +1 au commandement"); not the epigone ("sauf le bonus de +1") nor Philippe III."""
    return cid.endswith(":diadoque") or cid == OLYMPIAS


def controller_of(position: Position, cid: str) -> str:
    """The power controlling the character, or "neutral"."""
    if cid in position.controllers:
        return position.controllers[cid]
    return power_of(cid) or NEUTRAL


def commanded_unit(position: Position, cid: str) -> Unit | None:
    return next((u for u in position.units if u.commander == cid), None)


def space_of(position: Position, cid: str) -> str | None:
    """Where the character is (None: not on the board, dead or not yet come)."""
    unit = commanded_unit(position, cid)
    return unit.space if unit is not None else position.characters.get(cid)


def on_board(position: Position) -> list[str]:
    """Every character on the board, commanders included, sorted."""
    return sorted(set(position.characters) | {u.commander for u in position.units if u.commander})


def is_lone(position: Position, cid: str) -> bool:
    """Neither commanding nor associated with anything: §6b's "personnage seul"."""
    return (
        commanded_unit(position, cid) is None and cid not in position.attached and cid in position.characters
    )


def is_prisoner(position: Position, cid: str) -> bool:
    """A diadoque or epigone held by another power."""
    return is_dynast(cid) and controller_of(position, cid) != power_of(cid)


def place_royal_family(position: Position) -> Position:
    """§6b's table and §12: the six royals at their starting places, the four in MAC Cassandre's."""
    characters = dict(position.characters)
    controllers = dict(position.controllers)
    for royal in ROYALS.values():
        characters[royal.id] = royal.start
        controllers[royal.id] = STARTING_CONTROLLER if royal.start == "MAC" else NEUTRAL
    return position.model_copy(update={"characters": characters, "controllers": controllers})


def sync_couples(position: Position, dead: list[str]) -> Position:
    """Each living partner of a living lead stands where the lead stands, with the same controller,
    associated with the lead: "indissociable"."""
    characters = dict(position.characters)
    controllers = dict(position.controllers)
    attached = dict(position.attached)
    for lead, partner in COUPLES.items():
        if lead in dead or partner in dead:
            continue
        here = space_of(position, lead)
        if here is None:
            continue
        characters[partner] = here
        controllers[partner] = controller_of(position, lead)
        attached[partner] = lead
    return position.model_copy(
        update={"characters": characters, "controllers": controllers, "attached": attached}
    )


def without(position: Position, cid: str) -> Position:
    """The position with the character gone from the board (dead), and no one attached to it any more."""
    units = tuple(
        u.model_copy(update={"commander": None, "commander_bonus": False}) if u.commander == cid else u
        for u in position.units
    )
    characters = {c: s for c, s in position.characters.items() if c != cid}
    controllers = {c: k for c, k in position.controllers.items() if c != cid}
    attached = {c: t for c, t in position.attached.items() if c != cid and t != cid}
    return position.model_copy(
        update={"units": units, "characters": characters, "controllers": controllers, "attached": attached}
    )


def set_free(position: Position, cid: str, space: str) -> Position:
    """The character lone at `space`, out of any command or association, control unchanged."""
    units = tuple(
        u.model_copy(update={"commander": None, "commander_bonus": False}) if u.commander == cid else u
        for u in position.units
    )
    characters = {**position.characters, cid: space}
    attached = {c: t for c, t in position.attached.items() if c != cid}
    return position.model_copy(update={"units": units, "characters": characters, "attached": attached})


def set_controller(position: Position, cid: str, power: str) -> Position:
    """Control of the character (its own power's again for a freed diadoque or epigone)."""
    controllers = dict(position.controllers)
    if is_dynast(cid) and power == power_of(cid):
        controllers.pop(cid, None)
    elif is_dynast(cid) and power == NEUTRAL:
        controllers.pop(cid, None)  # a freed diadoque or epigone is its own power's again
    else:
        controllers[cid] = power
    return position.model_copy(update={"controllers": controllers})
