"""Epireia content models: every card, board, map and battlefield value, validated when loaded.

Public API (stable names; later additions only):
- `EpireiaContent`: the whole set (`load_content()` in `loader.py` returns it, cached). Lookups:
  `city(id)`, `buildings_of(city_id)`, `building(city_id, slot_id)`, `figure(id)`, `figures_of(city_id)`,
  `administrator(id)`, `territory(id)`, `empire(id)`, `location(id)`, `token(id)`, `tokens_of(unit, level)`,
  `token_cost(unit, level)`, `battlefield(league)`, `scenario(id)`, `scenarios_of_act(act)`, `augure(id)`,
  `prestige_bonus(level)`, `empires_in_order()`; plain fields `rules`, `cities`, `figures`, `tokens`,
  `scenarios` (acts I-III), `solo_scenarios`, `augures`, `map`, `battlefields`...
- Building blocks: `Resources`, `TokenGrant`, `Effect`, `Objective`, `PlacementBonus`, `MilitaryToken`,
  `BuildingSlot`, `CityBoard`, `Figure`, `Administrator`, `Territory`, `Empire`, `Battlefield`,
  `MultiplayerScenario`, `SoloScenario`, `Augure`; helpers `Brigands.target_for(attack)`,
  `Battlefield.slot_type(front, column, line)` / `slot_counts()`, `SoloScenario.enemy_cities(content)`.
Every model is frozen: the cached content is shared by every game and must never change.

Identifiers are ASCII snake_case: cities `athens sparta corinth delphi elis larissa`, leagues `delos
peloponnese`, resources `wheat` (Blé) `wood` (Bois) `copper` (Cuivre), units `hoplites triremes cavalry`.
Each record carries `source`: "rulebook p.N ..." when the text gives the value, "reconstructed: why"
otherwise.

EFFECT VOCABULARY (`Effect`): one closed set shared by figures, administrators, buildings, the prestige track,
scenario constraints and Augures. An effect is `{"trigger": ..., "effect": ..., <params>}`.

Triggers (`trigger`) — when the engine applies the effect:
  immediate        once, when the card/building enters play, the track level is reached, or the scenario/
                   Augure is revealed
  passive          permanently, while the building is built (military unlocks, political roll bonuses)
  income           at each "collecte des ressources des cités" (civil buildings)
  this_turn        a modifier lasting until the end of the current turn (city buildings, Augures)
  while_active     a modifier lasting while the scenario is in play (the whole game for solo scenarios)
  on_empire        the figure carrying it is at an Empire at resolution
  on_territory     the figure carrying it is on a Territory at resolution
  on_neutral_city  the figure carrying it is at a neutral City at resolution
  great_battle     the figure is placed on a front in the Great Battle (applies once revealed)
  committed        the figure is committed to a column in the Great Battle
For the on_* triggers, `gain_*` effects are paid only when that visit succeeds (negotiation won,
territory taken — even over the three-territory limit they are not paid, as the resource is not —,
city integrated); roll effects apply to the roll made there.

Effects (`effect`) and their parameters (required | optional):
  gain_resources      resources | target                      add resources
  lose_resources      resources | target                      remove, floored at 0 (solo p.35 rule)
  gain_prestige       amount | target                         raise prestige (bonuses reached apply)
  lose_prestige       amount | target                         lower prestige, floored at 0
  gain_token          unit, level | count, upgrade_if_unlocked, target
                      take military tokens from the supply into the league reserve; with
                      upgrade_if_unlocked the player may take level 2 instead when its military
                      building is built (Prêtresse)
  lose_tokens         count | unit, level, target             discard tokens from the reserve; the owner
                      chooses, except with target "opponent" where the actor picks among the face-down ones
  gain_figure         | target                                recruit one more Figure of the player's city
  extra_action        action                                  take one more action of that kind now, paid
  build_discounted    category, resources                     build one building of the category now with its
                      cost reduced by `resources` (never below 0); not an action
  unlock_level2       unit                                    level 2 tokens of that unit may be produced
  use_administrator   —                                       apply the player's Administrator ability
  roll_bonus          roll, amount | target                   add `amount` (may be negative) to that roll
  auto_success        roll, scope                             that roll succeeds without a die; scope "self"
                      (the carrying figure) or "next_visit" (the player's first such visit this turn)
  block_opponents     roll                                    opposing figures at the same place may neither
                      roll nor trade there, and no figure conflict takes place (Xénophon, Ménon III)
  reroll              roll                                    once per resolution the player may reroll a
                      failed die; the new die stands. Failed = below the target (empire, brigands,
                      neutral_city) or in a conflict the side's total not above the other's (lost or tied)
  attack_bonus        amount, scope | unit, line, target      Great Battle: +amount to each token of the own
                      side on the figure's front (scope "front"), on one line of it (scope "line", `line`), or
                      to the figure itself (scope "self", with trigger committed); `unit` filters tokens
  destroy_building    category | target                       the player destroys one built building of that
                      category of their choice; it may be rebuilt later
  action_limit        amount | target                         at most `amount` development actions this turn
  forbid_action       action | target                         that development action is not allowed
  forbid_move         destination | target                    no figure may move to that kind of place
  cost_modifier       action, resources | target              that action costs `resources` more
  skip_income         | target                                no "collecte des ressources des cités" this turn
  place_brigands      locations                               put Brigands tokens on those Territories
                                                              (removing any city token there)
  forbid_administrator administrator                          that Administrator may not be chosen (solo)
Parameter domains: roll ∈ empire, conflict, brigands, neutral_city; action ∈ donate, build, produce;
destination ∈ empire, territory, neutral_city, sea; scope ∈ front, line, self, next_visit;
target ∈ self (default: the owner/actor), opponent (one opposing player of the actor's choice),
each_player, each_league. `forbid_move` "sea" covers every sea-only Territory and Empire.
Scenario constraints use `immediate` (once, when the card is revealed; at set-up for a solo card) or
`while_active`; Augures and City buildings use `immediate` or `this_turn`.

OBJECTIVE VOCABULARY (`Objective`, scenario goals; `scope` "player" or "league" — a league objective adds up
its members):
  reserve_tokens      count | unit, level     at least `count` military tokens in the league reserve
  donations           amount | resource       league donations since the start of the game (p.15: earlier
                                              acts count) reach `amount` (of `resource` if given)
  prestige            amount                  prestige reaches `amount`
  buildings           count | category        buildings built reach `count`
  territories         count                   Territories controlled at once reach `count`
  control_territory   territory               that Territory is controlled
  integrated_cities   count                   neutral Cities integrated into the league reach `count`
  empire_negotiations count                   successful Empire negotiations since the scenario was revealed
  brigands_defeated   count                   Brigands beaten since the scenario was revealed
  resources           resources               hold at least these resources
  figures             count                   Figures in play reach `count`
  level2_tokens       count                   level 2 tokens in the league reserve reach `count`
A multiplayer objective is won by the first player (or league) meeting it (p.15). A solo card's objectives
must all be met by its last turn (p.34); each counts as met once reached.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from engine.epireia.content.box import (
    BOX_ADMINISTRATORS as BOX_ADMINISTRATORS,
)
from engine.epireia.content.box import (
    BOX_AUGURES as BOX_AUGURES,
)
from engine.epireia.content.box import (
    BOX_BRIGANDS as BOX_BRIGANDS,
)
from engine.epireia.content.box import (
    BOX_CITY_TOKENS as BOX_CITY_TOKENS,
)
from engine.epireia.content.box import (
    BOX_FIGURES_PER_CITY as BOX_FIGURES_PER_CITY,
)
from engine.epireia.content.box import (
    BOX_SCENARIOS_PER_ACT as BOX_SCENARIOS_PER_ACT,
)
from engine.epireia.content.box import (
    BOX_SOLO_SCENARIOS as BOX_SOLO_SCENARIOS,
)
from engine.epireia.content.box import (
    BOX_TOKEN_COUNTS as BOX_TOKEN_COUNTS,
)
from engine.epireia.content.box import (  # re-exported: the box's names and counts belong to the content
    CITY_IDS as CITY_IDS,
)
from engine.epireia.content.box import (
    FRONTS as FRONTS,
)
from engine.epireia.content.box import (
    RESOURCES as RESOURCES,
)
from engine.epireia.content.box import (
    UNIT_TYPES as UNIT_TYPES,
)

CityId = Literal["athens", "sparta", "corinth", "delphi", "elis", "larissa"]
LeagueId = Literal["delos", "peloponnese"]
ResourceId = Literal["wheat", "wood", "copper"]
UnitType = Literal["hoplites", "triremes", "cavalry"]
Level = Literal[1, 2]
FrontId = Literal["flank", "centre", "sea"]
BuildingCategory = Literal["military", "religious", "civil", "political", "administrator", "city"]
RollKind = Literal["empire", "conflict", "brigands", "neutral_city"]
ActionKind = Literal["donate", "build", "produce"]
Destination = Literal["empire", "territory", "neutral_city", "sea"]
Target = Literal["self", "opponent", "each_player", "each_league"]
Scope = Literal["front", "line", "self", "next_visit"]
Region = Literal["aegina", "thrace"]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Names(Frozen):
    """Display names; `fr` is the rulebook's spelling. Neither may be empty: every reader shows its own
    language's name as it is, with no fallback."""

    fr: str = Field(min_length=1)
    en: str = Field(min_length=1)


