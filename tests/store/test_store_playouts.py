"""Random games through the service: whatever the players do, the log replays to the stored state."""

from __future__ import annotations

import asyncio
import random

import pytest

from agora.errors import AgoraError
from agora.games import GameService
from engine.core import Action

USERS = (11, 12)


async def _random_game(service: GameService, channel_id: int, seed: int) -> int:
    """Play one demo game to the end with random legal moves, forced dice and refused moves mixed in."""
    rnd = random.Random(seed)
    game = await service.create(
        guild_id=1,
        channel_id=channel_id,
        creator_id=USERS[0],
        title="demo",
        options={},
        language="en",
        seed=seed,
    )
    for user in USERS:
        await service.join(channel_id, user)
    game = (await service.start(channel_id, USERS[0])).game
    logged: list[dict] = []
    while game.status == "active":
        waiting = service.status_of(game).waiting_for[0]
        user = game.user_of(waiting)
        idle = next(u for u in USERS if u != user)
        if rnd.random() < 0.2:
            with pytest.raises(AgoraError):  # out of turn: refused, nothing written
                await service.act(channel_id, idle, Action(kind="keep"))
        if rnd.random() < 0.2:
            game = await service.force_dice(channel_id, [rnd.randint(1, 6)])
        action = rnd.choice(service.legal_actions(game, user))
        game = (await service.act(channel_id, user, action, expected_version=game.version)).game
        history = (await service.export(game.id))["actions"]
        assert history[: len(logged)] == logged  # append-only: earlier rows never change
        logged = history
    assert game.status == "finished"
    assert await service.replay_state(game.id) == (await service.get(game.id)).state
    return game.id


async def test_random_games_replay_to_their_stored_state(service):
    for seed in range(8):
        await _random_game(service, channel_id=1000 + seed, seed=seed)


@pytest.mark.slow
async def test_soak_many_channels_two_processes_at_once(service, second_service):
    """Forty games at once, half through each of two services sharing one database."""

    async def channel(index: int) -> int:
        svc = (service, second_service)[index % 2]
        return await _random_game(svc, channel_id=5000 + index, seed=index)

    game_ids = await asyncio.gather(*(channel(i) for i in range(40)))
    assert len(set(game_ids)) == 40
    assert await service.list_guild(1) == []  # every game finished
