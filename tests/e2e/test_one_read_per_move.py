"""A move costs one read of the game and one parse of its state (issue #15: the game row was read twice
per move and the state validated about twenty times).

Counted through SQLAlchemy's statement events on the bot's own engine and around `GameState`'s
validation, for a click in a DM and for a slash command of the demo title. The living table's deferred
status edit (which reads the game once more, on purpose: another process may have moved it on) is put
out of the way so that only the move is counted.
"""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import replace
from datetime import timedelta
from typing import Any

from sqlalchemy import event

from engine.core import GameState
from engine.registry import get_engine
from tests.e2e.controls import bot_quiet, living_message
from tests.e2e.epireia_support import open_game
from tests.e2e.test_controls_kept_e2e import both_choosing_figures, figure_controls

GAME_READ = re.compile(r"^\s*SELECT\b.*\bFROM games\b", re.IGNORECASE | re.DOTALL)


@contextmanager
def counting(bot: Any, monkeypatch: Any) -> Iterator[Counter[str]]:
    counts: Counter[str] = Counter()
    engine = bot.service._sessionmaker.kw["bind"].sync_engine

    def on_statement(_conn: Any, _cursor: Any, statement: str, *_args: Any) -> None:
        if GAME_READ.match(statement):
            counts["game_reads"] += 1

    for name in ("model_validate", "model_validate_json"):  # a parse from plain JSON or from stored text
        validate = getattr(GameState, name).__func__

        def counted(cls: type[GameState], *args: Any, _validate: Any = validate, **kwargs: Any) -> GameState:
            counts["state_parses"] += 1
            return _validate(cls, *args, **kwargs)  # type: ignore[no-any-return]

        monkeypatch.setattr(GameState, name, classmethod(counted))
    event.listen(engine, "before_cursor_execute", on_statement)
    try:
        yield counts
    finally:
        event.remove(engine, "before_cursor_execute", on_statement)


async def started_demo(bot: Any, emulator: Any, world: Any) -> Any:
    """A demo game between alice (red) and bob (blue), started: its record."""
    await emulator.slash(world.alice, world.channel, "game new", title="demo", options="target:12")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await bot_quiet(emulator)  # the opening's picture drawn, even on a slow machine
    game = await bot.service.get_active(world.channel.id)
    assert game is not None
    return game


def newest_dm_with(emulator: Any, user: Any, label: str) -> Any:
    for message in reversed(emulator.dms(user)):
        if label in [s.placeholder for s in message.selects()] + [b[0] for b in message.buttons()]:
            return message
    raise AssertionError(f"no DM to {user} offers {label!r}")


async def test_a_move_reads_the_game_once_and_parses_its_state_once(bot, emulator, world, monkeypatch):
    game = await started_demo(bot, emulator, world)
    bot.table.living.edit_delay = 3600.0  # the deferred status edit is not part of the move

    with counting(bot, monkeypatch) as by_click:
        await emulator.select(
            world.alice, newest_dm_with(emulator, world.alice, "Play a card"), "Play a card", ["Card 4"]
        )
        await bot_quiet(emulator)
    after_click = await bot.service.get(game.id)
    assert after_click is not None and after_click.version == game.version + 1  # the move was applied
    assert by_click["game_reads"] == 1, by_click
    assert by_click["state_parses"] <= 1, by_click

    await emulator.click(world.alice, newest_dm_with(emulator, world.alice, "Keep"), "Keep")
    await bot_quiet(emulator)
    with counting(bot, monkeypatch) as by_command:
        played = await emulator.slash(world.bob, world.channel, "duel play", card=5)
        await bot_quiet(emulator)
    assert played.ephemeral and "✅" in played.ephemeral[0].text  # accepted, not refused
    assert by_command["game_reads"] == 1, by_command
    assert by_command["state_parses"] <= 1, by_command


async def test_a_click_does_not_list_the_movers_legal_actions_again(bot, emulator, world, monkeypatch):
    """The controls the player clicked were built from the seat's legal actions for that version; the
    move checks the action against that same list instead of listing them again."""
    engine_type = type(get_engine("demo"))
    listed: list[tuple[str, str]] = []
    real = engine_type.legal_actions

    def spied(self: Any, state: Any, seat: str) -> Any:
        # A state by its content: the move changes the state it parsed in place (one object).
        listed.append((self.dump_state_json(state), seat))
        return real(self, state, seat)

    monkeypatch.setattr(engine_type, "legal_actions", spied)
    game = await started_demo(bot, emulator, world)
    seat = game.seat_of(world.alice.id)
    shown = [state for state, listed_seat in listed if listed_seat == seat]
    assert shown, "the controls of Alice's DM were built from her legal actions"

    before_click = len(listed)
    await emulator.select(
        world.alice, newest_dm_with(emulator, world.alice, "Play a card"), "Play a card", ["Card 4"]
    )
    await emulator.wait_idle()
    after_click = await bot.service.get(game.id)
    assert after_click is not None and after_click.version == game.version + 1  # the move was applied
    during_click = [state for state, listed_seat in listed[before_click:] if listed_seat == seat]
    again = [state for state in during_click if state in shown]
    assert again == [], "the move listed Alice's legal actions of the version she clicked again"


