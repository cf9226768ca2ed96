"""Issue #44, point 6: no spam through the table. One pending request of a kind per seat (a draw offer,
an undo request, a pause or resume vote): a repeat while it is pending is refused privately in the
user's language, posts nothing in the channel and pings no one; once it is answered a new one may be
made. Counted on the emulator's channel messages and on the pings Discord would send."""

from __future__ import annotations

from engine.core import Action
from i18n import t
from tests.e2e.syracuse_support import DiscordPlayer


async def _alice_and_carol(emulator, bot, world) -> dict:  # type: ignore[no-untyped-def]
    """alice (English, Athens, the creator) and carol (French, Syracuse) start a Syracuse game."""
    bot.set_seed(1)
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.carol, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    return {"athens": world.alice, "syracuse": world.carol}


def _pings(emulator, world, user) -> int:  # type: ignore[no-untyped-def]
    return sum(m.pinged_user_ids.count(user.id) for m in emulator.channel_messages(world.channel))


def _refused_quietly(emulator, world, result, before: tuple[int, int, int], text: str) -> None:  # type: ignore[no-untyped-def]
    """A private refusal with exactly `text`: no channel message, no ping of anyone."""
    assert result.ephemeral and not result.public, result.text
    assert result.text == text
    after = (
        len(emulator.channel_messages(world.channel)),
        _pings(emulator, world, world.alice),
        _pings(emulator, world, world.carol),
    )
    assert after == before, (before, after)


def _counts(emulator, world) -> tuple[int, int, int]:  # type: ignore[no-untyped-def]
    return (
        len(emulator.channel_messages(world.channel)),
        _pings(emulator, world, world.alice),
        _pings(emulator, world, world.carol),
    )


async def test_a_draw_offer_cannot_be_repeated_while_it_is_pending(bot, emulator, world):
    await _alice_and_carol(emulator, bot, world)
    first = await emulator.slash(world.carol, world.channel, "game offer-draw")
    assert "offers a draw" in first.text and world.alice.id in first.message.pinged_user_ids
    before = _counts(emulator, world)

    for _ in range(3):  # carol repeats: refused in French, nothing posted, alice not pinged again
        again = await emulator.slash(world.carol, world.channel, "game offer-draw")
        _refused_quietly(emulator, world, again, before, t("fair_table.error.own_pending.draw", "fr"))
    # alice cannot stack her own offer on carol's: she answers the one that waits
    hers = await emulator.slash(world.alice, world.channel, "game offer-draw")
    _refused_quietly(emulator, world, hers, before, t("fair_table.error.other_pending.draw", "en"))

    declined = await emulator.click(world.alice, first.message, "Decline")  # the first offer still works
    assert "declined the draw" in declined.text
    assert (await bot.service.get_active(world.channel.id)).status == "active"
    pinged = _pings(emulator, world, world.alice)
    renewed = await emulator.slash(world.carol, world.channel, "game offer-draw")  # answered: a new one
    assert renewed.public and world.alice.id in renewed.message.pinged_user_ids
    assert _pings(emulator, world, world.alice) == pinged + 1


async def test_an_undo_request_cannot_be_repeated_while_it_is_pending(bot, emulator, world):
    users = await _alice_and_carol(emulator, bot, world)
    player = DiscordPlayer(emulator, bot, world, users, command_every=0)
    for seat in ("athens", "athens", "syracuse"):  # carol has moved since alice's actions
        game = await bot.service.get_active(world.channel.id)
        action: Action = bot.service.seat_legal_actions(game, seat)[0]
        await player.play(seat, action)
    asked = await emulator.slash(world.alice, world.channel, "game undo")
    assert "asks to take back" in asked.text and world.carol.id in asked.message.pinged_user_ids
    before = _counts(emulator, world)

    again = await emulator.slash(world.alice, world.channel, "game undo")
    _refused_quietly(emulator, world, again, before, t("fair_table.error.own_pending.undo", "en"))

    await emulator.click(world.carol, asked.message, "Refuse")  # answered (refused): a new one may be made
    renewed = await emulator.slash(world.alice, world.channel, "game undo")
    assert renewed.public and world.carol.id in renewed.message.pinged_user_ids


async def test_a_pause_or_resume_vote_is_counted_and_posted_once(bot, emulator, world):
    await _alice_and_carol(emulator, bot, world)
    voted = await emulator.slash(world.carol, world.channel, "game pause")
    assert voted.public and "votes to pause" in voted.text  # posted once (one vote of two)
    before = _counts(emulator, world)
    again = await emulator.slash(world.carol, world.channel, "game pause")
    _refused_quietly(emulator, world, again, before, t("fair_table.error.already_voted.pause", "fr"))

    await emulator.slash(world.alice, world.channel, "game pause")  # the creator decides: the vote is over
    game = await bot.service.get_active(world.channel.id)
    assert game.paused_at is not None and not (game.timing or {}).get("votes")
    voted = await emulator.slash(world.carol, world.channel, "game resume")
    assert voted.public
    before = _counts(emulator, world)
    again = await emulator.slash(world.carol, world.channel, "game resume")
    _refused_quietly(emulator, world, again, before, t("fair_table.error.already_voted.resume", "fr"))

    await emulator.slash(world.alice, world.channel, "game resume")
    voted = await emulator.slash(world.carol, world.channel, "game pause")  # answered: she may vote again
    assert voted.public and "votes to pause" in voted.text
