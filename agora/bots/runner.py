"""The bot runner: plays every bot seat a game waits on, off the event loop, through the service.

`poke(game)` after any change (start, an accepted action, a take-over) starts one task per game that
loops while the game awaits a bot: the decision is computed in a bounded process pool (the loop never
runs the search), then applied with `GameService.act` under the bot's user id — the same path, lock,
log and version check as a person's click — and announced like a person's move. A pause between the
bot's consecutive public steps lets people follow. A refusal because the game moved meanwhile (a
person answered a simultaneous decision first) just makes it look again.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from agora.bots.identity import bot_level, is_bot
from agora.bots.worker import decide_from_json
from agora.errors import AgoraError
from agora.games.outbox import BOT_MOVE, OutboxKey, Pending, read_move, say_once
from agora.games.records import ActOutcome
from agora.store.faults import report_storage_fault
from agora.worker_processes import follow_the_bot
from engine.core import Action

if TYPE_CHECKING:
    from agora.games import GameRecord, GameService

log = logging.getLogger("agora.bots")
Announce = Callable[["ActOutcome", "GameRecord"], Awaitable[None]]
AfterAction = Callable[["GameRecord", int], Awaitable[None]]  # (the game after the move, the bot's user id)
# The game moved while the bot thought (the move names the version it was decided on), or the database
# was busy: look again. Any other refusal (an engine's "not your turn" included) is a bug to log, not to
# retry: the same state would give the same refusal for ever.
RETRYABLE = {"games.error.stale", "games.error.busy_retry"}


def bot_seat_awaited(service: GameService, game: GameRecord) -> tuple[str, int] | None:
    """The first awaited seat held by a bot, with its user id."""
    if game.status != "active" or game.state_json is None:
        return None
    status = service.status_of(game)
    if status is None or status.finished:
        return None
    for seat in status.waiting_for:
        user = game.user_of(seat)
        if is_bot(user):
            return seat, user  # type: ignore[return-value]
    return None


class BotRunner:
    def __init__(
        self,
        service: GameService,
        announce: Announce,
        *,
        workers: int = 1,
        pause: float = 1.0,
        executor: Executor | None = None,
        after_action: AfterAction | None = None,
    ) -> None:
        self.service = service
        self.announce = announce
        # what a person's command runs after acting (Epireia: the league's plan in its planning thread)
        self.after_action = after_action
        self.pause = pause
        self._executor = executor
        self._workers = workers
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._streaks: dict[tuple[int, str], dict] = {}  # (game, seat) -> the bot's step streak
        self.storage_retry = 5.0  # seconds before a bot tries again a move the storage refused

    def _pool(self) -> Executor:
        if self._executor is None:  # spawned workers: forking a process with threads is unsafe
            context = multiprocessing.get_context("spawn")
            self._executor = ProcessPoolExecutor(
                max_workers=self._workers, mp_context=context, initializer=follow_the_bot
            )
        return self._executor

    def poke(self, game: GameRecord) -> None:
        """Play the game's bot seats now if it waits on one (never blocks; one task per game)."""
        if game.status != "active":
            return
        if not any(is_bot(record.user_id) for record in game.seats):
            return  # no bot holds a seat of this (fresh) record: nothing to play, no read needed
        task = self._tasks.get(game.id)
        if task is not None and not task.done():
            self._again.add(game.id)
            return
        self._tasks[game.id] = asyncio.get_running_loop().create_task(self._drive(game.id))

    async def idle(self) -> None:
        """Wait until no bot task is running (tests and the sandbox)."""
        while any(not t.done() for t in self._tasks.values()):
            await asyncio.gather(*[t for t in self._tasks.values() if not t.done()], return_exceptions=True)

    def busy(self) -> bool:
        """Whether a bot task is still running."""
        return any(not t.done() for t in self._tasks.values())

    async def close(self) -> None:
        for task in self._tasks.values():
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)

    async def _after_burst(self, game: GameRecord, acted: set[int]) -> None:
        """Run `after_action` for each bot that moved, once its run of moves is over: a person's
        command runs it after each action, but a bot's dozen placements in a row would flood a league
        thread (Discord allows 5 messages per 5 s in a channel), and the last state is what counts."""
        if self.after_action is None:
            return
        for user_id in sorted(acted):
            try:
                await self.after_action(game, user_id)
            except Exception:
                log.exception("the hook after a bot move failed", extra={"game_id": game.id})

    async def say_left(self, pending: Pending) -> None:
        """Say a move a crash left unsaid (a bot's, or one that ended the game; the timer service's pass
        calls it): its lines, the result if it ended the game, and the controls of the game as it is now."""
        events, previous, before_version = read_move(pending.payload)
        game = await self.service.get(pending.key.game_id)
        status = self.service.status_of(game) if game is not None else None
        if game is None or status is None:
            return
        outcome = ActOutcome(game=game, events=events, status=status, previous_status=previous)
        await self.announce(outcome, replace(game, version=before_version))

    async def _drive(self, game_id: int) -> None:
        loop = asyncio.get_running_loop()
        moved = False
        failures = 0
        acted: set[int] = set()  # the bots that moved since the game last waited on nobody but people
        while True:
            self._again.discard(game_id)
            game = await self.service.get(game_id)
            awaited = bot_seat_awaited(self.service, game) if game is not None else None
            if game is None or awaited is None:
                if game_id in self._again:
                    continue
                if game is not None:
                    await self._after_burst(game, acted)
                return
            seat, user_id = awaited
            seed = (game.seed * 1_000_003 + game.version) & 0x7FFFFFFF
            try:
                streak = self._streaks.get((game_id, seat), {})
                answer = await loop.run_in_executor(
                    self._pool(),
                    decide_from_json,
                    game.title,
                    game.state_json,
                    seat,
                    bot_level(user_id),
                    seed,
                    streak,
                )
            except BrokenProcessPool:  # a worker died (killed, out of memory): a fresh pool, then again
                log.warning("bot worker pool broken; restarting it", extra={"game_id": game_id})
                self._executor = None
                failures += 1
                if failures < 3:
                    continue
                return
            except Exception:
                log.exception("bot worker failed", extra={"game_id": game_id, "seat": seat})
                return
            if moved and self.pause > 0:
                await asyncio.sleep(self.pause)  # people can follow the bot's consecutive steps
            try:
                outcome = await self.service.act(
                    game.channel_id,
                    user_id,
                    Action.model_validate(answer["action"]),
                    expected_version=game.version,
                    game_id=game.id,
                    said_later=True,  # saved with what must be said: a crash now loses none of it
                )
            except AgoraError as exc:
                if exc.key in RETRYABLE:
                    await asyncio.sleep(0.05)  # the game moved while the bot thought: look again
                    continue
                log.warning("bot move refused", extra={"game_id": game_id, "key": exc.key})
                return
            except Exception as exc:
                if not report_storage_fault(exc, "a bot's move", game_id=game_id, seat=seat):
                    raise
                await asyncio.sleep(self.storage_retry)  # nothing was saved: the same move, later
                continue
            moved = True
            self._streaks[(game_id, seat)] = answer["streak"]
            key = OutboxKey(game_id, outcome.game.updated_at, BOT_MOVE)
            # Claimed, said, deleted (agora/games/outbox.py): a failed message must not stop the bot.
            await say_once(self.service, key, partial(self.announce, outcome, game))
            acted.add(user_id)