async def test_a_seats_controls_list_its_epireia_choices_once(bot, emulator, world, monkeypatch):
    """Epireia's view of a seat carries that seat's legal actions: the controls built from both list
    them once per state, not once for the view and again for the buttons (issue #15: CPU per move)."""
    engine_type = type(get_engine("epireia"))
    listed: Counter[tuple[str, str]] = Counter()
    real = engine_type.legal_dumps

    def spied(self: Any, state: Any, seat: str) -> Any:
        listed[(self.dump_state_json(state), seat)] += 1  # by content: see the test above
        return real(self, state, seat)

    monkeypatch.setattr(engine_type, "legal_dumps", spied)
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    for _kind in ("choose_city", "choose_admin"):  # chosen in turn: one seat awaited at a time
        for seat in ("delos1", "pelo1"):
            await table.do(seat, (await table.legal(seat))[0])
    assert len(listed) >= 8, "each move's new state was listed for both seats"
    assert max(listed.values()) == 1, listed.most_common(3)


async def test_two_secret_choices_clicked_together_parse_no_state(bot, emulator, world, monkeypatch):
    """Epireia's starting figures, chosen by both players at once (Mise en place, p.11): the second
    click waits for the first's write and is decided on the state that write left. That state is kept
    as soon as it is written, so neither move, nor the table after them, parses a state."""
    table = await both_choosing_figures(emulator, world, bot)
    game = await table.game()
    bot.table.living.edit_delay = 3600.0  # the deferred status edit is not part of the moves
    controls = {seat: figure_controls(emulator, table.users[seat], game.id) for seat in ("delos1", "pelo1")}
    with counting(bot, monkeypatch) as counts:
        chosen = await asyncio.gather(
            *(
                emulator.select(table.users[seat], message, select.custom_id, [select.options[0][1]])
                for seat, (message, select) in controls.items()
            )
        )
        await emulator.wait_idle()
    assert not any(c.error for c in chosen), [c.error for c in chosen]
    after = await table.game()
    assert after.version == game.version + 2  # both applied
    assert counts["state_parses"] == 0, counts


async def test_a_status_edit_that_waited_its_turn_shows_the_game_as_it_is_now(bot, emulator, world):
    """Under load a status edit waits for the one before it (itself waiting for Discord's global limit)
    while the game moves on. When its turn comes it shows the game as it is then, not the version it
    was asked for: nobody would have seen that one for more than a moment, and its parse may be gone."""
    asked = await started_demo(bot, emulator, world)
    assert "Turn 1: play a card" in (await living_message(emulator, bot, asked.id)).text

    living = bot.table.living
    living.edit_delay = 3600.0  # no deferred edit of its own
    editing = living._games[asked.id].editing
    await editing.acquire()  # the edit before it, still waiting
    waiting = asyncio.create_task(living.refresh(asked, with_image=False))
    await asyncio.sleep(0)
    for _ in range(2):  # meanwhile red plays a card and keeps it (through the service: no edit)
        game = await bot.service.get(asked.id)
        assert game is not None
        user = game.user_of(bot.service.status_of(game).waiting_for[0])
        assert user is not None
        await bot.service.act(world.channel.id, user, bot.service.legal_actions(game, user)[0])
    editing.release()
    await waiting

    shown = (await living_message(emulator, bot, asked.id)).text
    assert "Turn 2: play a card" in shown and "Waiting for: Blue" in shown, shown


async def test_the_announce_of_a_version_the_game_has_moved_past_parses_no_state(
    bot, emulator, world, monkeypatch
):
    """Epireia's league rooms look at each announced version (do the leagues plan a battle now?). An
    announce handled after the game has moved on is left to the newer version's own announce: under load
    it came late, for a version whose parse was already gone, and parsed it again."""
    table = await both_choosing_figures(emulator, world, bot)
    announced = await table.game()
    await table.do("delos1", (await table.legal("delos1"))[0])  # the game moves on
    # The announced version as a process holds it once its parse is gone (another stored content).
    gone = replace(announced, updated_at=announced.updated_at - timedelta(seconds=1))
    with counting(bot, monkeypatch) as counts:
        await bot.get_cog("Epireia").on_game_announced(gone)
    assert counts["state_parses"] == 0, counts
