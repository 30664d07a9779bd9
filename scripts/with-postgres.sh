#!/usr/bin/env bash
# Starts a throw-away PostgreSQL cluster on a free loopback port, runs the given command with
# TEST_DATABASE_URL pointing at it, and removes the cluster afterwards.
# Usage: scripts/with-postgres.sh npm test
# PG_SETTINGS adds server settings, e.g. PG_SETTINGS="-c shared_buffers=2GB" (the benchmark's).
# KEEP_PG_LOG=file keeps the server's log there when the cluster is removed (the benchmark's).
set -euo pipefail

PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/initdb" ]; then
  echo "PostgreSQL server binaries not found (apt-get install -y postgresql)" >&2
  exit 1
fi

PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
PGROOT=$(mktemp -d /tmp/makon-pg.XXXXXX)
chmod 755 "$PGROOT"

# initdb refuses to run as root: run the server as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" = "0" ]; then
    chown -R postgres:postgres "$PGROOT"
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

cleanup() {
  if [ -n "${KEEP_PG_LOG:-}" ]; then cp "$PGROOT/server.log" "$KEEP_PG_LOG" 2>/dev/null || true; fi
  as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PGROOT"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$PGROOT/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$PGROOT/data" -l "$PGROOT/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $PGROOT -c max_connections=200 -c fsync=off ${PG_SETTINGS:-}" start >/dev/null

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') for tests at 127.0.0.1:$PORT"
"$@"
