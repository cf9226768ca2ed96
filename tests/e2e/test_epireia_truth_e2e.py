"""Solo Epireia tells the truth (#45 point 4): the Augure of the turn is shown with its effect, and an
action of a phase that is over is refused with the reason and what to do instead, in the player's
language, never "Unknown action build."."""

from __future__ import annotations

import pytest

from agora.presenters.epireia_names import augure_effect, augure_name
from i18n import t
from tests.e2e.epireia_support import open_game, public_text


def _in_development(game) -> bool:
    state = game.state or {}
    return state.get("phase") == "development" and not state.get("pending")


@pytest.mark.parametrize("who", ["alice", "carol"])  # English, French
async def test_the_augure_is_shown_with_its_effect_and_a_late_build_is_refused_with_the_reason(
    bot, emulator, world, who
):
    player = getattr(world, who)
    lang = "fr" if who == "carol" else "en"
    table = await open_game(emulator, world, bot, 1, [player], "solo_scenario:naxos_revolt")
    await table.play_until(_in_development, seed=1, max_steps=50)
    game = await table.game()
    augure = game.state["solo"]["revealed"][-1]
    shown = f"{augure_name(augure, 'en')} — {augure_effect(augure, 'en')}"  # the channel speaks English
    channel = public_text(emulator, world.channel)
    assert f"Augure revealed: {shown}" in channel, channel[-1500:]
    assert f"Augure of the turn: {shown}" in channel, channel[-1500:]
    dm = emulator.dms(player)[-1].text  # where the player's controls are, in their language
    mine = t("truth.augure", lang, augure=augure_name(augure, lang), effect=augure_effect(augure, lang))
    assert t("truth.augure_line", lang, augures=mine) in dm, dm

    while _in_development(await table.game()):  # use the development, by the controls in the DM
        legal = await table.legal("solo")
        build = [a for a in legal if a.kind == "build"]
        await table.do("solo", build[0] if build else legal[-1])
    assert (await table.game()).state["phase"] == "diplomacy"

    for building in ("administrator_2", "religious_1"):  # free, and one the player cannot afford now
        answer = await emulator.slash(player, world.channel, "epireia build", building=building)
        assert answer.text == t("truth.error.development_over", lang), answer.text
    assert (await table.game()).state["phase"] == "diplomacy", "a refusal changes nothing"


async def test_the_board_command_shows_a_bots_seat_chosen_by_its_seat(bot, emulator, world):
    """A bot is no member to mention in `player:`: `seat:` offers every seat, the bot's among them."""
    bot.bots.pause = 0
    await emulator.slash(world.alice, world.channel, "game new", title="epireia", options="players:2")
    game = await bot.service.get_active(world.channel.id)
    bot_seat = next(s for s in ("delos1", "pelo1") if s != game.seat_of(world.alice.id))
    added = await emulator.slash(world.alice, world.channel, "game bot", seat=bot_seat, level="easy")
    assert not added.error, added.error
    await emulator.slash(world.alice, world.channel, "game start")
    await bot.bots.idle()
    await emulator.wait_idle(quiet=0.05)

    offered = await emulator.autocomplete(world.carol, world.channel, "epireia board", "seat", seat="")
    bot_choice = next(c for c in offered if c["value"] == bot_seat)
    assert "🤖" in bot_choice["name"] and "<@" not in str(offered), offered
    shown = await emulator.slash(world.carol, world.channel, "epireia board", seat=bot_seat)
    assert not shown.error and any(m.attachments for m in shown.messages), shown.error
    assert "🤖" in shown.text, shown.text  # the bot's seat, named as the table names it

    unknown = await emulator.slash(world.carol, world.channel, "epireia board", seat="athens")
    assert unknown.text == t("truth.error.no_such_seat", "fr", seat="athens"), unknown.text
