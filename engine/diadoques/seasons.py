"""The year of Les Diadoques (chapter 8): the first turn's purchase, three military seasons that call the
adjudicator, and the winter. Each function takes a state and returns a new one with its results sheet.

What happens after the military orders, in the referee's sequence of chapter 8a: the citadels' treasures
are seized as they fall (chapter 5), the first turn's stacks must be gone (chapter 12), the auctions'
neutral units without a bidder are removed (chapter 11b, part 1 has no bidders), autumn's units without an
arsenal revolt (chapter 11a), control is adjusted (chapter 11e), and the total victory is checked (chapter 3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.diadoques.adjudicator import adjudicate
from engine.diadoques.board import Board, load_board
from engine.diadoques.characters.capture import after_military_moves, character_retreats
from engine.diadoques.characters.command import command_orders, end_of_turn_commands
from engine.diadoques.characters.roster import controller_of
from engine.diadoques.characters.start import place_starting_characters
from engine.diadoques.control import is_power, update_control
from engine.diadoques.gold.bribery import bribery_step, counter_bribery_step, year_end_bribery_step
from engine.diadoques.notation import format_order
from engine.diadoques.orders import CharacterMove, Hold, Order
from engine.diadoques.prestige import marginal_victory, prestige_points, score_season
from engine.diadoques.secondary import SecondarySheet
from engine.diadoques.setup import purchase_problem
from engine.diadoques.state import (
    DiadoquesState,
    OrderOutcome,
    Purchase,
    SeasonReport,
    WinterOrder,
    next_season,
)
from engine.diadoques.supply import winter_supply
from engine.diadoques.units import Position, Unit
from engine.diadoques.victory import check_victory, shared_victory, vp_owners
from engine.diadoques.winter import apply_winter_orders, income, new_unit, upkeep_order


# ------------------------------------------------------------------------------------ first turn
def resolve_purchase(
    state: DiadoquesState, purchases: dict[str, Purchase], board: Board | None = None
) -> tuple[DiadoquesState, SeasonReport]:
    """Chapter 12: "Chaque joueur prélève ses revenus (chapitre 10) et démarre la partie avec, sur sa
    province de départ, son diadoque et un certain nombre d'unités. (...) Chacun soustrait à son trésor de
    départ le coût d'achat de ses unités." A purchase it cannot afford, or that breaks chapter 6a's limits
    or the fleets rule, buys nothing (setup.purchase_problem says why)."""
    board = board or load_board()
    work = state.model_copy(deep=True)
    report = SeasonReport(year=work.year, season=work.season)
    placed: list[Unit] = []
    for power in work.powers:
        bought = purchases.get(power, Purchase())
        problem = purchase_problem(board, work, power, bought)
        text = " ".join(kind.value for kind in bought.units) or "-"
        report.outcomes.append(
            OrderOutcome(power=power, text=text, succeeded=problem is None, reason=problem)
        )
        if problem is not None:
            continue
        home = board.powers[power].home
        ordered = upkeep_order([Unit(id="_", owner=power, kind=k, space=home) for k in bought.units])
        for unit in ordered:  # the dearest first: the lowest ids, the first kept in a stack (below)
            placed.append(new_unit(work, power, unit.kind, home))
        work.treasuries[power] -= bought.cost
    work.position = update_control(
        board, work.position.model_copy(update={"units": work.position.units + tuple(placed)})
    )
    work, events = place_starting_characters(board, work)
    report.events.extend(events)
    work.phase = "orders"
    work.purchases = {}
    work.submitted = []
    work.last_report = report
    return work, report


# ------------------------------------------------------------------------------- military seasons
Events = list[dict[str, Any]]


class _Season:
    """A season being resolved: the working state, the secondary sheets, and the results sheet. `run` calls
    one step of the contract's shape `(board, state, sheets, rng) -> (state, events)`; the steps draw their
    dice from the state they are given (rng None), so the state they return carries the dice on."""

    def __init__(self, board: Board, work: DiadoquesState, extra: dict[str, SecondarySheet]) -> None:
        self.board = board
        self.work = work
        self.extra = extra
        self.report = SeasonReport(year=work.year, season=work.season)

    def run(self, step: Callable[..., tuple[DiadoquesState, Events]], **kwargs: Any) -> Events:
        self.work, events = step(self.board, self.work, self.extra, None, **kwargs)
        self.report.events.extend(events)
        return events


def resolve_military_season(
    state: DiadoquesState,
    sheets: dict[str, dict[str, Order]],
    board: Board | None = None,
    extra: dict[str, SecondarySheet] | None = None,
) -> tuple[DiadoquesState, SeasonReport]:
    """One of spring, summer and autumn: every power's military sheet (unit id -> order) and secondary
    sheet (`extra`, by default the state's) resolved in the referee's sequence of chapter 8a:

    - "tirage de l'événement aléatoire (sauf au printemps -319)";
    - "en cas de vote pour une victoire marginale, détermination du vainqueur (chapitre 3)";
    - "enchères (chapitre 11b)";
    - "application de l'événement aléatoire (...), sauf pour les événements militaires";
    - "application de certains ordres secondaires" (those of §9c before the military orders);
    - "application des ordres de contre-corruption puis de corruption (chapitre 9b)";
    - "application des ordres militaires (chapitre 9a) et des événements militaires (chapitre 14), y compris
      les retraites des unités" (the neutral units' orders with the players');
    - "retraites des personnages (chapitre 9a)";
    - "application de certains ordres secondaires" (those after the military orders);
    - "automne : révoltes éventuelles suite à un manque de ravitaillement (chapitre 11a)";
    - "apparition éventuelle des épigones (chapitre 7a)";
    then the prestige of the season (chapter 13) and the victories (chapter 3)."""
    board = board or load_board()
    work = state.model_copy(deep=True)
    work.sheets = {power: dict(sheet) for power, sheet in sheets.items()}
    season = _Season(board, work, dict(extra if extra is not None else work.secondary_sheets))
    report = season.report
    start = work.position
    if _marginal_vote(board, season):
        return _close_military(board, season)
    if season.work.season == "spring":
        _remove_unsold(season.work, "revolt", report)  # "éliminées avant les mouvements"
    season.run(counter_bribery_step)
    season.run(bribery_step)
    before = season.work.position
    battle = _military_orders(board, season)
    season.run(after_military_moves, before=before)
    season.run(character_retreats)
    season.run(command_orders)
    work = season.work
    if work.first_turn:
        _end_first_turn_stacks(board, work, report)
    _seize_treasures(board, work, before, report)
    if work.season == "summer":
        _remove_unsold(work, "disbanded", report)  # "éliminées à la fin de l'été"
    if work.season == "autumn":
        _revolts(board, work, report)
        season.run(year_end_bribery_step)
    season.run(end_of_turn_commands)
    work = season.work
    work.position = update_control(board, work.position)
    report.events.extend(score_season(board, work, start, report.events, battle=battle))
    _after_season(board, work, report)
    return _close_military(board, season)


def _close_military(board: Board, season: _Season) -> tuple[DiadoquesState, SeasonReport]:
    work, report = season.work, season.report
    work.last_report = report
    if work.result is None:
        work.year, work.season = next_season(work.year, work.season)
        if work.season == "winter":
            open_winter(board, work, report)
    else:
        work.phase = "over"
    work.sheets = {}
    work.secondary_sheets = {}
    work.submitted = []
    return work, report


def _marginal_vote(board: Board, season: _Season) -> bool:
    """Chapter 8: "en cas de vote pour une victoire marginale, détermination du vainqueur (chapitre 3)"."""
    work = season.work
    result = marginal_victory(work, prestige_points(board, work, work.position.controllers), season.extra)
    if result is None:
        return False
    work.result = result
    season.report.events.append({"kind": "victory", "result": result.kind, **result.params})
    return True


def military_orders_of(work: DiadoquesState, extra: dict[str, SecondarySheet]) -> dict[str, Order]:
    """The orders the adjudicator reads: a sheet speaks for its own units and the characters its power
    controls; an order "en cas de succès" (`if_gained`) counts for a unit the writer now holds (bribed,
    bought, given by a royal order); neutral units' orders are in their owner's sheet (events part)."""
    orders: dict[str, Order] = {}
    owners = {u.id: u.owner for u in work.position.units}
    for power, sheet in work.sheets.items():
        for key, order in sheet.items():
            if isinstance(order, CharacterMove):
                if controller_of(work.position, key) == power:
                    orders[key] = order
            elif owners.get(key) == power:
                orders[key] = order
    for power, secondary in extra.items():
        for key, order in secondary.if_gained.items():
            if owners.get(key) == power and key not in orders:
                orders[key] = order
    return orders


def _military_orders(board: Board, season: _Season) -> tuple[Position, Position, Events]:
    """The adjudication, its results sheet lines, and (before, after, events) for the combat prestige."""
    work, report = season.work, season.report
    orders = military_orders_of(work, season.extra)
    before = work.position
    resolution = adjudicate(board, before, orders, seed=work.rng.below(2**31))
    for unit in before.units:
        outcome = resolution.outcomes.get(unit.id)
        order = outcome.order if outcome is not None else orders.get(unit.id, Hold())
        report.outcomes.append(
            OrderOutcome(
                power=unit.owner,
                unit=unit.id,
                text="\n".join(format_order(board, before, unit.id, orders.get(unit.id, order))),
                succeeded=outcome.succeeded if outcome is not None else True,
                reason=None if outcome is None or outcome.succeeded else outcome.reason,
                params={
                    "dislodged": outcome.dislodged,
                    "retreat": outcome.retreat,
                    "destroyed": outcome.destroyed,
                }
                if outcome is not None
                else {},
            )
        )
    events = [{"kind": e.kind, **e.params} for e in resolution.events]
    report.events.extend(events)
    work.position = resolution.position
    return before, work.position, events


def _remove_unsold(work: DiadoquesState, reason: str, report: SeasonReport) -> None:
    """Neutral units of chapter 11b nobody bought: part 1 has no bidders, so they go when the text says."""
    gone = {uid for uid, why in work.for_sale.items() if why == reason}
    if not gone:
        return
    units = tuple(u for u in work.position.units if u.id not in gone or is_power(u.owner))
    for uid in sorted(gone):
        report.events.append({"kind": "unsold_removed", "unit": uid, "reason": reason})
        del work.for_sale[uid]
    work.position = work.position.model_copy(update={"units": units})


def _end_first_turn_stacks(board: Board, work: DiadoquesState, report: SeasonReport) -> None:
    """Chapter 12: "Les joueurs doivent donc, par leurs ordres militaires du tour 1 (...) faire en sorte
    que la règle (chapitre 4a) soit respectée à la fin du tour 1." The text does not say what happens
    otherwise; our referee disbands the extra units still stacked, keeping the dearest (the first
    bought), and a fleet left ashore, since fleets "ne peuvent se trouver que dans une zone maritime ou
    dans une citadelle portuaire" (chapter 6a; docs/rules-notes/diadoques-seasons.md)."""
    kept: dict[str, Unit] = {}
    units: list[Unit] = []
    for unit in sorted(work.position.units, key=lambda u: (_serial(u.id), u.id)):
        ashore = unit.kind.is_fleet and board.space(unit.space).kind == "land"
        if unit.space in kept or ashore:
            report.events.append({"kind": "stack_disbanded", "unit": unit.id, "power": unit.owner})
            continue
        kept[unit.space] = unit
        units.append(unit)
    work.position = work.position.model_copy(update={"units": tuple(units)})


def _serial(unit_id: str) -> int:
    tail = unit_id.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def _seize_treasures(board: Board, work: DiadoquesState, before: Position, report: SeasonReport) -> None:
    """Chapter 5: "Lors de la prise d'une citadelle, le trésor peut être saisi et ajouté au trésor propre
    du joueur." Part 1 always seizes it (the order not to is part 2's)."""
    for citadel, owner in work.position.citadel_owner.items():
        if owner == before.citadel_owner.get(citadel) or not work.treasures.get(citadel):
            continue
        if is_power(owner):
            work.treasuries[owner] += work.treasures[citadel]
            report.events.append(
                {
                    "kind": "treasure_seized",
                    "power": owner,
                    "citadel": citadel,
                    "amount": work.treasures[citadel],
                }
            )
        del work.treasures[citadel]  # "Une fois le trésor prélevé, on ne tient plus compte de l'inscription"


def _revolts(board: Board, work: DiadoquesState, report: SeasonReport) -> None:
    revolts = winter_supply(board, work.position)
    work.position = revolts.position
    for unit in revolts.revolted:
        work.for_sale[unit.id] = "revolt"
        report.events.append({"kind": "revolt", "unit": unit.id, "power": unit.owner, "space": unit.space})
    for character in revolts.executed:
        work.dead.append(character)
        report.events.append({"kind": "executed", "character": character})


def _after_season(board: Board, work: DiadoquesState, report: SeasonReport) -> None:
    owners = vp_owners(board, work.position)
    if owners != work.vp_owners:
        work.vp_owners = owners
        work.vp_changed = True
    prestige = prestige_points(board, work, work.position.controllers)
    work.result = check_victory(board, work.position, work.capitals, work.powers, prestige)
    work.last_report = report


def open_winter(board: Board, work: DiadoquesState, report: SeasonReport) -> None:
    """Chapter 8b: the players compute their income before writing the winter orders."""
    work.phase = "winter"
    for power in work.powers:
        earned = income(board, work.position, power, work.capitals.get(power))
        work.income[power] = earned
        work.treasuries[power] += earned
        report.events.append({"kind": "income", "power": power, "amount": earned})


# ---------------------------------------------------------------------------------------- winter
def resolve_winter(
    state: DiadoquesState,
    sheets: dict[str, list[WinterOrder]],
    board: Board | None = None,
    extra: dict[str, SecondarySheet] | None = None,
) -> tuple[DiadoquesState, SeasonReport]:
    """Chapter 8b, "effectué par l'arbitre": "en cas de vote pour une victoire marginale, détermination du
    vainqueur (chapitre 3)"; "application des ordres et ajustement du trésor de chaque joueur"; "apparition
    éventuelle des épigones (chapitre 7a)"; then the shared victory's count and the next year's spring."""
    board = board or load_board()
    work = state.model_copy(deep=True)
    season = _Season(board, work, dict(extra if extra is not None else work.secondary_sheets))
    report = season.report
    work.last_report = report
    if _marginal_vote(board, season):
        work.phase = "over"
        work.winter_sheets, work.secondary_sheets, work.submitted = {}, {}, []
        return work, report
    start = work.position
    report.outcomes.extend(apply_winter_orders(board, work, sheets))
    season.run(end_of_turn_commands)
    work = season.work
    work.position = update_control(board, work.position)
    report.events.extend(score_season(board, work, start, report.events))
    _after_season(board, work, report)
    work.vp_unchanged_winters = 0 if work.vp_changed else work.vp_unchanged_winters + 1
    work.vp_changed = False
    if work.result is None:
        work.result = shared_victory(work.vp_unchanged_winters, work.powers)
    work.winter_sheets = {}
    work.secondary_sheets = {}
    work.submitted = []
    if work.result is None:
        work.year, work.season = next_season(work.year, work.season)
        work.phase = "orders"
    else:
        work.phase = "over"
    return work, report
