# syntax=docker/dockerfile:1
# Production image of the site: one Node process (dist/server.mjs) serving Next.js, Darky's socket.io and the lead
# outbox on PORT. Build: docker build --build-arg SITE_URL=https://darkodigital.com -t darko-digital-site .
# Configuration at run time through the environment (see .env.example); docs/operations.md has the whole set-up.

ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Dependencies, exactly as locked (cached until package.json or the lock changes).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. Build: Next.js into .next, the custom server into dist/server.mjs; then drop the development dependencies.
FROM deps AS build
# Static pages are rendered at build time with the canonical origin and the consent-gated tag ids.
ARG SITE_URL=http://localhost:8080
ARG GTM_ID=
ARG META_PIXEL_ID=
ARG HOTJAR_ID=
ARG HUBSPOT_TRACKING_ID=
ENV NEXT_TELEMETRY_DISABLED=1 \
    SITE_URL=${SITE_URL} GTM_ID=${GTM_ID} META_PIXEL_ID=${META_PIXEL_ID} HOTJAR_ID=${HOTJAR_ID} HUBSPOT_TRACKING_ID=${HUBSPOT_TRACKING_ID}
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .next/cache

# 3. Runtime: the built app and its production dependencies, run by the unprivileged "node" user of the image.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# At run time the server reads next.config.ts (and the redirects it imports from src/), content/, messages/,
# public/ and the migrations in drizzle/ from its working directory: the whole built tree comes along.
COPY --from=build --chown=root:root /app /app
# Writable by the server: the embedded PGlite database (when DATABASE_URL is not set) and Next's caches
# (optimised images, regenerated pages) under .next; the code itself stays root's and read-only to it.
RUN mkdir -p /app/data /app/.next/cache && chown -R node:node /app/data /app/.next
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# Healthy while the database answers and the process is not draining (GET /api/health, 200 or 503).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]
# SIGTERM starts the graceful shutdown (server/shutdown.ts); give it SHUTDOWN_TIMEOUT_MS plus a margin (compose: stop_grace_period).
STOPSIGNAL SIGTERM
# Two malloc arenas and 4 MB semi-spaces: about 80 MB less resident memory at idle (docs/decisions.md, "A
# lighter process"; package.json `start` starts it the same way).
ENV MALLOC_ARENA_MAX=2
# Exec form: node is PID 1 and gets SIGTERM itself (the server installs its own handlers).
CMD ["node", "--max-semi-space-size=4", "dist/server.mjs"]
