"""The defects of issue #14, through the emulator: lobby verbs only from the game's own channel, every
refusal answered even for huge input, no abandoned row from a refused `/game new`, games listed and
exported only to users who can read their channel, ended games reachable however many newer ones exist,
and render caches that stay bounded whatever languages and zooms are asked for."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from agora.store.models import Game
from emulator.world import Permission
from i18n import t

DISCORD_MAX_CONTENT = 2000


async def forge_button(emulator, user, message, custom_id: str):
    """A click on `custom_id` as a modified client sends it from `message` (discord.py only dispatches
    custom ids the clicked message shows, so the emulator's copy of the message is made to show it)."""
    message.components = [
        {"type": 1, "components": [{"type": 2, "style": 1, "label": "forged", "custom_id": custom_id}]}
    ]
    return await emulator.forge_component(user, message, custom_id)


async def game_rows(bot) -> int:
    async with bot.service._sessionmaker() as session:
        return await session.scalar(select(func.count()).select_from(Game))


async def new_demo_lobby(emulator, world, channel=None, user=None):
    created = await emulator.slash(user or world.alice, channel or world.channel, "game new", title="demo")
    assert created.public, created.text
    await emulator.wait_idle()
    return created


async def abandon(emulator, user, channel):
    asked = await emulator.slash(user, channel, "game abandon")
    await emulator.click(user, asked.ephemeral[0], "Abandon the game")
    await emulator.wait_idle()


def assert_private_answer(result, *expected: str) -> None:
    """A real private answer: text the user reads, within Discord's limit, not a bare "thinking…"."""
    answers = [m for m in result.ephemeral if m.text.strip()]
    assert answers, (result.error, [m.text[:80] for m in result.messages])
    assert not result.public, result.text[:200]
    for message in answers:
        assert len(message.content or "") <= DISCORD_MAX_CONTENT
    for fragment in expected:
        assert fragment in result.text, result.text[:300]


# --- 1. lobby verbs come from the game's channel --------------------------------------------------


async def test_a_forged_join_from_a_dm_seats_nobody(bot, emulator, world):
    await new_demo_lobby(emulator, world)
    game = await bot.service.get_active(world.channel.id)
    outsider = emulator.add_user("mallory")  # in no server the bot shares
    for user in (outsider, world.bob):  # a stranger, and a member typing the id in a DM
        own = await emulator.say(user, emulator.open_dm(user), "hello")
        forged = await forge_button(emulator, user, own, f"agora:{game.id}:v0:join")
        assert_private_answer(forged)
    assert [s.user_id for s in (await bot.service.get(game.id)).seats] == [world.alice.id]


async def test_lobby_buttons_replayed_from_a_dm_do_nothing(bot, emulator, world):
    await new_demo_lobby(emulator, world)
    game = await bot.service.get_active(world.channel.id)
    own = await emulator.say(world.alice, emulator.open_dm(world.alice), "hello")
    for verb in ("abandon_yes", "hand"):  # the creator, from her DM: only the game's channel may do this
        forged = await forge_button(emulator, world.alice, own, f"agora:{game.id}:v{game.version}:{verb}")
        assert_private_answer(forged, t("guard.error.wrong_channel", "en"))
    assert (await bot.service.get(game.id)).status == "lobby"


async def test_a_member_shut_out_of_the_channel_cannot_join_from_elsewhere(bot, emulator, world):
    created = await new_demo_lobby(emulator, world)
    game = await bot.service.get_active(world.channel.id)
    # bob is shut out of #games after the lobby was posted; he replays its Join button from #chat.
    emulator.set_overwrite(world.channel, world.bob, deny=Permission.VIEW_CHANNEL)
    elsewhere = await emulator.say(world.bob, world.other_channel, "hi")
    join_id = next(b.custom_id for b in created.public[0].buttons() if b.custom_id.endswith(":join"))
    forged = await forge_button(emulator, world.bob, elsewhere, join_id)
    assert_private_answer(forged)
    assert [s.user_id for s in (await bot.service.get(game.id)).seats] == [world.alice.id]


# --- 2. every refusal answers, echoed input shortened ---------------------------------------------


@pytest.mark.parametrize(
    "user_name, command, options",
    [
        ("alice", "game new", {"title": "demo", "seat": "s" * 1990}),
        ("carol", "game new", {"title": "demo", "options": "o" * 1995}),
        ("alice", "game new", {"title": "t" * 1995}),
        ("alice", "game export", {"game": "9" * 1995}),
    ],
)
async def test_a_huge_echoed_input_still_gets_a_refusal(bot, emulator, world, user_name, command, options):
    user = getattr(world, user_name)
    result = await emulator.slash(user, world.channel, command, **options)
    assert_private_answer(result)
    assert "…" in result.text  # the echo was shortened, not dropped
    assert await bot.service.get_active(world.channel.id) is None


async def test_a_huge_seat_on_join_is_refused_in_the_players_language(bot, emulator, world):
    await new_demo_lobby(emulator, world)
    result = await emulator.slash(world.carol, world.channel, "game join", seat="é" * 1995)
    assert_private_answer(result, "place")  # French
    assert len((await bot.service.get_active(world.channel.id)).seats) == 1


async def test_when_the_refusal_itself_is_refused_a_short_one_still_answers(bot, emulator, world):
    # The refusal's followup is turned down (as Discord does for a message it finds invalid).
    emulator.inject_error("POST", "/interactions/*/callback", status=400, code=50035, times=1)
    await emulator.slash(world.carol, world.channel, "game status")
    await emulator.wait_idle()  # the emulator hands back the failed answer at once: wait for the next
    answers = [m.text for m in emulator.ephemerals(world.carol)]
    assert answers == [t("guard.refused", "fr")], answers


# --- 3. a refused /game new leaves no row ----------------------------------------------------------


async def test_a_refused_new_game_creates_no_row(bot, emulator, world):
    for seat in ("green", "purple", "x" * 300):
        refused = await emulator.slash(world.alice, world.channel, "game new", title="demo", seat=seat)
        assert_private_answer(refused)
    assert await game_rows(bot) == 0
    assert await bot.service.get_active(world.channel.id) is None


# --- 4. lists and exports show only readable channels ----------------------------------------------


async def test_list_and_export_hide_games_of_channels_the_user_cannot_see(bot, emulator, world):
    secret = emulator.add_channel(world.guild, "staff")
    emulator.set_overwrite(secret, world.guild, deny=Permission.VIEW_CHANNEL)  # @everyone shut out
    emulator.set_overwrite(secret, world.alice, allow=Permission.VIEW_CHANNEL)
    await new_demo_lobby(emulator, world, channel=secret)
    hidden = await bot.service.get_active(secret.id)
    await new_demo_lobby(emulator, world, channel=world.channel)
    visible = await bot.service.get_active(world.channel.id)

    bobs = await emulator.slash(world.bob, world.other_channel, "game list")
    assert f"#{visible.id} " in bobs.text and f"#{hidden.id} " not in bobs.text, bobs.text
    alices = await emulator.slash(world.alice, world.other_channel, "game list")
    assert f"#{visible.id} " in alices.text and f"#{hidden.id} " in alices.text, alices.text

    await abandon(emulator, world.alice, secret)
    refused = await emulator.slash(world.bob, world.other_channel, "game export", game=str(hidden.id))
    assert_private_answer(refused, t("lobby.error.unknown_game", "en", game=hidden.id))
    assert not any(a for m in refused.messages for a in m.attachments)
    offered = await emulator.autocomplete(world.bob, world.other_channel, "game export", "game", game="")
    assert str(hidden.id) not in [c["value"] for c in offered]
    exported = await emulator.slash(world.alice, world.other_channel, "game export", game=str(hidden.id))
    assert any(a.filename == f"agora-game-{hidden.id}.json" for m in exported.messages for a in m.attachments)


# --- 5. every ended game stays reachable -------------------------------------------------------------


async def test_a_channels_ended_game_is_exported_behind_many_newer_games(bot, emulator, world):
    await new_demo_lobby(emulator, world)
    old = await bot.service.get_active(world.channel.id)
    await abandon(emulator, world.alice, world.channel)
    for _ in range(30):  # newer games of the server, straight through the service (fast)
        newer = await bot.service.create(
            guild_id=world.guild.id,
            channel_id=world.other_channel.id,
            creator_id=world.bob.id,
            title="demo",
            options={},
            language="en",
        )
        await bot.service.abandon(newer.channel_id, world.bob.id, is_admin=True)

    exported = await emulator.slash(world.alice, world.channel, "game export")
    files = [a.filename for m in exported.messages for a in m.attachments]
    assert files == [f"agora-game-{old.id}.json"], exported.text
    offered = await emulator.autocomplete(world.alice, world.channel, "game export", "game", game=str(old.id))
    assert str(old.id) in [c["value"] for c in offered], offered


# --- 6. render caches stay bounded -----------------------------------------------------------------


async def test_maps_in_every_zoom_and_language_keep_the_render_caches_bounded(bot, emulator, world):
    from render.syracuse import cached_layer_bytes, zoom_group_ids
    from tests.faults.support import start_game

    await start_game(emulator, world.channel, world.alice, [world.bob], title="syracuse")
    for zoom in [None, *zoom_group_ids()]:
        for user in (world.alice, world.carol):  # English, French
            asked = {"zoom": zoom} if zoom else {}
            shown = await emulator.slash(user, world.channel, "syracuse map", **asked)
            assert any(m.attachments for m in shown.messages), shown.text
    assert cached_layer_bytes() <= 40 * 2**20
