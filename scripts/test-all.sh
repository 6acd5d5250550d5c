#!/usr/bin/env bash
# The whole suite: content check, types, lint, formatting, unit and integration tests, production build, browser, fuzz and chaos suites.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-services.sh
# Integration tests use the machine's real services; they are skipped only where these are unset.
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
export TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"

echo "> content check";      npm run content:check
echo "> typecheck";          npx tsc --noEmit
echo "> lint";               npm run lint
echo "> format";             npm run format:check
# tests/integration start the built server (dist/server.mjs): they run after the build, not before it.
echo "> unit tests";         npx vitest run --exclude 'tests/integration/**'
echo "> production build";   npm run build
# One file at a time: each starts production servers (two at once in the multi-instance files) and times shutdowns.
echo "> integration tests";  npx vitest run tests/integration --maxWorkers=1
echo "> browser tests";      node scripts/run-e2e.mjs
echo "> fuzz tests";         npm run test:fuzz
# The site-reliability probes on the production build, PGlite then PostgreSQL (~5 min; docs/operations.md).
echo "> chaos tests";        npx tsx --import ./scripts/server-only-hook.mjs tests/chaos/run.ts
