"""The year of Les Diadoques (chapter 8): the first turn's purchase, three military seasons resolved in the
referee's sequence of chapter 8a, and the winter of chapter 8b. Each function takes a state and returns a
new one with its results sheet.

The steps of the other parts (characters/, gold/, events/), each `(board, state, sheets, rng) -> (state,
events)`, are called at their places; this module adds the adjudication, the first turn's stacks (chapter
12), autumn's revolts for want of supply (chapter 11a), control (chapter 11e), prestige (chapter 13) and
the victories (chapter 3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.diadoques.adjudicator import adjudicate
from engine.diadoques.board import Board, load_board
from engine.diadoques.characters.capture import after_military_moves, after_winter_orders, character_retreats
from engine.diadoques.characters.command import command_orders, end_of_turn_commands
from engine.diadoques.characters.roster import controller_of, on_board, set_controller, set_free, space_of
from engine.diadoques.characters.royal import marriage_step, orders_before_moves, royal_order_beneficiary
from engine.diadoques.characters.start import place_starting_characters
from engine.diadoques.characters.succession import dynasties_step, elimination_check, epigone_appearance
from engine.diadoques.control import is_power, update_control
from engine.diadoques.events.apply import apply_event
from engine.diadoques.events.draw import draw_event
from engine.diadoques.events.policy import add_neutral_orders
from engine.diadoques.events.satraps import grant_satraps_offer
from engine.diadoques.events.upkeep import upkeep_events
from engine.diadoques.gold.auctions import auction_step, out_of_area_step, unsold_step
from engine.diadoques.gold.bribery import bribery_step, counter_bribery_step, year_end_bribery_step
from engine.diadoques.gold.chandragupta import accord_step
from engine.diadoques.gold.citadels import (
    control_with_declines,
    no_control_step,
    open_gates_step,
    passage_step,
    transfer_capital_step,
)
from engine.diadoques.gold.money import gold_gifts_step, treasures_step
from engine.diadoques.notation import format_order
from engine.diadoques.orders import CharacterMove, Hold, Order
from engine.diadoques.prestige import Battle, marginal_victory, prestige_points, score_season
from engine.diadoques.secondary import GiveCharacter, SecondarySheet
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
from engine.diadoques.units import NEUTRAL, Unit
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
        places = {cid: space_of(self.work.position, cid) for cid in on_board(self.work.position)}
        self.work, events = step(self.board, self.work, self.extra, None, **kwargs)
        events = events + _release_lost(self.work, places)
        self.report.events.extend(events)
        return events


def _release_lost(work: DiadoquesState, places: dict[str, str | None]) -> Events:
    """A character whose unit left the board without him, and who did not die, "retrouve sa liberté (...)
    si l'unité à laquelle il est rattaché est éliminée" (§6b): free where the unit stood, a royal neutral,
    a diadoque or épigone his own power's. (A safety net for the steps: none should lose a character.)"""
    events: Events = []
    present = set(on_board(work.position))
    for cid, space in places.items():
        if cid in present or cid in work.dead or space is None:
            continue
        work.position = set_controller(set_free(work.position, cid, space), cid, NEUTRAL)
        events.append({"kind": "character_freed", "character": cid, "space": space})
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
    work.last_report = report
    start = work.position
    owners_at_start = dict(start.citadel_owner)
    season.run(dynasties_step)
    if not season.work.first_turn:
        season.run(draw_event)
    if _marginal_vote(board, season):
        return _close_military(board, season)
    _royal_order(board, season)
    _forget_gone_lots(season.work)
    season.run(auction_step)
    season.run(apply_event)
    season.run(passage_step)
    season.run(orders_before_moves)
    season.run(counter_bribery_step)
    season.run(bribery_step)
    season.run(add_neutral_orders)
    _close_provinces(season.work)
    battle = _military_orders(board, season)
    season.run(after_military_moves, before=battle.before)
    season.run(character_retreats)
    if season.work.first_turn:
        _end_first_turn_stacks(board, season.work, report)
    season.run(out_of_area_step)
    season.run(open_gates_step)
    season.run(treasures_step, before=owners_at_start)
    season.run(no_control_step, before=start)
    season.run(transfer_capital_step)
    season.run(command_orders)
    season.run(marriage_step)
    season.run(accord_step)
    season.run(gold_gifts_step)
    season.run(upkeep_events)
    if season.work.season in ("summer", "autumn"):
        season.run(unsold_step)
    if season.work.season == "autumn":
        _revolts(board, season.work, report)
        season.run(year_end_bribery_step)
    season.run(epigone_appearance)
    season.run(elimination_check, by_event=_killed_by_events(report.events))
    season.run(end_of_turn_commands)
    work = season.work
    work.position = control_with_declines(board, work)
    report.events.extend(score_season(board, work, start, report.events, battle=battle))
    _after_season(board, work, report)
    return _close_military(board, season)


def _royal_order(board: Board, season: _Season) -> None:
    """§11c: "Lorsque l'évènement se produit, les joueurs ayant le pouvoir de donner l'ordre royal pourront
    indiquer, au début du tour suivant (...), le joueur bénéficiaire (...) Au début du tour où l'ordre est
    donné, le bénéficiaire prend possession de HYR et Hécatompylos et l'armée exécute son ordre"."""
    if not season.work.events.satraps_offer:
        return
    beneficiary, events = royal_order_beneficiary(season.work, season.extra)
    season.report.events.extend(events)
    season.work, granted = grant_satraps_offer(board, season.work, beneficiary)
    season.report.events.extend(granted)


