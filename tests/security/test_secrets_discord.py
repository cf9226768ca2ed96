"""No secret leaks through Discord: games of every title played through the emulator with several seeds.

The secrets are read from the STORED state (the database row, `stored_secrets`), never from the engine's
views, which are what is under test. After each move, every surface a reader sees is searched for the
secrets of the seats that reader may not see: message text and embeds, image alt texts and file names,
button labels, select placeholders, option labels AND descriptions, and every autocomplete answer.

Images cannot be searched for words; instead, every few moves, the stored state is altered so that one
secret differs (`stored_secrets.altered`) and the public message and every other seat's private message
are rendered from both states: text, embed, components and image pixels must be identical (so the
secret is not drawn), while the owner's own private message differs (so the alteration is visible).
"""

from __future__ import annotations

import io
import json
import random
from dataclasses import dataclass, replace
from typing import Any

import pytest
from PIL import Image
from sqlalchemy import text

from agora.discord.images import DEFAULT_UPLOAD_LIMIT
from agora.store.db import create_engine_from_url
from emulator.world import iter_components
from tests.conftest import postgres_server_url
from tests.faults.support import assert_game_whole, play_any, versioned_controls
from tests.security.hidden_info import leaked
from tests.security.stored_secrets import altered, hidden_words
from tests.security.support import assert_no_unwanted_pings
from tests.security.test_hostile_input import leaf_commands

LIMIT = DEFAULT_UPLOAD_LIMIT
ALTER_EVERY = 4  # moves between two counterfactual renders
AUTOCOMPLETE_EVERY = 8  # moves between two rounds of autocomplete questions (every reader, every option)


def autocomplete_round(step: int) -> bool:
    """Whether to ask every autocomplete at this step. On PostgreSQL only at the first (a CI trim): the
    answers come from the same views on both databases, and the SQLite pass asks them all game long."""
    if postgres_server_url() is not None:
        return step == 0
    return step % AUTOCOMPLETE_EVERY == 0


def readable(message) -> str:
    """Everything a reader of the message sees as text."""
    parts = [message.text]
    parts += [a.filename for a in message.attachments] + [a.description or "" for a in message.attachments]
    for component in iter_components(message.components):
        parts += [str(component.get(key) or "") for key in ("label", "placeholder")]
        for option in component.get("options") or []:
            parts += [option.get("label") or "", option.get("description") or ""]
    return "\n".join(parts)


async def stored_state(db_url: str, game_id: int) -> dict[str, Any]:
    """The state column of the game's row, read with SQL."""
    engine = create_engine_from_url(db_url)
    try:
        async with engine.connect() as connection:
            raw = (
                await connection.execute(text("SELECT state FROM games WHERE id = :id"), {"id": game_id})
            ).scalar()
    finally:
        await engine.dispose()
    return json.loads(raw) if isinstance(raw, str) else raw


def changed_since(emulator, seen: dict[int, float | None]) -> list:
    return [
        m
        for m in emulator.world.messages.values()
        if m.author_id == emulator.bot_user_id and (m.id not in seen or seen[m.id] != m.edited_at)
    ]


COMMAND_GROUP = {"demo": "duel", "syracuse": "syracuse", "epireia": "epireia"}


async def autocomplete(emulator, user, channel, path: str, option: str) -> list[dict[str, Any]]:
    """The bot's suggestions; asked again once if the first question went unanswered past Discord's
    3 s (a loaded machine), as the client asks again at the next keystroke."""
    try:
        return await emulator.autocomplete(user, channel, path, option)
    except AssertionError:
        await emulator.wait_idle(quiet=0.05, timeout=30)
        return await emulator.autocomplete(user, channel, path, option)


def autocompleted_options(emulator, title: str) -> list[tuple[str, str]]:
    """Every autocompleted option of the lobby's commands and of the title's own commands."""
    return [
        (path, option["name"])
        for path, options in leaf_commands(emulator.registered_commands())
        for option in options
        if option.get("autocomplete") and path.split()[0] in ("game", COMMAND_GROUP[title])
    ]


async def fingerprint(payload: dict[str, Any]) -> tuple:
    """What a payload shows: text, embed, components, and the image as pixels and alt text."""
    embed = payload.get("embed")
    view = payload.get("view")
    image = None
    if (file := payload.get("file")) is not None:
        data = file.fp.read()
        file.fp.seek(0)
        with Image.open(io.BytesIO(data)) as picture:
            image = (picture.size, picture.mode, picture.tobytes(), file.description)
    return (
        payload.get("content"),
        embed.to_dict() if embed is not None else None,
        view.to_components() if view is not None else None,
        image,
    )


@dataclass
class Counterfactuals:
    made: int = 0
    owner_saw_it: int = 0
    searched: int = 0  # messages searched for at least one secret word (0: the search proved nothing)


async def check_counterfactual(bot, game, users, langs, state, rnd, counts: Counterfactuals) -> None:
    change = altered(game.title, state, rnd)
    if change is None:
        return
    other_state, owners = change
    other = replace(game, state_json=json.dumps(other_state))
    screens = bot.table.screens
    public = [await fingerprint(await screens.public_payload(g, lines=[], ping=[])) for g in (game, other)]
    assert public[0] == public[1], (game.title, game.version, "the public message depends on a secret")
    for user in users:
        seat = game.seat_of(user.id)
        shown = [
            await fingerprint(
                await screens.private_payload(
                    g, seat, user.id, langs[user.id], lines=[], limit=DEFAULT_UPLOAD_LIMIT
                )
            )
            for g in (game, other)
        ]
        if seat in owners:
            counts.owner_saw_it += shown[0] != shown[1]
        else:
            assert shown[0] == shown[1], (game.title, game.version, seat, "sees a secret of", owners)
    counts.made += 1


