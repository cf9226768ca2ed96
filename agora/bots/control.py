"""Bot seats through the game service: seat or remove a bot in the lobby, hand a seat of a game in play
to the bot and give it back. Each is one `GameService.change_game` call: atomic, retried on a race,
refused with an `AgoraError` that changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, TypeVar

from agora.bots.identity import BOT_LEVELS, bot_user_id, is_bot
from agora.errors import AgoraError
from agora.games import repository as repo
from agora.games.calllog import logged_call
from agora.games.records import GameRecord, SeatRecord

if TYPE_CHECKING:
    from agora.games import GameService

R = TypeVar("R")


async def _change(
    service: GameService,
    call: str,
    channel_id: int,
    user_id: int,
    decide: Callable[[GameRecord], tuple[repo.Change, R]],
    game_id: int | None = None,
) -> tuple[GameRecord, R]:
    """One logged, atomic change of the channel's game: `decide` reads the fresh record and returns the
    change and a result, or raises an `AgoraError` (nothing is written)."""
    async with logged_call(call, channel_id=channel_id, user_id=user_id) as log:

        def on_snapshot(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, R]:
            return decide(snap.game)

        return await service.change_game(channel_id, on_snapshot, log, game_id=game_id)


def _seat_index(service: GameService, game: GameRecord, seat: str) -> int:
    offered = [spec.id for spec in service.seat_specs(game)]
    if seat not in offered:
        raise AgoraError("games.error.unknown_seat", seat=seat[:32])
    return offered.index(seat)


def _level(level: str) -> str:
    if level not in BOT_LEVELS:
        raise AgoraError("robot.error.unknown_level", level=level[:20])
    return level


def _in_lobby_as_creator(game: GameRecord, user_id: int) -> None:
    if game.status != "lobby":
        raise AgoraError("games.error.not_in_lobby")
    if user_id != game.creator_id:
        raise AgoraError("games.error.not_creator")


async def add_bot(service: GameService, channel_id: int, user_id: int, seat: str, level: str) -> GameRecord:
    """The creator seats a bot of `level` on a free seat of the lobby."""

    def decide(game: GameRecord) -> tuple[repo.Change, None]:
        _in_lobby_as_creator(game, user_id)
        index = _seat_index(service, game, seat)
        if game.user_of(seat) is not None:
            raise AgoraError("games.error.seat_taken", seat=seat)
        bot = SeatRecord(user_id=bot_user_id(index, _level(level)), seat=seat)
        return repo.Change(values={}, seat_added=bot), None

    return (await _change(service, "bot_add", channel_id, user_id, decide))[0]


async def remove_bot(service: GameService, channel_id: int, user_id: int, seat: str) -> GameRecord:
    """The creator takes a bot off its seat before the start."""

    def decide(game: GameRecord) -> tuple[repo.Change, None]:
        _in_lobby_as_creator(game, user_id)
        held = game.user_of(seat)
        if held is None or not is_bot(held):
            raise AgoraError("robot.error.no_bot_there", seat=seat[:32])
        return repo.Change(values={}, seat_removed=SeatRecord(user_id=held, seat=seat)), None

    return (await _change(service, "bot_remove", channel_id, user_id, decide))[0]


async def hand_to_bot(
    service: GameService,
    channel_id: int,
    seat: str,
    level: str = "normal",
    by_user: int | None = None,
    *,
    manager: bool = False,
) -> GameRecord:
    """A seat of the game in play goes to the bot: its own player hands it over, or the creator or a
    server manager does for an absent player; `by_user=None` is the platform itself (a timeout policy),
    which needs no permission. The seat keeps its place and its log; its player takes it back by acting
    again (`reclaim`) or is given it back (`give_back`). Call `BotRunner.poke(game)` afterwards so the
    bot plays now."""

    def decide(game: GameRecord) -> tuple[repo.Change, None]:
        if game.status != "active":
            raise AgoraError("games.error.not_started")
        held = game.user_of(seat)
        if held is None:
            raise AgoraError("games.error.unknown_seat", seat=seat[:32])
        if is_bot(held):
            raise AgoraError("robot.error.already_bot", seat=seat[:32])
        if by_user is not None and held != by_user and by_user != game.creator_id and not manager:
            raise AgoraError("robot.error.not_your_seat", seat=seat[:32])
        bot = SeatRecord(user_id=bot_user_id(_seat_index(service, game, seat), _level(level)), seat=seat)
        timing = dict(game.timing or {})
        timing["autopilot"] = dict(timing.get("autopilot") or {}, **{seat: held})
        handed = (SeatRecord(user_id=held, seat=seat), bot)
        return repo.Change(values={"timing": timing}, seat_handed=handed), None

    return (await _change(service, "bot_hand_over", channel_id, by_user or 0, decide))[0]


async def give_back(service: GameService, channel_id: int, seat: str, user_id: int) -> GameRecord:
    """Hand a bot-played seat of the game in play to a person (who must not hold another seat)."""

    def decide(game: GameRecord) -> tuple[repo.Change, None]:
        if game.status != "active":
            raise AgoraError("games.error.not_started")
        held = game.user_of(seat)
        if held is None or not is_bot(held):
            raise AgoraError("robot.error.no_bot_there", seat=seat[:32])
        if game.seat_of(user_id) is not None:
            raise AgoraError("games.error.already_joined", seat=game.seat_of(user_id))
        return _handed_back(game, seat, user_id), None

    return (await _change(service, "bot_give_back", channel_id, user_id, decide))[0]


def _handed_back(game: GameRecord, seat: str, user_id: int) -> repo.Change:
    """The seat goes from its bot to `user_id`; the bot no longer keeps it for anyone."""
    autopilot = {s: u for s, u in ((game.timing or {}).get("autopilot") or {}).items() if s != seat}
    timing = dict(game.timing or {}, autopilot=autopilot)
    was = SeatRecord(user_id=game.user_of(seat) or 0, seat=seat)
    return repo.Change(values={"timing": timing}, seat_handed=(was, SeatRecord(user_id, seat)))


async def reclaim(service: GameService, game: GameRecord, user_id: int) -> GameRecord | None:
    """Give a player back the seat a timeout handed to the bot (the `bot` timeout policy), as soon as
    they act again; None when the bot plays no seat of theirs in this game."""
    autopilot = (game.timing or {}).get("autopilot") or {}
    if game.status != "active" or user_id not in autopilot.values():
        return None

    def decide(current: GameRecord) -> tuple[repo.Change, bool]:
        held = (current.timing or {}).get("autopilot") or {}
        seat = next((s for s, u in held.items() if u == user_id), None)
        if current.status != "active" or seat is None or not is_bot(current.user_of(seat)):
            return repo.Change(values={}, bump_version=False), False
        return _handed_back(current, seat, user_id), True

    updated, handed = await _change(service, "bot_reclaim", game.channel_id, user_id, decide, game.id)
    return updated if handed else None


async def games_awaiting_bots(service: GameService) -> list[GameRecord]:
    """Games in play with a bot seat (at start-up, so a restart never leaves a game waiting on a bot)."""
    from sqlalchemy import select

    from agora.store.models import Game, Seat

    query = (
        select(Game)
        .where(Game.status == "active", Game.id.in_(select(Seat.game_id).where(Seat.user_id < 0)))
        .order_by(Game.id)
    )
    return await service.games_matching(query)
