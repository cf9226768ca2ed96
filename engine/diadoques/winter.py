"""The economic season (chapter 10): income, then the simultaneous orders of degradation, upkeep,
disbanding, building and promotion, in the rulebook's order.

Reading of the sequence (docs/rules-notes/diadoques_seasons.md), since the orders are "simultanés (et donc
peuvent être organisés à l'avantage du joueur)":
1. income is added when the winter opens (the players write their orders knowing it: chapter 8b);
2. degradations asked for, then promotions (a promoted unit is kept at its new status: "Il suffit de payer
   la solde correspondant au nouveau statut"), then the referee degrades surplus elites at random;
3. forced disbandings for surplus units and for fleets without a port;
4. upkeep: "On entretient d'abord les unités les plus chères et les armées avant les flottes. On termine
   par les unités pour lesquelles le joueur ne peut ou ne veut pas payer ; celles-ci subissent un
   licenciement" (a guard that cannot be paid is first degraded to elite);
5. the disbandings are paid ("la moitié de leur coût d'achat (...) Si le joueur n'a pas la somme
   nécessaire, il dépense tout de même le reste de son trésor"), the voluntary ones first;
6. the builds, in the order written, each if the money is there.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from engine.diadoques.board import Board
from engine.diadoques.state import DiadoquesState, OrderOutcome, WinterOrder
from engine.diadoques.units import NEUTRAL, Position, Unit, UnitKind

ARMY_RANK = (UnitKind.A, UnitKind.Am, UnitKind.Ae, UnitKind.Ag)
""""A<Am<Ae<Ag": the ladder of army promotions."""
OWN_CAPITAL_INCOME = 31
MAJOR_INCOME = 11
MINOR_INCOME = 1
PROVINCE_INCOME = 1
DEGRADED = {UnitKind.Ae: UnitKind.A, UnitKind.Fe: UnitKind.F, UnitKind.Ag: UnitKind.Ae}


# ------------------------------------------------------------------------------------------ income
def citadel_income(board: Board, citadel: str, power: str, capital: str | None) -> int:
    """ "Chaque citadelle mineure contrôlée rapporte 1 T. Chaque citadelle majeure contrôlée, sauf sa capitale
    mais y compris une capitale ennemie, rapporte 11 T. Contrôler sa propre capitale rapporte 31 T.\""""
    if citadel == capital:
        return OWN_CAPITAL_INCOME
    return MAJOR_INCOME if board.space(citadel).major else MINOR_INCOME


def province_yields(board: Board, province: str) -> bool:
    """ "Chaque province contrôlée (...), contenant une citadelle, une ville ou un port à l'exception de HYR
    et NAB, rapporte 1 T.\""""
    space = board.space(province)
    if space.no_income:
        return False
    return bool(board.citadels_of(province)) or bool(space.town) or bool(space.port)


def income(board: Board, position: Position, power: str, capital: str | None) -> int:
    """A power's winter income from the provinces and citadels it controls (chapter 10)."""
    total = 0
    for space_id, space in board.spaces.items():
        if space.kind == "land" and position.province_owner.get(space_id) == power:
            total += PROVINCE_INCOME if province_yields(board, space_id) else 0
        elif space.kind == "citadel" and position.citadel_owner.get(space_id) == power:
            total += citadel_income(board, space_id, power, capital)
    return total


# ------------------------------------------------------------------------------- where and when
def disband_cost(kind: UnitKind) -> int:
    """ "L'armée de milice est licenciée gratuitement (...) Les unités de mercenaires et d'élite peuvent être
    licenciées en dépensant la moitié de leur coût d'achat, soit, respectivement, 5 T et 10 T.\""""
    return 0 if kind is UnitKind.Am else kind.cost // 2


def _army_at(position: Position, space: str) -> Unit | None:
    return next((u for u in position.units if u.space == space and not u.kind.is_fleet), None)


def _occupied(position: Position, space: str) -> bool:
    return any(u.space == space for u in position.units)


def _controls_coast_of(board: Board, position: Position, power: str, citadel: str) -> bool:
    """A port citadel the power controls, "située dans une province côtière contrôlée"."""
    space = board.space(citadel)
    return (
        bool(space.port)
        and position.citadel_owner.get(citadel) == power
        and position.province_owner.get(space.province) == power
    )


