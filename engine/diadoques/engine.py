"""Les Diadoques as a title of the platform (engine/core/contract.py): six seats, one per diadoque, who
write their sheets at the same time; one simultaneous PendingDecision per season.

A seat's sheet is built one order at a time (`order` sets a unit's military order, replacing the one it
had; `winter` adds an economic order; `buy` is the first turn's purchase), then `submit` hands it in.
When every seat has handed in its sheet the season is resolved (seasons.py). A seat that never hands in
its sheet has its units hold, which is also the rulebook's rule for a unit without orders.

The title has no `manifest.py` yet, on purpose: engine/registry.py offers every manifest it discovers, and a
`test_only` one is still offered wherever test titles are enabled, as the test bots of tests/conftest.py
enable them, while tests/platform/test_title_manifests.py wants each manifest's presenter. Discord play is
issue #49, which brings the presenter and the manifest together.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from pydantic import BaseModel, ConfigDict, TypeAdapter

from engine.core.actions import Action, Event, IllegalAction
from engine.core.contract import GameEngine, GameStatus, SeatSpec, simultaneous_decision
from engine.core.defaults import DecisionDefaults
from engine.diadoques.board import load_board
from engine.diadoques.choices import SheetOptions, sheet_options, unit_orders, winter_orders
from engine.diadoques.gold.secrecy import visible_to
from engine.diadoques.orders import UnitOrder
from engine.diadoques.prestige import prestige_points
from engine.diadoques.seasons import resolve_military_season, resolve_purchase, resolve_winter
from engine.diadoques.secondary import (
    Bribe,
    CounterBribe,
    MarginalVote,
    SecondaryOrder,
    SecondarySheet,
)
from engine.diadoques.setup import initial_state, purchase_options
from engine.diadoques.state import FIRST_YEAR, POWERS, SEASONS, TITLE, DiadoquesState, Purchase, WinterOrder
from engine.diadoques.units import UnitKind
from engine.diadoques.victory import points_in_play, victory_points

ORDER = TypeAdapter(UnitOrder)
SECONDARY = TypeAdapter(SecondaryOrder)
PRIVATE_EVENTS = frozenset({"income", "upkeep", "disband_paid"})
"""Money events: "La valeur de son trésor n'est pas annoncée publiquement"; only their power sees them.
The gold part's events say themselves who reads them (gold/secrecy.py)."""
EXTRA_KINDS = ("secondary", "bribe", "counter_bribe", "vote", "if_gained")
"""Actions that write the rest of a sheet (secondary.py): a secondary order, a bribe, a counter-bribe, a
marginal vote, an order for a unit one may gain."""

DIADOQUES_DEFAULTS = DecisionDefaults(
    preferences={"purchase": ("buy",), "orders": ("submit",), "winter": ("submit",)},
)
"""On a timeout the sheet is handed in as it stands (units without orders hold); the purchase listed
first is the rulebook's usual one, three mercenary armies, when it is affordable."""


class DiadoquesOptions(BaseModel):
    """No lobby option yet: part 1 plays the rulebook's standard game."""

    model_config = ConfigDict(extra="forbid")


def _purchase_action(purchase: Purchase) -> Action:
    return Action(kind="buy", params={"units": " ".join(k.value for k in purchase.units)})


def _extra_actions(options: SheetOptions) -> list[Action]:
    actions = [Action(kind="secondary", params={"order": o.model_dump_json()}) for o in options.secondary]
    actions += [Action(kind="bribe", params={"target": b.target, "amount": b.amount}) for b in options.bribes]
    actions += [
        Action(kind="counter_bribe", params={"target": c.target, "amount": c.amount})
        for c in options.counter_bribes
    ]
    actions += [
        Action(kind="vote", params={"candidate": v.candidate, "approve": v.approve}) for v in options.votes
    ]
    actions += [
        Action(kind="if_gained", params={"unit": unit, "order": order.model_dump_json()})
        for unit, order in options.if_gained
    ]
    return actions


