"""The auctions of chapter 11b: neutral units sold to the highest series of bids.

"Elle peuvent se produire à la suite des cas suivants : élimination d'un joueur (...), révolte pour absence
de ravitaillement (...), licenciement". Steps (the contract's shape):
- `auction_step(board, state, sheets, rng)`: at the start of a military season ("enchères", §8a, before
  the events and the secondary orders): every lot offered now, in a random order.
- `out_of_area_step(board, state, sheets, rng)`: after the military orders, the neutral units a retreat
  took out of their area of action are destroyed.
- `unsold_step(board, state, sheets, rng)`: at the end of summer and of autumn, what becomes of the lots
  nobody bought ("éliminées à la fin de l'été"; "à la fin de l'automne, (...) deviendront définitivement
  neutres, tandis que les autres seront éliminées").
`offer_for_sale(board, state, unit_id, reason, previous_owner)` puts a neutral unit up (the characters
part calls it for an eliminated player's units); units part 1 lists in `state.for_sale` (disbanded in
winter, revolted in autumn) become lots by themselves.
"""

from __future__ import annotations

from typing import Any, Literal

from engine.core.rng import RngState
from engine.diadoques.board import Board
from engine.diadoques.control import is_power
from engine.diadoques.gold.citadels import control_with_declines
from engine.diadoques.gold.common import free_leaders, sheet, unit_by_id, within
from engine.diadoques.gold.secrecy import private, public
from engine.diadoques.secondary import Bid, SecondarySheet
from engine.diadoques.state import DiadoquesState
from engine.diadoques.units import NEUTRAL, Position, Unit

Reason = Literal["eliminated", "revolt", "disbanded"]
BID_RADIUS = 2
""" "ils doivent disposer d'une unité ou de son diadoque ou épigone (non prisonnier) dans un rayon de 2
espaces de l'unité vendue aux enchères\""""


# ------------------------------------------------------------------------------------ the lots
def starting_price(unit: Unit, reason: str, offers: int) -> int:
    """ "élimination d'un joueur : (...) au coût d'achat de l'unité. Si les enchères ne sont pas validées,
    elles sont à nouveau proposées le tour d'après, pour un prix de départ de 1 T"; "révolte : Le prix de
    départ est la moitié du prix d'achat des unités (arrondi vers le bas)"; "licenciement : Au printemps,
    l'enchère démarre au coût d'achat des unités. Si les enchères ne sont pas validées, elles sont de
    nouveau proposées au début de l'été, pour un prix de départ de 1 T.\""""
    if reason == "revolt":
        return unit.kind.cost // 2
    return unit.kind.cost if offers == 0 else 1


def on_offer(reason: str, offers: int, season: str) -> bool:
    """Whether a lot is offered this season: a revolted unit in the spring once, a disbanded one in the
    spring then the summer, an eliminated player's unit every military season until the end of autumn."""
    if reason == "revolt":
        return season == "spring" and offers == 0
    if reason == "disbanded":
        return (season, offers) in (("spring", 0), ("summer", 1))
    return season in ("spring", "summer", "autumn")


def _neutral(owner: str | None) -> bool:
    return owner in (None, NEUTRAL)


def _neutral_majors(board: Board, position: Position, citadels: list[str]) -> list[str]:
    return [c for c in citadels if board.space(c).major and _neutral(position.citadel_owner.get(c))]


def area_of_action(board: Board, position: Position, unit: Unit) -> list[str]:
    """ "Les unités en garnison, celles dans la province d'une citadelle majeure neutre, ainsi que les
    flottes ayant accès à une citadelle majeure neutre (flèche à double sens), auront pour champ d'action la
    citadelle et la province englobante (pour les armées) ou la citadelle et la ou les zones maritimes
    ayant un accès (flèche à double sens) pour les flottes. Les autres auront pour champ d'action la
    province ou la zone maritime où elles se trouvent.\""""
    space = board.space(unit.space)
    if space.is_citadel:
        citadels = [unit.space]
    elif space.is_land and not unit.kind.is_fleet:
        citadels = _neutral_majors(board, position, board.citadels_of(unit.space))
    elif space.is_sea and unit.kind.is_fleet:
        ports = [c for c in board.fleet_moves(unit.space) if board.space(c).is_citadel]
        citadels = _neutral_majors(board, position, ports)
    else:
        citadels = []
    if not citadels:
        return [unit.space]
    citadel = sorted(citadels)[0]
    if unit.kind.is_fleet:
        return [citadel, *sorted(board.space(citadel).access_seas)]
    return [citadel, board.space(citadel).province or unit.space]


def keeps_neutral(board: Board, position: Position, unit: Unit) -> bool:
    """The units that, unsold at the end of autumn after an elimination, "deviendront définitivement
    neutres": those whose area of action holds a citadel."""
    return area_of_action(board, position, unit) != [unit.space]