class Resources(Frozen):
    wheat: int = Field(default=0, ge=0)
    wood: int = Field(default=0, ge=0)
    copper: int = Field(default=0, ge=0)

    def total(self) -> int:
        return self.wheat + self.wood + self.copper

    def as_dict(self) -> dict[str, int]:
        return {"wheat": self.wheat, "wood": self.wood, "copper": self.copper}


class TokenGrant(Frozen):
    """Military tokens taken from the supply (rewards, gains)."""

    unit: UnitType
    level: Level
    count: int = Field(default=1, ge=1)


class Point(Frozen):
    x: int = Field(ge=0, le=1600)
    y: int = Field(ge=0, le=1200)


# --- effects --------------------------------------------------------------------------------------------

Trigger = Literal[
    "immediate",
    "passive",
    "income",
    "this_turn",
    "while_active",
    "on_empire",
    "on_territory",
    "on_neutral_city",
    "great_battle",
    "committed",
]
EffectKind = Literal[
    "gain_resources",
    "lose_resources",
    "gain_prestige",
    "lose_prestige",
    "gain_token",
    "lose_tokens",
    "gain_figure",
    "extra_action",
    "build_discounted",
    "unlock_level2",
    "use_administrator",
    "roll_bonus",
    "auto_success",
    "block_opponents",
    "reroll",
    "attack_bonus",
    "destroy_building",
    "action_limit",
    "forbid_action",
    "forbid_move",
    "cost_modifier",
    "skip_income",
    "place_brigands",
    "forbid_administrator",
]

