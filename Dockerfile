# Rentproof's image: the built app on Node 24, the current LTS, run as the unprivileged `node` user
# (docs/deployment.md, "Docker"). Without DATABASE_URL and S3_BUCKET it keeps its data in the /data
# volume (embedded PGlite and files); with them it is one of many stateless processes.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
# MALLOC_ARENA_MAX: glibc reads it only as a process starts, and `npm start` (which sets it) is not
# used here; two arenas keep a PDF report's memory down (docs/performance.md, "Served by the built
# server").
ENV NODE_ENV=production MALLOC_ARENA_MAX=2 DATA_DIR=/data
WORKDIR /app
# The bundle holds most dependencies; those it leaves in node_modules (native code, WebAssembly,
# fonts: scripts/build-server.mjs) come from here. package.json also makes dist/server/main.js an
# ES module.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# Made before VOLUME so that a new volume starts out owned by `node`.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.js"]
