"""The lobby through Discord: the real AgoraBot against the emulator, acting as users.

These are the issue's "done when" scenarios: a game created, joined, started and shown, with a DM to each
player; an abandoned game; a restart mid-lobby; a double join; closed DMs; bad input answered privately
with nothing changed; French errors for a French user.
"""

from __future__ import annotations

import asyncio
import logging

from i18n import t


async def snapshot(bot, channel):
    """What the store holds for a channel, to prove a refusal changed nothing."""
    game = await bot.service.get_active(channel.id)
    return None if game is None else (game.id, game.status, game.version, game.seats, game.state)


def everything_others_see(emulator, world) -> list[tuple[int, str, bool]]:
    """Every public message of the channel, every DM and every ephemeral of anyone but alice."""
    messages = list(emulator.channel_messages(world.channel))
    for user in (world.alice, world.bob, world.carol, world.admin):
        messages += emulator.dms(user)
        if user is not world.alice:
            messages += emulator.ephemerals(user)
    return [(m.id, m.text, m.edited) for m in messages]


async def new_demo_game(emulator, world, **options):
    result = await emulator.slash(world.alice, world.channel, "game new", title="demo", **options)
    await emulator.wait_idle()
    return result


async def test_game_created_joined_started_shown_and_each_player_dmed(bot, emulator, world):
    created = await new_demo_game(emulator, world)
    assert created.public and not created.ephemeral
    assert "Oracle Duel" in created.text and "free" in created.text

    joined = await emulator.slash(world.bob, world.channel, "game join")
    assert joined.public and "joins as Blue" in joined.text

    started = await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    assert "begins" in started.text
    public = emulator.channel_messages(world.channel)[-1]
    assert f"<@{world.alice.id}>" in public.content  # red plays first and is pinged
    assert [str(u) for u in public.allowed_mentions.get("users", [])] == [str(world.alice.id)]

    for user, seat in ((world.alice, "Red"), (world.bob, "Blue")):
        dms = emulator.dms(user)
        assert dms, f"no DM for {seat}"
        assert f"You are {seat}" in dms[-1].text
    assert emulator.dms(world.alice)[-1].selects()  # red may play now: a select of cards

    status = await emulator.slash(world.bob, world.channel, "game status")
    assert status.public and "Turn 1" in status.text and "Waiting for" in status.text
    assert any(a.filename.endswith((".png", ".webp")) for m in status.messages for a in m.attachments)


async def test_abandoned_game_needs_confirmation_and_frees_the_channel(bot, emulator, world):
    await new_demo_game(emulator, world)
    asked = await emulator.slash(world.alice, world.channel, "game abandon")
    assert asked.ephemeral and "cannot be undone" in asked.text
    before = await snapshot(bot, world.channel)
    seen_by_all = everything_others_see(emulator, world)
    cancelled = await emulator.click(world.alice, asked.ephemeral[0], "Cancel")
    await emulator.wait_idle()
    # The one answer: alice's own prompt, edited in place to say nothing changed, its buttons gone.
    prompt = emulator.message(asked.ephemeral[0].id)
    assert cancelled.error is None and [m.id for m in cancelled.messages] == [prompt.id]
    assert prompt.ephemeral and prompt.recipient_id == world.alice.id and not prompt.deleted
    assert prompt.text == t("lobby.abandon_cancelled", "en-US")
    assert not prompt.buttons() and not prompt.selects()
    assert [m.id for m in emulator.ephemerals(world.alice)] == [prompt.id]
    # Nobody else is told anything, nothing public is posted or edited, the game is as it was.
    assert everything_others_see(emulator, world) == seen_by_all
    assert await snapshot(bot, world.channel) == before
    assert before is not None and before[1] == "lobby"

    asked = await emulator.slash(world.alice, world.channel, "game abandon")
    await emulator.click(world.alice, asked.ephemeral[0], "Abandon the game")
    await emulator.wait_idle()
    assert await bot.service.get_active(world.channel.id) is None
    assert "was abandoned" in emulator.channel_messages(world.channel)[-1].text

    again = await new_demo_game(emulator, world)  # the channel is free again
    assert again.public


async def test_a_server_manager_may_abandon_anyones_game(bot, emulator, world):
    await new_demo_game(emulator, world)
    asked = await emulator.slash(world.admin, world.channel, "game abandon")
    await emulator.click(world.admin, asked.ephemeral[0], "Abandon the game")
    await emulator.wait_idle()
    assert await bot.service.get_active(world.channel.id) is None


async def test_bot_restarted_mid_lobby_keeps_the_lobby_and_its_join_button(bot_runner, emulator, world):
    first = await bot_runner.start()
    created = await new_demo_game(emulator, world)
    lobby_message = created.public[0]
    game_id = (await first.service.get_active(world.channel.id)).id

    second = await bot_runner.restart()
    assert second is not first
    game = await second.service.get_active(world.channel.id)
    assert game.id == game_id and game.status == "lobby" and len(game.seats) == 1

    clicked = await emulator.click(world.bob, lobby_message, "Join")
    assert clicked.public and "joins as Blue" in clicked.text
    started = await emulator.slash(world.alice, world.channel, "game start")
    assert not started.ephemeral
    assert (await second.service.get_active(world.channel.id)).status == "active"


