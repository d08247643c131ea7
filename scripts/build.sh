#!/usr/bin/env bash
# `npm run build`: everything `npm run serve` and the tests read, in order (run under Node 24 by
# scripts/with-node24.sh, so it works where `node` is older):
#   1. the SDK packages' dist/ (tsdown: @renovo/core, then widgets and loader, which import it);
#   2. the embed folder dist/embed/v1/ (rollup; also copied into packages/loader/dist/embed/);
#   3. the host site (React Router on Vite) into packages/host-site/build/;
#   3b. the staff console (Vite) into packages/console/dist/;
#   4. the React example, against the packages' dist/ as an npm consumer;
#   5. the server bundle dist/server/ (esbuild), for `npm run serve` on production dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build:packages
npx rollup -c rollup.config.ts
npm run build -w @renovo/host-site
npm run build -w @renovo/console
npm run build -w @renovo/example-react-app
node scripts/build-server.ts
