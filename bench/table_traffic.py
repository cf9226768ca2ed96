"""Discord traffic of a game table: random games of each title played through the emulator by players
who act on the controls the bot gave them (a DM button or select; `/game hand` when they hold none).

Prints one line per title:
`traffic title=syracuse channel_per_action=… dms_per_action=… global_calls_per_action=…
ceiling_moves_per_s=… busiest_5s=… missing_controls=…` where
- channel_per_action: messages that appeared in the game's channel (feed, status, interaction replies)
  per accepted action;
- dms_per_action: new DMs (each one notifies) per action; edits of a DM are not counted here;
- global_calls_per_action: REST calls counted against Discord's global limit (everything but
  interaction callbacks and webhook followups) per action, and ceiling_moves_per_s = 50 / that figure:
  the moves per second one bot token can sustain;
- busiest_5s: the most channel messages of one game within 5 seconds;
- missing_controls: actions for which the awaited player held no live control in their DMs (of the
  current version, or of an older one whose choices are still the seat's).

Run: `.venv/bin/python bench/table_traffic.py [--quick] [--seed N]` (`--quick`: shorter games, ≤ 3
minutes; `--seed`: another game, 3 by default).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import re
import sys
import tempfile
from collections import Counter, deque
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pydantic import SecretStr

from agora.bot import start_in_background
from agora.settings import Settings
from emulator.driver import Emulator
from engine.core import Action
from tests.e2e.controls import live_control_ids

DETAIL = bool(os.environ.get("TRAFFIC_DETAIL"))  # also print the calls per route
EXEMPT = ("/interactions/", "/webhooks/")  # interaction answers do not count against the global limit


def choose(rnd: random.Random, legal: list[Action]) -> Action:
    """Random, but acting more than ending phases so that games show every kind of step."""
    acting = [a for a in legal if a.kind not in ("end_development", "end_diplomacy", "hold", "decline")]
    if acting and rnd.random() < 0.7:
        return rnd.choice(acting)
    return rnd.choice(legal)


def find_control(messages: list[Any], prefix: str, index: int) -> tuple[str, Any, str] | None:
    verb = f"a{index}"
    for message in reversed(messages):
        for button in message.buttons():
            if button.custom_id == prefix + verb and not button.disabled:
                return "click", message, button.custom_id
        for select in message.selects():
            if select.custom_id.startswith(prefix) and any(v == verb for _, v in select.options):
                return "select", message, select.custom_id
    return None


class Run:
    def __init__(self, emulator: Emulator, bot: Any, channel: Any) -> None:
        self.emulator, self.bot, self.channel = emulator, bot, channel
        self.actions = 0
        self.missing = 0

    async def game(self) -> Any:
        return await self.bot.service.get_active(self.channel.id)

    async def settle(self, game_id: int, version: int) -> None:
        """Until the move is stored and told: a DM still being drawn when the emulator has been quiet
        for 20 ms is not a missing control (the bot is still answering the click)."""
        for _ in range(400):
            await self.emulator.wait_idle(quiet=0.02)
            game = await self.bot.service.get(game_id)
            told = not self.bot.table.living.busy.get(game_id)
            if (game.version > version or game.status != "active") and told:
                return
            await asyncio.sleep(0.02)

    async def step(self, rnd: random.Random, users: dict[str, Any]) -> bool:
        game = await self.game()
        if game is None or game.status != "active":
            return False
        status = self.bot.service.status_of(game)
        seat = status.waiting_for[0]
        legal = self.bot.service.seat_legal_actions(game, seat)
        action = choose(rnd, legal)
        index = legal.index(action)
        user = users[seat]
        # The seat's controls: of this version, or of an older one the table left in place because the
        # seat's choices have not changed since (another seat's secret choice).
        prefix = f"agora:{game.id}:v{self.bot.table.controls_version(game, seat)}:"
        found = find_control(self.emulator.dms(user), prefix, index)
        if found is None:
            if not live_control_ids(self.emulator.dms(user), prefix):
                self.missing += 1
                if DETAIL:
                    print(f"  missing: {seat} v{game.version} {status.phase} {action.key()}", flush=True)
            hand = await self.emulator.slash(user, self.channel, "game hand")
            found = find_control(hand.ephemeral, prefix, index)
            if found is None:
                raise RuntimeError(f"no control for {action.key()} even by /game hand")
        verb, message, custom_id = found
        if verb == "click":
            await self.emulator.click(user, message, custom_id)
        else:
            await self.emulator.select(user, message, custom_id, [f"a{index}"])
        await self.settle(game.id, game.version)
        self.actions += 1
        return True


async def play_title(label: str, title: str, options: str, players: int, actions: int, seed: int) -> str:
    emulator = Emulator()
    await emulator.start()
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(
            discord_token=SecretStr(emulator.token),
            discord_api_base=emulator.base_url,
            discord_gateway_url=emulator.gateway_url,
            database_url=f"sqlite+aiosqlite:///{tmp}/traffic.db",
        )
        guild = emulator.add_guild("Traffic", locale="en-US")
        channel = emulator.add_channel(guild, "games")
        users = [emulator.add_user(f"player{i}") for i in range(players)]
        for user in users:
            emulator.add_member(guild, user)
        bot, task = await start_in_background(settings, emulator.token, seed=seed)
        try:
            await emulator.wait_ready()
            await emulator.slash(users[0], channel, "game new", title=title, options=options)
            for user in users[1:]:
                await emulator.click(user, emulator.channel_messages(channel)[-1], "Join")
            await emulator.slash(users[0], channel, "game start")
            await emulator.wait_idle()
            game = await bot.service.get_active(channel.id)
            by_id = {u.id: u for u in users}
            seats = {s.seat: by_id[s.user_id] for s in game.seats}
            run = Run(emulator, bot, channel)
            first_request = len(emulator.requests)
            first_channel = len(emulator.channel_messages(channel))
            first_dms = sum(len(emulator.dms(u)) for u in users)
            rnd = random.Random(seed)
            while run.actions < actions and await run.step(rnd, seats):
                pass
            await bot.table.living.flush_all()
            await bot.table.flush_quiet_edits()  # counted: they are calls the game made
            await emulator.wait_idle()
            calls = [r for r in emulator.requests[first_request:] if not r.path.startswith(EXEMPT)]
            posted = emulator.channel_messages(channel)[first_channel:]
            dms = sum(len(emulator.dms(u)) for u in users) - first_dms
        finally:
            await bot.close()
            task.cancel()
            await emulator.stop()
    n = max(run.actions, 1)
    per_call = len(calls) / n
    if DETAIL:
        game_path = f"/channels/{channel.id}/"
        routes = Counter(
            f"{r.method} {'game' if r.path.startswith(game_path) else 'dm'} {re.sub(r'[0-9]{6,}', '#', path)}"
            for r in calls
            for path in [r.path]
        )
        for route, count in routes.most_common():
            print(f"  {label} {count / n:.2f} {route}", flush=True)
    return (
        f"traffic title={label} channel_per_action={len(posted) / n:.2f} dms_per_action={dms / n:.2f} "
        f"global_calls_per_action={per_call:.2f} ceiling_moves_per_s={50 / max(per_call, 1e-9):.0f} "
        f"busiest_5s={busiest([m.created_at for m in posted], 5.0)} missing_controls={run.missing}"
    )


def busiest(times: list[float], window: float) -> int:
    best, recent = 0, deque[float]()
    for at in sorted(times):
        recent.append(at)
        while recent and recent[0] <= at - window:
            recent.popleft()
        best = max(best, len(recent))
    return best


TITLES = [
    ("syracuse", "syracuse", "", 2),
    ("epireia_2p", "epireia", "players:2", 2),
    ("epireia_4p", "epireia", "players:4", 4),
]


async def main(quick: bool, only: str | None, seed: int) -> None:
    actions = 120 if quick else 400
    for label, title, options, players in TITLES:
        if only and label != only:
            continue
        print(await play_title(label, title, options, players, actions, seed=seed), flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", help="one title label (syracuse, epireia_2p, epireia_4p)")
    parser.add_argument("--seed", type=int, default=3, help="the games' seed and the players' choices")
    args = parser.parse_args()
    asyncio.run(main(args.quick, args.only, args.seed))