_PARAMS = (
    "amount",
    "resources",
    "unit",
    "level",
    "count",
    "upgrade_if_unlocked",
    "roll",
    "scope",
    "line",
    "category",
    "action",
    "destination",
    "locations",
    "administrator",
)
# effect kind -> (required params, optional params); `target` is allowed everywhere.
EFFECT_PARAMS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "gain_resources": (frozenset({"resources"}), frozenset()),
    "lose_resources": (frozenset({"resources"}), frozenset()),
    "gain_prestige": (frozenset({"amount"}), frozenset()),
    "lose_prestige": (frozenset({"amount"}), frozenset()),
    "gain_token": (frozenset({"unit", "level"}), frozenset({"count", "upgrade_if_unlocked"})),
    "lose_tokens": (frozenset({"count"}), frozenset({"unit", "level"})),
    "gain_figure": (frozenset(), frozenset()),
    "extra_action": (frozenset({"action"}), frozenset()),
    "build_discounted": (frozenset({"category", "resources"}), frozenset()),
    "unlock_level2": (frozenset({"unit"}), frozenset()),
    "use_administrator": (frozenset(), frozenset()),
    "roll_bonus": (frozenset({"roll", "amount"}), frozenset()),
    "auto_success": (frozenset({"roll", "scope"}), frozenset()),
    "block_opponents": (frozenset({"roll"}), frozenset()),
    "reroll": (frozenset({"roll"}), frozenset()),
    "attack_bonus": (frozenset({"amount", "scope"}), frozenset({"unit", "line"})),
    "destroy_building": (frozenset({"category"}), frozenset()),
    "action_limit": (frozenset({"amount"}), frozenset()),
    "forbid_action": (frozenset({"action"}), frozenset()),
    "forbid_move": (frozenset({"destination"}), frozenset()),
    "cost_modifier": (frozenset({"action", "resources"}), frozenset()),
    "skip_income": (frozenset(), frozenset()),
    "place_brigands": (frozenset({"locations"}), frozenset()),
    "forbid_administrator": (frozenset({"administrator"}), frozenset()),
}
# The roll a location trigger's roll effects must concern.
_TRIGGER_ROLLS: dict[str, set[str]] = {
    "on_empire": {"empire"},
    "on_territory": {"conflict", "brigands"},
    "on_neutral_city": {"neutral_city"},
}


