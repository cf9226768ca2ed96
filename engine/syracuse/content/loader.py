"""Load and validate the Syracuse content from the JSON files in `data/`.

Public API:
- `load_content() -> SyracuseContent`: every file, validated together (cached; the result is frozen).
- `load_map() -> MapData`: the map alone (cached).
- `content_from_files(directory) -> SyracuseContent`: uncached, for tests that feed altered data.
- `ContentError`: raised with the file name and the validation message when data is invalid.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.syracuse.content.models import (
    CombatTable,
    CounterSet,
    MapData,
    RuleTables,
    ScenarioSet,
    SyracuseContent,
)

DATA_DIR = Path(__file__).parent / "data"
FILES = {
    "map": "map.json",
    "counters": "counters.json",
    "crt": "crt.json",
    "scenarios": "scenarios.json",
    "rules": "rules.json",
}


class ContentError(ValueError):
    """The content files are missing, malformed or inconsistent."""


def _read(directory: Path, name: str) -> Any:
    path = directory / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ContentError(f"{name}: {exc}") from exc


def content_from_files(directory: Path = DATA_DIR) -> SyracuseContent:
    raw = {part: _read(directory, name) for part, name in FILES.items()}
    try:
        return SyracuseContent(
            map=MapData.model_validate(raw["map"]),
            counters=CounterSet.model_validate(raw["counters"]),
            crt=CombatTable.model_validate(raw["crt"]),
            scenarios=ScenarioSet.model_validate(raw["scenarios"]),
            rules=RuleTables.model_validate(raw["rules"]),
        )
    except ValidationError as exc:
        raise ContentError(str(exc)) from exc


@cache
def load_content() -> SyracuseContent:
    return content_from_files(DATA_DIR)


@cache
def load_map() -> MapData:
    try:
        return MapData.model_validate(_read(DATA_DIR, FILES["map"]))
    except ValidationError as exc:
        raise ContentError(f"map.json: {exc}") from exc