async def test_two_join_clicks_at_the_same_instant_seat_the_player_once(bot, emulator, world):
    created = await new_demo_game(emulator, world)
    lobby_message = created.public[0]
    first, second = await asyncio.gather(
        emulator.click(world.bob, lobby_message, "Join"), emulator.click(world.bob, lobby_message, "Join")
    )
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    assert [s.user_id for s in game.seats].count(world.bob.id) == 1
    outcomes = sorted([bool(first.ephemeral), bool(second.ephemeral)])
    assert outcomes == [False, True]  # one public join, one private refusal
    refusal = first if first.ephemeral else second
    assert "already joined" in refusal.text


async def test_closed_dms_fall_back_to_a_private_reply_and_a_content_free_note(bot, emulator, world):
    emulator.set_dms_open(world.alice, False)
    emulator.set_dms_open(world.bob, False)
    await new_demo_game(emulator, world)
    await emulator.slash(world.bob, world.channel, "game join")
    started = await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()

    assert emulator.dms(world.alice) == [] and emulator.dms(world.bob) == []
    private = [m for m in started.ephemeral if "cannot DM you" in m.text]
    assert private and "You are Red" in private[0].text  # alice acted: she gets it ephemerally
    note = [m for m in emulator.channel_messages(world.channel) if "cannot DM you" in m.content]
    assert note and f"<@{world.bob.id}>" in note[-1].content
    assert "Your hand" not in note[-1].text and "You are Blue" not in note[-1].text  # nothing revealed

    hand = await emulator.slash(world.bob, world.channel, "game hand")
    assert hand.ephemeral and "You are Blue" in hand.text


async def test_bad_input_is_answered_privately_and_changes_nothing(bot, emulator, world):
    nothing = await emulator.slash(world.alice, world.channel, "game status")
    assert nothing.ephemeral and not nothing.public
    assert nothing.text == t("games.error.no_game", "en")

    await new_demo_game(emulator, world)
    before = await snapshot(bot, world.channel)
    cases = [
        (world.alice, "game join", {}, "games.error.already_joined", {}),
        (world.alice, "game start", {}, "games.error.not_enough_players", {"min": 2, "count": 1}),
        (world.bob, "game abandon", {}, "games.error.not_allowed_to_abandon", {}),
        (world.bob, "game start", {}, "games.error.not_creator", {}),
        (world.bob, "game leave", {}, "games.error.not_in_game", {}),
        (world.alice, "game new", {"title": "demo"}, "games.error.channel_busy", {}),
        (world.bob, "game hand", {}, "games.error.not_in_game", {}),
        (world.bob, "game export", {}, "lobby.error.export_running", {}),
    ]
    for user, command, options, key, params in cases:
        result = await emulator.slash(user, world.channel, command, **options)
        assert result.ephemeral and not result.public, command
        assert result.text == t(key, "en", **params), command
        assert (await snapshot(bot, world.channel)) == before, command

    for command in ("game status", "game join", "game start", "game hand"):
        empty = await emulator.slash(world.bob, world.other_channel, command)
        assert empty.ephemeral and not empty.public and "no game" in empty.text, command


async def test_a_stale_button_says_it_has_expired(bot, emulator, world):
    await new_demo_game(emulator, world)
    await emulator.slash(world.bob, world.channel, "game join")
    await emulator.slash(world.alice, world.channel, "game start")
    old_hand = (await emulator.slash(world.alice, world.channel, "game hand")).ephemeral[0]
    await emulator.slash(world.alice, world.channel, "duel play", card=2)
    await emulator.wait_idle()
    before = await snapshot(bot, world.channel)

    stale = await emulator.select(world.alice, old_hand, "Play a card", ["Card 1"])
    assert stale.ephemeral and "expired" in stale.text
    assert (await snapshot(bot, world.channel)) == before


async def test_a_french_user_gets_french_errors_and_french_commands(bot, emulator, world):
    result = await emulator.slash(world.carol, world.other_channel, "game status")
    assert result.text == t("games.error.no_game", "fr") != t("games.error.no_game", "en")
    game = next(c for c in emulator.registered_commands() if c["name"] == "game")
    assert game["name_localizations"]["fr"] == "partie"


async def test_every_command_logs_one_structured_line(bot, emulator, world, caplog):
    caplog.set_level(logging.INFO, logger="agora.commands")
    await new_demo_game(emulator, world)
    await emulator.slash(world.bob, world.channel, "game start")
    records = [r for r in caplog.records if r.name == "agora.commands"]
    assert [r.command for r in records] == ["game new", "game start"]
    assert records[0].outcome == "ok" and records[1].outcome == "refused:games.error.not_creator"
    for record in records:
        assert record.game_id is not None and record.user_id and record.duration_ms >= 0


