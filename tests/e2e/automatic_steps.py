"""Scripted games and the platform's automatic steps (issue 11): a script replays the engine's legal
actions one by one, but the platform plays a player's single public option itself, in the same write as the
action before it. `AutomaticSteps` reads the log rows marked automatic and lets a script skip exactly
those, checking each skipped action is the one the platform logged."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select

from agora.store.models import ActionLog
from engine.core import Action


async def log_rows_after(service: Any, game_id: int, seq: int) -> list[ActionLog]:
    async with service._sessionmaker() as session:  # test-only read of the log
        query = select(ActionLog).where(ActionLog.game_id == game_id, ActionLog.seq > seq)
        return list((await session.scalars(query.order_by(ActionLog.seq))).all())


@dataclass
class AutomaticSteps:
    seen_seq: int = 0
    game_id: int | None = None
    waiting: deque[tuple[str, str]] = field(default_factory=deque)  # (seat, action key) not yet skipped
    skipped: int = 0

    async def refresh(self, service: Any, game_id: int) -> None:
        if game_id != self.game_id:
            self.game_id, self.seen_seq, self.waiting = game_id, 0, deque()
        for row in await log_rows_after(service, game_id, self.seen_seq):
            self.seen_seq = row.seq
            if row.action.get("automatic"):
                self.waiting.append((row.seat, Action.model_validate(row.action).key()))

    async def skips(self, bot: Any, game: Any, seat: str, action: Action) -> bool:
        """True when the platform already played this scripted action (it must be the next one it did)."""
        if game is None:
            return False
        await self.refresh(bot.service, game.id)
        if not self.waiting:
            return False
        assert self.waiting[0] == (seat, action.key()), (
            f"the platform played {self.waiting[0]}, script {seat} {action.key()}"
        )
        self.waiting.popleft()
        self.skipped += 1
        return True


async def act_script(
    bot: Any, channel_id: int, users: dict[str, Any], log: Any, steps: AutomaticSteps
) -> None:
    """Play scripted actions straight through the service, skipping those the platform played itself."""
    for seat, action in log:
        game = await bot.service.get_active(channel_id)
        if await steps.skips(bot, game, seat, action):
            continue
        await bot.service.act(channel_id, users[seat].id, action)


def forced_in(
    log: list[tuple[str, Action]], seed: int, seats: tuple[str, ...] = ("athens", "syracuse")
) -> list[bool]:
    """For each scripted action of a Syracuse game, whether the platform plays it itself (default options,
    people in every seat): found offline with the rules' own test, so a script knows its real decisions."""
    from engine.registry import get_engine

    engine = get_engine("syracuse")
    state = engine.create(engine.options_model(), list(seats), seed)
    out = []
    for seat, action in log:
        out.append(engine.forced_action(state, seat) == action)
        state = engine.apply(state, seat, action).state
    return out
