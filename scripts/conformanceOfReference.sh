#!/usr/bin/env bash
# Runs the conformance kit (npm run conformance) against the reference API started as `npm start` starts it, on a
# throw-away database: `scripts/conformanceOfReference.sh <port>` on PGlite, or with DATABASE_URL (and DB_SCHEMA, a
# schema made afresh) on PostgreSQL. Needs a build in dist/ (SKIP_BUILD). Exits with the kit's status.
set -euo pipefail
cd "$(dirname "$0")/.."
port=${1:?usage: scripts/conformanceOfReference.sh <port>}
data=$(mktemp -d)
if [ -n "${DATABASE_URL:-}" ] && [ -n "${DB_SCHEMA:-}" ]; then
  PGOPTIONS="--client-min-messages=warning" psql "$DATABASE_URL" -q -v ON_ERROR_STOP=1 -c "drop schema if exists \"$DB_SCHEMA\" cascade"
fi
# In a process group of its own (npx → tsx → node): stopping the group stops the API, not only npx.
PORT=$port HOST=127.0.0.1 DATA_DIR=$data IMAGE_DIR=${IMAGE_DIR:-data/e2e-images} SKIP_BUILD=1 LOG_LEVEL=warn SHUTDOWN_GRACE_SECONDS=0 NODE_ENV=production \
  setsid npx tsx server/start.ts >"$data/server.log" 2>&1 &
server=$!
trap 'kill -- -$server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$data"' EXIT
# The first start seeds the demo shop: ready once /health/ready says so (or the process ended: its log says why).
until curl -sf "http://127.0.0.1:$port/health/ready" >/dev/null; do
  kill -0 $server 2>/dev/null || { cat "$data/server.log"; exit 1; }
  sleep 0.5
done
npm run --silent conformance -- "http://127.0.0.1:$port"
