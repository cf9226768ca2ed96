"""The README's invite permissions are exactly what the bot's features need. Derived from what the bot
did in end-to-end games (the emulator logs every REST route it called and keeps every message it
posted), each route mapped to the permission Discord requires for it, and compared with the README's
list and the permission integer in its invite URL."""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path

from discord import Permissions

from emulator.world import THREAD_TYPES
from tests.e2e.test_epireia_games_e2e import test_a_four_player_game_with_league_planning
from tests.e2e.test_thread_games_e2e import test_a_demo_game_plays_in_its_thread

README = Path(__file__).resolve().parents[2] / "README.md"
PRIVATE_THREAD = 12

# Discord's name of each permission (as the Developer Portal shows it) -> discord.py's flag.
NAMES = {
    "View Channels": "view_channel",
    "Send Messages": "send_messages",
    "Send Messages in Threads": "send_messages_in_threads",
    "Create Public Threads": "create_public_threads",
    "Create Private Threads": "create_private_threads",
    "Embed Links": "embed_links",
    "Attach Files": "attach_files",
    "Read Message History": "read_message_history",
    "Add Reactions": "add_reactions",
    "Manage Threads": "manage_threads",
    "Manage Messages": "manage_messages",
    "Use External Emojis": "use_external_emojis",
}
CHANNEL_ROUTE = re.compile(r"^/channels/(\d+)(/.*)?$")


def needed_permissions(emulator) -> set[str]:
    """The permissions Discord checks for the bot's own calls (interaction answers and webhooks need
    none, nor do DMs, the bot's user, guild reads or its application commands)."""
    world = emulator.server.world
    needed: set[str] = set()
    for request in emulator.requests:
        match = CHANNEL_ROUTE.match(request.path)
        channel = world.channels.get(int(match[1])) if match else None
        if channel is None or channel.is_dm:
            continue
        rest, method = match[2] or "", request.method
        send = "send_messages_in_threads" if channel.type in THREAD_TYPES else "send_messages"
        needed.add("view_channel")
        if rest == "/threads" and method == "POST":  # the emulator keeps what it made: public or private
            private = any(t.type == PRIVATE_THREAD for t in world.threads_of(channel))
            needed.add("create_private_threads" if private else "create_public_threads")
        elif re.fullmatch(r"/messages/\d+/threads", rest) and method == "POST":
            needed.add("create_public_threads")
        elif rest in ("/messages", "/typing") and method == "POST":
            needed.add(send)
        elif re.fullmatch(r"/messages(/\d+)?", rest) and method == "GET":
            needed.add("read_message_history")
        elif "/reactions/" in rest:
            needed.update({"add_reactions", "read_message_history"})
        elif rest.startswith("/thread-members/") and method == "PUT":
            needed.add(send)
        elif (rest.startswith("/thread-members/") and method == "DELETE") or (
            rest == "" and method == "PATCH"
        ):
            if channel.owner_id != world.bot_user.id:
                needed.add("manage_threads")
        elif re.fullmatch(r"/messages/\d+", rest) and method == "DELETE":
            deleted = world.messages.get(int(rest.rsplit("/", 1)[1]))
            if deleted is None or deleted.author_id != world.bot_user.id:
                needed.add("manage_messages")  # only someone else's message needs it
    for message in world.messages.values():
        channel = world.channels.get(message.channel_id)
        own_post = message.author_id == world.bot_user.id and message.webhook_id is None
        if not own_post or message.interaction_id is not None or channel is None or channel.is_dm:
            continue
        if message.attachments:
            needed.add("attach_files")
        if message.embeds:
            needed.add("embed_links")
        if message.reply_to_id is not None:
            needed.add("read_message_history")
    return needed


def readme_permissions() -> tuple[set[str], int]:
    """The permissions the README's invite step names in bold, and the integer of its invite URL."""
    text = README.read_text(encoding="utf-8")
    step = text.split("\n## Create the Discord application and invite the bot\n", 1)[1].split("\n## ", 1)[0]
    listed = re.search(r"bot permissions\s+\*\*([^*]+)\*\*", step)
    integer = re.search(r"permissions=(\d+)", step)
    assert listed and integer, "the README's invite step lists no permissions or no invite URL"
    names = {" ".join(name.split()) for name in listed[1].split(",")}
    unknown = names - NAMES.keys()
    assert not unknown, f"README names permissions Discord does not have: {unknown}"
    return {NAMES[name] for name in names}, int(integer[1])


def as_integer(flags: set[str]) -> int:
    return Permissions(**dict.fromkeys(flags, True)).value


async def test_the_readme_invite_asks_for_exactly_what_the_games_use(bot, emulator, world):
    # A game in a public thread (table, feed, pictures), then league rooms in private threads, in the
    # same server: between them every kind of post, thread and picture the bot makes.
    await test_a_demo_game_plays_in_its_thread(bot, emulator, world)
    elsewhere = dataclasses.replace(world, channel=emulator.add_channel(world.guild, "leagues"))
    await test_a_four_player_game_with_league_planning(bot, emulator, elsewhere)
    needed = needed_permissions(emulator)
    assert {"create_public_threads", "create_private_threads", "attach_files"} <= needed
    listed, integer = readme_permissions()
    assert not needed - listed, f"the README's invite permissions omit {sorted(needed - listed)}"
    assert not listed - needed, f"the README asks for permissions no feature uses: {sorted(listed - needed)}"
    assert integer == Permissions(**dict.fromkeys(listed, True)).value, (
        "the invite URL's integer is not the list's"
    )
