"""Phase de résolution (rulebook pp.22-27): the worked examples and precise statements."""

import pytest
from epireia_position import ENGINE, act, add_figure, first, force, kinds, new_game, resolve

from engine.epireia import rules


def _game(players: int = 2, **kw):
    state = new_game(players, **kw)
    state.scenario.current = None
    for seat in state.players:  # clear the starting figures off the map: each test places its own
        for f in state.players[seat].figures:
            state.figure_pos[f] = "home"
        state.players[seat].figures = []
    return state


def _athens_sparta(**kw):
    return _game(cities={"delos1": "athens", "pelo1": "sparta"}, **kw)


# --- Empires -----------------------------------------------------------------------------------------


def test_heliodorus_cancels_the_two_figure_penalty_at_persia():
    """p.22 example: Héliodore and Thémistocle are both on Persia: 7+ becomes 9+, except for Héliodore
    whose +2 on Empire rolls cancels the constraint."""
    state = _game(cities={"delos1": "athens", "pelo1": "larissa"})
    add_figure(state, "delos1", "themistocles", "empire:persia")
    add_figure(state, "pelo1", "heliodorus", "empire:persia")
    force(state, 7, 7)  # Delos rolls first (Thémistocle), then Héliodore
    events = resolve(state)
    rolls = {e.params["figure"]: e.params for e in events if e.kind == "empire_negotiation"}
    assert rolls["themistocles"]["target"] == 9 and rolls["themistocles"]["success"] is False
    assert rolls["heliodorus"]["total"] == 9 and rolls["heliodorus"]["success"] is True


def test_empire_alone_needs_its_printed_number_and_pays_its_gains():
    """p.22 table: Persia 7+ with one figure; the gains come at once; the figure goes home."""
    state = _athens_sparta()
    add_figure(state, "delos1", "cleisthenes", "empire:persia")
    before = dict(state.players["delos1"].resources)
    force(state, 7)
    events = resolve(state)
    assert first(events, "empire_negotiation").params["success"] is True
    gains = rules.content().empire("persia").gain_resources.as_dict()
    income = rules.content().rules.base_income.as_dict()
    assert state.players["delos1"].resources == {r: before[r] + gains[r] + income[r] for r in before}
    assert state.figure_pos["cleisthenes"] == "home"


def test_empires_resolve_from_persia_to_macedonia():
    """p.22: Perse, Phénicie, Égypte, Carthage, Syracuse, Macédoine."""
    state = _athens_sparta()
    add_figure(state, "delos1", "cleisthenes", "empire:macedonia")
    add_figure(state, "pelo1", "brasidas", "empire:persia")
    events = resolve(state)
    assert [e.params["empire"] for e in events if e.kind == "empire_negotiation"] == ["persia", "macedonia"]


def test_xenophon_stops_the_opponent_from_rolling_or_trading():
    """p.40: Xénophon does not stop an opposing figure from coming, but it may neither trade nor roll."""
    state = _game(cities={"delos1": "corinth", "pelo1": "sparta"})
    add_figure(state, "delos1", "xenophon", "empire:macedonia")
    add_figure(state, "pelo1", "brasidas", "empire:macedonia")
    events = resolve(state)
    assert first(events, "empire_blocked").params["figure"] == "brasidas"
    assert [e.params["figure"] for e in events if e.kind == "empire_negotiation"] == ["xenophon"]


def test_merchant_wins_the_first_empire_without_a_roll():
    """p.39 Marchande: only the first Empire visited this turn pays without a die."""
    state = _game(cities={"delos1": "athens", "pelo1": "sparta"}, admins={"delos1": "merchant"})
    add_figure(state, "delos1", "cleisthenes")
    add_figure(state, "delos1", "nicias")
    state, _ = act(state, "delos1", "build", slot="administrator_1")
    state, _ = act(state, "delos1", "end_development")
    state, _ = act(state, "pelo1", "end_development")
    state, _ = act(state, "delos1", "move", figure="nicias", to="empire:persia")
    force(state, 1)  # Macedonia's roll fails
    # the last figure moved, nobody else has one: the turn goes straight on to the resolution
    state, events = act(state, "delos1", "move", figure="cleisthenes", to="empire:macedonia")
    rolls = {e.params["empire"]: e.params for e in events if e.kind == "empire_negotiation"}
    assert rolls["persia"] == rolls["persia"] | {"auto": True, "success": True}
    assert rolls["macedonia"]["success"] is False


# --- Territories -------------------------------------------------------------------------------------


