"""/help and each title's `rules`: private answers in the user's language, the phase of the channel's game,
each command with an example, each stratagem, figure, Administrator and building with its rulebook source."""

from __future__ import annotations

from discord import app_commands

from cogs.help import example_key_of


def _text(result) -> str:
    assert result.ephemeral and not result.public, "help is answered privately"
    parts = []
    for message in result.ephemeral:
        parts.append(message.text)
    return "\n".join(parts)


async def test_help_explains_agora_and_how_to_start_in_english(bot, emulator, world):
    text = _text(await emulator.slash(world.alice, world.channel, "help"))
    assert "referees board games" in text
    assert "/game new" in text and "/game start" in text and "/syracuse rules" in text


async def test_help_speaks_french_with_the_french_command_names(bot, emulator, world):
    text = _text(await emulator.slash(world.carol, world.channel, "help"))
    assert "arbitre des jeux de plateau" in text
    assert "/partie nouvelle" in text and "/partie lancer" in text


async def test_the_game_commands_topic_lists_every_game_command_with_an_example(bot, emulator, world):
    text = _text(await emulator.slash(world.alice, world.channel, "help", topic="commands"))
    for command in ("new", "join", "leave", "start", "status", "hand", "abandon", "list", "export"):
        assert f"/game {command}" in text
    assert "/game new title:syracuse" in text


async def test_the_phase_topic_says_what_the_game_asks_of_you_now(bot, emulator, world):
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    status = bot.service.status_of(game)
    awaited = game.user_of(status.waiting_for[0])
    user = world.alice if awaited == world.alice.id else world.bob
    other = world.bob if user is world.alice else world.alice
    text = _text(await emulator.slash(user, world.channel, "syracuse rules", topic="phase"))
    assert "Now:" in text and "The game waits on you" in text
    text = _text(await emulator.slash(other, world.channel, "syracuse rules", topic="phase"))
    assert "The game waits on:" in text and "The game waits on you" not in text


async def test_without_a_game_the_phase_topic_gives_the_turn_sequence(bot, emulator, world):
    text = _text(await emulator.slash(world.alice, world.channel, "syracuse rules", topic="phase"))
    assert "There is no game of" in text and "B.3 Actions" in text


async def test_a_stratagem_topic_gives_its_effect_and_its_rulebook_section(bot, emulator, world):
    text = _text(await emulator.slash(world.carol, world.channel, "syracuse rules", topic="s1"))
    assert "Periplous" in text and "Combat naval" in text and "rulebook 7 (S1)" in text


async def test_epireia_cards_and_buildings_are_explained_in_french(bot, emulator, world):
    asked = await emulator.slash(world.carol, world.channel, "epireia rules", topic="figure:themistocles")
    text = _text(asked)
    assert "Thémistocle" in text and "Entrée en jeu" in text and "Livret de règles" in text
    text = _text(await emulator.slash(world.carol, world.channel, "epireia rules", topic="buildings"))
    assert "Caserne des Hoplites" in text


async def test_topics_autocomplete_in_the_users_language(bot, emulator, world):
    choices = await emulator.autocomplete(world.carol, world.channel, "epireia rules", "topic", topic="thém")
    assert [c["value"] for c in choices] == ["figure:themistocles"]


async def test_an_unknown_topic_is_refused_privately(bot, emulator, world):
    result = await emulator.slash(world.carol, world.channel, "syracuse rules", topic="x" * 90)
    assert "Il n'y a pas de sujet d'aide" in _text(result)


async def test_every_command_that_takes_options_has_an_example(bot):
    missing = []
    for group in bot.tree.get_commands():
        if not isinstance(group, app_commands.Group):
            continue
        for command in group.commands:
            if command.parameters and not example_key_of(group.name, command.name):
                missing.append(f"/{group.name} {command.name}")
    assert not missing
