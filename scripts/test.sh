#!/usr/bin/env bash
# Install everything the test suite needs into .venv, then run the whole suite (slow tests included).
# With CI=true or AGORA_TEST_POSTGRES=1 it also installs PostgreSQL (Debian packages) if it is missing,
# starts a throwaway server on 127.0.0.1 and runs every test that uses a database again against it, in a
# second pytest beside the first.
# Usage: bash scripts/test.sh [extra pytest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null
.venv/bin/python -m pip install -q --disable-pip-version-check -e '.[dev]'
.venv/bin/ruff check .

# --- PostgreSQL helpers ------------------------------------------------------------------------------
PG_DIR=""
PG_BIN=""

as_root() {  # run as root: directly, or through sudo when that needs no password
    if [ "$(id -u)" -eq 0 ]; then "$@"; elif sudo -n true 2>/dev/null; then sudo -n "$@"; else return 1; fi
}

find_pg_bin() {  # the newest installed server's bin folder (Debian keeps them apart from PATH)
    local dir
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
    command -v initdb >/dev/null 2>&1 && dirname "$(command -v initdb)"
}

install_postgres() {
    PG_BIN=$(find_pg_bin || true)
    [ -n "$PG_BIN" ] && return 0
    echo "PostgreSQL: installing the Debian packages"
    as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null || return 1
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null || return 1
    PG_BIN=$(find_pg_bin || true)
    [ -n "$PG_BIN" ]
}

as_pg_owner() {  # initdb refuses root: the cluster belongs to the postgres user when we are root
    if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

stop_postgres() {
    if [ -n "$PG_DIR" ] && [ -d "$PG_DIR" ]; then
        as_pg_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
        rm -rf "$PG_DIR"
    fi
}

PG_PASS_PID=""
PG_PASS_DIR=""

clean_up() {  # on any exit: the PostgreSQL pass never outlives the run, nor does its server
    if [ -n "$PG_PASS_PID" ] && kill -0 "$PG_PASS_PID" 2>/dev/null; then
        kill -- -"$PG_PASS_PID" 2>/dev/null || true  # its process group: pytest and the bots it started
        wait "$PG_PASS_PID" 2>/dev/null || true
    fi
    stop_postgres
    [ -n "$PG_PASS_DIR" ] && rm -rf "$PG_PASS_DIR"
    return 0
}

start_postgres() {  # a throwaway cluster in a temp folder, on a free loopback port; sets PG_URL
    local port
    PG_DIR=$(mktemp -d /tmp/agora-pg.XXXXXX)
    [ "$(id -u)" -eq 0 ] && chown postgres: "$PG_DIR"
    port=$(.venv/bin/python -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    as_pg_owner "$PG_BIN/initdb" -D "$PG_DIR/data" -U agora --auth=trust -E UTF8 --no-locale >"$PG_DIR/initdb.log"
    # Durability off: a test server that is thrown away does not need fsync, and the suite runs faster.
    as_pg_owner "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/server.log" -w -t 60 start -o \
        "-p $port -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
        >/dev/null
    PG_URL="postgresql+asyncpg://agora@127.0.0.1:$port/postgres"
    echo "PostgreSQL: $("$PG_BIN/postgres" --version) on 127.0.0.1:$port"
}

# --- the database tests again on PostgreSQL, beside the SQLite pass ---------------------------------------
# The two passes wait on Discord's rate limits and the emulator more than they compute (the SQLite pass
# keeps about 0.6 of a core busy), so they run at the same time: the run lasts as long as the longer pass,
# not the two added. To even them out, the slow tests that use neither a database nor Discord (marker
# `cpu_soak`: random games, pictures) run once, in the PostgreSQL pass's process rather than the SQLite
# pass's. The PostgreSQL pass writes to its own log, printed once the SQLite pass is over.
if [ "${CI:-}" = "true" ] || [ "${AGORA_TEST_POSTGRES:-}" = "1" ]; then
    if ! install_postgres; then
        echo "PostgreSQL: not installed and cannot install it (needs root or password-less sudo): PostgreSQL pass skipped"
    else
        trap clean_up EXIT
        trap 'exit 130' INT TERM  # exit through the EXIT trap
        start_postgres
        PG_PASS_DIR=$(mktemp -d /tmp/agora-pg-pass.XXXXXX)
        echo "PostgreSQL pass: every test that uses a database, against $PG_URL, beside the SQLite pass"
        # Job control on while it starts: a script's background job would ignore SIGINT, and so would
        # the bot.py processes its tests start and stop with SIGINT. It also gets its own process group.
        set -m
        AGORA_TEST_POSTGRES_URL="$PG_URL" AGORA_TEST_DATABASE_ONLY=1 AGORA_TEST_CPU_SOAKS=here \
            .venv/bin/python -m pytest -m "" -p no:cacheprovider --basetemp "$PG_PASS_DIR/tmp" "$@" \
            >"$PG_PASS_DIR/pytest.log" 2>&1 &
        PG_PASS_PID=$!
        set +m
    fi
fi

# --- the suite on SQLite --------------------------------------------------------------------------------
status=0
cpu_soaks=""  # with the PostgreSQL pass beside it, the slow tests that need neither run there (see above)
[ -n "$PG_PASS_PID" ] && cpu_soaks=elsewhere
AGORA_TEST_CPU_SOAKS="$cpu_soaks" .venv/bin/python -m pytest -m "" "$@" || status=$?

if [ -n "$PG_PASS_PID" ]; then
    pg_status=0
    wait "$PG_PASS_PID" || pg_status=$?
    PG_PASS_PID=""
    echo
    echo "PostgreSQL pass (it ran beside the SQLite pass), against $PG_URL:"
    cat "$PG_PASS_DIR/pytest.log"
    [ "$pg_status" -eq 5 ] && pg_status=0  # the arguments named no database test: nothing to rerun
    [ "$status" -eq 0 ] && status=$pg_status
fi
exit "$status"
