"""Every value the Epireia rulebook states, as loaded from the content (page numbers of the booklet)."""

from __future__ import annotations

import pytest

from engine.epireia.content import load_content
from engine.epireia.content.models import Effect

C = load_content()


def fig_ids(*names_fr: str) -> set[str]:
    by_name = {f.names.fr: f.id for f in C.figures}
    return {by_name[n] for n in names_fr}


def only(effects: tuple[Effect, ...]) -> Effect:
    assert len(effects) == 1
    return effects[0]


# --- figures, pp.23, 40-41 ------------------------------------------------------------------------------


def test_p23_attack_values_of_the_conflict_example() -> None:
    """Clisthène (2) and Thémistocle (3) score 4+2+3=9 against Brasidas (2) at 5+2=7."""
    attack = {f.names.fr: f.attack for f in C.figures}
    assert attack["Clisthène"] == 2
    assert attack["Thémistocle"] == 3
    assert attack["Brasidas"] == 2
    assert 4 + attack["Clisthène"] + attack["Thémistocle"] == 9
    assert 5 + attack["Brasidas"] == 7


def test_p23_example_figures_add_nothing_to_the_conflict_roll() -> None:
    for fid in fig_ids("Clisthène", "Thémistocle", "Brasidas"):
        assert not any(e.roll == "conflict" for e in C.figure(fid).ability)


def test_p12_attack_is_between_1_and_4() -> None:
    assert {f.attack for f in C.figures} <= {1, 2, 3, 4}


@pytest.mark.parametrize(
    ("family", "names"),
    [
        ("immediate", ["Thémistocle"]),
        ("empire", ["Laïs", "Timoléon", "Euphranor", "Xénophon", "Héliodore"]),
        (
            "territory",
            [
                "Clisthène",
                "Nicias",
                "Thucydide",
                "Cléomène Iᵉʳ",
                "Léonidas Iᵉʳ",
                "Gorgô",
                "Polygnote",
                "Xenocléa",
                "Pyrrhon",
                "Libon",
                "Hippias",
                "Chloris de Thèbes",
            ],
        ),
        ("neutral_city", ["Hippocrate", "Télésille", "Ménon III de Pharsale", "Phéréclide de Syros"]),
        (
            "great_battle",
            [
                "Périclès",
                "Alcibiade",
                "Brasidas",
                "Lysandre",
                "Pausanias",
                "Aristéas",
                "Adimante",
                "Pheidon",
                "Jason de Phères",
                "Phémonoé",
                "Cléa",
                "Archias de Thurii",
                "Eupolémos",
                "Physcoa",
            ],
        ),
    ],
)
def test_p40_41_ability_families_as_listed(family: str, names: list[str]) -> None:
    assert {f.id for f in C.figures if f.family == family} == fig_ids(*names)


def test_p40_41_figures_belong_to_the_stated_cities() -> None:
    stated = {
        "athens": ["Clisthène", "Nicias", "Thucydide", "Périclès", "Alcibiade", "Thémistocle"],
        "sparta": ["Cléomène Iᵉʳ", "Léonidas Iᵉʳ", "Gorgô", "Brasidas", "Lysandre", "Pausanias"],
        "corinth": ["Laïs", "Timoléon", "Euphranor", "Xénophon", "Aristéas", "Adimante"],
        "larissa": [
            "Héliodore",
            "Hippocrate",
            "Télésille",
            "Ménon III de Pharsale",
            "Pheidon",
            "Jason de Phères",
        ],
        "delphi": ["Polygnote", "Xenocléa", "Phéréclide de Syros", "Phémonoé", "Cléa", "Archias de Thurii"],
        "elis": ["Pyrrhon", "Libon", "Hippias", "Chloris de Thèbes", "Eupolémos", "Physcoa"],
    }
    for city, names in stated.items():
        assert {f.id for f in C.figures_of(city)} == fig_ids(*names)


def test_p41_starred_figures_raise_their_own_attack_when_committed() -> None:
    starred = {f.id for f in C.figures if f.raises_own_attack}
    assert starred == fig_ids("Alcibiade", "Pausanias", "Aristéas")
    for fid in starred:
        e = only(C.figure(fid).ability)
        assert (e.trigger, e.effect, e.scope) == ("committed", "attack_bonus", "self")
        assert e.amount and e.amount > 0


