"""Typing what you see (issue #11 part 1): a /syracuse or /epireia choice typed by hand, as a client
without autocomplete would send it, is read as the label or name shown, in either language, without
case or accents, or as a unique prefix; an ambiguous input is refused privately with the matching
options listed, and changes nothing. Autocomplete values are short ids, never code."""

from __future__ import annotations

from engine.core import Action
from tests.e2e.epireia_support import open_game
from tests.e2e.syracuse_support import TOTAL_VICTORY, DiscordPlayer, start_game
from tests.sandbox_run import run_sandbox


async def _version(bot, world) -> int:
    return (await bot.service.get_active(world.channel.id)).version


async def test_syracuse_typed_names_in_both_languages_and_an_ambiguous_stratagem(bot, emulator, world):
    users = await start_game(emulator, bot, world, TOTAL_VICTORY.seed)
    player = DiscordPlayer(emulator, bot, world, users)
    log = TOTAL_VICTORY.playout().log

    # B.2: Syracuse may play S25 Good omens, a counter with three modes: "S25" does not pick one.
    step = 0
    while log[step][0] != "syracuse":
        await player.play(*log[step])
        step += 1
    plays = [a for a in await player.legal("syracuse") if a.kind == "play" and a.params["face"] == 25]
    assert len(plays) > 1
    before = await _version(bot, world)
    for typed in ("S25", "25", "good omens"):
        refused = await emulator.slash(world.bob, world.channel, "syracuse stratagem", choice=typed)
        assert refused.ephemeral and "matches several choices" in refused.text, refused.text
        assert "take the Advantage" in refused.text and "draw a stratagem" in refused.text
    assert await _version(bot, world) == before
    offered = await emulator.autocomplete(world.bob, world.channel, "syracuse stratagem", "choice", choice="")
    assert offered and all("(" not in c["value"] and len(c["value"]) <= 40 for c in offered)

    # Play on to Athens' first activation (T25: Nicias and his hoplites).
    for seat, action in log[step:]:
        if seat == "athens" and any(a.kind == "activate" for a in await player.legal("athens")):
            break
        await player.play(seat, action)
    # The case: the zone by its name as shown ("T25 · Dascon").
    await emulator.slash(world.alice, world.channel, "syracuse activate", choice="Dascon")
    assert any(a.kind == "pick" for a in await player.legal("athens"))

    # A French client: two hoplites answer "hoplites atheniens"; one answers with its number or a prefix.
    world.alice.locale = "fr"
    before = await _version(bot, world)
    refused = await emulator.slash(world.alice, world.channel, "syracuse move", choice="hoplites atheniens")
    assert refused.ephemeral and "correspond à plusieurs choix" in refused.text
    assert "Hoplites athéniens 1" in refused.text and "Hoplites athéniens 2" in refused.text
    # An enemy leader by name: not offered, so the engine says why (he cannot join an Athenian group).
    enemy = await emulator.slash(world.alice, world.channel, "syracuse move", choice="hermocrate")
    assert enemy.ephemeral and "rejoindre ce groupe" in enemy.text, enemy.text
    assert await _version(bot, world) == before
    for typed, counter in (
        ("Hoplites athéniens 2", "ath_h3_athenians_2"),
        ("cavaliers de seg", "ath_c2_segesta"),
    ):
        legal = await player.legal("athens")
        assert Action(kind="pick", params={"id": counter}) in legal
        await emulator.slash(world.alice, world.channel, "syracuse move", choice=typed)
        assert Action(kind="pick", params={"id": counter}) not in await player.legal("athens"), typed

    # Back to English: the leader by name, lower case; an English prefix for the archers.
    world.alice.locale = "en-US"
    for typed, counter in (("nicias", "nicias"), ("Athenian arch", "ath_a2_archers_1")):
        await emulator.slash(world.alice, world.channel, "syracuse move", choice=typed)
        assert Action(kind="pick", params={"id": counter}) not in await player.legal("athens"), typed
    offered = await emulator.autocomplete(world.alice, world.channel, "syracuse move", "choice", choice="Nic")
    assert offered == [] or all("(" not in c["value"] for c in offered)


async def _to_development(bot, emulator, world):
    table = await open_game(emulator, world, bot, 2, [world.alice, world.bob])
    while (await table.game()).state["phase"].startswith("setup") or (await table.game()).state["pending"]:
        game = await table.game()
        seat = bot.service.status_of(game).waiting_for[0]
        await table.do(seat, (await table.legal(seat))[0])
    return table


async def test_epireia_build_by_the_name_shown_in_both_languages(bot, emulator, world):
    table = await _to_development(bot, emulator, world)
    alice, bob = table.users["delos1"], table.users["pelo1"]
    builds = {a.params["slot"] for a in await table.legal("delos1") if a.kind == "build"}
    assert {"civil_wheat", "religious_2", "civil_wood"} <= builds  # affordable on 2/2/2

    # "sa": Sanctuary and Sawmill; refused privately with both named, nothing changes.
    before = (await table.game()).version
    refused = await emulator.slash(alice, world.channel, "epireia build", building="sa")
    assert refused.ephemeral and "matches several choices" in refused.text
    assert "Sanctuary" in refused.text and "Sawmill" in refused.text
    assert (await table.game()).version == before

    # A building on the board but too dear, typed by name: refused with the engine's precise reason.
    dear = await emulator.slash(alice, world.channel, "epireia build", building="temple")
    assert dear.ephemeral and "enough resources" in dear.text, dear.text
    assert (await table.game()).version == before

    # The case: "Granaries" is on the board and affordable.
    await emulator.slash(alice, world.channel, "epireia build", building="Granaries")
    assert "civil_wheat" in (await table.game()).state["players"]["delos1"]["buildings"]
    values = await emulator.autocomplete(alice, world.channel, "epireia build", "building", building="")
    assert values and all(c["value"].replace("_", "").isalnum() for c in values)
    if bot.service.status_of(await table.game()).waiting_for == ["delos1"]:
        await table.do("delos1", Action(kind="end_development"))

    # A French client: accents left out ("ecuries" for Écuries de la Cavalerie), then the French name.
    bob.locale = "fr"
    assert bot.service.status_of(await table.game()).waiting_for == ["pelo1"]
    await emulator.slash(bob, world.channel, "epireia build", building="ecuries")
    await emulator.slash(bob, world.channel, "epireia build", building="Greniers")
    built = (await table.game()).state["players"]["pelo1"]["buildings"]
    assert {"military_cavalry", "civil_wheat"} <= set(built), built


def test_the_french_typed_names_script_runs(tmp_path):
    """examples/typed-fr.txt: French players type names, numbers and prefixes; it plays to the end."""
    result = run_sandbox("examples/typed-fr.txt", out=tmp_path)
    assert "Il n'y a pas d'option de partie «\u00a0joueurs\u00a0»" in result.stdout
    assert "players:5 n'est pas valide\u202f: players accepte 1, 2, 3, 4." in result.stdout
    assert "«\u00a0S25\u00a0» correspond à plusieurs choix" in result.stdout
    assert "«\u00a0hoplites atheniens\u00a0» correspond à plusieurs choix" in result.stdout
    assert result.stdout.count("✅") >= 10  # accepted typed choices, each confirmed privately
