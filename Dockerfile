# syntax=docker/dockerfile:1
# One image serves the built client, the REST API under /api and socket.io on PORT (3000).
# See deploy/README.md for the scaled-out deployment (docker-compose.yml).

# ---- build: every dependency, then the client bundle -------------------------------------------
FROM node:20-bookworm-slim AS build
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
COPY shared shared
COPY engine engine
COPY client client
RUN npm run build -w client

# ---- runtime: production dependencies, the sources the server runs (tsx) and client/dist ---------
FROM node:20-bookworm-slim AS runtime
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
RUN npm ci --omit=dev && npm cache clean --force
# PDF receipts embed this CJK font (GPL-2 with the font-embedding exception); see docs/decisions.
RUN apt-get update && apt-get install -y --no-install-recommends fonts-wqy-zenhei \
    && rm -rf /var/lib/apt/lists/*
ENV RECEIPT_FONT_PATH=/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc
COPY tsconfig.json ./
COPY shared shared
COPY engine engine
COPY server server
COPY --from=build /app/client/dist client/dist
# The code stays owned by root (read-only for the app); the app writes only to DATA_DIR.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["npm", "run", "start", "-w", "server"]