def test_p41_eupolemos_and_physcoa_apply_to_one_line_others_to_the_whole_front() -> None:
    assert {f.id for f in C.figures if f.line_only} == fig_ids("Eupolémos", "Physcoa")
    for f in C.figures:
        if f.family == "great_battle" and not f.raises_own_attack:
            e = only(f.ability)
            assert e.trigger == "great_battle"
            assert e.scope == ("line" if f.line_only else "front")


def test_p40_themistocle_takes_a_triremes_level_1_on_entering_play() -> None:
    e = only(C.figure("themistocles").ability)
    assert (e.trigger, e.effect, e.unit, e.level) == ("immediate", "gain_token", "triremes", 1)
    assert e.count is None  # one token


def test_p22_heliodore_adds_2_to_empire_rolls_cancelling_the_contested_penalty() -> None:
    """Persia: 7+ alone, 9+ with two figures; Héliodore's +2 makes 7 on the die enough."""
    e = only(C.figure("heliodorus").ability)
    assert (e.trigger, e.effect, e.roll, e.amount) == ("on_empire", "roll_bonus", "empire", 2)
    persia = C.empire("persia")
    assert persia.thresholds.two_figures - e.amount == persia.thresholds.one_figure
    assert not persia.sea_only  # both example figures can go there


def test_p40_xenophon_stops_opponents_on_his_empire_trading_or_rolling() -> None:
    e = only(C.figure("xenophon").ability)
    assert (e.trigger, e.effect, e.roll) == ("on_empire", "block_opponents", "empire")


def test_p41_cleomene_wins_figure_conflicts_without_a_roll_but_not_against_brigands() -> None:
    e = only(C.figure("cleomenes_i").ability)
    assert (e.trigger, e.effect, e.roll, e.scope) == ("on_territory", "auto_success", "conflict", "self")
    assert e.roll != "brigands"


def test_p41_menon_iii_stops_opponents_rolling_at_his_neutral_city() -> None:
    e = only(C.figure("menon_iii").ability)
    assert (e.trigger, e.effect, e.roll) == ("on_neutral_city", "block_opponents", "neutral_city")


# --- administrators, p.39 -------------------------------------------------------------------------------


def test_p39_administrator_abilities() -> None:
    a = {x.id: only(x.ability) for x in C.administrators}
    assert (a["polemarch"].effect, a["polemarch"].unit, a["polemarch"].level) == ("gain_token", "cavalry", 1)
    assert (a["archon"].effect, a["archon"].category, a["archon"].resources.wood) == (
        "build_discounted",
        "civil",
        2,
    )
    assert (a["priestess"].unit, a["priestess"].level, a["priestess"].upgrade_if_unlocked) == (
        "hoplites",
        1,
        True,
    )
    assert a["financier"].resources.as_dict() == {"wheat": 1, "wood": 1, "copper": 0}
    assert (a["merchant"].effect, a["merchant"].roll, a["merchant"].scope) == (
        "auto_success",
        "empire",
        "next_visit",
    )
    assert (a["architect"].category, a["architect"].resources.copper) == ("religious", 2)
    assert (a["diplomat"].effect, a["diplomat"].roll, a["diplomat"].scope) == (
        "auto_success",
        "neutral_city",
        "next_visit",
    )
    assert (a["orator"].effect, a["orator"].amount) == ("gain_prestige", 1)


def test_p39_discounts_fit_the_costs_they_reduce() -> None:
    """The Archonte's -2 wood and the Architecte's -2 copper apply in full to every matching slot."""
    for b in C.standard_board.buildings:
        if b.category == "civil":
            assert b.cost.wood >= 2
        if b.category == "religious":
            assert b.cost.copper >= 2


def test_p13_p39_p42_administrator_and_city_buildings_cost_nothing() -> None:
    for city in C.cities:
        for b in C.buildings_of(city.id):
            if b.category in ("administrator", "city"):
                assert b.cost.total() == 0
            if b.category == "administrator":
                assert only(b.effects).effect == "use_administrator"


