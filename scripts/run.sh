#!/usr/bin/env bash
# Install what the bot needs into .venv, then run it (settings from the environment or .env).
# Usage: bash scripts/run.sh [bot.py arguments, e.g. --sandbox or sync]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null
.venv/bin/python -m pip install -q --disable-pip-version-check -e .
exec .venv/bin/python bot.py "$@"