def offer_for_sale(
    board: Board, state: DiadoquesState, unit_id: str, reason: Reason, previous_owner: str | None
) -> dict[str, Any]:
    """Make a unit neutral and put it up for auction (mutates `state`, a working copy)."""
    position = state.position
    unit = position.unit(unit_id)
    neutral = unit.model_copy(update={"owner": NEUTRAL, "commander": None, "commander_bonus": False})
    units = tuple(neutral if u.id == unit_id else u for u in position.units)
    characters = dict(position.characters)
    if unit.commander:
        characters[unit.commander] = unit.space
    state.position = position.model_copy(update={"units": units, "characters": characters})
    if reason in ("revolt", "disbanded"):
        state.for_sale[unit_id] = reason
    state.lots[unit_id] = _lot(board, state, neutral, reason, previous_owner)
    return public("offered_for_sale", unit=unit_id, reason=reason)


def _lot(
    board: Board, state: DiadoquesState, unit: Unit, reason: str, previous: str | None
) -> dict[str, Any]:
    return {
        "reason": reason,
        "previous_owner": previous,
        "offers": 0,
        "area": area_of_action(board, state.position, unit),
    }


def _previous_owner(unit_id: str) -> str | None:
    """A lot part 1 listed names no previous owner: the unit's id does ("<power>-<n>", the power that
    raised it; a unit bribed or bought since keeps its first id, a reading noted in the rules notes)."""
    power = unit_id.rsplit("-", 1)[0]
    return power if is_power(power) else None


def _sync_lots(board: Board, state: DiadoquesState) -> None:
    """Lots follow the units: one destroyed, or bribed by a player, since it was offered is off sale; a
    unit part 1 listed in `for_sale` becomes a lot."""
    neutral = {u.id for u in state.position.units if not is_power(u.owner)}
    state.lots = {uid: lot for uid, lot in state.lots.items() if uid in neutral}
    state.for_sale = {uid: why for uid, why in state.for_sale.items() if uid in neutral}
    for unit_id, reason in sorted(state.for_sale.items()):
        unit = unit_by_id(state.position, unit_id)
        if unit_id not in state.lots and unit is not None:
            state.lots[unit_id] = _lot(board, state, unit, reason, _previous_owner(unit_id))


# ----------------------------------------------------------------------------------- the bids
def auction_winner(series: dict[str, list[int]]) -> tuple[str, int] | None:
    """ "chaque joueur pouvant participer peut donner une série d'enchères (...), qui seront comparées à
    celles des adversaires, jusqu'à détermination du vainqueur, qui seul dépense la somme engagée. (...)
    Exemple d'enchères : joueur A : 10, 11, 12, 13, 14 joueur B : 11, 15, 16 Le joueur B l'emporte, il
    dépense 15 T"; "En cas d'égalité ou d'absence d'enchère, l'unité reste neutre." The highest series wins
    and pays its first amount above every other series' last."""
    tops = {power: max(amounts) for power, amounts in series.items() if amounts}
    if not tops:
        return None
    best = max(tops.values())
    leaders = [power for power, top in tops.items() if top == best]
    if len(leaders) > 1:
        return None
    winner = leaders[0]
    others = [top for power, top in tops.items() if power != winner]
    beaten = max(others, default=0)
    return winner, min(a for a in series[winner] if a > beaten)


def may_bid(board: Board, state: DiadoquesState, power: str, unit_id: str) -> bool:
    """ "Les joueurs intéressés (le précédent propriétaire ne pourra pas participer) (...) doivent disposer
    d'une unité ou de son diadoque ou épigone (non prisonnier) dans un rayon de 2 espaces de l'unité vendue
    aux enchères.\""""
    lot = state.lots.get(unit_id)
    unit = unit_by_id(state.position, unit_id)
    if lot is None or unit is None or power == lot["previous_owner"]:
        return False
    places = [u.space for u in state.position.units if u.owner == power]
    places += [where for _, where in free_leaders(state, power)]
    return any(within(board, where, unit.space, BID_RADIUS) for where in places)