def army_build_problem(
    board: Board, position: Position, power: str, space_id: str, kind: UnitKind, capital: str | None
) -> str | None:
    """Why an army of `kind` cannot appear in `space_id` (an i18n key), None when it can.

    "Les armées peuvent apparaître : dans une province sans armée contenant une citadelle contrôlée, dans
    une citadelle contrôlée (sans unité). Si l'on veut construire une armée dans une citadelle dont la
    province englobante est occupée par une armée ennemie, il ne faut pas dépasser les revenus propres de
    la citadelle.\""""
    space = board.space(space_id)
    if space.kind == "land":
        if _army_at(position, space_id) is not None:
            return "diadoques_seasons.reason.occupied"
        if not any(position.citadel_owner.get(c) == power for c in board.citadels_of(space_id)):
            return "diadoques_seasons.reason.no_controlled_citadel"
        return None
    if space.kind != "citadel":
        return "diadoques_seasons.reason.army_at_sea"
    if position.citadel_owner.get(space_id) != power:
        return "diadoques_seasons.reason.not_controlled"
    if _occupied(position, space_id):
        return "diadoques_seasons.reason.occupied"
    besieger = _army_at(position, space.province)
    if (
        besieger is not None
        and besieger.owner != power
        and kind.cost > citadel_income(board, space_id, power, capital)
    ):
        return "diadoques_seasons.reason.over_citadel_income"
    return None


def fleet_build_problem(
    board: Board, position: Position, power: str, space_id: str, kind: UnitKind
) -> str | None:
    """Why a fleet of `kind` cannot appear in `space_id`, None when it can.

    "Les flottes peuvent apparaître : dans une citadelle portuaire contrôlée (sans unité) située dans une
    province côtière contrôlée, dans une zone maritime (sans flotte) ayant accès à une citadelle portuaire
    contrôlée (flèche à double sens) située dans une province côtière contrôlée, pour les flottes de
    mercenaires uniquement, dans une zone maritime (sans flotte) ayant accès à un port (flèche en
    pointillés) situé dans une province côtière contrôlée.\""""
    space = board.space(space_id)
    if space.kind == "citadel":
        if not _controls_coast_of(board, position, power, space_id):
            return "diadoques_seasons.reason.no_controlled_port"
        return "diadoques_seasons.reason.occupied" if _occupied(position, space_id) else None
    if space.kind != "sea":
        return "diadoques_seasons.reason.fleet_on_land"
    if _occupied(position, space_id):
        return "diadoques_seasons.reason.occupied"
    if sea_has_own_port_citadel(board, position, power, space_id):
        return None
    if kind is UnitKind.F and sea_has_own_port(board, position, power, space_id):
        return None
    return "diadoques_seasons.reason.no_controlled_port"


def sea_has_own_port_citadel(board: Board, position: Position, power: str, sea: str) -> bool:
    return any(
        board.space(c).kind == "citadel"
        and sea in (board.space(c).access_seas or ())
        and _controls_coast_of(board, position, power, c)
        for c in board.fleet_moves(sea)
    )


def sea_has_own_port(board: Board, position: Position, power: str, sea: str) -> bool:
    return any(
        board.space(p).kind == "land"
        and board.space(p).port
        and sea in (board.space(p).port_seas or ())
        and position.province_owner.get(p) == power
        for p in board.adjacent_provinces_of_sea(sea)
    )


def build_problem(
    board: Board, position: Position, power: str, space_id: str, kind: UnitKind, capital: str | None
) -> str | None:
    if kind.is_fleet:
        return fleet_build_problem(board, position, power, space_id, kind)
    return army_build_problem(board, position, power, space_id, kind, capital)


def promotion_problem(board: Board, position: Position, unit: Unit, to: UnitKind) -> str | None:
    """Why `unit` cannot become `to` where it stands, None when it can.

    "On peut promouvoir une armée, située dans une citadelle ou dans la province d'une citadelle contrôlée,
    à un statut supérieur, sachant que A<Am<Ae<Ag. La promotion des flottes de mercenaires en flottes
    d'élite peut se faire dans une citadelle portuaire ou dans une zone maritime ayant un accès (flèche à
    double sens) à une citadelle portuaire située dans une province côtière contrôlée.\""""
    space = board.space(unit.space)
    if unit.kind.is_fleet:
        if unit.kind is not UnitKind.F or to is not UnitKind.Fe:
            return "diadoques_seasons.reason.not_a_promotion"
        if space.kind == "citadel" or (
            space.kind == "sea" and sea_has_coast_citadel(board, position, unit.owner, unit.space)
        ):
            return None
        return "diadoques_seasons.reason.no_controlled_port"
    if to not in ARMY_RANK or ARMY_RANK.index(to) <= ARMY_RANK.index(unit.kind):
        return "diadoques_seasons.reason.not_a_promotion"
    if space.kind == "citadel":
        return None
    if space.kind == "land" and any(
        position.citadel_owner.get(c) == unit.owner for c in board.citadels_of(unit.space)
    ):
        return None
    return "diadoques_seasons.reason.no_controlled_citadel"


