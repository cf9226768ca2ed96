"""Phase de développement (rulebook pp.16-18)."""

import pytest
from epireia_position import ENGINE, act, give, kinds, new_game

from engine.core import IllegalAction
from engine.epireia import rules


def _dev(players: int = 2, **kw):
    state = new_game(players, **kw)
    state.scenario.current = None  # keep scenario objectives out of these tests
    return state


def test_two_actions_then_the_peloponnesian_player():
    """p.16: the Delos player takes 2 actions, then the Peloponnese player."""
    state = _dev()
    give(state, "delos1", wheat=8, wood=8, copper=8)
    assert ENGINE.status(state).waiting_for == ["delos1"]
    state, _ = act(state, "delos1", "donate", resource="wheat", amount=2)
    state, _ = act(state, "delos1", "donate", resource="wheat", amount=2)  # the same action twice is allowed
    assert ENGINE.status(state).waiting_for == ["pelo1"]


def test_lone_peloponnesian_player_has_three_actions():
    """p.16: at 3 players the Peloponnesian player has 3 actions instead of 2."""
    state = _dev(3)
    for seat in ("delos1", "delos2"):
        state, _ = act(state, seat, "end_development")
    assert state.actions_left == 3 and ENGINE.status(state).waiting_for == ["pelo1"]


def test_donation_gives_one_prestige_and_fills_the_league_counter():
    """p.17: 2 to 8 units of one resource to the league, +1 prestige, updated at once."""
    state = _dev()
    give(state, "delos1", copper=9)
    state, _events = act(state, "delos1", "donate", resource="copper", amount=8)
    assert state.players["delos1"].resources["copper"] == 1
    assert state.leagues["delos"].resources["copper"] == 8
    assert state.players["delos1"].prestige == 1
    for amount in (1, 9):
        with pytest.raises(IllegalAction):
            act(state, "delos1", "donate", resource="copper", amount=amount)


def test_a_building_is_built_once_and_paid_at_once():
    """p.17: the cost is paid at once; a building can be built only once per game."""
    state = _dev(cities={"delos1": "athens"})
    give(state, "delos1", wheat=9, wood=9, copper=9)
    cost = rules.building("athens", "civil_wood").cost.as_dict()
    state, _events = act(state, "delos1", "build", slot="civil_wood")
    assert state.players["delos1"].resources == {r: 9 - cost[r] for r in cost}
    with pytest.raises(IllegalAction) as err:
        act(state, "delos1", "build", slot="civil_wood")
    assert err.value.reason == "epireia.error.already_built"


def test_level_two_tokens_need_their_military_building():
    """p.13: military buildings let the player produce level 2 units."""
    state = _dev(cities={"delos1": "athens"})
    give(state, "delos1", wheat=9, wood=9, copper=9)
    level2 = state.piles["hoplites:2"][0]
    with pytest.raises(IllegalAction):
        act(state, "delos1", "produce", token=level2)
    state, _ = act(state, "delos1", "build", slot="military_hoplites")
    state, events = act(state, "delos1", "produce", token=level2)
    assert level2 in state.leagues["delos"].reserve and "produced" in kinds(events)


def test_prestige_four_example_builds_a_civil_building_without_the_second_action():
    """p.18 example: a donation brings Athens' administrator to 4 prestige, which grants a building;
    he pays and builds a Civil building without using his 2nd action."""
    state = _dev(cities={"delos1": "athens"})
    state.players["delos1"].prestige = 3
    state.players["delos1"].prestige_levels_rewarded = [2]
    give(state, "delos1", wheat=6, wood=6, copper=6)
    state, events = act(state, "delos1", "donate", resource="wheat", amount=2)
    assert state.players["delos1"].prestige == 4 and "prestige_bonus" in kinds(events)
    assert state.pending and state.pending[0].kind == "extra_action"
    state, events = act(state, "delos1", "build", slot="civil_wheat")
    assert "civil_wheat" in state.players["delos1"].buildings
    assert state.actions_left == 1 and ENGINE.status(state).waiting_for == ["delos1"]


def test_an_unused_prestige_bonus_is_lost():
    """p.18 note: the bonus must be used at once; declined (or unaffordable), it is lost."""
    state = _dev(cities={"delos1": "athens"})
    state.players["delos1"].prestige = 3
    state.players["delos1"].prestige_levels_rewarded = [2]
    give(state, "delos1", wheat=6, wood=6, copper=6)
    state, _ = act(state, "delos1", "donate", resource="wheat", amount=2)
    state, events = act(state, "delos1", "decline")
    assert "bonus_lost" in kinds(events) and not state.pending
    state.players["delos1"].prestige = 3  # reaching level 4 again pays nothing more
    give(state, "delos1", wood=6)
    state, events = act(state, "delos1", "donate", resource="wood", amount=2)
    assert "prestige_bonus" not in kinds(events)


def test_three_player_delians_cannot_build_the_new_figure_building():
    """p.17: at 3 players the Delian players cannot build the political building adding a figure."""
    state = _dev(3)
    give(state, "delos1", wheat=9, wood=9, copper=9)
    slots = {a.params.get("slot") for a in ENGINE.legal_actions(state, "delos1")}
    assert "political_figure" not in slots and "political_empire" in slots
    with pytest.raises(IllegalAction):
        act(state, "delos1", "build", slot="political_figure")