def test_p13_building_effects() -> None:
    slots = {b.id: only(b.effects) for b in C.standard_board.buildings}
    assert {slots[f"military_{u}"].unit for u in ("hoplites", "triremes", "cavalry")} == {
        "hoplites",
        "triremes",
        "cavalry",
    }
    for res in ("wheat", "wood", "copper"):
        e = slots[f"civil_{res}"]
        assert e.trigger == "income"
        assert e.resources.as_dict()[res] == 1
        assert e.resources.total() == 1
    assert slots["political_figure"].effect == "gain_figure"
    assert (slots["political_empire"].roll, slots["political_empire"].amount) == ("empire", 2)
    assert (slots["political_neutral"].roll, slots["political_neutral"].amount) == ("neutral_city", 2)
    for i in (1, 2, 3):
        assert slots[f"religious_{i}"].effect == "gain_prestige"


def test_p42_sparta_malus_discards_an_opponent_hoplites_token() -> None:
    e = only(C.building("sparta", "city_malus").effects)
    assert (e.effect, e.unit, e.count, e.target) == ("lose_tokens", "hoplites", 1, "opponent")


def test_p42_each_city_has_a_bonus_then_a_malus_on_an_opponent() -> None:
    for city in C.cities:
        malus = C.building(city.id, "city_malus")
        assert all(e.target == "opponent" for e in malus.effects)
        bonus = C.building(city.id, "city_bonus")
        assert all(e.target == "self" for e in bonus.effects)


# --- set-up and board, pp.8-9, 16-18 --------------------------------------------------------------------


def test_p8_athens_is_delian_and_sparta_peloponnesian() -> None:
    assert C.city("athens").league_lock == "delos"
    assert C.city("sparta").league_lock == "peloponnese"
    assert all(C.city(c).league_lock is None for c in ("corinth", "delphi", "elis", "larissa"))


def test_p8_neutral_city_military_tokens() -> None:
    reserved = {c.id: (c.neutral.reserved_token.unit, c.neutral.reserved_token.level) for c in C.cities}
    assert reserved == {
        "athens": ("triremes", 1),
        "sparta": ("hoplites", 1),
        "corinth": ("triremes", 1),
        "delphi": ("cavalry", 1),
        "elis": ("hoplites", 1),
        "larissa": ("cavalry", 1),
    }


def test_p9_p16_p17_starting_resources_actions_and_donations() -> None:
    r = C.rules
    assert r.starting_resources.as_dict() == {"wheat": 2, "wood": 2, "copper": 2}
    assert r.lone_peloponnesian_starting_resources.as_dict() == {"wheat": 3, "wood": 3, "copper": 3}
    assert (r.actions_per_turn, r.lone_peloponnesian_actions) == (2, 3)
    assert (r.donation_min, r.donation_max, r.donation_prestige) == (2, 8, 1)
    assert r.base_income.as_dict() == {"wheat": 1, "wood": 1, "copper": 1}


def test_the_lone_player_income_bonus_is_marked_as_a_house_rule() -> None:
    """p.27 gives every player 1/1/1: the lone player's bonus contradicts the text, so it is a house rule
    (an opt-in option), and its data says so."""
    r = C.rules
    assert r.lone_peloponnesian_income_bonus.as_dict() == {"wheat": 1, "wood": 1, "copper": 1}
    assert r.sources["lone_peloponnesian_income_bonus"].startswith("house rule")


def test_p15_p24_p25_p29_thresholds_and_limits() -> None:
    r = C.rules
    assert r.cancel_thresholds == {1: 7, 2: 12, 3: 17}
    assert r.territory_limit == 3
    assert r.brigands_prestige == 1
    assert r.max_figures == 3
    assert r.empire_contested_penalty == 2


def test_p18_prestige_4_grants_one_more_paid_building() -> None:
    bonus = C.prestige_bonus(4)
    assert bonus is not None
    e = only(bonus.effects)
    assert (e.trigger, e.effect, e.action) == ("immediate", "extra_action", "build")


def test_p17_p19_a_second_figure_source_lets_delian_players_reach_two_each_at_3_players() -> None:
    """At 3 players Délos may not build the figure building, yet its league maximum is 4 figures."""
    figure_sources = [
        b for b in C.prestige_track.bonuses if any(e.effect == "gain_figure" for e in b.effects)
    ]
    delian_league_maximum, delian_players = 4, 2
    starting_figure = 1
    assert starting_figure + len(figure_sources) == delian_league_maximum // delian_players


