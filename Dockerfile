# The production image (docs/DEPLOY.md, "Containers"; docs/decisions/0048-container-and-compiled-server.md).
# Built once: the build stage runs what CI runs (.ci/run: `npm ci`, then `npm run build`, which
# also compiles the server to dist/server/index.js); the runtime stage holds the production
# packages, the build and the migrations, and runs the compiled server as the unprivileged
# `node` user. Nothing is written into the image at run time but DATA_DIR, a volume.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The install first, so a change to the code alone reuses it. postinstall generates the
# Prisma client from the schema (scripts/prisma-generate.mjs).
COPY package.json package-lock.json ./
COPY scripts/prisma-generate.mjs scripts/
COPY prisma/schema.prisma prisma/
RUN npm ci --no-audit --no-fund
COPY . .
# Build configuration written into the pages (docs/DEPLOY.md, docs/decisions/0033).
ARG PUBLIC_BASE_URL=
ARG ANALYTICS_GTM_ID=
RUN npm run build
RUN npm prune --omit=dev

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/config ./config
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 3000
# /healthz: PostgreSQL answers and the process is not shutting down (server/health/health-router.ts).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is the container's first process, so `docker stop`'s SIGTERM reaches the server.
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
