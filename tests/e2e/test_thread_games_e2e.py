"""Games in threads, end to end: `/game new thread:yes` and the server's default open a public thread for
the game's table and feed; commands and clicks in the thread or its channel find the game; without the
Create Public Threads permission the game stays in the channel and says so."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

from emulator.world import Permission
from engine.core.playout import play
from engine.registry import get_engine
from tests.e2e.controls import living_message
from tests.e2e.syracuse_support import SEATS, DiscordPlayer, lazy_chooser
from tests.e2e.test_demo_game_e2e import newest_dm_with


async def open_in_thread(emulator, world, title: str, **options):
    created = await emulator.slash(world.alice, world.channel, "game new", title=title, **options)
    (thread,) = emulator.threads(world.channel)
    assert thread.type == 11 and thread.parent_id == world.channel.id
    assert f"<#{thread.id}>" in created.text
    return thread


async def test_a_demo_game_plays_in_its_thread(bot, emulator, world):
    thread = await open_in_thread(emulator, world, "demo", options="target:12", thread="yes")
    lobby = await bot.service.get_active(world.channel.id)
    assert thread.name == f"Oracle Duel (test game) — game {lobby.id}"
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    started = await emulator.slash(world.alice, world.channel, "game start")  # typed in the channel
    assert f"<#{thread.id}>" in started.text  # the channel is told where the game goes on
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    status = await living_message(emulator, bot, game.id)
    assert status.channel_id == thread.id

    await bot.service.force_dice(world.channel.id, [5, 3, 6, 2])

    async def select(user, option):
        await emulator.select(user, newest_dm_with(emulator, user, "Play a card"), "Play a card", [option])
        await emulator.wait_idle()

    async def click(user, label):
        await emulator.click(user, newest_dm_with(emulator, user, label), label)
        await emulator.wait_idle()

    await select(world.alice, "Card 4")
    await click(world.alice, "Reroll")
    await select(world.bob, "Card 5")
    await click(world.bob, "Keep")
    hand = await emulator.slash(world.alice, thread, "game hand")  # typed in the thread: the same game
    assert hand.ephemeral and "went wrong" not in hand.text.lower()
    played = await emulator.slash(world.alice, thread, "duel play", card=3)
    assert played.error is None, played.text
    await emulator.wait_idle()
    await click(world.alice, "Keep")

    finished = (await bot.service.list_guild(world.guild.id, include_ended=True))[0]
    assert finished.status == "finished"
    last = await living_message(emulator, bot, finished.id)
    assert last.channel_id == thread.id and "Game over" in last.text
    in_thread = "\n".join(m.text for m in emulator.channel_messages(thread))
    assert "Game over" in in_thread and "You draw" not in in_thread  # a private event stays in its DM
    in_channel = "\n".join(m.text for m in emulator.channel_messages(world.channel))
    assert "Game over" not in in_channel  # the feed went to the thread, not the channel


async def test_the_server_default_opens_threads_and_only_a_manager_sets_it(bot, emulator, world):
    refused = await emulator.slash(world.bob, world.channel, "game settings", thread_default="yes")
    assert refused.ephemeral and "Manage Server" in refused.text
    shown = await emulator.slash(world.bob, world.channel, "game settings")
    assert "new games open a public thread: No" in shown.text
    saved = await emulator.slash(world.admin, world.channel, "game settings", thread_default="yes")
    assert saved.ephemeral and "Saved" in saved.text and ": Yes" in saved.text
    await open_in_thread(emulator, world, "demo")  # no thread: option, the server's default holds
    await emulator.slash(world.alice, world.channel, "game abandon")
    await emulator.slash(world.alice, world.channel, "game new", title="demo", thread="no")
    assert len(emulator.threads(world.channel)) == 1  # thread:no overrides the default


async def test_without_the_permission_the_game_stays_in_the_channel(bot, emulator, world):
    emulator.set_overwrite(world.channel, emulator.bot_user_id, deny=Permission.CREATE_PUBLIC_THREADS)
    await emulator.wait_idle()
    created = await emulator.slash(world.alice, world.channel, "game new", title="demo", thread="yes")
    assert "Create Public Threads" in created.text and "played in this channel" in created.text
    assert emulator.threads(world.channel) == []
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    game = await bot.service.get_active(world.channel.id)
    assert (await living_message(emulator, bot, game.id)).channel_id == world.channel.id


async def test_a_syracuse_game_in_a_thread_keeps_live_controls(bot, emulator, world):
    """Random legal play, a third of it typed in the thread, the controls-never-missing invariant checked
    after every action."""
    seed = 5
    engine = get_engine("syracuse")
    log = play(engine, engine.parse_options({}), SEATS, seed, lazy_chooser(random.Random(seed), 0.4)).log
    bot.set_seed(seed)
    thread = await open_in_thread(emulator, world, "syracuse", seat="athens", thread="yes")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, thread, "game start")  # typed in the thread: the table answers there
    await emulator.wait_idle()
    player = DiscordPlayer(emulator, bot, world, {"athens": world.alice, "syracuse": world.bob})
    player.command_channel = thread
    await player.play_all(log[:30])
    assert not player.errors and player.via_controls > 0 and player.via_commands > 0
    game = await bot.service.get_active(world.channel.id)
    assert (await living_message(emulator, bot, game.id)).channel_id == thread.id
    assert [m for m in emulator.channel_messages(world.channel) if m.embeds and m.attachments] == []


def test_the_thread_example_shows_the_table_and_the_feed_in_the_thread():
    """examples/thread.txt through `bot.py --sandbox`: thread messages are labelled with the thread."""
    root = Path(__file__).resolve().parents[2]
    result = subprocess.run(
        [sys.executable, "bot.py", "--sandbox", "--script", "examples/thread.txt"],
        cwd=root,
        env={**os.environ, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stdout[-3000:]
    blocks = result.stdout.split("\n[")
    in_thread = [b for b in blocks if b.startswith("#games › Oracle Duel (test game) — game 1]")]
    in_channel = [b for b in blocks if b.startswith("#games]")]
    assert any("The game is over." in b for b in in_thread)  # the feed, posted in the thread
    assert any("(edited)" in b.splitlines()[0] and "Game over" in b for b in in_thread)  # the table
    assert not any("Game over" in b or "scores" in b for b in in_channel)
    assert any("goes on in its thread #games › Oracle Duel" in b for b in in_channel)


async def test_after_a_restart_the_game_still_plays_in_its_thread(bot_runner, bot, emulator, world):
    """The thread's id is in the database and GUILD_CREATE brings the thread: a new process finds both."""
    thread = await open_in_thread(emulator, world, "demo", thread="yes")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, thread, "game start")
    await emulator.wait_idle()
    restarted = await bot_runner.restart()
    status = await emulator.slash(world.bob, thread, "game status")  # typed in the thread
    assert not status.ephemeral and "Oracle Duel" in status.text
    game = await restarted.service.get_active(world.channel.id)
    await restarted.table.post_public(game, {"content": "a public note"})
    await emulator.wait_idle()
    assert emulator.channel_messages(thread)[-1].content == "a public note"


async def test_an_archived_game_thread_is_opened_again_unless_locked(bot, emulator, world):
    thread = await open_in_thread(emulator, world, "demo", thread="yes")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    emulator.set_thread(thread, archived=True)  # Discord archives a quiet thread
    await emulator.wait_idle()
    assert not thread.archived  # the game goes on: its thread is open again
    emulator.set_thread(thread, archived=True, locked=True)  # a moderator closes it on purpose
    await emulator.wait_idle()
    assert thread.archived and thread.locked
