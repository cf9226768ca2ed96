"""Playing games through the emulator the way people do, with `bot.py` running in other processes.

Shared by the two-process PostgreSQL tests and the end-to-end benchmarks (`bench/e2e_*.py`):
`BotProcess` starts and stops `bot.py` as its own process; `DiscordPlayers` opens games of any title with
slash commands and the Join button, then plays each move with the controls the bot sent the awaited player
(the newest message with a select or action button carrying the game's current version: its first
control, or one drawn at random with `pick="random"`).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import re
import signal
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from agora.games import GameRecord, GameService
from agora.store import create_engine_from_url, make_sessionmaker
from emulator.driver import UserActionError

ROOT = Path(__file__).resolve().parents[2]
CONTROLS_TIMEOUT = 20.0  # seconds to wait for the bot to send the awaited player their controls
HAND_AFTER = 3.0  # without controls by then, a player does what the public note says: /game hand
NOT_ACKNOWLEDGED: Any = object()  # next_turn's answer when the bot never acknowledged the click
CONTROLS_GONE: Any = object()  # next_turn's answer when the clicked control had gone from the message


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
    """One move made through Discord and how long the bot took over it."""

    game_id: int
    version: int
    user_id: int
    answered_after: float | None  # seconds from the click to the bot's accepted callback
    round_trip: float | None  # seconds from the click to the next player's controls; None: the last move
    error: dict[str, Any] | None
    clicked_at: float = 0.0  # time.monotonic() of the click
    refused: bool = False  # answered privately instead (controls clicked just as they expired)


class DiscordPlayers:
    """Drives demo games in channels of the emulator, one pair of players per channel.

    Who must act is read from Discord, as a person would: the player whose private message carries
    action controls for the game's next version, or older ones they have not clicked yet (the bot
    leaves a seat's controls in place while the others' moves leave its choices alone: secret choices
    made together). The database is read only to open games and to see that a game has ended (see
    `_Lookout`), so the observer barely loads it."""

    def __init__(
        self, emulator: Any, service: GameService, *, pick: str = "first", seed: int = 0, think: float = 0.0
    ) -> None:
        self.emulator = emulator
        # Seconds a player looks at their controls before acting (0: at once). Drawn between half and
        # one and a half of it, so games do not click in step (benchmarks of games played by people).
        self.think = think
        self._think_rng = random.Random(seed + 1)
        self.service = service
        self.rng = random.Random(seed) if pick == "random" else None  # None: always the first control
        self.seated: dict[int, tuple[Any, ...]] = {}  # game id -> its players
        self.channels: dict[int, Any] = {}  # game id -> its channel (for /game hand)
        self.unacknowledged = 0  # clicks Discord gave up on (no answer within 3 s), clicked again
        self.clicked: dict[tuple[int, int], int] = {}  # (game, user) -> version of their last click

    async def open_demo_game(self, channel: Any, red: Any, blue: Any, *, target: int = 12) -> GameRecord:
        return await self.open_game(channel, "demo", (red, blue), f"target:{target}")

    async def open_game(
        self, channel: Any, title: str, users: tuple[Any, ...], options: str = ""
    ) -> GameRecord:
        """`/game new` by the first user, Join by the others, `/game start`: the game is active afterwards."""
        await self.emulator.slash(users[0], channel, "game new", title=title, options=options)
        for user in users[1:]:
            await self.emulator.click(user, self.newest_with_button(channel, "Join"), "Join")
        await self.emulator.slash(users[0], channel, "game start")
        game = await self.service.get_active(channel.id)
        assert game is not None and game.status == "active", f"the {title} game did not start"
        self.seated[game.id] = tuple(users)
        self.channels[game.id] = channel
        return game

    def newest_with_button(self, channel: Any, label: str) -> Any:
        for message in reversed(self.messages_in(channel.id)):
            if any(button.label == label for button in message.buttons()):
                return message
        raise AssertionError(f"no message in #{channel.name} has a {label!r} button")

    def messages_in(self, channel_id: int | None) -> list[Any]:
        """Messages of one channel, oldest first (edits show: the world's objects are edited in place)."""
        return self.emulator.world.messages_in(channel_id) if channel_id is not None else []

    def controls_for(self, user: Any, game_id: int, version: int) -> tuple[Any, str, str | None] | None:
        """The newest message to `user` with an action control of this game version, or of an older one
        the user has not clicked yet: (message, custom id, select value or None for a button)."""
        private = self.messages_in(user.dm_channel_id) + self.emulator.ephemerals(user)  # /game hand too
        unclicked = range(self.clicked.get((game_id, user.id), -1) + 1, version + 1)
        for message in sorted(private, key=lambda m: int(m.id), reverse=True):
            if message.deleted:
                continue
            offered: list[tuple[Any, str, str | None]] = []
            for select in message.selects():
                fresh = _version_of(select.custom_id, game_id) in unclicked
                if fresh and select.options and not select.disabled:
                    offered += [(message, select.custom_id, option[1]) for option in select.options]
            for button in message.buttons():
                custom_id = button.custom_id or ""
                verb = custom_id.rsplit(":", 1)[-1]
                if _version_of(custom_id, game_id) in unclicked and verb.startswith("a"):
                    offered.append((message, custom_id, None))
            if offered:
                return offered[0] if self.rng is None else self.rng.choice(offered)
        return None

    async def next_turn(
        self, game_id: int, version: int, clicked: asyncio.Task | None = None
    ) -> tuple[Any, Any, str, str | None] | None:
        """(player, message, custom id, value) of the awaited player at `version`; None once the game
        has ended. With `clicked` (the click that should lead there): NOT_ACKNOWLEDGED if Discord
        gave up on that click (the bot did not answer in time), so the player clicks again;
        CONTROLS_GONE if the message no longer showed the control when the click was made (the bot
        edited it meanwhile, as two processes on one token may), so the player clicks what it shows now."""
        deadline = time.monotonic() + CONTROLS_TIMEOUT
        ask_hand_at = time.monotonic() + HAND_AFTER
        with _Lookout(self.emulator.world, self.seated[game_id], self.channels.get(game_id)) as lookout:
            if clicked is not None:
                clicked.add_done_callback(lambda _: lookout.changed.set())
            while time.monotonic() < deadline:
                lookout.changed.clear()
                if time.monotonic() >= ask_hand_at and game_id in self.channels:
                    # A DM that failed (Discord's global limit, two processes on one token): the public
                    # note told the player to use /game hand, as a person would.
                    ask_hand_at = deadline
                    for user in self.seated[game_id]:
                        await self.emulator.slash(user, self.channels[game_id], "game hand")
                found = self.controls_for_any(game_id, version)
                if found is not None:
                    return found
                if clicked is not None and clicked.done():
                    if isinstance(clicked.exception(), UserActionError):
                        return CONTROLS_GONE
                    if clicked.exception() is None and not clicked.result().responded:
                        return NOT_ACKNOWLEDGED
                if lookout.time_to_check_end():
                    game = await self.service.get(game_id)
                    if game is None or game.status != "active":
                        return None
                await lookout.wait(until=min(ask_hand_at, deadline))
        raise AssertionError(f"no player of game {game_id} got controls for version {version}")

    def controls_for_user(self, user: Any, game_id: int, version: int) -> tuple[Any, ...] | None:
        found = self.controls_for(user, game_id, version)
        return (user, *found) if found is not None else None

    def controls_for_any(self, game_id: int, version: int) -> tuple[Any, ...] | None:
        for user in self.seated[game_id]:
            found = self.controls_for_user(user, game_id, version)
            if found is not None:
                return found
        return None

    async def play_to_end(
        self, game_id: int, max_moves: int = 200, *, stop_after: int | None = None, first_after: float = 0.0
    ) -> list[Move]:
        """Each awaited player takes a control offered, until the game ends (or after `stop_after` moves,
        for benchmarks of long games). A player acts as soon as their controls arrive, as a person would,
        without waiting for the emulator to settle the previous click (it waits for a quiet moment, which
        under load can take a second). The first move waits `first_after` seconds."""
        await asyncio.sleep(first_after)
        game = await self.service.get(game_id)
        assert game is not None
        version = game.version
        turn = await self.next_turn(game_id, version)
        made: list[tuple[int, int, asyncio.Task, float, float | None]] = []
        while turn is not None and len(made) != stop_after:
            if len(made) == max_moves:
                raise AssertionError(f"game {game_id} did not end in {max_moves} moves")
            user, message, custom_id, value = turn
            if self.think:
                await asyncio.sleep(self.think * self._think_rng.uniform(0.5, 1.5))
                # Meanwhile the bot may have edited the message (a quiet edit of controls that still
                # work): the player clicks what it shows now.
                user, message, custom_id, value = self.controls_for_user(user, game_id, version) or turn
            started = time.monotonic()
            before = self.clicked.get((game_id, user.id), -1)
            self.clicked[(game_id, user.id)] = _version_of(custom_id, game_id) or version
            if value is None:
                acting = self.emulator.click(user, message, custom_id)
            else:
                acting = self.emulator.select(user, message, custom_id, [value])
            clicked = asyncio.create_task(acting)
            # The move is done for the players as soon as the next one has their controls.
            turn = await self.next_turn(game_id, version + 1, clicked)
            if turn is NOT_ACKNOWLEDGED or turn is CONTROLS_GONE:
                # "This interaction failed", or the control was gone: the player clicks again
                if turn is NOT_ACKNOWLEDGED:
                    self.unacknowledged += 1
                self.clicked[(game_id, user.id)] = before  # nothing happened: the same controls again
                with contextlib.suppress(UserActionError):
                    await clicked
                turn = await self.next_turn(game_id, version)
                continue
            made.append(
                (version, user.id, clicked, started, time.monotonic() - started if turn is not None else None)
            )
            version += 1
        moves = []
        for at_version, user_id, clicked, started, round_trip in made:
            result = await clicked
            moves.append(
                Move(
                    game_id,
                    at_version,
                    user_id,
                    result.answered_after,
                    round_trip,
                    result.error,
                    started,
                    refused=bool(result.ephemeral),
                )
            )
        return moves


def _version_of(custom_id: str, game_id: int) -> int | None:
    """The version an action control of this game carries (`agora:<game>:v<version>:...`), else None."""
    parts = custom_id.split(":")
    if len(parts) < 4 or parts[0] != "agora" or parts[1] != str(game_id) or not parts[2].startswith("v"):
        return None
    return int(parts[2][1:]) if parts[2][1:].isdigit() else None


class _Lookout:
    """What a waiting player watches, as a person's Discord client is pushed what is new: their DMs and
    ephemerals (both carry their id as recipient) and the game's channel. Polling every player's
    messages a hundred times a second loaded the machine the bot is measured on.

    A game that ends says so in its channel (the result): the database is read at most every
    END_CHECK_EVERY after the channel changed, and every END_CHECK_QUIET while it says nothing new."""

    END_CHECK_EVERY = 0.1
    END_CHECK_QUIET = 1.0

    def __init__(self, world: Any, users: tuple[Any, ...], channel: Any | None) -> None:
        self.changed = asyncio.Event()  # set by anything a player of the game may want to look at
        self._stops = [world.watch(user.id, self.changed.set) for user in users]
        if channel is not None:
            self._stops.append(world.watch(channel.id, self._channel_changed))
        self._channel_news = channel is None  # without a known channel, check on the clock alone
        self._always_news = channel is None
        self._last_check = time.monotonic()

    def __enter__(self) -> _Lookout:
        return self

    def __exit__(self, *_: object) -> None:
        for stop in self._stops:
            stop()

    def _channel_changed(self) -> None:
        self._channel_news = True
        self.changed.set()

    def _check_at(self) -> float:
        wait = self.END_CHECK_EVERY if self._channel_news else self.END_CHECK_QUIET
        return self._last_check + wait

    def time_to_check_end(self) -> bool:
        if time.monotonic() < self._check_at():
            return False
        self._channel_news, self._last_check = self._always_news, time.monotonic()
        return True

    async def wait(self, *, until: float) -> None:
        """Until something changes, the next end check is due, or `until`."""
        if self.changed.is_set():
            return  # it came while the database was read
        timeout = max(0.0, min(until, self._check_at()) - time.monotonic())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.changed.wait(), timeout=timeout)


async def stop_all(processes: list[BotProcess]) -> None:
    for process in processes:
        with contextlib.suppress(ProcessLookupError):
            await process.stop()
