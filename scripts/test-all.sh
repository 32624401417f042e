#!/usr/bin/env bash
# `npm test`: type check, lint and format check (Biome), every vitest project (unit, integration on DynamoDB Local,
# infra, web), then the end-to-end run in headless Chromium against the local runtime. Ends with one summary line.
set -uo pipefail
cd "$(dirname "$0")/.."
export AWS_SDK_JS_SUPPRESS_NODE_DEPRECATION_WARNING=1
mkdir -p .test-results
status=0

echo "== type check"
npx tsc -b || status=1

echo "== lint and format check (biome; npm run format writes the formatting)"
npx biome check --max-diagnostics=30 . || status=1

echo "== vitest (unit, integration, infra, web)"
npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results/vitest.json || status=1

echo "== end-to-end (headless Chromium, local runtime)"
npx tsx web/e2e/run.ts --json .test-results/e2e.json || status=1

node scripts/test-summary.mjs .test-results/vitest.json .test-results/e2e.json || status=1
exit $status
