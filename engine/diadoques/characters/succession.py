"""Succession, dynasties and elimination (chapter 7).

Periods of §7a: up to autumn -315 a player who loses its diadoque is eliminated; from spring -314 to
autumn -313 the epigone appears at the end of the turn of the diadoque's death, and the player is
eliminated at the epigone's death; at the end of winter -313 the epigone appears anyway, and from then on
losing both eliminates. Once the dynasties are established (§7b) a player is eliminated only when, at the
end of autumn, with neither diadoque nor epigone, it holds no citadel. "Perdre" is read as dying: a
captured diadoque is still alive (docs/rules-notes/diadoques-characters.md).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.roster import (
    OLYMPIAS,
    PHILIPPE,
    ROYALS,
    controller_of,
    power_of,
    set_controller,
    space_of,
    sync_couples,
)
from engine.diadoques.control import update_control
from engine.diadoques.gold.auctions import offer_for_sale
from engine.diadoques.gold.secrecy import private, public
from engine.diadoques.secondary import SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import NEUTRAL, UnitKind, diadoque_id, epigone_id

Events = list[dict[str, Any]]
Period = Literal["diadoque", "epigone_at_death", "both"]
EPIGONE_YEAR = -314
""" "Du printemps -314 à l'automne -313, à la mort du diadoque, l'épigone apparaît, à la fin du tour.\""""
LAST_HEIR_YEAR = -313
""" "A la fin de l'hiver -313, l'épigone apparaît de toutes façons.\""""
DYNASTIES_YEAR = -306
""" "ou, de toutes façons, au printemps -306\""""


def period(year: int) -> Period:
    """The period of §7a a turn of `year` belongs to (winter -313's end is the epigone step's concern)."""
    if year < EPIGONE_YEAR:
        return "diadoque"
    if year <= LAST_HEIR_YEAR:
        return "epigone_at_death"
    return "both"


def dynasties_step(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
) -> tuple[DiadoquesState, Events]:
    """Step, at the start of each turn. §7b: "Les dynasties des diadoques (...) sont établies lorsque tous
    les membres de la Famille Royale sont morts (à début du tour suivant) ou, de toutes façons, au
    printemps -306.\""""
    work = state.model_copy(deep=True)
    if work.dynasties:
        return work, []
    all_dead = all(r in work.dead for r in ROYALS)
    if all_dead or work.year >= DYNASTIES_YEAR:
        work.dynasties = True
        return work, [{"kind": "dynasties_established", "why": "royal_family_dead" if all_dead else "year"}]
    return work, []


def _own_citadels(board: Board, state: DiadoquesState, power: str) -> list[str]:
    """The power's citadels, the majors first."""
    owned = [c for c, o in state.position.citadel_owner.items() if o == power]
    return sorted(owned, key=lambda c: (not board.space(c).major, c))


def _may_stand(board: Board, state: DiadoquesState, power: str, space: str | None) -> bool:
    """Our reading of "Si ceci se révèle impossible": a space with no other side's unit, and a citadel only
    if the power holds it."""
    if space is None or space not in board.spaces:
        return False
    if board.space(space).is_citadel and state.position.citadel_owner.get(space) != power:
        return False
    return all(u.owner == power for u in state.position.units if u.space == space)


def epigone_place(board: Board, state: DiadoquesState, power: str, wanted: str | None = None) -> str | None:
    """Where the epigone appears: "au choix, dans l'espace où se trouvait le défunt diadoque ou dans la
    capitale (si le joueur la contrôle). Si ceci se révèle impossible, on essayera une citadelle majeure,
    puis une citadelle mineure." `wanted`: the player's choice; by default the capital, then the
    diadoque's place. None: nowhere (no citadel left)."""
    diadoque = diadoque_id(power)
    there = state.death_places.get(diadoque) if diadoque in state.dead else space_of(state.position, diadoque)
    capital = state.capitals.get(power)
    choices = [c for c in (capital, there) if c is not None]
    if wanted in choices:
        choices.insert(0, wanted)  # type: ignore[arg-type]
    for space in choices:
        if _may_stand(board, state, power, space):
            return space
    return next(iter(_own_citadels(board, state, power)), None)


