"""`scripts/run.sh` installs on the first run and when pyproject.toml changes, and otherwise starts the bot
without calling pip (so with no network). Run in a temporary copy where `python3 -m venv` and `pip` are
stubs that only write down how they were called."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Stands for python3 and for .venv/bin/python: `-m venv DIR` makes DIR/bin/python (this same stub),
# `-m pip ...` and `bot.py ...` are only written to calls.log.
STUB_PYTHON = """#!/usr/bin/env bash
echo "$*" >> "$AGORA_STUB_LOG"
if [ "$1 $2" = "-m venv" ]; then mkdir -p "$3/bin" && cp "$0" "$3/bin/python"; fi
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    if shutil.which("bash") is None or shutil.which("cksum") is None:
        pytest.skip("needs bash and cksum")
    (tmp_path / "scripts").mkdir()
    shutil.copy(ROOT / "scripts" / "run.sh", tmp_path / "scripts" / "run.sh")
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    stub = tmp_path / "stub-python3"
    stub.write_text(STUB_PYTHON)
    stub.chmod(stub.stat().st_mode | stat.S_IXUSR)
    return tmp_path


def run(project: Path, *args: str) -> list[str]:
    log = project / "calls.log"
    log.unlink(missing_ok=True)
    env = {**os.environ, "PYTHON": str(project / "stub-python3"), "AGORA_STUB_LOG": str(log)}
    subprocess.run(["bash", "scripts/run.sh", *args], cwd=project, env=env, check=True, capture_output=True)
    return log.read_text().splitlines()


def pip_calls(calls: list[str]) -> list[str]:
    return [line for line in calls if line.startswith("-m pip")]


def test_the_first_run_installs_and_the_next_ones_start_without_pip(project: Path) -> None:
    first = run(project, "--sandbox")
    assert "-m pip install -q --disable-pip-version-check -e ." in first
    assert first[-1] == "bot.py --sandbox"
    second = run(project, "sync", "--guild", "1")
    assert pip_calls(second) == [], "a second start called pip (needs the network)"
    assert second == ["bot.py sync --guild 1"]


def test_a_changed_pyproject_installs_again_once(project: Path) -> None:
    run(project)
    with (project / "pyproject.toml").open("a") as file:
        file.write("\n# a new dependency\n")
    assert pip_calls(run(project)), "pyproject.toml changed but nothing was installed"
    assert pip_calls(run(project)) == []


def test_an_install_cut_short_is_done_again(project: Path) -> None:
    run(project)
    (project / ".venv" / ".agora-installed").unlink()  # as if pip had failed before the stamp
    assert pip_calls(run(project))
