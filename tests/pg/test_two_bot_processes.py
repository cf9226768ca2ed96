"""Two `bot.py` processes on one PostgreSQL database and one Discord (the emulator).

Every move is a compare-and-swap on the game's version, so the processes never need to talk to each
other: whichever process receives an interaction may apply it, and an interaction both receive is
applied once. After the games: each game's action log is numbered 1..n without gap or repeat, its version
is one more than the number of moves made, and replaying the log gives exactly the stored state.
"""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import select

from agora.store.models import ActionLog
from tests.conftest import postgres_server_url
from tests.pg.players import BotProcess, DiscordPlayers, Move, observer_service, stop_all

pytestmark = [
    pytest.mark.postgres,
    pytest.mark.slow,
    pytest.mark.skipif(
        postgres_server_url() is None,
        reason="needs PostgreSQL: set AGORA_TEST_POSTGRES_URL (bash scripts/test.sh does it in CI)",
    ),
]

GAMES_PER_GUILD = 3


async def assert_log_and_state_agree(service, engine, game_id: int, moves: list[Move]) -> None:
    """Nothing applied twice or lost: the log's seqs are 1..n, its player rows are exactly the moves
    made through Discord (same players, same order), and replaying the log gives the stored state."""
    async with engine.connect() as connection:
        rows = (
            await connection.execute(
                select(ActionLog.seq, ActionLog.user_id)
                .where(ActionLog.game_id == game_id)
                .order_by(ActionLog.seq)
            )
        ).all()
    assert [seq for seq, _ in rows] == list(range(1, len(rows) + 1))
    movers = {move.user_id for move in moves}
    assert [user for _, user in rows if user in movers] == [move.user_id for move in moves]
    game = await service.get(game_id)
    assert game is not None and game.status == "finished"
    assert await service.replay_state(game_id) == game.state


async def play_everywhere(players: DiscordPlayers, tables: list) -> dict[int, list[Move]]:
    """Open one demo game per (channel, red, blue) and play them all at once; moves made per game."""
    games = await asyncio.gather(*(players.open_demo_game(*table) for table in tables))
    played = await asyncio.gather(*(players.play_to_end(game.id) for game in games))
    return {game.id: moves for game, moves in zip(games, played, strict=True)}


async def open_lobby_seen_by_both(emulator, players: DiscordPlayers, channel, red, blue):
    """`/game new`, Join and `/game start` while both twins receive them: each answer is a success."""
    created = await emulator.slash(red, channel, "game new", title="demo", options="target:12")
    assert created.public and not created.ephemeral and "Oracle Duel" in created.text, created.text
    lobby = players.newest_with_button(channel, "Join")
    joined = await emulator.click(blue, lobby, "Join")
    assert joined.public and not joined.ephemeral and "joins as Blue" in joined.text, joined.text
    started = await emulator.slash(red, channel, "game start")
    assert started.public and not started.ephemeral and "begins" in started.text, started.text
    for result in (created, joined, started):
        assert result.error is None or result.error.get("code") == 40060, result.error
    game = await players.service.get_active(channel.id)
    assert game is not None and game.status == "active" and len(game.seats) == 2
    players.seated[game.id] = (red, blue)
    players.channels[game.id] = channel
    return game


def seat_tables(emulator, guild, count: int) -> list:
    tables = []
    for index in range(count):
        channel = emulator.add_channel(guild, f"table-{index}")
        red = emulator.add_user(f"{guild.name}-red-{index}")
        blue = emulator.add_user(f"{guild.name}-blue-{index}")
        for user in (red, blue):
            emulator.add_member(guild, user)
        tables.append((channel, red, blue))
    return tables


async def test_two_shard_processes_play_their_own_guilds_on_one_database(emulator, database_url, tmp_path):
    """Shard 0 and shard 1 of 2 run in two processes; each serves the games of its guilds."""
    emulator.expect_global_limit = True  # two processes on one token at machine speed: by design
    # No channel's 5-per-5-s bucket is ever met: the processes claim its slots through the database.
    guilds = [emulator.add_guild(f"shard{shard}", shard=(shard, 2)) for shard in (0, 1)]
    tables = [table for guild in guilds for table in seat_tables(emulator, guild, GAMES_PER_GUILD)]
    processes = [
        BotProcess(emulator, database_url, tmp_path / f"s{shard}.log", SHARD_COUNT="2", SHARD_IDS=str(shard))
        for shard in (0, 1)
    ]
    service, engine = observer_service(database_url)
    try:
        for process in processes:
            await process.start()
        await emulator.wait_ready(timeout=60)
        players = DiscordPlayers(emulator, service)
        moves = await play_everywhere(players, tables)
        for game_id, made in moves.items():
            await assert_log_and_state_agree(service, engine, game_id, made)
        # Each guild's interactions went to the process running its shard, and only there.
        sessions = {(s.shard_id, s.shard_count) for s in emulator.server.gateway.live_sessions()}
        assert sessions == {(0, 2), (1, 2)}
    finally:
        await stop_all(processes)
        await engine.dispose()
    for process in processes:
        assert not process.error_records(), process.error_records()[:3]


async def test_a_move_both_processes_receive_is_applied_once(emulator, database_url, tmp_path):
    """Both processes run the same (only) shard, as during a rolling restart: every command and click
    reaches both, both try to acknowledge it, Discord keeps the first acknowledgement, and only that
    process changes anything (every handler acknowledges before it changes the game). The user sees
    the winner's answer: the lobby opens, the player joins, the game starts, never a refusal."""
    emulator.expect_global_limit = True  # two processes on one token at machine speed: by design
    # No channel's 5-per-5-s bucket is ever met: the processes claim its slots through the database.
    guild = emulator.add_guild("both")
    tables = seat_tables(emulator, guild, GAMES_PER_GUILD)
    processes = [
        BotProcess(emulator, database_url, tmp_path / f"twin{n}.log", SHARD_COUNT="1", SHARD_IDS="0")
        for n in (0, 1)
    ]
    service, engine = observer_service(database_url)
    try:
        for process in processes:
            await process.start()
        await emulator.wait_ready(timeout=60)
        while len([s for s in emulator.server.gateway.live_sessions() if s.synced]) < 2:
            await asyncio.sleep(0.05)
        players = DiscordPlayers(emulator, service)
        games = [await open_lobby_seen_by_both(emulator, players, *table) for table in tables]
        played = await asyncio.gather(*(players.play_to_end(game.id) for game in games))
        for game, moves in zip(games, played, strict=True):
            await assert_log_and_state_agree(service, engine, game.id, moves)
            assert all(move.error is None or move.error.get("code") == 40060 for move in moves)
        # Both twins really competed: the moves' interactions were delivered to two sessions.
        delivered = [len(i.delivered_to) for i in emulator.world.interactions.values() if i.type == 3]
        assert delivered and max(delivered) == 2
    finally:
        await stop_all(processes)
        await engine.dispose()
    # The twin that lost the race to acknowledge logs Discord's 40060 ("already acknowledged"); nothing else.
    for process in processes:
        unexpected = [r for r in process.error_records() if "40060" not in r]
        assert not unexpected, unexpected[:3]
