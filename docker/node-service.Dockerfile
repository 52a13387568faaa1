# syntax=docker/dockerfile:1.7
#
# One image recipe for every Node process of Kukki (distributed composition).
#
#   docker build -f docker/node-service.Dockerfile --build-arg WORKSPACE=services/catalogue -t kukki/catalogue:0.1.0 .
#   docker build -f docker/node-service.Dockerfile --build-arg WORKSPACE=gateway --build-arg HEALTHCHECK=gateway -t kukki/gateway:0.1.0 .
#   docker build -f docker/node-service.Dockerfile --build-arg WORKSPACE=scripts \
#     --build-arg ENTRY=scripts/dist/mp-emulator.js --build-arg HEALTHCHECK=tcp:8081 -t kukki/scripts:0.1.0 .
#
# WORKSPACE   npm workspace path (services/<name>, gateway, scripts). Its production dependencies,
#             and those of the workspaces it depends on, are the only node_modules in the image.
# ENTRY       script started by the image (default <WORKSPACE>/dist/main.js). The scripts image is
#             also used with `node scripts/dist/migrate.js` (migrations Job).
# HEALTHCHECK what docker/healthcheck.js probes: service (ops port /health/ready), gateway
#             (/api/health/ready on PORT), tcp:<port>, or a full http:// URL.
#
# The final stage runs as uid 1000 on a read-only root filesystem: the only writable paths are
# /tmp (mount a tmpfs/emptyDir) and the media volume (UPLOADS_DIR, e.g. /data/media).

ARG NODE_IMAGE=node:20.20.2-bookworm-slim

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# Only the lockfile and every workspace's package.json, so that the `npm ci` layers below are
# reused until a dependency changes (the copy of the whole context stays in this stage).
FROM base AS manifests
COPY . /context
RUN mkdir /manifests \
 && cd /context \
 && cp package.json package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec cp --parents '{}' /manifests/ ';'

# Full install (dev dependencies included) and the TypeScript build of the server workspaces.
FROM base AS build
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
ARG BUILD_SCRIPT=build:server
RUN npm run "${BUILD_SCRIPT}"
# The built server workspaces (dist/, migrations/, package.json…) without node_modules or build caches.
RUN mkdir /out \
 && tar --exclude=node_modules --exclude='*.tsbuildinfo' --exclude='*.test.ts' \
      -cf - contracts platform services gateway scripts | tar -C /out -xf -

# Production dependencies of one workspace (plus the root's runtime dependencies) only.
FROM base AS prod-deps
ARG WORKSPACE
RUN test -n "${WORKSPACE}" || (echo "build arg WORKSPACE is required (services/<name>, gateway or scripts)" >&2; exit 1)
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace="${WORKSPACE}" --include-workspace-root \
 && rm -rf /root/.npm

FROM base AS runtime
ARG WORKSPACE
ARG ENTRY=${WORKSPACE}/dist/main.js
ARG HEALTHCHECK=service
ARG VERSION=0.1.0
LABEL org.opencontainers.image.title="kukki-${WORKSPACE}" \
      org.opencontainers.image.version="${VERSION}" \
      org.opencontainers.image.description="Kukki ${WORKSPACE} (distributed composition)"
ENV NODE_ENV=production \
    LOG_FORMAT=json \
    HEALTH_PORT=9464 \
    DATA_DIR=/tmp/kukki \
    NODE_OPTIONS=--enable-source-maps \
    KUKKI_ENTRY=${ENTRY} \
    KUKKI_HEALTHCHECK=${HEALTHCHECK} \
    KUKKI_VERSION=${VERSION}
COPY --from=prod-deps /app/ ./
COPY --from=build /out/ ./
COPY docker/healthcheck.js /usr/local/lib/kukki/healthcheck.js
# Everything under /app stays owned by root and read-only for the runtime user.
RUN test -f "${KUKKI_ENTRY}" || (echo "entry ${KUKKI_ENTRY} was not built" >&2; exit 1) \
 && mkdir -p /data/media \
 && chown 1000:1000 /data/media
USER 1000:1000
EXPOSE 9464
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=4s --start-period=60s --retries=3 \
  CMD ["node", "/usr/local/lib/kukki/healthcheck.js"]
# exec: node is PID 1 and receives SIGTERM itself (graceful shutdown is in the app).
CMD ["/bin/sh", "-c", "exec node \"$KUKKI_ENTRY\""]
