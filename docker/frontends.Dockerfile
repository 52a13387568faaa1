# syntax=docker/dockerfile:1.7
#
# The three module-federated frontends as static files behind nginx (unprivileged, uid 101, port 8080):
#   /                      frontends/shell/dist       (SPA fallback to its index.html)
#   /remotes/storefront/   frontends/storefront/dist
#   /remotes/admin/        frontends/admin/dist
#   /remotes.json          runtime manifest (from /etc/kukki/remotes.json; mount a ConfigMap there to change it)
#
#   docker build -f docker/frontends.Dockerfile -t kukki/frontends:0.1.0 .
#
# Cache policy (docker/nginx.conf): content-hashed assets 1 year immutable; index.html, remoteEntry.js
# and remotes.json no-cache. Works with a read-only root filesystem when /tmp is writable.

ARG NODE_IMAGE=node:20.20.2-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27.5-alpine

FROM ${NODE_IMAGE} AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false

FROM base AS manifests
COPY . /context
RUN mkdir /manifests \
 && cd /context \
 && cp package.json package-lock.json /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec cp --parents '{}' /manifests/ ';'

FROM base AS build
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
# The whole build: contracts (tsc) are consumed by the frontends, then webpack builds frontends/*/dist.
RUN npm run build \
 && test -f frontends/shell/dist/index.html \
 && test -f frontends/storefront/dist/remoteEntry.js \
 && test -f frontends/admin/dist/remoteEntry.js

FROM ${NGINX_IMAGE} AS runtime
ARG VERSION=0.1.0
LABEL org.opencontainers.image.title="kukki-frontends" \
      org.opencontainers.image.version="${VERSION}"
ENV NGINX_ENTRYPOINT_QUIET_LOGS=1
USER root
# Our nginx.conf replaces the stock one (pid and temp files under /tmp; no default server).
RUN rm -f /etc/nginx/conf.d/default.conf \
 && mkdir -p /etc/nginx/kukki.d /etc/kukki
COPY docker/nginx.conf /etc/nginx/nginx.conf
COPY docker/nginx-headers.conf /etc/nginx/kukki/headers.conf
COPY docker/remotes.json /etc/kukki/remotes.json
COPY --from=build /app/frontends/shell/dist/ /usr/share/nginx/html/
COPY --from=build /app/frontends/storefront/dist/ /usr/share/nginx/html/remotes/storefront/
COPY --from=build /app/frontends/admin/dist/ /usr/share/nginx/html/remotes/admin/
RUN chmod -R a+rX /usr/share/nginx/html /etc/nginx /etc/kukki \
 && nginx -t -c /etc/nginx/nginx.conf
USER 101:101
EXPOSE 8080
STOPSIGNAL SIGQUIT
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["nginx", "-g", "daemon off;"]
