"""A move decided on the record its request read (no second read of the game, issue #15) is still
written only over the game as it is: a change made in between, even one that leaves the version alone
(forced dice, timers), makes the service read the game again and decide on the fresh state."""

from __future__ import annotations


async def test_a_move_on_a_record_changed_since_it_was_read_is_decided_again_on_the_fresh_state(
    table, service
):
    game = await table.started()
    user, action = await table.next_move(game)
    forced = await service.force_dice(table.channel, [6, 6, 6, 6])  # the state changes, the version not
    assert forced.version == game.version and forced.state != game.state
    outcome = await service.act(table.channel, user, action, game_id=game.id, known=game)
    stored = await service.get(game.id)
    assert stored is not None and outcome.game.state == stored.state
    # The forced dice were there when the move was applied: the stored state is what the log replays to.
    assert await service.replay_state(game.id) == stored.state


async def test_a_move_on_the_fresh_record_it_read_is_applied_once(table, service):
    game = await table.started()
    user, action = await table.next_move(game)
    outcome = await service.act(table.channel, user, action, game_id=game.id, known=game)
    assert outcome.game.version == game.version + 1
    assert await service.replay_state(game.id) == outcome.game.state
    exported = await service.export(game.id)
    assert [a["seq"] for a in exported["actions"]] == [1]