class Effect(Frozen):
    """One effect of the closed vocabulary documented at the top of this module."""

    trigger: Trigger
    effect: EffectKind
    target: Target = "self"
    amount: int | None = None
    resources: Resources | None = None
    unit: UnitType | None = None
    level: Level | None = None
    count: int | None = Field(default=None, ge=1)
    upgrade_if_unlocked: bool | None = None
    roll: RollKind | None = None
    scope: Scope | None = None
    line: Literal[1, 2] | None = None
    category: BuildingCategory | None = None
    action: ActionKind | None = None
    destination: Destination | None = None
    locations: tuple[str, ...] | None = None
    administrator: str | None = None

    @model_validator(mode="after")
    def _params_fit_kind(self) -> Effect:
        required, optional = EFFECT_PARAMS[self.effect]
        present = {p for p in _PARAMS if getattr(self, p) is not None}
        missing = required - present
        extra = present - required - optional
        if missing:
            raise ValueError(f"{self.effect}: missing {sorted(missing)}")
        if extra:
            raise ValueError(f"{self.effect}: unexpected {sorted(extra)}")
        if self.effect == "attack_bonus":
            if self.trigger not in ("great_battle", "committed"):
                raise ValueError("attack_bonus needs trigger great_battle or committed")
            if (self.scope == "line") != (self.line is not None):
                raise ValueError("attack_bonus: `line` is given exactly when scope is 'line'")
            if self.scope == "self" and self.trigger != "committed":
                raise ValueError("attack_bonus scope 'self' applies when committed")
            if self.scope == "next_visit":
                raise ValueError("attack_bonus scope must be front, line or self")
        if self.effect == "auto_success" and self.scope not in ("self", "next_visit"):
            raise ValueError("auto_success scope must be self or next_visit")
        if self.effect in ("gain_prestige", "lose_prestige", "action_limit") and (self.amount or 0) < 1:
            raise ValueError(f"{self.effect}: amount must be at least 1")
        allowed_rolls = _TRIGGER_ROLLS.get(self.trigger)
        if allowed_rolls and self.roll is not None and self.roll not in allowed_rolls:
            raise ValueError(f"{self.trigger}: roll {self.roll} does not happen there")
        return self


# --- objectives -----------------------------------------------------------------------------------------

ObjectiveKind = Literal[
    "reserve_tokens",
    "donations",
    "prestige",
    "buildings",
    "territories",
    "control_territory",
    "integrated_cities",
    "empire_negotiations",
    "brigands_defeated",
    "resources",
    "figures",
    "level2_tokens",
]
OBJECTIVE_PARAMS: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    "reserve_tokens": (frozenset({"count"}), frozenset({"unit", "level"})),
    "donations": (frozenset({"amount"}), frozenset({"resource"})),
    "prestige": (frozenset({"amount"}), frozenset()),
    "buildings": (frozenset({"count"}), frozenset({"category"})),
    "territories": (frozenset({"count"}), frozenset()),
    "control_territory": (frozenset({"territory"}), frozenset()),
    "integrated_cities": (frozenset({"count"}), frozenset()),
    "empire_negotiations": (frozenset({"count"}), frozenset()),
    "brigands_defeated": (frozenset({"count"}), frozenset()),
    "resources": (frozenset({"resources"}), frozenset()),
    "figures": (frozenset({"count"}), frozenset()),
    "level2_tokens": (frozenset({"count"}), frozenset()),
}
_OBJECTIVE_FIELDS = ("count", "amount", "unit", "level", "resource", "category", "territory", "resources")
# Objectives read from the league's shared boards can only be scored by the league.
LEAGUE_ONLY_OBJECTIVES = frozenset({"reserve_tokens", "donations", "integrated_cities", "level2_tokens"})


