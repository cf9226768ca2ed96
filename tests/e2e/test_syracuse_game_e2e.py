"""Syracuse through Discord: the start, a few phases, a stratagem decision, bad input refused privately,
and (slow) whole games of scenario 10.1 to a total victory and to the marginal-victory count."""

from __future__ import annotations

import pytest

from tests.e2e.controls import living_message, missing_controls
from tests.e2e.syracuse_support import (
    MARGINAL_VICTORY,
    TOTAL_VICTORY,
    DiscordPlayer,
    dm_shows_the_hand,
    public_leaks,
    start_game,
)


def newest_dm(emulator, user):
    return emulator.dms(user)[-1]


async def version(bot, world) -> int:
    return (await bot.service.get_active(world.channel.id)).version


async def test_start_a_few_phases_a_stratagem_decision_and_an_illegal_move(bot, emulator, world):
    users = await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    player = DiscordPlayer(emulator, bot, world, users)

    # The start: a public summary with the map, the hands by DM (secret), and the first player pinged.
    opening = emulator.channel_messages(world.channel)[-1]
    assert "Syracuse, 415-413 BC" in opening.text and "Turn" in opening.text
    assert opening.attachments and opening.attachments[0].filename.endswith((".png", ".webp"))
    assert f"<@{world.alice.id}>" in opening.content
    for user in (world.alice, world.bob):
        assert "Your stratagems (secret):" in newest_dm(emulator, user).text

    # B.1: Athens keeps the Advantage (a button in the DM); B.2: Syracuse may play a stratagem.
    log = TOTAL_VICTORY.playout().log
    await player.play(*log[0])
    assert player.via_controls == 1
    # B.2 windows open for any side holding a counter, Athens first (it has the Advantage): it passes.
    step = 1
    while log[step][0] != "syracuse":
        await player.play(*log[step])
        step += 1
    bob_dm = newest_dm(emulator, world.bob)
    assert "Reinforcements: play a stratagem" in bob_dm.text
    plays = [a for a in await player.legal("syracuse") if a.kind == "play"]
    assert plays, "scenario 10.1 with seed 1 offers Syracuse a B.2 stratagem"
    offered = {label for s in bob_dm.selects() for label, _ in s.options}
    assert any(label.startswith("Play S") for label in offered)

    # A stratagem alice does not hold, and an action outside her turn: private errors, nothing changes.
    before = await version(bot, world)
    refused = await emulator.slash(world.alice, world.channel, "syracuse announce", choice="announce(ap=1)")
    assert refused.ephemeral and "not your turn" in refused.text.lower()
    assert await version(bot, world) == before

    # Syracuse plays its stratagem: announced publicly with its effect.
    await player.play("syracuse", plays[0])
    announced = emulator.channel_messages(world.channel)[-1].text
    assert f"Syracuse plays S{plays[0].params['face']}" in announced

    # Play on through the engine's own choices until Athens must activate a zone.
    for _ in range(20):
        game = await player.game()
        seat = bot.service.status_of(game).waiting_for[0]
        legal = await player.legal(seat)
        if any(a.kind == "activate" for a in legal) and seat == "athens":
            break
        lazy = next(
            (a for k in ("pass", "done", "keep_dice", "keep") for a in legal if a.kind == k), legal[0]
        )
        await player.play(seat, lazy)
    legal = await player.legal("athens")
    zones = {a.params["zone"] for a in legal if a.kind == "activate"}
    assert zones

    # Autocomplete offers only the legal zones, named "T14 · Syké".
    offered = await emulator.autocomplete(
        world.alice, world.channel, "syracuse activate", "choice", choice=""
    )
    assert {c["value"] for c in offered} <= {f"activate:{z}" for z in zones}
    assert all(" · " in c["name"] for c in offered)

    # A zone that cannot be activated, works outside the works phase: clear private errors.
    before = await version(bot, world)
    enemy_city = await emulator.slash(world.alice, world.channel, "syracuse activate", choice="T16")
    assert enemy_city.ephemeral and "cannot activate that zone" in enemy_city.text
    works = await emulator.slash(world.alice, world.channel, "syracuse works", choice="roll_works()")
    assert works.ephemeral and "not what the game asks of you now" in works.text  # in words, no internal id
    assert "roll_works" not in works.text
    assert await version(bot, world) == before

    # A stale control: the activation select of an earlier version is refused as expired.
    old_hand = (await emulator.slash(world.alice, world.channel, "game hand")).ephemeral[0]
    await player.play("athens", next(a for a in legal if a.kind == "end_moves"))
    after_moves = await version(bot, world)
    first_zone = old_hand.selects()[0].options[0][0]
    stale = await emulator.select(world.alice, old_hand, "Activate a zone…", [first_zone])
    assert stale.ephemeral and "expired" in stale.text
    assert await version(bot, world) == after_moves
    assert not public_leaks(emulator, world)