def sea_has_coast_citadel(board: Board, position: Position, power: str, sea: str) -> bool:
    """A sea with an access arrow to a port citadel "située dans une province côtière contrôlée"."""
    return any(
        board.space(c).kind == "citadel"
        and sea in (board.space(c).access_seas or ())
        and position.province_owner.get(board.space(c).province) == power
        for c in board.fleet_moves(sea)
    )


def holds_a_port(board: Board, position: Position, power: str) -> bool:
    """ "Le joueur doit licencier ses flottes s'il ne possède plus de port ou citadelle portuaire.\""""
    for space_id, space in board.spaces.items():
        if space.kind == "citadel" and space.port and position.citadel_owner.get(space_id) == power:
            return True
        if space.kind == "land" and space.port and position.province_owner.get(space_id) == power:
            return True
    return False


# ---------------------------------------------------------------------------------- resolution
@dataclass
class _Ledger:
    """One power's winter as it is worked out."""

    power: str
    outcomes: list[OrderOutcome] = field(default_factory=list)
    events: list[dict[str, Any]] = field(default_factory=list)
    voluntary: list[str] = field(default_factory=list)  # unit ids disbanded by order
    forced: list[str] = field(default_factory=list)  # unit ids disbanded by the rules


def apply_winter_orders(
    board: Board, state: DiadoquesState, sheets: dict[str, list[WinterOrder]]
) -> list[OrderOutcome]:
    """Apply every power's winter sheet to `state` (a private copy: changed in place); the results sheet.
    Income was added when the winter opened (seasons.open_winter)."""
    ledgers = {p: _Ledger(p) for p in state.powers}
    units = {u.id: u for u in state.position.units}
    for power in state.powers:
        _changes_of_status(board, state, units, ledgers[power], sheets.get(power, []))
    for power in state.powers:
        _forced_disbandings(board, state, units, ledgers[power])
    for power in state.powers:
        _upkeep(state, units, ledgers[power])
        _pay_disbandings(state, units, ledgers[power])
    _disband(state, units, [uid for led in ledgers.values() for uid in led.voluntary + led.forced])
    _builds(board, state, ledgers, sheets)
    events = [e for led in ledgers.values() for e in led.events]
    if state.last_report is not None:
        state.last_report.events.extend(events)
    return [o for led in ledgers.values() for o in led.outcomes]


def _text(order: WinterOrder, unit: Unit | None) -> str:
    """The order in our winter notation (docs/diadoques.md): "+ A Pella", "- A MAC", "A MAC > Ae",
    "Ae MAC < A"."""
    if order.type == "build":
        return f"+ {order.kind} {order.space}"
    where = f"{unit.kind} {unit.space}" if unit else str(order.unit)
    if order.type == "disband":
        return f"- {where}"
    if order.type == "promote":
        return f"{where} > {order.kind}"
    return f"{where} < {DEGRADED.get(unit.kind) if unit else '?'}"


def _outcome(led: _Ledger, order: WinterOrder, unit: Unit | None, reason: str | None) -> None:
    led.outcomes.append(
        OrderOutcome(
            power=led.power,
            unit=order.unit,
            text=_text(order, unit),
            succeeded=reason is None,
            reason=reason,
        )
    )


def _own(units: dict[str, Unit], power: str) -> list[Unit]:
    return [u for u in units.values() if u.owner == power]


