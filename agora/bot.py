"""AgoraBot: the discord.py bot that runs games. Set-up is shared by `bot.py`, the sandbox and the tests."""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord.ext import commands

from agora.bots.control import games_awaiting_bots
from agora.bots.runner import BotRunner
from agora.clock import Clock
from agora.collector import settle_for_a_long_run
from agora.discord.components import DYNAMIC_ITEMS, route_components
from agora.discord.global_pacing import pace_requests
from agora.discord.images import picture_workers
from agora.discord.logs import register_secret
from agora.discord.old_edits import pace_old_edits
from agora.discord.sync import sync_if_changed
from agora.discord.table import Table
from agora.discord.translator import CatalogTranslator
from agora.games.outbox import BOT_MOVE, FINISHING_MOVE
from agora.settings import Settings, SettingsError
from engine.registry import manifests

if TYPE_CHECKING:
    from sqlalchemy.ext.asyncio import AsyncEngine, AsyncSession, async_sessionmaker

    from agora.games import GameRecord, GameService
    from agora.games.guild_settings import GuildSettingsStore
    from agora.games.timed import Deadlines
    from agora.store.runtime import Storage
    from agora.timers import TimerService

log = logging.getLogger("agora.bot")

STORAGE_LOST_GRACE_SECONDS = 3.0

# Nobody is pinged unless a message names them on purpose (players the game waits on).
DEFAULT_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=False, replied_user=False)


# The extensions (by name: the cogs sit above the platform and are loaded, never imported, from here): the
# commands of every game first, then each title's own (named by its manifest), then the help, which adds
# `rules` to the titles' command groups.
PLATFORM_EXTENSIONS = ("cogs.lobby", "cogs.admin")
LATE_EXTENSIONS = ("cogs.help",)


