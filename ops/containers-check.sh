#!/bin/sh
# Checks compose.yaml with Debian 12's podman-compose (1.0.3) and podman (4.3).
#
#   ops/containers-check.sh          what podman-compose makes of the file (nothing is started)
#   ops/containers-check.sh --live   also: the stack up, the site through the proxy, one replica
#                                    killed, the stack restarted with its data kept, then down
#
# --live needs the images named in .env (BASE_IMAGE built into localhost/vitrine, POSTGRES_IMAGE,
# CADDY_IMAGE; docs/OPERATIONS.md, "Building images without a registry"). Run from the repository.
set -eu
cd "$(dirname "$0")/.."
PROJECT=vitrine-check
fail() { echo "FALHOU: $*" >&2; exit 1; }

created_env=
if [ ! -f .env ]; then cp ops/compose/vitrine.env.example .env; created_env=1; fi
cleanup() { if [ -n "$created_env" ]; then rm -f .env; fi; }
trap cleanup EXIT

# 1. The file as podman-compose reads it: every variable resolved, nothing passed on literally.
plan=$(podman-compose --dry-run -p "$PROJECT" up -d --no-build 2>&1 || true)
echo "$plan" | grep -q -- '-e DATABASE_URL=postgres://vitrine:' || fail "DATABASE_URL not resolved"
if echo "$plan" | grep -q -- '-e [A-Z_]*=\${'; then fail "a \${VAR} passed on literally: $(echo "$plan" | grep -o -- '-e [A-Z_]*=\${[^ ]*' | head -1)"; fi
for flag in '--read-only' '--restart always' '--env-file'; do
  echo "$plan" | grep -q -- "$flag" || fail "$flag missing"
done
echo "podman-compose reads compose.yaml as written ($(echo "$plan" | grep -c -- '--read-only') containers, read-only)."
[ "${1:-}" = "--live" ] || exit 0

# 2. Up, through the proxy, one replica killed, restart with the data kept.
port=$(grep '^HTTP_PORT=' .env | cut -d= -f2); port=${port:-8080}
wait_for() { i=0; until curl -fsS -o /dev/null "$1"; do i=$((i + 1)); [ $i -lt 90 ] || fail "$1 did not answer"; sleep 2; done; }
podman-compose -p "$PROJECT" up -d
wait_for "http://127.0.0.1:$port/readyz"
curl -fsS "http://127.0.0.1:$port/healthz" | grep -q '"status":"ok"' || fail "/healthz through the proxy"
curl -fsS -o /dev/null "http://127.0.0.1:$port/" || fail "the site through the proxy"
before=$(curl -fsS -D - -o /dev/null "http://127.0.0.1:$port/api/posts" | tr -d '\r' | grep -i '^x-total-count' | cut -d' ' -f2)
podman kill "${PROJECT}_vitrine-1_1" >/dev/null
for _ in 1 2 3 4 5; do curl -fsS -o /dev/null "http://127.0.0.1:$port/api/posts" || fail "the proxy did not go on with vitrine-2"; done
podman-compose -p "$PROJECT" down
podman-compose -p "$PROJECT" up -d
wait_for "http://127.0.0.1:$port/readyz"
after=$(curl -fsS -D - -o /dev/null "http://127.0.0.1:$port/api/posts" | tr -d '\r' | grep -i '^x-total-count' | cut -d' ' -f2)
[ "$before" = "$after" ] || fail "posts before ($before) and after the restart ($after) differ"
podman-compose -p "$PROJECT" down
echo "Stack up through the proxy, one replica killed, restarted with its $after posts kept."
