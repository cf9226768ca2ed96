"""Chapter 2, "Attribution des diadoques": by lot, or by the players' rankings.

The text: "chaque joueur classe les diadoques ... dans l'ordre décroissant de sa préférence (1 à 6). Les
diadoques ayant été choisis en premier choix par un seul joueur sont attribués. Pour les joueurs et
diadoques restants, les cas d'égalité sont résolus avec pour contrainte de minimiser le nombre de points
mis en jeu. Si nécessaire, les joueurs seront départagés par tirage au sort. On revient à l'étape
ci-dessus pour le deuxième choix des joueurs restants et ainsi de suite."
"""

from __future__ import annotations

import pytest

from engine.core.rng import RngState
from engine.diadoques.setup import POWERS, assign_by_lot, assign_by_ranking, points

C, L, A, E, P, S = POWERS  # cassandre, lysimaque, antigone, eumene, ptolemee, seleucos


def test_by_lot_each_player_draws_one_diadoque_and_the_seed_decides() -> None:
    """ "par tirage au sort (joueur ↔ diadoque)"."""
    players = ["ann", "bob", "cat", "dan", "eve", "fay"]
    drawn = assign_by_lot(players, RngState(seed=3))
    assert sorted(drawn) == players and sorted(drawn.values()) == sorted(POWERS)
    assert assign_by_lot(players, RngState(seed=3)) == drawn
    assert len({tuple(assign_by_lot(players, RngState(seed=s)).values()) for s in range(10)}) > 1


def test_first_choices_named_by_a_single_player_are_given() -> None:
    """ "Les diadoques ayant été choisis en premier choix par un seul joueur sont attribués."""
    rankings = {
        "ann": [C, L, A, E, P, S],
        "bob": [L, C, A, E, P, S],
        "cat": [A, C, L, E, P, S],
        "dan": [E, C, L, A, P, S],
        "eve": [P, C, L, A, E, S],
        "fay": [S, C, L, A, E, P],
    }
    got = assign_by_ranking(rankings, RngState(seed=1))
    assert got == {"ann": C, "bob": L, "cat": A, "dan": E, "eve": P, "fay": S}
    assert points(rankings, got) == 6


def test_a_tie_goes_the_way_that_puts_the_fewest_points_in_play() -> None:
    """ "les cas d'égalité sont résolus avec pour contrainte de minimiser le nombre de points mis en jeu".

    Ann and Bob both want Ptolémée first. If Ann yields, her second choice (Séleucos) is still free: she
    gets it for 2 points. If Bob yields, his second choice (Cassandre) is gone to Cat, and so are his
    third to fifth; he ends with his sixth choice, Séleucos: 6 points. So Bob gets Ptolémée (1 + 2 = 3
    points for the two of them, against 1 + 6), however the names sort."""
    rankings = {
        "ann": [P, S, A, E, C, L],
        "bob": [P, C, L, A, E, S],
        "cat": [C, L, A, E, S, P],
        "dan": [L, A, E, S, C, P],
        "eve": [A, E, S, C, L, P],
        "fay": [E, S, A, C, L, P],
    }
    for seed in range(8):  # no draw is needed: every seed gives the same answer
        got = assign_by_ranking(rankings, RngState(seed=seed))
        assert got == {"ann": S, "bob": P, "cat": C, "dan": L, "eve": A, "fay": E}
        assert points(rankings, got) == 7


def test_equally_cheap_ties_are_drawn_by_lot() -> None:
    """ "Si nécessaire, les joueurs seront départagés par tirage au sort."

    Ann and Bob rank the six alike; whoever loses Ptolémée gets Séleucos, 3 points either way: a draw."""
    same = [P, S, A, E, C, L]
    rankings = {
        "ann": same,
        "bob": same,
        "cat": [C, L, A, E, S, P],
        "dan": [L, A, E, S, C, P],
        "eve": [A, E, S, C, L, P],
        "fay": [E, S, A, C, L, P],
    }
    winners = set()
    for seed in range(20):
        got = assign_by_ranking(rankings, RngState(seed=seed))
        assert {got["ann"], got["bob"]} == {P, S} and points(rankings, got) == 7
        assert assign_by_ranking(rankings, RngState(seed=seed)) == got  # the seed decides
        winners.add(got["ann"])
    assert winners == {P, S}


def test_the_second_round_reads_the_remaining_players_second_choices() -> None:
    """ "On revient à l'étape ci-dessus pour le deuxième choix des joueurs restants et ainsi de suite."

    Three players want Cassandre first; Cat, whose next choices are all taken, keeps him (had Ann or Bob
    got him, Cat would have waited for her fifth choice). In the second round Ann's and Bob's second
    choices are Lysimaque for both: a new tie, settled the same way. Bob's third choice, Antigone, is
    still free (3 points) while Ann's, Eumène, is gone and her fourth is Antigone (4): Ann takes
    Lysimaque."""
    rankings = {
        "ann": [C, L, E, A, S, P],
        "bob": [C, L, A, E, S, P],
        "cat": [C, E, P, S, A, L],
        "dan": [E, C, L, A, P, S],
        "eve": [P, C, L, A, E, S],
        "fay": [S, C, L, A, E, P],
    }
    got = assign_by_ranking(rankings, RngState(seed=4))
    assert got["dan"] == E and got["eve"] == P and got["fay"] == S
    assert got == {"ann": L, "bob": A, "cat": C, "dan": E, "eve": P, "fay": S}
    assert points(rankings, got) == 1 + 1 + 1 + 1 + 2 + 3


def test_a_ranking_must_name_each_diadoque_once() -> None:
    with pytest.raises(ValueError):
        assign_by_ranking({"ann": [C, C, A, E, P, S]}, RngState(seed=1))
