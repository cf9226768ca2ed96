"""Playing through the service: actions, the log, replay, forced dice, deadlines, export, logging."""

from __future__ import annotations

import json
import logging
from datetime import timedelta

import pytest

from agora.errors import AgoraError
from engine.core import SYSTEM_SEAT, Action


async def _log(service, game_id):
    return (await service.export(game_id))["actions"]


async def test_a_full_game_through_act_is_finished_logged_and_replays_to_the_stored_state(table, service):
    started = await table.started()
    game = await table.play_to_end()
    assert game.status == "finished" and game.ended_at is not None and game.deadline_at is None
    assert await service.get_active(table.channel) is None
    stored = await service.get(game.id)
    assert stored == game
    actions = await _log(service, game.id)
    assert [a["seq"] for a in actions] == list(range(1, len(actions) + 1))
    assert game.version == started.version + len(actions)
    assert await service.replay_state(game.id) == stored.state
    assert service.status_of(stored).finished


async def test_act_returns_events_and_the_status_before_and_after(table, service):
    game = await table.started()
    card = service.view_for(game, table.alice)["hand"][0]
    outcome = await service.act(table.channel, table.alice, Action(kind="play", params={"card": card}))
    assert outcome.previous_status.phase == "play" and outcome.status.phase == "decide"
    assert [e.kind for e in outcome.events] == ["played"]
    assert outcome.events[0].params["card"] == card
    assert outcome.game.version == game.version + 1
    outcome = await service.act(table.channel, table.alice, Action(kind="keep"))
    drew = [e for e in outcome.events if e.kind == "drew"]
    assert drew and drew[0].audience == ["red"]  # private events keep their audience for the caller
    assert outcome.status.waiting_for == ["blue"]


async def test_expected_version_accepts_the_current_version_and_refuses_an_old_one(table, service):
    game = await table.started()
    user, action = await table.next_move(game)
    outcome = await service.act(table.channel, user, action, expected_version=game.version, game_id=game.id)
    user, action = await table.next_move(outcome.game)
    with pytest.raises(AgoraError) as refused:
        await service.act(table.channel, user, action, expected_version=game.version)
    assert refused.value.key == "games.error.stale"


async def test_forced_dice_are_logged_as_the_system_seat_and_replayed(table, service):
    game = await table.started()
    forced = await service.force_dice(table.channel, [5, 2])
    assert forced.version == game.version  # buttons already posted stay valid
    card = service.view_for(forced, table.alice)["hand"][0]
    outcome = await service.act(table.channel, table.alice, Action(kind="play", params={"card": card}))
    assert outcome.events[0].params["die"] == 5
    outcome = await service.act(table.channel, table.alice, Action(kind="reroll"))
    assert outcome.events[0].params["die"] == 2
    first = (await _log(service, game.id))[0]
    assert (first["seq"], first["seat"], first["user_id"]) == (1, SYSTEM_SEAT, 0)
    assert first["action"] == {"kind": "__force_dice__", "params": {"values": [5, 2]}}
    assert await service.replay_state(game.id) == outcome.game.state


async def test_turn_hours_set_the_awaited_players_deadline_after_each_action(table, service, clock):
    game = await table.started(turn_hours=12)
    assert game.deadline_at == clock.now + timedelta(hours=12)
    clock.advance(hours=3)
    user, action = await table.next_move(game)
    outcome = await service.act(table.channel, user, action)
    assert outcome.game.deadline_at == clock.now + timedelta(hours=12)
    assert (await service.get(game.id)).deadline_at == outcome.game.deadline_at
    finished = await table.play_to_end()
    assert finished.deadline_at is None


async def test_overdue_lists_games_whose_awaited_player_missed_the_deadline(table, service, clock):
    game = await table.started(turn_hours=2)
    await service.create(
        guild_id=1, channel_id=555, creator_id=table.bob, title="demo", options={}, language="en"
    )
    assert await service.overdue() == []
    clock.advance(hours=2)
    assert [g.id for g in await service.overdue()] == [game.id]
    user, action = await table.next_move(game)
    await service.act(table.channel, user, action)  # acting resets the deadline
    assert await service.overdue() == []


async def test_without_turn_hours_there_is_no_deadline(table):
    game = await table.started()
    assert game.deadline_at is None and "turn_hours" not in game.options


async def test_replay_of_a_lobby_is_none(table, service):
    game = await table.lobby()
    assert await service.replay_state(game.id) is None


