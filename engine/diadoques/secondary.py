"""The secondary orders of chapter 9c, bribes and counter-bribes (§9b), bids (§11b) and the marginal-victory
vote (chapter 3), as data: what a power writes on its sheet beside its military orders.

Shared by four parts of issue #48: the characters part applies `GiveCharacter`, `NoCapture`, `Assassinate`,
`RoyalOrder`, `Dissociate`, `Command`, `Marriage`; the gold part `GrantPassage`, `Bid`, `OpenGates`,
`GoldGift`, `NoControl`, `TransferCapital`, `KeepTreasure`, `SeizeTreasure`, `Accord`, `Bribe` and
`CounterBribe`; the integrator's prestige.py reads `MarginalVote`.

Ids: units by their id ("cassandre-3", a neutral's id as the state names it), characters by their id
("cassandre:diadoque", "eumene:epigone", and the royal family's slugs of the characters part), powers by
their slug (state.POWERS), spaces by board id (province/sea codes upper case, citadel slugs lower case).

§9c splits them in two: "Ordres secondaires intervenant avant les ordres militaires" (`BEFORE`) and
"... après les ordres militaires" (`AFTER`); seasons.py applies each group at its place of chapter 8a.
"Ces ordres sont rendus publics (sauf, par défaut, pour le don d'or)": `is_public` says which lines a
results sheet may show to everyone.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from engine.diadoques.orders import Order, UnitOrder

ROYAL_FAMILY: dict[str, tuple[str, str]] = {
    "philippe3": ("Philippe III", "Philip III"),
    "eurydice": ("Eurydice", "Eurydice"),
    "roxane": ("Roxane", "Roxana"),
    "alexandre4": ("Alexandre IV", "Alexander IV"),
    "olympias": ("Olympias", "Olympias"),
    "cleopatre": ("Cléopâtre", "Cleopatra"),
}
"""The royal family's character ids (chapter 6b) with their French and English names: the ids the sheets,
the notation and every part use (the characters part holds their other data)."""
ROYAL_PAIRS: dict[str, str] = {
    "philippe3": "eurydice",
    "eurydice": "philippe3",
    "roxane": "alexandre4",
    "alexandre4": "roxane",
}
""""Roxane et Alexandre IV doivent être donnés ensemble, ainsi que Philippe III et Eurydice" (§9c)."""


class _Secondary(BaseModel):
    model_config = ConfigDict(frozen=True)


# --- before the military orders (§9c) ------------------------------------------------------------------


class GrantPassage(_Secondary):
    """ "Accorder le passage à une unité ou un personnage d'un autre joueur dans le cadre des mouvements
    spéciaux (chapitre 9a)": `mover` (a unit or character id of `to_power`) may use the special link
    `link` this season (None: any special link the granter holds)."""

    type: Literal["passage"] = "passage"
    to_power: str
    mover: str
    link: str | None = None


class GiveCharacter(_Secondary):
    """ "Don de personnage": a royal or a captured diadoque/épigone goes to `to_power`; the giver also orders
    the character to `dest`, where "la capture sera automatique" if a unit of `to_power` ends there.
    Roxane with Alexandre IV and Philippe III with Eurydice go together (the characters part checks it)."""

    type: Literal["give_character"] = "give_character"
    character: str
    to_power: str
    dest: str | None = None


class NoCapture(_Secondary):
    """ "Ne pas capturer un personnage ennemi pendant ou après les mouvements" (§6b), "en le citant
    précisément"."""

    type: Literal["no_capture"] = "no_capture"
    character: str


class Assassinate(_Secondary):
    """ "Assassiner un personnage": held in a citadel of the writer or with one of its units (§6b)."""

    type: Literal["assassinate"] = "assassinate"
    character: str


class RoyalOrder(_Secondary):
    """ "Ordre royal" (§11c): the power whose diadoque or épigone the eastern satraps join; None: "ne pas se
    prononcer"."""

    type: Literal["royal_order"] = "royal_order"
    beneficiary: str | None = None


