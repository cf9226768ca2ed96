"""Epireia balance figures: greedy against random, greedy against greedy (league and city win rates),
and the greedy player's solo results per scenario.

    .venv/bin/python bench/epireia_balance.py [games per configuration, default 200] [--write]

With --write the Markdown report also goes to docs/epireia-balance.md (its hand-written "## Reading"
section is kept). The games are driven in place (`legal_actions` then `_apply`), as in the soak test.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter
from pathlib import Path

from engine.epireia.content import load_content
from engine.epireia.engine import EpireiaEngine
from engine.epireia.players import greedy_chooser
from engine.epireia.seats import SEATS_BY_PLAYERS
from engine.epireia.state import EpireiaOptions

ENGINE = EpireiaEngine()


def random_pick(rnd: random.Random):
    return lambda engine, state, seat, legal: rnd.choice(legal)


def run(players: int, choosers: dict[str, object], seed: int, scenario: str | None = None):
    state = ENGINE.create(
        EpireiaOptions(players=players, solo_scenario=scenario), SEATS_BY_PLAYERS[players], seed
    )
    steps = 0
    while state.result is None:
        seat = ENGINE.waiting_for(state)[0]
        legal = ENGINE.legal_actions(state, seat)
        ENGINE._apply(state, seat, choosers[seat](ENGINE, state, seat, legal))
        steps += 1
    return state, steps


def league_of(seat: str) -> str:
    return "peloponnese" if seat.startswith("pelo") else "delos"


def versus(players: int, games: int, greedy_league: str | None) -> dict:
    """greedy_league: the league played by the greedy player (None: greedy on both sides)."""
    wins: Counter[str] = Counter()
    city_games: Counter[str] = Counter()
    city_wins: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    turns = 0
    for seed in range(games):
        rnd = random.Random(seed)
        choosers = {
            s: greedy_chooser(rnd) if greedy_league in (None, league_of(s)) else random_pick(rnd)
            for s in SEATS_BY_PLAYERS[players]
        }
        state, _ = run(players, choosers, seed)
        kinds[state.result.kind] += 1
        winner = state.result.params.get("league") or "draw"
        wins[winner] += 1
        turns += state.turn
        for p in state.players.values():
            city_games[f"{p.city} ({p.league})"] += 1
            if p.league == winner:
                city_wins[f"{p.city} ({p.league})"] += 1
    return {
        "wins": wins,
        "kinds": kinds,
        "turns": turns / games,
        "city_games": city_games,
        "city_wins": city_wins,
    }


def solo(games: int) -> list[tuple[str, Counter[str]]]:
    out = []
    for sc in load_content().solo_scenarios:
        results: Counter[str] = Counter()
        for seed in range(games):
            state, _ = run(1, {"solo": greedy_chooser(random.Random(seed))}, seed, sc.id)
            results[state.result.kind] += 1
        out.append((sc.id, results))
    return out


def pct(n: int, total: int) -> str:
    return f"{100 * n / total:.0f}%" if total else "-"


def report(games: int) -> str:
    start = time.time()
    lines = [
        "# Epireia balance figures",
        "",
        f"Produced by `bench/epireia_balance.py {games}` ({games} games per line; seeds 0..{games - 1}).",
        "Greedy = `engine.epireia.players.greedy_chooser`; random = uniform over the legal actions.",
        "",
        "## Greedy against random",
        "",
        "| players | greedy league | greedy wins | random wins | draws |",
        "|---|---|---|---|---|",
    ]
    for players in (2, 3, 4):
        for league in ("delos", "peloponnese"):
            r = versus(players, games, league)
            other = "peloponnese" if league == "delos" else "delos"
            lines.append(
                f"| {players} | {league} | {pct(r['wins'][league], games)} | {pct(r['wins'][other], games)} "
                f"| {pct(r['wins']['draw'], games)} |"
            )
    lines += [
        "",
        "## Greedy against greedy",
        "",
        "| players | Delos wins | Peloponnese wins | draws | mean turns | how games end |",
        "|---|---|---|---|---|---|",
    ]
    city_games: Counter[str] = Counter()
    city_wins: Counter[str] = Counter()
    for players in (2, 3, 4):
        r = versus(players, games, None)
        city_games += r["city_games"]
        city_wins += r["city_wins"]
        ends = ", ".join(f"{k} {pct(v, games)}" for k, v in r["kinds"].most_common())
        lines.append(
            f"| {players} | {pct(r['wins']['delos'], games)} | {pct(r['wins']['peloponnese'], games)} "
            f"| {pct(r['wins']['draw'], games)} | {r['turns']:.1f} | {ends} |"
        )
    lines += [
        "",
        "City win rates by league over all greedy-vs-greedy games (the greedy set-up picks cities at random;",
        "Athens is always Delian, Sparta always Peloponnesian: compare a city with its league's rate):",
        "",
        "| city (league) | games | win rate |",
        "|---|---|---|",
    ]
    for city in sorted(city_games):
        lines.append(f"| {city} | {city_games[city]} | {pct(city_wins[city], city_games[city])} |")
    lines += [
        "",
        "## Solo, greedy player",
        "",
        "| scenario | victory | battle lost | objectives failed |",
        "|---|---|---|---|",
    ]
    for scenario, results in solo(games):
        won, lost = pct(results["solo_victory"], games), pct(results["solo_battle_lost"], games)
        lines.append(f"| {scenario} | {won} | {lost} | {pct(results['solo_objectives_failed'], games)} |")
    lines += ["", f"Run time: {time.time() - start:.0f} s.", ""]
    return "\n".join(lines)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    text = report(int(args[0]) if args else 200)
    print(text)
    if "--write" in sys.argv:
        out = Path(__file__).resolve().parents[1] / "docs" / "epireia-balance.md"
        old = out.read_text(encoding="utf-8") if out.exists() else ""
        reading = old[old.index("## Reading") :] if "## Reading" in old else ""  # kept: written by hand
        out.write_text(text + reading, encoding="utf-8")
