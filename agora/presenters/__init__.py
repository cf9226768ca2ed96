"""Presenters: how each title is shown. A title names its presenter in its manifest
(engine/<title>/manifest.py)."""

from __future__ import annotations

from functools import cache

from agora.presenters.base import (
    BasePresenter,
    ButtonSpec,
    EmbedSpec,
    ImageSpec,
    PrivateContent,
    SelectOptionSpec,
    SelectSpec,
    TableContext,
    TitlePresenter,
)
from engine.registry import load, manifest


@cache
def presenter_for(title: str) -> TitlePresenter:
    """The presenter its manifest names; a plain generic one while the title has none of its own."""
    if not has_presenter(title):
        from agora.presenters.generic import GenericPresenter

        return GenericPresenter(title)
    presenter_class = load(manifest(title).presenter or "")
    return presenter_class()  # type: ignore[operator, no-any-return]


def has_presenter(title: str) -> bool:
    try:
        return manifest(title).presenter is not None
    except KeyError:
        return False


__all__ = [
    "BasePresenter",
    "ButtonSpec",
    "EmbedSpec",
    "ImageSpec",
    "PrivateContent",
    "SelectOptionSpec",
    "SelectSpec",
    "TableContext",
    "TitlePresenter",
    "has_presenter",
    "presenter_for",
]
