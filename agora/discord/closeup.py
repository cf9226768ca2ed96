"""After a combat, a close-up of the zones fought over becomes the living table's picture (issue 10 part 2,
issue 11 part 6): the map is posted after a combat, and on a phone the close-up reads where the whole board
would not. Drawn from the spectator's view only, so nothing hidden reaches the channel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.actions import Event

from .images import DEFAULT_UPLOAD_LIMIT, EncodedImage, render_image

if TYPE_CHECKING:
    from agora.games import GameRecord

    from .screens import Screens

COMBAT_EVENTS = {"syracuse": "combat_result"}  # title -> the public event that ends a combat


def combat_zones(title: str, events: list[Event]) -> list[str]:
    """Zones where a combat was just resolved (public events only), in order, without repeats."""
    kind = COMBAT_EVENTS.get(title)
    zones: list[str] = []
    for event in events:
        zone = event.params.get("zone")
        if event.kind == kind and event.audience is None and isinstance(zone, str) and zone not in zones:
            zones.append(zone)
    return zones


async def combat_closeup(
    screens: Screens, game: GameRecord, zones: list[str], limit: int = DEFAULT_UPLOAD_LIMIT
) -> EncodedImage | None:
    """The close-up picture of `zones` in the game's language, or None for a title without one."""
    if game.title != "syracuse" or not zones:
        return None
    from render.syracuse import render_closeup

    view = screens.service.view_for(game, None)  # the spectator's view: public information only
    lang = game.language
    return await render_image(
        lambda: render_closeup(view, zones, lang=lang, highlight=zones), f"syracuse-combat-{zones[0]}", limit
    )