async def test_bad_input_in_a_move_is_refused_privately(bot, emulator, world):
    users = await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    player = DiscordPlayer(emulator, bot, world, users)
    for seat, action in TOTAL_VICTORY.playout().log:  # to Athens' first activation
        if seat == "athens" and any(a.kind == "activate" for a in await player.legal("athens")):
            break
        await player.play(seat, action)
    legal = await player.legal("athens")
    activate = next(a for a in legal if a.kind == "activate")
    await player.play("athens", activate)

    forming = await player.legal("athens")
    enemy = next(
        uid
        for uid, unit in (await player.game()).state["units"].items()
        if unit["side"] == "syracusan" and unit["zone"]
    )
    before = await version(bot, world)
    not_yours = await emulator.slash(
        world.alice, world.channel, "syracuse move", choice=f"pick(id={enemy!r})"
    )
    assert not_yours.ephemeral and "cannot join this group" in not_yours.text
    assert await version(bot, world) == before

    for action in forming:
        if action.kind == "pick":
            await player.play("athens", action)
            break
    go = next(a for a in await player.legal("athens") if a.kind == "go")
    await player.play("athens", go)
    reachable = {a.params.get("to") for a in await player.legal("athens") if a.kind == "step"}
    far = next(z for z in ("T6", "T7", "T9", "T16", "M4", "T1") if z not in reachable)
    before = await version(bot, world)
    too_far = await emulator.slash(world.alice, world.channel, "syracuse move", choice=far)
    assert too_far.ephemeral and "cannot move there" in too_far.text
    held = {n for e in bot.service.view_for(await player.game(), world.alice.id)["hand"] for n in e["faces"]}
    missing = next(n for n in range(1, 26) if n not in held)
    not_held = await emulator.slash(world.alice, world.channel, "syracuse stratagem", choice=f"S{missing}")
    assert not_held.ephemeral and "do not hold that stratagem" in not_held.text
    assert await version(bot, world) == before


@pytest.mark.slow
async def test_a_whole_game_to_a_total_victory(bot, emulator, world):
    playout = TOTAL_VICTORY.playout()
    users = await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    player = DiscordPlayer(emulator, bot, world, users)
    await player.play_all(playout.log)
    assert not player.errors
    assert player.via_controls > 0 and player.via_commands > 0

    finished = (await bot.service.list_guild(world.guild.id, include_ended=True))[0]
    assert finished.status == "finished"
    # The end as the channel shows it: the feed's last step and the status message's final summary.
    feed = emulator.channel_messages(world.channel)[-1]
    status = await living_message(emulator, bot, finished.id)
    text = feed.text + "\n" + status.text
    assert "total victory" in text and "Syracuse" in text
    assert "Athenian fleet is down to" in text
    vp = bot.service.view_for(finished, None)["victory_points"]
    assert f"Victory points — Athens {vp['athenian']}, Syracuse {vp['syracusan']}." in text
    assert status.attachments  # the final map
    ephemerals = emulator.ephemerals(world.alice) + emulator.ephemerals(world.bob)
    assert not public_leaks(emulator, world, ephemerals)
    for user in (world.alice, world.bob):  # each DM'd hand is the engine's, to the last change
        assert await dm_shows_the_hand(emulator, bot, world, user)


@pytest.mark.slow
async def test_a_whole_game_to_the_marginal_victory_count_at_the_end_of_turn_9(bot, emulator, world):
    playout = MARGINAL_VICTORY.playout()
    result = playout.state.result
    assert result is not None and result.kind in MARGINAL_VICTORY.expected_kinds
    users = await start_game(emulator, bot, world, MARGINAL_VICTORY.seed)
    player = DiscordPlayer(emulator, bot, world, users)
    await player.play_all(playout.log)
    assert not player.errors

    finished = (await bot.service.list_guild(world.guild.id, include_ended=True))[0]
    assert finished.status == "finished" and finished.state["turn"] == 9
    # The end as the channel shows it: the feed's last step and the status message's final summary.
    last = (
        emulator.channel_messages(world.channel)[-1].text
        + (await living_message(emulator, bot, finished.id)).text
    )
    athens, syracuse = result.params["athenian"], result.params["syracusan"]
    assert f"Victory points — Athens {athens}, Syracuse {syracuse}." in last
    assert "victory (victory points)" in last
    ephemerals = emulator.ephemerals(world.alice) + emulator.ephemerals(world.bob)
    assert not public_leaks(emulator, world, ephemerals)
    for user in (world.alice, world.bob):
        assert await dm_shows_the_hand(emulator, bot, world, user)


async def test_the_map_and_the_status_on_demand(bot, emulator, world):
    await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    groups = await emulator.autocomplete(world.bob, world.channel, "syracuse map", "zoom", zoom="har")
    assert [g["value"] for g in groups] == ["harbour"]

    private = await emulator.slash(world.bob, world.channel, "syracuse map", zoom="harbour")
    picture = private.ephemeral[-1].attachments[0]
    assert picture.filename.endswith("-harbour.png") and picture.size < 1_000_000
    assert picture.description and "Athens" in picture.description  # alt text for screen readers

    public = await emulator.slash(world.alice, world.channel, "syracuse map", public=True)
    assert public.public and public.public[-1].attachments

    status = await emulator.slash(world.carol, world.channel, "syracuse status")  # a spectator, in French
    assert status.ephemeral and "Points de victoire" in status.text and "En attente" in status.text
    unknown = await emulator.slash(world.bob, world.channel, "syracuse map", zoom="atlantis")
    assert unknown.ephemeral and "atlantis" in unknown.text


async def test_phase_d_asks_again_after_a_pass_and_the_player_holds_live_controls(bot, emulator, world):
    """D: after `/syracuse pass` the engine asks Athens the same "stratagem or pass" again (seed 1, the
    41st action). The DM's controls of the old version are dead: the table must give live ones."""
    log = TOTAL_VICTORY.playout().log
    users = await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    await player.play_all(log[:40])
    seat, action = log[40]
    assert seat == "athens" and action.kind == "pass"
    game = await player.game()
    assert bot.service.status_of(game).phase == "d_adjustments"
    passed = await emulator.slash(world.alice, world.channel, "syracuse pass")
    assert not passed.error
    await emulator.wait_idle()
    game = await player.game()
    assert bot.service.status_of(game).waiting_for == ["athens"]
    assert not await missing_controls(emulator, bot, game.id)
    # The live control answers: passing again by the DM's button moves the game on.
    await player.play(*log[41])
    assert player.via_controls + player.automatic.skipped == 41  # the others played by the platform
