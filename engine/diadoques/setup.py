"""Who plays which diadoque (chapter 2) and what each power holds before its first purchase (chapter 12).

Chapter 2: "Celle-ci peut se faire par tirage au sort (joueur ↔ diadoque) ou par la méthode suivante :
chaque joueur classe les diadoques ... dans l'ordre décroissant de sa préférence (1 à 6). Les diadoques
ayant été choisis en premier choix par un seul joueur sont attribués. Pour les joueurs et diadoques
restants, les cas d'égalité sont résolus avec pour contrainte de minimiser le nombre de points mis en
jeu. Si nécessaire, les joueurs seront départagés par tirage au sort. On revient à l'étape ci-dessus
pour le deuxième choix des joueurs restants et ainsi de suite."

Reading (docs/rules-notes/diadoques_seasons.md): a player's "points" are the rank (1 to 6) of the
diadoque they finally get; "les points mis en jeu" are the sum of everyone's points. In round k each
remaining player names their k-th choice; a free diadoque named by one player only goes to them; a free
diadoque named by several goes to the one of them for whom the whole assignment, carried on by the same
procedure, costs the fewest points (the ties between contested diadoques of one round are settled
together, since their claimants are distinct); a draw decides between equally cheap winners.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import product

from engine.core.rng import RngState
from engine.diadoques.board import Board, load_board
from engine.diadoques.control import update_control
from engine.diadoques.state import POWERS, DiadoquesState, Purchase
from engine.diadoques.units import Position, UnitKind, diadoque_id
from engine.diadoques.victory import vp_owners
from engine.diadoques.winter import income


def assign_by_lot(players: Sequence[str], rng: RngState) -> dict[str, str]:
    """ "par tirage au sort (joueur ↔ diadoque)": player -> power, a random one-to-one draw."""
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
    """ "le nombre de points mis en jeu": the sum of each player's rank of the diadoque they got."""
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


# ------------------------------------------------------------------------------ chapter 12's start
FIRST_TURN_FLEETS = 2
""""Cassandre, Lysimaque et Ptolémée peuvent prendre des armées et/ou 1 ou 2 flottes.\""""


def initial_state(seed: int, seats: Sequence[str] = POWERS, board: Board | None = None) -> DiadoquesState:
    """Spring -319 before the purchase. "Ils possèdent leur province de départ, leur capitale et
    éventuellement une 2ème citadelle (chapitre 1). Chaque joueur prélève ses revenus (chapitre 10) et
    démarre la partie avec, sur sa province de départ, son diadoque (...)"."""
    board = board or load_board()
    citadels: dict[str, str | None] = {s: None for s, sp in board.spaces.items() if sp.kind == "citadel"}
    provinces: dict[str, str | None] = {s: None for s, sp in board.spaces.items() if sp.kind == "land"}
    characters: dict[str, str] = {}
    capitals: dict[str, str] = {}
    for power_id in POWERS:
        power = board.powers[power_id]
        citadels[power.capital] = power_id
        if power.second_citadel:
            citadels[power.second_citadel] = power_id
        provinces[power.home] = power_id
        capitals[power_id] = power.capital
        characters[diadoque_id(power_id)] = power.home
    position = Position(citadel_owner=citadels, province_owner=provinces, characters=characters)
    position = update_control(board, position)
    state = DiadoquesState(
        seats=list(seats),
        rng=RngState(seed=seed),
        position=position,
        capitals=capitals,
        treasures={s: sp.treasure for s, sp in board.spaces.items() if sp.kind == "citadel" and sp.treasure},
    )
    for power_id in POWERS:
        state.income[power_id] = income(board, position, power_id, capitals[power_id])
        state.treasuries[power_id] = state.income[power_id]
    state.vp_owners = vp_owners(board, position)
    return state


def purchase_problem(board: Board, state: DiadoquesState, power: str, purchase: Purchase) -> str | None:
    """Why a starting purchase is refused (an i18n key), None when it is allowed: "Antigone, Eumène et
    Séleucos ne peuvent prendre que des armées. Cassandre, Lysimaque et Ptolémée peuvent prendre des armées
    et/ou 1 ou 2 flottes. Le choix des unités est par ailleurs libre, dans la mesure où les contraintes de
    construction sont respectées (chapitre 6a)."; and "Chacun soustrait à son trésor de départ le coût
    d'achat de ses unités"."""
    counts = Counter(purchase.units)
    fleets = sum(n for kind, n in counts.items() if kind.is_fleet)
    if fleets and not board.powers[power].may_start_with_fleets:
        return "diadoques_seasons.reason.armies_only"
    if fleets > FIRST_TURN_FLEETS:
        return "diadoques_seasons.reason.two_fleets_at_most"
    if any(kind.limit is not None and n > kind.limit for kind, n in counts.items()):
        return "diadoques_seasons.reason.limit"
    if purchase.cost > state.treasuries.get(power, 0):
        return "diadoques_seasons.reason.no_money"
    return None


def purchase_options(board: Board, state: DiadoquesState, power: str) -> list[Purchase]:
    """Every starting purchase the power may make, cheapest first: a finite list for the seat's choice."""
    money = state.treasuries.get(power, 0)
    fleets_ok = board.powers[power].may_start_with_fleets
    options: list[Purchase] = []
    most_a = money // UnitKind.A.cost
    for a, am, ae, ag, f, fe in product(
        range(most_a + 1), (0, 1), (0, 1), (0, 1), range(3 if fleets_ok else 1), range(2 if fleets_ok else 1)
    ):
        kinds = (
            ([UnitKind.Ag] * ag + [UnitKind.Ae] * ae + [UnitKind.Am] * am + [UnitKind.A] * a)
            + [UnitKind.Fe] * fe
            + [UnitKind.F] * f
        )
        purchase = Purchase(units=tuple(kinds))
        if purchase_problem(board, state, power, purchase) is None:
            options.append(purchase)
    return sorted(options, key=lambda p: (p.cost, [k.value for k in p.units]))
