#!/usr/bin/env bash
# The README's test command: installs everything, then runs every check and test:
# lint, types, unit/component/service tests (PGlite), the service tests again on a real
# PostgreSQL, the production build, and e2e in Chromium against it.
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
step() { printf '\n=== %s\n' "$*"; }

step "install"
npm install --no-audit --no-fund --loglevel=error
bash scripts/ensure-system-packages.sh

step "lint"
npm run --silent lint

step "typecheck"
npm run --silent typecheck

step "unit, component and service tests (PGlite)"
# two workers on the 2-core CI machine (jest's default there is one): each test file has its
# own PGlite, and the run is a third shorter (measured: 8m50s with two under load)
npx jest --ci --maxWorkers=2 --json --outputFile="$results/jest.json"

step "service tests on PostgreSQL"
bash scripts/test-services-postgres.sh --ci --json --outputFile="$results/jest-postgres.json"

step "production build"
npm run --silent build

step "e2e (Chromium against the production build)"
E2E_RESULTS="$results/e2e.json" npm run --silent test:e2e

step "summary"
node scripts/test-summary.mjs "$results"
