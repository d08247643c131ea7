# Source this file: when DATABASE_URL is unset and the PostgreSQL 15 server binaries are present
# (installing Debian postgresql when they are not), it starts a throwaway cluster on a free
# loopback port, exports TEST_DATABASE_URL for the real-database test lane and stops the
# cluster when the calling shell exits.
pg_bin=/usr/lib/postgresql/15/bin
if [ ! -x "$pg_bin/initdb" ]; then
  echo "installing Debian postgresql"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null) ||
    echo "warning: could not install postgresql; the PostgreSQL test lane will be skipped" >&2
fi
if [ -x "$pg_bin/initdb" ] && [ -z "${TEST_DATABASE_URL:-}" ]; then
  pg_dir="$(mktemp -d /tmp/renovo-pg.XXXXXX)"
  pg_port="$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  pg_user=postgres
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$pg_dir" 2>/dev/null || { useradd -r postgres 2>/dev/null; chown postgres "$pg_dir"; }
    run_pg() { su postgres -s /bin/sh -c "$*"; }
  else
    pg_user="$(id -un)"
    run_pg() { sh -c "$*"; }
  fi
  run_pg "$pg_bin/initdb -D $pg_dir/data -U $pg_user --auth=trust -E UTF8 --no-locale" >/dev/null
  run_pg "$pg_bin/pg_ctl -D $pg_dir/data -o '-h 127.0.0.1 -p $pg_port -k $pg_dir -F' -l $pg_dir/log -w start" >/dev/null
  export TEST_DATABASE_URL="postgres://$pg_user@127.0.0.1:$pg_port/postgres"
  echo "throwaway PostgreSQL 15 on 127.0.0.1:$pg_port"
  trap 'run_pg "$pg_bin/pg_ctl -D $pg_dir/data -m immediate stop" >/dev/null 2>&1; rm -rf "$pg_dir"' EXIT
fi
