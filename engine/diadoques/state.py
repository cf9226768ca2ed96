"""The whole game of Les Diadoques as one pydantic value: calendar, board position, money, pending sheets.

Money is secret ("La valeur de son trésor n'est pas annoncée publiquement", chapter 7c): treasuries,
incomes and the sheets still being written leave a seat's view except its own (engine.py).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from engine.core.contract import GameResult, GameState
from engine.diadoques.events.model import EventsState
from engine.diadoques.orders import UnitOrder
from engine.diadoques.secondary import SecondarySheet
from engine.diadoques.units import Position, UnitKind

TITLE = "diadoques"
POWERS: tuple[str, ...] = ("cassandre", "lysimaque", "antigone", "eumene", "ptolemee", "seleucos")
"""The six diadoques, each a seat, in the order of the rulebook's table (chapter 1)."""
FIRST_YEAR = -319
"""Chapter 12: "La partie démarre au printemps -319." Years count up towards 0 (-319, -318...)."""

Season = Literal["spring", "summer", "autumn", "winter"]
SEASONS: tuple[Season, ...] = ("spring", "summer", "autumn", "winter")
MILITARY_SEASONS: tuple[Season, ...] = ("spring", "summer", "autumn")

Phase = Literal["purchase", "orders", "winter", "over"]
"""purchase: chapter 12's starting forces; orders: a military season's sheets; winter: the economic
season's sheets; over: a victory was reached."""

SaleReason = Literal["disbanded", "revolt"]
"""Why a unit left its owner for the auctions of chapter 11b (part 2 runs them; part 1 has no bidder)."""


class WinterOrder(BaseModel):
    """One economic order of chapter 10. `unit` names an existing unit; `kind` a unit kind; `space` where
    a new unit appears. `type`: build, disband, promote (to `kind`), degrade (a surplus elite)."""

    model_config = ConfigDict(frozen=True)

    type: Literal["build", "disband", "promote", "degrade"]
    unit: str | None = None
    kind: UnitKind | None = None
    space: str | None = None


class Purchase(BaseModel):
    """A power's starting forces (chapter 12): how many of each kind it buys, all on its home province."""

    model_config = ConfigDict(frozen=True)

    units: tuple[UnitKind, ...] = ()

    @property
    def cost(self) -> int:
        return sum(kind.cost for kind in self.units)


class OrderOutcome(BaseModel):
    """One line of a results sheet: the order as written (notation), whether it succeeded, and why not."""

    model_config = ConfigDict(frozen=True)

    power: str
    unit: str | None = None
    text: str
    succeeded: bool
    reason: str | None = None  # an i18n key of the reason, None when it succeeded
    params: dict[str, Any] = Field(default_factory=dict)


class SeasonReport(BaseModel):
    """What a season's resolution tells the players (the rulebook's "feuille de résultats")."""

    year: int
    season: Season
    outcomes: list[OrderOutcome] = Field(default_factory=list)
    events: list[dict[str, Any]] = Field(default_factory=list)
    """Plain data for narration: {"kind": ..., params...}; money events carry "power" and stay private."""


