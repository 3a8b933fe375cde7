# syntax=docker/dockerfile:1
# One image serves the built client, the REST API under /api and socket.io on PORT (3000).
# See deploy/README.md for the scaled-out deployment (docker-compose.yml).

# ---- build: every dependency, then the production build (client/dist and server/dist) -----------
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# The manifests first, so that the install layer is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY engine/package.json engine/
COPY server/package.json server/
COPY client/package.json client/
COPY tests/package.json tests/
RUN npm ci
COPY tsconfig.json ./
COPY scripts scripts
COPY shared shared
COPY engine engine
COPY server server
COPY client client
RUN npm run build

# ---- runtime: the server's production dependencies and the compiled output, nothing else ---------
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY engine/package.json engine/
COPY server/package.json server/
COPY client/package.json client/
COPY tests/package.json tests/
# eSpeak NG and LAME read the lexicon's meanings and sentences aloud (clips made on first request).
RUN apt-get update && apt-get install -y --no-install-recommends espeak-ng lame \
  && rm -rf /var/lib/apt/lists/*
# Only the server workspace's dependencies (the client's are bundled into client/dist). The CJK font
# PDFs are set in comes with them (@embedpdf/fonts-sc, OFL): no system font package is needed.
RUN npm ci --omit=dev -w @spell/server && npm cache clean --force
# `npm run admin -- …` runs the compiled CLI (server/dist/admin-cli.js).
COPY scripts/admin.mjs scripts/build-state.mjs scripts/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The code stays owned by root (read-only for the app); the app writes only to DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the main process (no npm in between), so SIGTERM reaches the server's graceful stop;
# compose runs it with `init: true` to reap children and forward signals.
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "server/dist/main.js"]
