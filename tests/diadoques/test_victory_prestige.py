"""The measured and marginal victories (chapter 3), counted in prestige (chapter 13), and the result that
names who won and how."""

from __future__ import annotations

from engine.diadoques.prestige import marginal_victory, prestige_points
from engine.diadoques.secondary import MarginalVote, SecondarySheet
from engine.diadoques.setup import initial_state
from engine.diadoques.state import POWERS
from engine.diadoques.victory import Prestige, check_victory, shared_victory

PRESTIGE = Prestige(points={"seleucos": 40, "ptolemee": 30, "cassandre": 10}, in_play=100)


def _votes(candidate: str, voters, approve: bool = True) -> dict[str, SecondarySheet]:
    return {p: SecondarySheet(votes=(MarginalVote(candidate=candidate, approve=approve),)) for p in voters}


def _state(year: int = -318):
    state = initial_state(3)
    state.year = year
    return state


def test_the_measured_victory_needs_more_than_half_the_prestige_in_play(board) -> None:
    """ "La victoire est obtenue lorsqu'un joueur possède plus de la moitié des PP en jeu"."""
    state = initial_state(3)
    prestige = Prestige(points={"seleucos": 51}, in_play=100)
    result = check_victory(board, state.position, state.capitals, list(POWERS), prestige)
    assert result is not None and result.kind == "measured" and result.winners == ["seleucos"]
    assert result.params == {"power": "seleucos"}
    half = Prestige(points={"seleucos": 50}, in_play=100)
    assert check_victory(board, state.position, state.capitals, list(POWERS), half) is None


def test_the_marginal_victory_is_voted_unanimously_by_the_others() -> None:
    """ "une victoire marginale peut être concédée à un joueur contrôlant plus du tiers du prestige en jeu
    (PP, voir ci-dessus) et sous réserve d'un vote unanime des autres joueurs. Si ce cas se présente, les
    joueurs pourront voter pour ou contre lui dans leurs ordres"."""
    others = [p for p in POWERS if p != "seleucos"]
    result = marginal_victory(_state(), PRESTIGE, _votes("seleucos", others))
    assert result is not None and result.kind == "marginal" and result.winners == ["seleucos"]
    assert result.params == {"power": "seleucos", "prestige": 40, "in_play": 100}


def test_one_missing_or_contrary_vote_denies_it() -> None:
    others = [p for p in POWERS if p != "seleucos"]
    assert marginal_victory(_state(), PRESTIGE, _votes("seleucos", others[:-1])) is None
    sheets = {**_votes("seleucos", others[:-1]), **_votes("seleucos", others[-1:], approve=False)}
    assert marginal_victory(_state(), PRESTIGE, sheets) is None


def test_only_a_third_of_the_prestige_may_ask_it() -> None:
    """ "plus du tiers du prestige en jeu": Ptolémée's 30 of 100 is not enough, however the votes go."""
    others = [p for p in POWERS if p != "ptolemee"]
    assert marginal_victory(_state(), PRESTIGE, _votes("ptolemee", others)) is None


def test_not_in_the_first_year() -> None:
    """ "Cette victoire ne peut pas être obtenue la première année (-319)"."""
    others = [p for p in POWERS if p != "seleucos"]
    assert marginal_victory(_state(-319), PRESTIGE, _votes("seleucos", others)) is None


def test_an_eliminated_power_does_not_vote() -> None:
    state = _state()
    state.eliminated = ["eumene"]
    voters = [p for p in POWERS if p not in ("seleucos", "eumene")]
    assert marginal_victory(state, PRESTIGE, _votes("seleucos", voters)) is not None


def test_the_shared_victory_names_the_survivors() -> None:
    """ "si aucun PV ne change de mains durant 2 années consécutives (d'hiver à hiver), la victoire est
    partagée par les joueurs survivants"."""
    result = shared_victory(2, ["cassandre", "ptolemee"])
    assert result is not None and result.kind == "shared" and result.winners == ["cassandre", "ptolemee"]
    assert shared_victory(1, ["cassandre"]) is None


def test_at_the_start_no_one_has_half_the_prestige(board) -> None:
    state = initial_state(3)
    prestige = prestige_points(board, state, {"philippe3": "cassandre", "eurydice": "cassandre"})
    assert max(prestige.points.values()) * 2 <= prestige.in_play
    assert prestige.points["cassandre"] == 30 + 10  # Pella's 3 VP (Pydna is minor), two royals
    assert prestige.points["seleucos"] == 30
    # 32 VP in play, six living royals, Athens, no permanent PP yet
    assert prestige.in_play == 320 + 30 + 2
