"""A game ends with a result card (#11 part 3): who won and why, the score turn by turn as a chart drawn
from the replayed log, and the final map."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from agora.games.score_history import score_history
from agora.presenters import TableContext
from agora.presenters.result_card import score_reader
from tests.e2e.needs_support import result_cards
from tests.e2e.syracuse_support import TOTAL_VICTORY, DiscordPlayer, start_game


@pytest.mark.slow
async def test_a_finished_game_posts_its_result_card(bot, emulator, world):
    users = await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    await player.play_all(TOTAL_VICTORY.playout().log)
    await emulator.wait_idle()  # the card follows the last action's answer (the log is replayed first)
    game = await bot.service.latest_in_channel(world.channel.id)
    assert game.status == "finished"

    cards = await result_cards(emulator, world.channel, "Syracuse")
    assert len(cards) == 1, "one card, posted once"
    card = cards[0]
    assert "Game over" in card.text and "Why:" in card.text  # the winner, the rule, the figures
    assert "Victory points at the end" in card.text and "Final map" in card.text
    names = sorted(a.filename for a in card.attachments)
    assert names[0].startswith("score-chart.") and names[1].startswith("syracuse-turn"), names
    chart = next(a for a in card.attachments if a.filename.startswith("score-chart"))
    assert "Victory points turn by turn" in (chart.description or "")
    assert Image.open(io.BytesIO(chart.data)).size == (800, 450)

    # The chart's figures are the public VP of each turn, replayed from the log.
    reader = score_reader(TableContext("syracuse", "en", {}))
    history = await score_history(bot.service, game, reader)
    assert sorted(history) == ["Athens", "Syracuse"]
    turns = [turn for turn, _ in history["Athens"]]
    assert turns == list(range(1, turns[-1] + 1)) and len(turns) >= 2
    final_vp = bot.service.view_for(game, None)["victory_points"]
    assert history["Athens"][-1][1] == final_vp["athenian"]
    assert history["Syracuse"][-1][1] == final_vp["syracusan"]
    assert f"Athens {final_vp['athenian']}" in card.text