async def test_choices_come_from_autocomplete(bot, emulator, world):
    titles = await emulator.autocomplete(world.alice, world.channel, "game new", "title", title="")
    assert {"name": "Oracle Duel (test game)", "value": "demo"} in titles
    hints = await emulator.autocomplete(
        world.alice, world.channel, "game new", "options", title="demo", options=""
    )
    assert any(c["value"] == "target:15" for c in hints)

    await new_demo_game(emulator, world)
    seats = await emulator.autocomplete(world.bob, world.channel, "game join", "seat", seat="")
    assert seats == [{"name": "Blue", "value": "blue"}]  # Red is taken by alice
    french = await emulator.autocomplete(world.carol, world.channel, "game join", "seat", seat="")
    assert french == [{"name": "Bleu", "value": "blue"}]

    await emulator.slash(world.bob, world.channel, "game join", seat="blue")
    await emulator.slash(world.alice, world.channel, "game start")
    cards = await emulator.autocomplete(world.alice, world.channel, "duel play", "card", card="")
    assert sorted(c["value"] for c in cards) == [1, 2, 4]  # red's hand with seed 7


async def test_leave_and_list(bot, emulator, world):
    await new_demo_game(emulator, world)
    await emulator.slash(world.bob, world.channel, "game join")
    left = await emulator.slash(world.bob, world.channel, "game leave")
    assert left.public and "leaves the game" in left.text
    assert len((await bot.service.get_active(world.channel.id)).seats) == 1
    listed = await emulator.slash(world.bob, world.other_channel, "game list")
    assert listed.ephemeral and "#1" in listed.text and "lobby" in listed.text


async def test_dms_follow_each_players_own_language(bot, emulator, world):
    await new_demo_game(emulator, world)
    await emulator.slash(world.carol, world.channel, "game join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    assert "Vous êtes Bleu" in emulator.dms(world.carol)[-1].text  # carol's client is French
    assert "You are Red" in emulator.dms(world.alice)[-1].text
    assert "Turn 1" in emulator.channel_messages(world.channel)[-1].text  # the game itself is English


async def test_status_shows_the_deadline_of_the_awaited_player(bot, emulator, world):
    await new_demo_game(emulator, world, options="turn_hours:24")
    await emulator.slash(world.bob, world.channel, "game join")
    await emulator.slash(world.alice, world.channel, "game start")
    status = await emulator.slash(world.bob, world.channel, "game status")
    assert "Deadline" in status.text and "<t:" in status.text and ":R>" in status.text


async def test_dm_controls_still_work_after_a_restart_mid_game(bot_runner, emulator, world):
    await bot_runner.start()
    await new_demo_game(emulator, world)
    await emulator.slash(world.bob, world.channel, "game join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    dm = emulator.dms(world.alice)[-1]
    restarted = await bot_runner.restart()
    played = await emulator.select(world.alice, dm, "Play a card", ["Card 4"])
    await emulator.wait_idle()
    assert played.error is None and not played.ephemeral
    game = await restarted.service.get_active(world.channel.id)
    assert restarted.service.view_for(game, world.alice.id)["rolled"]["card"] == 4


async def test_bad_options_and_seats_at_creation_are_refused_privately(bot, emulator, world):
    syntax = await emulator.slash(world.alice, world.channel, "game new", title="demo", options="target")
    assert syntax.ephemeral and syntax.text == t("lobby.error.options_syntax", "en", part="target")
    invalid = await emulator.slash(world.alice, world.channel, "game new", title="demo", options="target:99")
    assert invalid.ephemeral and "not valid" in invalid.text
    unknown = await emulator.slash(world.alice, world.channel, "game new", title="nope")
    assert unknown.ephemeral and unknown.text == t("games.error.unknown_title", "en", title="nope")
    seat = await emulator.slash(world.alice, world.channel, "game new", title="demo", seat="green")
    assert seat.ephemeral and seat.text == t("games.error.unknown_seat", "en", seat="green")
    assert await bot.service.get_active(world.channel.id) is None  # the channel stays free
    assert not emulator.channel_messages(world.channel)


async def test_a_titles_commands_refuse_a_game_of_another_title_privately(bot, emulator, world):
    await new_demo_game(emulator, world)
    await emulator.slash(world.bob, world.channel, "game join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    before = await snapshot(bot, world.channel)
    for command in ("syracuse status", "epireia status"):
        refused = await emulator.slash(world.bob, world.channel, command)
        title = "Syracuse" if command.startswith("syracuse") else "Epireia"
        assert refused.ephemeral and not refused.public
        assert f"This command is for games of {title}" in refused.text, refused.text
    assert await snapshot(bot, world.channel) == before
