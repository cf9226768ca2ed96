"""Which titles exist: the manifests found in engine/<title>/manifest.py, plus any registered at run time
(a test's tiny title). Engines are loaded on first use."""

from __future__ import annotations

import pkgutil
from functools import cache
from importlib import import_module

import engine
from engine.core.contract import GameEngine
from engine.core.title_manifest import TitleManifest

_REGISTERED: dict[str, TitleManifest] = {}


@cache
def _discovered() -> dict[str, TitleManifest]:
    found: dict[str, TitleManifest] = {}
    for package in pkgutil.iter_modules(engine.__path__):
        if not package.ispkg:
            continue
        name = f"engine.{package.name}.manifest"
        try:
            module = import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue  # a package that is not a title (core, shared helpers)
            raise
        declared: TitleManifest = module.MANIFEST
        found[declared.id] = declared
    return found


def manifests(include_test_only: bool = False) -> list[TitleManifest]:
    """Every title's manifest, by id."""
    every = {**_discovered(), **_REGISTERED}
    return [every[t] for t in sorted(every) if include_test_only or not every[t].test_only]


def manifest(title: str) -> TitleManifest:
    found = _REGISTERED.get(title) or _discovered().get(title)
    if found is None:
        raise KeyError(title)
    return found


def register(declared: TitleManifest) -> None:
    """Offer a title declared outside engine/ (tests); it replaces any title with the same id."""
    _REGISTERED[declared.id] = declared
    get_engine.cache_clear()


def unregister(title: str) -> None:
    _REGISTERED.pop(title, None)
    get_engine.cache_clear()


def title_ids(include_hidden: bool = False) -> list[str]:
    return [m.id for m in manifests(include_test_only=include_hidden)]


def load(path: str) -> object:
    """The object named by a manifest's "module:attribute" path."""
    module_name, attribute = path.split(":")
    return getattr(import_module(module_name), attribute)


@cache
def get_engine(title: str) -> GameEngine:
    engine_class = load(manifest(title).engine)
    return engine_class()  # type: ignore[operator, no-any-return]
