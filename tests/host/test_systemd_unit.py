"""The systemd unit shipped in scripts/ (docs/hosting.md) is one systemd accepts: `systemd-analyze verify`
on a copy whose /opt/agora points at an install laid out as the unit expects. Skipped only where
systemd-analyze is absent."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
UNIT = ROOT / "scripts" / "agora.service"

pytestmark = pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="needs systemd-analyze")


def verify(text: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    install = tmp_path / "agora"
    for folder in (".venv/bin", "data", "backups"):
        (install / folder).mkdir(parents=True, exist_ok=True)
    (install / ".venv" / "bin" / "python").symlink_to(sys.executable)
    (install / ".env").write_text("DISCORD_TOKEN=x\n")
    unit = tmp_path / "agora.service"
    unit.write_text(text.replace("/opt/agora", str(install)))
    return subprocess.run(
        ["systemd-analyze", "verify", "--man=no", str(unit)], capture_output=True, text=True, timeout=60
    )


def test_the_unit_passes_systemd_analyze_verify(tmp_path: Path) -> None:
    result = verify(UNIT.read_text(), tmp_path)
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr


def test_the_unit_runs_the_installed_bot_without_installing_and_stops_it_cleanly() -> None:
    service = UNIT.read_text().split("[Service]", 1)[1].split("[Install]", 1)[0]
    settings = dict(
        line.split("=", 1) for line in service.splitlines() if "=" in line and not line.startswith("#")
    )
    assert settings["ExecStart"] == "/opt/agora/.venv/bin/python bot.py"  # no pip: starts offline
    assert settings["KillSignal"] == "SIGINT" and settings["Restart"] == "on-failure"
    assert set(settings["RestartPreventExitStatus"].split()) == {"2", "3"}  # the admin must act


def test_verify_refuses_a_broken_unit(tmp_path: Path) -> None:
    # The check above means something: the same unit with a misspelt setting is refused.
    broken = verify(UNIT.read_text().replace("Restart=on-failure", "Restart=sometimes"), tmp_path)
    assert broken.returncode != 0 or "sometimes" in broken.stderr


def test_the_hosting_guide_covers_the_unit_upgrades_postgresql_monitoring_and_bad_days() -> None:
    guide = (ROOT / "docs" / "hosting.md").read_text(encoding="utf-8")
    for needed in (
        "scripts/agora.service",
        "bot.py upgrade",
        "The way back",
        "bot.py migrate-to",
        "HEALTH_LOG_MINUTES",
        "/admin status",
        "**Full disk.**",
        "**Down.**",
        "**Lost**",
    ):
        assert needed in guide, f"docs/hosting.md does not cover {needed}"
    unit_lines = {line for line in UNIT.read_text().splitlines() if line and not line.startswith("#")}
    explained = [
        line.split("=", 1)[0]
        for line in unit_lines
        if "=" in line
        and line.split("=", 1)[0]
        in ("ExecStart", "KillSignal", "RestartPreventExitStatus", "ProtectSystem", "ReadWritePaths")
    ]
    assert all(f"`{key}=" in guide for key in explained), "docs/hosting.md must explain the unit's key lines"
