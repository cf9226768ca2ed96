"""Controls a seat keeps while the others choose in secret (Epireia's starting figures, Mise en place
p.11): the others' choices leave this seat's choices as they were, so the Table spends no Discord call
on its DM at once (the line that says who has chosen comes with a quiet edit, later), and the controls
it already holds still work. Controls whose choices did change are refused as expired, and the
message clicked shows the current ones at once.

Two bot processes on one token (a rolling restart) each remember only the deliveries they made: a
process keeps a seat's controls only if it followed every version since it last judged that seat.
A DM it does not know as the seat's (sent before a restart, or by the other process) still works
while its controls are, to the label, those the seat would be given now; else, clicked, it becomes
the seat's message and shows the current ones."""

from __future__ import annotations

from typing import Any

from tests.e2e.epireia_support import EpireiaTable, open_game


async def both_choosing_figures(emulator: Any, world: Any, bot: Any) -> EpireiaTable:
    """A 2-player game played to the secret choice of the starting figures: both seats choose now."""
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    for _kind in ("choose_city", "choose_admin"):
        for seat in ("delos1", "pelo1"):
            await table.do(seat, (await table.legal(seat))[0])
    game = await table.game()
    assert sorted(bot.service.status_of(game).waiting_for) == ["delos1", "pelo1"]
    return table


async def all_four_choosing_figures(emulator: Any, world: Any, bot: Any) -> EpireiaTable:
    """A 4-player game played to the secret choice of the starting figures (cities and admins are
    chosen in turn before it): the four seats choose now."""
    users = [world.alice, world.bob, world.carol, world.admin]
    table = await open_game(emulator, world, bot, 4, users)
    while len(waiting := bot.service.status_of(await table.game()).waiting_for) == 1:
        await table.do(waiting[0], (await table.legal(waiting[0]))[0])
    assert len(waiting) == 4 and all(a.kind == "choose_start_figure" for a in await table.legal(waiting[0]))
    return table


def figure_controls(emulator: Any, user: Any, game_id: int) -> tuple[Any, Any]:
    """The user's newest DM with a select of this game, and that select."""
    for message in reversed(emulator.dms(user)):
        for select in message.selects():
            if select.custom_id.startswith(f"agora:{game_id}:"):
                return message, select
    raise AssertionError("no select in the DMs")


async def figures_chosen_behind_the_tables_back(
    emulator: Any, world: Any, bot: Any
) -> tuple[EpireiaTable, Any, Any, Any]:
    """Both figures chosen through the service alone (no Discord delivery): the turn begins, and
    alice's DM still shows the figure select, whose choices are gone. The table, that DM, its select
    and the game now."""
    table = await both_choosing_figures(emulator, world, bot)
    game = await table.game()
    message, select = figure_controls(emulator, table.users["delos1"], game.id)
    for seat in ("delos1", "pelo1"):
        await bot.service.act(game.channel_id, table.users[seat].id, (await table.legal(seat))[0])
    now = await table.game()
    assert now.state["players"]["delos1"]["start_figure"]
    return table, message, select, now


async def test_a_secret_choice_leaves_the_other_seats_controls_working_without_a_call(bot, emulator, world):
    bot.table.quiet_edit_delay = 60.0  # the quiet edit is looked at in the next test
    table = await both_choosing_figures(emulator, world, bot)
    bob = table.users["pelo1"]
    before = await table.game()
    message, select = figure_controls(emulator, bob, before.id)
    assert select.custom_id.startswith(f"agora:{before.id}:v{before.version}:")
    dms_before, text_before = len(emulator.dms(bob)), message.text

    await table.do("delos1", (await table.legal("delos1"))[0])

    after = await table.game()
    assert after.version > before.version
    # No new DM and no edit for bob: his choices are the same, so his controls are too.
    assert len(emulator.dms(bob)) == dms_before
    assert message.text == text_before
    assert figure_controls(emulator, bob, after.id)[1].custom_id == select.custom_id
    # And they work: bob chooses with the select of the older version.
    chosen = await emulator.select(bob, message, select.custom_id, [select.options[0][1]])
    assert not chosen.error, chosen.error
    game = await table.game()
    assert game.version > after.version
    assert game.state["players"]["pelo1"]["start_figure"]
    assert bot.service.status_of(game).phase == "development"  # both chosen: revealed, turn 1 begins


async def test_the_line_saying_who_has_chosen_comes_with_a_quiet_edit(bot, emulator, world):
    bot.table.quiet_edit_delay = 60.0
    table = await both_choosing_figures(emulator, world, bot)
    bob = table.users["pelo1"]
    message, _select = figure_controls(emulator, bob, (await table.game()).id)
    await table.do("delos1", (await table.legal("delos1"))[0])
    assert "Already chosen" not in message.text

    await bot.table.flush_quiet_edits()
    await emulator.wait_idle(quiet=0.05)

    game = await table.game()
    assert "Already chosen (secret): Delian League" in message.text
    current = figure_controls(emulator, bob, game.id)[1].custom_id
    assert current.startswith(f"agora:{game.id}:v{game.version}:")