def test_conflict_example_four_plus_two_plus_three_beats_five_plus_two():
    """p.23 example: Clisthène (2) and Thémistocle (3) against Brasidas (2); the dice give 4 and 5;
    9 (4+2+3) beats 7 (5+2): the first player takes the Territory."""
    state = _athens_sparta()
    add_figure(state, "delos1", "cleisthenes", "territory:ionia")
    add_figure(state, "delos1", "themistocles", "territory:ionia")
    add_figure(state, "pelo1", "brasidas", "territory:ionia")
    force(state, 4, 5)
    events = resolve(state)
    conflict = first(events, "conflict")
    assert conflict.params["scores"] == {"delos": 9, "peloponnese": 7}
    assert conflict.params["winner"] == "delos"
    assert state.territory_owner["ionia"] == "delos1"
    assert state.figure_pos["brasidas"] == "home" and state.figure_pos["cleisthenes"] == "territory:ionia"


def test_conflict_tie_sends_everybody_home():
    """p.23: on a tie no one takes the Territory and the figures go back to their Cities."""
    state = _athens_sparta()
    add_figure(state, "delos1", "nicias", "territory:ionia")
    add_figure(state, "pelo1", "brasidas", "territory:ionia")
    force(state, 6, 6)
    resolve(state)
    assert "ionia" not in state.territory_owner
    assert state.figure_pos["nicias"] == "home" and state.figure_pos["brasidas"] == "home"


def test_cleomenes_wins_a_contested_territory_without_a_roll():
    """p.41: Cléomène Ier wins a Territory conflict at once, without a die."""
    state = _athens_sparta()
    add_figure(state, "delos1", "themistocles", "territory:epirus")
    add_figure(state, "pelo1", "cleomenes_i", "territory:epirus")
    events = resolve(state)
    assert "conflict_auto" in kinds(events) and "conflict" not in kinds(events)
    assert state.territory_owner["epirus"] == "pelo1"


def test_cleomenes_has_no_power_over_brigands():
    """p.41: Cléomène's ability does not apply to Brigands tokens (attack 2 needs 7+)."""
    state = _athens_sparta()
    state.brigands = ["epirus"]
    add_figure(state, "pelo1", "cleomenes_i", "territory:epirus")
    force(state, 6)
    events = resolve(state)
    fight = first(events, "brigands_fight")
    assert fight.params["target"] == 7 and fight.params["beaten"] is False
    assert "epirus" in state.brigands and state.figure_pos["cleomenes_i"] == "home"


def test_brigands_thresholds_by_combined_attack():
    """p.24: attack 1-2 needs 7+, 3-4 needs 5+, 5 or more needs 3+."""
    brigands = rules.content().map.brigands
    assert [brigands.target_for(a) for a in (1, 2, 3, 4, 5, 9)] == [7, 7, 5, 5, 3, 3]


def test_brigands_example_five_attack_needs_three_and_gives_prestige():
    """p.24 example: Clisthène (2) + Thémistocle (3) = 5, a roll of 3 beats the Brigands; the
    player gains 1 prestige and takes the Territory's resource."""
    state = _athens_sparta()
    state.brigands = ["euboea"]
    add_figure(state, "delos1", "cleisthenes", "territory:euboea")
    add_figure(state, "delos1", "themistocles", "territory:euboea")
    prestige = state.players["delos1"].prestige
    force(state, 3)
    events = resolve(state)
    fight = first(events, "brigands_fight")
    assert (fight.params["attack"], fight.params["target"], fight.params["beaten"]) == (5, 3, True)
    assert "euboea" not in state.brigands and state.territory_owner["euboea"] == "delos1"
    # +1 for the Brigands, +1 for Clisthène's ability on taking a Territory
    assert state.players["delos1"].prestige == prestige + 2


def test_a_territorys_resource_is_collected_only_when_taken():
    """p.25: the resource is collected only when the Territory is taken."""
    state = _athens_sparta()
    add_figure(state, "delos1", "nicias", "territory:ionia")
    state.territory_owner["ionia"] = "delos1"
    events = resolve(state)
    assert "territory_taken" not in kinds(events)


def test_an_unguarded_territory_is_retaken_and_its_token_goes_back():
    """p.25: an unprotected Territory is taken by moving a figure there; the former owner gets his
    city token back."""
    state = _athens_sparta()
    state.territory_owner["ionia"] = "delos1"
    add_figure(state, "pelo1", "brasidas", "territory:ionia")
    copper = state.players["pelo1"].resources["copper"]
    events = resolve(state)
    taken = first(events, "territory_taken")
    assert taken.params["from"] == "delos1" and state.territory_owner["ionia"] == "pelo1"
    assert state.players["pelo1"].resources["copper"] == copper + 1 + 1  # Ionia's copper + income
    assert state.territories_of("delos1") == []


