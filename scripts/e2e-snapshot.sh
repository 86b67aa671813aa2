#!/usr/bin/env bash
# Runs browser journeys against a private snapshot of the builds, so that several people (or helpers)
# editing one tree can run journeys at once without one build overwriting another mid-run:
#   bash scripts/e2e-snapshot.sh <name> [vitest args: spec files, -t pattern]
# Builds under a lock, copies api/dist, storefront/build and admin/dist to <workspace>/.e2e-<name>/
# (ignored by git and eslint), then serves that copy to the journeys.
set -euo pipefail
cd "$(dirname "$0")/.."
name="$1"
shift
root="$PWD"
(
  flock 9
  npm run build >"/tmp/e2e-build-$name.log" 2>&1 || { tail -40 "/tmp/e2e-build-$name.log"; exit 1; }
  for ws in api:dist storefront:build admin:dist; do
    dir="${ws%%:*}"
    rm -rf "$dir/.e2e-$name"
    cp -r "$dir/${ws##*:}" "$dir/.e2e-$name"
  done
) 9>/tmp/ponte-build.lock
E2E_SKIP_BUILD=1 E2E_SERVER_ENTRY="api/.e2e-$name/main.js" STOREFRONT_BUILD="$root/storefront/.e2e-$name" \
  ADMIN_DIST="$root/admin/.e2e-$name" npx vitest run --config vitest.e2e.config.ts "$@"
