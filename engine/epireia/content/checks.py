"""Whole-set checks of the Epireia content: box counts, unique ids, references that must resolve.

Called by the loader once the set is validated, so a content set that loads is a content set that passed
these.
Each check raises ValueError naming the faulty record.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from itertools import pairwise
from typing import TYPE_CHECKING

from engine.epireia.content import box

if TYPE_CHECKING:
    from engine.epireia.content import models as m
    from engine.epireia.content.models import EpireiaContent, Objective

ADMINISTRATOR_IDS = (
    "polemarch",
    "archon",
    "priestess",
    "financier",
    "merchant",
    "architect",
    "diplomat",
    "orator",
)
STANDARD_SLOT_COUNTS = {"military": 3, "religious": 3, "civil": 3, "political": 3, "administrator": 3}


def check_content(c: EpireiaContent) -> None:
    _check_cities(c)
    _check_figures(c)
    _check_administrators(c)
    _check_map(c)
    _check_tokens(c)
    _check_battlefields(c)
    _check_scenarios(c)
    _check_augures(c)
    _check_effect_references(c)


def _unique(ids: Iterable[str], what: str) -> None:
    dupes = [i for i, n in Counter(ids).items() if n > 1]
    if dupes:
        raise ValueError(f"duplicate {what} ids: {sorted(dupes)}")


def _check_cities(c: EpireiaContent) -> None:
    if tuple(city.id for city in c.cities) != box.CITY_IDS:
        raise ValueError(f"the six cities are {box.CITY_IDS} in that order")
    locks = {city.id: city.league_lock for city in c.cities}
    expected = {"athens": "delos", "sparta": "peloponnese"}
    if any(locks[cid] != expected.get(cid) for cid in box.CITY_IDS):
        raise ValueError("only Athens (Délos) and Sparta (Péloponnèse) are bound to a league (p.8)")
    slots = c.standard_board.buildings
    _unique((b.id for b in slots), "building slot")
    counts = Counter(b.category for b in slots)
    if dict(counts) != STANDARD_SLOT_COUNTS:
        raise ValueError(f"standard board slots per category {dict(counts)} != {STANDARD_SLOT_COUNTS}")
    unlocked = sorted(e.unit for b in slots for e in b.effects if e.effect == "unlock_level2")
    if unlocked != sorted(box.UNIT_TYPES):
        raise ValueError("the three military buildings unlock Hoplites, Trières and Cavalerie level 2")
    if any(b.cost.total() for b in slots if b.category == "administrator"):
        raise ValueError("Administrator buildings cost 0 (p.39)")
    board_size = len(slots) + 2
    if c.rules.cancel_thresholds.get(3) != board_size:
        raise ValueError(f"act III cancels at {board_size} buildings, a full board (p.15)")
    if sorted(c.rules.cancel_thresholds) != [1, 2, 3]:
        raise ValueError("cancel thresholds are given for acts 1, 2 and 3")
    levels = [b.level for b in c.prestige_track.bonuses]
    _unique((str(lv) for lv in levels), "prestige bonus level")
    if any(lv > c.prestige_track.max_level for lv in levels):
        raise ValueError("a prestige bonus lies beyond the end of the track")
    for city in c.cities:
        if city.neutral.gain_tokens != (city.neutral.reserved_token,):
            raise ValueError(f"{city.id}: the token among the integration gains is the reserved one (p.26)")
    if c.rules.territory_token_reserve != c.rules.territory_limit:
        raise ValueError("one reserve city token per Territory that may be held")


def _check_figures(c: EpireiaContent) -> None:
    _unique((f.id for f in c.figures), "figure")
    per_city = Counter(f.city for f in c.figures)
    if any(per_city[cid] != box.BOX_FIGURES_PER_CITY for cid in box.CITY_IDS):
        raise ValueError(f"6 figures per city (p.3), got {dict(per_city)}")
    for city in box.CITY_IDS:
        if not any(f.sea for f in c.figures_of(city)):
            raise ValueError(f"{city} needs at least one figure with the sea icon to reach the seas")


def _check_administrators(c: EpireiaContent) -> None:
    if tuple(a.id for a in c.administrators) != ADMINISTRATOR_IDS:
        raise ValueError(f"the 8 administrators are {ADMINISTRATOR_IDS} (p.3)")


def _check_map(c: EpireiaContent) -> None:
    mp = c.map
    _unique((x.id for x in (*mp.territories, *mp.empires)), "location")
    kinds = Counter(t.kind for t in mp.territories)
    if kinds != Counter({"land": 6, "sea": 3}):
        raise ValueError(f"6 land and 3 sea Territories (p.12), got {dict(kinds)}")
    if any(t.kind == "sea" and not t.sea_only for t in mp.territories):
        raise ValueError("a sea Territory is reachable only by sea")
    if sorted(e.order for e in mp.empires) != [1, 2, 3, 4, 5, 6]:
        raise ValueError("6 Empires with resolution orders 1..6 (p.22)")
    if len(mp.empires) != 6:
        raise ValueError("6 Empires (p.6)")
    if mp.brigands.tokens != box.BOX_BRIGANDS:
        raise ValueError("9 Brigands tokens (p.3)")
    bands = mp.brigands.bands
    if bands[0].min_attack != 1 or bands[-1].max_attack is not None:
        raise ValueError("Brigands bands cover every attack from 1 upwards")
    for lower, upper in pairwise(bands):
        if lower.max_attack is None or upper.min_attack != lower.max_attack + 1:
            raise ValueError("Brigands bands are contiguous")
    if sorted(mp.neutral_resolution_order) != sorted(box.CITY_IDS):
        raise ValueError("the neutral-city order lists each city once")
    rolls = sorted(d.roll for d in mp.solo_destinations)
    if rolls != list(range(1, 13)):
        raise ValueError("the solo table has one destination per d12 face")
    locations = {x.id for x in (*mp.territories, *mp.empires)}
    for d in mp.solo_destinations:
        if d.destination not in locations:
            raise ValueError(f"solo roll {d.roll}: unknown destination {d.destination!r}")
    if set(mp.drawing.city_positions) != set(box.CITY_IDS) or set(mp.drawing.neutral_token_positions) != set(
        box.CITY_IDS
    ):
        raise ValueError("the drawing places every city and its neutral-city token space")
    if set(mp.drawing.league_positions) != {"delos", "peloponnese"}:
        raise ValueError("the drawing places both league areas")


def _check_tokens(c: EpireiaContent) -> None:
    _unique((t.id for t in c.tokens), "token")
    counts = Counter((t.unit, t.level) for t in c.tokens)
    if dict(counts) != box.BOX_TOKEN_COUNTS:
        raise ValueError(f"token split {dict(counts)} != box {box.BOX_TOKEN_COUNTS} (p.3)")
    keys = [(k.unit, k.level) for k in c.token_costs]
    if sorted(keys) != sorted(box.BOX_TOKEN_COUNTS):
        raise ValueError("one cost per unit and level")
    slot_ids = {b.id: b for b in c.standard_board.buildings}
    for k in c.token_costs:
        if k.cost.total() != (2 if k.level == 1 else 3):
            raise ValueError(f"{k.unit} level {k.level} costs {2 if k.level == 1 else 3} (p.18)")
        if k.level == 1 and k.requires_building is not None:
            raise ValueError("level 1 tokens need no building")
        if k.level == 2:
            slot = slot_ids.get(k.requires_building or "")
            if slot is None or not any(
                e.effect == "unlock_level2" and e.unit == k.unit for e in slot.effects
            ):
                raise ValueError(f"{k.unit} level 2 must name the military building that unlocks it")
    for t in c.tokens:
        if t.bonus.kind == "with_level2" and t.bonus.unit is None:
            raise ValueError(f"{t.id}: with_level2 names a unit")


def _check_battlefields(c: EpireiaContent) -> None:
    if sorted(b.league for b in c.battlefields) != ["delos", "peloponnese"]:
        raise ValueError("two battlefields, one per league (p.3)")


def _check_objective(c: EpireiaContent, o: Objective, where: str) -> None:
    if o.territory is not None:
        try:
            c.territory(o.territory)
        except KeyError as exc:
            raise ValueError(f"{where}: {exc}") from None


def _check_scenarios(c: EpireiaContent) -> None:
    _unique((s.id for s in (*c.scenarios, *c.solo_scenarios)), "scenario")
    acts = Counter(s.act for s in c.scenarios)
    if acts != Counter({1: 4, 2: 4, 3: 4}):
        raise ValueError(f"4 scenarios per act (p.3), got {dict(acts)}")
    if len(c.solo_scenarios) != box.BOX_SOLO_SCENARIOS:
        raise ValueError("8 solo scenarios (p.3)")
    for s in c.scenarios:
        _check_objective(c, s.objective, s.id)
    for s in c.solo_scenarios:
        _check_solo(c, s)


def _check_solo(c: EpireiaContent, s: m.SoloScenario) -> None:
    if s.turns * s.augures_per_turn > box.BOX_AUGURES:
        raise ValueError(f"{s.id}: needs more Augures than the 24 of the box")
    for o in s.objectives:
        _check_objective(c, o, s.id)
        if o.kind == "integrated_cities":
            raise ValueError(f"{s.id}: no neutral cities in solo (p.34)")
    _unique(s.enemy_figures, f"{s.id} enemy figure")
    try:
        enemies = s.enemy_cities(c)
    except KeyError as exc:
        raise ValueError(f"{s.id}: {exc}") from None
    if s.city in enemies:
        raise ValueError(f"{s.id}: the imposed city cannot be an enemy")
    if "athens" in enemies and "sparta" in enemies:
        raise ValueError(f"{s.id}: Athens and Sparta cannot share the enemy league")
    _unique((p.token for p in s.enemy_army), f"{s.id} enemy token")
    seen: set[tuple[str, int, int]] = set()
    for p in s.enemy_army:
        try:
            token = c.token(p.token)
        except KeyError as exc:
            raise ValueError(f"{s.id}: {exc}") from None
        for field in c.battlefields:
            if field.slot_type(p.front, p.column, p.line) != token.unit:
                raise ValueError(f"{s.id}: {p.token} does not fit slot {p.front}/{p.column}/{p.line}")
        key = (p.front, p.column, p.line)
        if key in seen:
            raise ValueError(f"{s.id}: two tokens on {key}")
        seen.add(key)
    for front, column, line in seen:
        if line == 2 and (front, column, 1) not in seen:
            raise ValueError(f"{s.id}: second line needs a first-line token in {front}/{column} (p.36)")


def _check_augures(c: EpireiaContent) -> None:
    _unique((a.id for a in c.augures), "augure")
    if len(c.augures) != box.BOX_AUGURES:
        raise ValueError("24 Augures (p.3)")


def _check_effect_references(c: EpireiaContent) -> None:
    owners: list[tuple[str, tuple[m.Effect, ...]]] = []
    owners += [(f"figure {f.id}", f.ability) for f in c.figures]
    owners += [(f"administrator {a.id}", a.ability) for a in c.administrators]
    owners += [(f"slot {b.id}", b.effects) for b in c.standard_board.buildings]
    owners += [(f"{city.id} {b.id}", b.effects) for city in c.cities for b in city.city_buildings]
    owners += [(f"prestige {p.level}", p.effects) for p in c.prestige_track.bonuses]
    owners += [(f"scenario {s.id}", s.constraints) for s in (*c.scenarios, *c.solo_scenarios)]
    owners += [(f"augure {a.id}", a.effects) for a in c.augures]
    admin_ids = {a.id for a in c.administrators}
    territory_ids = {t.id for t in c.map.territories}
    for owner, effects in owners:
        for e in effects:
            for loc in e.locations or ():
                if loc not in territory_ids:
                    raise ValueError(f"{owner}: Brigands go on Territories, not {loc!r}")
            if e.administrator is not None and e.administrator not in admin_ids:
                raise ValueError(f"{owner}: unknown administrator {e.administrator!r}")
