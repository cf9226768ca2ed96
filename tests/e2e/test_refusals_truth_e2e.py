"""Refusals in the player's words (#45 point 3): no internal id ("awaited: b1_advantage"), no example
from another game ("target:20"); each says what was wrong and what to do instead, in both languages."""

from __future__ import annotations

import pytest

from engine.core import Action, IllegalAction
from engine.syracuse.engine import SyracuseEngine, SyracuseOptions
from i18n import t

WHAT_TO_DO = {"en": "/game hand", "fr": "/partie main"}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_syracuse_move_out_of_its_decision_is_refused_without_internal_ids(lang):
    engine = SyracuseEngine()
    state = engine.create(SyracuseOptions(), ["athens", "syracuse"], 3)
    seat = engine.status(state).waiting_for[0]
    assert state.prompt is not None
    with pytest.raises(IllegalAction) as refused:
        engine.apply(state, seat, Action(kind="build", params={"target": "camp"}))
    text = t(refused.value.reason, lang, **refused.value.params)
    assert state.prompt.kind not in text and "build" not in text and "_" not in text, text
    assert WHAT_TO_DO[lang] in text, text


@pytest.mark.parametrize(("who", "lang"), [("alice", "en"), ("carol", "fr")])
async def test_an_unreadable_option_is_refused_with_an_example_that_works(bot, emulator, world, who, lang):
    user = getattr(world, who)
    refused = await emulator.slash(user, world.channel, "game new", title="syracuse", options="nonsense")
    assert refused.text == t("lobby.error.options_syntax", lang, part="nonsense"), refused.text
    assert "target" not in refused.text, "an option of the demo title, which Syracuse does not have"
    example = "turn_hours:24"
    assert example in refused.text
    taken = await emulator.slash(user, world.channel, "game new", title="syracuse", options=example)
    assert not taken.error, taken.error
    game = await bot.service.get_active(world.channel.id)
    assert game is not None and game.title == "syracuse", "the example given is taken"
