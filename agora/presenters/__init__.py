"""Presenters: how each title is shown. Add a title with one module and one line in `_PRESENTERS`."""

from __future__ import annotations

from functools import cache
from importlib import import_module

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

_PRESENTERS: dict[str, str] = {
    "demo": "agora.presenters.demo:DemoPresenter",
    "syracuse": "agora.presenters.syracuse:SyracusePresenter",
    "epireia": "agora.presenters.epireia:EpireiaPresenter",
}


@cache
def presenter_for(title: str) -> TitlePresenter:
    """The presenter of a title; a plain generic one while the title has none of its own."""
    if title not in _PRESENTERS:
        from agora.presenters.generic import GenericPresenter

        return GenericPresenter(title)
    module_name, class_name = _PRESENTERS[title].split(":")
    return getattr(import_module(module_name), class_name)()


def has_presenter(title: str) -> bool:
    return title in _PRESENTERS


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
