"""Game options with a real interface (issue #11 part 2): every options error of `/game new` is refused
privately in the player's language, naming what is allowed, and leaves the channel free; autocomplete
offers the declared options and values, named in the player's language, never `None`; a value may be
typed by its shown name, quoted when it has spaces."""

from __future__ import annotations

import pytest

from i18n import t

NBSP = "\u00a0"
NNBSP = "\u202f"  # French narrow no-break space before ":" (docs/glossary.md)

REFUSALS = [
    # (user, title, options, expected text)
    ("carol", "epireia", "joueurs:3", f"Il n'y a pas d'option de partie «{NBSP}joueurs{NBSP}»"),
    ("carol", "epireia", "joueurs:3", "players, solo_scenario, lone_player_income, league_plan, turn_hours"),
    ("carol", "epireia", "players:5", f"players:5 n'est pas valide{NNBSP}: players accepte 1, 2, 3, 4."),
    ("alice", "epireia", "players:0", "players:0 is not valid: players takes 1, 2, 3, 4."),
    (
        "alice",
        "epireia",
        "solo_scenario:atlantis",
        "solo_scenario takes naxos_revolt, first_peloponnesian_war",
    ),
    ("alice", "epireia", "lone_player_income:maybe", "lone_player_income takes false, true."),
    (
        "alice",
        "syracuse",
        "scenario:homeric",
        "scenario takes historical, historical_variant, what_if_alcibiades.",
    ),
    (
        "alice",
        "syracuse",
        "tie_rule:None",
        "tie_rule:None is not valid: tie_rule takes diagonal, defender_wins_ties.",
    ),
    ("alice", "demo", "target:99", "target:99 is not valid: target takes 5-40."),
    ("alice", "demo", "turn_hours:0", t("games.error.bad_turn_hours", "en", min=1, max=168)),
    ("carol", "demo", "target", t("lobby.error.options_syntax", "fr", part="target")),
]


@pytest.mark.parametrize(("who", "title", "options", "expected"), REFUSALS)
async def test_every_options_error_is_refused_privately_in_the_players_language(
    bot, emulator, world, who, title, options, expected
):
    user = getattr(world, who)
    refused = await emulator.slash(user, world.channel, "game new", title=title, options=options)
    assert refused.ephemeral and expected in refused.text, refused.text
    assert "validation error" not in refused.text
    assert await bot.service.get_active(world.channel.id) is None
    assert not emulator.channel_messages(world.channel)


async def test_autocomplete_offers_named_options_and_values_never_none(bot, emulator, world):
    async def offered(user, title, typed):
        return await emulator.autocomplete(
            user, world.channel, "game new", "options", title=title, options=typed
        )

    keys = await offered(world.carol, "epireia", "")
    assert {c["value"].split(":")[0] for c in keys} == {
        "players",
        "solo_scenario",
        "lone_player_income",
        "league_plan",
        "turn_hours",
        "decision_minutes",
        "reminders",
        "timeout",
        "forfeit_after",
        "auto_choices",
    }
    assert any("Joueurs" in c["name"] for c in keys)  # named in the French player's language
    scenarios = await offered(world.carol, "epireia", "players:1 solo_scenario:")
    assert len(scenarios) == 8 and all(c["value"].startswith("players:1 solo_scenario:") for c in scenarios)
    assert any("La révolte de Naxos" in c["name"] for c in scenarios)
    ties = await offered(world.alice, "syracuse", "tie_rule:")
    assert [c["value"] for c in ties] == ["tie_rule:diagonal", "tie_rule:defender_wins_ties"]
    everything = keys + scenarios + ties + await offered(world.alice, "syracuse", "")
    assert not any("None" in c["name"] or "None" in c["value"] for c in everything)
    narrowed = await offered(world.alice, "syracuse", "scenario:what")
    assert [c["value"] for c in narrowed] == ["scenario:what_if_alcibiades"]


async def test_a_value_typed_by_its_shown_name_with_spaces_quoted(bot, emulator, world):
    options = 'players:1 solo_scenario:"la revolte de naxos" lone_player_income:non'
    created = await emulator.slash(world.carol, world.channel, "game new", title="epireia", options=options)
    assert not created.ephemeral, created.text
    game = await bot.service.get_active(world.channel.id)
    assert game.options["solo_scenario"] == "naxos_revolt" and game.options["lone_player_income"] is False
