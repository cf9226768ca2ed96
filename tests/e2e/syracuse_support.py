"""Helpers for the Syracuse end-to-end tests: scripted games found offline, and a player that replays
each logged action through the Discord UI as the right user (a DM button or select when the action is
on one, else the matching /syracuse command with its autocomplete token).

Scripts are rebuilt from a seed and a deterministic chooser at test time (`engine.core.playout.play`),
so they follow the engine as it is polished instead of going stale in a data file.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from agora.presenters.syracuse_labels import stratagem_counter_label, stratagem_name
from cogs.syracuse_choices import COMMAND_KINDS, token
from engine.core import Action
from engine.core.playout import Chooser, Playout, play
from engine.registry import get_engine
from tests.e2e.automatic_steps import AutomaticSteps
from tests.e2e.controls import settle, stored_at

SEATS = ["athens", "syracuse"]
# Choices a player makes when doing as little as possible (end the step, keep the dice).
LAZY_KINDS = ("pass", "done", "end_moves", "stop", "keep_dice", "keep", "end_phase")
# The subcommand tried first for each action kind (anything else goes through /syracuse decide).
COMMAND_OF = {kind: cmd for cmd, kinds in COMMAND_KINDS.items() if kinds and cmd != "pass" for kind in kinds}


def lazy_chooser(rnd: random.Random, activity: float) -> Chooser:
    """With probability `activity` a random legal action, else the laziest one (short games)."""

    def choose(engine: Any, state: Any, seat: str, legal: list[Action]) -> Action:
        if rnd.random() < activity:
            return rnd.choice(legal)
        for kind in LAZY_KINDS:
            for action in legal:
                if action.kind == kind:
                    return action
        return legal[0]

    return choose


@dataclass(frozen=True)
class ScriptedGame:
    """A game of scenario 10.1 found offline: its seed and how the players choose."""

    seed: int
    activity: float
    expected_kinds: tuple[str, ...]

    def playout(self) -> Playout:
        engine = get_engine("syracuse")
        chooser = lazy_chooser(random.Random(self.seed), self.activity)
        return play(engine, engine.options_model(), SEATS, self.seed, chooser)


# Lazy Athenians lose their fleet to attrition and storms: 9.1 total victory in turn 3 (about 100 actions).
TOTAL_VICTORY = ScriptedGame(seed=1, activity=0.0, expected_kinds=("total",))
# Half random play lasts the nine turns and ends on the victory-point count (9.2, marginal victory).
MARGINAL_VICTORY = ScriptedGame(seed=38, activity=0.5, expected_kinds=("strategic", "tactical"))


@dataclass
class DiscordPlayer:
    """Plays logged actions through the emulator and keeps what the test checks afterwards."""

    emulator: Any
    bot: Any
    world: Any
    users: dict[str, Any]  # seat -> emulator user
    command_every: int = 3  # every third action goes through a /syracuse command, the rest through DMs
    via_controls: int = 0
    via_commands: int = 0
    errors: list[str] = field(default_factory=list)
    unanswered: list[str] = field(default_factory=list)  # left unanswered past 3 s, then tried again
    command_channel: Any = None  # where commands are typed (default: the game's channel)
    automatic: AutomaticSteps = field(default_factory=AutomaticSteps)  # steps the platform played

    async def game(self) -> Any:
        return await self.bot.service.get_active(self.world.channel.id)

    async def legal(self, seat: str) -> list[Action]:
        return self.bot.service.seat_legal_actions(await self.game(), seat)

    async def play(self, seat: str, action: Action) -> None:
        """Play a scripted action, or check that the platform already played it for the seat (a single
        option that reveals nothing: agora/games/automatic.py) and move on."""
        if await self.automatic.skips(self.bot, await self.game(), seat, action):
            return
        user = self.users[seat]
        game = await self.game()
        legal = self.bot.service.seat_legal_actions(game, seat)
        keys = [a.key() for a in legal]
        assert action.key() in keys, f"{action.key()} is not legal for {seat}: {keys[:10]}"
        index = keys.index(action.key())
        by_command = (
            # a skipped automatic step keeps its turn in the schedule: the same actions go by command
            self.command_every
            and (self.via_controls + self.via_commands + self.automatic.skipped + 1) % self.command_every == 0
        )
        for _attempt in range(2):
            if by_command or (result := await self._by_control(user, game, index)) is None:
                result = await self._by_command(user, action)
            if result.responded:
                break
            # Discord shows "This interaction failed" when no answer comes within 3 s, and the bot
            # applies nothing it could not acknowledge: the player tries again, as a person would.
            self.unanswered.append(action.key())
            await self.emulator.wait_idle(quiet=0.05)
        after = await stored_at(self.bot, game.id, game.version + 1)
        assert after.version == game.version + 1, (
            f"{action.key()} was not applied: {self.errors[-1:]}, unanswered: {self.unanswered[-2:]}"
        )
        missing = await settle(self.emulator, self.bot, game.id)
        assert not missing, f"after {action.key()}, no live controls for {missing}"

    async def _by_control(self, user: Any, game: Any, index: int) -> Any:
        """Click the DM control for legal action `index` at this version, if the newest DM has it;
        the click's result, or None when no control offers it."""
        dms = self.emulator.dms(user)
        if not dms:
            return None
        message = dms[-1]
        seat = game.seat_of(user.id)
        prefix = f"agora:{game.id}:v{self.bot.table.controls_version(game, seat)}:"
        value = f"a{index}"
        for _label, custom_id, *_ in message.buttons():
            if custom_id == prefix + value:
                self.via_controls += 1
                return await self.emulator.click(user, message, custom_id)
        for select in message.selects():
            if select.custom_id.startswith(prefix) and any(v == value for _, v in select.options):
                self.via_controls += 1
                return await self.emulator.select(user, message, select.custom_id, [value])
        return None

    async def _by_command(self, user: Any, action: Action) -> Any:
        command = COMMAND_OF.get(action.kind, "decide")
        result = await self.emulator.slash(
            user, self.command_channel or self.world.channel, f"syracuse {command}", choice=token(action)
        )
        self.via_commands += 1
        if result.error:
            self.errors.append(f"{action.key()}: {result.error}")
        return result

    async def play_all(
        self, log: list[tuple[str, Action]], on_step: Callable[[int], Any] | None = None
    ) -> None:
        for number, (seat, action) in enumerate(log):
            await self.play(seat, action)
            if on_step is not None:
                on_step(number)
        await self.bot.table.living.flush_all()  # steps held back for the channel's bucket


