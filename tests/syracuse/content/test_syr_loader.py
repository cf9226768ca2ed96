"""The loader validates the content strictly: bad data is a load error, never a silent rule change."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.syracuse.content import ContentError, load_content, load_map
from engine.syracuse.content.loader import DATA_DIR, content_from_files


def test_shipped_content_loads_and_is_cached() -> None:
    content = load_content()
    assert content is load_content()
    assert load_map() is load_map()
    assert len(content.map.zones) == 39


def altered(tmp_path: Path, name: str, change: Callable[[Any], None]) -> Path:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    path = target / name
    data = json.loads(path.read_text(encoding="utf-8"))
    change(data)
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return target


def _zone_adj(zone: str, add: str) -> Callable[[Any], None]:
    return lambda d: d["zones"][zone]["adjacent"].append(add)


CASES: dict[str, tuple[str, Callable[[Any], None], str]] = {
    "unknown zone in adjacency": ("map.json", _zone_adj("T1", "T99"), "unknown zone T99"),
    "asymmetric adjacency": ("map.json", _zone_adj("T1", "T27"), "asymmetric adjacency"),
    "wall on non-adjacent zones": (
        "map.json",
        lambda d: d["walls"][0].update(edge=["T4", "T12"]),
        "not adjacent",
    ),
    "river on non-adjacent zones": (
        "map.json",
        lambda d: d["rivers"].append({"zones": ["T1", "T27"], "source": "test"}),
        "not adjacent",
    ),
    "two walls on one edge": (
        "map.json",
        lambda d: d["walls"][1].update(edge=d["walls"][0]["edge"]),
        "same edge",
    ),
    "fort in an unknown zone": ("map.json", lambda d: d["forts"][0].update(zone="T99"), "unknown zone"),
    "unknown field": ("map.json", lambda d: d["zones"]["T1"].update(colour="red"), "Extra inputs"),
    "land zone without terrain": ("map.json", lambda d: d["zones"]["T1"].pop("terrain"), "needs a terrain"),
    "duplicate unit id": (
        "counters.json",
        lambda d: d["units"].append(dict(d["units"][0])),
        "duplicate unit id",
    ),
    "stratagem missing from the counters": (
        "counters.json",
        lambda d: d["stratagem_counters"].pop(),
        "exactly one counter face",
    ),
    "weakened stronger than full": (
        "counters.json",
        lambda d: d["units"][0].update(weakened_pf=99),
        "weakened PF above full PF",
    ),
    "combat table row too short": ("crt.json", lambda d: d["rows"][0]["cells"].pop(), "one cell per column"),
    "combat table bad result": (
        "crt.json",
        lambda d: d["rows"][0]["cells"].__setitem__(0, "X-R"),
        "attacker",
    ),
    "scenario with an unknown unit": (
        "scenarios.json",
        lambda d: d["scenarios"][0]["deployments"][0]["units"].append("ghost"),
        "unknown unit ghost",
    ),
    "scenario placing a unit twice": (
        "scenarios.json",
        lambda d: d["scenarios"][0]["deployments"][1]["units"].append(
            d["scenarios"][0]["deployments"][0]["units"][0]
        ),
        "placed twice",
    ),
    "scenario in an unknown zone": (
        "scenarios.json",
        lambda d: d["scenarios"][0]["reinforcements"][0]["entry_zones"].append("T99"),
        "unknown zone T99",
    ),
    "unit on the wrong side": (
        "scenarios.json",
        lambda d: d["scenarios"][0]["deployments"][0].update(side="syracusan"),
        "wrong side",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_loader_rejects_bad_data(tmp_path: Path, case: str) -> None:
    name, change, message = CASES[case]
    directory = altered(tmp_path, name, change)
    with pytest.raises(ContentError, match=message):
        content_from_files(directory)


def test_loader_reports_a_missing_file(tmp_path: Path) -> None:
    target = tmp_path / "data"
    shutil.copytree(DATA_DIR, target)
    (target / "crt.json").unlink()
    with pytest.raises(ContentError, match=r"crt\.json"):
        content_from_files(target)


def test_every_entry_has_a_provenance() -> None:
    content = load_content()
    sourced = [
        *content.map.zones.values(),
        *content.map.rivers,
        *content.map.walls,
        *content.map.forts,
        *content.map.fortifications,
        *content.map.links,
        *content.counters.units,
        *content.counters.leaders,
        *content.counters.stratagems,
        *content.counters.stratagem_counters,
        *content.counters.markers,
        *content.scenarios.scenarios,
        *content.rules.calendar,
    ]
    assert all(item.source.startswith(("rulebook", "reconstructed")) for item in sourced)
