#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 cluster on 127.0.0.1:${PGPORT_TEST:-54329} and exports TEST_DATABASE_URL.
# Source it (`source scripts/start-test-postgres.sh`); call stop_test_postgres when done.
# As root the cluster runs as the postgres user, as PostgreSQL refuses to run as root.
PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"
PG_TEST_PORT="${PGPORT_TEST:-54329}"
PG_TEST_DIR="$(mktemp -d /tmp/counterpart-pg.XXXXXX)"
mkdir -p "$PG_TEST_DIR/data" "$PG_TEST_DIR/sock"

as_pg() {
  if [ "$(id -u)" = "0" ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

if [ "$(id -u)" = "0" ]; then chown -R postgres:postgres "$PG_TEST_DIR"; fi
as_pg "'$PG_BIN/initdb' -D '$PG_TEST_DIR/data' -U postgres --auth=trust >/dev/null"
as_pg "'$PG_BIN/pg_ctl' -D '$PG_TEST_DIR/data' -l '$PG_TEST_DIR/log' -o \"-p $PG_TEST_PORT -k $PG_TEST_DIR/sock -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200\" -w start >/dev/null"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_TEST_PORT/postgres"
echo "PostgreSQL test cluster on port $PG_TEST_PORT ($TEST_DATABASE_URL)"

stop_test_postgres() {
  as_pg "'$PG_BIN/pg_ctl' -D '$PG_TEST_DIR/data' -m fast stop >/dev/null" || true
  rm -rf "$PG_TEST_DIR"
}
