"""Reads the adjudicator corpus (tests/diadoques/corpus/*.toml) and plays one case.

A case states the position (units as "power: A* SYR", citadel owners, last season's first sieges), the
orders in the rulebook's notation ("power: A PHE SYR"), each order's expected outcome ("succeeds",
"fails", "fails <reason>"), the retreats ("space" or "X") and the whole resulting position.
TOML is in the standard library (tomllib): no new dependency for a plain, readable format.
"""

from __future__ import annotations

import re
import tomllib
from collections import defaultdict
from pathlib import Path
from typing import Any

from engine.diadoques.adjudicator import AdjudicationOptions, Resolution, adjudicate
from engine.diadoques.notation import parse_orders, read_space
from engine.diadoques.units import Position, Unit, UnitKind, diadoque_id, epigone_id

CORPUS = Path(__file__).parent
_UNIT = re.compile(r"^\s*([\w:-]+)\s*:\s*(Am|Ae|Ag|A|Fe|F)(\(\*\)|\*|#)?\s+(.+?)\s*$")


def load_cases() -> list[dict[str, Any]]:
    cases = []
    for path in sorted(CORPUS.glob("*.toml")):
        with path.open("rb") as f:
            for case in tomllib.load(f)["case"]:
                case["file"] = path.name
                cases.append(case)
    return cases


def space(board: Any, text: str) -> str:
    found = read_space(board, text)
    assert found is not None, f"no single space is named {text!r}"
    return found


def unit_key(board: Any, text: str) -> tuple[str, str]:
    m = _UNIT.match(text)
    assert m, f"not a unit: {text!r}"
    return m.group(1), space(board, m.group(4))


def build_position(board: Any, case: dict[str, Any]) -> tuple[Position, dict[tuple[str, str], str]]:
    units, ids = [], {}
    for n, text in enumerate(case["units"]):
        m = _UNIT.match(text)
        assert m, f"not a unit: {text!r}"
        owner, kind, mark, where = m.group(1), UnitKind(m.group(2)), m.group(3), space(board, m.group(4))
        commander = None
        if mark:
            commander = epigone_id(owner) if mark == "#" else diadoque_id(owner)
        uid = f"{owner}-{n}"
        ids[(owner, where)] = uid
        units.append(
            Unit(
                id=uid, owner=owner, kind=kind, space=where, commander=commander, commander_bonus=mark == "*"
            )
        )
    citadels = {space(board, c): (None if o == "none" else o) for c, o in case.get("citadels", {}).items()}
    position = Position(
        units=tuple(units),
        citadel_owner=citadels,
        first_sieges={
            ids[unit_key(board, u)]: space(board, c) for u, c in case.get("first_sieges", {}).items()
        },
        no_supply=frozenset(ids[unit_key(board, u)] for u in case.get("no_supply", [])),
        characters={c: space(board, s) for c, s in case.get("characters", {}).items()},
        blocked=frozenset(space(board, s) for s in case.get("blocked", [])),
        province_owner={space(board, p): o for p, o in case.get("provinces", {}).items()},
        passages=frozenset(
            f"{ids[unit_key(board, u.split('@')[0])]}:{u.split('@')[1].strip()}"
            for u in case.get("passages", [])
        ),
    )
    return position, ids


def play(board: Any, case: dict[str, Any]) -> tuple[Resolution, dict[tuple[str, str], str], list[Any]]:
    position, ids = build_position(board, case)
    by_power: dict[str, list[str]] = defaultdict(list)
    for line in case.get("orders", []):
        power, text = line.split(":", 1)
        by_power[power.strip()].append(text.strip())
    orders: dict[str, Any] = {}
    problems: list[Any] = []
    for power, lines in by_power.items():
        sheet = parse_orders(board, position, power, "\n".join(lines), check=False)
        orders.update(sheet.orders)
        problems += sheet.problems
    options = AdjudicationOptions(**case.get("options", {}))
    return adjudicate(board, position, orders, seed=case.get("seed", 1), options=options), ids, problems


def describe(board: Any, position: Position) -> list[str]:
    return sorted(f"{u.owner}: {u.kind.value} {u.space}" for u in position.units)
