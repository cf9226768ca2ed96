"""Point the real discord.py client at the emulator (and back).

discord.py builds every REST URL (bot calls, interaction callbacks, webhook followups) from `Route.BASE`,
and connects a non-sharded client to `DiscordWebSocket.DEFAULT_GATEWAY`; an AutoShardedClient asks
`GET /gateway/bot`, which the emulator answers with its own URL. `http._set_api_version` resets BASE,
so call this after it.
"""

from __future__ import annotations

import yarl
from discord import gateway, http

_ORIGINAL: dict[str, object] = {}


def point_discord_at(base_url: str, gateway_url: str) -> None:
    """Send discord.py's REST calls to `base_url` (".../api/v10") and its gateway to `gateway_url`."""
    if not _ORIGINAL:
        _ORIGINAL["base"] = http.Route.BASE
        _ORIGINAL["gateway"] = gateway.DiscordWebSocket.DEFAULT_GATEWAY
    http.Route.BASE = base_url.rstrip("/")
    gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)


def restore_discord() -> None:
    """Undo point_discord_at (tests call it on teardown)."""
    if not _ORIGINAL:
        return
    http.Route.BASE = _ORIGINAL.pop("base")  # type: ignore[assignment]
    gateway.DiscordWebSocket.DEFAULT_GATEWAY = _ORIGINAL.pop("gateway")  # type: ignore[assignment]


def is_pointed() -> bool:
    return bool(_ORIGINAL)
