#!/usr/bin/env bash
# Runs the service tests (jest project "node", services/) on a real PostgreSQL server from
# Debian's packages, besides the default PGlite runs. Each test file creates and drops its own
# database on this server (@fina/db/testing). Usage: scripts/test-services-postgres.sh [jest args]
# Installs postgresql with apt-get when missing (as root, e.g. in CI). Env: PG_TEST_PORT.
set -euo pipefail
cd "$(dirname "$0")/.."

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql..."
  as_root apt-get update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql
fi
PGBIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
PORT="${PG_TEST_PORT:-55432}"
WORK="$(mktemp -d /tmp/fina-postgres-XXXXXX)"

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$WORK"
  as_pg() { runuser -u postgres -- "$@"; }
  PGUSER_NAME=postgres
else
  as_pg() { "$@"; }
  PGUSER_NAME="$(id -un)"
fi

cleanup() {
  as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

as_pg "$PGBIN/initdb" -D "$WORK/data" -A trust -U "$PGUSER_NAME" --no-sync >/dev/null
as_pg "$PGBIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $PORT -k $WORK -c fsync=off -c max_connections=200" start >/dev/null
as_pg "$PGBIN/createdb" -h 127.0.0.1 -p "$PORT" -U "$PGUSER_NAME" fina

echo "PostgreSQL $("$PGBIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT; running the service tests..."
# The analyst (services/analyst) holds no database: its ~6,500 tests already ran in the PGlite
# run, and running them again here tested nothing new (two thirds of this run's time).
DATABASE_URL="postgres://$PGUSER_NAME@127.0.0.1:$PORT/fina" npx jest services --selectProjects node \
  --testPathIgnorePatterns /node_modules/ /dist/ /services/analyst/ "$@"
