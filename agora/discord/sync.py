"""Command sync by hash: sync only when the command definitions (in every locale) changed.

The hash covers the payload Discord would receive for each command, translated by our translator, so
a changed French description triggers a sync as surely as a new option. It is stored in `Meta`.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from discord import app_commands

log = logging.getLogger("agora.sync")


async def command_payloads(tree: app_commands.CommandTree) -> list[dict]:
    translator = tree.translator
    payloads = []
    for command in tree.get_commands():
        if translator is not None:
            payloads.append(await command.get_translated_payload(tree, translator))
        else:
            payloads.append(command.to_dict(tree))
    return sorted(payloads, key=lambda p: (p.get("type", 1), p["name"]))


async def command_hash(tree: app_commands.CommandTree) -> str:
    payloads = await command_payloads(tree)
    return hashlib.sha256(json.dumps(payloads, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def hash_key(guild_id: int | None) -> str:
    return f"command_hash:{guild_id}" if guild_id else "command_hash:global"


async def sync_commands(tree: app_commands.CommandTree, guild_id: int | None) -> int:
    """Push the commands to Discord (one guild: instant; global: up to an hour to show)."""
    if guild_id:
        guild = discord.Object(id=guild_id)
        tree.copy_global_to(guild=guild)
        synced = await tree.sync(guild=guild)
    else:
        synced = await tree.sync()
    log.info("commands synced", extra={"guild_id": guild_id, "count": len(synced)})
    return len(synced)


async def sync_if_changed(tree: app_commands.CommandTree, service, guild_id: int | None) -> bool:
    """Sync when the stored hash differs; True if a sync happened."""
    current = await command_hash(tree)
    key = hash_key(guild_id)
    if await service.meta_get(key) == current:
        log.info("commands unchanged, no sync", extra={"guild_id": guild_id})
        return False
    await sync_commands(tree, guild_id)
    await service.meta_set(key, current)
    return True
