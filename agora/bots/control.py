"""Bot seats through the game service: seat or remove a bot in the lobby, put a seat of a game in play
under bot control and give it back. Each is one `GameService._mutate` call: atomic, retried on a race,
refused with an `AgoraError` that changes nothing."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from agora.bots.identity import BOT_LEVELS, bot_user_id, is_bot
from agora.errors import AgoraError
from agora.games import repository as repo
from agora.games.calllog import logged_call
from agora.games.records import GameRecord, SeatRecord

if TYPE_CHECKING:
    from agora.games import GameService


def _seat_index(service: GameService, game: GameRecord, seat: str) -> int:
    offered = [spec.id for spec in service.seat_specs(game)]
    if seat not in offered:
        raise AgoraError("games.error.unknown_seat", seat=seat)
    return offered.index(seat)


def _level(level: str) -> str:
    if level not in BOT_LEVELS:
        raise AgoraError("robot.error.unknown_level", level=level[:20])
    return level


async def add_bot(service: GameService, channel_id: int, user_id: int, seat: str, level: str) -> GameRecord:
    """The creator seats a bot of `level` on a free seat of the lobby."""
    async with logged_call("bot_add", channel_id=channel_id, user_id=user_id) as log:

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
            game = snap.game
            if game.status != "lobby":
                raise AgoraError("games.error.not_in_lobby")
            if user_id != game.creator_id:
                raise AgoraError("games.error.not_creator")
            index = _seat_index(service, game, seat)
            if game.user_of(seat) is not None:
                raise AgoraError("games.error.seat_taken", seat=seat)
            bot = SeatRecord(user_id=bot_user_id(index, _level(level)), seat=seat)
            return repo.Change(values={}, seat_added=bot), None

        game, _ = await service._mutate(channel_id, decide, log)
        return game


async def remove_bot(service: GameService, channel_id: int, user_id: int, seat: str) -> GameRecord:
    """The creator takes a bot off its seat before the start."""
    async with logged_call("bot_remove", channel_id=channel_id, user_id=user_id) as log:

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
            game = snap.game
            if game.status != "lobby":
                raise AgoraError("games.error.not_in_lobby")
            if user_id != game.creator_id:
                raise AgoraError("games.error.not_creator")
            held = game.user_of(seat)
            if held is None or not is_bot(held):
                raise AgoraError("robot.error.no_bot_there", seat=seat[:32])
            return repo.Change(values={}, seat_removed=SeatRecord(user_id=held, seat=seat)), None

        game, _ = await service._mutate(channel_id, decide, log)
        return game


async def take_over(service: GameService, channel_id: int, seat: str, level: str = "normal") -> GameRecord:
    """Put a seat of the game in play under bot control (a timeout policy, a hand-over to the bot).

    The seat keeps its place and its log; from now on the bot runner plays it. Who may ask is the
    caller's decision. Returns the game; call `BotRunner.poke(game)` afterwards so the bot plays now."""
    async with logged_call("bot_take_over", channel_id=channel_id, user_id=0) as log:

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
            game = snap.game
            if game.status != "active":
                raise AgoraError("games.error.not_started")
            held = game.user_of(seat)
            if held is None:
                raise AgoraError("games.error.unknown_seat", seat=seat[:32])
            bot = SeatRecord(user_id=bot_user_id(_seat_index(service, game, seat), _level(level)), seat=seat)
            if held == bot.user_id:
                raise AgoraError("robot.error.already_bot", seat=seat[:32])
            return repo.Change(values={}, seat_handed=(SeatRecord(user_id=held, seat=seat), bot)), None

        game, _ = await service._mutate(channel_id, decide, log)
        return game


async def give_back(service: GameService, channel_id: int, seat: str, user_id: int) -> GameRecord:
    """Hand a bot-played seat of the game in play to a person (who must not hold another seat)."""
    async with logged_call("bot_give_back", channel_id=channel_id, user_id=user_id) as log:

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
            game = snap.game
            if game.status != "active":
                raise AgoraError("games.error.not_started")
            held = game.user_of(seat)
            if held is None or not is_bot(held):
                raise AgoraError("robot.error.no_bot_there", seat=seat[:32])
            if game.seat_of(user_id) is not None:
                raise AgoraError("games.error.already_joined", seat=game.seat_of(user_id))
            person = SeatRecord(user_id=user_id, seat=seat)
            return repo.Change(values={}, seat_handed=(SeatRecord(user_id=held, seat=seat), person)), None

        game, _ = await service._mutate(channel_id, decide, log)
        return game


async def hand_to_bot(
    service: GameService, channel_id: int, seat: str, level: str, by_user: int, *, manager: bool
) -> GameRecord:
    """A seat of the game in play goes to the bot: its own player hands it over, or the creator or a
    server manager does for an absent player. The player takes it back by acting again (`reclaim`)."""
    async with logged_call("bot_hand_over", channel_id=channel_id, user_id=by_user) as log:

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, None]:
            game = snap.game
            if game.status != "active":
                raise AgoraError("games.error.not_started")
            held = game.user_of(seat)
            if held is None:
                raise AgoraError("games.error.unknown_seat", seat=seat[:32])
            if is_bot(held):
                raise AgoraError("robot.error.already_bot", seat=seat[:32])
            if held != by_user and by_user != game.creator_id and not manager:
                raise AgoraError("robot.error.not_your_seat", seat=seat[:32])
            bot = SeatRecord(user_id=bot_user_id(_seat_index(service, game, seat), _level(level)), seat=seat)
            timing = dict(game.timing or {})
            timing["autopilot"] = dict(timing.get("autopilot") or {}, **{seat: held})
            handed = (SeatRecord(user_id=held, seat=seat), bot)
            return repo.Change(values={"timing": timing}, seat_handed=handed), None

        game, _ = await service._mutate(channel_id, decide, log)
        return game


async def reclaim(service: GameService, game: GameRecord, user_id: int) -> GameRecord | None:
    """Give a player back the seat a timeout handed to the bot (the `bot` timeout policy), as soon as
    they act again; None when the bot plays no seat of theirs in this game."""
    autopilot = (game.timing or {}).get("autopilot") or {}
    if game.status != "active" or user_id not in autopilot.values():
        return None
    async with logged_call("bot_reclaim", channel_id=game.channel_id, user_id=user_id) as log:

        def decide(snap: repo.Snapshot, now: datetime) -> tuple[repo.Change, bool]:
            current = snap.game
            held = dict((current.timing or {}).get("autopilot") or {})
            seat = next((s for s, u in held.items() if u == user_id), None)
            if current.status != "active" or seat is None or not is_bot(current.user_of(seat)):
                return repo.Change(values={}, bump_version=False), False
            del held[seat]
            timing = dict(current.timing or {}, autopilot=held)
            was = SeatRecord(user_id=current.user_of(seat) or 0, seat=seat)
            change = repo.Change(values={"timing": timing}, seat_handed=(was, SeatRecord(user_id, seat)))
            return change, True

        updated, handed = await service._mutate(game.channel_id, decide, log, game_id=game.id)
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
    async with service._sessionmaker() as session:
        return await service._records(session, list((await session.scalars(query)).all()))
