"""Agora's entry point.

python bot.py                          run the bot (needs DISCORD_TOKEN)
python bot.py sync [--guild ID]        push the slash commands to Discord now, then exit
python bot.py --new-database           run, starting an empty database where one existed (on purpose)
python bot.py backup                   copy the SQLite database into BACKUP_DIR now (the bot may run)
python bot.py restore FILE             replace the SQLite database by a backup (the bot stopped)
python bot.py upgrade                  after installing a new version: a backup, then the migrations
python bot.py migrate-to URL           copy every row into another (empty) database, e.g. PostgreSQL
python bot.py --sandbox [--script FILE] [--out DIR] [--seed N]
                                       play against a local Discord emulator, no account needed
python bot.py diadoques FILE [--lang en] [--out NEXT] | --start SEED
                                       Les Diadoques by e-mail: resolve a season from a position and
                                       the orders in the rulebook's notation (render/diadoques_gm.py)
"""

from __future__ import annotations

import logging
import sys


def main(argv: list[str] | None = None) -> int:
    # Imported here, not above: the bot's worker processes (pictures, bot players) import this file again
    # when they start, and need none of the bot (agora/command_line.py).
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["diadoques"]:  # the GM's tool needs no bot, no database, no Discord
        from render.diadoques_gm import main as referee

        return referee(args[1:], prog="bot.py diadoques")
    from agora.command_line import main as run_command_line

    return run_command_line(args)


if __name__ == "__main__":
    logging.captureWarnings(True)
    sys.exit(main())
