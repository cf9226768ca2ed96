"""Two processes playing one game in turns, each deciding on the record it read (issue #15's one read per
move): a process remembers the next log seq of the versions it wrote and the seats of the versions it read,
so after the other process has written, what it remembers must never be used: the log stays 1..n with no
gap and replays to the stored state."""

from __future__ import annotations


async def test_two_services_alternating_moves_keep_one_log_and_its_replay(table, service, second_service):
    game = await table.started()
    services = [service, second_service]
    for turn in range(8):
        mover = services[turn % 2]
        fresh = await mover.get(game.id)
        assert fresh is not None
        user, action = await table.next_move(fresh)
        outcome = await mover.act(table.channel, user, action, game_id=fresh.id, known=fresh)
        assert outcome.game.version == fresh.version + 1
    exported = await service.export(game.id)
    assert [a["seq"] for a in exported["actions"]] == list(range(1, 9))
    stored = await second_service.get(game.id)
    assert stored is not None and await service.replay_state(game.id) == stored.state


async def test_after_the_other_process_wrote_a_process_takes_the_next_seq_from_the_log(
    table, service, second_service
):
    game = await table.started()
    user, action = await table.next_move(game)
    mine = (await service.act(table.channel, user, action, game_id=game.id, known=game)).game
    # `service` remembers seq 2 for the version it wrote; the other process writes seq 2 itself.
    user, action = await table.next_move(mine)
    theirs = (await second_service.act(table.channel, user, action, game_id=mine.id, known=mine)).game
    fresh = await service.get(game.id)
    assert fresh is not None and fresh.version == theirs.version
    user, action = await table.next_move(fresh)
    late = await service.act(table.channel, user, action, game_id=fresh.id, known=fresh)
    assert late.game.version == theirs.version + 1
    exported = await service.export(game.id)
    assert [a["seq"] for a in exported["actions"]] == [1, 2, 3]
    assert await service.replay_state(game.id) == late.game.state
