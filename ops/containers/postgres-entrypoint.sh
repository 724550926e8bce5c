#!/bin/sh
# Entrypoint of postgres.Containerfile: what the official postgres image does for the settings
# compose.yaml uses. On the first start (an empty data folder) it creates the cluster with
# POSTGRES_USER as its superuser and POSTGRES_PASSWORD as the password, and the database
# POSTGRES_DB; connections from other containers need that password (scram-sha-256). Later starts
# keep the data as it is. Runs the server as the postgres user.
set -eu
: "${PGDATA:=/var/lib/postgresql/data}"

if [ "$(id -u)" = 0 ]; then
  # A volume made elsewhere may belong to root: the server refuses a folder it does not own. The
  # socket folder is often a fresh tmpfs (read-only root file system), root's until now.
  mkdir -p "$PGDATA" /var/run/postgresql
  chown postgres:postgres "$PGDATA" /var/run/postgresql
  chmod 0700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi

if [ "${1:-}" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  if [ -z "${POSTGRES_PASSWORD:-}" ]; then
    echo "POSTGRES_PASSWORD is not set: the first start needs the superuser's password." >&2
    exit 1
  fi
  case "$user$db" in *'"'*) echo 'POSTGRES_USER and POSTGRES_DB cannot contain ".' >&2; exit 1 ;; esac
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  # Text sorts as in Portuguese (ICU), whatever locales the image has.
  initdb -D "$PGDATA" -U "$user" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 --locale-provider=icu --icu-locale=pt-BR
  rm -f "$pwfile"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\" OWNER \"$user\";" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
  echo "PostgreSQL cluster created in $PGDATA (user $user, database $db)."
fi

exec "$@"
