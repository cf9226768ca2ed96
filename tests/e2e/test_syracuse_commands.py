"""The /syracuse command group stays within Discord's limits and is translated in French."""

from __future__ import annotations

import pytest

from agora.bot import AgoraBot
from agora.discord.sync import command_payloads
from agora.discord.translator import CatalogTranslator
from agora.settings import Settings
from tests.e2e.test_command_limits import _check_level


@pytest.fixture
async def syracuse_command():
    bot = AgoraBot(Settings(discord_token=None), auto_sync=False)
    for name in ("cogs.lobby", "cogs.syracuse"):
        await bot.load_extension(name)
    await bot.tree.set_translator(CatalogTranslator())
    payloads = {p["name"]: p for p in await command_payloads(bot.tree)}
    return payloads["syracuse"]


async def test_the_syracuse_group_respects_discord_limits_in_both_languages(syracuse_command):
    problems: list[str] = []
    _check_level(syracuse_command, "syracuse", problems)
    assert not problems, problems


async def test_every_action_has_a_subcommand_with_french_names(syracuse_command):
    names = {o["name"]: o for o in syracuse_command["options"]}
    assert {
        "announce",
        "activate",
        "move",
        "combat",
        "works",
        "stratagem",
        "advantage",
        "decide",
        "pass",
    } <= set(names)
    assert {"map", "status"} <= set(names)
    french = [o["name_localizations"]["fr"] for o in syracuse_command["options"]]
    assert len(set(french)) == len(french) and {"annoncer", "carte", "etat"} <= set(french)
    assert all(
        o["options"][0]["autocomplete"] for n, o in names.items() if n not in ("pass", "status", "map")
    )
