"""The lobby through the service: create, join, leave, start, abandon, and every refusal."""

from __future__ import annotations

import pytest

from agora.errors import AgoraError
from agora.games import GameService
from engine.core import Action


async def test_create_opens_a_lobby_with_validated_options_and_nobody_seated(table, clock):
    game = await table.service.create(
        guild_id=table.guild,
        channel_id=table.channel,
        creator_id=table.alice,
        title="demo",
        options={"turn_hours": 24},
        language="fr-FR",
    )
    assert game.status == "lobby" and game.version == 0 and game.state is None
    assert game.options == {"target": 15, "turn_hours": 24}  # engine defaults filled in, turn_hours kept
    assert game.language == "fr"
    assert game.seats == () and game.creator_id == table.alice
    assert 0 <= game.seed < 2**63
    assert game.created_at == game.updated_at == clock.now and game.deadline_at is None
    assert await table.service.get_active(table.channel) == game
    assert await table.service.get(game.id) == game


async def test_join_takes_the_first_free_seat_or_the_chosen_one(table):
    await table.create()
    game = await table.service.join(table.channel, table.bob, "blue")
    game = await table.service.join(table.channel, table.alice)
    assert game.seat_of(table.alice) == "red" and game.seat_of(table.bob) == "blue"
    assert game.user_of("blue") == table.bob and game.seat_of(table.carol) is None
    assert game.version == 2  # each lobby change bumps the version


async def test_leave_frees_the_seat(table):
    await table.lobby()
    game = await table.service.leave(table.channel, table.bob)
    assert game.seat_of(table.bob) is None and game.user_of("blue") is None
    game = await table.service.join(table.channel, table.carol)
    assert game.seat_of(table.carol) == "blue"


async def test_start_creates_the_state_in_seat_order_and_awaits_the_first_player(table):
    await table.create(target=20)
    await table.service.join(table.channel, table.bob, "blue")  # joins first, still seated second
    await table.service.join(table.channel, table.alice, "red")
    outcome = await table.service.start(table.channel, table.alice)
    game = outcome.game
    assert game.status == "active" and game.version == 3
    assert game.state is not None and game.state["seats"] == ["red", "blue"]
    assert game.state["options"]["target"] == 20 and game.state["rng"]["seed"] == game.seed
    assert outcome.events == [] and outcome.previous_status is None
    assert outcome.status.waiting_for == ["red"] and not outcome.status.finished
    assert await table.service.get_active(table.channel) == game


async def test_a_lobby_has_seats_and_a_player_range_but_no_state_status_or_moves(table, service):
    game = await table.lobby()
    assert [spec.id for spec in service.seat_specs(game)] == ["red", "blue"]
    assert service.player_range(game) == (2, 2)
    assert service.status_of(game) is None and service.legal_actions(game, table.alice) == []
    with pytest.raises(AgoraError) as refused:
        service.view_for(game, table.alice)
    assert refused.value.key == "games.error.not_started"


async def test_only_the_awaited_player_has_legal_actions(table, service):
    game = await table.started()
    assert service.legal_actions(game, table.alice)
    assert service.legal_actions(game, table.bob) == [] and service.legal_actions(game, table.carol) == []
    assert service.engine_for(game).title == "demo"


async def test_view_for_a_player_shows_their_hand_and_hides_it_from_spectators(table):
    game = await table.started()
    assert len(table.service.view_for(game, table.alice)["hand"]) == 3
    assert table.service.view_for(game, table.carol)["hand"] is None
    assert table.service.view_for(game, None)["hand"] is None


async def test_abandon_by_the_creator_or_an_admin_frees_the_channel(table, clock):
    await table.started()
    clock.advance(minutes=5)
    game = await table.service.abandon(table.channel, table.alice, is_admin=False)
    assert game.status == "abandoned" and game.ended_at == clock.now
    assert await table.service.get_active(table.channel) is None
    await table.lobby()
    game = await table.service.abandon(table.channel, table.carol, is_admin=True)
    assert game.status == "abandoned"
    again = await table.create()
    assert again.status == "lobby" and again.id != game.id


async def test_list_guild_newest_first_with_or_without_ended_games(table, service):
    first = await table.create()
    await service.abandon(table.channel, table.alice, is_admin=False)
    second = await table.create()
    other = await service.create(
        guild_id=table.guild, channel_id=200, creator_id=table.bob, title="demo", options={}, language="en"
    )
    await service.create(
        guild_id=2, channel_id=300, creator_id=table.bob, title="demo", options={}, language="en"
    )
    assert [g.id for g in await service.list_guild(table.guild)] == [other.id, second.id]
    everything = await service.list_guild(table.guild, include_ended=True)
    assert [g.id for g in everything] == [other.id, second.id, first.id]
    assert [g.id for g in await service.list_guild(table.guild, include_ended=True, limit=1)] == [other.id]


async def test_titles_hide_test_only_titles_unless_enabled(sessionmaker, service):
    assert "demo" in service.titles()
    public = GameService(sessionmaker)
    assert "demo" not in public.titles()
    with pytest.raises(AgoraError) as refused:
        await public.create(guild_id=1, channel_id=5, creator_id=11, title="demo", options={}, language="en")
    assert refused.value.key == "games.error.unknown_title" and refused.value.params == {"title": "demo"}