class DiadoquesState(GameState):
    title: str = TITLE
    year: int = FIRST_YEAR
    season: Season = "spring"
    phase: Phase = "purchase"
    position: Position = Field(default_factory=Position)
    treasuries: dict[str, int] = Field(default_factory=dict)
    income: dict[str, int] = Field(default_factory=dict)
    """Each power's last winter income (chapter 10), secret like its treasury."""
    capitals: dict[str, str] = Field(default_factory=dict)
    """power -> its capital citadel (chapter 1); part 2's "transfert de la capitale" changes it."""
    treasures: dict[str, int] = Field(default_factory=dict)
    """citadel -> the treasure still lying there (chapter 5: 5 or 10 T, gone once seized)."""
    for_sale: dict[str, SaleReason] = Field(default_factory=dict)
    """Neutral units waiting for chapter 11b's auctions (unit id -> why)."""
    dead: list[str] = Field(default_factory=list)
    """Characters killed (a revolted unit's commander is executed, chapter 11a)."""
    unit_serial: dict[str, int] = Field(default_factory=dict)
    """The number of the next unit each power raises: unit ids are "<power>-<n>", never reused."""
    # part 2, gold (engine/diadoques/gold/): secret like the treasuries unless an event says "public"
    counter_bribes: dict[str, int] = Field(default_factory=dict)
    """Unit or character id -> counter-bribery paid on it this year (§9b: "se cumule jusqu'à la fin de
    l'automne")."""
    bribes_paid: dict[str, int] = Field(default_factory=dict)
    """"<power>><target>" -> validated bribes that power paid on that target this year (§9b's chance)."""
    lots: dict[str, dict[str, Any]] = Field(default_factory=dict)
    """Unit id -> its auction (§11b): {"reason", "previous_owner", "offers", "area"} (gold/auctions.py)."""
    neutral_areas: dict[str, list[str]] = Field(default_factory=dict)
    """Unit id -> the area of action of a unit left neutral by the auctions (§11b)."""
    capital_moved: list[str] = Field(default_factory=list)
    """Powers that have transferred their capital (§9c: "une seule fois dans la partie")."""
    accord: dict[str, Any] | None = None
    """The accord with Chandragupta in progress (§11d): {"power", "unit", "year", "season"}."""
    accord_barred: list[str] = Field(default_factory=list)
    """Powers that may never pass the accord again (§11d)."""
    closed_provinces: list[str] = Field(default_factory=list)
    """Provinces "neutres et inaccessibles définitivement" (§11d): fold them into `Position.blocked`."""
    declined_control: dict[str, list[str]] = Field(default_factory=dict)
    """Province -> [power that declined it, owner kept] (§9c "Ne pas prendre le contrôle")."""
    # pending sheets: secret until the season is resolved
    purchases: dict[str, Purchase] = Field(default_factory=dict)
    sheets: dict[str, dict[str, UnitOrder]] = Field(default_factory=dict)
    winter_sheets: dict[str, list[WinterOrder]] = Field(default_factory=dict)
    secondary_sheets: dict[str, SecondarySheet] = Field(default_factory=dict)
    """(integrator) each power's secondary orders, bribes, counter-bribes, bids and votes (secondary.py),
    beside `sheets` in a military season and `winter_sheets` in winter; secret until resolved."""
    submitted: list[str] = Field(default_factory=list)
    # victory (chapter 3)
    vp_owners: dict[str, str | None] = Field(default_factory=dict)
    """Each major citadel's owner after the last season: what "aucun PV ne change de mains" compares."""
    vp_changed: bool = True
    """A major citadel changed hands since the last winter (true until the first winter: the count of
    "2 années consécutives (d'hiver à hiver)" starts from a winter)."""
    vp_unchanged_winters: int = 0
    """Winters in a row reached with no VP changing hands since the one before (2: shared victory)."""
    prestige: dict[str, int] = Field(default_factory=dict)
    """(integrator) each power's ledger of PP won and lost by the lines of chapter 13 (prestige.py); what
    it holds now (VP, royals, Athens, a marriage) is added when the PP are counted."""
    # characters part (issue #48): succession, dynasties, Cléopâtre's marriage (characters/)
    eliminated: list[str] = Field(default_factory=list)
    """Powers eliminated (chapter 7)."""
    dynasties: bool = False
    """Chapter 7b: the dynasties are established (all the royal family dead, or spring -306)."""
    marriage_announced: dict[str, str] = Field(default_factory=dict)
    """power -> "<year>:<season>" when it announced its wish to marry Cléopâtre (§6b, §9c)."""
    cleopatre_husband: str | None = None
    """The character id of Cléopâtre's living husband (a diadoque or epigone), if she is married."""
    married_cleopatre: list[str] = Field(default_factory=list)
    """Powers whose diadoque or epigone married her: chapter 13's 10 PP "permanents"."""
    death_places: dict[str, str] = Field(default_factory=dict)
    """Dead diadoque or epigone -> the space where it died: where the epigone may appear (§7a)."""
    death_causes: dict[str, str] = Field(default_factory=dict)
    """Dead diadoque or epigone -> the power that killed it: who takes the treasury of an eliminated
    player with no citadel left (§7c "égorgé le diadoque ou épigone", "mené l'attaque")."""
    # events (issue #48 item 5, engine/diadoques/events): the draw, revolts in progress, gold promised
    events: EventsState = Field(default_factory=EventsState)
    last_report: SeasonReport | None = None
    result: GameResult | None = None

    @property
    def powers(self) -> list[str]:
        return list(self.seats)

    @property
    def first_turn(self) -> bool:
        return self.year == FIRST_YEAR and self.season == "spring"


def next_season(year: int, season: Season) -> tuple[int, Season]:
    """The season after (year, season): winter is followed by the next year's spring."""
    if season == "winter":
        return year + 1, "spring"
    return year, SEASONS[SEASONS.index(season) + 1]
