"""The Epireia game state: everything the rules need, as plain JSON-friendly pydantic models.

Card and board values are not stored here; they come from the content data (`engine.epireia.content`)
through `engine.epireia.data`. The state only records what changes during a game.

Location strings used for Figures Influentes (`figure_pos`):
  "home"            on the player's own City (after set-up, and after Empires and neutral Cities)
  "empire:<id>"     sent to an Empire this turn
  "territory:<id>"  on a Territory (stays there, protecting it, until moved again)
  "neutral:<id>"    sent to a neutral City this turn
"""

from __future__ import annotations

import pickle
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator
from typing_extensions import TypedDict

from engine.core import GameResult, GameState
from engine.core.turns import TurnOrder

LEAGUES = ("delos", "peloponnese")
RESOURCES = ("wheat", "wood", "copper")


def other_league(league: str) -> str:
    return "peloponnese" if league == "delos" else "delos"


class EpireiaOptions(BaseModel):
    players: int = Field(default=2, ge=1, le=4)
    # scenario id, only for players == 1 (default: the first solo card); the engine lists the values
    solo_scenario: str | None = Field(default=None, json_schema_extra={"values": "engine"})
    # House rule, off by default: p.27 gives every player 1/1/1; this gives the lone Peloponnesian player
    # of a 3-player game a second base income (see docs/rules-notes/epireia-rules.md, "Three players").
    lone_player_income: bool = False
    # Where a league of two plans the Great Battle on Discord (p.28 wants it out of the opponents' sight):
    # a private thread, or each member's DMs (a server's moderators can read private threads). The
    # engine's rules ignore it; the platform reads it (cogs/epireia_rooms.py).
    league_plan: Literal["thread", "dm"] = "thread"

    @model_validator(mode="after")
    def _known_solo_scenario(self) -> EpireiaOptions:
        if self.solo_scenario is not None:
            from engine.epireia.content import load_content  # the content is cached after the first load

            if self.solo_scenario not in {s.id for s in load_content().solo_scenarios}:
                raise ValueError(f"unknown solo scenario {self.solo_scenario!r}")
        return self


class PlayerState(BaseModel):
    seat: str
    league: str
    city: str | None = None
    admin: str | None = None
    resources: dict[str, int] = Field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))
    prestige: int = 0
    buildings: list[str] = Field(default_factory=list)  # building slot ids built (once each)
    figures: list[str] = Field(default_factory=list)  # figure cards in play on the board
    start_figure: str | None = None  # the secret starting choice until every seat has chosen
    admin_uses: int = 0
    prestige_levels_rewarded: list[int] = Field(default_factory=list)  # each track bonus is paid once
    turn_effects: list[str] = Field(default_factory=list)  # refs of effects lasting this turn


class LeagueState(BaseModel):
    members: list[str]  # seats, in the league's play order
    resources: dict[str, int] = Field(default_factory=lambda: dict.fromkeys(RESOURCES, 0))
    reserve: list[str] = Field(default_factory=list)  # military token ids on the battlefield reserve


_STRICT = ConfigDict(extra="forbid")


class PendingContext(TypedDict, total=False):
    """What a personal decision needs to be answered or brought up to date (effects.py), by kind. A
    TypedDict refusing unknown keys: saved as the free dict it replaces, so saved games load as before."""

    __pydantic_config__ = _STRICT  # type: ignore[misc]
    effect: str  # choose_opponent: the effect's reference
    unit: str  # choose_token: the unit and levels of the piles offered
    levels: list[int]
    league: str  # pick_hidden: whose reserve, the order left, how many more
    order: list[str]
    count: int
    action: str  # extra_action: the bonus action offered
    discount: dict[str, int]  # build_discounted: the discount and the category
    category: str | None  # build_discounted, destroy_building


class LeagueContext(TypedDict, total=False):
    __pydantic_config__ = _STRICT  # type: ignore[misc]
    territory: str  # the Territory the league decides about


class Pending(BaseModel):
    """A personal decision that interrupts the normal order (prestige bonus, administrator follow-up…)."""

    seat: str
    kind: str
    options: list[dict[str, Any]]  # Action dumps ({"kind", "params"})
    context: PendingContext = Field(default_factory=PendingContext)


class LeagueDecision(BaseModel):
    """A decision of a two-player league: either member proposes, the other confirms."""

    league: str
    kind: str
    choices: list[str]
    proposal: str | None = None
    proposed_by: str | None = None
    context: LeagueContext = Field(default_factory=LeagueContext)


class BattleSide(BaseModel):
    available: list[str] = Field(default_factory=list)  # tokens gathered, not yet placed
    slots: dict[str, str] = Field(default_factory=dict)  # "front:col:line" -> token id
    figures: dict[str, str] = Field(default_factory=dict)  # front -> figure id (secret until reveal)
    ready: bool = False
    ready_proposed_by: str | None = None
    committed: dict[str, int] = Field(default_factory=dict)  # front -> column the figure joined


