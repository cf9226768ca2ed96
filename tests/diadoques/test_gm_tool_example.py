"""The GM's tool (issue #47, item 6): a position and the orders in the rulebook's notation from a file, the
results sheet and the new position printed, the new position in the same format so that it feeds back in.
Run on examples/by-email/diadoques.txt, the example a GM would start from."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

from engine.diadoques.board import load_board
from engine.diadoques.gm_file import read_gm_file, write_position

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "by-email" / "diadoques.txt"
BOARD = load_board()


def _tool():
    """render/diadoques_gm.py loaded from its file: under pytest, `render` may name tests/render (a test
    package) when nothing imported the real one first."""
    spec = importlib.util.spec_from_file_location("diadoques_gm_tool", ROOT / "render" / "diadoques_gm.py")
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


main = _tool().main


def units_of(state):
    return sorted((u.owner, u.kind.value, u.space, u.commander) for u in state.position.units)


def test_the_example_gives_its_results_sheet_in_french(capsys) -> None:
    assert main([str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    sheet, _, position = out.partition("Nouvelle position :")
    assert sheet.startswith("Feuille de résultats, printemps -318")
    # the diadoque's army (2 with him at its head) and a support beat an army and its support (2)
    assert "  A* MAC THR : réussi" in sheet
    assert "  A THR X / A THR Re IST, BIT : échoué (délogée), fait retraite en IST" in sheet
    # a second siege season running takes Sardes
    assert "  A LYD A2 Sardes : réussi" in sheet and "citadelle Sardes antigone" in position
    # a name the reader does not know: the order is reported and the army holds
    assert "A CIL Isaurie —" in sheet and "  A CIL X : réussi" in sheet
    assert position.lstrip().startswith("saison: été -318")
    assert "unite cassandre A* THR" in position and "unite lysimaque A IST" in position


def test_the_sheet_in_english(capsys) -> None:
    assert main([str(EXAMPLE), "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Results sheet, spring -318")
    assert "  A* MAC THR : succeeded" in out and "retreats to IST" in out
    assert "New position:\nseason: summer -318" in out


def test_the_new_position_feeds_back_in_unchanged(tmp_path) -> None:
    nxt = tmp_path / "summer.txt"
    assert main([str(EXAMPLE), "--out", str(nxt)]) == 0
    summer = read_gm_file(BOARD, nxt.read_text(encoding="utf-8")).state
    assert (summer.year, summer.season) == (-318, "summer")
    again = read_gm_file(BOARD, write_position(BOARD, summer)).state
    assert units_of(again) == units_of(summer)
    assert again.position.citadel_owner == summer.position.citadel_owner
    assert again.position.province_owner == summer.position.province_owner
    assert again.treasuries == summer.treasuries and again.treasures == summer.treasures
    assert (again.rng.seed, again.rng.draws) == (summer.rng.seed, summer.rng.draws)
    assert (again.vp_unchanged_winters, again.vp_changed) == (summer.vp_unchanged_winters, summer.vp_changed)
    assert summer.vp_changed  # Sardes, a major citadel, fell this spring


def test_the_starting_position_is_chapter_twelves(capsys) -> None:
    """ "Ils possèdent leur province de départ, leur capitale et éventuellement une 2ème citadelle (...).
    Chaque joueur prélève ses revenus (chapitre 10)": the file a GM starts from, before the purchases."""
    assert main(["--start", "7"]) == 0
    start = read_gm_file(BOARD, capsys.readouterr().out).state
    assert (start.year, start.season, start.rng.seed) == (-319, "spring", 7)
    assert start.treasuries["cassandre"] == 33 and start.position.citadel_owner["pydna"] == "cassandre"
    assert start.position.characters["seleucos:diadoque"] == "CHD" and start.vp_changed


def test_a_winter_file_takes_the_winter_orders(tmp_path, capsys) -> None:
    """Winter notation: "+ A Pella" builds, "- A PEO" disbands (chapter 10)."""
    text = "\n".join(
        [
            "saison: hiver -319",
            "tresor cassandre 40",
            "citadelle Pella cassandre",
            "unite cassandre A MAC",
            "unite cassandre A PEO",
            "ordres cassandre:",
            "+ Ae Pella",
            "- A PEO",
            "+ F Atlantide",
        ]
    )
    path = tmp_path / "winter.txt"
    path.write_text(text, encoding="utf-8")
    assert main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "  + Ae pella : réussi" in out and "  - A PEO : réussi" in out
    assert "+ F Atlantide — illisible" in out
    # 40 T: upkeep of the A in MAC (10), disbanding the other (5), the elite army (20)
    assert "tresor cassandre 5" in out and "saison: printemps -318" in out
    assert "unite cassandre Ae Pella" in out and "unite neutre A PEO licenciee" in out


def test_a_line_it_cannot_read_is_reported_with_its_number(tmp_path, capsys) -> None:
    path = tmp_path / "bad.txt"
    path.write_text("saison: printemps -318\ntresor cassandre 10\nunite cassandr A MAC\n", encoding="utf-8")
    assert main([str(path)]) == 2
    assert capsys.readouterr().err.strip() == "Ligne 3 : puissance inconnue « cassandr »"


@pytest.mark.parametrize("command", [["-m", "render.diadoques_gm"], ["bot.py", "diadoques"]])
def test_it_runs_as_a_command(command: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, *command, str(EXAMPLE), "--lang", "en"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("Results sheet, spring -318")