class Objective(Frozen):
    kind: ObjectiveKind
    scope: Literal["player", "league"]
    count: int | None = Field(default=None, ge=1)
    amount: int | None = Field(default=None, ge=1)
    unit: UnitType | None = None
    level: Level | None = None
    resource: ResourceId | None = None
    category: BuildingCategory | None = None
    territory: str | None = None
    resources: Resources | None = None

    @model_validator(mode="after")
    def _params_fit_kind(self) -> Objective:
        required, optional = OBJECTIVE_PARAMS[self.kind]
        present = {p for p in _OBJECTIVE_FIELDS if getattr(self, p) is not None}
        missing, extra = required - present, present - required - optional
        if missing or extra:
            raise ValueError(f"objective {self.kind}: missing {sorted(missing)}, unexpected {sorted(extra)}")
        if self.kind in LEAGUE_ONLY_OBJECTIVES and self.scope != "league":
            raise ValueError(f"objective {self.kind} is counted on the league board: scope must be league")
        return self


# --- cities and player boards ---------------------------------------------------------------------------


class BuildingSlot(Frozen):
    """One building space of a player board; built at most once per game (p.17)."""

    id: str
    category: BuildingCategory
    names: Names
    cost: Resources
    effects: tuple[Effect, ...]
    source: str


class NeutralCity(Frozen):
    """What a City gives when it is not played (pp.8, 26)."""

    reserved_token: TokenGrant  # the military token drawn onto its map space at set-up (p.8)
    integration_target: int = Field(ge=2, le=12)  # d12 result needed, "N ou +" (p.26)
    gain_resources: Resources  # tribute paid on each successful integration (p.26)
    gain_tokens: tuple[TokenGrant, ...]  # as printed in the p.26 table (the reserved token, see notes)
    source: str


class CityBoard(Frozen):
    id: CityId
    names: Names
    league_lock: LeagueId | None  # Athens must be Délos, Sparta Péloponnèse (p.8)
    color: str  # renderer colour, "#rrggbb"
    city_buildings: tuple[BuildingSlot, ...]  # bonus then malus (p.42)
    neutral: NeutralCity
    source: str

    @model_validator(mode="after")
    def _two_city_buildings(self) -> CityBoard:
        ids = [b.id for b in self.city_buildings]
        if ids != ["city_bonus", "city_malus"] or any(b.category != "city" for b in self.city_buildings):
            raise ValueError(f"{self.id}: city buildings must be city_bonus then city_malus")
        if any(b.cost.total() for b in self.city_buildings):
            raise ValueError(f"{self.id}: city buildings cost 0 (p.42)")
        return self


class PrestigeBonus(Frozen):
    level: int = Field(ge=1)
    effects: tuple[Effect, ...]
    source: str


class PrestigeTrack(Frozen):
    max_level: int = Field(ge=4)
    bonuses: tuple[PrestigeBonus, ...]
    source: str


class BoardRules(Frozen):
    """Numbers of the player board and turn that the rulebook states (or that are reconstructed)."""

    starting_resources: Resources  # p.9
    lone_peloponnesian_starting_resources: Resources  # 3 players (p.9)
    base_income: Resources  # p.27
    lone_peloponnesian_income_bonus: Resources  # 3 players, on top of base_income (reconstructed)
    city_tokens: int  # p.3: 5 per city (1 on prestige, 1 on the league, 3 in reserve)
    territory_token_reserve: int  # p.9: the 3 tokens that mark Territories
    territory_limit: int  # p.25
    max_figures: int  # p.29
    actions_per_turn: int  # p.16
    lone_peloponnesian_actions: int  # p.16
    donation_min: int  # p.17
    donation_max: int  # p.17
    donation_prestige: int  # p.17
    brigands_prestige: int  # p.24
    empire_contested_penalty: int  # p.22: +2 to the target with two figures
    cancel_thresholds: dict[int, int]  # act -> buildings by one player (p.15)
    reserve_capacity: int  # battlefield reserve spaces per league (reconstructed)
    sources: dict[str, str]


class StandardBoard(Frozen):
    buildings: tuple[BuildingSlot, ...]  # the 15 slots every board shares, before the city buildings
    source: str


# --- figures and administrators -------------------------------------------------------------------------

FigureFamily = Literal["immediate", "empire", "territory", "neutral_city", "great_battle"]
_FAMILY_TRIGGERS: dict[str, set[str]] = {
    "immediate": {"immediate"},
    "empire": {"on_empire"},
    "territory": {"on_territory"},
    "neutral_city": {"on_neutral_city"},
    "great_battle": {"great_battle", "committed"},
}


