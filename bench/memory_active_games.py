"""The bot's resident memory with many Syracuse and Epireia games in play (the real titles' pictures).

Run: `nice -n 19 .venv/bin/python bench/memory_active_games.py [--games 20 50] [--moves 12]`

`bot.py` runs in its own process against the loopback emulator, on a fresh SQLite database. For each
count, half the games are Syracuse and half Epireia (2 players), half of them in French and half of the
players with a French client, so that every picture is drawn in both languages. Each game is opened with
`/game new`, the Join button and `/game start`; then every game, at the same time, plays up to `--moves`
moves with the controls the bot DMs the awaited player, and its players ask for `/game status` and (for
Syracuse) `/syracuse map` in every zoom. Prints the bot's resident memory idle, after opening, its
peak (sampled every 0.25 s), at the end, and once pictures have handed their scratch memory back (a
few seconds without pictures); the same for its picture worker (RSS) and for both together (PSS, shared
pages counted once); with the machine's load. Figures are printed, never asserted.

Used for issue #14, defect 6 (render caches per language and zoom held ~100 MB).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from typing import Any

from e2e_latency import memory_mib, rss_mib, sample_memory
from e2e_setup import bot_folder, fresh_database

from agora.pictures.trim import TRIM_AFTER_QUIET_S
from emulator.driver import Emulator
from render.syracuse.layout import zoom_group_ids
from tests.pg.players import BotProcess, observer_service

OPENING_AT_ONCE = 5
CONTROLS_WAIT = 8.0  # seconds to wait for the awaited player's controls before leaving the game be


def seat_tables(emulator: Emulator, guild: Any, count: int) -> list[tuple[str, str, Any, Any, Any]]:
    """(title, language, channel, creator, other player) per game: titles alternate, languages too."""
    tables = []
    for index in range(count):
        title = "syracuse" if index % 2 == 0 else "epireia"
        language = "fr" if (index // 2) % 2 else "en"
        first = emulator.add_user(f"p{index}a", locale="fr" if index % 3 == 0 else "en-US")
        second = emulator.add_user(f"p{index}b", locale="fr" if index % 3 == 1 else "en-US")
        for user in (first, second):
            emulator.add_member(guild, user)
        tables.append((title, language, emulator.add_channel(guild, f"table-{index}"), first, second))
    return tables


async def open_game(emulator: Emulator, service: Any, table: tuple[str, str, Any, Any, Any]) -> Any:
    title, language, channel, first, second = table
    created = await emulator.slash(first, channel, "game new", title=title, language=language)
    assert created.public, created.text
    join = next(b.custom_id for b in created.public[0].buttons() if (b.custom_id or "").endswith(":join"))
    for _ in range(3):  # under heavy load a click can miss Discord's 3 s: the player clicks again
        await emulator.click(second, created.public[0], join or "")
        lobby = await service.get_active(channel.id)
        if lobby is not None and len(lobby.seats) == 2:
            break
    await emulator.slash(first, channel, "game start")
    game = await service.get_active(channel.id)
    assert game is not None and game.status == "active", f"{title} did not start"
    return game


def controls_for(emulator: Emulator, user: Any, game_id: int, version: int) -> tuple[Any, str, Any] | None:
    """The newest DM to `user` with an action control of this game version."""
    prefix = f"agora:{game_id}:v{version}:"
    for message in reversed(emulator.dms(user)):
        for select in message.selects():
            if select.custom_id.startswith(prefix) and select.options and not select.disabled:
                return message, select.custom_id, select.options[0][1]
        for button in message.buttons():
            custom_id = button.custom_id or ""
            if custom_id.startswith(prefix) and custom_id[len(prefix) :].startswith("a"):
                return message, custom_id, None
    return None


async def play(emulator: Emulator, service: Any, game: Any, players: tuple[Any, Any], moves: int) -> int:
    """Up to `moves` moves with the DM controls; stops early when no control comes (an action that only
    a command offers, or the game waiting on nobody). The number of moves made."""
    made = 0
    for _ in range(moves):
        current = await service.get(game.id)
        if current is None or current.status != "active":
            break
        found = None
        deadline = time.monotonic() + CONTROLS_WAIT
        while found is None and time.monotonic() < deadline:
            for user in players:
                if (hit := controls_for(emulator, user, game.id, current.version)) is not None:
                    found = (user, *hit)
                    break
            else:
                await asyncio.sleep(0.05)
        if found is None:
            break
        user, message, custom_id, value = found
        if value is None:
            await emulator.click(user, message, custom_id)
        else:
            await emulator.select(user, message, custom_id, [value])
        made += 1
    return made


async def look(emulator: Emulator, game: Any, channel: Any, players: tuple[Any, Any]) -> None:
    """What players ask for between moves: the status, and for Syracuse the map in every zoom."""
    for user in players:
        await emulator.slash(user, channel, "game status")
    if game.title == "syracuse":
        for index, zoom in enumerate([None, *zoom_group_ids()]):
            user = players[index % 2]
            await emulator.slash(user, channel, "syracuse map", **({"zoom": zoom} if zoom else {}))


async def run_once(games: int, moves: int) -> dict[str, Any]:
    async with fresh_database("sqlite", None) as url, bot_folder() as folder:
        emulator = Emulator()
        await emulator.start()
        guild = emulator.add_guild("bench")
        tables = seat_tables(emulator, guild, games)
        bot = BotProcess(emulator, url, folder / "bot.log")
        service, engine = observer_service(url)
        try:
            await bot.start()
            await emulator.wait_ready(timeout=60)
            await emulator.wait_idle()
            assert bot.pid is not None
            idle = rss_mib(bot.pid)
            peak, stop = [idle, 0.0, 0.0], asyncio.Event()  # the bot's RSS, its workers', PSS of all
            sampler = asyncio.create_task(sample_memory(bot.pid, peak, stop))
            gate = asyncio.Semaphore(OPENING_AT_ONCE)

            async def opened(table: tuple[str, str, Any, Any, Any]) -> Any:
                async with gate:
                    return await open_game(emulator, service, table)

            started = await asyncio.gather(*(opened(table) for table in tables))
            await emulator.wait_idle(timeout=120)
            after_opening = rss_mib(bot.pid)

            async def session(game: Any, table: tuple[str, str, Any, Any, Any]) -> int:
                players = (table[3], table[4])
                await look(emulator, game, table[2], players)
                made = await play(emulator, service, game, players, moves)
                await look(emulator, game, table[2], players)
                return made

            made = await asyncio.gather(*(session(g, t) for g, t in zip(started, tables, strict=True)))
            await emulator.wait_idle(timeout=120)
            stop.set()
            await sampler
            final = rss_mib(bot.pid)
            # Pictures hand their scratch memory back once they stop for a while (threads and workers).
            await asyncio.sleep(TRIM_AFTER_QUIET_S + 1.0)
            settled, settled_workers, settled_pss = memory_mib(bot.pid)
        finally:
            await bot.stop()
            await engine.dispose()
            await emulator.stop()
    return {
        "games": games,
        "moves": sum(made),
        "rss_idle_mib": round(idle, 1),
        "rss_after_opening_mib": round(after_opening, 1),
        "rss_peak_mib": round(peak[0], 1),
        "rss_end_mib": round(final, 1),
        "rss_settled_mib": round(settled, 1),
        "workers_rss_peak_mib": round(peak[1], 1),  # the picture worker (PICTURE_WORKERS)
        "workers_rss_settled_mib": round(settled_workers, 1),
        "pss_peak_mib": round(peak[2], 1),  # the bot and its workers, shared pages counted once
        "pss_settled_mib": round(settled_pss, 1),
    }


async def main(args: argparse.Namespace) -> None:
    print(f"load average {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for games in args.games:
        result = await run_once(games, args.moves)
        print(
            f"{result['games']} games (half Syracuse, half Epireia; en and fr), {result['moves']} moves: "
            f"RSS idle {result['rss_idle_mib']} MiB, after opening {result['rss_after_opening_mib']} MiB, "
            f"peak {result['rss_peak_mib']} MiB, at the end {result['rss_end_mib']} MiB, "
            f"{TRIM_AFTER_QUIET_S + 1.0:g} s later {result['rss_settled_mib']} MiB | its workers: "
            f"peak {result['workers_rss_peak_mib']} MiB, later {result['workers_rss_settled_mib']} MiB | "
            f"PSS of all: peak {result['pss_peak_mib']} MiB, later {result['pss_settled_mib']} MiB"
        )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[20, 50])
    parser.add_argument("--moves", type=int, default=12, help="moves per game at most")
    asyncio.run(main(parser.parse_args()))
