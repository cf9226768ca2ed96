"""Seats change hands only to people who can take them (issue 44, point 5): `/game substitute` and
`/game hand-over` naming someone outside the server, another bot, or someone already seated in the game
are refused privately, in the caller's language, and change nothing (no seat, no public message, no DM,
no ping). A seat that does change hands pings exactly its new and its former holder."""

from __future__ import annotations

import pytest

from tests.e2e.syracuse_support import start_game

# What each refusal says, by the caller's language.
NOT_MEMBER = {"en": "not a member of this server", "fr": "n'est pas membre de ce serveur"}
A_BOT = {"en": "A seat goes to a person", "fr": "Une place revient à une personne"}
SEATED = {"en": "already plays in this game", "fr": "joue déjà dans cette partie"}


def snapshot(emulator, world, users) -> tuple:
    """Everything a refused command must leave as it was: the channel and each user's DMs."""
    return len(emulator.channel_messages(world.channel)), tuple(len(emulator.dms(u)) for u in users)


async def refused_and_nothing_changed(bot, emulator, world, caller, command, options, words, lang):
    game = await bot.service.get_active(world.channel.id)
    users = [world.alice, world.bob, world.carol, world.admin]
    before = snapshot(emulator, world, users)
    result = await emulator.slash(caller, world.channel, command, **options)
    await emulator.wait_idle()
    assert result.ephemeral and not result.public, result.text
    assert words[lang] in result.text, result.text
    after = await bot.service.get_active(world.channel.id)
    assert after.version == game.version and after.seats == game.seats and after.creator_id == game.creator_id
    assert snapshot(emulator, world, users) == before


@pytest.fixture
def strangers(emulator, world):
    """Someone who is not a member of the server, and another bot that is."""
    outsider = emulator.add_user("outsider")
    other_bot = emulator.add_user("helperbot")
    other_bot.bot = True
    emulator.add_member(world.guild, other_bot)
    return outsider, other_bot


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_substitute_outside_the_server_a_bot_or_a_seated_player_is_refused(
    bot, emulator, world, strangers, lang
):
    outsider, other_bot = strangers
    await start_game(emulator, bot, world, seed=1)  # alice (Athens, creator) and bob (Syracuse)
    if lang == "fr":  # carol, a French client, becomes the game's creator, then names the substitutes
        await emulator.slash(world.alice, world.channel, "game hand-over", user=world.carol)
        await emulator.wait_idle()
    caller = world.carol if lang == "fr" else world.alice
    seat = "athens"
    for user, words in ((outsider, NOT_MEMBER), (other_bot, A_BOT), (world.bob, SEATED)):
        options = {"seat": seat, "user": user}
        await refused_and_nothing_changed(
            bot, emulator, world, caller, "game substitute", options, words, lang
        )


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_hand_over_outside_the_server_to_a_bot_or_to_a_seated_player_is_refused(
    bot, emulator, world, strangers, lang
):
    outsider, other_bot = strangers
    await start_game(emulator, bot, world, seed=1)
    if lang == "fr":
        await emulator.slash(world.alice, world.channel, "game hand-over", user=world.carol)
        await emulator.wait_idle()
    caller = world.carol if lang == "fr" else world.alice
    for user, words in ((outsider, NOT_MEMBER), (other_bot, A_BOT), (world.bob, SEATED)):
        await refused_and_nothing_changed(
            bot, emulator, world, caller, "game hand-over", {"user": user}, words, lang
        )


async def test_a_seat_changing_hands_pings_its_new_and_its_former_holder(bot, emulator, world):
    await start_game(emulator, bot, world, seed=1)  # Athens (alice) moves first
    handed = await emulator.slash(world.bob, world.channel, "game hand-over", user=world.carol)
    assert not handed.ephemeral, handed.text
    await emulator.wait_idle()
    assert set(handed.message.pinged_user_ids) == {world.carol.id, world.bob.id}
    assert (await bot.service.get_active(world.channel.id)).seat_of(world.carol.id) == "syracuse"
    named = await emulator.slash(world.admin, world.channel, "game substitute", seat="athens", user=world.bob)
    assert not named.ephemeral, named.text
    await emulator.wait_idle()
    assert set(named.message.pinged_user_ids) == {world.bob.id, world.alice.id}
    assert world.admin.id not in named.message.pinged_user_ids  # who named the substitute is not pinged