def _changes_of_status(
    board: Board, state: DiadoquesState, units: dict[str, Unit], led: _Ledger, sheet: list[WinterOrder]
) -> None:
    """Degradations and promotions asked for, the disbandings asked for (noted), then the referee's
    degradation of surplus elites: "les unités sont choisies au hasard"."""
    position = state.position
    for order in sheet:
        unit = units.get(order.unit or "")
        if order.type == "build":
            continue
        if unit is None or unit.owner != led.power:
            _outcome(led, order, None, "diadoques_seasons.reason.not_your_unit")
            continue
        reason: str | None = None
        if order.type == "degrade":
            if unit.kind not in (UnitKind.Ae, UnitKind.Fe):
                reason = "diadoques_seasons.reason.not_an_elite"
            else:
                _outcome(led, order, unit, None)
                units[unit.id] = unit.model_copy(update={"kind": DEGRADED[unit.kind]})
                continue
        elif order.type == "promote":
            to = order.kind
            reason = "diadoques_seasons.reason.not_a_promotion" if to is None else None
            reason = reason or promotion_problem(board, position, unit, to)  # type: ignore[arg-type]
            if reason is None and to is not None and to.limit is not None:
                held = sum(1 for u in _own(units, led.power) if u.kind is to)
                # promoting one's surplus elite to the guard is the text's way out of the surplus
                reason = "diadoques_seasons.reason.limit" if held >= to.limit else None
            if reason is None and to is not None:
                _outcome(led, order, unit, None)
                units[unit.id] = unit.model_copy(update={"kind": to})
                continue
        elif order.type == "disband":
            if unit.kind is UnitKind.Ag:
                reason = "diadoques_seasons.reason.guard_stays"
            elif unit.id in led.voluntary:
                reason = "diadoques_seasons.reason.twice"
            else:
                led.voluntary.append(unit.id)
        _outcome(led, order, unit, reason)
    for elite in (UnitKind.Ae, UnitKind.Fe):
        held = sorted(u.id for u in _own(units, led.power) if u.kind is elite and u.id not in led.voluntary)
        while len(held) > 1:
            chosen = held.pop(state.rng.below(len(held)))
            units[chosen] = units[chosen].model_copy(update={"kind": DEGRADED[elite]})
            led.events.append({"kind": "degraded", "power": led.power, "unit": chosen, "to": DEGRADED[elite]})


def _by_commander_last(units: list[Unit]) -> list[Unit]:
    return sorted(units, key=lambda u: (u.commander is not None, u.id))


def _forced_disbandings(board: Board, state: DiadoquesState, units: dict[str, Unit], led: _Ledger) -> None:
    """Surplus units (chapter 6a's limits) and fleets without a port: "Si un joueur ne réalise pas les
    licenciements nécessaires, l'arbitre s'en charge (les unités sont choisies au hasard, celle du diadoque
    ou épigone intervenant en dernier)."""
    kept = [u for u in _own(units, led.power) if u.id not in led.voluntary]
    if not holds_a_port(board, state.position, led.power):
        for fleet in [u for u in kept if u.kind.is_fleet]:
            led.forced.append(fleet.id)
            led.events.append({"kind": "disbanded_no_port", "power": led.power, "unit": fleet.id})
        kept = [u for u in kept if not u.kind.is_fleet]
    counts = Counter(u.kind for u in kept)
    for kind, count in counts.items():
        if kind.limit is None or count <= kind.limit:
            continue
        plain = [u for u in kept if u.kind is kind and u.commander is None]
        led_units = _by_commander_last([u for u in kept if u.kind is kind and u.commander is not None])
        state.rng.shuffle(plain)
        for unit in (plain + led_units)[: count - kind.limit]:
            led.forced.append(unit.id)
            led.events.append({"kind": "disbanded_surplus", "power": led.power, "unit": unit.id})


def upkeep_order(units: list[Unit]) -> list[Unit]:
    """ "On entretient d'abord les unités les plus chères et les armées avant les flottes.\""""
    return sorted(units, key=lambda u: (-u.kind.cost, u.kind.is_fleet, u.id))


def _upkeep(state: DiadoquesState, units: dict[str, Unit], led: _Ledger) -> None:
    gone = set(led.voluntary) | set(led.forced)
    for unit in upkeep_order([u for u in _own(units, led.power) if u.id not in gone]):
        cost = unit.kind.cost
        if unit.kind is UnitKind.Ag and state.treasuries[led.power] < cost:
            # "L'armée de garde est d'abord dégradée en armée d'élite si elle doit être licenciée par
            # manque d'argent."
            unit = unit.model_copy(update={"kind": UnitKind.Ae})
            units[unit.id] = unit
            cost = unit.kind.cost
            led.events.append({"kind": "degraded", "power": led.power, "unit": unit.id, "to": UnitKind.Ae})
        if state.treasuries[led.power] >= cost:
            state.treasuries[led.power] -= cost
            led.events.append({"kind": "upkeep", "power": led.power, "unit": unit.id, "cost": cost})
        else:
            led.forced.append(unit.id)
            led.events.append({"kind": "disbanded_unpaid", "power": led.power, "unit": unit.id})


