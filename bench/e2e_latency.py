"""End-to-end speed through the loopback emulator: `bot.py` in its own process, players in this one.

Run: `.venv/bin/python bench/e2e_latency.py [--title demo|syracuse|epireia] [--players N]
[--database sqlite|postgres] [--games 1 20 50] [--repeat N] [--stored 1000] [--moves-per-game N]
[--first-moves-over S] [--profile FILE]`
(PostgreSQL: the server in AGORA_BENCH_POSTGRES_URL, else a throwaway one started here).

For each number of games played at once, in a fresh database holding `--stored` finished games:
open the games with `/game new`, the Join button and `/game start`, then play them all at the same time
(their first moves spread over a second), each awaited player acting as soon as their controls arrive
with a control drawn at random (the demo: the first), until the game ends or has made
`--moves-per-game` moves (a whole Syracuse or Epireia game is hundreds of moves). It prints:
- slash ack: time from the slash command to the bot's accepted acknowledgement (a "thinking…" defer
  or the reply itself); slash reply: until the last message of its answer is in place (the lobby
  message, the start announcement: what the user waits to read);
- move ack: from a player's click to the bot's acknowledgement; move done: from the click until the
  next player has their new controls (the whole move as people see it); its p99 also after each
  game's opening round (see `after_opening`);
- moves/s sustained over the play phase, Discord API calls per move (every REST call the bot made while
  playing, divided by the moves), and the bot's resident memory (peak while the games were active).
- the bot's CPU per move, its picture workers' included (their share printed apart: what the pictures
  cost), and its state parses per move (the bot counts them with AGORA_DIAGNOSTICS_FILE), as well as its
  garbage collector's runs and time per move; the memory of its workers (RSS) and of them all (PSS);
- before each run, the machine's speed at that moment (`bench/machine_speed.py`), as CPU figures are only
  comparable between runs on an equally fast machine.
Figures are printed, never asserted: one line per run in the form
`e2e title=syracuse db=sqlite games=50 p50_ms=180 p99_ms=420 moves_per_s=120 cpu_ms_per_move=7.5
state_parses_per_move=1.0 rss_mib=140` (p50/p99: a move, click to the next player's controls), then the
details, and a last line `RESULT {json}` that lets `bench/run_all.py` gather them. With `--repeat N`, each
number of games is run N times, then one line `e2e-runs ...` gives each figure's lowest, median and highest:
this host is shared, and the same code's CPU per move has read up to a third apart in runs minutes apart.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import statistics
import time
from contextlib import nullcontext
from pathlib import Path
from typing import Any

from e2e_setup import (
    POSTGRES_URL_ENV,
    bot_folder,
    fresh_database,
    seed_finished_games,
    throwaway_postgres,
)
from machine_speed import describe, reference_ms

from agora.diagnostics import DIAGNOSTICS_ENV, PROFILE_ENV, WRITE_EVERY_S, read_counts
from emulator.driver import Emulator
from emulator.ratelimits import EXEMPT
from tests.pg.players import BotProcess, DiscordPlayers, Move, observer_service


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


def after_opening(moves: list[Move]) -> list[Move]:
    """A game's moves from the first one of the last of its players to move. Before it, each move hands
    a seat that has never clicked its first controls (Epireia's opening: the cities chosen in turn),
    and without a click's token to edit with, those are REST calls Discord's global limit counts: the
    bot paces them at DISCORD_REQUESTS_PER_SECOND, urgent first, and the opening rounds of N games
    started together queue there. At 50 games of 4 players they took 0.6-1.0 s at the median, the later
    moves 0.1-0.2 s; no longer than the later moves with the emulator's limits off and the bot's own
    pacing lifted (a diagnosis build)."""
    seen: set[int] = set()
    seats = len({m.user_id for m in moves})
    for i, move in enumerate(moves):
        seen.add(move.user_id)
        if len(seen) == seats:
            return moves[i:]
    return []


# Quiet this long, the bot has nothing left to send: a seat's quiet edit waits 1.5 s, a channel's posts
# go a second apart. 0.2 s of quiet (the emulator's default) ended a 50-game run while the bot still had
# its channels' delayed posts and edits to make: 10-20 % of the run's CPU fell outside the measure.
SETTLED_S = 3.0


async def settle(emulator: Emulator, pid: int) -> tuple[float, float]:
    """Wait until the bot has nothing left to send; returns its CPU time when it sent its last request
    (`cpu_split`), so the seconds of quiet waited for (the bot idle, about 1 % of a core) do not count:
    ten games played one after the other would add 30 s of them."""
    last_at: list[Any] = [len(emulator.requests), cpu_split(pid)]
    done = asyncio.Event()

    async def watch() -> None:
        while not done.is_set():
            if len(emulator.requests) != last_at[0]:
                last_at[:] = [len(emulator.requests), cpu_split(pid)]
            await asyncio.sleep(0.02)

    watcher = asyncio.create_task(watch())
    try:
        await emulator.wait_idle(quiet=SETTLED_S, timeout=120)
    finally:
        done.set()
        await watcher
    return last_at[1]


OPENING_AT_ONCE = 10  # players open their games in waves: 50 `/game new` in the same instant is no game


OPTIONS = {"demo": "target:12", "syracuse": "", "epireia": "players:{players}"}


async def open_games(
    players: DiscordPlayers, tables: list[tuple[Any, ...]], title: str, seated: int
) -> list[Any]:
    gate = asyncio.Semaphore(OPENING_AT_ONCE)
    options = OPTIONS[title].format(players=seated)

    async def one(table: tuple[Any, ...]) -> Any:
        async with gate:
            channel, *users = table
            return await players.open_game(channel, title, tuple(users), options)

    return await asyncio.gather(*(one(table) for table in tables))


def rounds_of(games: int) -> int:
    """One game alone makes few moves: play ten in a row for a usable p99."""
    return 10 if games == 1 else 1


def seat_tables(
    emulator: Emulator, guild: Any, count: int, prefix: str, seated: int
) -> list[tuple[Any, ...]]:
    """`count` channels, each with `seated` players of its own: (channel, *users)."""
    tables = []
    for index in range(count):
        users = [emulator.add_user(f"{prefix}p{seat}t{index}") for seat in range(seated)]
        for user in users:
            emulator.add_member(guild, user)
        tables.append((emulator.add_channel(guild, f"{prefix}table-{index}"), *users))
    return tables


def descendants(pid: int) -> list[int]:
    """The processes the bot started, and theirs (its picture and bot-player workers), alive now."""
    found = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            children = [int(c) for c in (task / "children").read_text().split()]
        except (OSError, ValueError):  # the thread or process ended meanwhile
            continue
        for child in children:
            found += [child, *descendants(child)]
    return found


def _stat(pid: int) -> list[str]:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()


def cpu_split(pid: int) -> tuple[float, float]:
    """User + system CPU time so far (from /proc; clock ticks of 1/100 s) of the bot itself, and of the
    processes it started (its picture and bot-player workers): those alive count their own time, those
    ended their parent's `cutime`/`cstime`."""
    fields = _stat(pid)
    own = sum(int(f) for f in fields[11:13])  # utime, stime
    started = sum(int(f) for f in fields[13:15])  # cutime, cstime (children waited for)
    for child in descendants(pid):
        try:
            started += sum(int(f) for f in _stat(child)[11:13])
        except OSError:  # ended between the listing and now: its parent counts it from now on
            continue
    tick = os.sysconf("SC_CLK_TCK")
    return own / tick, started / tick


def _status_kib(pid: int, path: str, key: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/{path}").read_text().splitlines():
            if line.startswith(key):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def rss_mib(pid: int) -> float:
    if not Path(f"/proc/{pid}/status").exists():  # the bot has exited
        return float("nan")
    return _status_kib(pid, "status", "VmRSS:") / 1024


def memory_mib(pid: int) -> tuple[float, float, float]:
    """The bot's RSS, its workers' RSS, and the PSS of them all (shared pages split among the sharers:
    what the machine gives them together)."""
    workers = descendants(pid)
    own = rss_mib(pid)
    workers_rss = sum(_status_kib(child, "status", "VmRSS:") for child in workers) / 1024
    pss = sum(_status_kib(p, "smaps_rollup", "Pss:") for p in [pid, *workers]) / 1024
    return own, workers_rss, pss


async def sample_memory(pid: int, peak: list[float], stop: asyncio.Event) -> None:
    """Peaks of the bot's RSS, its workers' RSS and their total PSS, sampled every 250 ms."""
    while not stop.is_set():
        now = memory_mib(pid)
        if now[0] == now[0]:  # NaN: the bot has exited
            peak[:] = [max(p, n) for p, n in zip(peak, now, strict=True)]
        await asyncio.sleep(0.25)


async def run_once(
    database: str, server: str | None, games: int, stored: int, args: argparse.Namespace
) -> dict[str, Any]:
    title, seated = args.title, args.players
    async with fresh_database(database, server) as url, bot_folder() as folder:
        seeded = await seed_finished_games(url, stored) if stored else 0.0
        emulator = Emulator()
        await emulator.start()
        if args.no_rate_limits:  # a diagnosis only: what the bot itself allows, Discord's limits aside
            emulator.set_rate_limits(False)
        guild = emulator.add_guild("bench")
        rounds = [seat_tables(emulator, guild, games, f"r{n}", seated) for n in range(rounds_of(games))]
        counters = folder / "counters.json"
        settings = {DIAGNOSTICS_ENV: str(counters)}
        if args.picture_workers is not None:
            settings["PICTURE_WORKERS"] = str(args.picture_workers)
        if args.profile:  # the bot's cProfile statistics, written when it is stopped
            settings[PROFILE_ENV] = str(Path(args.profile).resolve().with_suffix(f".{games}.prof"))
        bot = BotProcess(emulator, url, folder / "bot.log", **settings)
        service, engine = observer_service(url)
        try:
            await bot.start()
            await emulator.wait_ready(timeout=60)
            await emulator.wait_idle()
            assert bot.pid is not None
            idle_rss = rss_mib(bot.pid)
            players = DiscordPlayers(
                emulator, service, pick="first" if title == "demo" else "random", seed=7, think=args.think_s
            )
            moves: list[Move] = []
            later: list[float] = []  # the round trips of the moves after each game's opening round
            slash: list[float] = []
            slash_done: list[float] = []
            api_calls, elapsed, bot_cpu, own_cpu, parses, statements = 0, 0.0, 0.0, 0.0, 0, 0
            workers_cpu = 0.0  # the part of `bot_cpu` its workers used (pictures, bot players)
            # channel posts that moved their slot on their own, that waited for it, and how long
            slot_counts = dict.fromkeys(
                ("channel_slots_moved", "channel_slot_waits", "channel_slot_wait_ms"), 0
            )
            bot_cpu_playing = 0.0  # until the last move was answered (the shares of the machine)
            sql_kinds: dict[str, int] = {}
            pictures: dict[str, int] = {}  # drawn while playing, by kind
            collected: dict[str, int] = {}  # the garbage collector: runs by generation, and its microseconds
            limited_routes: dict[str, int] = {}  # the calls the global limit counts, by route
            counted_calls, refusals = 0, {}
            peak, stop = [idle_rss, 0.0, 0.0], asyncio.Event()
            sampler = asyncio.create_task(sample_memory(bot.pid, peak, stop))
            for tables in rounds:  # each round: `games` games opened, then played at once
                before = len(emulator.world.interactions)
                opened = await open_games(players, tables, title, seated)
                commands = [i for i in list(emulator.world.interactions.values())[before:] if i.type == 2]
                slash += [i.responded_at - i.created_at for i in commands if i.responded_at is not None]
                slash_done += [
                    i.last_message_at - i.created_at for i in commands if i.last_message_at is not None
                ]
                await emulator.wait_idle(quiet=SETTLED_S, timeout=120)  # the openings' work is not the moves'
                await asyncio.sleep(2 * WRITE_EVERY_S)  # the counters file has caught up
                kinds_before = read_counts(counters)
                requests_before = len(emulator.requests)
                limited_before = len(emulator.rate_limited)
                started_mono = time.monotonic()
                started, own_before = time.perf_counter(), time.process_time()
                split_before = cpu_split(bot.pid)
                bot_before = sum(split_before)
                # Games started at once do not have their first move in the same millisecond: the
                # first clicks are spread evenly over `--first-moves-over` seconds.
                spread = args.first_moves_over / len(opened)
                played = await asyncio.gather(
                    *(
                        players.play_to_end(
                            game.id, max_moves=5000, stop_after=args.moves_per_game, first_after=i * spread
                        )
                        for i, game in enumerate(opened)
                    )
                )
                elapsed += time.perf_counter() - started
                bot_cpu_playing += sum(cpu_split(bot.pid)) - bot_before
                own_cpu += time.process_time() - own_before
                if args.moves_file:  # diagnosis: every move, to see when and where the slow ones were
                    with open(args.moves_file, "a") as out:
                        for m in (m for game_moves in played for m in game_moves):
                            record = {"games": games, "game": m.game_id, "version": m.version}
                            record |= {"clicked_s": round(m.clicked_at - started_mono, 3)}
                            out.write(json.dumps(record | {"round_trip_s": m.round_trip}) + "\n")
                split_after = await settle(emulator, bot.pid)  # the moves' delayed work counts too
                bot_cpu += sum(split_after) - bot_before
                workers_cpu += split_after[1] - split_before[1]
                await asyncio.sleep(2 * WRITE_EVERY_S)
                kinds_after = read_counts(counters)
                parses += kinds_after.get("state_parses", 0) - kinds_before.get("state_parses", 0)
                statements += kinds_after.get("sql_statements", 0) - kinds_before.get("sql_statements", 0)
                for key in slot_counts:
                    slot_counts[key] += kinds_after.get(key, 0) - kinds_before.get(key, 0)
                for key, value in kinds_after.items():
                    if key.startswith("sql_") and key != "sql_statements":
                        sql_kinds[key[4:]] = sql_kinds.get(key[4:], 0) + value - kinds_before.get(key, 0)
                    if key.startswith("pictures_"):
                        pictures[key[9:]] = pictures.get(key[9:], 0) + value - kinds_before.get(key, 0)
                    if key.startswith("gc_"):
                        collected[key[3:]] = collected.get(key[3:], 0) + value - kinds_before.get(key, 0)
                made = emulator.requests[requests_before:]
                api_calls += len(made)
                # the calls Discord's global limit (50/s) counts: all but interaction callbacks, webhooks
                counted_calls += sum(1 for r in made if not r.path.startswith(EXEMPT))
                for r in made:
                    if not r.path.startswith(EXEMPT):
                        refused = " (429)" if r.status == 429 else ""
                        route = f"{r.method} {re.sub(r'/[0-9]+', '/N', r.path)}{refused}"
                        limited_routes[route] = limited_routes.get(route, 0) + 1
                for refused in emulator.rate_limited[limited_before:]:
                    refusals[refused.scope] = refusals.get(refused.scope, 0) + 1
                moves += [move for game_moves in played for move in game_moves]
                later += [
                    m.round_trip for moved in played for m in after_opening(moved) if m.round_trip is not None
                ]
                if args.slowest:  # diagnosis: which moves were slow
                    timed = [m for game_moves in played for m in game_moves if m.round_trip is not None]
                    for m in sorted(timed, key=lambda m: -m.round_trip)[: args.slowest]:
                        print(f"slow move: game {m.game_id} v{m.version} {m.round_trip:.2f} s")
            stop.set()
            await sampler
        finally:
            await bot.stop()
            await engine.dispose()
            await emulator.stop()
    acks = [m.answered_after for m in moves if m.answered_after is not None]
    done = [m.round_trip for m in moves if m.round_trip is not None]
    return {
        "title": title if title != "epireia" else f"epireia{seated}p",
        "database": database,
        "games": games,
        "stored": stored,
        "seed_s": round(seeded, 1),
        "slash_median_ms": round(statistics.median(slash) * 1000, 1) if slash else None,
        "slash_p99_ms": round(percentile(slash, 0.99) * 1000, 1) if slash else None,
        "slash_done_median_ms": round(statistics.median(slash_done) * 1000, 1) if slash_done else None,
        "slash_done_p99_ms": round(percentile(slash_done, 0.99) * 1000, 1) if slash_done else None,
        "ack_median_ms": round(statistics.median(acks) * 1000, 1),
        "ack_p99_ms": round(percentile(acks, 0.99) * 1000, 1),
        "move_median_ms": round(statistics.median(done) * 1000, 1),
        "move_p99_ms": round(percentile(done, 0.99) * 1000, 1),
        # A game's opening round waits for Discord's global limit (see `after_opening`), and with N
        # games started together, N of them are played within the first seconds.
        "move_p99_after_opening_ms": round(percentile(later, 0.99) * 1000, 1) if later else None,
        "moves": len(moves),
        "unacknowledged": players.unacknowledged,  # clicks the bot did not answer within 3 s
        # clicks answered "expired": older controls clicked as the seat's choices changed (see players.py)
        "refused_clicks": sum(m.refused for m in moves),
        "moves_per_s": round(len(moves) / elapsed, 1),
        "api_calls_per_move": round(api_calls / len(moves), 2),
        "limited_calls_per_move": round(counted_calls / len(moves), 2),
        "refused_429": refusals,  # by scope: global (50/s) or channel (5 per 5 s)
        "rate_limits": not args.no_rate_limits,
        "think_s": args.think_s,
        "first_moves_over_s": args.first_moves_over,
        "cpu_ms_per_move": round(bot_cpu * 1000 / len(moves), 2),
        "workers_cpu_ms_per_move": round(workers_cpu * 1000 / len(moves), 2),  # of cpu_ms_per_move
        "state_parses_per_move": round(parses / len(moves), 2),
        "sql_per_move": round(statements / len(moves), 2),  # database round trips of the bot
        "sql_kinds_per_move": {k: round(v / len(moves), 2) for k, v in sorted(sql_kinds.items()) if v},
        "limited_routes_per_move": {
            k: round(v / len(moves), 3) for k, v in sorted(limited_routes.items(), key=lambda kv: -kv[1])
        },
        # channel posts that went out late and moved their slot in the shared bucket (a write each)
        "slot_moves_per_move": round(slot_counts["channel_slots_moved"] / len(moves), 3),
        # channel posts that waited for their slot in the shared bucket, and their mean wait
        "slot_waits_per_move": round(slot_counts["channel_slot_waits"] / len(moves), 3),
        "slot_wait_mean_ms": round(
            slot_counts["channel_slot_wait_ms"] / max(1, slot_counts["channel_slot_waits"])
        ),
        "pictures_per_move": {k: round(v / len(moves), 3) for k, v in sorted(pictures.items()) if v},
        "gc_ms_per_move": round(collected.get("us", 0) / 1000 / len(moves), 3),
        "gc_runs_per_move": {
            k[5:]: round(v / len(moves), 3) for k, v in sorted(collected.items()) if k.startswith("runs_")
        },
        # cores the bot used while the games were played
        "bot_cpu_share": round(bot_cpu_playing / elapsed, 2),
        "players_cpu_share": round(own_cpu / elapsed, 2),  # the emulator and the players (this process)
        "rss_idle_mib": round(idle_rss, 1),
        "rss_peak_mib": round(peak[0], 1),
        "workers_rss_peak_mib": round(peak[1], 1),  # the picture workers (and any other the bot started)
        "pss_peak_mib": round(peak[2], 1),  # the bot and its workers, shared pages counted once
    }


def print_result(result: dict[str, Any]) -> None:
    print(
        f"e2e title={result['title']} db={result['database']} games={result['games']} "
        + (f"think_s={result['think_s']} " if result["think_s"] else "")
        + f"p50_ms={result['move_median_ms']} p99_ms={result['move_p99_ms']} "
        f"moves_per_s={result['moves_per_s']} cpu_ms_per_move={result['cpu_ms_per_move']} "
        f"state_parses_per_move={result['state_parses_per_move']} rss_mib={result['rss_peak_mib']} "
        f"p99_after_opening_ms={result['move_p99_after_opening_ms']} "
        f"workers_rss_mib={result['workers_rss_peak_mib']} pss_mib={result['pss_peak_mib']}"
    )
    print(
        f"{result['database']:>8} {result['games']:>3} games at once ({result['stored']} stored): "
        f"slash ack median {result['slash_median_ms']} ms p99 {result['slash_p99_ms']} ms, "
        f"reply median {result['slash_done_median_ms']} ms p99 {result['slash_done_p99_ms']} ms | "
        f"move ack median {result['ack_median_ms']} ms p99 {result['ack_p99_ms']} ms | "
        f"move done median {result['move_median_ms']} ms p99 {result['move_p99_ms']} ms "
        f"(after each game's opening round {result['move_p99_after_opening_ms']} ms) | "
        f"{result['moves_per_s']} moves/s over {result['moves']} moves "
        f"({result['unacknowledged']} clicks unanswered, clicked again; "
        f"{result['refused_clicks']} refused as expired) | "
        f"{result['api_calls_per_move']} API calls/move ({result['limited_calls_per_move']} under the global "
        f"limit: {result['limited_routes_per_move']}; 429s {result['refused_429']}, "
        f"limits {'on' if result['rate_limits'] else 'OFF'}), "
        f"{result['sql_per_move']} SQL statements/move "
        f"{result['sql_kinds_per_move']}, pictures/move {result['pictures_per_move']}, "
        f"garbage collector {result['gc_ms_per_move']} ms/move (runs/move {result['gc_runs_per_move']}), "
        f"late posts' slot moves/move {result['slot_moves_per_move']}, "
        f"slot waits/move {result['slot_waits_per_move']} ({result['slot_wait_mean_ms']} ms each) | "
        f"CPU per move {result['cpu_ms_per_move']} ms, {result['workers_cpu_ms_per_move']} ms of it in the "
        f"bot's workers | "
        f"CPU while playing: bot {result['bot_cpu_share']}, emulator+players {result['players_cpu_share']} | "
        f"RSS idle {result['rss_idle_mib']} MiB, peak {result['rss_peak_mib']} MiB (workers "
        f"{result['workers_rss_peak_mib']} MiB; PSS of all {result['pss_peak_mib']} MiB)"
    )


async def main(args: argparse.Namespace) -> None:
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f}")
    server = os.environ.get(POSTGRES_URL_ENV)
    pick = throwaway_postgres() if args.database == "postgres" and not server else nullcontext(server)
    with pick as server:
        for games in args.games:
            stored = args.stored if games > 1 else 0
            runs = []
            for _ in range(args.repeat):
                reference = reference_ms()  # this machine's speed now (its host is shared)
                print(f"machine: {describe(reference)}")
                result = await run_once(args.database, server, games, stored, args)
                result["reference_ms"] = round(reference, 1)
                print_result(result)
                print("RESULT " + json.dumps(result))
                runs.append(result)
            if len(runs) > 1:
                print_spread(runs)


def print_spread(runs: list[dict[str, Any]]) -> None:
    """The same configuration run again: the lowest, median and highest of the figures the host's
    spells move (CPU per move and the latencies), one line. The lowest CPU is the code's cost on this
    machine at its speed, as `timeit` takes the fastest run: another tenant only ever adds to it."""

    def spread(key: str) -> str:
        values = sorted(r[key] for r in runs if r[key] is not None)
        if not values:
            return "none"
        return f"{values[0]}/{statistics.median(values)}/{values[-1]}"

    first = runs[0]
    print(
        f"e2e-runs title={first['title']} db={first['database']} games={first['games']} runs={len(runs)} "
        f"(lowest/median/highest) cpu_ms_per_move={spread('cpu_ms_per_move')} "
        f"workers_cpu_ms_per_move={spread('workers_cpu_ms_per_move')} "
        f"p50_ms={spread('move_median_ms')} p99_ms={spread('move_p99_ms')} "
        f"p99_after_opening_ms={spread('move_p99_after_opening_ms')} moves_per_s={spread('moves_per_s')} "
        f"reference_ms={spread('reference_ms')}"
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--title", choices=sorted(OPTIONS), default="demo")
    parser.add_argument("--players", type=int, default=2, help="seated players per game (Epireia: 2 to 4)")
    parser.add_argument(
        "--moves-per-game", type=int, default=None, help="stop each game after N moves (default: its end)"
    )
    parser.add_argument("--database", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument(
        "--think-s",
        type=float,
        default=0.0,
        help="seconds a player looks at their controls before acting (0: at once, the default); with N "
        "games played at once and no thinking, a move waits behind the N-1 others (p50 ~ N / moves/s)",
    )
    parser.add_argument(
        "--first-moves-over",
        type=float,
        default=1.0,
        help="seconds over which the games' first moves are spread (0: every game's first click in the same "
        "instant, a burst no table of people makes; the default, 1 s, starts close to the steady state)",
    )
    parser.add_argument(
        "--no-rate-limits",
        action="store_true",
        help="diagnosis: the emulator without Discord's rate limits (what the bot itself allows)",
    )
    parser.add_argument("--games", type=int, nargs="+", default=[1, 50])
    parser.add_argument(
        "--repeat",
        type=int,
        default=1,
        help="run each number of games N times (a fresh database each) and print the spread of the runs",
    )
    parser.add_argument(
        "--slowest", type=int, default=0, help="print the N slowest moves of each run (game, version)"
    )
    parser.add_argument(
        "--moves-file", help="diagnosis: append every move (game, version, click time, round trip) to FILE"
    )
    parser.add_argument(
        "--profile", help="run the bot under cProfile; statistics go to PROFILE.<games>.prof (pstats)"
    )
    parser.add_argument("--stored", type=int, default=1000, help="finished games stored (runs of >1 game)")
    parser.add_argument(
        "--picture-workers",
        type=int,
        default=None,
        help="the bot's PICTURE_WORKERS (processes drawing pictures; 0: its own threads); default: the bot's",
    )
    asyncio.run(main(parser.parse_args()))
