"""After a combat or a group's completed move, a close-up of the zones involved becomes the living table's
picture (issue 10 part 2, issue 11 part 6): on a phone the close-up reads where the whole board would not.
It replaces the picture in the edit the step makes anyway (no Discord call of its own), and is drawn from
the spectator's view only, so nothing hidden reaches the channel."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from engine.core.actions import Event

from .images import DEFAULT_UPLOAD_LIMIT, EncodedImage, in_render_thread, render_image

if TYPE_CHECKING:
    from agora.games import GameRecord

    from .screens import Screens

log = logging.getLogger("agora.render")

COMBAT_EVENTS = {"syracuse": "combat_result"}  # title -> the public event that ends a combat
MOVE_EVENTS = {"syracuse": ("step", "group_stops")}  # title -> (a group's step, the end of its move)
FORT_SUFFIX = "/fort"  # a step into a zone's fort names it so (engine/syracuse/movement.py)


def combat_zones(title: str, events: list[Event]) -> list[str]:
    """Zones where a combat was just resolved (public events only), in order, without repeats."""
    kind = COMBAT_EVENTS.get(title)
    zones: list[str] = []
    for event in events:
        zone = event.params.get("zone")
        if event.kind == kind and event.audience is None and isinstance(zone, str) and zone not in zones:
            zones.append(zone)
    return zones


class MoveOrigins:
    """Where each game's moving group set out from (its first step's zone), kept between the actions of one
    move: a move is several actions (each step, then stop). Kept in memory: after a restart, or when another
    process took the first step, the close-up shows the zones entered in the last action and the stop."""

    def __init__(self) -> None:
        self._origins: dict[int, str] = {}

    def zones(self, game_id: int, title: str, events: list[Event]) -> list[str]:
        """The zones left and entered by a move completed in these events (public ones only); [] else."""
        kinds = MOVE_EVENTS.get(title)
        if kinds is None:
            return []
        step, stop = kinds
        zones: list[str] = []
        for event in events:
            if event.audience is not None:
                continue
            if event.kind == step:
                self._origins.setdefault(game_id, _zone(event.params.get("frm")))
                zones.append(_zone(event.params.get("to")))
            elif event.kind == stop:
                origin = self._origins.pop(game_id, None)
                end = _zone(event.params.get("zone"))
                moved = [z for z in (origin, *zones, end) if z]
                if origin is None and not zones:
                    return []  # the group stopped where it formed: nothing moved
                first, last = moved[0], moved[-1]
                return [first] if first == last else [first, last]
        return []


def _zone(target: object) -> str:
    text = str(target or "")
    return text[: -len(FORT_SUFFIX)] if text.endswith(FORT_SUFFIX) else text


async def combat_closeup(
    screens: Screens, game: GameRecord, zones: list[str], limit: int = DEFAULT_UPLOAD_LIMIT
) -> EncodedImage | None:
    """The close-up picture of `zones` in the game's language, or None for a title without one."""
    if game.title != "syracuse":
        return None
    from engine.syracuse.content.loader import load_map
    from render.syracuse import render_closeup

    zones = [z for z in zones if z in load_map().zones]  # Catana, off the map, has no close-up
    if not zones:
        return None

    view = screens.service.view_for(game, None)  # the spectator's view: public information only
    lang = game.language
    return await render_image(
        lambda: render_closeup(view, zones, lang=lang, highlight=zones), f"syracuse-closeup-{zones[0]}", limit
    )


async def warm_closeups() -> None:
    """Draw the layer Syracuse's close-ups are cut from (render/syracuse/base.py), on a render thread, so
    that the first combat after a start does not wait half a second for it: a refresh still drawing
    when the next step comes is replaced, close-up and all."""
    from render.syracuse.base import closeup_master

    try:
        await in_render_thread(closeup_master)
    except Exception:  # only a head start: the first close-up draws it otherwise
        log.exception("drawing the close-ups' layer in advance failed")