def _pay_disbandings(state: DiadoquesState, units: dict[str, Unit], led: _Ledger) -> None:
    for unit_id in led.voluntary + led.forced:
        due = disband_cost(units[unit_id].kind)
        paid = min(due, state.treasuries[led.power])
        state.treasuries[led.power] -= paid
        led.events.append({"kind": "disband_paid", "power": led.power, "unit": unit_id, "cost": paid})


def _disband(state: DiadoquesState, units: dict[str, Unit], gone: list[str]) -> None:
    """Disbanded units leave their owner for the spring auctions (chapter 11b), the militia vanishes
    ("ce qui la fait disparaître"); a commander stays where he was, alone."""
    characters = dict(state.position.characters)
    for unit_id in gone:
        unit = units[unit_id]
        if unit.commander:
            characters[unit.commander] = unit.space
        if unit.kind is UnitKind.Am:
            del units[unit_id]
            continue
        units[unit_id] = unit.model_copy(
            update={"owner": NEUTRAL, "commander": None, "commander_bonus": False}
        )
        state.for_sale[unit_id] = "disbanded"
    state.position = state.position.model_copy(
        update={"units": tuple(units.values()), "characters": characters}
    )


def _builds(
    board: Board, state: DiadoquesState, ledgers: dict[str, _Ledger], sheets: dict[str, list[WinterOrder]]
) -> None:
    """Builds of every power, checked against the position left by the other winter orders. "Si deux joueurs
    donnent un ordre de construction dans la même province (...), les 2 armées sont placées en garnison. Si
    ceci est impossible pour une des armées, elle n'apparaît pas et l'autre est placée en garnison." Fleets
    built by two players in one sea likewise go to their accessible port citadels."""
    wanted: list[tuple[str, WinterOrder]] = []
    for power in state.powers:
        for order in sheets.get(power, []):
            if order.type == "build":
                wanted.append((power, order))
    builders: dict[str | None, set[str]] = {}
    for power, order in wanted:
        builders.setdefault(order.space, set()).add(power)
    position = state.position
    placed: list[Unit] = []
    for power, order in wanted:
        led = ledgers[power]
        kind, space = order.kind, order.space
        if kind is None or space is None or space not in board.spaces:
            _outcome(led, order, None, "diadoques_seasons.reason.unknown_space")
            continue
        current = position.model_copy(update={"units": position.units + tuple(placed)})
        contested = len(builders[space]) > 1 and board.space(space).kind in ("land", "sea")
        if contested:
            space = _garrison_for(board, current, power, space, kind)
            reason = None if space else "diadoques_seasons.reason.contested"
        else:
            reason = build_problem(board, current, power, space, kind, state.capitals.get(power))
        held = sum(1 for u in current.units if u.owner == power and u.kind is kind)
        if reason is None and kind.limit is not None and held >= kind.limit:
            reason = "diadoques_seasons.reason.limit"
        if reason is None and state.treasuries[power] < kind.cost:
            reason = "diadoques_seasons.reason.no_money"
        _outcome(led, order, None, reason)
        if reason is None and space is not None:
            state.treasuries[power] -= kind.cost
            placed.append(new_unit(state, power, kind, space))
    state.position = position.model_copy(update={"units": position.units + tuple(placed)})


def _garrison_for(board: Board, position: Position, power: str, space: str, kind: UnitKind) -> str | None:
    """Where a contested build goes instead: an empty citadel of the power in that province, or for a fleet
    an empty port citadel of the power opening on that sea."""
    if kind.is_fleet:
        options = [
            c
            for c in sorted(board.fleet_moves(space))
            if board.space(c).kind == "citadel" and _controls_coast_of(board, position, power, c)
        ]
    else:
        options = [c for c in board.citadels_of(space) if position.citadel_owner.get(c) == power]
    return next((c for c in options if not _occupied(position, c)), None)


def new_unit(state: DiadoquesState, power: str, kind: UnitKind, space: str) -> Unit:
    """A new unit of `power`, with the next id of its own series."""
    number = state.unit_serial.get(power, 1)
    state.unit_serial[power] = number + 1
    return Unit(id=f"{power}-{number}", owner=power, kind=kind, space=space)