async def test_controls_whose_choices_changed_are_refused_and_replaced_where_they_were_clicked(
    bot, emulator, world
):
    table, message, select, now = await figures_chosen_behind_the_tables_back(emulator, world, bot)
    alice = table.users["delos1"]

    stale = await emulator.select(alice, message, select.custom_id, [select.options[0][1]])

    assert stale.ephemeral and "expired" in stale.text
    assert (await table.game()).version == now.version  # nothing changed
    # The clicked message shows the current controls at once.
    assert select.custom_id not in {s.custom_id for s in message.selects()}
    current = [c.custom_id for c in message.buttons()] + [s.custom_id for s in message.selects()]
    assert any(c and c.startswith(f"agora:{now.id}:v{now.version}:") for c in current)


async def test_after_a_restart_kept_controls_still_work_in_their_dm(bot_runner, emulator, world):
    bot = await bot_runner.start()
    bot.table.quiet_edit_delay = 60.0
    table = await both_choosing_figures(emulator, world, bot)
    bob = table.users["pelo1"]
    message, select = figure_controls(emulator, bob, (await table.game()).id)
    await table.do("delos1", (await table.legal("delos1"))[0])
    kept = await table.game()
    assert select.custom_id in {s.custom_id for s in message.selects()}  # kept, at the older version
    # A new process does not know which DM the last one left in place, but this one shows exactly
    # the controls bob would be given now: his click counts.
    table.bot = await bot_runner.restart()

    chosen = await emulator.select(bob, message, select.custom_id, [select.options[0][1]])

    assert not chosen.ephemeral and not chosen.error, chosen.text
    game = await table.game()
    assert game.version > kept.version and game.state["players"]["pelo1"]["start_figure"]
    assert table.bot.service.status_of(game).phase == "development"  # both chosen: turn 1 begins
    waiting = table.bot.service.status_of(game).waiting_for[0]
    await table.do(waiting, (await table.legal(waiting))[0])  # the next controls work too


async def test_after_a_restart_controls_whose_choices_changed_give_way_to_current_ones_in_that_dm(
    bot_runner, emulator, world
):
    bot = await bot_runner.start()
    table, message, select, now = await figures_chosen_behind_the_tables_back(emulator, world, bot)
    alice = table.users["delos1"]
    table.bot = await bot_runner.restart()

    stale = await emulator.select(alice, message, select.custom_id, [select.options[0][1]])

    assert stale.ephemeral and "This message now shows your current choices" in stale.text
    assert (await table.game()).version == now.version  # nothing changed
    assert select.custom_id not in {s.custom_id for s in message.selects()}
    current = [c.custom_id for c in message.buttons()] + [s.custom_id for s in message.selects()]
    assert any(c and c.startswith(f"agora:{now.id}:v{now.version}:") for c in current)


async def test_a_version_another_process_made_leaves_a_seats_dm_in_doubt_so_it_gets_current_controls(
    bot, emulator, world
):
    bot.table.quiet_edit_delay = 60.0  # no quiet edit repairs the DM: the move itself must
    table = await all_four_choosing_figures(emulator, world, bot)
    first, behind, last, kept = sorted(table.users)
    await table.do(first, (await table.legal(first))[0])
    user = table.users[kept]
    game = await table.game()
    message, select = figure_controls(emulator, user, game.id)
    assert not select.custom_id.startswith(f"agora:{game.id}:v{game.version}:")  # kept, older
    # Another process of the token takes a choice, and the controls off this seat's DM (as it does
    # to controls it thinks stale): this process's memory of that DM is now wrong.
    await bot.service.act(game.channel_id, table.users[behind].id, (await table.legal(behind))[0])
    await bot.get_partial_messageable(message.channel_id).get_partial_message(message.id).edit(view=None)
    assert not message.selects()

    await table.do(last, (await table.legal(last))[0])  # through this process, which missed a version

    now = await table.game()
    current = figure_controls(emulator, user, now.id)[1]
    assert current.custom_id.startswith(f"agora:{now.id}:v{now.version}:")
    chosen = await emulator.select(user, message, current.custom_id, [current.options[0][1]])
    assert not chosen.ephemeral, chosen.text
    assert bot.service.status_of(await table.game()).phase == "development"  # all four chosen


async def test_older_controls_in_a_dm_another_process_sent_still_work_while_they_show_the_seats_choices(
    bot, emulator, world
):
    bot.table.quiet_edit_delay = 60.0
    table = await all_four_choosing_figures(emulator, world, bot)
    first, behind, _last, kept = sorted(table.users)
    await table.do(first, (await table.legal(first))[0])
    user = table.users[kept]
    game = await table.game()
    # Another process of the token, which never sent this seat's DM, sends it its controls anew.
    lang = await bot.table.locales.get(user.id, game.language)
    payload = await bot.table.screens.private_payload(game, kept, user.id, lang, lines=[], limit=8 << 20)
    sent = await (await bot.fetch_user(user.id)).send(**payload)
    other = next(m for m in emulator.dms(user) if m.id == sent.id)
    _message, select = figure_controls(emulator, user, game.id)
    assert select.custom_id.startswith(f"agora:{game.id}:v{game.version}:")  # the newest DM's
    await table.do(behind, (await table.legal(behind))[0])  # those controls are now of an older version
    now = await table.game()

    chosen = await emulator.select(user, other, select.custom_id, [select.options[0][1]])

    assert not chosen.ephemeral and not chosen.error, chosen.text
    game = await table.game()
    assert game.version > now.version and game.state["players"][kept]["start_figure"]
