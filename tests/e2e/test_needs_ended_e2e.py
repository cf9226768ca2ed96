"""An ended game stays viewable (#11 part 3): `/game status`, `/game status game:<id>` (autocomplete of the
games the user can read) and the title's map and status, after the game is over."""

from __future__ import annotations

from emulator.world import Permission
from i18n import t
from tests.e2e.needs_support import result_cards
from tests.e2e.syracuse_support import start_game


async def test_an_ended_game_keeps_its_status_and_map(bot, emulator, world):
    await start_game(emulator, bot, world, seed=1)
    await emulator.slash(world.bob, world.channel, "game concede")
    await emulator.wait_idle()
    game = await bot.service.latest_in_channel(world.channel.id)
    assert game is not None and game.status == "finished"
    cards = await result_cards(emulator, world.channel, "Syracuse")
    assert len(cards) == 1 and "conceded" in cards[0].text  # a concession ends with its result card too

    here = await emulator.slash(world.carol, world.channel, "game status")
    assert here.public and not here.error, here.text
    assert "Game over" in here.text and "conceded" in here.text

    drawn = await emulator.slash(world.alice, world.channel, "syracuse map")
    assert drawn.ephemeral and any(
        a.filename.endswith((".png", ".webp")) for m in drawn.ephemeral for a in m.attachments
    )
    summary = await emulator.slash(world.alice, world.channel, "syracuse status")
    assert summary.ephemeral and "Game over" in summary.text, summary.text

    # From another channel: by its id, privately (the game lives elsewhere), offered by autocomplete.
    offered = await emulator.autocomplete(world.bob, world.other_channel, "game status", "game", game="")
    assert str(game.id) in [c["value"] for c in offered]
    there = await emulator.slash(world.bob, world.other_channel, "game status", game=str(game.id))
    assert there.ephemeral and not there.public and "Game over" in there.text
    elsewhere = await emulator.slash(world.bob, world.other_channel, "syracuse map", game=str(game.id))
    assert any(a.filename.endswith((".png", ".webp")) for m in elsewhere.ephemeral for a in m.attachments)

    # No game here yet: the other channel still says so.
    nothing = await emulator.slash(world.bob, world.other_channel, "game status")
    assert nothing.ephemeral and t("games.error.no_game", "en") in nothing.text


async def test_a_game_of_a_channel_the_user_cannot_read_stays_hidden(bot, emulator, world):
    secret = emulator.add_channel(world.guild, "staff")
    emulator.set_overwrite(secret, world.guild, deny=Permission.VIEW_CHANNEL)
    emulator.set_overwrite(secret, world.alice, allow=Permission.VIEW_CHANNEL)
    await emulator.slash(world.alice, secret, "game new", title="demo")
    await emulator.wait_idle()
    hidden = await bot.service.get_active(secret.id)

    refused = await emulator.slash(world.bob, world.other_channel, "game status", game=str(hidden.id))
    assert refused.ephemeral and t("lobby.error.unknown_game", "en", game=hidden.id) in refused.text
    offered = await emulator.autocomplete(world.bob, world.other_channel, "game status", "game", game="")
    assert str(hidden.id) not in [c["value"] for c in offered]
    shown = await emulator.slash(world.alice, world.other_channel, "game status", game=str(hidden.id))
    assert shown.ephemeral and not shown.error


async def test_export_offers_only_the_ended_games(bot, emulator, world):
    await start_game(emulator, bot, world, seed=1)
    await emulator.slash(world.bob, world.channel, "game concede")
    await emulator.wait_idle()
    ended = await bot.service.latest_in_channel(world.channel.id)
    await emulator.slash(world.alice, world.other_channel, "game new", title="demo")
    await emulator.wait_idle()
    running = await bot.service.get_active(world.other_channel.id)
    assert ended is not None and running is not None and ended.status == "finished"

    offered = await emulator.autocomplete(world.bob, world.other_channel, "game export", "game", game="")
    values = [c["value"] for c in offered]
    assert str(ended.id) in values and str(running.id) not in values  # a game in play holds secrets
    typed = await emulator.autocomplete(
        world.bob, world.other_channel, "game export", "game", game=f"n°{ended.id}"
    )
    assert [c["value"] for c in typed] == [str(ended.id)]
