"""Turn presenter specs into discord.py objects: embeds (with their image file) and views of controls."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from agora.presenters import EmbedSpec, PrivateContent

from .components import GameButton, GameSelect
from .images import EncodedImage, render_image

ROWS, ROW_WIDTH = 5, 5  # a message holds 5 rows; a select fills a whole row
MAX_SELECT_OPTIONS = 25


async def build_embed(spec: EmbedSpec, *, limit: int) -> tuple[discord.Embed, EncodedImage | None]:
    embed = discord.Embed(
        title=spec.title[:256], description=spec.description[:4096] or None, colour=spec.colour
    )
    for name, value, inline in spec.fields[:25]:
        embed.add_field(name=name[:256], value=(value or "—")[:1024], inline=inline)
    if spec.footer:
        embed.set_footer(text=spec.footer[:2048])
    image = None
    if spec.image is not None:
        image = await render_image(spec.image.render, spec.image.name, limit)
        embed.set_image(url=f"attachment://{image.filename}")
    return embed, image


def controls_view(game_id: int, version: int, content: PrivateContent) -> discord.ui.View | None:
    """A view of the seat's controls, or None when it has nothing to do now."""
    if not content.buttons and not content.selects:
        return None
    view = discord.ui.View(timeout=None)
    selects = content.selects[: ROWS - 1]
    for slot, select in enumerate(selects):
        options = [
            discord.SelectOption(
                label=o.label[:100], value=f"a{o.action_index}", description=o.description[:100] or None
            )
            for o in select.options[:MAX_SELECT_OPTIONS]
        ]
        view.add_item(
            GameSelect(
                game_id,
                version,
                slot,
                placeholder=select.placeholder,
                options=options,
                min_values=select.min_values,
                max_values=select.max_values,
            )
        )
    for button in content.buttons[: (ROWS - len(selects)) * ROW_WIDTH]:
        view.add_item(
            GameButton(game_id, version, f"a{button.action_index}", label=button.label, style=button.style)
        )
    return view


def shows_controls(components: Sequence[discord.Component], view: discord.ui.View | None) -> bool:
    """Whether a message's components are exactly the controls of `view`: the same rows, ids, labels,
    styles and options (the ids Discord numbers a message's components with left out)."""
    if view is None:
        return not components
    return _essence([c.to_dict() for c in components]) == _essence(view.to_components())


def _essence(payload: Any) -> Any:
    if isinstance(payload, dict):
        return {key: _essence(value) for key, value in payload.items() if key != "id"}
    if isinstance(payload, list):
        return [_essence(item) for item in payload]
    return payload
