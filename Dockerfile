# Vitrine container image: builds the site and the API, then runs them as a non-root user.
#   docker build -t vitrine .      (or podman build --format docker; the defaults are the official Node images)
# Without a registry, on local bases built from Debian's packages (docs/OPERATIONS.md,
# "Building images without a registry"):
#   podman build --format docker --build-arg BUILD_BASE_IMAGE=localhost/debian-node-build:bookworm \
#     --build-arg BASE_IMAGE=localhost/debian-node:bookworm -t localhost/vitrine .
#
# Two stages. The build stage has the compiler, every dependency and the npm cache; the runtime
# stage starts again from a base without them and receives only the builds and the npm packages
# the built code imports (ops/containers/runtime-files.mjs), so it carries no build tools, dev
# dependencies or caches.
ARG BUILD_BASE_IMAGE=docker.io/library/node:22-bookworm
ARG BASE_IMAGE=docker.io/library/node:22-bookworm-slim

# --- build: every dependency (the site build needs Vite, esbuild, tsx), then both builds ---
FROM ${BUILD_BASE_IMAGE} AS build
WORKDIR /app
# better-sqlite3 downloads a prebuilt binary from GitHub, or compiles itself when it cannot. A
# binary compiled here is kept in the npm cache folder (see below) and found there by the next
# build, which then skips the compiler.
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_update_notifier=false npm_config_fund=false npm_config_audit=false \
    npm_config_better_sqlite3_local_prebuilds=/root/.npm/_local-prebuilds
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/admin/package.json packages/admin/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/desktop/package.json apps/desktop/
# The C++ headers node-gyp compiles against, when there is no download site for them (a local
# base that has /usr/include/node: --build-arg NPM_NODEDIR=/usr).
ARG NPM_NODEDIR=
# Behind a TLS-inspecting proxy: the CA bundle npm must trust (mounted into the build with -v).
ARG NODE_EXTRA_CA_CERTS=
# The npm cache is a cache mount: it stays on the build host between builds and never enters a layer.
RUN --mount=type=cache,target=/root/.npm,sharing=locked \
    if [ -n "$NPM_NODEDIR" ]; then export npm_config_nodedir="$NPM_NODEDIR"; fi; \
    npm ci --prefer-offline \
 && cd node_modules/better-sqlite3 \
 && v=$(node -p 'require("./package.json").version') \
 && keep="/root/.npm/_local-prebuilds/better-sqlite3-v$v-node-v$(node -p process.versions.modules)-linux-$(node -p process.arch).tar.gz" \
 && if [ ! -f "$keep" ]; then mkdir -p "${keep%/*}" && tar -czf "$keep" build/Release/better_sqlite3.node; fi
COPY . .
RUN npm run build && node ops/containers/runtime-files.mjs /runtime

# --- runtime: the builds and the npm packages they import, nothing else ---
FROM ${BASE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 \
    DATABASE_URL=/data/vitrine.db DATA_DIR=/data
WORKDIR /app
# A fixed, unprivileged uid: the data volume's files belong to it on every host.
RUN (getent group vitrine || groupadd --system --gid 10001 vitrine) \
 && (getent passwd vitrine || useradd --system --uid 10001 --gid vitrine --home-dir /app --shell /usr/sbin/nologin vitrine) \
 && mkdir -p /data && chown vitrine:vitrine /data && chmod 0700 /data
COPY --from=build --chown=root:root /runtime/ ./
USER vitrine
VOLUME ["/data"]
EXPOSE 3000
# /healthz: the process answers (no database work). Readiness (/readyz) is the proxy's business.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
