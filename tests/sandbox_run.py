"""The sandbox (`bot.py --sandbox --script …`) run as its own process, the way the example-script tests
run it: one helper for all of them (same environment, same failure message)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
# Settings of the machine the tests run on that must not reach the sandbox's bot.
HOST_SETTINGS = ("DISCORD_", "DATABASE_")


def run_sandbox(
    script: str,
    *,
    out: Path | None = None,
    seed: int | None = None,
    timeout: float = 180,
    drop: tuple[str, ...] = (),
) -> subprocess.CompletedProcess[str]:
    """Play `script` (a path under the repository) in the sandbox and return the finished process; fail
    the test, with the end of its output, unless it exited cleanly. `drop`: more environment prefixes
    to keep from it (BOT_ settings, say)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(HOST_SETTINGS + drop)}
    command = [sys.executable, "bot.py", "--sandbox", "--script", script]
    if out is not None:
        command += ["--out", str(out)]
    if seed is not None:
        command += ["--seed", str(seed)]
    result = subprocess.run(
        command,
        cwd=ROOT,
        env={**env, "LOG_LEVEL": "WARNING"},
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return result