def epigone_appearance(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
    *,
    choices: Mapping[str, str] | None = None,
) -> tuple[DiadoquesState, Events]:
    """Step "apparition éventuelle des épigones" at the end of every turn (§8a and §8b). `choices`: power
    -> the space it chose (the diadoque's place or its capital)."""
    work = state.model_copy(deep=True)
    events: Events = []
    choices = choices or {}
    end_of_winter_313 = work.year == LAST_HEIR_YEAR and work.season == "winter"
    for power in work.powers:
        epigone = epigone_id(power)
        if power in work.eliminated or epigone in work.dead or space_of(work.position, epigone) is not None:
            continue
        diadoque_dead = diadoque_id(power) in work.dead
        # after winter -313 every epigone not dead is on the board (a late turn catches up, should the
        # winter's end have been skipped)
        due = (diadoque_dead and work.year >= EPIGONE_YEAR) or end_of_winter_313 or work.year > LAST_HEIR_YEAR
        if not due:
            continue
        place = epigone_place(board, work, power, choices.get(power))
        if place is None:
            events.append({"kind": "epigone_cannot_appear", "power": power})
            continue  # the elimination check settles it: "Si le joueur ne contrôle plus de citadelles"
        work.position = work.position.model_copy(
            update={"characters": {**work.position.characters, epigone: place}}
        )
        events.append({"kind": "epigone_appeared", "power": power, "character": epigone, "space": place})
    return work, events


def _lost(state: DiadoquesState, power: str) -> bool:
    """Neither diadoque nor epigone alive on the board."""
    return all(
        c in state.dead or space_of(state.position, c) is None
        for c in (diadoque_id(power), epigone_id(power))
    )


def eliminated_now(board: Board, state: DiadoquesState, power: str) -> bool:
    """Whether chapter 7 eliminates the power at the end of this turn (after the epigones appeared)."""
    if power in state.eliminated:
        return False
    if state.dynasties:
        return state.season == "autumn" and _lost(state, power) and not _own_citadels(board, state, power)
    if period(state.year) == "diadoque":
        return diadoque_id(power) in state.dead
    return _lost(state, power) and diadoque_id(power) in state.dead


