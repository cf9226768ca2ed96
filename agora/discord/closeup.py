"""After a step a title marks as worth a close-up (Syracuse: a combat, a group's completed move), its close-up
becomes the living table's picture (issue 10 part 2, issue 11 part 6): on a phone a close-up reads where the
whole board would not. It replaces the picture in the edit the step makes anyway (no Discord call of its own).

What to show and how is the title's (its presenter's `closeup_focus` and `closeup`); this module keeps the
platform's part: only public events choose the focus, and the picture is drawn from the spectator's view,
so nothing hidden reaches the channel."""

from __future__ import annotations

from typing import TYPE_CHECKING

from agora.presenters import presenter_for
from engine.core.actions import Event

from .images import DEFAULT_UPLOAD_LIMIT, EncodedImage, render_image

if TYPE_CHECKING:
    from agora.games import GameRecord

    from .screens import Screens


def closeup_focus(title: str, events: list[Event]) -> list[str]:
    """What a close-up of these events would show, read from the public ones only; [] for none."""
    return presenter_for(title).closeup_focus([e for e in events if e.audience is None])


async def closeup_image(
    screens: Screens, game: GameRecord, focus: list[str], limit: int = DEFAULT_UPLOAD_LIMIT
) -> EncodedImage | None:
    """The close-up of `focus` in the game's language, or None when the title draws none of it."""
    view = screens.service.view_for(game, None)  # the spectator's view: public information only
    spec = presenter_for(game.title).closeup(view, focus, game.language)
    if spec is None:
        return None
    return await render_image(spec.render, spec.name, limit)
