"""Views of Syracuse positions shared by the render tests (built once per session: playouts take time)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from render.syracuse.samples import mid_game_view


@pytest.fixture(scope="session")
def engine() -> SyracuseEngine:
    return SyracuseEngine()


@pytest.fixture(scope="session")
def start_state(engine: SyracuseEngine) -> Any:
    return engine.create(SyracuseOptions(), ["athens", "syracuse"], 1)


@pytest.fixture(scope="session")
def start_view(engine: SyracuseEngine, start_state: Any) -> dict[str, Any]:
    return engine.view(start_state, "athens")


@pytest.fixture(scope="session")
def mid_view() -> dict[str, Any]:
    return mid_game_view(actions=300, seed=11)
