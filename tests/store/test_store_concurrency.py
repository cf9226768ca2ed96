"""Concurrency: one order per game inside a process (locks), and compare-and-swap across processes."""

from __future__ import annotations

import asyncio
import logging
from concurrent.futures import ThreadPoolExecutor

import pytest
from sqlalchemy import text

from agora.errors import AgoraError
from agora.games import ActOutcome, GameService
from agora.games.locks import LockRegistry
from agora.store import create_engine_from_url
from engine.core import Action


def _split(results):
    done = [r for r in results if isinstance(r, ActOutcome)]
    refused = [r for r in results if isinstance(r, AgoraError)]
    unexpected = [r for r in results if not isinstance(r, ActOutcome | AgoraError)]
    assert not unexpected, unexpected
    return done, refused


async def _log(service, game_id):
    return (await service.export(game_id))["actions"]


async def test_many_simultaneous_acts_apply_in_one_order_with_consistent_seq_and_versions(table, service):
    game = await table.started()
    calls = []
    for user in (table.alice, table.bob):
        for card in range(1, 7):
            calls.append(service.act(table.channel, user, Action(kind="play", params={"card": card})))
        calls += [service.act(table.channel, user, Action(kind=k)) for k in ("keep", "reroll", "keep")]
    done, refused = _split(await asyncio.gather(*calls, return_exceptions=True))
    assert done, "at least the first legal play must be accepted"
    assert len(done) + len(refused) == len(calls)
    versions = sorted(o.game.version for o in done)
    assert versions == list(range(game.version + 1, game.version + len(done) + 1))
    actions = await _log(service, game.id)
    assert [a["seq"] for a in actions] == list(range(1, len(done) + 1))
    stored = await service.get(game.id)
    assert stored.version == game.version + len(done)
    assert await service.replay_state(game.id) == stored.state


async def test_the_same_click_sent_many_times_is_applied_once(table, service):
    game = await table.started()
    user, action = await table.next_move(game)
    calls = [service.act(table.channel, user, action, expected_version=game.version) for _ in range(10)]
    done, refused = _split(await asyncio.gather(*calls, return_exceptions=True))
    assert len(done) == 1
    assert {r.key for r in refused} == {"games.error.stale"}
    assert len(await _log(service, game.id)) == 1


async def test_two_processes_racing_on_every_move_never_both_apply(table, service, second_service, caplog):
    caplog.set_level(logging.WARNING, logger="agora.games")
    game = await table.started()
    moves = 0
    while game.status == "active":
        user, action = await table.next_move(game)
        results = await asyncio.gather(
            service.act(table.channel, user, action, expected_version=game.version),
            second_service.act(table.channel, user, action, expected_version=game.version),
            return_exceptions=True,
        )
        done, refused = _split(results)
        assert len(done) == 1, results
        assert refused[0].key in {"games.error.stale", "games.error.busy_retry"}
        moves += 1
        game = done[0].game
        assert len(await _log(service, game.id)) == moves
    stored = await service.get(game.id)
    assert stored.status == "finished" and stored.version == game.version
    assert await second_service.replay_state(game.id) == stored.state


async def test_two_processes_acting_freely_keep_log_and_state_consistent(table, service, second_service):
    game = await table.started()
    for _ in range(6):
        current = await service.get(game.id)
        if current.status != "active":
            break
        user, action = await table.next_move(current)
        calls = [svc.act(table.channel, user, action) for svc in (service, second_service) for _ in range(3)]
        _split(await asyncio.gather(*calls, return_exceptions=True))
    stored = await service.get(game.id)
    actions = await _log(service, game.id)
    assert [a["seq"] for a in actions] == list(range(1, len(actions) + 1))
    assert stored.version == game.version + len(actions)
    assert await service.replay_state(game.id) == stored.state


class _RivalWriter:
    """A clock that lets 'another process' commit a write in the instant between the service's read
    and its write. The rival runs on its own connection, in a worker thread with its own event loop,
    exactly where a rival bot process could write. By default it bumps the game's version."""

    BUMP_VERSION = "UPDATE games SET version = version + 1"

    def __init__(self, clock, url: str) -> None:
        self.clock = clock
        self.url = url
        self.pending: list[tuple[str, dict]] = []

    def write(self, sql: str = BUMP_VERSION, times: int = 1, **params) -> None:
        self.pending += [(sql, params)] * times

    def __call__(self):
        if self.pending:
            sql, params = self.pending.pop(0)
            with ThreadPoolExecutor(max_workers=1) as pool:
                pool.submit(asyncio.run, self._execute(sql, params)).result()
        return self.clock()

    async def _execute(self, sql: str, params: dict) -> None:
        engine = create_engine_from_url(self.url)
        try:
            async with engine.begin() as connection:
                await connection.execute(text(sql), params)
        finally:
            await engine.dispose()


@pytest.fixture
def rival(migrated_url, clock):
    return _RivalWriter(clock, migrated_url)


@pytest.fixture
def raced_table(table, sessionmaker, rival):
    table.service = GameService(sessionmaker, include_hidden_titles=True, clock=rival)
    return table


async def test_a_write_lost_to_another_process_is_retried_on_the_fresh_state(raced_table, rival, caplog):
    caplog.set_level(logging.WARNING, logger="agora.games")
    service = raced_table.service
    game = await raced_table.started()
    user, action = await raced_table.next_move(game)
    rival.write()
    outcome = await service.act(raced_table.channel, user, action)
    assert outcome.game.version == game.version + 2  # the rival's bump, then ours
    assert [r.attempt for r in caplog.records if r.getMessage().startswith("games.conflict")] == [1]
    assert len(await _log(service, game.id)) == 1


