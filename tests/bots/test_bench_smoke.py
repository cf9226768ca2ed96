"""`bench/bots.py` works end to end on a tiny sample (the full run is the benchmark, not a test)."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench" / "bots.py"


def _bench():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("bench_bots", BENCH)
    module = importlib.util.module_from_spec(spec)  # type: ignore[arg-type]
    spec.loader.exec_module(module)  # type: ignore[union-attr]
    return module


def test_one_pairing_line_and_the_interval():
    bench = _bench()
    line = bench.pairing(None, "epireia", "easy", "random", 1, 0)
    assert line.startswith("| epireia | easy | random | delos1 | 1 |")
    low, high = bench.wilson(180, 200)
    assert 0.85 < low < 0.9 < high < 0.94


def test_the_run_stops_at_its_time_limit_and_prints_what_it_played(capsys):
    """Two games planned per seat, a time limit already over after the first game: one game is played
    and the table printed says so, seat by seat and for both seats."""
    bench = _bench()
    bench.main(["--only", "random", "--titles", "epireia", "--levels", "easy", "--games", "4",
                "--time-limit", "0.001"])  # fmt: skip
    out = capsys.readouterr().out
    assert "Time limit reached after 1 games" in out
    assert "| epireia | easy | random | delos1 | 1 |" in out
    assert "| epireia | easy | random | both sides | 1 |" in out
    assert "pelo1" not in out  # never reached


@pytest.mark.slow
@pytest.mark.cpu_soak
def test_the_quick_run_as_ci_runs_it():
    """`bench/bots.py --quick` (both titles, every section, two worker processes) runs to its end."""
    done = subprocess.run(
        [sys.executable, str(BENCH), "--quick", "--jobs", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    for expected in ("## Decision time", "| syracuse | hard |", "| epireia | easy | random | pelo1 |",
                     "Wall time"):  # fmt: skip
        assert expected in done.stdout, done.stdout[-2000:]


def test_a_recorded_game_is_counted_again_not_played_again(tmp_path, capsys):
    """`--record`: the first run plays one game per seat and writes them down; the second run with the
    same plan plays nothing and prints the same two games."""
    bench = _bench()
    record = tmp_path / "games.jsonl"
    argv = ["--only", "random", "--titles", "epireia", "--levels", "easy", "--games", "2",
            "--record", str(record)]  # fmt: skip
    bench.main(argv)
    first = capsys.readouterr().out
    assert len(record.read_text().splitlines()) == 2
    bench.main(argv)
    second = capsys.readouterr().out
    assert "2 games of this plan counted from" in second and "Every game already recorded" in second
    assert len(record.read_text().splitlines()) == 2  # nothing played, nothing appended
    line = "| epireia | easy | random | both sides | 2 |"
    assert line in first and line in second
