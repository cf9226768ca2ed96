"""Solo Epireia shows what the lone player needs (#11 part 3): the objective in words, no Join button in a
lobby that is already full, and no ping at every phase."""

from __future__ import annotations

from tests.e2e.epireia_support import open_game, public_text


async def test_a_solo_game_states_its_objective_has_no_join_button_and_pings_sparingly(bot, emulator, world):
    await emulator.slash(world.alice, world.channel, "game new", title="epireia", options="players:1")
    lobby = emulator.channel_messages(world.channel)[-1]
    assert not [b for b in lobby.buttons() if b.label == "Join"], "a full solo lobby offers no seat"

    await emulator.slash(world.alice, world.channel, "game abandon")
    table = await open_game(emulator, world, bot, 1, [world.alice], "solo_scenario:naxos_revolt")
    opening = public_text(emulator, world.channel)
    assert "Objective: by the end of turn 8" in opening
    assert "control 2 Territories at once" in opening and "have 6 military tokens in the reserve" in opening
    assert "then win the Great Battle" in opening
    helped = await emulator.slash(world.alice, world.channel, "epireia rules", topic="phase")
    assert "Objective: by the end of turn 8" in helped.text

    posted = len(emulator.channel_messages(world.channel))
    await table.play_until(lambda g: (g.state or {}).get("turn", 1) >= 4, seed=3, max_steps=300)
    later = emulator.channel_messages(world.channel)[posted:]
    pings = [m for m in later if world.alice.id in m.pinged_user_ids]
    assert len(later) >= 3 and len(pings) <= 1, [m.content for m in pings]