async def test_export_is_json_and_holds_the_game_seats_log_and_final_state(table, service):
    await table.started(turn_hours=6)
    await service.force_dice(table.channel, [3])
    game = await table.play_to_end()
    exported = await service.export(game.id)
    restored = json.loads(json.dumps(exported))
    assert restored == exported
    assert restored["format"] == "agora.game-export/1"
    assert restored["game"]["id"] == game.id and restored["game"]["status"] == "finished"
    assert restored["game"]["seed"] == game.seed and restored["game"]["options"] == game.options
    assert restored["game"]["seats"] == [
        {"seat": "red", "user_id": table.alice},
        {"seat": "blue", "user_id": table.bob},
    ]
    assert restored["game"]["ended_at"] == game.ended_at.isoformat()
    assert restored["state"] == game.state
    assert restored["status"]["finished"] is True
    actions = restored["actions"]
    assert len(actions) == game.version - 3 + 1  # every accepted action plus the forced dice
    assert {"seq", "user_id", "seat", "action", "created_at"} <= set(actions[0])


async def test_each_service_call_logs_one_line_with_game_user_outcome_and_duration(table, service, caplog):
    caplog.set_level(logging.INFO, logger="agora.games")
    game = await table.lobby(players=1)
    caplog.clear()
    await service.join(table.channel, table.bob)
    with pytest.raises(AgoraError):
        await service.join(table.channel, table.bob)
    records = [r for r in caplog.records if r.name == "agora.games"]
    assert [(r.op, r.game_id, r.user_id, r.outcome) for r in records] == [
        ("join", game.id, table.bob, "ok"),
        ("join", game.id, table.bob, "games.error.already_joined"),
    ]
    assert all(isinstance(r.duration_ms, float) for r in records)


async def test_the_start_costs_no_parse_for_what_the_opening_table_shows(table, service, monkeypatch):
    await table.lobby()
    engine = service.engine_for(await service.get_active(table.channel))
    parses = []
    real_load = engine.load_state_json
    monkeypatch.setattr(engine, "load_state_json", lambda text: parses.append(1) or real_load(text))
    game = (await service.start(table.channel, table.alice)).game
    for user in (table.alice, table.bob, None):
        service.view_for(game, user)
    for user in (table.alice, table.bob):
        service.legal_actions(game, user)
    assert service.status_of(game) is not None
    assert parses == []


async def test_a_move_parses_the_state_once_for_everything_shown_after_it(table, second_service, monkeypatch):
    """The costly step of a move is parsing the stored state: a process that has not seen the version
    the player looks at (here a second one; the process that started the game has its state already)
    parses it once for that view and the move, and the status, views and controls shown after it reuse
    the state the move computed."""
    service = second_service
    game = await service.get((await table.started()).id)
    engine = service.engine_for(game)
    parses = []
    real_load = engine.load_state_json  # what the service parses: the stored text
    monkeypatch.setattr(engine, "load_state_json", lambda text: parses.append(1) or real_load(text))
    card = service.view_for(game, table.alice)["hand"][0]
    outcome = await service.act(table.channel, table.alice, Action(kind="play", params={"card": card}))
    for user in (table.alice, table.bob, None):
        service.view_for(outcome.game, user)
    for user in (table.alice, table.bob):
        service.legal_actions(outcome.game, user)
    assert service.status_of(outcome.game) == outcome.status
    assert len(parses) == 1


async def test_a_move_takes_over_its_parsed_state_yet_the_version_before_still_shows_as_it_was(
    table, service, monkeypatch
):
    """The move changes the state it parsed in place (no copy). The version it leaves keeps what the table
    asks when it tells a version (which can come after the next move): the views given out stay as
    they were, and every seat's view and the spectator's show that version, without a parse."""
    game = await table.started()
    engine = service.engine_for(game)
    shown = service.view_for(game, table.alice)
    remembered = json.loads(json.dumps(shown))
    card = shown["hand"][0]
    outcome = await service.act(table.channel, table.alice, Action(kind="play", params={"card": card}))
    assert outcome.game.version == game.version + 1
    assert shown == remembered
    parses = []
    real_load = engine.load_state_json
    monkeypatch.setattr(engine, "load_state_json", lambda text: parses.append(1) or real_load(text))
    before = real_load(game.state_json)
    for user, seat in ((table.alice, "red"), (table.bob, "blue"), (None, None)):
        assert service.view_for(game, user) == engine.view(before, seat)
        assert service.view_for(game, user) != service.view_for(outcome.game, user)
    assert parses == []  # kept with the version (the test parses with the engine itself)