def test_three_territories_at_most_but_brigands_prestige_still_counts():
    """p.25: three Territories at once; beyond, no resource, but beating Brigands still gives prestige."""
    state = _athens_sparta()
    for t in ("epirus", "illyria", "chalcidice"):
        state.territory_owner[t] = "delos1"
    state.brigands = ["ionia"]
    add_figure(state, "delos1", "themistocles", "territory:ionia")
    add_figure(state, "delos1", "cleisthenes", "territory:ionia")
    prestige = state.players["delos1"].prestige
    force(state, 12)
    events = resolve(state)
    assert "territory_limit" in kinds(events) and "ionia" not in state.territory_owner
    assert state.players["delos1"].prestige == prestige + 1


def test_four_players_one_die_per_league_with_summed_attack():
    """p.23 (3-4 players): add the attack of all the league's figures there, roll a single die."""
    state = _game(4, cities={"delos1": "athens", "delos2": "corinth", "pelo1": "sparta", "pelo2": "elis"})
    add_figure(state, "delos1", "cleisthenes", "territory:ionia")
    add_figure(state, "delos2", "aristeas", "territory:ionia")
    add_figure(state, "pelo1", "brasidas", "territory:ionia")
    force(state, 2, 2)
    events = resolve(state)
    assert first(events, "conflict").params["scores"] == {"delos": 2 + 2 + 3, "peloponnese": 2 + 2}
    # two Delian cities won together: the league decides who takes the Territory
    decision = state.league_decision
    assert decision is not None and decision.kind == "territory_receiver"
    assert sorted(ENGINE.status(state).waiting_for) == ["delos1", "delos2"]
    state, _ = act(state, "delos2", "propose", choice="delos1")
    assert ENGINE.status(state).waiting_for[0] == "delos1"
    state, events = act(state, "delos1", "confirm")
    assert state.territory_owner["ionia"] == "delos1" and state.league_decision is None


# --- neutral cities and income -------------------------------------------------------------------------


def test_neutral_cities_resolve_from_elis_to_athens_and_join_the_league():
    """p.26: order Élis, Delphes, Larissa, Corinthe, Sparte, Athènes; success gives the tribute and
    the city's token joins the league."""
    state = _game(cities={"delos1": "athens", "pelo1": "sparta"})
    add_figure(state, "delos1", "cleisthenes", "neutral:corinth")
    add_figure(state, "pelo1", "brasidas", "neutral:elis")
    force(state, 4, 7)  # Élis (5+) is rolled first and fails; Corinth (7+) succeeds
    events = resolve(state)
    rolls = [e.params for e in events if e.kind == "integration"]
    assert [r["city"] for r in rolls] == ["elis", "corinth"]
    assert rolls[0]["success"] is False and rolls[1]["success"] is True
    assert state.neutral_allegiance == {"corinth": "delos"}


def test_an_opponent_can_retake_an_allegiance():
    """p.26: an opposing player who succeeds moves the city's token to his league and takes the tribute."""
    state = _athens_sparta()
    state.neutral_allegiance["elis"] = "delos"
    add_figure(state, "pelo1", "brasidas", "neutral:elis")
    force(state, 12)
    resolve(state)
    assert state.neutral_allegiance["elis"] == "peloponnese"


def test_menon_iii_cancels_the_conflict_and_alone_rolls():
    """p.41: with Ménon III on a neutral City, the opposing figure may not roll and no conflict happens."""
    state = _game(cities={"delos1": "athens", "pelo1": "larissa"})
    add_figure(state, "delos1", "themistocles", "neutral:elis")
    add_figure(state, "pelo1", "menon_iii", "neutral:elis")
    force(state, 5)
    events = resolve(state)
    assert "conflict_cancelled" in kinds(events) and "conflict" not in kinds(events)
    assert [e.params["seat"] for e in events if e.kind == "integration"] == ["pelo1"]
    assert state.neutral_allegiance["elis"] == "peloponnese"


def test_income_is_one_of_each_plus_civil_buildings():
    """p.27: everybody receives 1 Blé, 1 Bois, 1 Cuivre, plus their Civil buildings."""
    state = _athens_sparta()
    state.players["delos1"].buildings = ["civil_wood"]
    state.players["delos1"].resources = {"wheat": 0, "wood": 0, "copper": 0}
    resolve(state)
    assert state.players["delos1"].resources == {"wheat": 1, "wood": 2, "copper": 1}


@pytest.mark.parametrize("players", [2, 4])
def test_income_is_the_same_for_every_player_at_two_and_four_players(players):
    """p.27: "Tous les joueurs reçoivent 1 Blé, 1 Bois et 1 Cuivre" — no seat is alone in its league."""
    state = _game(players)
    for player in state.players.values():
        player.resources = {"wheat": 0, "wood": 0, "copper": 0}
    resolve(state)
    assert all(p.resources == {"wheat": 1, "wood": 1, "copper": 1} for p in state.players.values())


