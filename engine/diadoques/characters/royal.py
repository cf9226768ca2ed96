"""The royal family's politics: the regent and the royal order (§11c), Cléopâtre's marriage (§6b), the
assassinations and the gifts of characters (§9c)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.characters.command import follow_units
from engine.diadoques.characters.deaths import kill
from engine.diadoques.characters.roster import (
    ALEXANDRE,
    CLEOPATRE,
    COUPLES,
    PARTNER_OF,
    PHILIPPE,
    ROYALS,
    commanded_unit,
    controller_of,
    is_dynast,
    is_prisoner,
    is_royal,
    power_of,
    set_free,
    space_of,
    sync_couples,
)
from engine.diadoques.control import is_power
from engine.diadoques.secondary import Assassinate, GiveCharacter, Marriage, RoyalOrder, SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import Position, diadoque_id, epigone_id

Events = list[dict[str, Any]]
ROYAL_ORDER_CITADELS = ("suse", "ecbatane", "parsagades")
""" "Seul un joueur contrôlant une des citadelles de Suse, Ecbatane ou Parsagadès peut bénéficier de l'ordre
royal.\""""
MARRIAGE_PRESTIGE = 10
""" "Épouser Cléopâtre confère au joueur 10 PP (chapitre 13) permanents\""""


def free_leader(state: DiadoquesState, power: str) -> str | None:
    """The power's diadoque, else its epigone, alive, on the board and not a prisoner."""
    for cid in (diadoque_id(power), epigone_id(power)):
        if cid not in state.dead and space_of(state.position, cid) is not None:
            return None if is_prisoner(state.position, cid) else cid
    return None


def regent(state: DiadoquesState) -> str | None:
    """§11c: "Le régent est le diadoque ou l'épigone contrôlant Philippe III ou, à la mort de ce dernier, le
    diadoque ou l'épigone contrôlant Alexandre IV." The power whose leader holds the title, if any."""
    king = PHILIPPE if PHILIPPE not in state.dead else ALEXANDRE
    if king in state.dead:
        return None
    power = controller_of(state.position, king)
    return power if is_power(power) and free_leader(state, power) else None


def royals_held(state: DiadoquesState, power: str) -> list[str]:
    """The living members of the royal family the power controls (§13: 5 PP each)."""
    return [c for c in ROYALS if c not in state.dead and controller_of(state.position, c) == power]


def royal_order_givers(state: DiadoquesState) -> list[str]:
    """§11c: "Les joueurs suivants peuvent donner un ordre royal : ceux dont le diadoque ou l'épigone porte le
    titre de régent, est l'époux de Cléopâtre (vivante) ou contrôle au moins 2 membres de la Famille
    Royale." (each member counts: Philippe III with Eurydice are two)."""
    givers = set()
    if (r := regent(state)) is not None:
        givers.add(r)
    husband = state.cleopatre_husband
    if (
        husband
        and CLEOPATRE not in state.dead
        and (p := power_of(husband))
        and free_leader(state, p) == husband
    ):
        givers.add(p)
    for power in state.powers:
        if (
            power not in state.eliminated
            and free_leader(state, power)
            and len(royals_held(state, power)) >= 2
        ):
            givers.add(power)
    return sorted(givers)


def royal_order_beneficiary(
    state: DiadoquesState, sheets: Mapping[str, SecondarySheet]
) -> tuple[str | None, Events]:
    """§11c: "Si plusieurs ordres sont donnés, l'ordre donné par le plus grand nombre de joueurs l'emporte. En
    cas d'égalité, tous les ordres sont ignorés." Orders from powers who may not give one, or naming a
    power that holds none of Suse, Ecbatane and Parsagadès, do not count. Called by the events part when
    the eastern satraps' offer is pending; None: "l'armée disparaîtra aussitôt"."""
    givers = set(royal_order_givers(state))
    votes: Counter[str] = Counter()
    events: Events = []
    for power, sheet in sorted(sheets.items()):
        for order in sheet.secondary:
            if not isinstance(order, RoyalOrder) or order.beneficiary is None:
                continue
            ok = power in givers and _may_benefit(state, order.beneficiary)
            events.append(
                {"kind": "royal_order", "power": power, "beneficiary": order.beneficiary, "counted": ok}
            )
            if ok:
                votes[order.beneficiary] += 1
    if not votes:
        return None, events
    ranked = votes.most_common()
    if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
        return None, events
    return ranked[0][0], events


