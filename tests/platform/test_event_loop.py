"""The bot's event loop: uvloop where installed, asyncio when asked or where uvloop is missing."""

from __future__ import annotations

import asyncio
import builtins
import sys

import pytest

from agora.event_loop import LoopUnavailable, loop_factory, loop_name
from agora.settings import Settings

uvloop = pytest.importorskip("uvloop", reason="uvloop has no build for this system")


def _name_of_loop_made_by(choice) -> str:
    with asyncio.Runner(loop_factory=loop_factory(choice)) as runner:
        return runner.run(_running_loop_name())


async def _running_loop_name() -> str:
    await asyncio.sleep(0)
    return loop_name(asyncio.get_running_loop())


def test_auto_runs_on_uvloop_where_it_is_installed():
    assert Settings(_env_file=None).event_loop == "auto"
    assert _name_of_loop_made_by("auto") == "uvloop"
    assert _name_of_loop_made_by("uvloop") == "uvloop"


def test_asyncio_asked_for_gets_asyncio():
    assert _name_of_loop_made_by("asyncio") == "asyncio"


def test_without_uvloop_auto_falls_back_and_uvloop_explains(monkeypatch):
    real_import = builtins.__import__

    def no_uvloop(name, *args, **kwargs):
        if name == "uvloop":
            raise ImportError("no uvloop here")
        return real_import(name, *args, **kwargs)

    monkeypatch.delitem(sys.modules, "uvloop")
    monkeypatch.setattr(builtins, "__import__", no_uvloop)
    assert _name_of_loop_made_by("auto") == "asyncio"
    with pytest.raises(LoopUnavailable, match="EVENT_LOOP=auto"):
        loop_factory("uvloop")


def test_an_unknown_loop_is_refused_by_the_settings(monkeypatch):
    monkeypatch.setenv("EVENT_LOOP", "trio")
    with pytest.raises(ValueError):
        Settings(_env_file=None)