async def test_meta_facts_are_stored_and_replaced(service):
    assert await service.meta_get("command_hash") is None
    await service.meta_set("command_hash", "abc")
    await service.meta_set("command_hash", "def")
    assert await service.meta_get("command_hash") == "def"


# --- every refusal leaves the database exactly as it was -------------------------------------------
async def _stage(table, stage: str) -> None:
    if stage == "lobby1":
        await table.lobby(players=1)
    elif stage == "lobby2":
        await table.lobby(players=2)
    elif stage == "active":
        await table.started()


REFUSALS = [
    ("empty", lambda s, t: s.join(t.channel, t.bob), "games.error.no_game"),
    ("empty", lambda s, t: s.start(t.channel, t.alice), "games.error.no_game"),
    ("empty", lambda s, t: s.abandon(t.channel, t.alice, is_admin=True), "games.error.no_game"),
    ("empty", lambda s, t: s.require_active(t.channel), "games.error.no_game"),
    ("empty", lambda s, t: s.act(t.channel, t.alice, Action(kind="keep")), "games.error.no_game"),
    ("empty", lambda s, t: s.export(999), "games.error.no_game"),
    ("lobby1", lambda s, t: t.create(), "games.error.channel_busy"),
    ("empty", lambda s, t: _create(s, t, title="chess"), "games.error.unknown_title"),
    ("empty", lambda s, t: _create(s, t, options={"target": 99}), "choices.error.bad_option_value"),
    ("empty", lambda s, t: _create(s, t, options={"joueurs": 3}), "choices.error.unknown_option"),
    ("empty", lambda s, t: _create(s, t, options={"turn_hours": 0}), "games.error.bad_turn_hours"),
    ("empty", lambda s, t: _create(s, t, options={"turn_hours": "24"}), "games.error.bad_turn_hours"),
    ("empty", lambda s, t: _create(s, t, seed=-1), "games.error.bad_seed"),
    ("lobby1", lambda s, t: s.join(t.channel, t.alice), "games.error.already_joined"),
    ("lobby1", lambda s, t: s.join(t.channel, t.bob, "red"), "games.error.seat_taken"),
    ("lobby1", lambda s, t: s.join(t.channel, t.bob, "green"), "games.error.unknown_seat"),
    ("lobby2", lambda s, t: s.join(t.channel, t.carol), "games.error.game_full"),
    ("lobby2", lambda s, t: s.join(t.channel, t.carol, "blue"), "games.error.game_full"),
    ("active", lambda s, t: s.join(t.channel, t.carol), "games.error.not_in_lobby"),
    ("active", lambda s, t: s.leave(t.channel, t.bob), "games.error.not_in_lobby"),
    ("active", lambda s, t: s.start(t.channel, t.alice), "games.error.not_in_lobby"),
    ("lobby2", lambda s, t: s.start(t.channel, t.bob), "games.error.not_creator"),
    ("lobby1", lambda s, t: s.start(t.channel, t.alice), "games.error.not_enough_players"),
    ("lobby2", lambda s, t: s.leave(t.channel, t.alice), "games.error.creator_cannot_leave"),
    ("lobby1", lambda s, t: s.leave(t.channel, t.carol), "games.error.not_in_game"),
    (
        "active",
        lambda s, t: s.abandon(t.channel, t.bob, is_admin=False),
        "games.error.not_allowed_to_abandon",
    ),
    ("lobby2", lambda s, t: s.act(t.channel, t.alice, Action(kind="keep")), "games.error.not_started"),
    ("lobby2", lambda s, t: s.force_dice(t.channel, [6]), "games.error.not_started"),
    ("active", lambda s, t: s.act(t.channel, t.carol, Action(kind="keep")), "games.error.not_in_game"),
    (
        "active",
        lambda s, t: s.act(t.channel, t.alice, Action(kind="keep"), expected_version=1),
        "games.error.stale",
    ),
    (
        "active",
        lambda s, t: s.act(t.channel, t.alice, Action(kind="keep"), game_id=12345),
        "games.error.stale",
    ),
    ("active", lambda s, t: s.act(t.channel, t.bob, Action(kind="keep")), "core.error.not_your_turn"),
    (
        "active",
        lambda s, t: s.act(t.channel, t.alice, Action(kind="play", params={"card": 9})),
        "demo.error.not_in_hand",
    ),
    ("active", lambda s, t: s.force_dice(t.channel, [0]), "core.error.bad_dice"),
]


def _create(service, table, *, title="demo", options=None, seed=None):
    return service.create(
        guild_id=table.guild,
        channel_id=table.channel,
        creator_id=table.alice,
        title=title,
        options=options or {},
        language="en",
        seed=seed,
    )


@pytest.mark.parametrize(("stage", "call", "key"), REFUSALS, ids=[f"{r[0]}-{r[2]}" for r in REFUSALS])
async def test_refusal_changes_nothing(table, service, dump_database, stage, call, key):
    await _stage(table, stage)
    before = await dump_database()
    with pytest.raises(AgoraError) as refused:
        await call(service, table)
    assert refused.value.key == key
    assert await dump_database() == before


async def test_refusals_carry_the_parameters_their_messages_need(table, service):
    await table.lobby(players=1)
    with pytest.raises(AgoraError) as refused:
        await service.start(table.channel, table.alice)
    assert refused.value.params == {"min": 2, "count": 1}
    await service.join(table.channel, table.bob)
    with pytest.raises(AgoraError) as refused:
        await service.join(table.channel, table.carol)
    assert refused.value.params == {"max": 2}
