"""Discord's slash-command limits, checked on the real command tree in English and French.

A 26th subcommand or an invalid localised name makes Discord reject the whole sync (AsyncTI4 lost its
commands that way), so the limits are a test, not a hope.
"""

from __future__ import annotations

import re

import discord
import pytest

from agora.bot import AgoraBot
from agora.discord.components import MAX_CUSTOM_ID, button_id, select_id
from agora.discord.sync import command_hash, command_payloads
from agora.discord.translator import CatalogTranslator
from agora.settings import Settings

NAME = re.compile(r"^[-_\w]{1,32}$")
MAX_PER_LEVEL = 25


@pytest.fixture
async def tree():
    bot = AgoraBot(Settings(discord_token=None, enable_demo_title=True), auto_sync=False)
    for name in ("cogs.lobby", "cogs.demo"):
        await bot.load_extension(name)
    await bot.tree.set_translator(CatalogTranslator())
    return bot.tree  # never logged in: nothing to close


def _check_level(payload: dict, path: str, problems: list[str]) -> None:
    names = [payload["name"], *payload.get("name_localizations", {}).values()]
    for name in names:
        if not NAME.match(name) or name != name.lower():
            problems.append(f"{path}: invalid name {name!r}")
    descriptions = [payload.get("description", ""), *payload.get("description_localizations", {}).values()]
    for text in descriptions:
        if not 1 <= len(text) <= 100:
            problems.append(f"{path}: description length {len(text)}")
    options = payload.get("options", [])
    if len(options) > MAX_PER_LEVEL:
        problems.append(f"{path}: {len(options)} options")
    for option in options:
        choices = option.get("choices", [])
        if len(choices) > MAX_PER_LEVEL:
            problems.append(f"{path} {option['name']}: {len(choices)} choices")
        for choice in choices:
            for text in [choice["name"], *choice.get("name_localizations", {}).values()]:
                if not 1 <= len(text) <= 100:
                    problems.append(f"{path} {option['name']}: choice {text!r}")
        _check_level(option, f"{path} {option['name']}", problems)


async def test_every_command_level_respects_discord_limits_in_both_languages(tree):
    payloads = await command_payloads(tree)
    assert len(payloads) <= 100
    problems: list[str] = []
    for payload in payloads:
        _check_level(payload, payload["name"], problems)
    assert not problems, problems


async def test_commands_are_localised_in_french_with_distinct_names(tree):
    payloads = {p["name"]: p for p in await command_payloads(tree)}
    game = payloads["game"]
    assert game["name_localizations"]["fr"] == "partie"
    french = [o["name_localizations"]["fr"] for o in game["options"]]
    assert len(set(french)) == len(french)
    assert {"nouvelle", "rejoindre", "main"} <= set(french)
    new = next(o for o in game["options"] if o["name"] == "new")
    assert {o["name"] for o in new["options"]} == {"title", "options", "language", "seat", "thread"}
    thread = next(o for o in new["options"] if o["name"] == "thread")
    assert thread["name_localizations"]["fr"] == "fil"


async def test_the_command_hash_changes_only_with_the_definitions(tree):
    first = await command_hash(tree)
    assert first == await command_hash(tree)
    tree.remove_command("duel")
    assert await command_hash(tree) != first


def test_custom_ids_stay_under_discord_limit_for_huge_ids():
    biggest = 2**63 - 1
    for verb in ("join", "hand", "abandon_yes", "a24"):
        assert len(button_id(biggest, biggest, verb)) <= MAX_CUSTOM_ID
    assert len(select_id(biggest, biggest, 4)) <= MAX_CUSTOM_ID


def test_bot_pings_nobody_by_default():
    bot = AgoraBot(Settings(discord_token=None), auto_sync=False)
    mentions = bot.allowed_mentions
    assert isinstance(mentions, discord.AllowedMentions)
    assert mentions.everyone is False and mentions.roles is False and mentions.users is False