def _may_benefit(state: DiadoquesState, power: str) -> bool:
    owners = state.position.citadel_owner
    return (
        is_power(power)
        and power not in state.eliminated
        and free_leader(state, power) is not None
        and any(owners.get(c) == power for c in ROYAL_ORDER_CITADELS)
    )


# ------------------------------------------------------------------------- before the military orders
def _may_kill(position: Position, power: str, cid: str) -> bool:
    """ "celui-ci doit être enfermé dans une citadelle (voir ci-dessus) ou associé à une unité du joueur
    concerné (chapitre 6b)"; "On ne peut pas assassiner son propre diadoque ou épigone"."""
    if is_dynast(cid) and power_of(cid) == power:
        return False
    unit = commanded_unit(position, cid)
    if unit is not None:
        return unit.owner == power
    here = position.characters.get(cid)
    if here is None:
        return False
    keeper = position.attached.get(cid)
    if keeper is not None:
        lead_unit = commanded_unit(position, keeper) if keeper in PARTNER_OF else None
        if any(u.id == keeper and u.owner == power for u in position.units):
            return True
        if lead_unit is not None and lead_unit.owner == power:
            return True
        if keeper in PARTNER_OF and position.attached.get(keeper):
            return _may_kill(position, power, keeper)
    return position.citadel_owner.get(here) == power and controller_of(position, cid) == power