class Figure(Frozen):
    """A Figure Influente card (pp.12, 40-41)."""

    id: str
    city: CityId
    names: Names
    attack: int = Field(ge=1, le=4)
    sea: bool  # the sea icon: may go to sea-only Territories and Empires
    family: FigureFamily
    raises_own_attack: bool = False  # the starred figures of p.41
    line_only: bool = False  # Eupolémos and Physcoa (p.41)
    ability: tuple[Effect, ...]
    text: Names  # the card text as a player reads it
    source: str

    @model_validator(mode="after")
    def _ability_fits_family(self) -> Figure:
        if not self.ability:
            raise ValueError(f"{self.id}: a figure has an ability")
        allowed = _FAMILY_TRIGGERS[self.family]
        for e in self.ability:
            if e.trigger not in allowed:
                raise ValueError(f"{self.id}: trigger {e.trigger} is not of family {self.family}")
        self_bonus = any(e.effect == "attack_bonus" and e.scope == "self" for e in self.ability)
        if self_bonus != self.raises_own_attack:
            raise ValueError(f"{self.id}: raises_own_attack must match a self attack_bonus")
        line_bonus = any(e.effect == "attack_bonus" and e.scope == "line" for e in self.ability)
        if line_bonus != self.line_only:
            raise ValueError(f"{self.id}: line_only must match a line attack_bonus")
        return self


class Administrator(Frozen):
    """An Administrator card (p.39): its ability fires on each Administrator building (max 3)."""

    id: str
    names: Names
    ability: tuple[Effect, ...]
    text: Names
    source: str


# --- map ------------------------------------------------------------------------------------------------


class Territory(Frozen):
    id: str
    names: Names
    kind: Literal["land", "sea"]  # "Territoires Terrestres (6) / Maritimes (3)" (p.12)
    sea_only: bool  # reachable only by figures with the sea icon (p.20)
    resource: ResourceId  # the 1 unit collected when taken (p.25)
    position: Point
    source: str


class EmpireThresholds(Frozen):
    one_figure: int = Field(ge=2, le=12)
    two_figures: int = Field(ge=2, le=14)


class Empire(Frozen):
    id: str
    names: Names
    order: int = Field(ge=1, le=6)  # resolution order, Perse first (p.22)
    thresholds: EmpireThresholds
    sea_only: bool
    gain_resources: Resources
    gain_tokens: tuple[TokenGrant, ...]
    position: Point
    source: str


class BrigandsBand(Frozen):
    min_attack: int = Field(ge=1)
    max_attack: int | None  # None: and above
    target: int = Field(ge=2, le=12)


class Brigands(Frozen):
    tokens: int
    bands: tuple[BrigandsBand, ...]
    source: str

    def target_for(self, attack: int) -> int:
        """The d12 result needed to beat Brigands with this combined attack (p.24)."""
        for band in self.bands:
            if attack >= band.min_attack and (band.max_attack is None or attack <= band.max_attack):
                return band.target
        raise ValueError(f"no Brigands band for attack {attack}")


class SoloDestination(Frozen):
    roll: int = Field(ge=1, le=12)
    destination: str  # a territory or empire id


class Polygon(Frozen):
    id: str
    kind: Literal["land", "island"]
    points: tuple[Point, ...]


class MapDrawing(Frozen):
    width: int
    height: int
    projection: str  # how lon/lat were turned into pixels, for anyone redrawing
    landmasses: tuple[Polygon, ...]
    city_positions: dict[str, Point]
    neutral_token_positions: dict[str, Point]  # the neutral-city military token spaces (p.12, item 9)
    league_positions: dict[str, Point]


class GreeceMap(Frozen):
    territories: tuple[Territory, ...]
    empires: tuple[Empire, ...]
    brigands: Brigands
    neutral_resolution_order: tuple[CityId, ...]  # Élis, Delphes, Larissa, Corinthe, Sparte, Athènes (p.26)
    solo_destinations: tuple[SoloDestination, ...]
    drawing: MapDrawing
    source: str


# --- military tokens and battlefields --------------------------------------------------------------------

BonusKind = Literal[
    "none",
    "with_level2",
    "second_line",
    "alone_in_column",
    "first_line",
    "aegina_neighbour",
    "thrace_neighbour",
    "winning_streak",
]


