# syntax=docker/dockerfile:1
# The web server (server/main.ts) with the production build, for running N instances behind a load balancer or a
# CDN (docs/operations.md). Build: docker build --build-arg PUBLIC_API_BASE_URL=https://api.example/ -t web .
# Run:   docker run -p 3000:3000 -e SITE_ORIGIN=https://www.example web

# 1. Build: every dependency, the app and its server renderer (dist/), then only the runtime dependencies.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# PUBLIC_* settings are baked into the build (src/config/env.ts); the defaults call a sandbox on localhost.
ARG PUBLIC_API_BASE_URL=http://localhost:4010/
ENV PUBLIC_API_BASE_URL=${PUBLIC_API_BASE_URL}
RUN npm run build && npm prune --omit=dev --no-audit --no-fund && rm -rf server/__tests__

# 2. Run: Node, the runtime dependencies, the build, and the server's TypeScript (Node strips the types).
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
# The server reads the route table and the two inline scripts from the app's source.
COPY --from=build /app/src ./src
# The image's unprivileged user; nothing under /app is writable by it.
USER node
EXPOSE 3000
# The metrics listener (METRICS_PORT, docs/operations.md): for Prometheus inside the network, never published.
EXPOSE 9464
# Liveness only (/readyz also asks the provider, which an orchestrator's readiness probe should use).
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the server finishes the requests in flight and exits within SHUTDOWN_TIMEOUT_MS (10 s; keep
# `docker stop --time` and Kubernetes' terminationGracePeriodSeconds above it).
STOPSIGNAL SIGTERM
CMD ["node", "server/main.ts"]