class AgoraBot(commands.AutoShardedBot):
    def __init__(
        self,
        settings: Settings,
        *,
        seed: int | None = None,
        auto_sync: bool = True,
        shard_count: int | None = None,
        clock: Clock | None = None,
        new_database: bool = False,
        storage: Storage | None = None,
        settle_collector: bool = False,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,  # slash commands only; no message content intent
            # Guilds only: slash commands and components come as interactions whatever the intents;
            # message, typing and reaction events would only cost CPU (three per move).
            intents=discord.Intents(guilds=True),
            allowed_mentions=DEFAULT_MENTIONS,
            help_command=None,
            shard_count=shard_count if shard_count is not None else settings.shard_count,
            shard_ids=settings.shard_ids,  # None: every shard; else only these (settings check the count)
        )
        self.settings = settings
        self.clock = clock or Clock()  # the one time source; tests and the sandbox move it
        pace_requests(self.http, settings.discord_requests_per_second)  # under Discord's global limit
        # under Discord's limit for edits of hour-old messages (a long game's status message, a seat's DM)
        self.old_edits = pace_old_edits(self.http, lambda: self.clock.now())
        self.auto_sync = auto_sync
        self._seeds = itertools.count(seed) if seed is not None else None
        # Built in setup_hook, once the bot has logged in.
        self.db_engine: AsyncEngine | None = None
        self.storage: Storage | None = storage  # opened already by bot.py (to refuse before logging in)
        self.new_database = new_database  # `bot.py --new-database`: an empty database on purpose
        self.storage_failure: str | None = None  # why the bot stopped itself (its database vanished)
        self._closing: asyncio.Future[None] | None = None  # the one close sequence (see `close`)
        # `bot.py` run: the garbage collector set for a long run once ready (agora/collector.py); never in
        # a process that hosts other bots after this one (tests)
        self._settle_collector = settle_collector
        self.service: GameService = None  # type: ignore[assignment]
        self.table: Table = None  # type: ignore[assignment]
        self.deadlines: Deadlines = None  # type: ignore[assignment]
        self.timers: TimerService = None  # type: ignore[assignment]
        self.guild_settings: GuildSettingsStore = None  # type: ignore[assignment]
        if settings.discord_token is not None:
            register_secret(settings.discord_token.get_secret_value())

    def set_seed(self, seed: int) -> None:
        """Games created from now on get seeds seed, seed + 1, ..."""
        self._seeds = itertools.count(seed)

    def next_seed(self) -> int | None:
        """A fixed seed sequence when the sandbox asked for one; None lets the service pick."""
        return next(self._seeds) if self._seeds is not None else None

    async def setup_hook(self) -> None:
        from agora.games import GameService
        from agora.games.guild_settings import GuildSettingsStore
        from agora.store.db import make_sessionmaker

        settings = self.settings
        if self.storage is None:
            self.storage = await open_bot_storage(
                settings, self._storage_lost, new_database=self.new_database
            )
        elif self.storage.watch is not None:
            self.storage.watch.on_lost = self._storage_lost
        self.db_engine = self.storage.engine
        sessionmaker = make_sessionmaker(self.db_engine)
        self.service = GameService(
            sessionmaker, include_hidden_titles=settings.enable_demo_title, clock=self.clock.now
        )
        self.table = Table(self, self.service)
        self.guild_settings = GuildSettingsStore(sessionmaker)  # a server's choices (threads)
        route_components(self, self.table)  # clicks on game controls go to the table
        self._start_timers(sessionmaker)
        self.bots = BotRunner(
            self.service,
            lambda outcome, before: self.table.announce(outcome, before=before, interaction=None),
            workers=self.settings.bot_workers,
            pause=self.settings.bot_pause_seconds,
            after_action=self._seat_acted,
        )
        self.table.after_change = self.bots.poke  # bot seats play after every announced change
        for kind in (BOT_MOVE, FINISHING_MOVE):  # a move a crash left unsaid
            self.timers.sayers[kind] = self.bots.say_left
        titles = manifests(include_test_only=self.settings.enable_demo_title)
        # Started now, so that the first picture does not wait for a worker to import the renderers.
        picture_workers.configure(settings.picture_workers, (m for title in titles for m in title.pictures))
        own = tuple(cog for title in titles for cog in title.cogs)
        extensions = PLATFORM_EXTENSIONS + own + LATE_EXTENSIONS
        for name in extensions:
            await self.load_extension(name)
        await self.tree.set_translator(CatalogTranslator())
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        if self.auto_sync:
            await sync_if_changed(self.tree, self.service, self.settings.dev_guild_id)
        log.info("bot set up", extra={"extensions": ",".join(extensions)})

    async def _seat_acted(self, game: GameRecord, user_id: int) -> None:
        """A bot seat acted: cogs run what they run after a person's command (`on_seat_acted`)."""
        self.dispatch("seat_acted", game, user_id)

    def _start_timers(self, sessionmaker: async_sessionmaker[AsyncSession]) -> None:
        from agora.discord.reminders import Reminders
        from agora.games.timed import Deadlines
        from agora.timers import TimerService

        self.deadlines = Deadlines(self.service, sessionmaker)
        self.timers = TimerService(self.deadlines, self.clock, Reminders(self, self.table).announce)
        self.service.on_timers_changed = self.timers.wake
        self.timers.start()

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        if self.table is not None:  # set up; remember the user's language for the DMs we send them later
            await self.table.locales.note(interaction)

    async def on_ready(self) -> None:
        for game in await games_awaiting_bots(self.service):  # games a restart left waiting on a bot
            self.bots.poke(game)
        log.info("ready", extra={"user_id": self.user.id if self.user else None, "guilds": len(self.guilds)})
        if self._settle_collector:  # once: a reconnection is ready again
            self._settle_collector = False
            settle_for_a_long_run()

    def _storage_lost(self, reason: str) -> None:
        """The database file vanished under the running bot: say so once and stop, after a grace period
        in which the interactions in flight get their answer (every transaction is refused by then)."""
        self.storage_failure = reason
        log.critical(reason)
        loop = asyncio.get_running_loop()
        loop.call_later(STORAGE_LOST_GRACE_SECONDS, lambda: loop.create_task(self.close(), name="agora-stop"))

    async def close(self) -> None:
        # Once, for whoever asks first (the lost-database stop, `async with`'s exit, a signal), and every
        # caller waits for the whole of it: `bot.py`'s loop must not end, cancelling what is left, while
        # the database is still being closed (discord.py reports the bot closed before that).
        if self._closing is None:
            self._closing = asyncio.ensure_future(self._close_everything())
        await asyncio.shield(self._closing)

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()  # discord.py skips it once its own part is closed: ours may still run

    async def _close_everything(self) -> None:
        if getattr(self, "table", None) is not None:
            self.table.cancel_background()  # quiet DM edits waiting (agora/discord/table.py)
        if self.timers is not None:
            await self.timers.stop()
        if getattr(self, "bots", None) is not None:
            await self.bots.close()
        await super().close()
        if self.storage is not None:
            await self.storage.close()
            self.storage = None
            self.db_engine = None
        elif self.db_engine is not None:
            await self.db_engine.dispose()
            self.db_engine = None


async def open_bot_storage(
    settings: Settings, on_lost: Callable[[str], None], *, new_database: bool = False
) -> Storage:
    """Check, migrate and open the database as the settings say; StorageError (one line) if it must not
    be used. `bot.py` calls it before logging in, so that the refusal is the only line printed."""
    from agora.store.runtime import open_storage, storage_options

    return await open_storage(storage_options(settings, allow_new=new_database), on_lost)


def point_at_overrides(settings: Settings) -> None:
    """Send discord.py to another API (the emulator) when the settings say so."""
    if not (settings.discord_api_base or settings.discord_gateway_url):
        return
    if not (settings.discord_api_base and settings.discord_gateway_url):
        raise SettingsError("Set both DISCORD_API_BASE and DISCORD_GATEWAY_URL, or neither.")
    from emulator.patch import point_discord_at

    point_discord_at(settings.discord_api_base, settings.discord_gateway_url)


async def start_in_background(
    settings: Settings, token: str, **bot_kwargs: object
) -> tuple[AgoraBot, asyncio.Task]:
    """Log in (runs `setup_hook`) and connect in a task: the sandbox and the tests run the bot this way,
    beside the emulator in the same event loop. `bot.py` does the same through `bot.start()`."""
    point_at_overrides(settings)
    bot = AgoraBot(settings, **bot_kwargs)  # type: ignore[arg-type]
    await bot.login(token)
    return bot, asyncio.create_task(bot.connect(reconnect=True), name="agora-bot-connection")