class PlacementBonus(Frozen):
    """The bonus printed on a token's back (pp.36-38)."""

    kind: BonusKind
    amount: int = Field(default=0, ge=0)
    unit: UnitType | None = None  # for with_level2: the level-2 type that must share the column

    @model_validator(mode="after")
    def _amount_fits_kind(self) -> PlacementBonus:
        fixed = {"with_level2": 4, "second_line": 2, "alone_in_column": 2, "first_line": 1}
        fixed |= {"thrace_neighbour": 2, "winning_streak": 2, "none": 0}
        if self.kind == "aegina_neighbour":
            if self.amount not in (1, 2):
                raise ValueError("the Aegina bonus is 1 or 2 (p.37)")
        elif self.amount != fixed[self.kind]:
            raise ValueError(f"bonus {self.kind} is +{fixed[self.kind]} (pp.36-38)")
        if (self.kind == "with_level2") != (self.unit is not None):
            raise ValueError("`unit` is given exactly for the with_level2 bonus")
        return self


class MilitaryToken(Frozen):
    id: str
    unit: UnitType
    level: Level
    attack: int = Field(ge=1, le=6)
    region: Region | None  # Égine / Thrace, printed on the back
    bonus: PlacementBonus
    source: str

    @model_validator(mode="after")
    def _region_bonus_has_region(self) -> MilitaryToken:
        needs = {"aegina_neighbour": "aegina", "thrace_neighbour": "thrace"}.get(self.bonus.kind)
        if needs and self.region != needs:
            raise ValueError(f"{self.id}: a {self.bonus.kind} token belongs to region {needs}")
        return self


class TokenCost(Frozen):
    unit: UnitType
    level: Level
    cost: Resources  # 2 for level 1, 3 for level 2 (p.18); the resource is reconstructed
    requires_building: str | None  # the military slot that unlocks level 2
    source: str


class BattleColumn(Frozen):
    lines: tuple[UnitType, UnitType]  # slot type of line 1 (première ligne) then line 2


class BattleFront(Frozen):
    id: FrontId
    columns: tuple[BattleColumn, BattleColumn, BattleColumn]


class Battlefield(Frozen):
    """One league's Champ de bataille board (pp.7, 28): three fronts of 3 columns x 2 lines."""

    league: LeagueId
    names: Names
    fronts: tuple[BattleFront, BattleFront, BattleFront]  # flank, centre, sea: the resolution order
    source: str

    @model_validator(mode="after")
    def _front_order(self) -> Battlefield:
        if tuple(f.id for f in self.fronts) != FRONTS:
            raise ValueError("fronts are flank, centre, sea in that order (p.29)")
        return self

    def front(self, front_id: str) -> BattleFront:
        return next(f for f in self.fronts if f.id == front_id)

    def slot_type(self, front_id: str, column: int, line: int) -> str:
        """Unit type of a slot; column and line count from 1."""
        return self.front(front_id).columns[column - 1].lines[line - 1]

    def slot_counts(self) -> dict[str, int]:
        counts = dict.fromkeys(UNIT_TYPES, 0)
        for f in self.fronts:
            for c in f.columns:
                for u in c.lines:
                    counts[u] += 1
        return counts


# --- scenarios and augures -----------------------------------------------------------------------------


class MultiplayerScenario(Frozen):
    id: str
    act: Literal[1, 2, 3]
    names: Names
    story: Names
    objective: Objective
    reward: TokenGrant  # every reward is a military token for the league reserve (p.15)
    constraints: tuple[Effect, ...]
    source: str


class EnemyPlacement(Frozen):
    front: FrontId
    column: int = Field(ge=1, le=3)
    line: Literal[1, 2]
    token: str  # a MilitaryToken id, removed from the supply at set-up


class SoloScenario(Frozen):
    id: str
    names: Names
    story: Names
    turns: int = Field(ge=1, le=24)
    city: CityId  # imposed (p.32)
    augures_per_turn: int = Field(default=1, ge=1, le=2)  # "La guerre de Corinthe" draws double (p.32)
    enemy_figures: tuple[str, ...]  # figure ids, moved by the d12 table (p.34)
    enemy_army: tuple[EnemyPlacement, ...]  # placed at set-up (p.33)
    objectives: tuple[Objective, ...]  # all must be met by the last turn (p.34)
    constraints: tuple[Effect, ...]  # applied for the whole game (p.32)
    source: str

    def enemy_cities(self, content: EpireiaContent) -> tuple[str, ...]:
        return tuple(dict.fromkeys(content.figure(f).city for f in self.enemy_figures))


