"""The game service: lobby, actions, replay and export, with no Discord in sight.

Every write follows one pattern (`_mutate`): under the game's in-process lock, in one transaction,
load a snapshot, decide what changes (or raise AgoraError: nothing is written), then write it with a
compare-and-swap on `games.version`. Actions also append a log row whose `seq` was computed from the
snapshot, so the unique (game_id, seq) pair is a second compare-and-swap. When another process won
the race, the whole call is retried once against the fresh state, then refused with `busy_retry`.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import AsyncIterator, Callable, Iterable, Mapping
from contextlib import asynccontextmanager, nullcontext
from dataclasses import replace
from datetime import UTC, datetime
from typing import Any, TypeVar

from pydantic import BaseModel
from sqlalchemy import select, text, update
from sqlalchemy.exc import DBAPIError, IntegrityError
from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

from agora.errors import AgoraError, echo
from agora.games import outbox
from agora.games import repository as repo
from agora.games.automatic import Forced, after_change
from agora.games.calllog import logged_call, logger
from agora.games.history import fold, logged_actions
from agora.games.locks import LockRegistry
from agora.games.options import (
    MAX_SEED,
    check_seed,
    engine_call,
    engine_options,
    validate_options,
)
from agora.games.parsed import RECENT_STATES, ParsedStates, VersionKey, version_key
from agora.games.queries import GameQueries
from agora.games.records import ActOutcome, GameRecord, SeatRecord
from agora.games.snapshot import GameSnapshot
from agora.games.timeouts import forfeited_status
from agora.games.timing import schedule
from agora.store.models import OPEN_GAME_CONDITION, OPEN_STATUSES, Game, Meta
from agora.store.one_trip_sqlite import statements_here
from agora.store.pacing import claim_slot, move_slot
from engine.core import (
    SYSTEM_SEAT,
    Action,
    Event,
    GameEngine,
    GameState,
    GameStatus,
    SeatSpec,
    force_dice_action,
)
from engine.registry import get_engine, title_ids
from i18n import normalize_locale

SYSTEM_USER_ID = 0  # the user id logged for platform actions such as forced dice
KNOWN_GAMES = 4096  # games whose seats are remembered (a few dozen bytes each)
EXPORT_FORMAT = "agora.game-export/1"
MAX_GAME_ID = 2**31 - 1  # games.id is a 32-bit Integer on PostgreSQL

R = TypeVar("R")


def utcnow() -> datetime:
    return datetime.now(UTC)


def _written_after(newer: GameRecord, known: GameRecord) -> bool:
    """Whether `newer` is a later write of the game than `known` (every write moves `updated_at` on)."""
    if newer.updated_at is None:
        return False
    return known.updated_at is None or newer.updated_at > known.updated_at


def _timers_moved(before: GameRecord, change: repo.Change) -> bool:
    """Whether a change sets a deadline or reminder other than the game had (most moves of a game
    without deadlines write None over None: no need to wake the timer service for those)."""
    return any(
        column in change.values and change.values[column] != getattr(before, column)
        for column in ("deadline_at", "reminder_at")
    )


class GameService(GameQueries):
    """Everything the Discord layer does to games, as plain calls. Refusals raise AgoraError with a
    translation key; a refused call has changed nothing. Records returned are immutable snapshots."""

    def __init__(
        self,
        sessionmaker: async_sessionmaker[AsyncSession],
        *,
        include_hidden_titles: bool = False,
        clock: Callable[[], datetime] = utcnow,
    ) -> None:
        self._sessionmaker = sessionmaker
        self._include_hidden = include_hidden_titles
        self._clock = clock
        self._locks = LockRegistry()
        # A game's record as this process's last write left it, kept while an action of that game is
        # under way here: a later one decides on it, not on the older record it read (which would only
        # conflict and be read again).
        self._handed_on: dict[int, GameRecord] = {}
        self._under_way: dict[int, int] = {}  # game id -> its actions in `_mutate` now
        self._parsed = ParsedStates()
        self._specs: dict[VersionKey, list[SeatSpec]] = {}
        # The next log seq of the versions this process wrote last: the next move on such a version
        # needs no `max(seq)` query (a wrong guess cannot be written: the version check refuses it).
        self._next_seq: dict[VersionKey, int] = {}
        # Each game's seats (join order) at the newest version this process read or wrote, so reading
        # a game again is one statement. Per game, not per version: with 50 games played at once,
        # versions kept by the last 128 came and went faster than a game's next move.
        self._seats: dict[int, tuple[VersionKey, tuple[SeatRecord, ...]]] = {}
        self.on_timers_changed: Callable[[], None] | None = None  # set by the timer service
        bind = sessionmaker.kw.get("bind")
        # The move path's reads and writes take a connection of this engine, not a session (see
        # `repo.Executor`); a sessionmaker bound to no engine gives sessions there too.
        self._engine: AsyncEngine | None = bind if isinstance(bind, AsyncEngine) else None
        # SQLite has one writer at a time and makes the others poll until its busy timeout; queueing
        # this process's writers on an asyncio lock instead is fair (first come, first served) and
        # leaves the busy timeout to arbitrate between processes only.
        self._write_gate: asyncio.Lock | None = (
            asyncio.Lock() if bind is not None and bind.dialect.name == "sqlite" else None
        )

    # --- titles and engines -----------------------------------------------------------------------
    def titles(self) -> list[str]:
        return title_ids(self._include_hidden)

    def engine_for(self, game: GameRecord) -> GameEngine:
        return get_engine(game.title)

    def engine_options(self, game: GameRecord) -> BaseModel:
        """The game's options as the engine's model (service-only options such as turn_hours removed)."""
        return engine_call(self.engine_for(game).parse_options, engine_options(game.options))

    def seat_specs(self, game: GameRecord) -> list[SeatSpec]:
        """Seats offered by this game's lobby, in display order. Shared: do not change the list."""
        key = version_key(game)  # options change only with the row: parsed once per stored version
        found = self._specs.get(key)
        if found is None:
            found = self.engine_for(game).seat_specs(self.engine_options(game))
            if len(self._specs) >= RECENT_STATES:
                self._specs.clear()
            self._specs[key] = found
        return found

    def player_range(self, game: GameRecord) -> tuple[int, int]:
        return self.engine_for(game).player_range(self.engine_options(game))

    def status_of(self, game: GameRecord) -> GameStatus | None:
        """Phase, awaited seats and result; None while the game is still a lobby."""
        if game.state_json is None:
            return None
        return forfeited_status(game) or self._parsed.status(self.engine_for(game), game)

    def snapshot(self, game: GameRecord) -> GameSnapshot:
        """The game at this version: status, views and legal actions, each computed once (parsed.py)."""
        return GameSnapshot(self, game)

    def legal_actions(self, game: GameRecord, user_id: int) -> list[Action]:
        """What this user may do now (for autocomplete and buttons); empty for non-players."""
        seat = game.seat_of(user_id)
        return self.seat_legal_actions(game, seat) if seat is not None else []

    def seat_legal_actions(self, game: GameRecord, seat: str) -> list[Action]:
        """What a seat may do now; empty unless the game is being played. Shared by one request's callers:
        do not change the list."""
        if game.state_json is None or game.status != "active":
            return []
        return self._parsed.legal(self.engine_for(game), game, seat)

    def view_for(self, game: GameRecord, user_id: int | None) -> dict[str, Any]:
        """The view of the user's seat, or the spectator view (user not seated, or None). Shared by one
        request's callers: do not change it."""
        if game.state_json is None:
            raise AgoraError("games.error.not_started")
        seat = game.seat_of(user_id) if user_id is not None else None
        return self._parsed.view(self.engine_for(game), game, seat)

    # --- lobby ------------------------------------------------------------------------------------
    async def create(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        title: str,
        options: dict[str, Any],
        language: str,
        seed: int | None = None,
    ) -> GameRecord:
        async with logged_call("create", channel_id=channel_id, user_id=creator_id) as log:
            if title not in self.titles():
                raise AgoraError("games.error.unknown_title", title=echo(title))
            stored_options = validate_options(get_engine(title), options)
            seed = secrets.randbelow(MAX_SEED + 1) if seed is None else check_seed(seed)
            now = self._clock()
            row = Game(
                guild_id=guild_id,
                channel_id=channel_id,
                title=title,
                status="lobby",
                options=stored_options,
                language=normalize_locale(language),
                creator_id=creator_id,
                seed=seed,
                version=0,
                state=None,
                created_at=now,
                updated_at=now,
            )
            try:
                async with self._writing(), self._sessionmaker() as session, session.begin():
                    if await repo.open_game_id(session, channel_id) is not None:
                        raise AgoraError("games.error.channel_busy")
                    session.add(row)
                    await session.flush()
            except IntegrityError:
                # Another call created a game here between our check and our insert.
                raise AgoraError("games.error.channel_busy") from None
            except DBAPIError as exc:
                if repo.is_busy(exc):
                    raise AgoraError("games.error.busy_retry") from exc
                raise
            log["game_id"] = row.id
            return repo.to_record(row)

    async def join(self, channel_id: int, user_id: int, seat: str | None = None) -> GameRecord:
        """Seat the user; `seat=None` takes the first free seat in the lobby's order."""
        async with logged_call("join", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
                game = snap.game
                if game.status != "lobby":
                    raise AgoraError("games.error.not_in_lobby")
                current = game.seat_of(user_id)
                if current is not None:
                    raise AgoraError("games.error.already_joined", seat=current)
                offered = [spec.id for spec in self.seat_specs(game)]
                _, most = self.player_range(game)
                taken = {s.seat for s in game.seats}
                free = [s for s in offered if s not in taken]
                if seat is not None and seat not in offered:
                    raise AgoraError("games.error.unknown_seat", seat=echo(seat))
                if len(game.seats) >= most or not free:
                    raise AgoraError("games.error.game_full", max=most)
                if seat is not None and seat in taken:
                    raise AgoraError("games.error.seat_taken", seat=echo(seat))
                chosen = seat if seat is not None else free[0]
                return repo.Change(values={}, seat_added=SeatRecord(user_id=user_id, seat=chosen)), None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    async def leave(self, channel_id: int, user_id: int) -> GameRecord:
        async with logged_call("leave", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
                game = snap.game
                if game.status != "lobby":
                    raise AgoraError("games.error.not_in_lobby")
                seat = game.seat_of(user_id)
                if seat is None:
                    raise AgoraError("games.error.not_in_game")
                if user_id == game.creator_id:
                    raise AgoraError("games.error.creator_cannot_leave")
                return repo.Change(values={}, seat_removed=SeatRecord(user_id=user_id, seat=seat)), None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    async def start(self, channel_id: int, user_id: int) -> ActOutcome:
        async with logged_call("start", channel_id=channel_id, user_id=user_id) as log:

            def decide(
                snap: repo.Snapshot, now: datetime
            ) -> tuple[repo.Change, tuple[GameStatus, list[Event], GameState]]:
                game = snap.game
                if user_id != game.creator_id:
                    raise AgoraError("games.error.not_creator")
                if game.status != "lobby":
                    raise AgoraError("games.error.not_in_lobby")
                least, _ = self.player_range(game)
                if len(game.seats) < least:
                    raise AgoraError("games.error.not_enough_players", min=least, count=len(game.seats))
                engine = self.engine_for(game)
                state = engine_call(
                    engine.create, self.engine_options(game), self._seat_order(game), game.seed
                )
                forced = after_change(engine, state, game)  # single options played: games/automatic.py
                state, status = forced.state, forced.status
                values = {"status": "active", "state": engine.dump_state_json(state)}
                values |= schedule(game.options, engine, state, status, now, game.timing)
                entries = forced.entries(game)
                first = entries[0] if entries else None
                change = repo.Change(values=values, logged=first, more_logged=tuple(entries[1:]))
                return change, forced

            # The opening table costs no parse either.
            game, forced = await self._mutate(channel_id, decide, log, written=self._seed)
            return ActOutcome(game=game, events=forced.events, status=forced.status, previous_status=None)

    async def abandon(self, channel_id: int, user_id: int, *, is_admin: bool) -> GameRecord:
        async with logged_call("abandon", channel_id=channel_id, user_id=user_id) as log:

            def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
                if user_id != snap.game.creator_id and not is_admin:
                    raise AgoraError("games.error.not_allowed_to_abandon")
                values = {"status": "abandoned", "ended_at": now, "deadline_at": None, "reminder_at": None}
                return repo.Change(values=values), None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    # --- reading ----------------------------------------------------------------------------------
    async def get_active(self, channel_id: int) -> GameRecord | None:
        """The channel's game in lobby or play, if any."""
        async with self._sessionmaker() as session:
            row = await session.scalar(
                select(Game).where(Game.channel_id == channel_id, Game.status.in_(OPEN_STATUSES))
            )
            return None if row is None else (await self._records(session, [row]))[0]

    async def require_active(self, channel_id: int) -> GameRecord:
        game = await self.get_active(channel_id)
        if game is None:
            raise AgoraError("games.error.no_game")
        return game

    async def get(self, game_id: int) -> GameRecord | None:
        if not 0 < game_id <= MAX_GAME_ID:  # ids typed or forged by users may not fit the column
            return None
        # Every click's read: the game row only, when this process knows the seats of its version.
        async with self._looking_up() as session:
            game = await repo.read_game(session, game_id, self._known_seats)
        if game is None:
            return None
        self._remember_seats(game)
        return self._in_lobby_order(game)

    async def list_guild(
        self, guild_id: int, *, include_ended: bool = False, limit: int = 25
    ) -> list[GameRecord]:
        """The server's games, newest first (see also `GameQueries`)."""
        query = select(Game).where(Game.guild_id == guild_id)
        if not include_ended:
            query = query.where(text(OPEN_GAME_CONDITION))  # literal: the partial index applies
        async with self._sessionmaker() as session:
            rows = (await session.scalars(query.order_by(Game.id.desc()).limit(limit))).all()
            return await self._records(session, list(rows))

    async def overdue(self, *, limit: int = 100) -> list[GameRecord]:
        """Games in play whose awaited player has let the turn deadline pass, oldest deadline first
        (for a reminder task; only games created with `turn_hours` have deadlines)."""
        query = (
            select(Game)
            .where(Game.status == "active", Game.deadline_at.is_not(None), Game.deadline_at <= self._clock())
            .order_by(Game.deadline_at, Game.id)
            .limit(limit)
        )
        async with self._sessionmaker() as session:
            return await self._records(session, (await session.scalars(query)).all())

    # --- playing ----------------------------------------------------------------------------------
    async def act(
        self,
        channel_id: int,
        user_id: int,
        action: Action,
        *,
        expected_version: int | None = None,
        offered: list[Action] | None = None,
        game_id: int | None = None,
        known: GameRecord | None = None,
        said_later: bool = False,
        said_if_finished: bool = False,
    ) -> ActOutcome:
        """Apply a player's action. `expected_version` and `game_id` (carried by buttons) refuse
        clicks made on an out-of-date message with `stale`, unless `offered`, the choices the clicked
        controls listed, are still exactly the seat's legal actions: a seat whose choices the moves
        since left alone (another seat's secret choice) may still click them. `known`, the record this
        request has just read, spares the write a second read of the game (one read per move); a
        record that has changed since is detected by the write, which then reads the game afresh and
        decides again. `said_later`: no interaction answers it (a bot's move); what must be said about
        it is saved with it, in the outbox (agora/games/outbox.py). `said_if_finished`: the same, only
        when the move ends the game (its result must not be lost with the interaction); the caller then
        says it through the outbox (`outbox.say_once`)."""
        return await self.act_many(
            channel_id,
            user_id,
            [action],
            expected_version=expected_version,
            offered=offered,
            game_id=game_id,
            known=known,
            said_later=said_later,
            said_if_finished=said_if_finished,
        )

    async def act_many(
        self,
        channel_id: int,
        user_id: int,
        actions: list[Action],
        *,
        expected_version: int | None = None,
        offered: list[Action] | None = None,
        game_id: int | None = None,
        known: GameRecord | None = None,
        said_later: bool = False,
        said_if_finished: bool = False,
    ) -> ActOutcome:
        """Apply a player's actions in turn (the options of a multi-select), all or nothing: each must be
        legal when its turn comes, else none is stored. Each is logged, so a replay is exact."""
        assert actions
        kind = actions[0].kind
        async with logged_call("act", channel_id=channel_id, user_id=user_id, kind=kind) as log:

            def decide(
                snap: repo.Snapshot, now: datetime
            ) -> tuple[repo.Change, tuple[list[Event], GameStatus, Forced]]:
                game = snap.game
                if game.status != "active":
                    raise AgoraError("games.error.not_started")
                seat = game.seat_of(user_id)
                if seat is None:
                    raise AgoraError("games.error.not_in_game")
                engine = self.engine_for(game)
                # Older controls still work while the seat's choices are exactly those they listed.
                moved_on = expected_version is not None and expected_version != game.version
                if moved_on and (offered is None or self._parsed.legal(engine, game, seat) != offered):
                    raise AgoraError("games.error.stale")
                if game.paused_at is not None:
                    raise AgoraError("deadlines.error.paused")
                before = self._parsed.status(engine, game)
                # Listed once per version: the controls the player clicked were built from the same list.
                legal = self._parsed.legal(engine, game, seat)
                # The one parse of a move: shared with what this request already showed (the clicked
                # control's legal actions), then handed over to the move, which changes it in place
                # instead of copying it (the copy cost more than the action): this version's views and
                # status already given out stay as they were, and a later look at it parses again.
                state = self._parsed.take(engine, game)
                events: list[Event] = []
                status: GameStatus | None = before
                for index, action in enumerate(actions):
                    if index:
                        legal, status = engine.legal_actions(state, seat), None
                        if action not in legal:
                            raise AgoraError("traffic.error.choice_not_legal", choice=index + 1)
                    result = engine_call(
                        engine.apply, state, seat, action, legal=legal, status=status, owned=True
                    )
                    state = result.state
                    events += result.events
                # Single options that follow are played for the people they fall to (games/automatic.py).
                forced = after_change(engine, state, game, owned=True)
                state, events, after = forced.state, events + forced.events, forced.status
                values: dict[str, Any] = {"state": engine.dump_state_json(state)}
                values |= schedule(game.options, engine, state, after, now, game.timing)
                if after.finished:
                    values.update(status="finished", ended_at=now)
                entries = [repo.LogEntry(user_id=user_id, seat=seat, action=a) for a in actions]
                entries += forced.entries(game)
                # Pause, resume and a forfeit leave the version alone (buttons stay valid): the
                # move's compare-and-swap checks that the game is still running and not paused.
                running = {"status": "active", "paused_at": None}
                note = None
                if said_later or (said_if_finished and after.finished):
                    note = outbox.move_note(events, after, before, game.version, by_bot=said_later)
                change = repo.Change(
                    values=values,
                    logged=entries[0],
                    more_logged=tuple(entries[1:]),
                    expect=running,
                    announce=note,
                )
                return change, (events, before, forced)

            game, (events, before, forced) = await self._mutate(
                channel_id,
                decide,
                log,
                game_id=game_id,
                known=known,
                written=lambda game, out: self._seed(game, out[2]),
            )
            return ActOutcome(game=game, events=events, status=forced.status, previous_status=before)

    async def force_dice(self, channel_id: int, values: list[int]) -> GameRecord:
        """Queue the next die results (tests and the sandbox). Logged as SYSTEM_SEAT so replays
        reproduce them; the version is not bumped, so buttons already posted stay valid."""
        async with logged_call("force_dice", channel_id=channel_id, user_id=SYSTEM_USER_ID) as log:
            action = force_dice_action(values)

            def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
                game = snap.game
                if game.status != "active":
                    raise AgoraError("games.error.not_started")
                engine = self.engine_for(game)
                result = engine_call(engine.apply, engine.load_state(game.state or {}), SYSTEM_SEAT, action)
                entry = repo.LogEntry(user_id=SYSTEM_USER_ID, seat=SYSTEM_SEAT, action=action)
                change = repo.Change(
                    values={"state": engine.dump_state(result.state)}, bump_version=False, logged=entry
                )
                return change, None

            game, _ = await self._mutate(channel_id, decide, log)
            return game

    # --- history ----------------------------------------------------------------------------------
    async def export(self, game_id: int) -> dict[str, Any]:
        """The game row, its seats, the full action log and the stored state, as plain JSON.

        The state holds every hidden item: callers decide who may export an unfinished game."""
        async with logged_call("export", game_id=game_id) as _log, self._sessionmaker() as session:
            row = await session.get(Game, game_id)
            if row is None:
                raise AgoraError("games.error.no_game")
            game = (await self._records(session, [row]))[0]
            entries = await repo.log_rows(session, game_id)
        status = self.status_of(game)
        return {
            "format": EXPORT_FORMAT,
            "exported_at": self._clock().isoformat(),
            "game": game.to_json(),
            "actions": [
                {
                    "seq": e.seq,
                    "user_id": e.user_id,
                    "seat": e.seat,
                    "action": e.action,
                    "created_at": e.created_at.isoformat(),
                }
                for e in entries
            ],
            "state": game.state,
            "status": status.model_dump(mode="json") if status is not None else None,
        }

    async def replay_state(self, game_id: int) -> dict[str, Any] | None:
        """The state rebuilt from the seed and the action log (None for a game never started)."""
        async with self._sessionmaker() as session:
            row = await session.get(Game, game_id)
            if row is None:
                raise AgoraError("games.error.no_game")
            game = (await self._records(session, [row]))[0]
            entries = await repo.log_rows(session, game_id)
        if game.state_json is None:
            return None
        engine = self.engine_for(game)
        state = engine.create(self.engine_options(game), self._seat_order(game), game.seed)
        # Undo and seat records are honoured by the fold (agora/games/history.py).
        return engine.dump_state(fold(engine, state, logged_actions(entries)).state)

    # --- bot-wide facts ---------------------------------------------------------------------------
    async def meta_get(self, key: str) -> str | None:
        async with self._looking_up() as session:
            return await session.scalar(select(Meta.value).where(Meta.key == key))

    async def meta_set(self, key: str, value: str) -> None:
        for _ in range(2):
            try:
                async with self._writing(), self._sessionmaker() as session, session.begin():
                    changed = await session.execute(update(Meta).where(Meta.key == key).values(value=value))
                    if changed.rowcount == 0:  # type: ignore[attr-defined]
                        session.add(Meta(key=key, value=value))
                return
            except IntegrityError:
                continue  # another writer inserted the key first: update it instead
        raise AgoraError("games.error.busy_retry")

    # --- channel pacing shared by the processes of one token (agora/store/pacing.py) --------------
    async def claim_channel_slot(
        self,
        channel_id: int,
        now: float,
        *,
        replacing: float | None = None,
        late: Mapping[float, float] | None = None,
    ) -> float:
        """Claim a post in the channel's bucket; the moment to send it at (`now`: at once). `late`: this
        process's posts that went out after their slots, moved in the same write."""
        return await claim_slot(
            self._sessionmaker, self._writing, channel_id, now, replacing=replacing, late=late
        )

    async def move_channel_slot(self, channel_id: int, claimed: float, sent: float) -> None:
        """A post went out later than its slot: the channel's bucket holds it from when it went out."""
        await move_slot(self._sessionmaker, self._writing, channel_id, claimed, sent)

    # --- the outbox: what must be said about a saved change (agora/games/outbox.py) -----------------
    async def outbox_claim(self, key: outbox.OutboxKey) -> bool:
        """Take the row for saying it; False when it is said already or another process is saying it."""
        return await outbox.claim(self._sessionmaker, self._writing, key, self._clock())

    async def outbox_said(self, key: outbox.OutboxKey) -> None:
        await outbox.said(self._sessionmaker, self._writing, key)

    async def outbox_left(self, kinds: tuple[str, ...], since: datetime) -> list[outbox.Pending]:
        """What a crash (or a process that could not say it) left to say, oldest first; `since`: when
        this process started."""
        return await outbox.left_to_say(self._sessionmaker, self._clock(), kinds, since)

    # --- timers (agora/games/timed.py decides; this writes with the usual compare-and-swap) --------
    async def timed_change(
        self,
        game_id: int | None,
        channel_id: int,
        name: str,
        decide: Callable[[repo.Snapshot, datetime], tuple[repo.Change, R]],
    ) -> tuple[GameRecord, R]:
        async with logged_call(name, channel_id=channel_id, user_id=SYSTEM_USER_ID) as log:
            return await self._mutate(channel_id, decide, log, game_id=game_id)

    # --- internals --------------------------------------------------------------------------------
    async def _mutate(
        self,
        channel_id: int,
        decide: Callable[[repo.Snapshot, datetime], tuple[repo.Change, R]],
        log: dict[str, Any],
        *,
        game_id: int | None = None,
        known: GameRecord | None = None,
        written: Callable[[GameRecord, R], None] | None = None,
    ) -> tuple[GameRecord, R]:
        """Run `decide` on the channel's open game and write its change atomically (see module doc).
        `known`: the game as the caller read it in this request, decided on without reading it again
        (its first attempt only; a conflict re-reads). When an action of this process wrote the game
        while this one waited, that write's record replaces it. `written` is told the record written and
        what `decide` returned before the write commits: another request of this process may read the
        new version while the commit is under way. It may only keep what that version's stored content
        names (a parse kept against the very text written), since the commit can still fail."""
        if known is not None and (known.channel_id != channel_id or game_id not in (None, known.id)):
            known = None  # not this channel's game: read it as usual
        if known is not None:
            open_id = known.id
        elif game_id is None:
            async with self._looking_up() as session:
                open_id = await repo.open_game_id(session, channel_id)
            if open_id is None:
                raise AgoraError("games.error.no_game")
        else:
            # A button names its game: checked against the channel below, in the write transaction
            # (one read fewer on every click).
            open_id = game_id
        log["game_id"] = open_id
        self._under_way[open_id] = self._under_way.get(open_id, 0) + 1
        try:
            # SQLite's write gate already queues this process's writers, first come first served: a
            # second action of the game queues there right behind the first. Without it (PostgreSQL),
            # the game's lock makes it wait for the first instead of conflicting with it.
            async with nullcontext() if self._write_gate is not None else self._locks.hold(open_id):
                return await self._write_decided(channel_id, decide, log, open_id, known, written)
        finally:
            self._under_way[open_id] -= 1
            if not self._under_way[open_id]:
                del self._under_way[open_id]
                self._handed_on.pop(open_id, None)

    async def _write_decided(
        self,
        channel_id: int,
        decide: Callable[[repo.Snapshot, datetime], tuple[repo.Change, R]],
        log: dict[str, Any],
        open_id: int,
        known: GameRecord | None,
        written: Callable[[GameRecord, R], None] | None,
    ) -> tuple[GameRecord, R]:
        """`_mutate`'s transaction, under the game's lock (SQLite: under the write gate, which each
        attempt takes): decided on `known` first if given, or on this process's newer write of the
        game, and on a fresh read after a conflict."""
        for attempt in (1, 2):
            try:
                async with self._writing(), self._transaction() as session:
                    newer = self._handed_on.get(open_id)
                    if known is not None and newer is not None and _written_after(newer, known):
                        known = newer  # written here since the caller read it: the game as it is now
                    if known is not None and attempt == 1:
                        seq = self._next_seq.get(version_key(known))
                        snap: repo.Snapshot | None = await repo.known_snapshot(session, known, seq)
                    else:
                        snap = await repo.load_snapshot(session, open_id)
                    if snap is None or snap.game.channel_id != channel_id:
                        # It ended (finished or abandoned) since the caller looked: their view is stale.
                        raise AgoraError("games.error.stale")
                    now = self._clock()
                    change, extra = decide(snap, now)
                    game = await repo.write_change(session, snap, change, now)
                    if written is not None:
                        # Before the commit: a click read during it sees this version already.
                        written(game, extra)
                self._remember_seq(snap, change, game)
                self._remember_seats(game)
                self._handed_on[open_id] = game
                if self.on_timers_changed is not None and _timers_moved(snap.game, change):
                    self.on_timers_changed()  # committed: wake this process's timer service
                return self._in_lobby_order(game), extra
            except (repo.Conflict, IntegrityError) as exc:
                last: Exception = exc
            except DBAPIError as exc:
                if not repo.is_busy(exc):
                    raise
                last = exc
            # Another writer won: the retry re-reads the fresh state and decides again.
            logger.warning(
                "games.conflict game=%s attempt=%s: %s",
                open_id,
                attempt,
                type(last).__name__,
                extra={"game_id": open_id, "attempt": attempt},
            )
        raise AgoraError("games.error.busy_retry") from last

    # --- for modules that extend the service (bot seats, `agora.bots.control`) ---------------------
    async def change_game(
        self,
        channel_id: int,
        decide: Callable[[repo.Snapshot, datetime], tuple[repo.Change, R]],
        log: dict[str, Any],
        *,
        game_id: int | None = None,
    ) -> tuple[GameRecord, R]:
        """The service's one write pattern (`_mutate`, see the module doc) for a change decided outside."""
        return await self._mutate(channel_id, decide, log, game_id=game_id)

    async def games_matching(self, query: Any) -> list[GameRecord]:
        """The records of the games a `select(Game)` query finds (read only)."""
        async with self._sessionmaker() as session:
            return await self._records(session, list((await session.scalars(query)).all()))

    def knows_newer(self, game: GameRecord) -> bool:
        """Whether this process has read or written a later version of the game than `game`'s."""
        known = self._seats.get(game.id)
        return known is not None and known[0][1] > game.version

    def _known_seats(self, game: GameRecord) -> tuple[SeatRecord, ...] | None:
        known = self._seats.get(game.id)
        return known[1] if known is not None and known[0] == version_key(game) else None

    def _seed(self, game: GameRecord, forced: Forced) -> None:
        """A change's new state, its status and the seats' legal actions listed while looking for single
        options (games/automatic.py), kept for the version being written: the table's controls and
        views, and the next move of the game, cost no parse and list nothing again."""
        entry = self._parsed.remember(game, forced.state)
        entry.status = forced.status
        entry.legal.update(forced.legal)

    def _remember_seats(self, game: GameRecord) -> None:
        """`game` as read or written: its seats in join order, as the database orders them."""
        if len(self._seats) >= KNOWN_GAMES and game.id not in self._seats:
            self._seats.clear()
        self._seats[game.id] = (version_key(game), game.seats)

    def _remember_seq(self, snap: repo.Snapshot, change: repo.Change, written: GameRecord) -> None:
        logged = (1 + len(change.more_logged)) if change.logged is not None else 0
        if len(self._next_seq) >= RECENT_STATES:
            self._next_seq.clear()
        self._next_seq.pop(version_key(snap.game), None)
        self._next_seq[version_key(written)] = snap.next_seq + logged

    @asynccontextmanager
    async def _looking_up(self) -> AsyncIterator[repo.Executor]:
        """A connection for point lookups (by key or index, one row): on SQLite their statements run on
        the event loop's thread, shorter than the trip to SQLite's (agora/store/one_trip_sqlite.py)."""
        with statements_here():
            if self._engine is None:
                async with self._sessionmaker() as session:
                    yield session
            else:
                async with self._engine.connect() as connection:
                    yield connection

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[repo.Executor]:
        """A transaction for a move's write (`_write_decided`), committed when the block ends."""
        if self._engine is None:
            async with self._sessionmaker() as session, session.begin():
                yield session
        else:
            async with self._engine.begin() as connection:
                yield connection

    @asynccontextmanager
    async def _writing(self) -> AsyncIterator[None]:
        """Hold this process's write gate (SQLite only) for the duration of a write transaction. Its
        statements skip the trip to SQLite's thread (the commit takes it): writers queue on the gate,
        and a trip held it for two turns of the event loop."""
        if self._write_gate is None:
            yield
            return
        async with self._write_gate:
            with statements_here():
                yield

    async def _records(self, session: AsyncSession, rows: Iterable[Game]) -> list[GameRecord]:
        return [self._in_lobby_order(g) for g in await repo.load_records(session, list(rows))]

    def _in_lobby_order(self, game: GameRecord) -> GameRecord:
        """The record with its seats in the order the lobby offers them (red before blue), whatever
        the join order."""
        rank = {spec.id: i for i, spec in enumerate(self.seat_specs(game))}
        return replace(game, seats=tuple(sorted(game.seats, key=lambda s: rank.get(s.seat, len(rank)))))

    def _seat_order(self, game: GameRecord) -> list[str]:
        """Taken seats in the lobby's order: the order `engine.create` receives, at start and replay."""
        taken = {s.seat for s in game.seats}
        return [spec.id for spec in self.seat_specs(game) if spec.id in taken]
