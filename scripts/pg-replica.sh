#!/usr/bin/env bash
# A local PostgreSQL streaming replica of the local primary, made from Debian's PostgreSQL
# (postgresql-common): a second cluster on another port, in hot standby, streaming from the
# primary over loopback. For development and CI (DATABASE_READ_URL, decision 0049).
#
#   sudo scripts/pg-replica.sh            # replica "replica" on 5433 of the primary on 5432
#   PG_REPLICA_NAME=replica2 PG_REPLICA_PORT=5434 sudo scripts/pg-replica.sh
#
# Safe to run twice: a replica that is already streaming is left alone (started if it was
# stopped); one that is not a standby or no longer follows the primary is made again from a
# fresh base backup (its data is only a copy). The primary is never restarted: if it needs a
# restart (wal_level minimal) the script says so and stops. If the primary refuses replication
# connections from 127.0.0.1 the script adds one pg_hba line (trust, postgres, 127.0.0.1/32,
# as the primary already trusts loopback) and reloads it, and says so. No replication slot is
# made, so a replica that is stopped never makes the primary keep WAL.
set -euo pipefail

PRIMARY_HOST=127.0.0.1
PRIMARY_PORT="${PG_PRIMARY_PORT:-5432}"
NAME="${PG_REPLICA_NAME:-replica}"
PORT="${PG_REPLICA_PORT:-5433}"

say() { echo "pg-replica: $*"; }
die() {
  echo "pg-replica: $*" >&2
  exit 1
}

[ "$(id -u)" -eq 0 ] || die "run as root (pg_createcluster and pg_ctlcluster manage clusters as root)"
command -v pg_lsclusters >/dev/null || die "postgresql-common is not installed (apt-get install postgresql)"
[ "$NAME" != main ] || die "refusing to use the cluster name 'main'"
[ "$PORT" != "$PRIMARY_PORT" ] || die "the replica's port must differ from the primary's"

primary() { psql -X -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres -d postgres -Atqc "$1"; }
replica() { psql -X -h 127.0.0.1 -p "$PORT" -U postgres -d postgres -Atqc "$1"; }

pg_isready -q -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" || die "no primary answers on $PRIMARY_HOST:$PRIMARY_PORT"
VERSION="$(primary 'SHOW server_version_num')"
VERSION="$((VERSION / 10000))"
BIN="/usr/lib/postgresql/$VERSION/bin"

# 1. The primary must write WAL a standby can replay and accept WAL senders.
WAL_LEVEL="$(primary 'SHOW wal_level')"
if [ "$WAL_LEVEL" = minimal ]; then
  primary "ALTER SYSTEM SET wal_level = 'replica'"
  die "the primary had wal_level=minimal; set it to 'replica' (ALTER SYSTEM): restart the primary yourself (pg_ctlcluster $VERSION main restart), then run this again"
fi
[ "$(primary 'SHOW max_wal_senders')" -gt 0 ] || die "the primary has max_wal_senders=0"

# 2. The primary must accept a replication connection from loopback as postgres.
can_replicate() {
  psql -X "host=$PRIMARY_HOST port=$PRIMARY_PORT user=postgres replication=true" \
    -Atqc IDENTIFY_SYSTEM >/dev/null 2>&1
}
if ! can_replicate; then
  HBA="$(primary 'SHOW hba_file')"
  say "the primary refuses replication from $PRIMARY_HOST: adding 'host replication postgres $PRIMARY_HOST/32 trust' to $HBA and reloading it (no restart)"
  printf '\n# Added by scripts/pg-replica.sh: the local streaming replica (decision 0049).\nhost replication postgres %s/32 trust\n' "$PRIMARY_HOST" >>"$HBA"
  primary 'SELECT pg_reload_conf()' >/dev/null
  for _ in $(seq 1 20); do can_replicate && break; sleep 0.25; done
  can_replicate || die "the primary still refuses replication connections; see $HBA"
fi

exists() { pg_lsclusters -h | awk -v v="$VERSION" -v n="$NAME" '$1 == v && $2 == n { found = 1 } END { exit !found }'; }
online() { pg_isready -q -h 127.0.0.1 -p "$PORT"; }
start() {
  pg_ctlcluster --skip-systemctl-redirect "$VERSION" "$NAME" start
  for _ in $(seq 1 60); do online && return 0; sleep 0.5; done
  die "the replica did not start; see /var/log/postgresql/postgresql-$VERSION-$NAME.log"
}
# Streaming from our primary: in recovery, and its WAL receiver connected to the primary's port.
streaming() {
  [ "$(replica 'SELECT pg_is_in_recovery()' 2>/dev/null)" = t ] &&
    replica "SELECT status FROM pg_stat_wal_receiver WHERE conninfo LIKE '%port=$PRIMARY_PORT%'" 2>/dev/null | grep -qx streaming
}
wait_streaming() {
  for _ in $(seq 1 60); do streaming && return 0; sleep 0.5; done
  return 1
}

# 3. An existing replica that streams is kept.
if exists; then
  [ "$(pg_lsclusters -h | awk -v v="$VERSION" -v n="$NAME" '$1 == v && $2 == n { print $3 }')" = "$PORT" ] ||
    die "cluster $VERSION/$NAME exists on another port; drop it (pg_dropcluster --stop $VERSION $NAME) or choose PG_REPLICA_NAME"
  online || start
  # A promoted copy (no longer in recovery) will never stream again: no need to wait for it.
  if [ "$(replica 'SELECT pg_is_in_recovery()' 2>/dev/null)" = t ] && wait_streaming; then
    say "replica $VERSION/$NAME on 127.0.0.1:$PORT is streaming from $PRIMARY_HOST:$PRIMARY_PORT (kept)"
    exit 0
  fi
  say "cluster $VERSION/$NAME is not a streaming replica of the primary: making it again"
  pg_dropcluster --stop "$VERSION" "$NAME"
fi

# 4. A new cluster whose data directory is a base backup of the primary (-R: standby.signal
# and primary_conninfo), with the primary's client authentication rules.
pg_createcluster "$VERSION" "$NAME" --port "$PORT" >/dev/null
DATA="/var/lib/postgresql/$VERSION/$NAME"
CONF="/etc/postgresql/$VERSION/$NAME"
find "$DATA" -mindepth 1 -delete
runuser -u postgres -- "$BIN/pg_basebackup" -h "$PRIMARY_HOST" -p "$PRIMARY_PORT" -U postgres \
  -D "$DATA" -R -X stream -c fast
cp "$(primary 'SHOW hba_file')" "$CONF/pg_hba.conf"
chown postgres:postgres "$CONF/pg_hba.conf"
start
wait_streaming || die "the replica started but does not stream; see /var/log/postgresql/postgresql-$VERSION-$NAME.log"
say "replica $VERSION/$NAME on 127.0.0.1:$PORT is streaming from $PRIMARY_HOST:$PRIMARY_PORT (made)"