def _written(sheet: SecondarySheet, action: Action) -> SecondarySheet:
    """The secondary sheet with the action's line added (a vote or an order for a unit replaces the one
    given before for the same candidate or unit)."""
    p = action.params
    if action.kind == "secondary":
        return sheet.model_copy(update={"secondary": (*sheet.secondary, SECONDARY.validate_json(p["order"]))})
    if action.kind == "bribe":
        bribe = Bribe(target=str(p["target"]), amount=int(p["amount"]))
        return sheet.model_copy(update={"bribes": (*sheet.bribes, bribe)})
    if action.kind == "counter_bribe":
        counter = CounterBribe(target=str(p["target"]), amount=int(p["amount"]))
        return sheet.model_copy(update={"counter_bribes": (*sheet.counter_bribes, counter)})
    if action.kind == "vote":
        vote = MarginalVote(candidate=str(p["candidate"]), approve=bool(p["approve"]))
        votes = (*(v for v in sheet.votes if v.candidate != vote.candidate), vote)
        return sheet.model_copy(update={"votes": votes})
    order = ORDER.validate_json(p["order"])
    return sheet.model_copy(update={"if_gained": {**sheet.if_gained, str(p["unit"]): order}})


class DiadoquesEngine(GameEngine[DiadoquesState]):
    title = TITLE
    state_model = DiadoquesState
    options_model = DiadoquesOptions
    defaults = DIADOQUES_DEFAULTS

    # --- lobby -----------------------------------------------------------------------------------
    def seat_specs(self, options: BaseModel) -> list[SeatSpec]:
        return [SeatSpec(id=p, label_key=f"diadoques_seasons.seat.{p}") for p in POWERS]

    def player_range(self, options: BaseModel) -> tuple[int, int]:
        return len(POWERS), len(POWERS)  # bots for empty seats come with part 2

    def create(self, options: BaseModel, seats: list[str], seed: int) -> DiadoquesState:
        if sorted(seats) != sorted(POWERS):
            raise IllegalAction("diadoques_seasons.error.six_seats")
        return initial_state(seed, seats=list(POWERS))

    # --- decisions -------------------------------------------------------------------------------
    def legal_actions(self, state: DiadoquesState, seat: str) -> list[Action]:
        if state.result is not None or seat not in state.seats or seat in state.submitted:
            return []
        board = load_board()
        if state.phase == "purchase":
            options = purchase_options(board, state, seat)
            usual = Purchase(units=(UnitKind.A,) * 3)
            options.sort(key=lambda p: p != usual)  # stable: the usual purchase first, then by cost
            return [_purchase_action(p) for p in options]
        actions: list[Action] = []
        if state.phase == "orders":
            for unit in state.position.units:
                if unit.owner == seat:
                    for order in unit_orders(board, state, unit):
                        actions.append(
                            Action(kind="order", params={"unit": unit.id, "order": order.model_dump_json()})
                        )
        elif state.phase == "winter":
            for order in winter_orders(board, state, seat):
                actions.append(Action(kind="winter", params={"order": order.model_dump_json()}))
        actions.extend(_extra_actions(sheet_options(board, state, seat)))
        actions.append(Action(kind="submit"))
        return actions

    def _apply(self, state: DiadoquesState, seat: str, action: Action) -> list[Event]:
        if state.result is not None:
            raise IllegalAction("core.error.game_over")
        if seat in state.submitted:
            raise IllegalAction("diadoques_seasons.error.sheet_sent")
        if not self.is_legal(state, seat, action):
            raise IllegalAction("diadoques_seasons.error.not_allowed", kind=action.kind)
        return self.apply_trusted(state, seat, action)

    def apply_trusted(self, state: DiadoquesState, seat: str, action: Action) -> list[Event]:
        if action.kind == "buy":
            kinds = tuple(UnitKind(k) for k in str(action.params["units"]).split())
            state.purchases[seat] = Purchase(units=kinds)
            return self._hand_in(state, seat)
        if action.kind == "order":
            order = ORDER.validate_json(action.params["order"])
            state.sheets.setdefault(seat, {})[str(action.params["unit"])] = order
            return []
        if action.kind == "winter":
            state.winter_sheets.setdefault(seat, []).append(
                WinterOrder.model_validate_json(action.params["order"])
            )
            return []
        if action.kind in EXTRA_KINDS:
            state.secondary_sheets[seat] = _written(
                state.secondary_sheets.get(seat, SecondarySheet()), action
            )
            return []
        return self._hand_in(state, seat)

    def _hand_in(self, state: DiadoquesState, seat: str) -> list[Event]:
        """A sheet handed in; the last one resolves the season (in place: `state` is the engine's copy)."""
        state.submitted.append(seat)
        events = [Event(kind="sheet_sent", params={"power": seat})]
        if set(state.submitted) < set(state.seats):
            return events
        if state.phase == "purchase":
            new, report = resolve_purchase(state, state.purchases)
        elif state.phase == "orders":
            new, report = resolve_military_season(state, state.sheets, extra=state.secondary_sheets)
        else:
            new, report = resolve_winter(state, state.winter_sheets, extra=state.secondary_sheets)
        for name in type(state).model_fields:
            setattr(state, name, getattr(new, name))
        events.append(Event(kind="season_resolved", params={"year": report.year, "season": report.season}))
        if state.result is not None:
            events.append(Event(kind="game_over", params={"result": state.result.kind}))
        return events

    # --- what seats see --------------------------------------------------------------------------
    def view(self, state: DiadoquesState, seat: str | None) -> dict[str, Any]:
        board = load_board()
        position = state.position
        prestige = prestige_points(board, state, position.controllers)
        report = state.last_report
        public_report = None
        if report is not None:
            events = [
                e
                for e in report.events
                if (e.get("kind") not in PRIVATE_EVENTS or e.get("power") == seat)
                and (seat is not None and visible_to(e, seat) if not e.get("public", True) else True)
            ]
            public_report = {
                "year": report.year,
                "season": report.season,
                "outcomes": [o.model_dump(mode="json") for o in report.outcomes],
                "events": events,
            }
        view: dict[str, Any] = {
            "year": state.year,
            "season": state.season,
            "phase": state.phase,
            "units": [u.model_dump(mode="json") for u in position.units],
            "citadel_owner": dict(position.citadel_owner),
            "province_owner": dict(position.province_owner),
            "characters": dict(position.characters),
            "first_sieges": dict(position.first_sieges),
            "treasures": dict(state.treasures),
            "capitals": dict(state.capitals),
            "for_sale": dict(state.for_sale),
            "dead": list(state.dead),
            "victory_points": {p: victory_points(board, position, state.capitals, p) for p in state.seats},
            "points_in_play": points_in_play(board, position, state.capitals),
            "prestige": dict(prestige.points),
            "prestige_in_play": prestige.in_play,
            "controllers": dict(position.controllers),
            "eliminated": list(state.eliminated),
            "submitted": list(state.submitted),
            "last_report": public_report,
            "result": state.result.model_dump(mode="json") if state.result else None,
        }
        if seat in state.seats:
            view["own"] = {
                "power": seat,
                "treasury": state.treasuries.get(seat, 0),
                "income": state.income.get(seat, 0),
                "sheet": {u: o.model_dump(mode="json") for u, o in state.sheets.get(seat, {}).items()},
                "winter_sheet": [o.model_dump(mode="json") for o in state.winter_sheets.get(seat, [])],
                "secondary_sheet": state.secondary_sheets[seat].model_dump(mode="json")
                if seat in state.secondary_sheets
                else None,
                "purchase": [k.value for k in state.purchases[seat].units]
                if seat in state.purchases
                else None,
            }
        return view

    def secret_fingerprint(self, state: DiadoquesState) -> Any:
        """Money, the counter-bribery and bribes paid this year, and the sheets not yet resolved: what the
        views hide from other seats."""
        return state.model_dump(
            mode="json",
            include={
                "treasuries",
                "income",
                "sheets",
                "winter_sheets",
                "purchases",
                "secondary_sheets",
                "counter_bribes",
                "bribes_paid",
            },
        )

    def status(self, state: DiadoquesState) -> GameStatus:
        turn = (state.year - FIRST_YEAR) * len(SEASONS) + SEASONS.index(state.season) + 1
        params = {"year": state.year, "season": state.season}
        if state.result is not None:
            return GameStatus(phase="over", turn=turn, finished=True, result=state.result, params=params)
        decision = simultaneous_decision(
            state.phase,
            list(state.seats),
            partial(self.legal_actions, state),
            self.defaults,
            answered=list(state.submitted),
        )
        return GameStatus(
            phase=state.phase, turn=turn, waiting_for=decision.waiting, pending=[decision], params=params
        )