class Augure(Frozen):
    id: str
    names: Names
    text: Names
    effects: tuple[Effect, ...]
    source: str


# --- the whole set --------------------------------------------------------------------------------------


class CitiesFile(Frozen):
    rules: BoardRules
    standard_board: StandardBoard
    prestige_track: PrestigeTrack
    cities: tuple[CityBoard, ...]


class TokensFile(Frozen):
    costs: tuple[TokenCost, ...]
    tokens: tuple[MilitaryToken, ...]


class ScenariosFile(Frozen):
    multiplayer: tuple[MultiplayerScenario, ...]
    solo: tuple[SoloScenario, ...]


class EpireiaContent(Frozen):
    rules: BoardRules
    standard_board: StandardBoard
    prestige_track: PrestigeTrack
    cities: tuple[CityBoard, ...]
    figures: tuple[Figure, ...]
    administrators: tuple[Administrator, ...]
    map: GreeceMap
    token_costs: tuple[TokenCost, ...]
    tokens: tuple[MilitaryToken, ...]
    battlefields: tuple[Battlefield, ...]
    scenarios: tuple[MultiplayerScenario, ...]
    solo_scenarios: tuple[SoloScenario, ...]
    augures: tuple[Augure, ...]

    # --- lookups ------------------------------------------------------------------------------------
    def city(self, city_id: str) -> CityBoard:
        return _find(self.cities, city_id, "city")

    def buildings_of(self, city_id: str) -> tuple[BuildingSlot, ...]:
        """The 17 building slots of a city's board: the shared 15, then its two City buildings."""
        return self.standard_board.buildings + self.city(city_id).city_buildings

    def building(self, city_id: str, slot_id: str) -> BuildingSlot:
        return _find(self.buildings_of(city_id), slot_id, "building")

    def figure(self, figure_id: str) -> Figure:
        return _find(self.figures, figure_id, "figure")

    def figures_of(self, city_id: str) -> tuple[Figure, ...]:
        return tuple(f for f in self.figures if f.city == city_id)

    def administrator(self, admin_id: str) -> Administrator:
        return _find(self.administrators, admin_id, "administrator")

    def territory(self, territory_id: str) -> Territory:
        return _find(self.map.territories, territory_id, "territory")

    def empire(self, empire_id: str) -> Empire:
        return _find(self.map.empires, empire_id, "empire")

    def empires_in_order(self) -> tuple[Empire, ...]:
        return tuple(sorted(self.map.empires, key=lambda e: e.order))

    def location(self, location_id: str) -> Territory | Empire:
        """A Territory or an Empire by id (figure destinations)."""
        for item in (*self.map.territories, *self.map.empires):
            if item.id == location_id:
                return item
        raise KeyError(f"unknown location {location_id!r}")

    def token(self, token_id: str) -> MilitaryToken:
        return _find(self.tokens, token_id, "token")

    def tokens_of(self, unit: str, level: int) -> tuple[MilitaryToken, ...]:
        return tuple(t for t in self.tokens if t.unit == unit and t.level == level)

    def token_cost(self, unit: str, level: int) -> TokenCost:
        for c in self.token_costs:
            if c.unit == unit and c.level == level:
                return c
        raise KeyError(f"no cost for {unit} level {level}")

    def battlefield(self, league: str) -> Battlefield:
        for b in self.battlefields:
            if b.league == league:
                return b
        raise KeyError(f"no battlefield for {league!r}")

    def scenario(self, scenario_id: str) -> MultiplayerScenario | SoloScenario:
        for s in (*self.scenarios, *self.solo_scenarios):
            if s.id == scenario_id:
                return s
        raise KeyError(f"unknown scenario {scenario_id!r}")

    def scenarios_of_act(self, act: int) -> tuple[MultiplayerScenario, ...]:
        return tuple(s for s in self.scenarios if s.act == act)

    def augure(self, augure_id: str) -> Augure:
        return _find(self.augures, augure_id, "augure")

    def prestige_bonus(self, level: int) -> PrestigeBonus | None:
        return next((b for b in self.prestige_track.bonuses if b.level == level), None)


def _find(items: tuple[Any, ...], item_id: str, what: str) -> Any:
    for item in items:
        if item.id == item_id:
            return item
    raise KeyError(f"unknown {what} {item_id!r}")