class Bid(_Secondary):
    """ "Enchères" (§11b): a series of increasing amounts for one unit on sale, "comparées à celles des
    adversaires, jusqu'à détermination du vainqueur, qui seul dépense la somme engagée"."""

    type: Literal["bid"] = "bid"
    unit: str
    amounts: tuple[int, ...]

    @field_validator("amounts")
    @classmethod
    def _positive(cls, amounts: tuple[int, ...]) -> tuple[int, ...]:
        if not amounts or any(a <= 0 for a in amounts):
            raise ValueError("a bid series is one or more positive amounts")
        return amounts


# --- after the military orders (§9c) --------------------------------------------------------------------


class OpenGates(_Secondary):
    """ "Ouverture des portes d'une citadelle": `citadel` (no garrison, no leader) goes to `to_power`, whose
    army/diadoque/épigone is in its province (or fleet/leader on an adjacent sea with access)."""

    type: Literal["open_gates"] = "open_gates"
    citadel: str
    to_power: str


class GoldGift(_Secondary):
    """ "Don d'or": `amount` T to `to_power` at the end of the turn, also in winter; secret unless
    `announced` ("Si le donateur le précise dans son ordre, le don d'or sera annoncé")."""

    type: Literal["gold_gift"] = "gold_gift"
    to_power: str
    amount: int = Field(gt=0)
    announced: bool = False


class NoControl(_Secondary):
    """ "Ne pas prendre le contrôle d'une province sans citadelle" (§11e) the writer enters."""

    type: Literal["no_control"] = "no_control"
    province: str


class TransferCapital(_Secondary):
    """ "Transfert de la capitale" (from -306, once, dynasties established) to Alexandrie, Alexandrie
    d'Issos, Babylone, Lysimachia, Pella or Sardes, held and not besieged."""

    type: Literal["transfer_capital"] = "transfer_capital"
    citadel: str


class KeepTreasure(_Secondary):
    """ "Ne pas saisir un trésor au moment de la prise de la citadelle": given with the A2 on `citadel`."""

    type: Literal["keep_treasure"] = "keep_treasure"
    citadel: str


class SeizeTreasure(_Secondary):
    """ "Saisir le trésor d'une citadelle contrôlée" left at its fall; also in winter with the incomes."""

    type: Literal["seize_treasure"] = "seize_treasure"
    citadel: str


class Dissociate(_Secondary):
    """ "Dissocier un personnage d'une unité": by default a character ends associated with the unit in its
    space; this keeps `character` apart (also a leader leaving its unit, §9b)."""

    type: Literal["dissociate"] = "dissociate"
    character: str


class Command(_Secondary):
    """ "Placer un chef militaire au commandement" (§6b): `character` takes command of `unit`."""

    type: Literal["command"] = "command"
    character: str
    unit: str


class Marriage(_Secondary):
    """ "Mariage avec Cléopâtre" (§6b): the public announcement by the controller of Cléopâtre; `husband` is
    its diadoque or épigone. The marriage happens from the next season when both share a land space."""

    type: Literal["marriage"] = "marriage"
    husband: str


class Accord(_Secondary):
    """ "Accord avec Chandragupta" (§11d): the elephants appear in `province` ("par défaut, elle apparaît en
    IND")."""

    type: Literal["accord"] = "accord"
    province: Literal["IND", "GHA"] = "IND"


SecondaryOrder = Annotated[
    GrantPassage
    | GiveCharacter
    | NoCapture
    | Assassinate
    | RoyalOrder
    | Bid
    | OpenGates
    | GoldGift
    | NoControl
    | TransferCapital
    | KeepTreasure
    | SeizeTreasure
    | Dissociate
    | Command
    | Marriage
    | Accord,
    Field(discriminator="type"),
]

