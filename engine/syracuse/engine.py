"""SyracuseEngine: Syracuse, 415-413 av. J.-C. behind the engine contract of `engine.core`.

Seats `athens` and `syracuse`. Options: the scenario (10.1 `historical`, its `historical_variant`, 10.2
`what_if_alcibiades`, also accepted as `alcibiades`) and the combat table's tie rule. Every step of the
turn waits on one seat at a time; `legal_actions` lists that seat's options, which `_apply` accepts
and nothing else.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field, field_validator

from engine.core import Action, Event, GameEngine, GameStatus, IllegalAction, PendingDecision, SeatSpec
from engine.syracuse import (  # noqa: F401  (the step modules register themselves)
    adjustments,
    b3,
    battle,
    dice,
    flow,
    stratagem_steps,
    works,
)
from engine.syracuse.defaults import SYRACUSE_DEFAULTS
from engine.syracuse.facts import facts
from engine.syracuse.forced import SYRACUSE_FORCED
from engine.syracuse.queries import naval_pf
from engine.syracuse.setup import new_state
from engine.syracuse.state import SEAT_OF, SIDE_OF, SIDES, SyracuseState
from engine.syracuse.steps import DECISIONS, MACHINE, advance
from engine.syracuse.stratagems import faces
from engine.syracuse.victory import victory_points

SCENARIO_ALIASES = {"alcibiades": "what_if_alcibiades"}


PUBLIC_FIELDS = frozenset(
    {
        "title",
        "seats",
        "options",
        "scenario",
        "turn",
        "last_turn",
        "step",
        "prompt",
        "units",
        "leaders",
        "works",
        "supply",
        "removed_counters",
        "permanent",
        "played_this_phase",
        "archers_zones",
        "advantage",
        "initiative",
        "dice_b1",
        "ap",
        "active",
        "phase_budget",
        "phase_spent",
        "combat_paid",
        "activated",
        "group",
        "reinforcements_due",
        "vp_eliminated",
        "result",
    }
)
"""The state fields every seat sees as they are. Views list what may be shown: a new field stays private
(the hands, the bowl, the dice seed and step progress are) until it is added here."""


class SyracuseOptions(BaseModel):
    scenario: Literal["historical", "historical_variant", "what_if_alcibiades", "alcibiades"] = Field(
        default="historical",
        json_schema_extra={"hidden_values": ("alcibiades",)},  # an accepted alias
    )
    tie_rule: Literal["diagonal", "defender_wins_ties"] | None = None  # None: the content's default

    @field_validator("scenario")
    @classmethod
    def _alias(cls, value: str) -> str:
        return SCENARIO_ALIASES.get(value, value)


PHASES = {
    "turn_start": "a_draw",
    "b1": "b1_initiative",
    "b1_advantage": "b1_initiative",
    "c_start": "c_works",
    "c_side": "c_works",
    "d_start": "d_adjustments",
    "d_side": "d_adjustments",
    "attrition_rolled": "d_adjustments",
    "siege_rolled": "d_adjustments",
    "wall_rolled": "d_adjustments",
    "turn_end": "d_adjustments",
}


def phase_of(state: SyracuseState) -> str:
    if state.result is not None:
        return "over"
    if state.step.startswith("b2"):
        return "b2_reinforcements"
    if state.step in PHASES:
        return PHASES[state.step]
    if state.ctx.b2 is not None:
        return "b2_reinforcements"
    if state.ctx.d is not None:
        return "d_adjustments"
    if state.ctx.c is not None:
        return "c_works"
    return "b3_actions"


class SyracuseEngine(GameEngine[SyracuseState]):
    title = "syracuse"
    state_model = SyracuseState
    options_model = SyracuseOptions
    defaults = SYRACUSE_DEFAULTS
    forced_choices = SYRACUSE_FORCED  # single options played for the player (engine/syracuse/forced.py)

    def seat_specs(self, options: BaseModel) -> list[SeatSpec]:
        return [SeatSpec(id=SEAT_OF[s], label_key=f"syracuse.seat.{SEAT_OF[s]}") for s in SIDES]

    def player_range(self, options: BaseModel) -> tuple[int, int]:
        return 2, 2

    def create(self, options: BaseModel, seats: list[str], seed: int) -> SyracuseState:
        opts = SyracuseOptions.model_validate(options.model_dump())
        state = new_state(opts.scenario, opts.model_dump(), seed)
        advance(state, [])
        return state

    def legal_actions(self, state: SyracuseState, seat: str) -> list[Action]:
        if state.result is not None or state.prompt is None or state.prompt.seat != seat:
            return []
        return DECISIONS[state.prompt.kind].options(state)

    def _apply(self, state: SyracuseState, seat: str, action: Action) -> list[Event]:
        if state.prompt is None or state.prompt.seat != seat:
            raise IllegalAction("core.error.not_your_turn")
        handler = DECISIONS[state.prompt.kind]
        options = handler.options(state)
        if not any(o.kind == action.kind for o in options):
            raise IllegalAction("syracuse.error.not_now", kind=action.kind, decision=state.prompt.kind)
        key = action.key()
        if not any(o.key() == key for o in options):
            raise IllegalAction(f"syracuse.error.{handler.error}", kind=action.kind)
        events: list[Event] = []
        MACHINE.decide(state, state.prompt.kind, action, events)
        return events

    def apply_trusted(self, state: SyracuseState, seat: str, action: Action) -> list[Event]:
        # `apply` (and the bots' searches) checked the action against legal_actions on this very state:
        # listing the options again would double the cost of every move
        events: list[Event] = []
        MACHINE.decide(state, state.prompt.kind, action, events)  # type: ignore[union-attr]
        return events

    def view(self, state: SyracuseState, seat: str | None) -> dict[str, Any]:
        return self.view_from(state, seat, self.view_common(state))

    def view_common(self, state: SyracuseState) -> dict[str, Any]:
        """Everything a view shows but the seat's own hand: the public fields' dump is most of a view's
        cost, and the platform builds three views of each state (both seats and the spectators)."""
        data = state.model_dump(mode="json", include=PUBLIC_FIELDS)
        data["hand_sizes"] = {SEAT_OF[s]: len(state.hands[s]) for s in SIDES}
        data["bowl_size"] = len(state.bowl)
        data["season"] = facts().season(state.turn)
        data["year"] = facts().year(state.turn)
        data["phase"] = phase_of(state)
        data["victory_points"] = victory_points(state)
        data["athenian_naval_pf"] = naval_pf(state, "athenian")
        data["battle"] = _public_battle(state)
        return data

    def view_from(self, state: SyracuseState, seat: str | None, common: dict[str, Any]) -> dict[str, Any]:
        side = SIDE_OF.get(seat or "")
        hand = [{"counter": c, "faces": faces(c)} for c in state.hands[side]] if side is not None else None
        return common | {"hand": hand}

    def secret_fingerprint(self, state: SyracuseState) -> Any:
        """The hidden parts: both stratagem hands and the bowl (the undo barrier rule, engine/core)."""
        return (state.model_dump(mode="json", include={"hands", "bowl"}),)

    def status(self, state: SyracuseState) -> GameStatus:
        params = {
            "ap": dict(state.ap),
            "advantage": state.advantage,
            "initiative": state.initiative,
            "active": state.active,
            "season": facts().season(state.turn),
        }
        if state.result is not None:
            return GameStatus(
                phase="over", turn=state.turn, finished=True, result=state.result, params=params
            )
        pending: list[PendingDecision] = []
        waiting: list[str] = []
        if state.prompt is not None:
            waiting = [state.prompt.seat]
            # the options are served by legal_actions to the deciding seat only: they may show its hand
            pending.append(
                PendingDecision(
                    seat=state.prompt.seat, kind=state.prompt.kind, params=dict(state.prompt.data)
                )
            )
        return GameStatus(
            phase=phase_of(state), turn=state.turn, waiting_for=waiting, pending=pending, params=params
        )


def _public_battle(state: SyracuseState) -> dict[str, Any] | None:
    fight = state.ctx.battle
    if fight is None:
        return None
    keys = (
        "zone",
        "kind",
        "attacker",
        "defender",
        "att",
        "def",
        "att_leaders",
        "def_leaders",
        "stage",
        "result",
    )
    return {k: fight.get(k) for k in keys}
