"""`/game export`'s file: the game row, seats, action log and state as JSON (`GameService.export`)."""

from __future__ import annotations

import io
import json
from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService


async def export_file(service: GameService, game: GameRecord) -> discord.File:
    data = await service.export(game.id)
    body = json.dumps(data, ensure_ascii=False, indent=2, default=str).encode("utf-8")
    return discord.File(io.BytesIO(body), filename=f"agora-game-{game.id}.json")
