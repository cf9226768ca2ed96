"""The GM's tool for Les Diadoques: `python bot.py diadoques FILE [--lang en] [--out NEXT]` (or
`python -m render.diadoques_gm ...`), and `--start SEED` for the position a game starts from.

Reads a position and the season's orders (engine/diadoques/gm_file.py describes the format), resolves the
season with the same rules as the bot, and prints the results sheet (each order in the rulebook's notation,
succeeded or failed and why, what the rules did of themselves) then the new position in the same format,
which `--out` also writes to a file ready for the next season's orders. French by default.

It lives here, not as `engine/diadoques/__main__.py`, because its sheet is words: the engine holds none
(tests/platform/test_import_cycles.py: the engine imports no other layer, i18n included), while a
renderer turns the engine's data into what people read.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from engine.diadoques.board import Board, load_board
from engine.diadoques.gm_file import GMFile, GMFileError, parse_winter_orders, read_gm_file, write_position
from engine.diadoques.notation import parse_orders
from engine.diadoques.seasons import resolve_military_season, resolve_winter
from engine.diadoques.setup import initial_state
from engine.diadoques.state import POWERS, OrderOutcome, SeasonReport
from i18n import has, t

SHOWN_EVENTS = (
    "income",
    "degraded",
    "disbanded_unpaid",
    "disbanded_surplus",
    "disbanded_no_port",
    "treasure_seized",
    "revolt",
    "executed",
    "unsold_removed",
    "stack_disbanded",
)
"""The rules' own doings the sheet reports (the adjudicator's outcomes are in the orders' lines)."""


def resolve(board: Board, game: GMFile, lang: str) -> tuple[SeasonReport, dict[str, list[str]], GMFile]:
    """The season resolved: its report, the lines each power wrote that could not be used, the new file."""
    state = game.state
    unread: dict[str, list[str]] = {}
    if state.season == "winter":
        sheets = {}
        for power, text in game.orders.items():
            sheets[power], bad = parse_winter_orders(board, state, power, text)
            unread[power] = [f"{line} — {t('diadoques_seasons.gm.unreadable', lang)}" for line in bad]
        new, report = resolve_winter(state, sheets, board)
    else:
        military = {}
        for power, text in game.orders.items():
            sheet = parse_orders(board, state.position, power, text, lang)
            military[power] = sheet.orders
            unread[power] = [f"{p.line} — {t(p.key, lang, **p.params)}" for p in sheet.problems]
        new, report = resolve_military_season(state, military, board)
    return report, unread, GMFile(state=new)


def _outcome_line(outcome: OrderOutcome, lang: str) -> str:
    text = outcome.text.replace("\n", " / ")
    if outcome.succeeded:
        verdict = t("diadoques_seasons.gm.succeeded", lang)
    else:
        verdict = t("diadoques_seasons.gm.failed", lang, reason=_reason(outcome.reason, lang))
    extra = []
    if outcome.params.get("destroyed"):
        extra.append(t("diadoques_seasons.gm.destroyed", lang))
    elif outcome.params.get("retreat"):
        extra.append(t("diadoques_seasons.gm.retreated", lang, space=outcome.params["retreat"]))
    elif outcome.params.get("dislodged") and outcome.reason != "dislodged":
        extra.append(t("diadoques_seasons.gm.dislodged", lang))
    return f"  {text} : {verdict}" + "".join(f", {e}" for e in extra)


def _reason(code: str | None, lang: str) -> str:
    """A failure's reason: our winter reasons are keys already; the adjudicator's are codes."""
    if code is None:
        return ""
    if code.startswith("diadoques_seasons."):
        return t(code, lang)
    key = f"diadoques_seasons.outcome.{code}"
    return t(key, lang) if has(key) else code  # a code the catalog lacks is shown as it is


def results_sheet(board: Board, report: SeasonReport, unread: dict[str, list[str]], lang: str) -> str:
    season = t(f"diadoques_seasons.season.{report.season}", lang)
    lines = [t("diadoques_seasons.gm.results", lang, season=season, year=report.year)]
    for power in POWERS:
        own = [o for o in report.outcomes if o.power == power]
        if not own and not unread.get(power):
            continue
        lines.append(board.powers[power].name(lang))
        lines += [_outcome_line(o, lang) for o in own]
        if unread.get(power):
            lines.append("  " + t("diadoques_seasons.gm.problems", lang))
            lines += [f"    {line}" for line in unread[power]]
    shown = [e for e in report.events if e.get("kind") in SHOWN_EVENTS]
    if shown:
        lines.append(t("diadoques_seasons.gm.events", lang))
        for event in shown:
            params = {k: v for k, v in event.items() if k != "kind"}
            lines.append("  " + t(f"diadoques_seasons.event.{event['kind']}", lang, **params))
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None, prog: str = "python -m render.diadoques_gm") -> int:
    parser = argparse.ArgumentParser(prog=prog, description=__doc__.splitlines()[0])
    parser.add_argument(
        "file", type=Path, nargs="?", help="position and orders (engine/diadoques/gm_file.py)"
    )
    parser.add_argument("--lang", choices=("fr", "en"), default="fr")
    parser.add_argument("--out", type=Path, help="also write the new position to this file")
    parser.add_argument("--start", type=int, metavar="SEED", help="print the position of spring -319 instead")
    args = parser.parse_args(argv)
    board = load_board()
    if args.start is not None or args.file is None:
        # chapter 12: holdings and income, before the purchases the GM writes in as units
        print(write_position(board, initial_state(args.start or 0), args.lang), end="")
        return 0
    try:
        game = read_gm_file(board, args.file.read_text(encoding="utf-8"))
    except GMFileError as error:
        message = t(error.key, args.lang, **error.params)
        print(
            t("diadoques_seasons.gm.error.at_line", args.lang, line=error.line, message=message),
            file=sys.stderr,
        )
        return 2
    except OSError as error:
        print(
            t("diadoques_seasons.gm.error.unreadable_file", args.lang, path=str(args.file), error=str(error)),
            file=sys.stderr,
        )
        return 2
    report, unread, new = resolve(board, game, args.lang)
    position = write_position(board, new.state, args.lang)
    print(results_sheet(board, report, unread, args.lang))
    if new.state.result is not None:
        print(
            t(
                f"diadoques_seasons.result.{new.state.result.kind}",
                args.lang,
                winners=", ".join(new.state.result.winners),
            )
        )
    print(t("diadoques_seasons.gm.new_position", args.lang))
    print(position, end="")
    if args.out is not None:
        args.out.write_text(position, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
