"""Discord misbehaves under a game in play (the emulator injects it): rate limits, server errors, a
dropped gateway with and without RESUME, an interaction delivered too late, closed DMs. The bot retries
or falls back as Discord's documentation says, and the stored game stays whole."""

from __future__ import annotations

import random

from i18n import t
from tests.faults.support import assert_game_whole, newest_controls, play_any, start_game


async def _started(bot, emulator, world):
    await start_game(emulator, world.channel, world.alice, [world.bob], title="demo")
    game = await bot.service.get_active(world.channel.id)
    assert game is not None and game.status == "active"
    return game


async def _awaited_user(bot, world, game_id):
    game = await bot.service.get(game_id)
    seat = bot.service.status_of(game).waiting_for[0]
    return world.alice if game.user_of(seat) == world.alice.id else world.bob


async def _move(bot, emulator, world, game_id, rnd):
    """The awaited player plays from their newest controls; returns (result, version before)."""
    user = await _awaited_user(bot, world, game_id)
    before = (await bot.service.get(game_id)).version
    if newest_controls(emulator, user) is None:  # their DM failed: /game hand, as the public note says
        await emulator.slash(user, world.channel, "game hand")
    result = await play_any(emulator, user, newest_controls(emulator, user), rnd)
    await emulator.wait_idle(timeout=30)
    return result, before


RETRY_BACKOFF_SECONDS = 1.0  # the longest pause of agora.discord.ops.retry between two attempts


def _public_count(emulator, world) -> int:
    return len(emulator.channel_messages(world.channel))


async def test_a_429_on_the_public_post_is_waited_out_and_the_move_is_announced_once(bot, emulator, world):
    game = await _started(bot, emulator, world)
    posted = _public_count(emulator, world)
    emulator.inject_error("POST", "/channels/*/messages", status=429, retry_after=0.1, times=2)
    result, before = await _move(bot, emulator, world, game.id, random.Random(1))
    assert result.error is None
    assert (await bot.service.get(game.id)).version == before + 1
    assert _public_count(emulator, world) == posted + 1  # retried, not duplicated
    assert [r.status for r in emulator.requests].count(429) >= 2
    await assert_game_whole(bot.service, game.id)


async def test_a_500_on_the_callback_is_retried_and_the_move_applies_once(bot, emulator, world):
    game = await _started(bot, emulator, world)
    emulator.inject_error("POST", "/interactions/*/callback", status=500, times=1)
    result, before = await _move(bot, emulator, world, game.id, random.Random(2))
    assert result.responded and result.error is None
    assert (await bot.service.get(game.id)).version == before + 1
    await assert_game_whole(bot.service, game.id)


async def test_500s_on_every_dm_fall_back_without_losing_the_move(bot, emulator, world):
    """Every DM the bot sends answers 503, retries included. Each move still applies, and each player
    whose DM failed gets the fallback README documents: the acting player a private reply carrying
    their private content, anyone else a public note that reveals nothing."""
    game = await _started(bot, emulator, world)
    dm_channels = {user.id: emulator.dm_channel(user) for user in (world.alice, world.bob)}
    assert all(dm_channels.values())  # both were DMed their hand at start
    for channel in dm_channels.values():
        emulator.inject_error("POST", f"/channels/{channel.id}/messages", status=503, times=10_000)
    fired = emulator.server.faults.fired
    dms_before = {uid: len(emulator.channel_messages(c)) for uid, c in dm_channels.items()}
    private_note = t("lobby.dm_closed_private", "en-US")
    rnd = random.Random(3)
    fell_back: dict[str, int] = {"private reply": 0, "public note": 0}
    seen: set[int] = set()
    for _ in range(4):
        if all(fell_back.values()):
            break
        user = await _awaited_user(bot, world, game.id)
        # Only this move's replies count (an actor whose DM failed earlier is answered privately too).
        seen |= {m.id for u in (world.alice, world.bob) for m in emulator.ephemerals(u)}
        failed_before = len(fired)
        result, before = await _move(bot, emulator, world, game.id, rnd)
        await emulator.wait_idle(quiet=RETRY_BACKOFF_SECONDS + 0.5, timeout=30)  # the retries are done
        assert result.error is None
        assert (await bot.service.get(game.id)).version == before + 1
        failed_dm_users = {
            uid for _, path, _ in fired[failed_before:] for uid, c in dm_channels.items() if str(c.id) in path
        }
        for uid in failed_dm_users:
            if uid == user.id:  # the actor: their private content as a private reply
                new = [m for m in emulator.ephemerals(user) if m.id not in seen]
                replies = [m for m in new if private_note in m.text]
                assert len(replies) == 1, [m.text[:200] for m in emulator.ephemerals(user)]
                seen.add(replies[0].id)
                fell_back["private reply"] += 1
            else:  # another player: pinged by a public note that says nothing of their hand
                note = t("lobby.dm_closed_public", "en-US", mention=f"<@{uid}>")
                notes = [m for m in emulator.channel_messages(world.channel) if m.text == note]
                assert len(notes) == 1 and uid in notes[0].pinged_user_ids, note
                fell_back["public note"] += 1
    assert fell_back["private reply"] >= 1 and fell_back["public note"] >= 1, fell_back
    assert {uid: len(emulator.channel_messages(c)) for uid, c in dm_channels.items()} == dms_before
    await assert_game_whole(bot.service, game.id)


