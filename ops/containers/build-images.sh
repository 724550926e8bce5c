#!/bin/sh
# Builds, without a container registry, the images compose.yaml needs, from Debian's own
# packages (docs/OPERATIONS.md, "Building images without a registry"). Run as root on Debian 12
# from the repository, with podman, mmdebstrap and Node.js 20.19 or newer at /usr/bin/node:
#
#   ops/containers/build-images.sh           the bases, PostgreSQL and Caddy (skips what exists)
#   ops/containers/build-images.sh --app     also the Vitrine image on those bases
#
#   localhost/debian:bookworm               Debian minbase + ca-certificates (mmdebstrap)
#   localhost/debian-node:bookworm          + this host's /usr/bin/node (the app's runtime base)
#   localhost/debian-node-build:bookworm    + python3, make, g++, npm, Node headers (build stage only)
#   localhost/debian-postgres:15            PostgreSQL 15 (postgres.Containerfile)
#   localhost/debian-caddy:2.6              Caddy 2.6 (caddy.Containerfile)
#   localhost/vitrine:latest                the app (Dockerfile), with --app
#
# REBUILD=1 builds every image again. Each step prints how long it took.
set -eu
cd "$(dirname "$0")/../.."
here=ops/containers
node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 20 || (a === 20 && b >= 19) ? 0 : 1)' ||
  { echo "/usr/bin/node is $(node --version): Vitrine needs 20.19 or newer." >&2; exit 1; }
work=$(mktemp -d /var/tmp/vitrine-images.XXXXXX)
trap 'rm -rf "$work"' EXIT
# Images in the Docker format: the OCI format drops HEALTHCHECK.
build() { nice -n 19 podman build --format docker "$@"; }
timed() {
  name=$1; shift
  if [ -z "${REBUILD:-}" ] && podman image exists "$name"; then echo "== $name: exists (REBUILD=1 to build it again)"; return; fi
  echo "== $name"
  start=$(date +%s)
  "$@"
  echo "== $name: $(($(date +%s) - start)) s"
}

debian() {
  nice -n 19 mmdebstrap --variant=minbase --include=ca-certificates bookworm "$work/debian.tar" \
    'deb http://deb.debian.org/debian bookworm main' \
    'deb http://deb.debian.org/debian bookworm-updates main' \
    'deb http://deb.debian.org/debian-security bookworm-security main'
  podman import --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    --change 'CMD ["/bin/bash"]' "$work/debian.tar" localhost/debian:bookworm
  rm -f "$work/debian.tar"
}
node_runtime() {
  tar -C / -cf "$work/node-runtime.tar" usr/bin/node usr/share/doc/nodejs/copyright
  build --squash-all -f "$here/node.Containerfile" -t localhost/debian-node:bookworm "$work"
}
node_build() {
  tar -C / -cf "$work/node-dev.tar" usr/lib/node_modules/npm usr/bin/npm usr/bin/npx usr/include/node
  build -f "$here/node-build.Containerfile" -t localhost/debian-node-build:bookworm "$work"
}
service() { build --build-arg BASE_IMAGE=localhost/debian:bookworm -f "$here/$1.Containerfile" -t "$2" "$here"; }
app() {
  # The host's CA bundle, for a registry reached through a TLS-inspecting proxy.
  build --build-arg BUILD_BASE_IMAGE=localhost/debian-node-build:bookworm \
    --build-arg BASE_IMAGE=localhost/debian-node:bookworm --build-arg NPM_NODEDIR=/usr \
    -v /etc/ssl/certs/ca-certificates.crt:/etc/ssl/certs/host-ca.crt:ro \
    --build-arg NODE_EXTRA_CA_CERTS=/etc/ssl/certs/host-ca.crt -t localhost/vitrine:latest .
}

timed localhost/debian:bookworm debian
timed localhost/debian-node:bookworm node_runtime
timed localhost/debian-node-build:bookworm node_build
timed localhost/debian-postgres:15 service postgres localhost/debian-postgres:15
timed localhost/debian-caddy:2.6 service caddy localhost/debian-caddy:2.6
if [ "${1:-}" = --app ]; then REBUILD=1 timed localhost/vitrine:latest app; fi
podman image ls --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep -E 'localhost/(debian|vitrine)'
