#!/usr/bin/env bash
# Install what the bot needs into .venv on the first run (or when pyproject.toml changes), then run it
# (settings from the environment or .env). Later starts touch no network: they only compare a stamp.
# Usage: bash scripts/run.sh [bot.py arguments, e.g. --sandbox, sync, backup, upgrade]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
STAMP=.venv/.agora-installed  # the checksum of the pyproject.toml last installed from
wanted=$(cksum < pyproject.toml)
if [ ! -x .venv/bin/python ] || [ "$(cat "$STAMP" 2>/dev/null)" != "$wanted" ]; then
  echo "Installing Agora's dependencies into .venv (first run, or pyproject.toml changed)..." >&2
  [ -x .venv/bin/python ] || "$PY" -m venv .venv
  .venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q --disable-pip-version-check -e .
  printf '%s\n' "$wanted" > "$STAMP"  # written last: an install cut short is redone next time
fi
exec .venv/bin/python bot.py "$@"
