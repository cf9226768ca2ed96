"""Slash commands, autocomplete, replies, deferrals, files, components, through the real discord.py client."""

from __future__ import annotations

import asyncio

import pytest
from emulator_demo_bot import DemoBot

from emulator import Emulator
from emulator.commands import CommandInputError
from emulator.driver import UserActionError


async def test_login_registers_the_command_tree(emu: Emulator, world, bot: DemoBot) -> None:
    names = {c["name"] for c in emu.registered_commands()}
    assert {"game", "secret", "render", "counter", "notify"} <= names
    game = next(c for c in emu.registered_commands() if c["name"] == "game")
    assert {o["name"] for o in game["options"]} == {"new", "join", "admin"}
    assert emu.unknown_routes == []


async def test_slash_typed_options_and_locales(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(
        world.alice, world.channel, "game new", title="epireia", players=4, ranked=True, speed=1.5
    )
    assert result.responded and not result.deferred
    assert result.text == "new epireia players=4 ranked=True speed=1.5 locale=fr guild=fr"
    assert result.public == emu.channel_messages(world.channel)
    assert result.message.allowed_mentions == {"parse": []}


async def test_subcommand_group_with_member_and_channel_options(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(
        world.alice, world.channel, "game admin kick", player=world.bob, where=world.channel
    )
    assert result.text == "kicked bob from games manage_guild=True"
    assert result.ephemeral and not result.public

    plain = await emu.slash(world.bob, world.channel, "game admin kick", player=world.alice)
    assert plain.text == "kicked alice from - manage_guild=False"


async def test_choices_accept_name_or_value(emu: Emulator, world, bot: DemoBot) -> None:
    assert (await emu.slash(world.bob, world.channel, "game join", side="Athens")).text == "joined as athens"
    with pytest.raises(CommandInputError, match="must be one of"):
        await emu.slash(world.bob, world.channel, "game join", side="sparta")


async def test_typos_fail_loudly_with_what_exists(emu: Emulator, world, bot: DemoBot) -> None:
    with pytest.raises(CommandInputError, match=r"no command /game nwe; available: .*/game join, /game new"):
        await emu.slash(world.bob, world.channel, "game nwe", title="x")
    with pytest.raises(CommandInputError, match=r"no option 'titel'; options: title \(string\)"):
        await emu.slash(world.bob, world.channel, "game new", titel="x")
    with pytest.raises(CommandInputError, match="missing required option"):
        await emu.slash(world.bob, world.channel, "game new")
    with pytest.raises(CommandInputError, match="between 2 and 4"):
        await emu.slash(world.bob, world.channel, "game new", title="x", players=9)
    with pytest.raises(UserActionError, match="not a member"):
        await emu.slash(world.stranger, world.channel, "secret")


async def test_autocomplete_returns_the_bots_choices(emu: Emulator, world, bot: DemoBot) -> None:
    choices = await emu.autocomplete(world.bob, world.channel, "game new", "title", title="e")
    assert choices == [{"name": "Epireia", "value": "epireia"}]
    everything = await emu.autocomplete(world.bob, world.channel, "game new", "title")
    assert [c["value"] for c in everything] == ["syracuse", "epireia", "demo"]


async def test_ephemeral_reply_is_visible_to_its_user_only(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "secret")
    assert [m.text for m in result.ephemeral] == ["only you see this"]
    assert result.ephemeral[0].recipient_id == world.bob.id
    assert emu.ephemerals(world.bob) == result.ephemeral
    assert emu.ephemerals(world.alice) == []
    assert emu.channel_messages(world.channel) == []


async def test_deferred_reply_then_followups_with_a_file(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "render")
    assert result.deferred and result.response_type == 5
    public, note = result.messages
    assert not public.loading  # the first followup replaced the "thinking" message
    assert public.text == "Board\nturn 1"
    image = public.attachment("board.png")
    assert image.data.startswith(b"\x89PNG") and image.content_type == "image/png"
    assert public.embed_images() == [image]
    assert note.ephemeral and note.text == "and a private note"
    assert emu.channel_messages(world.channel) == [public]


async def test_button_and_select_edit_the_same_message(emu: Emulator, world, bot: DemoBot) -> None:
    posted = (await emu.slash(world.bob, world.channel, "counter")).message
    assert posted.buttons() == [("Add", "counter:add", False)]
    assert posted.selects()[0].options == [("Red", "r"), ("Blue", "b")]

    first = await emu.click(world.alice, posted, "Add")
    assert first.response_type == 7 and first.messages == [posted]
    assert posted.content == "count=1 colour=none" and posted.edited

    await emu.select(world.bob, posted, "Pick a colour", ["Blue"])
    assert posted.content == "count=1 colour=blue"

    await emu.click(world.bob, posted, "counter:add")
    assert posted.content == "count=2 colour=blue"
    assert posted.buttons() == [("Add", "counter:add", True)]
    with pytest.raises(UserActionError, match="disabled"):
        await emu.click(world.bob, posted, "Add")
    with pytest.raises(UserActionError, match="no option 'Green'"):
        await emu.select(world.bob, posted, "counter:colour", ["Green"])


async def test_ephemeral_messages_cannot_be_clicked_by_others(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "secret")
    with pytest.raises(UserActionError, match="ephemeral"):
        await emu.click(world.alice, result.message, "Add")


async def test_a_second_callback_is_refused(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "twice")
    assert result.text == "first\nsecond callback refused: 40060"
    assert result.error is not None and result.error["code"] == 40060


async def test_private_thread_with_an_added_member(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.alice, world.channel, "team", mate=world.bob)
    (thread,) = emu.threads(world.channel)
    assert result.text == f"thread {thread.id}"
    assert thread.type == 12 and world.bob.id in thread.thread_member_ids
    (welcome,) = emu.channel_messages(thread)
    assert welcome.pinged_user_ids == [world.bob.id]
    # the thread is private: someone not in it cannot use commands there
    emu.add_member(world.guild, world.stranger)
    with pytest.raises(UserActionError, match="cannot see"):
        await emu.slash(world.stranger, thread, "secret")


async def test_reply_files_edits_and_followup_lifecycle(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "card")
    original, note = result.messages
    assert original.content == "card v2" and original.edited
    assert [(a.filename, a.data) for a in original.attachments] == [("one.txt", b"one"), ("two.txt", b"two")]
    assert note.text == "temp edited"
    assert [m.text for m in emu.channel_messages(world.channel)] == ["card v2", "temp edited"]


async def test_channel_messages_sent_edited_deleted_over_rest(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "scratch")
    final, doomed_id = result.text.rsplit(" ", 1)
    assert final == "final map.png"
    (kept,) = emu.channel_messages(world.channel)
    assert kept.content == "final" and kept.attachment("map.png").data == b"map"
    assert emu.message(doomed_id).deleted


async def test_a_deferred_update_waits_for_the_edit(emu: Emulator, world, bot: DemoBot) -> None:
    posted = (await emu.slash(world.bob, world.channel, "later")).message
    result = await emu.click(world.bob, posted, "Later")
    assert result.deferred and result.response_type == 6
    assert result.messages == [posted] and posted.content == "edited later" and posted.components == []


async def test_a_modal_opened_by_a_command_is_submitted(emu: Emulator, world, bot: DemoBot) -> None:
    opened = await emu.slash(world.bob, world.channel, "rename")
    assert opened.response_type == 9 and opened.modal is not None and opened.modal["title"] == "Rename"
    with pytest.raises(UserActionError, match="required"):
        await emu.submit_modal(world.bob, opened, {})
    submitted = await emu.submit_modal(world.bob, opened, {"New name": "Hermocrates"})
    assert submitted.text == "renamed to Hermocrates (none)"


async def test_simultaneous_clicks_are_all_delivered(emu: Emulator, world, bot: DemoBot) -> None:
    posted = (await emu.slash(world.bob, world.channel, "counter")).message
    first, second = await asyncio.gather(
        emu.click(world.alice, posted, "Add"), emu.click(world.bob, posted, "Add")
    )
    assert first.responded and second.responded
    assert posted.content == "count=2 colour=none"
    assert first.interaction_id != second.interaction_id


async def test_a_forged_custom_id_reaches_the_bot_unchanged(emu: Emulator, world, bot: DemoBot) -> None:
    posted = (await emu.slash(world.bob, world.channel, "later")).message
    emu.timing.response_window = 0.3  # nobody will answer: do not wait Discord's 3 s
    forged = await emu.forge_component(world.alice, posted, "counter:add")
    assert not forged.responded  # no view of the bot owns that id on this message: discord.py ignores it
    assert posted.content == "waiting"


async def test_replies_carry_who_invoked_them(emu: Emulator, world, bot: DemoBot) -> None:
    result = await emu.slash(world.bob, world.channel, "whose")
    assert result.text == "asking\ninvoked by bob (chat_input_command)"


async def test_a_followup_after_the_thinking_message_was_deleted_is_a_message_of_its_own(
    emu: Emulator, world, bot: DemoBot
) -> None:
    result = await emu.slash(world.bob, world.channel, "refuse")
    assert result.deferred and result.text == "not now"
    assert result.ephemeral and not result.public
    assert emu.ephemerals(world.bob) == result.messages