def orders_before_moves(
    board: Board, state: DiadoquesState, sheets: Mapping[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, Events]:
    """Step, with the secondary orders before the military ones (§8a "application de certains ordres
    secondaires"): the gifts of characters (set loose to travel; capture.after_military_moves hands them
    over) and the assassinations. The royal order is the events part's (`royal_order_beneficiary`)."""
    work = state.model_copy(deep=True)
    events: Events = []
    for power, sheet in sorted(sheets.items()):
        for order in sheet.secondary:
            if isinstance(order, GiveCharacter):
                _give(work, power, order, events)
            elif isinstance(order, Assassinate):
                _assassinate(work, power, order.character, events)
    work.position = sync_couples(follow_units(work.position), work.dead)
    return work, events


def gift_problem(state: DiadoquesState, power: str, order: GiveCharacter) -> str | None:
    """Why a gift is refused (an i18n key of diadoques_characters.ftl), None when it is valid: "un
    personnage de la Famille Royale ou un diadoque ou épigone capturé peut être donné à un autre joueur
    (sauf Cléopâtre si celle-ci est mariée au diadoque ou à l'épigone du joueur)"."""
    cid = order.character
    if cid in state.dead or space_of(state.position, cid) is None:
        return "diadoques_characters.reason.not_on_board"
    if not (is_royal(cid) or is_prisoner(state.position, cid)) or controller_of(state.position, cid) != power:
        return "diadoques_characters.reason.not_yours"
    if cid == CLEOPATRE and state.cleopatre_husband and power_of(state.cleopatre_husband) == power:
        return "diadoques_characters.reason.married"
    if not is_power(order.to_power) or order.to_power == power or order.to_power in state.eliminated:
        return "diadoques_characters.reason.bad_beneficiary"
    return None


def _give(work: DiadoquesState, power: str, order: GiveCharacter, events: Events) -> None:
    problem = gift_problem(work, power, order)
    events.append(
        {
            "kind": "character_gift",
            "power": power,
            "character": order.character,
            "to": order.to_power,
            "reason": problem,
        }
    )
    if problem is not None:
        return
    # "Roxane et Alexandre IV doivent être donnés ensemble, ainsi que Philippe III et Eurydice": the lead
    # travels, the partner with it
    cid = order.character
    lead = next((a for a, b in COUPLES.items() if b == cid and a not in work.dead), cid)
    here = space_of(work.position, lead) or ""
    work.position = set_free(work.position, lead, here)


def _assassinate(work: DiadoquesState, power: str, cid: str, events: Events) -> None:
    """ "On ne peut pas assassiner Roxane sans assassiner Alexandre IV ou vice-versa. Il en est de même pour
    Philippe III et Eurydice." and "(il est interdit au mari d'assassiner sa femme !)"."""
    if cid in work.dead or space_of(work.position, cid) is None:
        return
    forbidden = cid == CLEOPATRE and work.cleopatre_husband and power_of(work.cleopatre_husband) == power
    lead = next((a for a, b in COUPLES.items() if b == cid and a not in work.dead), cid)
    if forbidden or not _may_kill(work.position, power, lead if lead != cid else cid):
        events.append({"kind": "assassination_failed", "power": power, "character": cid})
        return
    victims = [cid] + ([PARTNER_OF[cid]] if cid in PARTNER_OF and PARTNER_OF[cid] not in work.dead else [])
    for victim in victims:
        kill(work, victim, "assassinated", events, by=power)
        if victim == work.cleopatre_husband:
            work.cleopatre_husband = None


# ------------------------------------------------------------------------------------------ marriage
def _season_key(state: DiadoquesState) -> str:
    return f"{state.year}:{state.season}"


def marriage_step(
    board: Board, state: DiadoquesState, sheets: Mapping[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, Events]:
    """Step, with the secondary orders after the military ones. §6b: "un diadoque (ou épigone si le diadoque
    est mort) peut l'épouser. Pour cela, il doit avoir le contrôle de Cléopâtre et annoncer publiquement
    (via les ordres, chapitre 9c) son intention. À partir de la saison qui suit l'annonce et tant qu'il la
    contrôlera, le mariage sera possible en réunissant le diadoque (ou l'épigone) et Cléopâtre dans un même
    espace terrestre (le mariage sera effectif au moment de la résolution des ordres secondaires)."
    The marriage event carries the 10 PP for prestige.py ("permanents, même s'il perd Cléopâtre")."""
    work = state.model_copy(deep=True)
    events: Events = []
    if work.cleopatre_husband in work.dead:
        work.cleopatre_husband = None  # "Si Cléopâtre devient veuve, elle peut épouser un autre"
    if CLEOPATRE in work.dead:
        return work, events
    holder = controller_of(work.position, CLEOPATRE)
    for power in list(work.marriage_announced):  # "tant qu'il la contrôlera"
        if power != holder:
            del work.marriage_announced[power]
    groom = free_leader(work, holder) if is_power(holder) else None
    announced = work.marriage_announced.get(holder)
    if work.cleopatre_husband is None and groom is not None and announced and announced != _season_key(work):
        there = space_of(work.position, groom)
        if (
            there is not None
            and there == space_of(work.position, CLEOPATRE)
            and not board.space(there).is_sea
        ):
            work.cleopatre_husband = groom
            if holder not in work.married_cleopatre:
                work.married_cleopatre.append(holder)
            del work.marriage_announced[holder]
            attached = {**work.position.attached, CLEOPATRE: groom}
            work.position = work.position.model_copy(update={"attached": attached})
            events.append(
                {
                    "kind": "cleopatre_married",
                    "power": holder,
                    "character": groom,
                    "space": there,
                    "prestige": MARRIAGE_PRESTIGE,
                }
            )
    for power, sheet in sorted(sheets.items()):
        for order in sheet.secondary:
            if not isinstance(order, Marriage) or work.cleopatre_husband is not None:
                continue
            ok = power == holder and free_leader(work, power) == order.husband
            events.append(
                {"kind": "marriage_announced", "power": power, "character": order.husband, "valid": ok}
            )
            if ok and power not in work.marriage_announced:
                work.marriage_announced[power] = _season_key(work)
    return work, events
