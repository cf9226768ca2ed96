"""Who plays which diadoque (chapter 2) and what each power holds before its first purchase (chapter 12).

Chapter 2: "Celle-ci peut se faire par tirage au sort (joueur ↔ diadoque) ou par la méthode suivante :
chaque joueur classe les diadoques ... dans l'ordre décroissant de sa préférence (1 à 6). Les diadoques
ayant été choisis en premier choix par un seul joueur sont attribués. Pour les joueurs et diadoques
restants, les cas d'égalité sont résolus avec pour contrainte de minimiser le nombre de points mis en
jeu. Si nécessaire, les joueurs seront départagés par tirage au sort. On revient à l'étape ci-dessus
pour le deuxième choix des joueurs restants et ainsi de suite."

Reading (docs/rules-notes/diadoques-seasons.md): a player's "points" are the rank (1 to 6) of the
diadoque they finally get; "les points mis en jeu" are the sum of everyone's points. In round k each
remaining player names their k-th choice; a free diadoque named by one player only goes to them; a free
diadoque named by several goes to the one of them for whom the whole assignment, carried on by the same
procedure, costs the fewest points (the ties between contested diadoques of one round are settled
together, since their claimants are distinct); a draw decides between equally cheap winners.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from itertools import product

from engine.core.rng import RngState

POWERS: tuple[str, ...] = ("cassandre", "lysimaque", "antigone", "eumene", "ptolemee", "seleucos")
"""The six diadoques in the order of the rulebook's table (chapter 1)."""


def assign_by_lot(players: Sequence[str], rng: RngState) -> dict[str, str]:
    """"par tirage au sort (joueur ↔ diadoque)": player -> power, a random one-to-one draw."""
    if len(players) != len(POWERS) or len(set(players)) != len(players):
        raise ValueError("six distinct players draw the six diadoques")
    powers = list(POWERS)
    rng.shuffle(powers)
    return dict(zip(players, powers, strict=True))


def assign_by_ranking(rankings: Mapping[str, Sequence[str]], rng: RngState) -> dict[str, str]:
    """Chapter 2's ranking method: player -> power. `rankings[player]` lists the six powers, first choice
    first. Deterministic but for the draws between equally cheap outcomes, taken from `rng`."""
    for player, ranking in rankings.items():
        if sorted(ranking) != sorted(POWERS):
            raise ValueError(f"{player} must rank each of the six diadoques once")
    players = tuple(sorted(rankings))
    ranked = tuple((p, tuple(rankings[p])) for p in players)
    assigned: dict[str, str] = {}
    free_players, free_powers = frozenset(players), frozenset(POWERS)
    for choice in range(len(POWERS)):
        won, contests = _round(ranked, free_players, free_powers, choice)
        settled: tuple[tuple[str, str], ...] = ()
        for power, claimants in contests:
            winner = _settle(ranked, free_players, free_powers, choice, settled, power, claimants, rng)
            settled += ((power, winner),)
        won.update(dict(settled))
        for power, player in won.items():
            assigned[player] = power
        free_players -= frozenset(won.values())
        free_powers -= frozenset(won)
    return assigned


def points(rankings: Mapping[str, Sequence[str]], assignment: Mapping[str, str]) -> int:
    """"le nombre de points mis en jeu": the sum of each player's rank of the diadoque they got."""
    return sum(list(rankings[p]).index(power) + 1 for p, power in assignment.items())


Ranked = tuple[tuple[str, tuple[str, ...]], ...]


def _round(
    ranked: Ranked, players: frozenset[str], powers: frozenset[str], choice: int
) -> tuple[dict[str, str], list[tuple[str, tuple[str, ...]]]]:
    """Round `choice` (0: first choices): the free powers named by one remaining player (power -> player)
    and those named by several (power, claimants), in a stable order."""
    named: dict[str, list[str]] = {}
    for player, ranking in ranked:
        if player in players and ranking[choice] in powers:
            named.setdefault(ranking[choice], []).append(player)
    won = {power: claimants[0] for power, claimants in named.items() if len(claimants) == 1}
    contests = sorted((power, tuple(c)) for power, c in named.items() if len(c) > 1)
    return won, contests


def _settle(
    ranked: Ranked,
    players: frozenset[str],
    powers: frozenset[str],
    choice: int,
    settled: tuple[tuple[str, str], ...],
    power: str,
    claimants: tuple[str, ...],
    rng: RngState,
) -> str:
    """The claimant who gets `power` (the round's earlier contests `settled`): the cheapest outcome for
    the table, by lot among equals."""
    costs = {c: _cost(ranked, players, powers, choice, (*settled, (power, c))) for c in claimants}
    cheapest = min(costs.values())
    best = [c for c in claimants if costs[c] == cheapest]
    return best[0] if len(best) == 1 else best[rng.below(len(best))]


@cache
def _cost(
    ranked: Ranked,
    players: frozenset[str],
    powers: frozenset[str],
    choice: int,
    fixed: tuple[tuple[str, str], ...],
) -> int:
    """The fewest points the procedure can reach from round `choice` on, with the contests in `fixed`
    (power, claimant) decided: every other contest of the round tried each way, later rounds likewise."""
    if not players or choice >= len(POWERS):
        return 0
    rank = {p: {power: i + 1 for i, power in enumerate(r)} for p, r in ranked}
    won, contests = _round(ranked, players, powers, choice)
    settled = dict(fixed)
    open_contests = [(power, claimants) for power, claimants in contests if power not in settled]
    best: int | None = None
    for winners in product(*(claimants for _, claimants in open_contests)):
        chosen = {power: w for (power, _), w in zip(open_contests, winners, strict=True)}
        outcome = {**won, **settled, **chosen}
        here = sum(rank[player][power] for power, player in outcome.items())
        rest = _cost(
            ranked,
            players - frozenset(outcome.values()),
            powers - frozenset(outcome),
            choice + 1,
            (),
        )
        total = here + rest
        best = total if best is None else min(best, total)
    return best if best is not None else 0
