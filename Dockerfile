# The store server as a container image: the client build, its prerendered pages and the
# compiled server, run by `node` with production dependencies only, as a non-root user.
#
#   podman build --format docker -t forge-and-flame .   (or docker build; needs amplify_outputs.json)
#   podman run --rm --env-file .env forge-and-flame node dist-server/migrate.js   (migrations)
#   podman run -d -p 3000:3000 --env-file .env forge-and-flame                     (the server)
#
# BASE_IMAGE: any Debian-based image with Node 24 (the production runtime) at /usr/local/bin or
# on PATH, e.g. one made locally where registries cannot be reached (README, "Container image").
ARG BASE_IMAGE=node:24-bookworm-slim

FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
# `npm ci` refuses this lockfile (it lists non-Linux Tailwind binaries the registry lacks);
# `npm install` honours it.
RUN npm install --no-audit --no-fund --loglevel=error
COPY . .
# The user pool the build and the server use (its ids are public; no secret is in it).
COPY amplify_outputs.json ./
RUN NODE_ENV=production npm run build

FROM ${BASE_IMAGE} AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund --loglevel=error \
  && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/dist-prerender ./dist-prerender
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/amplify_outputs.json ./
RUN useradd --system --uid 10001 --home-dir /app shop && mkdir -p .data && chown shop .data
USER shop
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    STATIC_DIR=dist \
    DATA_DIR=/app/.data
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/readyz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist-server/main.js"]
