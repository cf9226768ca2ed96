"""No secret leaks through Discord: random games of every title played through the emulator, and after
each move every message the bot posted or edited — public messages with their embeds and image alt
texts, DMs and ephemeral replies — is searched for the secrets of the seats its reader may not see,
read from the engine's views of the stored state at that moment (see `hidden_info`)."""

from __future__ import annotations

import random

import pytest

from tests.faults.support import assert_game_whole, play_any, versioned_controls
from tests.security.hidden_info import leaked, secret_words
from tests.security.support import assert_no_unwanted_pings

LANGS = ("en", "fr")


def readable(message) -> str:
    parts = [message.text]
    parts += [a.filename for a in message.attachments] + [a.description or "" for a in message.attachments]
    parts += [b.label or "" for b in message.buttons()]
    for menu in message.selects():
        parts.append(menu.placeholder or "")
        parts += [label for label, _ in menu.options]
    return "\n".join(parts)


def words_hidden_from(engine, state, reader: str | None) -> set[str]:
    """Secrets of every seat but `reader` (None: the public), in both languages."""
    spectator = engine.view(state, None)
    seen = [spectator] + ([engine.view(state, reader)] if reader else [])
    words: set[str] = set()
    for seat in state.seats:
        if seat != reader:
            for lang in LANGS:
                words |= secret_words(engine.title, lang, engine.view(state, seat), seen)
    return words


def changed_since(emulator, seen: dict[int, float | None]) -> list:
    return [
        m
        for m in emulator.world.messages.values()
        if m.author_id == emulator.bot_user_id and (m.id not in seen or seen[m.id] != m.edited_at)
    ]


async def play_and_watch(bot, emulator, world, title: str, options: str | None, users, moves: int, seed: int):
    rnd = random.Random(seed)
    extra = {"options": options} if options else {}
    created = await emulator.slash(users[0], world.channel, "game new", title=title, **extra)
    assert created.public, created.text
    for user in users[1:]:
        await emulator.click(user, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(users[0], world.channel, "game start")
    await emulator.wait_idle(timeout=30)
    game = await bot.service.get_active(world.channel.id)
    seat_of_user = {s.user_id: s.seat for s in game.seats}
    seen: dict[int, float | None] = {}
    for _ in range(moves):
        game = await bot.service.get(game.id)
        engine = bot.service.engine_for(game)
        state = engine.load_state(game.state)
        for message in changed_since(emulator, seen):
            if message.recipient_id is not None:  # a DM or an ephemeral reply: its reader's seat
                words = words_hidden_from(engine, state, seat_of_user.get(message.recipient_id))
            else:
                words = words_hidden_from(engine, state, None)
            found = leaked(words, readable(message))
            assert not found, (title, game.version, found, readable(message)[:500])
            seen[message.id] = message.edited_at
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


async def test_a_demo_game_through_discord_shows_no_secret(bot, emulator, world):
    await play_and_watch(bot, emulator, world, "demo", None, [world.alice, world.bob], moves=20, seed=1)


@pytest.mark.slow
@pytest.mark.parametrize(
    "title, options, players",
    [("syracuse", None, 2), ("epireia", None, 2), ("epireia", "players:4", 4)],
)
async def test_random_games_through_discord_show_no_secret(bot, emulator, world, title, options, players):
    users = [world.alice, world.bob, world.carol, world.admin][:players]
    await play_and_watch(bot, emulator, world, title, options, users, moves=60, seed=5)