class BattleState(BaseModel):
    sides: dict[str, BattleSide]
    stage: str = "plan"  # plan -> columns -> done
    front: int = 0
    column: int = 0
    commit_order: list[str] = Field(default_factory=list)  # leagues still to answer on this column
    passed: list[str] = Field(default_factory=list)
    column_winners: dict[str, list[str | None]] = Field(default_factory=dict)  # front -> winners per column
    column_scores: dict[str, list[dict[str, int]]] = Field(default_factory=dict)
    front_winners: dict[str, str | None] = Field(default_factory=dict)
    last_clash_winner: str | None = None


class ScenarioState(BaseModel):
    act: int = 0  # 0 before Act I is drawn
    decks: dict[str, list[str]] = Field(default_factory=dict)  # act -> shuffled scenario ids
    current: str | None = None
    reveal_next_turn: bool = False
    completed: list[str] = Field(default_factory=list)
    cancelled: list[str] = Field(default_factory=list)
    winners: dict[str, str] = Field(default_factory=dict)  # scenario id -> seat or league that won it
    battle_after_turn: bool = False
    baseline: dict[str, int] = Field(default_factory=dict)  # counters noted when the card was revealed


class SoloState(BaseModel):
    scenario: str
    turn_limit: int
    augures: list[str] = Field(default_factory=list)  # face-down deck, drawn one per turn (or more)
    revealed: list[str] = Field(default_factory=list)  # the current one last
    enemy_figures: list[str] = Field(default_factory=list)
    enemy_city_of: dict[str, str] = Field(default_factory=dict)
    objectives_met: list[int] = Field(default_factory=list)  # indexes of scenario objectives met once
    forbidden_admins: list[str] = Field(default_factory=list)


class EpireiaState(GameState):
    players: dict[str, PlayerState]
    leagues: dict[str, LeagueState]
    phase: str = "setup_city"
    turn: int = 0
    turns: TurnOrder = Field(default_factory=TurnOrder)  # seats acting in turn in the current phase
    actions_left: int = 0
    pending: list[Pending] = Field(default_factory=list)  # the first one is asked now
    league_decision: LeagueDecision | None = None
    piles: dict[str, list[str]] = Field(default_factory=dict)  # "H1" -> token ids, face up
    discard: list[str] = Field(default_factory=list)
    figure_pos: dict[str, str] = Field(default_factory=dict)
    moved: list[str] = Field(default_factory=list)  # figures already moved this diplomacy phase
    visit_order: list[str] = Field(default_factory=list)  # "seat|place" in move order (Marchande…)
    territory_owner: dict[str, str] = Field(default_factory=dict)  # territory -> seat (or enemy city)
    brigands: list[str] = Field(default_factory=list)
    neutral_cities: list[str] = Field(default_factory=list)
    neutral_allegiance: dict[str, str] = Field(default_factory=dict)  # city -> league
    neutral_tokens: dict[str, str] = Field(default_factory=dict)  # city -> token id kept on the map
    resolution_steps: list[str] = Field(default_factory=list)  # what is left to resolve this turn
    scenario: ScenarioState = Field(default_factory=ScenarioState)
    solo: SoloState | None = None
    battle: BattleState | None = None
    result: GameResult | None = None
    log_counters: dict[str, int] = Field(default_factory=dict)  # battles won, brigands beaten, …

    @model_validator(mode="before")
    @classmethod
    def _upgrade(cls, data: Any) -> Any:
        """States saved before the core TurnOrder kept it as two fields, `order` and `active`; states saved
        before an option existed (`league_plan`) take its default, as a game created today would."""
        if isinstance(data, dict) and ("order" in data or "active" in data):
            data = dict(data)
            data["turns"] = {"order": data.pop("order", []), "position": data.pop("active", 0)}
        options = data.get("options") if isinstance(data, dict) else None
        if isinstance(options, dict) and any(name not in options for name in EpireiaOptions.model_fields):
            fields = EpireiaOptions.model_fields.items()
            defaults = {name: f.default for name, f in fields if not f.is_required()}
            data = {**data, "options": {**defaults, **options}}
        return data

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> EpireiaState:
        # `GameEngine.apply` copies the state before every action; a pickle round trip is several
        # times faster than a recursive deepcopy and gives the same independent copy.
        return pickle.loads(pickle.dumps(self, protocol=pickle.HIGHEST_PROTOCOL))

    # --- small queries used everywhere -------------------------------------------------------
    def seat_of_figure(self, figure: str) -> str | None:
        for seat, player in self.players.items():
            if figure in player.figures:
                return seat
        return None

    def league_of_seat(self, seat: str) -> str:
        return self.players[seat].league

    def is_solo(self) -> bool:
        return self.solo is not None

    def territories_of(self, seat: str) -> list[str]:
        return [t for t, owner in self.territory_owner.items() if owner == seat]
