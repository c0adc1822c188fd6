#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1, runs the given command with
# TEST_DATABASE_URL pointing at it, then stops and removes the cluster.
set -euo pipefail
PG_BIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$PG_BIN" ]; then
  echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
PORT=${PG_LANE_PORT:-54329}
DIR=$(mktemp -d /tmp/greenlit-pg.XXXXXX)
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$DIR/data" -U greenlit --auth=trust -E UTF8 >/dev/null
# A throwaway cluster need not survive a crash: without fsync, every test file's CREATE DATABASE
# and migrations stay off a disk the other lanes are busy with.
SETTINGS="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 $SETTINGS" -l "$DIR/log" -w start >/dev/null
cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT
export TEST_DATABASE_URL="postgres://greenlit@127.0.0.1:$PORT/postgres"
"$@"