def test_three_player_delian_league_holds_four_figures_at_most():
    """p.17/p.19: the Delian League's maximum at 3 players is 4 figures; the lone player may have 3."""
    from engine.epireia.effects import may_recruit

    state = _dev(3)
    state.players["delos1"].figures = ["a1", "a2"]
    state.players["delos2"].figures = ["b1", "b2"]
    assert not may_recruit(state, "delos1")
    state.players["pelo1"].figures = ["c1", "c2"]
    assert may_recruit(state, "pelo1")


def test_administrator_building_costs_nothing_and_uses_the_ability():
    """p.39: an Administrator building costs 0, takes an action, fires the ability (Orateur: +1 prestige)."""
    state = _dev(admins={"delos1": "orator"})
    give(state, "delos1", wheat=0, wood=0, copper=0)
    state, events = act(state, "delos1", "build", slot="administrator_1")
    assert state.players["delos1"].prestige == 1 and "administrator_used" in kinds(events)
    assert state.actions_left == 1


def test_archon_builds_a_civil_building_two_wood_cheaper_as_a_free_action():
    """p.39 Archonte: builds a Civil building at once, 2 Bois cheaper; it is not an action."""
    state = _dev(cities={"delos1": "athens"}, admins={"delos1": "archon"})
    give(state, "delos1", wheat=1, wood=0, copper=1)
    state, _ = act(state, "delos1", "build", slot="administrator_1")
    assert state.pending[0].kind == "build_discounted"
    slot = state.pending[0].options[0]["params"]["slot"]
    state, _ = act(state, "delos1", "build", slot=slot)
    assert slot in state.players["delos1"].buildings and state.actions_left == 1


def test_sparta_malus_discards_a_face_down_hoplite_of_the_opponent():
    """p.42: the Spartan chooses, among the opponent's face-down Hoplites, the one to discard."""
    state = _dev(cities={"delos1": "athens", "pelo1": "sparta"})
    state.leagues["delos"].reserve = [state.piles["hoplites:1"].pop(), state.piles["hoplites:2"].pop()]
    state, _ = act(state, "delos1", "end_development")
    state, _ = act(state, "pelo1", "build", slot="city_malus")
    pending = state.pending[0]
    assert pending.kind == "pick_hidden" and len(pending.options) == 2
    view = ENGINE.view(state, "pelo1")
    assert all("bonus" not in t for t in view["leagues"]["delos"]["reserve"])
    state, events = act(state, "pelo1", "discard_hidden", index=1)
    assert len(state.leagues["delos"].reserve) == 1 and "token_lost" in kinds(events)


def test_priestess_offers_level_two_hoplites_once_their_building_exists():
    """p.39 Prêtresse: a Hoplites level 1 token, or level 2 if the military building is built."""
    state = _dev(cities={"delos1": "athens"}, admins={"delos1": "priestess"})
    state.leagues["delos"].reserve = []
    state.players["delos1"].buildings.append("military_hoplites")
    state, _ = act(state, "delos1", "build", slot="administrator_1")
    offered = {rules.token(o["params"]["token"]).level for o in state.pending[0].options}
    assert offered == {1, 2}
    choice = next(
        o["params"]["token"] for o in state.pending[0].options if rules.token(o["params"]["token"]).level == 2
    )
    state, _ = act(state, "delos1", "take_token", token=choice)
    assert state.leagues["delos"].reserve == [choice]


def test_financier_gives_wheat_and_wood_usable_at_once():
    """p.39 Financier: +1 Blé and +1 Bois at once; they may be spent if an action remains."""
    state = _dev(admins={"delos1": "financier"})
    give(state, "delos1", wheat=0, wood=0, copper=0)
    state, _ = act(state, "delos1", "build", slot="administrator_1")
    assert state.players["delos1"].resources == {"wheat": 1, "wood": 1, "copper": 0}


def test_a_new_figure_enters_on_its_city_and_may_move_this_turn():
    """p.11: a newly acquired figure is placed on the map and may move in the same turn."""
    state = _dev(cities={"delos1": "athens"}, figures={"delos1": "cleisthenes"})
    give(state, "delos1", wheat=9, wood=9, copper=9)
    state, _ = act(state, "delos1", "build", slot="political_figure")
    assert state.pending[0].kind == "choose_figure"
    state, _ = act(state, "delos1", "recruit", figure="pericles")
    assert state.figure_pos["pericles"] == "home"
    state, _ = act(state, "delos1", "end_development")
    state, _ = act(state, "pelo1", "end_development")
    moves = {a.params.get("figure") for a in ENGINE.legal_actions(state, "delos1") if a.kind == "move"}
    assert moves == {"cleisthenes", "pericles"}


def test_a_queued_bonus_offers_only_what_is_still_affordable():
    """p.18: a bonus is used at once with the player's resources; a second bonus waiting behind a first
    one is offered what the first one left (and lost if nothing is left)."""
    from engine.epireia import flow
    from engine.epireia.effects import offer_extra_action

    state = _dev(cities={"delos1": "athens"})
    give(state, "delos1", wheat=0, wood=2, copper=1)  # enough for exactly one civil building
    offer_extra_action(state, "delos1", "build")
    offer_extra_action(state, "delos1", "build")
    flow.advance(state)
    assert {"kind": "build", "params": {"slot": "civil_wheat"}} in state.pending[0].options
    state, _ = act(state, "delos1", "build", slot="civil_wheat")
    offered = [o["params"]["slot"] for o in state.pending[0].options if o["kind"] == "build"]
    assert offered and all(rules.building("athens", slot).cost.total() == 0 for slot in offered)
