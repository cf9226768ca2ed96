"""Playing games through the emulator the way people do, with `bot.py` running in other processes.

Shared by the two-process PostgreSQL tests and the end-to-end benchmarks (`bench/e2e_*.py`):
`BotProcess` starts and stops `bot.py` as its own process; `DiscordPlayers` opens demo games with slash
commands and the Join button, then plays each move with the controls the bot sent the awaited player
(the first option of the newest select or action button carrying the game's current version).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agora.games import GameRecord, GameService
from agora.store import create_engine_from_url, make_sessionmaker

ROOT = Path(__file__).resolve().parents[2]
CONTROLS_TIMEOUT = 20.0  # seconds to wait for the bot to send the awaited player their controls


class BotProcess:
    """`bot.py` in its own process against the emulator; its output goes to a log file."""

    def __init__(self, emulator: Any, database_url: str, log_path: Path, **settings: str) -> None:
        self.log_path = log_path
        env = {k: v for k, v in os.environ.items() if not k.startswith(("DISCORD_", "DATABASE_", "SHARD_"))}
        env.update(
            DISCORD_TOKEN=emulator.token,
            DISCORD_API_BASE=emulator.base_url,
            DISCORD_GATEWAY_URL=emulator.gateway_url,
            DATABASE_URL=database_url,
            ENABLE_DEMO_TITLE="true",
            LOG_LEVEL="WARNING",
            DEV_GUILD_ID="",
        )
        env.update(settings)
        self.env = env
        self.process: asyncio.subprocess.Process | None = None

    async def start(self) -> None:
        log = self.log_path.open("ab")
        try:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable, "bot.py", cwd=ROOT, env=self.env, stdout=log, stderr=log
            )
        finally:
            log.close()  # the child has its own copy of the descriptor

    @property
    def pid(self) -> int | None:
        return self.process.pid if self.process else None

    async def stop(self) -> int | None:
        """SIGTERM, then SIGKILL if it does not exit within 10 s; the exit code."""
        if self.process is None or self.process.returncode is not None:
            return self.process.returncode if self.process else None
        self.process.send_signal(signal.SIGTERM)
        try:
            return await asyncio.wait_for(self.process.wait(), timeout=10)
        except TimeoutError:
            self.process.kill()
            return await self.process.wait()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def error_records(self) -> list[str]:
        """The ERROR and CRITICAL log records, each with its traceback."""
        records = re.split(r"\n(?=\d{4}-\d\d-\d\dT)", self.log())
        return [r for r in records if re.match(r"\S+ (ERROR|CRITICAL) ", r)]


def observer_service(database_url: str) -> tuple[GameService, Any]:
    """A GameService of the test's own on the bots' database (to read games; it never writes)."""
    engine = create_engine_from_url(database_url)
    return GameService(make_sessionmaker(engine), include_hidden_titles=True), engine


@dataclass
class Move:
    """One move made through Discord and how long the bot took to acknowledge it."""

    game_id: int
    version: int
    user_id: int
    answered_after: float | None  # seconds from the click to the bot's accepted callback
    round_trip: float  # seconds from the click to the next player's controls (or the game's end)
    error: dict[str, Any] | None


class DiscordPlayers:
    """Drives demo games in channels of the emulator, one pair of players per channel."""

    def __init__(self, emulator: Any, service: GameService) -> None:
        self.emulator = emulator
        self.service = service
        self.users: dict[int, Any] = {}

    async def open_demo_game(self, channel: Any, red: Any, blue: Any, *, target: int = 12) -> GameRecord:
        """`/game new`, Join by the second player, `/game start`: the game is active afterwards."""
        self.users.update({red.id: red, blue.id: blue})
        options = f"target:{target}"
        await self.emulator.slash(red, channel, "game new", title="demo", options=options)
        lobby = self.newest_with_button(channel, "Join")
        await self.emulator.click(blue, lobby, "Join")
        await self.emulator.slash(red, channel, "game start")
        game = await self.service.get_active(channel.id)
        assert game is not None and game.status == "active", "the demo game did not start"
        return game

    def newest_with_button(self, channel: Any, label: str) -> Any:
        for message in reversed(self.emulator.channel_messages(channel)):
            if any(button.label == label for button in message.buttons()):
                return message
        raise AssertionError(f"no message in #{channel.name} has a {label!r} button")

    def controls_for(self, user: Any, game: GameRecord) -> tuple[Any, str, str | None] | None:
        """The newest message visible to `user` with an action control of this game version:
        (message, custom id, first select value or None for a button)."""
        prefix = f"agora:{game.id}:v{game.version}:"
        messages = self.emulator.dms(user) + self.emulator.ephemerals(user)
        for message in sorted(messages, key=lambda m: m.id, reverse=True):
            for select in message.selects():
                if select.custom_id.startswith(prefix) and select.options and not select.disabled:
                    return message, select.custom_id, select.options[0][1]
            for button in message.buttons():
                verb = (button.custom_id or "").removeprefix(prefix)
                if button.custom_id and button.custom_id.startswith(prefix) and verb.startswith("a"):
                    return message, button.custom_id, None
        return None

    async def wait_for_controls(self, user: Any, game: GameRecord) -> tuple[Any, str, str | None]:
        deadline = time.monotonic() + CONTROLS_TIMEOUT
        while time.monotonic() < deadline:
            found = self.controls_for(user, game)
            if found is not None:
                return found
            await asyncio.sleep(0.005)
        raise AssertionError(f"no controls for game {game.id} v{game.version} reached user {user.id}")

    async def awaited(self, game_id: int) -> tuple[GameRecord, Any] | None:
        """The game now and the player it waits for; None once it has ended."""
        game = await self.service.get(game_id)
        if game is None or game.status != "active":
            return None
        status = self.service.status_of(game)
        assert status is not None and status.waiting_for, f"game {game_id} waits for nobody"
        user_id = game.user_of(status.waiting_for[0])
        return game, self.users[user_id]

    async def play_one(self, game_id: int) -> Move | None:
        """Make the awaited player's move with the first control offered; None if the game ended."""
        current = await self.awaited(game_id)
        if current is None:
            return None
        game, user = current
        message, custom_id, value = await self.wait_for_controls(user, game)
        started = time.monotonic()
        if value is None:
            result = await self.emulator.click(user, message, custom_id)
        else:
            result = await self.emulator.select(user, message, custom_id, [value])
        # The move is done for the players once the next one has their controls (or the game ended).
        while True:
            after = await self.awaited(game_id)
            if after is None or after[0].version != game.version:
                break
            await asyncio.sleep(0.005)
        if after is not None:
            await self.wait_for_controls(after[1], after[0])
        return Move(
            game.id, game.version, user.id, result.answered_after, time.monotonic() - started, result.error
        )

    async def play_to_end(self, game_id: int, max_moves: int = 200) -> list[Move]:
        moves: list[Move] = []
        for _ in range(max_moves):
            move = await self.play_one(game_id)
            if move is None:
                return moves
            moves.append(move)
        raise AssertionError(f"game {game_id} did not end in {max_moves} moves")


async def stop_all(processes: list[BotProcess]) -> None:
    for process in processes:
        with contextlib.suppress(ProcessLookupError):
            await process.stop()
