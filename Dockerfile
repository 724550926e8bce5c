# Vitrine container image: builds the site and the API, then runs them as a non-root user.
#   podman build -t vitrine .        (or docker build; elsewhere the default base is the official Node image)
#   podman build --build-arg BASE_IMAGE=localhost/debian-node:bookworm -t vitrine .   (a local base, see README)
ARG BASE_IMAGE=docker.io/library/node:22-bookworm-slim

# --- build: every dependency (the site build needs Vite, esbuild, TypeScript), then both builds ---
FROM ${BASE_IMAGE} AS build
WORKDIR /app
ENV ELECTRON_SKIP_BINARY_DOWNLOAD=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm_config_update_notifier=false
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY packages/admin/package.json packages/admin/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/desktop/package.json apps/desktop/
# Where there is no download site for native builds (better-sqlite3's prebuilt binaries come from
# GitHub, node-gyp's headers from nodejs.org): compile them with the base image's toolchain and headers.
#   --build-arg BUILD_FROM_SOURCE=true --build-arg NPM_NODEDIR=/usr
ARG BUILD_FROM_SOURCE=false
ARG NPM_NODEDIR=
# Behind a TLS-inspecting proxy: the CA bundle npm must trust (mounted into the build with -v).
ARG NODE_EXTRA_CA_CERTS=
RUN if [ -n "$NPM_NODEDIR" ]; then export npm_config_nodedir="$NPM_NODEDIR"; fi; \
    npm_config_build_from_source="$BUILD_FROM_SOURCE" npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf apps/desktop apps/web/e2e

# --- runtime: the builds and production dependencies only ---
FROM ${BASE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 \
    DATABASE_URL=/data/vitrine.db DATA_DIR=/data
WORKDIR /app
# A fixed, unprivileged uid: the data volume's files belong to it on every host.
RUN (getent group vitrine || groupadd --system --gid 10001 vitrine) \
 && (getent passwd vitrine || useradd --system --uid 10001 --gid vitrine --home-dir /app --shell /usr/sbin/nologin vitrine) \
 && mkdir -p /data && chown vitrine:vitrine /data && chmod 0700 /data
COPY --from=build --chown=root:root /app/package.json /app/package-lock.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages ./packages
COPY --from=build --chown=root:root /app/apps ./apps
USER vitrine
VOLUME ["/data"]
EXPOSE 3000
# /healthz: the process answers (no database work). Readiness (/readyz) is the proxy's business.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]
