"""A move decided on the record its request read (no second read of the game, issue #15) is still
written only over the game as it is: a change made in between, even one that leaves the version alone
(forced dice, timers), makes the service read the game again and decide on the fresh state. Two moves
of one game that meet in one process are decided one after the other, the second on the first's
write."""

from __future__ import annotations

import asyncio
from typing import Any

from sqlalchemy import event

from agora.games import GameRecord, GameService


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


async def epireia_choosing_figures(service: GameService) -> GameRecord:
    """A 2-player Epireia game played, first legal choice each time, to the secret starting figures,
    which both seats choose at once (Mise en place, p.11)."""
    game = await service.create(
        guild_id=1, channel_id=200, creator_id=11, title="epireia", options={}, language="en", seed=7
    )
    for user in (11, 12):
        game = await service.join(200, user)
    game = (await service.start(200, 11)).game
    while len(service.status_of(game).waiting_for) < 2:
        user = game.user_of(service.status_of(game).waiting_for[0])
        assert user is not None
        game = (await service.act(200, user, service.legal_actions(game, user)[0])).game
    return game


async def test_two_secret_choices_clicked_together_are_each_decided_once(service, caplog):
    game = await epireia_choosing_figures(service)
    alice, bob = (game.user_of(seat) for seat in service.status_of(game).waiting_for)
    assert alice is not None and bob is not None
    clicks = [
        service.act(
            200,
            user,
            service.legal_actions(game, user)[0],
            expected_version=game.version,
            offered=service.legal_actions(game, user),
            game_id=game.id,
            known=game,  # both clicks read the same record
        )
        for user in (alice, bob)
    ]
    first, second = await asyncio.gather(*clicks)
    # The second waited for the first and was decided on the record it wrote: no conflict, no re-read.
    assert "games.conflict" not in caplog.text
    assert second.game.version == first.game.version + 1 == game.version + 2
    assert await service.replay_state(game.id) == second.game.state


async def test_a_game_read_again_after_many_moves_of_other_games_is_one_statement(
    table, service, db_engine
) -> None:
    # Fifty games played at once write hundreds of versions between two moves of one game: the
    # seats of that game, read or written last, are still known, so reading it again reads no seat.
    game = await table.started()
    assert await service.get(game.id) == game
    others = 0
    for channel in range(101, 121):
        other = type(table)(service)  # another channel's table
        other.channel = channel
        await other.started()
        others += len((await service.export((await other.play_to_end()).id))["actions"])
    assert others > 128
    statements: list[str] = []

    def on_statement(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        statements.append(statement)

    event.listen(db_engine.sync_engine, "before_cursor_execute", on_statement)
    try:
        again = await service.get(game.id)
    finally:
        event.remove(db_engine.sync_engine, "before_cursor_execute", on_statement)

    assert again == game
    assert not [s for s in statements if "FROM seats" in s], statements
