#!/bin/sh
# Checks compose.yaml with Debian 12's podman-compose (1.0.3) and podman (4.3).
#
#   ops/containers-check.sh          what podman-compose makes of the file (nothing is started)
#   ops/containers-check.sh --live   also: the stack up, the site through the proxy, one replica
#                                    killed, the stack restarted with its data kept, then down
#
# --live needs localhost/vitrine and the images named in .env (POSTGRES_IMAGE, CADDY_IMAGE). Without
# a .env it uses the example's settings and, when ops/containers/build-images.sh made them, the
# local PostgreSQL and Caddy images (docs/OPERATIONS.md, "Building images without a registry").
# The check runs as its own project (vitrine-check) and removes it, volumes included, at the end.
set -eu
cd "$(dirname "$0")/.."
PROJECT=vitrine-check
fail() { echo "FALHOU: $*" >&2; exit 1; }

created_env=
if [ ! -f .env ]; then
  cp ops/compose/vitrine.env.example .env
  created_env=1
  if podman image exists localhost/debian-postgres:15; then echo 'POSTGRES_IMAGE=localhost/debian-postgres:15' >>.env; fi
  if podman image exists localhost/debian-caddy:2.6; then echo 'CADDY_IMAGE=localhost/debian-caddy:2.6' >>.env; fi
fi
started=
# A failed check takes its stack down too (KEEP_STACK=1 leaves it up to look at).
cleanup() {
  if [ -n "$started" ] && [ -z "${KEEP_STACK:-}" ]; then
    podman-compose -p "$PROJECT" down -v >/dev/null 2>&1 || true
    podman network rm "${PROJECT}_default" >/dev/null 2>&1 || true
  fi
  if [ -n "$created_env" ]; then rm -f .env; fi
}
trap cleanup EXIT

# 1. The file as podman-compose reads it: every variable resolved, nothing passed on literally.
plan=$(podman-compose --dry-run -p "$PROJECT" up -d --no-build 2>&1 || true)
# podman-compose 1.0.3 creates the volumes and the network even for a dry run: remove them.
podman-compose -p "$PROJECT" down -v >/dev/null 2>&1 || true
podman network rm "${PROJECT}_default" >/dev/null 2>&1 || true
echo "$plan" | grep -q -- '-e DATABASE_URL=postgres://vitrine:' || fail "DATABASE_URL not resolved"
if echo "$plan" | grep -q -- '-e [A-Z_]*=\${'; then fail "a \${VAR} passed on literally: $(echo "$plan" | grep -o -- '-e [A-Z_]*=\${[^ ]*' | head -1)"; fi
for flag in '--read-only' '--restart always' '--env-file'; do
  echo "$plan" | grep -q -- "$flag" || fail "$flag missing"
done
echo "podman-compose reads compose.yaml as written ($(echo "$plan" | grep -c -- '--read-only') containers, read-only)."
[ "${1:-}" = "--live" ] || exit 0

# 2. Up, through the proxy, one replica killed, restart with the data kept.
port=$(grep '^HTTP_PORT=' .env | cut -d= -f2); port=${port:-8080}
site="http://127.0.0.1:$port"
origin=$(grep '^PUBLIC_URL=' .env | cut -d= -f2)
wait_for() { i=0; until curl -fsS -o /dev/null "$1" 2>/dev/null; do i=$((i + 1)); [ $i -lt 90 ] || fail "$1 did not answer"; sleep 2; done; }
# A contact sent through the proxy: its id grows only if the database kept the earlier ones.
contact() {
  curl -fsS -H 'Content-Type: application/json' -H "Origin: $origin" "$site/api/contato" \
    -d '{"name":"Verificação","email":"verificacao@example.com","phone":"11987654321","subject":"Contêineres","message":"Os dados continuam após reiniciar?"}' |
    sed -n 's/.*"id":\([0-9]*\).*/\1/p'
}
podman-compose -p "$PROJECT" down -v >/dev/null 2>&1 || true
started=1
podman-compose -p "$PROJECT" up -d
wait_for "$site/readyz"
curl -fsS "$site/healthz" | grep -q '"status":"ok"' || fail "/healthz through the proxy"
curl -fsS -o /dev/null "$site/" || fail "the site through the proxy"
curl -fsS -o /dev/null "$site/blog" || fail "the blog (rendered by the server) through the proxy"
first=$(contact); [ -n "$first" ] || fail "POST /api/contato through the proxy"
podman kill "${PROJECT}_vitrine-1_1" >/dev/null
for _ in 1 2 3 4 5; do curl -fsS -o /dev/null "$site/api/posts" || fail "the proxy did not go on with vitrine-2"; done
i=0; until [ "$(podman inspect -f '{{.RestartCount}}' "${PROJECT}_vitrine-1_1")" -gt 0 ]; do
  i=$((i + 1)); [ $i -lt 30 ] || fail "vitrine-1 was not started again (restart: always)"; sleep 2
done
wait_for "$site/readyz"
podman-compose -p "$PROJECT" down
podman-compose -p "$PROJECT" up -d
wait_for "$site/readyz"
second=$(contact)
[ -n "$second" ] && [ "$second" -gt "$first" ] || fail "contact $first before the restart, ${second:-none} after: data lost"
podman-compose -p "$PROJECT" down -v
podman network rm "${PROJECT}_default" >/dev/null
started=
echo "Stack up through the proxy, one replica killed (the proxy went on, podman started it again), restarted with its data kept (contact $first, then $second)."
