"""Buttons and selects that survive restarts: `discord.ui.DynamicItem`s whose custom id says everything.

Custom ids: `agora:<game_id>:v<version>:<action>` for buttons and `agora:<game_id>:v<version>:pick:<n>`
for selects (≤ 100 characters). `<action>` is either a lobby verb (`join`, `hand`, `abandon_yes`,
`abandon_no`) or `a<i>`, the i-th legal action of the clicking seat at that version. Clicks are routed
to the handler the bot registered with `route_components` (its `Table`), which re-reads the game and
refuses stale versions, except the seat's own DM controls the Table left in place because the moves
since did not change that seat's choices (`Table.controls_version`), and a DM it does not know (sent
before a restart, or by another process) whose controls are exactly the ones the seat has now.
"""

from __future__ import annotations

import re
import weakref
from dataclasses import dataclass
from typing import Any, Protocol

import discord

MAX_CUSTOM_ID = 100
LOBBY_VERBS = frozenset({"join", "hand", "abandon_yes", "abandon_no"})
_BUTTON = r"agora:(?P<gid>\d+):v(?P<ver>\d+):(?P<act>[a-z0-9_]+)"
_SELECT = r"agora:(?P<gid>\d+):v(?P<ver>\d+):pick:(?P<slot>\d+)"

_STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


@dataclass(frozen=True)
class ComponentRef:
    """A parsed custom id: which game, at which version, doing what (`values` for selects)."""

    game_id: int
    version: int
    verb: str
    values: tuple[str, ...] = ()

    @property
    def action_index(self) -> int | None:
        """The legal-action index of an `a<i>` verb or a select value, else None."""
        raw = self.values[0] if self.values else self.verb
        if raw.startswith("a") and raw[1:].isascii() and raw[1:].isdigit():
            return int(raw[1:])
        return None


def button_id(game_id: int, version: int, verb: str) -> str:
    custom_id = f"agora:{game_id}:v{version}:{verb}"
    if len(custom_id) > MAX_CUSTOM_ID or not re.fullmatch(_BUTTON, custom_id):
        raise ValueError(f"bad custom id {custom_id!r}")
    return custom_id


def select_id(game_id: int, version: int, slot: int) -> str:
    return f"agora:{game_id}:v{version}:pick:{slot}"


class ComponentHandler(Protocol):
    """What handles a bot's clicks on game controls (the bot's `Table`)."""

    async def on_component(self, interaction: discord.Interaction, ref: ComponentRef) -> None: ...


# Each bot's handler; weak, so a bot that is gone (tests start several) takes its handler with it.
_handlers: weakref.WeakKeyDictionary[discord.Client, ComponentHandler] = weakref.WeakKeyDictionary()


def route_components(client: discord.Client, handler: ComponentHandler) -> None:
    """Send `client`'s clicks on game buttons and selects to `handler`."""
    _handlers[client] = handler


def component_handler(client: discord.Client) -> ComponentHandler | None:
    return _handlers.get(client)


async def _route(interaction: discord.Interaction, ref: ComponentRef) -> None:
    handler = component_handler(interaction.client)
    if handler is None:  # a bot without the game layer loaded; nothing sensible to do
        return
    await handler.on_component(interaction, ref)


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=_BUTTON):
    def __init__(self, game_id: int, version: int, verb: str, *, label: str, style: str = "primary") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=_STYLES.get(style, discord.ButtonStyle.primary),
                custom_id=button_id(game_id, version, verb),
            )
        )
        self.ref = ComponentRef(game_id, version, verb)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ) -> GameButton:
        return cls(int(match["gid"]), int(match["ver"]), match["act"], label=item.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _route(interaction, self.ref)


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template=_SELECT):
    def __init__(
        self,
        game_id: int,
        version: int,
        slot: int,
        *,
        placeholder: str,
        options: list[discord.SelectOption] | None = None,
        min_values: int = 1,
        max_values: int = 1,
    ) -> None:
        # Several values: the options of one multi-part choice, applied in turn (Table.act_many).
        most = max(1, min(max_values, len(options or []) or 1, 25))
        super().__init__(
            discord.ui.Select(
                placeholder=placeholder[:150],
                options=options or [],
                custom_id=select_id(game_id, version, slot),
                min_values=max(0, min(min_values, most)),
                max_values=most,
            )
        )
        self.game_id, self.version, self.slot = game_id, version, slot

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str], /
    ) -> GameSelect:
        return cls(
            int(match["gid"]),
            int(match["ver"]),
            int(match["slot"]),
            placeholder=item.placeholder or "",
            options=list(item.options),
            min_values=item.min_values,
            max_values=item.max_values,
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        values = tuple(self.item.values)
        await _route(interaction, ComponentRef(self.game_id, self.version, "pick", values))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (GameButton, GameSelect)
