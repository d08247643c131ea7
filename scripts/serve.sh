#!/usr/bin/env bash
# `npm run serve`: starts the built system (dist/server/start.js) without building anything, so it
# runs with production dependencies only (docs/deploy.md). Refuses when the build is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
for output in dist/server/start.js dist/embed/v1/manifest.json packages/host-site/build/server/index.js; do
  if [ ! -f "$output" ]; then
    echo "npm run serve: $output is missing: run \`npm run build\` first (with dev dependencies installed; docs/deploy.md)" >&2
    exit 1
  fi
done
exec bash scripts/with-node24.sh node --enable-source-maps dist/server/start.js
