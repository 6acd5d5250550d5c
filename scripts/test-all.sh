#!/usr/bin/env bash
# The whole suite: content check, types, lint, formatting, unit and integration tests, production build, browser, fuzz and chaos suites.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-services.sh
# Integration tests use the machine's real services; they are skipped only where these are unset.
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"

# Each phase prints its wall time and how busy the machine's cores were meanwhile (where /proc/stat exists): where the
# suite's minutes go, on whatever machine runs it.
busy_ticks() { [ -r /proc/stat ] && awk '/^cpu /{print $2+$3+$4+$7+$8+$9, $2+$3+$4+$5+$6+$7+$8+$9}' /proc/stat || echo "0 0"; }
phase() {
  local name="$1"; shift
  echo "> ${name}"
  local started=$SECONDS before after
  before=$(busy_ticks)
  "$@"
  after=$(busy_ticks)
  echo "> ${name}: $((SECONDS - started)) s$(echo "$before $after" | awk '$4 > $2 {printf ", cores %d%% busy", 100 * ($3 - $1) / ($4 - $2)}')"
}

phase "content check"      npm run content:check
phase "typecheck"          npx tsc --noEmit
phase "lint"               npm run lint
phase "format"             npm run format:check
# tests/integration start the built server (dist/server.mjs): they run after the build, not before it.
phase "unit tests"         npx vitest run --exclude 'tests/integration/**'
phase "production build"   npm run build
# One file at a time: each starts production servers (two at once in the multi-instance files) and times shutdowns.
phase "integration tests"  npx vitest run tests/integration --maxWorkers=1
phase "browser tests"      node scripts/run-e2e.mjs
phase "fuzz tests"         npm run test:fuzz
# The site-reliability probes on the production build, PGlite then PostgreSQL (~5 min; docs/operations.md).
phase "chaos tests"        npx tsx --import ./scripts/server-only-hook.mjs tests/chaos/run.ts
echo "> the whole suite: ${SECONDS} s"
