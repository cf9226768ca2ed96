"""The event loop the bot runs on: uvloop where it is installed, else asyncio's own.

A move costs the bot a gateway event, about three HTTP calls and a few database trips, each a socket
read or write and a wake-up of the loop; uvloop (libuv, the loop asyncpg is built for) does those in C.
Measured on Epireia with two players (`bench/e2e_latency.py`, alternated runs): about 5 % less CPU per
move. uvloop has no Windows build, so `auto` falls back to asyncio there, and `EVENT_LOOP=asyncio`
chooses asyncio anywhere (to rule the loop out when chasing a problem)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Literal

LoopChoice = Literal["auto", "uvloop", "asyncio"]


class LoopUnavailable(Exception):
    """`EVENT_LOOP=uvloop` asked for on a machine without uvloop."""


def loop_factory(choice: LoopChoice) -> Callable[[], asyncio.AbstractEventLoop]:
    """What makes the bot's event loop for the `EVENT_LOOP` setting."""
    if choice == "asyncio":
        return asyncio.new_event_loop
    try:
        import uvloop
    except ImportError:
        if choice == "uvloop":
            raise LoopUnavailable(
                "EVENT_LOOP=uvloop but uvloop is not installed (no build for this system?): "
                "pip install uvloop, or set EVENT_LOOP=auto"
            ) from None
        return asyncio.new_event_loop
    return uvloop.new_event_loop


def loop_name(loop: asyncio.AbstractEventLoop) -> str:
    """`uvloop` or `asyncio`, for the start-up log line."""
    return "uvloop" if type(loop).__module__.startswith("uvloop") else "asyncio"
