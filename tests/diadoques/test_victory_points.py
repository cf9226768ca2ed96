"""Chapter 3, the victories.

"Contrôler sa propre capitale donne 3 PV. Chaque autre citadelle majeure contrôlée (y compris une capitale
adverse) vaut 1 PV. Si une capitale est prise, le nombre de PV en jeu diminue donc de 2, ce qui abaisse le
quota pour gagner."
"""

from __future__ import annotations

from engine.diadoques.seasons import resolve_military_season, resolve_winter
from engine.diadoques.state import POWERS
from engine.diadoques.victory import (
    Prestige,
    check_victory,
    major_citadels,
    marginal_candidates,
    points_in_play,
    victory_points,
)
from tests.diadoques.seasons_fixtures import BOARD, own, place, start


def test_twenty_major_citadels_and_32_points_in_play_at_the_start() -> None:
    """ "Les PV s'obtiennent par le contrôle des citadelles majeures (au nombre de 20 (...))": six capitals
    at 3 and fourteen others at 1."""
    state = start()
    assert len(major_citadels(BOARD)) == 20
    assert points_in_play(BOARD, state.position, state.capitals) == 6 * 3 + 14
    assert {
        p: victory_points(BOARD, state.position, state.capitals, p) for p in state.powers
    } == dict.fromkeys(state.powers, 3)


def test_a_taken_capital_is_worth_1_to_its_taker_and_the_total_drops_by_2() -> None:
    state = own(start(), "lysimaque", "pella")
    assert victory_points(BOARD, state.position, state.capitals, "lysimaque") == 3 + 1
    assert victory_points(BOARD, state.position, state.capitals, "cassandre") == 0
    assert points_in_play(BOARD, state.position, state.capitals) == 32 - 2


def test_total_victory_is_more_than_half_the_points_in_play() -> None:
    """ "il faut posséder plus de la moitié des points de victoire (PV) en jeu\""""
    state = start()
    # Cassandre holds his capital (3) and 12 other majors (12): 15 of 32 is not more than half
    others = [
        "athenes",
        "corinthe",
        "byzance",
        "tarente",
        "rhodes",
        "sardes",
        "ephese",
        "cyrene",
        "salamine",
        "alexandrie-d-issos",
        "ecbatane",
        "suse",
    ]
    state = own(state, "cassandre", *others)
    assert check_victory(BOARD, state.position, state.capitals, state.powers) is None
    # with Parsagades 16 of 32: still only half; taking Lysimachia makes it 17 of 30
    state = own(state, "cassandre", "parsagades")
    assert check_victory(BOARD, state.position, state.capitals, state.powers) is None
    state = own(state, "cassandre", "lysimachia")
    result = check_victory(BOARD, state.position, state.capitals, state.powers)
    assert result is not None and result.winners == ["cassandre"] and result.kind == "total"


def test_the_shared_victory_comes_when_no_vp_changes_hands_for_two_years_winter_to_winter() -> None:
    """ "si aucun PV ne change de mains durant 2 années consécutives (d'hiver à hiver), la victoire est
    partagée par les joueurs survivants": the first winter starts the count, the third ends the game."""
    state = place(start())
    state.phase, state.season = "winter", "winter"
    state, _ = resolve_winter(state, {}, BOARD)  # winter -319: the reference
    assert state.result is None and state.vp_unchanged_winters == 0
    state.phase, state.season = "winter", "winter"
    state, _ = resolve_winter(state, {}, BOARD)  # winter -318: one year without change
    assert state.result is None and state.vp_unchanged_winters == 1
    state.phase, state.season = "winter", "winter"
    state, _ = resolve_winter(state, {}, BOARD)  # winter -317: two years
    assert state.result is not None and state.result.kind == "shared"
    assert state.result.winners == state.powers and state.phase == "over"


def test_a_vp_changing_hands_during_the_year_restarts_the_count() -> None:
    state = place(start())
    state.vp_changed, state.vp_unchanged_winters = False, 1
    state = own(state, "lysimaque", "byzance")  # a major citadel taken during the autumn
    state.phase, state.season = "orders", "autumn"
    state, _ = resolve_military_season(state, {}, BOARD)
    assert state.vp_changed and state.season == "winter"
    state, _ = resolve_winter(state, {}, BOARD)
    assert state.result is None and state.vp_unchanged_winters == 0


def test_the_measured_victory_is_a_hook_for_the_prestige_of_part_2() -> None:
    """ "La victoire est obtenue lorsqu'un joueur possède plus de la moitié des PP en jeu.\""""
    state = start()
    prestige = Prestige(points={"eumene": 51}, in_play=100)
    result = check_victory(BOARD, state.position, state.capitals, state.powers, prestige)
    assert result is not None and result.kind == "measured" and result.winners == ["eumene"]
    assert (
        check_victory(BOARD, state.position, state.capitals, state.powers, Prestige({"eumene": 50}, 100))
        is None
    )


def test_a_marginal_victory_may_be_put_to_the_vote_above_a_third_of_the_prestige_after_319() -> None:
    """ "une victoire marginale peut être concédée à un joueur contrôlant plus du tiers du prestige en jeu
    (...) Cette victoire ne peut pas être obtenue la première année (-319).\""""
    prestige = Prestige(points={"antigone": 34, "eumene": 33}, in_play=100)
    assert marginal_candidates(prestige, -319, list(POWERS)) == []
    assert marginal_candidates(prestige, -318, list(POWERS)) == ["antigone"]
