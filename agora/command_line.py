"""The command line of `bot.py`: run the bot, sync its commands, back up or restore its database, or play
in the sandbox. `bot.py` imports it only when run, so that the worker processes the bot starts (which
import the main module again, as `spawn` does) load neither discord.py nor the database layer."""

from __future__ import annotations

import argparse
import asyncio
import sys

import discord

from agora.bot import AgoraBot, open_bot_storage, point_at_overrides
from agora.diagnostics import enable_from_environment
from agora.discord.logs import configure_logging
from agora.discord.sync import command_hash, hash_key, sync_commands
from agora.settings import TOKEN_HELP, SettingsError, load_settings
from agora.store.guard import NEW_DATABASE_FLAG, StorageError


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bot.py", description="Agora, a Discord referee for board games.")
    commands = ["run", "sync", "backup", "restore", "upgrade", "migrate-to"]
    parser.add_argument("command", nargs="?", choices=commands, default="run")
    parser.add_argument("file", nargs="?", help="with restore: the backup file; with migrate-to: the URL")
    parser.add_argument(
        NEW_DATABASE_FLAG,
        dest="new_database",
        action="store_true",
        help="start an empty database even though one existed here (after its loss, on purpose)",
    )
    parser.add_argument("--guild", type=int, help="with sync: sync to this guild only (instant)")
    parser.add_argument("--sandbox", action="store_true", help="run against a local Discord emulator")
    parser.add_argument("--script", help="with --sandbox: play this file of lines and exit")
    parser.add_argument("--out", help="with --sandbox: save images under this folder")
    parser.add_argument("--seed", type=int, help="with --sandbox: fix the games' seeds")
    return parser.parse_args(argv)


async def run(settings, token: str, *, new_database: bool = False) -> int:
    point_at_overrides(settings)
    enable_from_environment()  # benchmarks only: counts state parses
    storage = await open_bot_storage(settings, lambda _reason: None, new_database=new_database)
    async with AgoraBot(settings, storage=storage, settle_collector=True) as bot:
        await bot.start(token)
    return 3 if bot.storage_failure else 0  # already logged, in one line


async def sync(settings, token: str, guild_id: int | None, *, new_database: bool = False) -> None:
    point_at_overrides(settings)
    storage = await open_bot_storage(settings, lambda _reason: None, new_database=new_database)
    async with AgoraBot(settings, auto_sync=False, storage=storage) as bot:
        await bot.login(token)  # runs setup_hook: migrations, cogs, translator
        count = await sync_commands(bot.tree, guild_id)
        await bot.service.meta_set(hash_key(guild_id), await command_hash(bot.tree))
        print(f"Synced {count} command(s) {'to guild ' + str(guild_id) if guild_id else 'globally'}.")


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    try:
        settings = load_settings()
    except SettingsError as exc:
        print(exc, file=sys.stderr)
        return 2
    configure_logging(settings.log_level)
    if args.command in ("backup", "restore", "upgrade", "migrate-to"):
        from agora.store.cli import backup_command, restore_command
        from agora.store.migrate_to import migrate_to_command
        from agora.store.upgrade import upgrade_command

        try:
            if args.command == "backup":
                print(backup_command(settings))
            elif args.command == "restore":
                print(restore_command(settings, args.file))
            elif args.command == "upgrade":
                print(upgrade_command(settings))
            else:
                print(migrate_to_command(settings, args.file))
        except StorageError as exc:
            print(exc, file=sys.stderr)
            return 2
        except OSError as exc:  # a folder that cannot be written, a full disk...
            print(f"The {args.command} failed: {exc}", file=sys.stderr)
            return 2
        return 0
    if args.sandbox:
        from agora.sandbox import run_sandbox

        return asyncio.run(run_sandbox(settings, script=args.script, out=args.out, seed=args.seed))
    try:
        token = settings.require_token()
        if args.command == "sync":
            guild = args.guild or settings.dev_guild_id
            asyncio.run(sync(settings, token, guild, new_database=args.new_database))
        else:
            return asyncio.run(run(settings, token, new_database=args.new_database))
    except (SettingsError, StorageError) as exc:
        print(exc, file=sys.stderr)
        return 2
    except discord.LoginFailure:
        print(TOKEN_HELP, file=sys.stderr)
        return 2
    except discord.PrivilegedIntentsRequired:
        print(
            "Discord refused an intent; Agora needs no privileged intent, check the bot's settings.",
            file=sys.stderr,
        )
        return 2
    except KeyboardInterrupt:
        return 0
    return 0