async def test_a_write_lost_twice_is_refused_as_busy_and_writes_nothing(raced_table, rival, dump_database):
    service = raced_table.service
    game = await raced_table.started()
    user, action = await raced_table.next_move(game)
    rival.write(times=2)
    before = await dump_database()
    with pytest.raises(AgoraError) as refused:
        await service.act(raced_table.channel, user, action)
    assert refused.value.key == "games.error.busy_retry"
    after = await dump_database()
    assert after["action_log"] == before["action_log"] == []
    stored = await service.get(game.id)
    assert stored.state == game.state and stored.version == game.version + 2  # only the rival's bumps


async def test_a_seat_taken_by_another_process_without_a_version_bump_is_caught_by_the_unique_seat(
    raced_table, rival, clock
):
    """The unique (game_id, user_id) constraint is the last line: the join's insert fails, the retry
    reads the fresh seats and answers `already_joined`."""
    service = raced_table.service
    game = await raced_table.lobby(players=1)
    rival.write(
        "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (:game, 'blue', :user, :at)",
        game=game.id,
        user=raced_table.bob,
        at=clock.now.replace(tzinfo=None),
    )
    with pytest.raises(AgoraError) as refused:
        await service.join(raced_table.channel, raced_table.bob)
    assert refused.value.key == "games.error.already_joined"
    seated = await service.require_active(raced_table.channel)
    assert [s.user_id for s in seated.seats] == [raced_table.alice, raced_table.bob]


async def test_a_log_row_written_by_another_process_makes_the_action_retry_after_it(
    raced_table, rival, clock
):
    """The unique (game_id, seq) pair is a second compare-and-swap: an action whose seq was taken
    is retried on the fresh state and logged after the rival's row."""
    service = raced_table.service
    game = await raced_table.started()
    user, action = await raced_table.next_move(game)
    rival.write(
        "INSERT INTO action_log (game_id, seq, user_id, seat, action, created_at) "
        "VALUES (:game, 1, 0, '__system__', :action, :at)",
        game=game.id,
        action='{"kind": "__force_dice__", "params": {"values": [6]}}',
        at=clock.now.replace(tzinfo=None),
    )
    outcome = await service.act(raced_table.channel, user, action)
    assert [a["seq"] for a in await _log(service, game.id)] == [1, 2]
    assert outcome.game.version == game.version + 1


async def test_a_double_join_click_seats_the_player_once(table, service):
    await table.create()
    results = await asyncio.gather(
        *(service.join(table.channel, table.bob) for _ in range(5)), return_exceptions=True
    )
    refused = [r for r in results if isinstance(r, AgoraError)]
    assert len(refused) == 4 and {r.key for r in refused} == {"games.error.already_joined"}
    game = await service.require_active(table.channel)
    assert [s.user_id for s in game.seats] == [table.bob]


async def test_a_double_join_across_two_processes_seats_the_player_once(table, service, second_service):
    await table.create()
    results = await asyncio.gather(
        service.join(table.channel, table.bob),
        second_service.join(table.channel, table.bob),
        return_exceptions=True,
    )
    refused = [r for r in results if isinstance(r, AgoraError)]
    assert len(refused) == 1 and refused[0].key in {"games.error.already_joined", "games.error.busy_retry"}
    game = await service.require_active(table.channel)
    assert [s.user_id for s in game.seats] == [table.bob]


async def test_two_players_taking_the_same_seat_at_once_get_one_each_way(table, service, second_service):
    await table.create()
    results = await asyncio.gather(
        service.join(table.channel, table.bob, "blue"),
        second_service.join(table.channel, table.carol, "blue"),
        return_exceptions=True,
    )
    refused = [r for r in results if isinstance(r, AgoraError)]
    assert len(refused) == 1 and refused[0].key in {"games.error.seat_taken", "games.error.busy_retry"}
    game = await service.require_active(table.channel)
    assert len(game.seats) == 1 and game.seats[0].seat == "blue"


async def test_simultaneous_creates_in_one_channel_open_one_game(table, service, second_service):
    def create(svc, user):
        return svc.create(
            guild_id=table.guild,
            channel_id=table.channel,
            creator_id=user,
            title="demo",
            options={},
            language="en",
        )

    results = await asyncio.gather(
        *(create(svc, user) for svc in (service, second_service) for user in (table.alice, table.bob)),
        return_exceptions=True,
    )
    refused = [r for r in results if isinstance(r, AgoraError)]
    assert len(refused) == 3 and {r.key for r in refused} == {"games.error.channel_busy"}
    assert len(await service.list_guild(table.guild, include_ended=True)) == 1


async def test_lock_registry_serialises_one_key_and_forgets_released_keys():
    locks = LockRegistry()
    inside: list[str] = []
    overlap = []

    async def hold(key: str, tag: str) -> None:
        async with locks.hold(key):
            inside.append(tag)
            overlap.append(sum(1 for t in inside if t.startswith(key)))
            await asyncio.sleep(0.001)
            inside.remove(tag)

    await asyncio.gather(*(hold(key, f"{key}{i}") for key in ("a", "b") for i in range(20)))
    assert max(overlap) == 1  # never two holders of one key at once
    assert len(locks) == 0  # nothing kept once released
