# syntax=docker/dockerfile:1
# The Jagir server as an image (docs/deploy.md "Recipe: several processes behind Caddy"): the portal is built with
# every dependency; the image that runs holds only the runtime dependencies, the server's sources, the contract and
# the built portal, and runs as an unprivileged user.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/app/data \
    SEED_DEMO=false
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json tsconfig.base.json tsconfig.server.json ./
COPY openapi ./openapi
COPY server ./server
# The server imports the shared kernel (docs/architecture.md) from src/.
COPY src ./src
COPY --from=build /app/dist ./dist
# DATA_DIR holds only the mail outbox when SMTP_URL is unset (the database is PostgreSQL at DATABASE_URL).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# Liveness: the process answers. The proxy routes by readiness (/api/ready/) instead: docs/deploy.md.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health/').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1, so SIGTERM reaches the server's graceful stop (docs/deploy.md "Stopping"); npm would not pass it on.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