def _close_provinces(work: DiadoquesState) -> None:
    """§11d: once the accord with Chandragupta is kept, GHA and IND "deviennent neutres et inaccessibles
    définitivement pour tout le monde": no entry, no order there, like a space under a storm."""
    if work.closed_provinces:
        blocked = work.position.blocked | frozenset(work.closed_provinces)
        work.position = work.position.model_copy(update={"blocked": blocked})


def _forget_gone_lots(work: DiadoquesState) -> None:
    """A unit on sale (§11b) that was destroyed, or bribed by a player, since it was offered is no longer
    for sale: its lot goes."""
    neutral = {u.id for u in work.position.units if not is_power(u.owner)}
    work.for_sale = {uid: why for uid, why in work.for_sale.items() if uid in neutral}
    work.lots = {uid: lot for uid, lot in work.lots.items() if uid in neutral}


def _killed_by_events(events: Events) -> frozenset[str]:
    """Powers whose diadoque or épigone an event killed this turn (chapter 7c: "Le trésor est perdu si
    c'est un évènement qui a causé l'élimination")."""
    return frozenset(
        str(e["character"]).split(":")[0]
        for e in events
        if e.get("kind") == "character_died"
        and e.get("cause") in ("event", "drowned", "captured_by_revolt")
        and str(e.get("character", "")).endswith((":diadoque", ":epigone"))
    )


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
        for gift in secondary.of_type(GiveCharacter):
            # "Il faut indiquer le joueur bénéficiaire et donner l'ordre au personnage de se déplacer"
            here = work.position.characters.get(gift.character) if isinstance(gift, GiveCharacter) else None
            if isinstance(gift, GiveCharacter) and gift.dest and here is not None and gift.dest != here:
                orders.setdefault(gift.character, CharacterMove(character=gift.character, dest=gift.dest))
    return orders


def _military_orders(board: Board, season: _Season) -> Battle:
    """The adjudication and its results sheet lines; what prestige reads of it."""
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
    succeeded = frozenset(uid for uid, outcome in resolution.outcomes.items() if outcome.succeeded)
    return Battle(before=before, after=work.position, events=events, orders=orders, succeeded=succeeded)


def _end_first_turn_stacks(board: Board, work: DiadoquesState, report: SeasonReport) -> None:
    """Chapter 12: "Les joueurs doivent donc, par leurs ordres militaires du tour 1 (...) faire en sorte
    que la règle (chapitre 4a) soit respectée à la fin du tour 1." The text does not say what happens
    otherwise; our referee disbands the extra units still stacked, keeping the dearest (the first
    bought), and a fleet left ashore, since fleets "ne peuvent se trouver que dans une zone maritime ou
    dans une citadelle portuaire" (chapter 6a; docs/rules-notes/diadoques-seasons.md)."""
    kept: dict[str, Unit] = {}
    gone: list[Unit] = []
    for unit in sorted(work.position.units, key=lambda u: (_serial(u.id), u.id)):
        ashore = unit.kind.is_fleet and board.space(unit.space).kind == "land"
        if unit.space in kept or ashore:
            report.events.append({"kind": "stack_disbanded", "unit": unit.id, "power": unit.owner})
            gone.append(unit)
            continue
        kept[unit.space] = unit
    position = work.position
    for unit in gone:  # its leader and the characters with it stay where it stood, free of it
        riders = [unit.commander] if unit.commander else []
        riders += [cid for cid, target in position.attached.items() if target == unit.id]
        for cid in riders:
            position = set_free(position, cid, unit.space)
    work.position = position.model_copy(update={"units": tuple(kept.values())})


def _serial(unit_id: str) -> int:
    tail = unit_id.rsplit("-", 1)[-1]
    return int(tail) if tail.isdigit() else 0


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
    survivors = [p for p in work.powers if p not in work.eliminated]
    work.result = check_victory(board, work.position, work.capitals, survivors, prestige)
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
    season.run(dynasties_step)
    season.run(treasures_step)  # "Saisir le trésor d'une citadelle contrôlée (...) en hiver"
    before_orders = season.work.position
    report.outcomes.extend(apply_winter_orders(board, season.work, sheets))
    season.run(after_winter_orders, before=before_orders)
    season.run(gold_gifts_step)  # "Le don d'or peut également être effectué en hiver"
    season.run(epigone_appearance)
    season.run(elimination_check, by_event=_killed_by_events(report.events))
    season.run(end_of_turn_commands)
    work = season.work
    work.position = control_with_declines(board, work)
    report.events.extend(score_season(board, work, start, report.events))
    _after_season(board, work, report)
    work.vp_unchanged_winters = 0 if work.vp_changed else work.vp_unchanged_winters + 1
    work.vp_changed = False
    if work.result is None:
        survivors = [p for p in work.powers if p not in work.eliminated]
        work.result = shared_victory(work.vp_unchanged_winters, survivors)
    work.winter_sheets = {}
    work.secondary_sheets = {}
    work.submitted = []
    if work.result is None:
        work.year, work.season = next_season(work.year, work.season)
        work.phase = "orders"
    else:
        work.phase = "over"
    return work, report