def test_p18_token_costs_two_for_level_1_three_for_level_2() -> None:
    for unit in ("hoplites", "triremes", "cavalry"):
        assert C.token_cost(unit, 1).cost.total() == 2
        assert C.token_cost(unit, 2).cost.total() == 3
        assert C.token_cost(unit, 2).requires_building == f"military_{unit}"


# --- map, pp.22-26, 34 ----------------------------------------------------------------------------------


def test_p22_empire_thresholds_and_order() -> None:
    table = {e.names.fr: (e.thresholds.one_figure, e.thresholds.two_figures) for e in C.map.empires}
    assert table == {
        "Perse": (7, 9),
        "Phénicie": (5, 7),
        "Égypte": (5, 7),
        "Carthage": (5, 7),
        "Syracuse": (7, 9),
        "Macédoine": (5, 7),
    }
    assert [e.names.fr for e in C.empires_in_order()] == [
        "Perse",
        "Phénicie",
        "Égypte",
        "Carthage",
        "Syracuse",
        "Macédoine",
    ]


def test_p22_two_figures_raise_each_target_by_2() -> None:
    for e in C.map.empires:
        assert e.thresholds.two_figures == e.thresholds.one_figure + C.rules.empire_contested_penalty


def test_p6_some_empires_are_sea_only_and_every_empire_pays_something() -> None:
    assert 0 < sum(e.sea_only for e in C.map.empires) < 6
    for e in C.map.empires:
        assert e.gain_resources.total() + sum(t.count for t in e.gain_tokens) > 0


def test_p24_brigands_thresholds_by_combined_attack() -> None:
    b = C.map.brigands
    assert [b.target_for(a) for a in range(1, 10)] == [7, 7, 5, 5, 3, 3, 3, 3, 3]


def test_p24_brigands_example_clisthene_and_themistocle_need_3() -> None:
    attack = C.figure("cleisthenes").attack + C.figure("themistocles").attack
    assert attack == 5
    assert C.map.brigands.target_for(attack) == 3


def test_p26_neutral_city_integration_table() -> None:
    table = {
        c.names.fr: (
            c.neutral.integration_target,
            c.neutral.gain_resources.as_dict(),
            [(t.unit, t.level) for t in c.neutral.gain_tokens],
        )
        for c in C.cities
    }
    none = {"wheat": 0, "wood": 0, "copper": 0}
    assert table == {
        "Athènes": (9, {**none, "copper": 2}, [("triremes", 1)]),
        "Sparte": (9, {**none, "copper": 2}, [("hoplites", 1)]),
        "Corinthe": (7, {**none, "copper": 1}, [("triremes", 1)]),
        "Delphes": (7, {**none, "copper": 1}, [("cavalry", 1)]),
        "Élis": (5, {**none, "wood": 1}, [("hoplites", 1)]),
        "Larissa": (5, {**none, "wood": 1}, [("cavalry", 1)]),
    }


def test_p26_neutral_city_resolution_order() -> None:
    assert C.map.neutral_resolution_order == ("elis", "delphi", "larissa", "corinth", "sparta", "athens")


def test_p34_solo_destination_table() -> None:
    names = {d.roll: C.location(d.destination).names.fr for d in C.map.solo_destinations}
    assert names == {
        1: "Épire",
        2: "Illyrie",
        3: "Eubée",
        4: "Chalcidique",
        5: "Mer de Thrace",
        6: "Mer Égée",
        7: "Mer de Crète",
        8: "Éolide",
        9: "Ionie",
        10: "Phénicie",
        11: "Égypte",
        12: "Syracuse",
    }


def test_p20_the_three_seas_are_sea_only() -> None:
    seas = {t.names.fr for t in C.map.territories if t.sea_only}
    assert {"Mer de Thrace", "Mer Égée", "Mer de Crète"} <= seas


def test_p12_every_city_can_reach_the_seas() -> None:
    for city in C.cities:
        assert any(f.sea for f in C.figures_of(city.id))


# --- tokens and battlefields, pp.28-29, 36-38 ------------------------------------------------------------


