"""A game's state is kept as the JSON text the database holds (agora/store/models.StoredJson): a record
carries that text, decodes it only when asked, and reads rows written before this was so the same."""

from __future__ import annotations

import json

from sqlalchemy import text


async def test_a_lobby_has_no_state_and_a_started_game_its_stored_text(table, service, sessionmaker):
    lobby = await table.lobby()
    assert lobby.state_json is None and lobby.state is None
    assert (await service.get(lobby.id)).state_json is None
    game = (await service.start(table.channel, table.alice)).game
    async with sessionmaker() as session:
        query = text("SELECT CAST(state AS TEXT) FROM games WHERE id = :id")
        stored = await session.scalar(query, {"id": game.id})
    assert game.state_json == stored  # what the move wrote is what the row holds, to the character
    assert game.state == json.loads(stored) and game.state["title"] == "demo"
    assert game.state is game.state  # decoded once per record


async def test_the_record_a_move_returns_is_the_record_read_back(table, service):
    game = await table.started()
    user, action = await table.next_move(game)
    outcome = await service.act(table.channel, user, action)
    again = await service.get(game.id)
    assert again.state_json == outcome.game.state_json
    engine = service.engine_for(game)
    assert again.state == engine.dump_state(engine.load_state_json(again.state_json))


async def test_a_state_written_as_plain_json_before_reads_back_the_same(table, service, sessionmaker):
    """Rows written by the former JSON column (spaces after separators, a lobby's JSON null) read back
    as the same state, and the game plays on from it."""
    game = await table.started()
    plain = json.dumps(game.state)  # what the former column wrote: `{"a": 1, ...}`
    assert plain != game.state_json
    async with sessionmaker() as session, session.begin():
        await session.execute(text("UPDATE games SET state = :s WHERE id = :id"), {"s": plain, "id": game.id})
    again = await service.get(game.id)
    assert again.state_json == plain and again.state == game.state
    user, action = await table.next_move(again)
    outcome = await service.act(table.channel, user, action)
    assert outcome.game.version == game.version + 1
    assert await service.replay_state(game.id) == outcome.game.state


async def test_a_lobby_written_with_json_null_has_no_state(table, service, sessionmaker):
    lobby = await table.lobby()
    async with sessionmaker() as session, session.begin():
        await session.execute(text("UPDATE games SET state = 'null' WHERE id = :id"), {"id": lobby.id})
    assert (await service.get(lobby.id)).state_json is None
    assert (await service.start(table.channel, table.alice)).game.state_json is not None
