"""On SQLite, a move's statements run on the event loop; only its commit takes a trip to SQLite's thread.

Moves queue on the service's write gate, and a trip held the gate for two turns of a busy event loop
(agora/store/one_trip_sqlite.py): 50 games played at once waited on the gate more than on the CPU."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from agora.store.one_trip_sqlite import watching_trips

pytestmark = pytest.mark.sqlite_only


@pytest.fixture
def trips() -> Iterator[list[str]]:
    """The jobs handed to SQLite's thread, by name."""
    handed: list[str] = []
    with watching_trips(handed.append):
        yield handed


async def test_a_click_read_and_a_move_take_one_trip_its_commit(table, service, trips) -> None:
    game = await table.started()
    user, action = await table.next_move(game)
    trips.clear()
    read = await service.get(game.id)
    assert read is not None and read.version == game.version
    assert trips == []  # the click's read of the game
    outcome = await service.act(table.channel, user, action, expected_version=game.version)
    assert outcome.game.version == game.version + 1
    assert trips == ["commit"]  # the move: read, decided, written; the commit syncs on the thread
    assert (await service.get(game.id)).version == game.version + 1
