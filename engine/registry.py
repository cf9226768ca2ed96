"""Which titles exist. Each title registers its engine here by import path, loaded on first use."""

from __future__ import annotations

from functools import cache
from importlib import import_module

from engine.core.contract import GameEngine

_TITLES: dict[str, str] = {
    "demo": "engine.demo.engine:OracleDuel",
    "epireia": "engine.epireia.engine:EpireiaEngine",
    "syracuse": "engine.syracuse.engine:SyracuseEngine",
}
_HIDDEN = {"demo"}  # test-only titles, offered only when the platform enables them


def title_ids(include_hidden: bool = False) -> list[str]:
    return [t for t in _TITLES if include_hidden or t not in _HIDDEN]


@cache
def get_engine(title: str) -> GameEngine:
    try:
        path = _TITLES[title]
    except KeyError:
        raise KeyError(title) from None
    module_name, class_name = path.split(":")
    return getattr(import_module(module_name), class_name)()
