"""Stacks read from a Syracuse view: aggregated on the full map, one chip per counter in a zoom."""

from __future__ import annotations

import copy
from typing import Any

from render.syracuse.stacks import rows, zone_stacks


def _units(chips: list[Any]) -> list[Any]:
    return [c for c in chips if c.kind == "unit"]


def test_big_stacks_aggregate_to_one_counter_per_side_and_type(start_view: dict[str, Any]) -> None:
    """Scenario 10.1 sets Lamachos with four H (3, 2, 1 and 6 PF) and one A (2 PF) in T24."""
    t24 = zone_stacks(start_view, aggregate=True)["T24"]
    hoplites = next(c for c in t24 if c.kind == "unit" and c.symbol == "H")
    assert (hoplites.side, hoplites.count, hoplites.pf, hoplites.allies) == ("athenian", 4, 12, 3)
    archers = next(c for c in t24 if c.kind == "unit" and c.symbol == "A")
    assert (archers.count, archers.pf) == (1, 2)
    leaders = [c for c in t24 if c.kind == "leader"]
    assert [c.ids for c in leaders] == [["lamachos"]]


def test_a_zoom_keeps_every_counter(start_view: dict[str, Any]) -> None:
    full = zone_stacks(start_view, aggregate=False)["T24"]
    assert len(_units(full)) == 5
    assert sorted(c.pf for c in _units(full)) == [1, 2, 2, 3, 6]


def test_weakened_units_count_their_weakened_pf(start_view: dict[str, Any]) -> None:
    view = copy.deepcopy(start_view)
    view["units"]["ath_h6_mercenaries"]["weakened"] = True  # 6 PF, 3 when weakened
    hoplites = next(c for c in zone_stacks(view, aggregate=True)["T24"] if c.symbol == "H")
    assert (hoplites.pf, hoplites.weakened) == (9, 1)


def test_counters_off_the_map_are_not_drawn(start_view: dict[str, Any]) -> None:
    view = copy.deepcopy(start_view)
    view["units"]["ath_a2_slingers_1"]["eliminated"] = True
    view["units"]["ath_a2_slingers_1"]["zone"] = None
    view["leaders"]["lamachos"]["eliminated"] = True
    t24 = zone_stacks(view, aggregate=True)["T24"]
    assert [c.symbol for c in t24] == ["H"]
    due = [u for u, data in start_view["units"].items() if data["zone"] is None]
    drawn = {i for chips in zone_stacks(start_view, aggregate=False).values() for c in chips for i in c.ids}
    assert due and not drawn & set(due)


def test_catane_holds_its_own_stack(start_view: dict[str, Any]) -> None:
    catane = zone_stacks(start_view, aggregate=True)["CATANE"]
    assert {c.symbol for c in catane if c.kind == "unit"} == {"T"}
    assert [c.ids for c in catane if c.kind == "leader"] == [["alcibiade"]]


def test_fort_garrisons_are_kept_apart_from_the_field(start_view: dict[str, Any]) -> None:
    view = copy.deepcopy(start_view)
    view["units"]["ath_h3_thetes"]["in_fort"] = True
    chips = zone_stacks(view, aggregate=True)["T24"]
    hoplites = [c for c in chips if c.symbol == "H"]
    assert sorted((c.in_fort, c.count) for c in hoplites) == [(False, 3), (True, 1)]
    assert chips[0].in_fort  # the garrison comes first: it gets its own framed row


def test_rows_break_per_side_and_width(start_view: dict[str, Any]) -> None:
    chips = zone_stacks(start_view, aggregate=False)["T24"]
    lines = rows(chips, max_width=3, width_of=lambda chip: 1)
    assert [len(line) for line in lines] == [3, 3]
    mixed = zone_stacks(start_view, aggregate=True)["T13"] + zone_stacks(start_view, aggregate=True)["T24"]
    for line in rows(sorted(mixed, key=lambda c: c.side), max_width=10, width_of=lambda chip: 1):
        assert len({c.side for c in line}) == 1