async def test_a_dropped_gateway_resumes_and_the_missed_click_applies_once(bot, emulator, world):
    game = await _started(bot, emulator, world)
    await emulator.drop_gateway(allow_resume=True)
    result, before = await _move(bot, emulator, world, game.id, random.Random(4))
    assert result.responded
    assert emulator.gateway_stats["resume"] >= 1
    assert (await bot.service.get(game.id)).version == before + 1
    await assert_game_whole(bot.service, game.id)


async def test_a_gateway_that_cannot_resume_identifies_again_and_play_goes_on(bot, emulator, world):
    game = await _started(bot, emulator, world)

    async def no_wait(shard_id, *, initial=False):  # discord.py sleeps 5 s here, as Discord asks
        return None

    bot.before_identify_hook = no_wait
    identified = emulator.gateway_stats["identify"]
    await emulator.drop_gateway(allow_resume=False)
    await emulator.wait_ready(timeout=20)
    assert emulator.gateway_stats["identify"] == identified + 1
    result, before = await _move(bot, emulator, world, game.id, random.Random(5))
    assert result.responded
    assert (await bot.service.get(game.id)).version == before + 1
    await assert_game_whole(bot.service, game.id)


async def test_a_click_delivered_too_late_applies_nothing_and_can_be_retried(bot, emulator, world):
    """Discord 10062: the bot could not acknowledge in time, so the user saw "interaction failed";
    nothing may have changed, and the same control works when clicked again."""
    game = await _started(bot, emulator, world)
    user = await _awaited_user(bot, world, game.id)
    controls = newest_controls(emulator, user)
    before = (await bot.service.get(game.id)).version
    emulator.timing.response_window = 0.3
    emulator.delay_interactions(0.5)
    late = await play_any(emulator, user, controls, random.Random(6))
    emulator.delay_interactions(0)
    emulator.timing.response_window = 3.0
    await emulator.wait_idle()
    assert not late.responded and late.error is not None and late.error["code"] == 10062
    assert (await bot.service.get(game.id)).version == before  # not applied
    again = await play_any(emulator, user, newest_controls(emulator, user), random.Random(6))
    await emulator.wait_idle()
    assert again.responded and again.error is None
    assert (await bot.service.get(game.id)).version == before + 1
    await assert_game_whole(bot.service, game.id)


async def test_a_slash_move_delivered_too_late_applies_nothing(bot, emulator, world):
    game = await _started(bot, emulator, world)
    user = await _awaited_user(bot, world, game.id)
    seat = game.seat_of(user.id)
    card = bot.service.seat_legal_actions(game, seat)[0].params["card"]
    emulator.timing.response_window = 0.3
    emulator.delay_interactions(0.5)
    late = await emulator.slash(user, world.channel, "duel play", card=card)
    emulator.delay_interactions(0)
    emulator.timing.response_window = 3.0
    await emulator.wait_idle()
    assert not late.responded
    assert (await bot.service.get(game.id)).version == game.version
    again = await emulator.slash(user, world.channel, "duel play", card=card)
    assert again.ephemeral and again.error is None
    await emulator.wait_idle()
    assert (await bot.service.get(game.id)).version == game.version + 1
    await assert_game_whole(bot.service, game.id)


async def test_closed_dms_fall_back_to_ephemeral_and_one_public_note(bot, emulator, world):
    emulator.set_dms_open(world.bob, False)
    game = await _started(bot, emulator, world)
    notes = [m for m in emulator.channel_messages(world.channel) if "I cannot DM you" in m.text]
    assert len(notes) == 1 and world.bob.id in notes[0].pinged_user_ids
    assert any(r.status == 403 for r in emulator.requests)  # 50007 answered by the emulator
    # bob plays from /game hand when it is his turn; his answers come as ephemerals
    rnd = random.Random(7)
    for _ in range(6):
        game = await bot.service.get(game.id)
        if game.status != "active":
            break
        user = await _awaited_user(bot, world, game.id)
        if user is world.bob:
            hand = await emulator.slash(world.bob, world.channel, "game hand")
            assert hand.ephemeral
        controls = newest_controls(emulator, user)
        before = game.version
        await play_any(emulator, user, controls, rnd)
        await emulator.wait_idle()
        assert (await bot.service.get(game.id)).version == before + 1
    assert len([m for m in emulator.channel_messages(world.channel) if "I cannot DM you" in m.text]) == 1
    await assert_game_whole(bot.service, game.id)
