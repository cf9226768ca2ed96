"""The bot's process sets Python's garbage collector for a long run once it is ready (agora/collector.py);
a process that hosts bots one after another (these tests) never does."""

from __future__ import annotations

import gc
import subprocess
import sys

import agora.bot
import agora.command_line
from agora.collector import YOUNG_THRESHOLD


def test_settling_freezes_what_start_up_loaded_and_spaces_the_young_runs():
    # A process of its own: freezing is for good.
    probe = (
        "import gc; from agora.collector import settle_for_a_long_run; "
        "before = gc.get_threshold(); settle_for_a_long_run(); "
        "print(gc.get_freeze_count() > 1000, gc.get_threshold()[0], gc.get_threshold()[1:] == before[1:])"
    )
    shown = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert shown.stdout.split() == ["True", str(YOUNG_THRESHOLD), "True"]


async def test_a_bot_asked_to_settles_the_collector_when_first_ready_only(bot, monkeypatch):
    settled = []
    monkeypatch.setattr(agora.bot, "settle_for_a_long_run", lambda: settled.append(1))
    assert gc.get_freeze_count() == 0  # the test process's bot, ready already, did not ask
    bot._settle_collector = True  # as `bot.py` builds it
    await bot.on_ready()
    await bot.on_ready()  # a reconnection is ready again: nothing more
    assert settled == [1]


async def test_bot_py_builds_its_bot_to_settle_the_collector(monkeypatch):
    built = {}

    class Recorded:
        storage_failure = None

        def __init__(self, _settings, **kwargs):
            built.update(kwargs)

        async def __aenter__(self):
            return self

        async def __aexit__(self, *_exc):
            return None

        async def start(self, _token):
            return None

    async def no_storage(*_args, **_kwargs):
        return None

    monkeypatch.setattr(agora.command_line, "AgoraBot", Recorded)
    monkeypatch.setattr(agora.command_line, "open_bot_storage", no_storage)
    monkeypatch.setattr(agora.command_line, "point_at_overrides", lambda _settings: None)
    assert await agora.command_line.run(object(), "token") == 0
    assert built.get("settle_collector") is True