def elimination_check(
    board: Board,
    state: DiadoquesState,
    sheets: Mapping[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
    *,
    by_event: frozenset[str] = frozenset(),
    designated: Mapping[str, str] | None = None,
) -> tuple[DiadoquesState, Events]:
    """Step, at the end of every turn after `epigone_appearance`: every power chapter 7 eliminates.
    `by_event`: powers whose leader an event killed this turn ("Le trésor est perdu si c'est un évènement
    qui a causé l'élimination"); `designated`: power -> the citadel it names for its treasury."""
    work = state.model_copy(deep=True)
    events: Events = []
    for power in work.powers:
        if eliminated_now(board, work, power):
            events += eliminate(
                board, work, power, by_event=power in by_event, designated=(designated or {}).get(power)
            )
    return work, events


def _cause(state: DiadoquesState, power: str) -> str | None:
    for cid in (epigone_id(power), diadoque_id(power)):
        if cid in state.death_causes:
            return state.death_causes[cid]
    return None


def eliminate(
    board: Board, work: DiadoquesState, power: str, *, by_event: bool = False, designated: str | None = None
) -> Events:
    """§7c, on a working copy: citadels neutral and the characters in them freed; the treasury deposited
    in the capital (else a citadel it names, else to whoever caused the elimination, else lost), its
    amount secret ("La valeur de son trésor n'est pas annoncée publiquement": only the power whose money
    it is reads it); the units neutral ("l'armée de milice disparaît, l'armée de garde est dégradée en
    armée d'élite, les unités rescapées se vendront aux enchères"), except those beside a royal,
    "définitivement neutres (l'armée de milice est dégradée en armée de mercenaires, l'armée de garde en
    armée d'élite) et se mettent à son service (Philippe III et Olympias prenant le commandement)"; its
    characters neutral."""
    events: Events = [{"kind": "power_eliminated", "power": power}]
    work.eliminated.append(power)
    citadels = _own_citadels(board, work, power)
    # the treasury, secret: "La valeur de son trésor n'est pas annoncée publiquement"
    amount = work.treasuries.get(power, 0)
    capital = work.capitals.get(power)
    vault = (
        capital
        if capital in citadels
        else (designated if designated in citadels else next(iter(citadels), None))
    )
    if vault is not None:
        work.treasures[vault] = work.treasures.get(vault, 0) + amount
        events.append(public("treasury_deposited", power=power, citadel=vault))
        events.append(private("treasury_amount", [power], power=power, amount=amount))
    else:
        heir = None if by_event else _cause(work, power)
        if heir is not None and heir != power:
            work.treasuries[heir] = work.treasuries.get(heir, 0) + amount
            events.append(public("treasury_taken", power=heir, **{"from": power}))
            events.append(private("treasury_received", [heir], power=heir, amount=amount, **{"from": power}))
        else:
            events.append(public("treasury_lost", power=power))
            events.append(private("treasury_amount", [power], power=power, amount=amount))
    work.treasuries[power] = 0
    owners = dict(work.position.citadel_owner)
    for citadel in citadels:
        owners[citadel] = None
        events.append({"kind": "citadel_neutral", "citadel": citadel, "power": power})
    work.position = work.position.model_copy(update={"citadel_owner": owners})
    # characters it held, and those in its former citadels, go free
    for cid in sorted(set(work.position.controllers)):
        inside = work.position.characters.get(cid) in citadels
        if controller_of(work.position, cid) == power or (
            inside and controller_of(work.position, cid) != power_of(cid)
        ):
            work.position = set_controller(work.position, cid, NEUTRAL)
            events.append({"kind": "character_freed", "character": cid, "why": "eliminated"})
    # the units
    royals_at = {
        space_of(work.position, r): r for r in ROYALS if r not in work.dead and space_of(work.position, r)
    }
    units = []
    for unit in work.position.units:
        if unit.owner != power:
            units.append(unit)
            continue
        royal_here = royals_at.get(unit.space)
        if royal_here is not None:
            kind = {UnitKind.Am: UnitKind.A, UnitKind.Ag: UnitKind.Ae}.get(unit.kind, unit.kind)
            leader = next(
                (
                    r
                    for r in (PHILIPPE, OLYMPIAS)
                    if r not in work.dead and space_of(work.position, r) == unit.space
                ),
                None,
            )
            units.append(
                unit.model_copy(
                    update={"owner": NEUTRAL, "kind": kind, "commander": leader, "commander_bonus": False}
                )
            )
            events.append({"kind": "unit_in_royal_service", "unit": unit.id, "character": royal_here})
            continue
        if unit.kind is UnitKind.Am:
            events.append({"kind": "militia_gone", "unit": unit.id, "power": power})
            continue
        kind = UnitKind.Ae if unit.kind is UnitKind.Ag else unit.kind
        units.append(unit.model_copy(update={"kind": kind}))
    characters = {c: s for c, s in work.position.characters.items()}
    for unit in units:
        if unit.commander in characters:
            del characters[unit.commander]
    work.position = work.position.model_copy(update={"units": tuple(units), "characters": characters})
    for unit in units:
        if unit.owner == power:
            events.append(offer_for_sale(board, work, unit.id, "eliminated", power))
    work.marriage_announced.pop(power, None)
    work.position = sync_couples(update_control(board, work.position), work.dead)
    return events
