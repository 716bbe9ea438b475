#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for the ledger tests, sourced by .ci/run (or by hand:
# `source .ci/postgres.sh; pg_test_start; ...; pg_test_stop`). Installs Debian's postgresql when
# its binaries are missing, runs as the postgres user (initdb refuses root), trusts local
# connections (nothing but this machine can reach it), and exports DATABASE_URL_TEST.

pg_test_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bin" ] && command -v apt-get >/dev/null; then
    echo "installing PostgreSQL (Debian's postgresql package)" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2 || { apt-get update >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql >&2; }
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  fi
  echo "$bin"
}

# A free TCP port on 127.0.0.1, as the kernel hands one out.
pg_test_port() {
  node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

pg_test_start() {
  local bin user
  bin=$(pg_test_bin)
  if [ -z "$bin" ]; then
    echo "no PostgreSQL here: the ledger tests run on SQLite only" >&2
    return 0
  fi
  PG_TEST_DIR=$(mktemp -d /tmp/flightdesk-pg.XXXXXX)
  PG_TEST_PORT=$(pg_test_port)
  # As root, run the server as postgres; as anyone else, as that user.
  if [ "$(id -u)" = 0 ]; then
    chown postgres "$PG_TEST_DIR"
    user=(runuser -u postgres --)
  else
    user=()
  fi
  "${user[@]}" "$bin/initdb" -D "$PG_TEST_DIR/data" -A trust -U test --no-sync >"$PG_TEST_DIR/initdb.log" 2>&1 ||
    { cat "$PG_TEST_DIR/initdb.log" >&2; return 1; }
  "${user[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w \
    -o "-k $PG_TEST_DIR -p $PG_TEST_PORT -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null ||
    { cat "$PG_TEST_DIR/server.log" >&2; return 1; }
  PG_TEST_CTL=("${user[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data")
  export DATABASE_URL_TEST="postgres://test@127.0.0.1:$PG_TEST_PORT/postgres"
  echo "PostgreSQL for the tests: $DATABASE_URL_TEST" >&2
}

pg_test_stop() {
  [ -n "${PG_TEST_DIR:-}" ] || return 0
  "${PG_TEST_CTL[@]}" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_TEST_DIR"
  PG_TEST_DIR=
}