def auction_step(
    board: Board, state: DiadoquesState, sheets: dict[str, SecondarySheet], rng: RngState | None = None
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """The season's auctions: "Les différentes unités seront examinées dans un ordre aléatoire"; each bid
    "ne peut pas dépasser la trésorerie" (what is left after the lots examined before); "seul ce chiffre
    [the winning price] est rendu public"."""
    work = state.model_copy(deep=True)
    dice = rng if rng is not None else work.rng
    _sync_lots(board, work)
    events: list[dict[str, Any]] = []
    lots = sorted(
        uid for uid, lot in work.lots.items() if on_offer(lot["reason"], lot["offers"], work.season)
    )
    dice.shuffle(lots)
    for unit_id in lots:
        events.extend(_sell(board, work, unit_id, sheets))
    work.position = control_with_declines(board, work)
    return work, events


def _sell(
    board: Board, work: DiadoquesState, unit_id: str, sheets: dict[str, SecondarySheet]
) -> list[dict[str, Any]]:
    lot = work.lots[unit_id]
    unit = work.position.unit(unit_id)
    price = starting_price(unit, lot["reason"], lot["offers"])
    series: dict[str, list[int]] = {}
    events: list[dict[str, Any]] = []
    for power in work.powers:
        bids = [b for b in sheet(sheets, power).secondary if isinstance(b, Bid) and b.unit == unit_id]
        if not bids:
            continue
        if not may_bid(board, work, power, unit_id):
            events.append(
                private("bid_refused", [power], power=power, unit=unit_id, reason="bid_out_of_reach")
            )
            continue
        purse = work.treasuries.get(power, 0)
        amounts = sorted({a for b in bids for a in b.amounts if price <= a <= purse})
        series[power] = amounts
    won = auction_winner(series)
    for power in series:
        if won is None or power != won[0]:
            events.append(private("bid_lost", [power], power=power, unit=unit_id))
    if won is None:
        lot["offers"] += 1
        events.append(public("auction_unsold", unit=unit_id, price=price))
        if lot["reason"] == "revolt":  # "les unités sont éliminées avant les mouvements"
            events.append(_remove(work, unit_id))
        return events
    power, amount = won
    work.treasuries[power] -= amount
    _deliver(board, work, unit, power)
    events.append(public("auction_won", unit=unit_id, power=power, amount=amount))
    return events


def _deliver(board: Board, work: DiadoquesState, unit: Unit, power: str) -> None:
    """ "Lors qu'une unité est achetée, le contrôle des provinces et des citadelles est ajusté en
    conséquence (chapitre 11e), ainsi que celui des personnages (chapitre 6b)": a garrison bought brings
    its citadel, the characters with the unit follow it. Limits may be exceeded until the winter."""
    position = work.position
    units = tuple(u.model_copy(update={"owner": power}) if u.id == unit.id else u for u in position.units)
    controllers = dict(position.controllers)
    for cid, holder in position.attached.items():
        if holder == unit.id:
            controllers[cid] = power
    owners = dict(position.citadel_owner)
    if board.space(unit.space).is_citadel:
        owners[unit.space] = power
    work.position = position.model_copy(
        update={"units": units, "controllers": controllers, "citadel_owner": owners}
    )
    work.for_sale.pop(unit.id, None)
    work.lots.pop(unit.id, None)


def _remove(work: DiadoquesState, unit_id: str, kind: str = "unsold_removed") -> dict[str, Any]:
    position = work.position
    units = tuple(u for u in position.units if u.id != unit_id)
    attached = {cid: holder for cid, holder in position.attached.items() if holder != unit_id}
    work.position = position.model_copy(update={"units": units, "attached": attached})
    reason = work.lots.pop(unit_id, {}).get("reason", "neutral")
    work.for_sale.pop(unit_id, None)
    return public(kind, unit=unit_id, reason=reason)


def unsold_step(
    board: Board,
    state: DiadoquesState,
    sheets: dict[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """End of summer: "Si elles n'ont toujours pas été prises, elles sont éliminées à la fin de l'été"
    (disbanded units). End of autumn, an eliminated player's units offered at least once: "les unités
    situées en garnison, dans la province d'une citadelle majeure neutre, ainsi que les flottes ayant accès
    à une citadelle majeure neutre (flèche à double sens), deviendront définitivement neutres, tandis que
    les autres seront éliminées." The definitive neutrals keep their area of action."""
    work = state.model_copy(deep=True)
    _sync_lots(board, work)
    events: list[dict[str, Any]] = []
    for unit_id, lot in sorted(work.lots.items()):
        if work.season == "summer" and lot["reason"] == "disbanded" and lot["offers"] >= 1:
            events.append(_remove(work, unit_id))
        elif work.season == "autumn" and lot["reason"] == "eliminated" and lot["offers"] >= 1:
            unit = work.position.unit(unit_id)
            if keeps_neutral(board, work.position, unit):
                work.neutral_areas[unit_id] = area_of_action(board, work.position, unit)
                del work.lots[unit_id]
                events.append(public("neutral_for_good", unit=unit_id, area=work.neutral_areas[unit_id]))
            else:
                events.append(_remove(work, unit_id))
    work.position = control_with_declines(board, work)
    return work, events


def out_of_area_step(
    board: Board,
    state: DiadoquesState,
    sheets: dict[str, SecondarySheet] | None = None,
    rng: RngState | None = None,
) -> tuple[DiadoquesState, list[dict[str, Any]]]:
    """After the military orders and their retreats: "Si ces unités sont contraintes à la retraite hors de
    leur champ d'action, elles sont détruites" (units on sale, and those left neutral for good)."""
    work = state.model_copy(deep=True)
    events: list[dict[str, Any]] = []
    areas = {uid: lot["area"] for uid, lot in work.lots.items()} | dict(work.neutral_areas)
    for unit_id, area in sorted(areas.items()):
        unit = unit_by_id(work.position, unit_id)
        if unit is None:
            work.neutral_areas.pop(unit_id, None)
            continue
        if is_power(unit.owner) or unit.space in area:
            continue
        work.neutral_areas.pop(unit_id, None)
        events.append(_remove(work, unit_id, "out_of_area_removed"))
    return work, events
