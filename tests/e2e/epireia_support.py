"""Playing Epireia through the emulated Discord as real users would: the lobby, then every action by
the control the bot gave that player (a button or select in their DM, or `/game hand`), or by the
`/epireia` command that does it. `play_until` chooses actions with a seeded random chooser that avoids
ending a phase early, so games move on and stay reproducible."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core import Action
from tests.e2e.controls import settle

SEATS = {
    1: ["solo"],
    2: ["delos1", "pelo1"],
    3: ["delos1", "delos2", "pelo1"],
    4: ["delos1", "delos2", "pelo1", "pelo2"],
}


def slash_for(action: Action, state: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """The `/epireia` command (and its options) that performs this action, if one does."""
    p = action.params
    kind = action.kind
    if kind == "donate":
        return "epireia donate", {"resource": p["resource"], "amount": p["amount"]}
    if kind == "build":
        return "epireia build", {"building": p["slot"]}
    if kind == "produce":
        return "epireia produce", {"token": p["token"]}
    if kind == "move":
        return "epireia move", {"figure": p["figure"], "to": p["to"]}
    if kind in ("end_development", "end_diplomacy"):
        return "epireia end", {}
    if kind == "place":
        return "epireia place", {"token": p["token"], "slot": p["slot"]}
    if kind == "assign_figure":
        return "epireia front", {"figure": p["figure"], "front": p["front"]}
    if kind in ("propose", "confirm") and state.get("league_decision"):
        return "epireia decide", {"choice": p.get("choice", "confirm")}
    if kind in ("ready", "propose", "confirm"):
        return "epireia ready", {}
    if kind in ("commit", "hold"):
        return "epireia commit", {"answer": kind}
    return None


@dataclass
class EpireiaTable:
    emulator: Any
    bot: Any
    channel: Any
    users: dict[str, Any]  # seat -> emulator user
    via_commands: bool = False  # prefer `/epireia` commands over DM controls
    log: list[tuple[str, Action]] = field(default_factory=list)

    async def game(self) -> Any:
        game = await self.bot.service.get_active(self.channel.id)
        if game is None:
            games = await self.bot.service.list_guild(self.channel.guild_id, include_ended=True)
            game = next(g for g in games if g.channel_id == self.channel.id)
        return game

    async def legal(self, seat: str) -> list[Action]:
        return self.bot.service.seat_legal_actions(await self.game(), seat)

    def _control(self, messages: list[Any], prefix: str, index: int) -> tuple[str, Any, str] | None:
        verb = f"a{index}"
        for message in reversed(messages):
            for button in message.buttons():
                if button.custom_id == f"{prefix}{verb}":
                    return "click", message, button.custom_id
            for select in message.selects():
                if select.custom_id.startswith(f"{prefix}pick:") and any(
                    v == verb for _, v in select.options
                ):
                    return "select", message, select.custom_id
        return None

    async def do(self, seat: str, action: Action) -> Any:
        """Perform `action` as the user in `seat`; returns the interaction result."""
        game = await self.game()
        user = self.users[seat]
        legal = self.bot.service.seat_legal_actions(game, seat)
        assert action in legal, f"{seat} may not {action.key()} now"
        index = legal.index(action)
        prefix = f"agora:{game.id}:v{self.bot.table.controls_version(game, seat)}:"
        command = slash_for(action, game.state or {})
        if self.via_commands and command is not None:
            result = await self.emulator.slash(user, self.channel, command[0], **command[1])
        else:
            found = self._control(self.emulator.dms(user), prefix, index)
            if found is None and command is not None:
                result = await self.emulator.slash(user, self.channel, command[0], **command[1])
                found = ("done", None, "")
            elif found is None:  # fresh controls on demand, as a player whose DM is stale would do
                await self.emulator.slash(user, self.channel, "game hand")
                found = self._control(self.emulator.ephemerals(user), prefix, index)
                assert found is not None, f"no control for {action.key()} offered to {seat}"
            if found[0] == "click":
                result = await self.emulator.click(user, found[1], found[2])
            elif found[0] == "select":
                result = await self.emulator.select(user, found[1], found[2], [f"a{index}"])
        assert not result.error, result.error
        missing = await settle(self.emulator, self.bot, game.id)
        assert not missing, f"after {seat} {action.key()}, no live controls for {missing}"
        self.log.append((seat, action))
        return result

    async def play_until(self, done: Callable[[Any], bool], seed: int = 1, max_steps: int = 600) -> None:
        """Play seeded choices until `done(game)`; whoever the game waits on acts."""
        rnd = random.Random(seed)
        for _ in range(max_steps):
            game = await self.game()
            if done(game) or game.status != "active":
                await self.bot.table.living.flush_all()  # steps held back for the channel's bucket
                return
            status = self.bot.service.status_of(game)
            seat = status.waiting_for[0]
            legal = self.bot.service.seat_legal_actions(game, seat)
            await self.do(seat, choose(rnd, legal))
        raise AssertionError("the game did not reach the expected point")


def choose(rnd: random.Random, legal: list[Action]) -> Action:
    """A seeded choice that acts before it ends a phase, so turns are full of moves to narrate."""
    acting = [a for a in legal if a.kind not in ("end_development", "end_diplomacy", "hold", "decline")]
    if acting and rnd.random() < 0.85:
        return rnd.choice(acting)
    return rnd.choice(legal)


async def open_game(
    emulator: Any, world: Any, bot: Any, players: int, users: list[Any], extra: str = ""
) -> EpireiaTable:
    """`/game new title:epireia`, the others join, the creator starts; seats as the lobby gave them."""
    options = f"players:{players} {extra}".strip()
    await emulator.slash(users[0], world.channel, "game new", title="epireia", options=options)
    for user in users[1:]:
        await emulator.click(user, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(users[0], world.channel, "game start")
    await emulator.wait_idle()
    game = await bot.service.get_active(world.channel.id)
    by_id = {u.id: u for u in users}
    seats = {s.seat: by_id[s.user_id] for s in game.seats}
    return EpireiaTable(emulator, bot, world.channel, seats)


def public_text(emulator: Any, channel: Any) -> str:
    return "\n".join(m.text for m in emulator.channel_messages(channel))