async def start_game(emulator: Any, bot: Any, world: Any, seed: int) -> dict[str, Any]:
    """alice (Athens) and bob (Syracuse) start a game of scenario 10.1 with this seed."""
    bot.set_seed(seed)
    await emulator.slash(world.alice, world.channel, "game new", title="syracuse", seat="athens")
    await emulator.click(world.bob, emulator.channel_messages(world.channel)[-1], "Join")
    await emulator.slash(world.alice, world.channel, "game start")
    await emulator.wait_idle()
    return {"athens": world.alice, "syracuse": world.bob}


# A stratagem is public once announced ("Athens plays S23 Epidemic: ..."), or once a line gives it as the
# cause of an effect ("... is weakened (S23 Epidemic)."): only a stratagem in play has effects. The player's
# own echo of the choice its play asks for ("✅ Unit A3 ... is eliminated (S23 Epidemic).") comes just
# before the feed line that announces the play.
_PLAYED = re.compile(r"plays (S\d+)|\((S\d+) [^()]*\)")


def public_leaks(
    emulator: Any,
    world: Any,
    other_ephemerals: list[Any] | None = None,
    played_before: tuple[str, ...] | set[str] = (),
) -> list[str]:
    """Names of stratagems shown publicly before they were played, in the order messages were posted.

    Public means channel messages (content, embeds, attachment alt text) and ephemeral replies. A
    stratagem counts as played from the message announcing `… plays Sn` on, or from the start when it is in
    `played_before` (played in moves a test applied straight through the service, which posted nothing)."""
    names = {n: stratagem_name(n, "en") for n in range(1, 26)}
    played: set[str] = set(played_before)
    leaks = []
    for message in sorted(
        [*emulator.channel_messages(world.channel), *(other_ephemerals or [])], key=lambda m: m.id
    ):
        text = message.text + "\n" + "\n".join(a.description or "" for a in message.attachments)
        played |= {a or b for a, b in _PLAYED.findall(text)}
        for number, name in names.items():
            if name in text and f"S{number}" not in played:
                leaks.append(f"{name} in message {message.id}")
    return leaks


async def dm_shows_the_hand(emulator: Any, bot: Any, world: Any, user: Any) -> bool:
    """The newest DM to `user` lists exactly the stratagem counters the engine says they hold."""
    game = (await bot.service.list_guild(world.guild.id, include_ended=True))[0]
    hand = bot.service.view_for(game, user.id)["hand"]
    wanted = sorted(f"• {stratagem_counter_label(entry['counter'], 'en')}" for entry in hand)
    newest = next(m for m in reversed(emulator.dms(user)) if "Your stratagems (secret)" in m.text)
    shown = sorted(line for line in newest.text.splitlines() if line.startswith("• "))
    return shown == wanted