async def play_and_watch(
    bot,
    emulator,
    world,
    db_url: str,
    title: str,
    options: str | None,
    users,
    moves: int,
    seed: int,
    thread: bool = False,
) -> Counterfactuals:
    rnd = random.Random(seed)
    bot.set_seed(seed * 1_000)  # each seed its own game, as the sandbox's `seed:` line does
    extra = {"options": options} if options else {}
    if thread:  # the table and the feed in a public thread: scanned like every other bot message
        extra["thread"] = "yes"
    created = await emulator.slash(users[0], world.channel, "game new", title=title, **extra)
    assert created.public, created.text
    for user in users[1:]:
        await emulator.click(user, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(users[0], world.channel, "game start")
    await emulator.wait_idle(timeout=30)
    game = await bot.service.get_active(world.channel.id)
    assert game is not None and game.status == "active", created.text
    seat_of_user = {s.user_id: s.seat for s in game.seats}
    langs = {u.id: ("fr" if u is world.carol else "en") for u in users}
    readers = [*users, *[u for u in (world.carol, world.admin) if u not in users][:1]]  # and a spectator
    completions = autocompleted_options(emulator, title)
    seen: dict[int, float | None] = {}
    counts = Counterfactuals()
    for step in range(moves):
        game = await bot.service.get(game.id)
        state = await stored_state(db_url, game.id)
        for message in changed_since(emulator, seen):
            # A DM or an ephemeral reply is read by its recipient; anything else by anyone.
            reader = seat_of_user.get(message.recipient_id) if message.recipient_id is not None else None
            words = hidden_words(title, state, reader)
            found = leaked(words, readable(message))
            assert not found, (title, seed, game.version, reader, found, readable(message)[:500])
            counts.searched += bool(words)
            seen[message.id] = message.edited_at
        if autocomplete_round(step):
            for user in readers:
                words = hidden_words(title, state, seat_of_user.get(user.id))
                for path, option in completions:
                    answer = await autocomplete(emulator, user, world.channel, path, option)
                    shown = "\n".join(str(c.get("name")) for c in answer)
                    # A list that is the same in a channel with no game (the rules' topics, every
                    # stratagem of the box) is the rulebook's, not the game's: it reveals no hand.
                    elsewhere = await autocomplete(emulator, user, world.other_channel, path, option)
                    if shown == "\n".join(str(c.get("name")) for c in elsewhere):
                        continue
                    assert not leaked(words, shown), (title, seed, path, option, leaked(words, shown))

        if game.status == "active" and (step % ALTER_EVERY == 0 or counts.made == 0):
            await check_counterfactual(bot, game, users, langs, state, rnd, counts)  # at the first chance too
        if game.status != "active":
            break
        seat = rnd.choice(bot.service.status_of(game).waiting_for)
        user = next(u for u in users if u.id == game.user_of(seat))
        hand = await emulator.slash(user, world.channel, "game hand")
        controls = next((m for m in hand.ephemeral if versioned_controls(m)), None)
        assert controls is not None, hand.text
        result = await play_any(emulator, user, controls, rnd)
        await emulator.wait_idle(timeout=30)
        assert "went wrong" not in result.text.lower(), result.text
    await assert_game_whole(bot.service, game.id)
    assert_no_unwanted_pings(emulator, {u.id for u in users})
    if thread:
        (game_thread,) = emulator.threads(world.channel)
        assert len(emulator.channel_messages(game_thread)) >= 2  # the table and the feed went there
    print(title, seed, counts)
    return counts


@pytest.mark.parametrize("seed", [1, 2])
async def test_a_demo_game_through_discord_shows_no_secret(bot, emulator, world, bot_db_url, seed):
    counts = await play_and_watch(
        bot, emulator, world, bot_db_url, "demo", None, [world.alice, world.bob], moves=16, seed=seed
    )
    assert counts.made >= 2 and counts.owner_saw_it == counts.made, counts
    assert counts.searched >= 16, counts  # every message was searched for the hands' cards


async def test_a_demo_game_in_a_thread_shows_no_secret(bot, emulator, world, bot_db_url):
    counts = await play_and_watch(
        bot, emulator, world, bot_db_url, "demo", None, [world.alice, world.bob], 12, seed=3, thread=True
    )
    assert counts.made >= 1 and counts.owner_saw_it == counts.made, counts
    assert counts.searched >= 12, counts


@pytest.mark.slow
@pytest.mark.parametrize(
    "title, options, players, seed",
    [
        ("syracuse", None, 2, 5),
        pytest.param("syracuse", None, 2, 6, marks=pytest.mark.soak_repeat),
        pytest.param("epireia", None, 2, 5, marks=pytest.mark.soak_repeat),
        pytest.param("epireia", None, 2, 6, marks=pytest.mark.soak_repeat),
        ("epireia", "players:4", 4, 5),
    ],
)
async def test_random_games_through_discord_show_no_secret(
    bot, emulator, world, bot_db_url, title, options, players, seed
):
    users = [world.alice, world.bob, world.carol, world.admin][:players]
    counts = await play_and_watch(
        bot, emulator, world, bot_db_url, title, options, users, moves=30, seed=seed
    )
    assert counts.made >= 1 and counts.owner_saw_it >= 1, counts