@pytest.mark.parametrize("players", [1, 3])
def test_income_is_one_of_each_for_every_player_as_printed(players):
    """p.27: "Tous les joueurs reçoivent 1 Blé, 1 Bois et 1 Cuivre" — the lone Peloponnesian player of a
    3-player game too (his compensation is 3/3/3 to start and a third action, pp.9 and 16)."""
    state = _game(players)
    for player in state.players.values():
        player.resources = {"wheat": 0, "wood": 0, "copper": 0}
    resolve(state)
    assert all(p.resources == {"wheat": 1, "wood": 1, "copper": 1} for p in state.players.values())


def test_house_rule_lone_player_income_gives_the_lone_peloponnesian_a_second_income():
    """Opt-in house rule `lone_player_income` (not in the rulebook, off by default): at 3 players the lone
    Peloponnesian player collects 1/1/1 more; the Delian pair still collects the printed 1/1/1 each."""
    state = _game(3, lone_player_income=True)
    for player in state.players.values():
        player.resources = {"wheat": 0, "wood": 0, "copper": 0}
    resolve(state)
    assert state.players["delos1"].resources == {"wheat": 1, "wood": 1, "copper": 1}
    assert state.players["delos2"].resources == {"wheat": 1, "wood": 1, "copper": 1}
    assert state.players["pelo1"].resources == {"wheat": 2, "wood": 2, "copper": 2}


def _at_the_limit_then_freed(state):
    """delos1 holds three Territories; Nicias stands on Ionia (taken beyond the limit: no token there)
    since an earlier turn; Brasidas now takes Epirus, freeing one of delos1's City tokens."""
    for t in ("epirus", "illyria", "chalcidice"):
        state.territory_owner[t] = "delos1"
    add_figure(state, "pelo1", "brasidas", "territory:epirus")


def test_a_freed_city_token_is_not_used_by_a_figure_that_stood_still():
    """p.25: "le joueur perdant récupère alors son jeton Cité et peut l'utiliser pour revendiquer un nouveau
    Territoire lors d'un déplacement ultérieur" — the figure already standing on Ionia does not claim it."""
    state = _athens_sparta()
    _at_the_limit_then_freed(state)
    add_figure(state, "delos1", "nicias", "territory:ionia", moved=False)
    events = resolve(state)
    assert first(events, "territory_taken").params["territory"] == "epirus"
    assert "ionia" not in state.territory_owner and len(state.territories_of("delos1")) == 2


def test_a_freed_city_token_claims_a_territory_on_a_later_move():
    """p.25 (same sentence): on a later move the freed token claims the Territory the figure moves to."""
    state = _athens_sparta()
    _at_the_limit_then_freed(state)
    resolve(state)  # the token comes back this turn
    assert len(state.territories_of("delos1")) == 2
    for f in list(state.figure_pos):
        state.figure_pos[f] = "home"
    state.moved = []
    add_figure(state, "delos1", "nicias", "territory:ionia")  # moved there the next turn
    events = resolve(state)
    assert first(events, "territory_taken").params["seat"] == "delos1"
    assert state.territory_owner["ionia"] == "delos1"


def test_diplomat_integrates_the_first_neutral_city_without_a_roll():
    """p.39 Diplomate: the first neutral City visited this turn joins the league without a die."""
    state = _game(cities={"delos1": "athens", "pelo1": "sparta"}, admins={"delos1": "diplomat"})
    add_figure(state, "delos1", "cleisthenes")
    state, _ = act(state, "delos1", "build", slot="administrator_1")
    state, _ = act(state, "delos1", "end_development")
    state, _ = act(state, "pelo1", "end_development")
    state, events = act(state, "delos1", "move", figure="cleisthenes", to="neutral:corinth")
    integration = first(events, "integration")
    assert integration.params["auto"] is True and state.neutral_allegiance["corinth"] == "delos"


def test_a_league_decision_is_seen_only_by_that_league():
    """Team decisions (issue 5): shown to the deciding league, not to its opponents."""
    state = _game(4, cities={"delos1": "athens", "delos2": "corinth", "pelo1": "sparta", "pelo2": "elis"})
    add_figure(state, "delos1", "cleisthenes", "territory:ionia")
    add_figure(state, "delos2", "aristeas", "territory:ionia")
    resolve(state)
    assert ENGINE.view(state, "delos2")["league_decision"]["kind"] == "territory_receiver"
    assert ENGINE.view(state, "pelo1")["league_decision"] is None
    assert ENGINE.legal_actions(state, "pelo1") == []