BEFORE: frozenset[str] = frozenset(
    {"passage", "give_character", "no_capture", "assassinate", "bid", "royal_order"}
)
"""§9c "Ordres secondaires intervenant avant les ordres militaires"."""
AFTER: frozenset[str] = frozenset(
    {
        "open_gates",
        "gold_gift",
        "no_control",
        "transfer_capital",
        "keep_treasure",
        "seize_treasure",
        "dissociate",
        "command",
        "marriage",
        "accord",
    }
)
"""§9c "Ordres secondaires intervenant après les ordres militaires"."""
WINTER: frozenset[str] = frozenset({"gold_gift", "seize_treasure"})
"""The two secondary orders the text also allows in winter (§9c, §10)."""


def is_public(order: SecondaryOrder) -> bool:
    """ "Ces ordres sont rendus publics (sauf, par défaut, pour le don d'or)"; a bid's amounts stay secret
    too ("seul ce chiffre [the winning price] est rendu public", §11b)."""
    if isinstance(order, GoldGift):
        return order.announced
    return not isinstance(order, Bid)


# --- bribery (§9b) and the vote (chapter 3) -------------------------------------------------------------


class Bribe(BaseModel):
    """ "Corruption": `amount` T offered for `target` (a unit id or a lone character's id). "L'argent est
    dépensé uniquement si la corruption est validée"."""

    model_config = ConfigDict(frozen=True)

    target: str
    amount: int = Field(gt=0)


class CounterBribe(BaseModel):
    """ "Contre-corruption": `amount` T paid at once on one's own unit or a neutral unit/character, added to
    its level until the end of autumn."""

    model_config = ConfigDict(frozen=True)

    target: str
    amount: int = Field(gt=0)


class MarginalVote(BaseModel):
    """Chapter 3: "les joueurs pourront voter pour ou contre lui dans leurs ordres": `approve` for or
    against `candidate`'s marginal victory. No line for a candidate counts as no vote (not unanimous)."""

    model_config = ConfigDict(frozen=True)

    candidate: str
    approve: bool = True


class SecondarySheet(BaseModel):
    """Everything on a power's sheet except the military orders (those stay in `state.sheets`).

    `if_gained`: orders for units the writer may gain this season (bribed, bought at auction, the eastern
    satraps' army by a royal order, the Chandragupta elephants): "Il faut donc prévoir un ordre pour cette
    unité (sinon elle restera inactive)". Keyed by unit id, applied only if the unit is the writer's by
    the time the military orders are resolved."""

    model_config = ConfigDict(frozen=True)

    secondary: tuple[SecondaryOrder, ...] = ()
    bribes: tuple[Bribe, ...] = ()
    counter_bribes: tuple[CounterBribe, ...] = ()
    votes: tuple[MarginalVote, ...] = ()
    if_gained: dict[str, UnitOrder] = Field(default_factory=dict)

    def before(self) -> list[SecondaryOrder]:
        """The orders applied before the military ones, in the order written."""
        return [o for o in self.secondary if o.type in BEFORE]

    def after(self) -> list[SecondaryOrder]:
        return [o for o in self.secondary if o.type in AFTER]

    def of_type(self, kind: type[_Secondary]) -> list[SecondaryOrder]:
        return [o for o in self.secondary if isinstance(o, kind)]

    @property
    def bids(self) -> list[Bid]:
        return [o for o in self.secondary if isinstance(o, Bid)]


class Sheet(BaseModel):
    """A whole military-season sheet: the military orders (§9a, by unit or character id) beside the rest."""

    model_config = ConfigDict(frozen=True)

    military: dict[str, Order] = Field(default_factory=dict)
    extra: SecondarySheet = Field(default_factory=SecondarySheet)


def sheets_of(state_sheets: dict[str, SecondarySheet], power: str) -> SecondarySheet:
    """A power's secondary sheet, empty when it wrote none."""
    return state_sheets.get(power, SecondarySheet())
