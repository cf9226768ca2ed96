"""Hostile input: very long strings, markdown and mention injection, unknown ids, and option values
fuzzed with hypothesis on every slash command the bot registers (read from the emulator). The bot
always answers — a clear refusal, never an internal error — changes nothing when it refuses, and no
bot message ever pings @everyone, a role, or anyone but a player."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from emulator.commands import (
    BOOLEAN,
    CHANNEL,
    INTEGER,
    MENTIONABLE,
    NUMBER,
    ROLE,
    STRING,
    SUB_COMMAND,
    SUB_COMMAND_GROUP,
    USER,
)
from i18n import t
from tests.conftest import postgres_server_url
from tests.faults.support import assert_game_whole, start_game
from tests.security.support import assert_answered, assert_no_unwanted_pings

INTERNAL = [t("bot.error.internal", lang).lower() for lang in ("en", "fr")]


def hostile_texts(world) -> list[str]:
    role = world.guild.manager_role_id
    return [
        "@everyone",
        "@here hello",
        f"<@&{role}> <@&{world.guild.id}>",
        f"<@{world.admin.id}> <@!{world.carol.id}>",
        "**bold** __under__ ~~strike~~ ||spoiler|| `code` ```block```",
        "[link](https://example.com) # heading\n> quote",
        "target:@everyone",
        "target:12 target:13",
        "target:99999999999999999999999999",
        "seed:-1",
        "²",
        "٣",  # an Arabic-Indic digit: isdigit() says yes, int() may too
        "9" * 40,
        "-5",
        "0",
        "\u202e\u200b\x00",
        "' OR 1=1; DROP TABLE games; --",
        "{title} {0} %s {{",
    ]


def leaf_commands(registered: list[dict[str, Any]]) -> list[tuple[str, list[dict[str, Any]]]]:
    """Every invocable path ("game new") with its options, from the registered schemas."""

    def walk(node: dict[str, Any], path: str):
        subs = [o for o in node.get("options", []) if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if not subs:
            yield path, list(node.get("options", []))
        for sub in subs:
            yield from walk(sub, f"{path} {sub['name']}")

    return [leaf for command in registered for leaf in walk(command, command["name"])]


def value_strategy(option: dict[str, Any], world) -> st.SearchStrategy[Any]:
    kind = option["type"]
    if option.get("choices"):
        return st.sampled_from([c["value"] for c in option["choices"]])
    if kind == STRING:
        low, high = option.get("min_length", 0), option.get("max_length", 6000)
        fitting = [s[:high] for s in hostile_texts(world) if len(s) >= low]
        return st.one_of(
            st.sampled_from(fitting),
            st.text(min_size=low, max_size=min(high, 200)),
            st.just("x" * high),  # as long as Discord allows
        )
    if kind in (INTEGER, NUMBER):
        low, high = option.get("min_value", -(2**53)), option.get("max_value", 2**53)
        if kind == INTEGER:
            return st.integers(min_value=int(low), max_value=int(high))
        return st.floats(min_value=low, max_value=high, allow_nan=False, allow_infinity=False)
    if kind == BOOLEAN:
        return st.booleans()
    if kind in (USER, MENTIONABLE):
        return st.sampled_from([world.alice, world.bob, world.carol, world.admin])
    if kind == CHANNEL:
        return st.sampled_from([world.channel, world.other_channel])
    if kind == ROLE:
        return st.sampled_from(sorted(world.guild.roles))
    raise AssertionError(f"no strategy for option type {kind}: add one")


def plain_value(option: dict[str, Any], world, text: str) -> Any:
    """A harmless value for a required option that is not the one under attack."""
    kind = option["type"]
    if option.get("choices"):
        return option["choices"][0]["value"]
    if kind == STRING:
        return text
    if kind in (INTEGER, NUMBER):
        return option.get("min_value", 1)
    if kind == BOOLEAN:
        return False
    if kind in (USER, MENTIONABLE):
        return world.bob
    if kind == CHANNEL:
        return world.channel
    return world.guild.manager_role_id


def fuzz_cases(registered, world, count: int) -> list[tuple[str, Any, dict[str, Any]]]:
    """`count` (command path, user, options) cases drawn by hypothesis from the registered schemas."""
    commands = leaf_commands(registered)
    cases: list[tuple[str, Any, dict[str, Any]]] = []

    @settings(
        max_examples=count,
        database=None,
        derandomize=True,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(st.data())
    def draw(data):
        path, options = data.draw(st.sampled_from(commands))
        values = {}
        for option in options:
            if option.get("required") or data.draw(st.booleans()):
                values[option["name"]] = data.draw(value_strategy(option, world))
        user = data.draw(st.sampled_from([world.alice, world.bob, world.carol, world.admin]))
        cases.append((path, user, values))

    draw()
    # Every command at least once, whatever hypothesis drew: its required options, a non-ASCII digit
    # for every string.
    for path, options in commands:
        plain = {o["name"]: plain_value(o, world, "²") for o in options if o.get("required")}
        cases += [(path, user, plain) for user in (world.alice, world.bob)]  # the seated players
        # Every free string option at the longest Discord allows: an answer that echoes it must still fit.
        longest = {
            o["name"]: "x" * o.get("max_length", 6000)
            for o in options
            if o["type"] == STRING and not o.get("choices")
        }
        if longest:
            cases.append((path, world.alice, {**plain, **longest}))
    return cases


def _shortened(options: dict[str, Any]) -> dict[str, Any]:
    """Options as an assertion message can show them: long strings cut, with their length."""
    return {
        name: f"{value[:40]}…({len(value)} chars)" if isinstance(value, str) and len(value) > 60 else value
        for name, value in options.items()
    }


async def snapshot(bot, world) -> list[tuple[int, int, str]]:
    games = await bot.service.list_guild(world.guild.id, include_ended=True)
    return sorted((g.id, g.version, g.status) for g in games)


async def play_hostile(bot, emulator, world, path: str, user, options: dict[str, Any]):
    before = await snapshot(bot, world)
    result = await emulator.slash(user, world.channel, path, **options)
    await emulator.wait_idle(timeout=30)
    answer = assert_answered(result, user, (path, _shortened(options)))
    text = "\n".join(m.text for m in answer)
    assert not any(internal in text.lower() for internal in INTERNAL), (path, options, text)
    refused = not result.public and not text.strip().startswith("✅")
    if refused:
        assert await snapshot(bot, world) == before, (path, options, result.text)
    for game_id, _, _ in await snapshot(bot, world):
        await assert_game_whole(bot.service, game_id)
    return result


def players(world) -> set[int]:
    return {world.alice.id, world.bob.id, world.carol.id, world.admin.id}


def free_strings(options: list[dict[str, Any]], text: str) -> list[dict[str, Any]]:
    """A command's free string options that accept `text`. On PostgreSQL only the first: which option
    carries a text is the parsing's business, tested on SQLite; the database pass checks that a refused
    text changes nothing there either (a CI trim: the sweep took 2.5 min of it)."""
    fitting = [
        option
        for option in options
        if option["type"] == STRING
        and not option.get("choices")
        and option.get("min_length", 0) <= len(text) <= option.get("max_length", 6000)
    ]
    return fitting[:1] if postgres_server_url() is not None else fitting


async def hostile_text_everywhere(bot, emulator, world, texts: list[str]) -> None:
    await start_game(emulator, world.channel, world.alice, [world.bob], title="demo")
    for text in texts:
        for path, options in leaf_commands(emulator.registered_commands()):
            for option in free_strings(options, text):
                values = {o["name"]: plain_value(o, world, text) for o in options if o.get("required")}
                values[option["name"]] = text
                if path == "game new" and option["name"] != "title":
                    values["title"] = "demo"
                await play_hostile(bot, emulator, world, path, world.carol, values)
    assert_no_unwanted_pings(emulator, players(world))


@pytest.mark.slow  # about 12 s
async def test_mentions_and_markdown_in_string_options_are_refused_or_inert(bot, emulator, world):
    texts = hostile_texts(world)
    await hostile_text_everywhere(bot, emulator, world, [texts[0], texts[10]])


@pytest.mark.slow
async def test_every_hostile_text_in_every_string_option_is_refused_or_inert(bot, emulator, world):
    await hostile_text_everywhere(bot, emulator, world, hostile_texts(world))


async def test_unknown_game_ids_are_refused_clearly(bot, emulator, world):
    for game in ["999999", "0", "-1", "²", "9" * 40, "1e3", " 1", "abc"]:
        result = await play_hostile(bot, emulator, world, "game export", world.alice, {"game": game})
        assert result.ephemeral, result.text


async def test_a_game_created_with_mentions_in_its_options_pings_nobody(bot, emulator, world):
    hostile = f"target:12 <@{world.admin.id}> @everyone <@&{world.guild.manager_role_id}>"
    result = await emulator.slash(world.alice, world.channel, "game new", title="demo", options=hostile)
    await emulator.wait_idle()
    assert result.ephemeral or result.public
    assert_no_unwanted_pings(emulator, {world.alice.id, world.bob.id})


@pytest.mark.slow
@pytest.mark.parametrize(
    "title, count",
    [pytest.param("demo", 150, marks=pytest.mark.soak_repeat), ("syracuse", 100), ("epireia", 100)],
)
async def test_fuzzed_options_on_every_registered_command_never_break_the_bot(
    bot, emulator, world, title, count
):
    """With a game of each title in play, so that every title's own commands reach their parsing. On
    PostgreSQL, half the drawn cases (a CI trim): the parsing is the same, every command is still hit."""
    await start_game(emulator, world.channel, world.alice, [world.bob], title=title)
    if postgres_server_url() is not None:
        count //= 2
    cases = fuzz_cases(emulator.registered_commands(), world, count=count)
    assert {path for path, _, _ in cases} == {
        path for path, _ in leaf_commands(emulator.registered_commands())
    }
    for path, user, options in cases:
        await play_hostile(bot, emulator, world, path, user, options)
    assert_no_unwanted_pings(emulator, players(world))


async def test_a_short_fuzz_run_covers_every_command(bot, emulator, world):
    await start_game(emulator, world.channel, world.alice, [world.bob], title="demo")
    cases = fuzz_cases(emulator.registered_commands(), world, count=12)
    for path, user, options in cases:
        await play_hostile(bot, emulator, world, path, user, options)
    assert_no_unwanted_pings(emulator, players(world))


@pytest.mark.parametrize(
    "path, options",
    [
        ("game new", {"title": "syracuse", "options": "x" * 1995}),
        ("game new", {"title": "syracuse", "seat": "y" * 1995}),
        ("game join", {"seat": "z" * 1995}),
    ],
    ids=["new-options", "new-seat", "join-seat"],
)
async def test_an_over_long_option_or_seat_still_gets_a_private_refusal(bot, emulator, world, path, options):
    """#14 defect 2: an input near Discord's 2,000-character limit, echoed in the refusal, must not push
    the answer over the limit (the send fails with 50035 and the user is left with nothing)."""
    if path == "game join":
        await emulator.slash(world.alice, world.channel, "game new", title="syracuse")
        await emulator.wait_idle()
    before = await snapshot(bot, world)
    result = await play_hostile(bot, emulator, world, path, world.bob, options)
    assert result.ephemeral and not result.public, result.text[:200]
    assert await snapshot(bot, world) == before