def test_p36_38_placement_bonus_amounts() -> None:
    amounts: dict[str, set[int]] = {}
    for t in C.tokens:
        amounts.setdefault(t.bonus.kind, set()).add(t.bonus.amount)
    assert amounts["with_level2"] == {4}
    assert amounts["second_line"] == {2}
    assert amounts["alone_in_column"] == {2}
    assert amounts["first_line"] == {1}
    assert amounts["aegina_neighbour"] <= {1, 2}
    assert amounts["thrace_neighbour"] == {2}
    assert amounts["winning_streak"] == {2}
    assert amounts["none"] == {0}


def test_p36_38_every_bonus_kind_and_both_regions_appear() -> None:
    kinds = {t.bonus.kind for t in C.tokens}
    assert kinds == {
        "none",
        "with_level2",
        "second_line",
        "alone_in_column",
        "first_line",
        "aegina_neighbour",
        "thrace_neighbour",
        "winning_streak",
    }
    assert {t.region for t in C.tokens} == {None, "aegina", "thrace"}
    assert {t.bonus.amount for t in C.tokens if t.bonus.kind == "aegina_neighbour"} == {1, 2}


def test_p37_region_tokens_have_a_neighbour_of_their_region_available() -> None:
    for region in ("aegina", "thrace"):
        assert sum(t.region == region for t in C.tokens) >= 2


def test_p28_battlefield_is_three_fronts_of_three_columns_and_two_lines() -> None:
    for b in C.battlefields:
        assert [f.id for f in b.fronts] == ["flank", "centre", "sea"]
        for f in b.fronts:
            assert len(f.columns) == 3
            assert all(len(col.lines) == 2 for col in f.columns)
        counts = b.slot_counts()
        assert sum(counts.values()) == 18
        assert all(n > 0 for n in counts.values())
        assert C.rules.reserve_capacity >= 14  # room for Les Guerres Sacrées' objective


# --- scenarios and augures, pp.14-15, 32, 35 --------------------------------------------------------------


def test_p14_les_guerres_sacrees_as_printed() -> None:
    s = C.scenario("sacred_wars")
    assert s.names.fr == "Les Guerres Sacrées"
    assert "Héraclite, Fragments, 54" in s.story.fr
    assert "Une guerre sacrée éclate... qui en sortira vainqueur ?" in s.story.fr
    assert s.act == 3
    assert (s.objective.kind, s.objective.scope, s.objective.count) == ("reserve_tokens", "league", 14)
    assert (s.reward.unit, s.reward.level, s.reward.count) == ("triremes", 2, 1)
    e = only(s.constraints)
    assert (e.trigger, e.effect, e.unit, e.count, e.target) == (
        "immediate",
        "lose_tokens",
        "hoplites",
        2,
        "each_league",
    )
    assert s.source.startswith("rulebook")


def test_p15_every_reward_is_a_military_token() -> None:
    for s in C.scenarios:
        assert s.reward.unit in ("hoplites", "triremes", "cavalry")


def test_p32_la_guerre_de_corinthe_draws_twice_the_augures() -> None:
    s = next(s for s in C.solo_scenarios if s.names.fr == "La guerre de Corinthe")
    assert s.augures_per_turn == 2
    assert all(o.augures_per_turn == 1 for o in C.solo_scenarios if o is not s)
    assert s.turns * s.augures_per_turn <= len(C.augures)


def test_p32_p34_solo_scenarios_impose_a_city_and_have_no_neutral_city_goal() -> None:
    for s in C.solo_scenarios:
        assert s.city in {c.id for c in C.cities}
        assert s.turns * s.augures_per_turn <= 24
        assert s.objectives
        assert all(o.kind != "integrated_cities" for o in s.objectives)
    assert {s.city for s in C.solo_scenarios} == {c.id for c in C.cities}


def test_p33_enemy_armies_fill_the_first_line_before_the_second() -> None:
    for s in C.solo_scenarios:
        placed = {(p.front, p.column, p.line) for p in s.enemy_army}
        for front, column, line in placed:
            if line == 2:
                assert (front, column, 1) in placed


def test_p35_la_revolte_de_thasos_destroys_a_civil_building_of_the_players_choice() -> None:
    a = next(a for a in C.augures if a.names.fr == "La révolte de Thasos")
    e = only(a.effects)
    assert (e.trigger, e.effect, e.category, e.target) == ("immediate", "destroy_building", "civil", "self")
