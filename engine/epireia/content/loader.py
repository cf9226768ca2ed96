"""Load the Epireia content set from its JSON files and validate it.

Public API:
- `load_content() -> EpireiaContent`: the packaged data, parsed once and cached (the models are frozen).
- `load_content_from(directory) -> EpireiaContent`: the same from another folder (tests, tuning runs).
- `ContentError`: raised with the file (or "content" for cross-file checks) and the first problem found.

Each JSON file is an object; a top-level "$comment" key is documentation and is ignored.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from engine.epireia.content.checks import check_content
from engine.epireia.content.models import (
    Administrator,
    Augure,
    Battlefield,
    CitiesFile,
    EpireiaContent,
    Figure,
    GreeceMap,
    ScenariosFile,
    TokensFile,
)

DATA_DIR = Path(__file__).parent / "data"
FILES = (
    "cities.json",
    "figures.json",
    "administrators.json",
    "map.json",
    "tokens.json",
    "battlefields.json",
    "scenarios.json",
    "augures.json",
)


class ContentError(ValueError):
    """The content files are missing, malformed or break a rule of the box."""


def _read(directory: Path, name: str) -> dict[str, Any]:
    path = directory / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ContentError(f"{name}: missing") from None
    except json.JSONDecodeError as exc:
        raise ContentError(f"{name}: not JSON ({exc})") from None
    if not isinstance(data, dict):
        raise ContentError(f"{name}: the top level must be an object")
    data.pop("$comment", None)
    return data


def _validate(name: str, model: Any, data: Any) -> Any:
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise ContentError(f"{name}: {where}: {first['msg']}") from exc


def _validate_list(name: str, model: Any, data: dict[str, Any], key: str) -> tuple[Any, ...]:
    items = data.get(key)
    if not isinstance(items, list):
        raise ContentError(f"{name}: `{key}` must be a list")
    return tuple(_validate(f"{name}[{key}][{i}]", model, item) for i, item in enumerate(items))


def load_content_from(directory: Path | str) -> EpireiaContent:
    directory = Path(directory)
    raw = {name: _read(directory, name) for name in FILES}
    cities: CitiesFile = _validate("cities.json", CitiesFile, raw["cities.json"])
    tokens: TokensFile = _validate("tokens.json", TokensFile, raw["tokens.json"])
    scenarios: ScenariosFile = _validate("scenarios.json", ScenariosFile, raw["scenarios.json"])
    parts = {
        "rules": cities.rules,
        "standard_board": cities.standard_board,
        "prestige_track": cities.prestige_track,
        "cities": cities.cities,
        "figures": _validate_list("figures.json", Figure, raw["figures.json"], "figures"),
        "administrators": _validate_list(
            "administrators.json", Administrator, raw["administrators.json"], "administrators"
        ),
        "map": _validate("map.json", GreeceMap, raw["map.json"]),
        "token_costs": tokens.costs,
        "tokens": tokens.tokens,
        "battlefields": _validate_list(
            "battlefields.json", Battlefield, raw["battlefields.json"], "battlefields"
        ),
        "scenarios": scenarios.multiplayer,
        "solo_scenarios": scenarios.solo,
        "augures": _validate_list("augures.json", Augure, raw["augures.json"], "augures"),
    }
    try:
        content = EpireiaContent.model_validate(parts)
        check_content(content)  # the whole set: box counts, unique ids, references that resolve
    except ValidationError as exc:
        raise ContentError(f"content: {exc.errors()[0]['msg']}") from exc
    except ValueError as exc:
        raise ContentError(f"content: {exc}") from exc
    return content


@cache
def load_content() -> EpireiaContent:
    return load_content_from(DATA_DIR)
