# Herald's image: installed and built once, at `docker build` (npm ci, npm run build), then run as the
# unprivileged `node` user with plain node — no npm at start, nothing written into the code.
# Checked on machines without a Docker engine by tests/deploy/dockerfile.test.ts (this file's CMD, ENV
# and HEALTHCHECK run as written); see the README's "docker compose" section for what was run.
FROM node:24-bookworm-slim

WORKDIR /app
# the whole checkout (.dockerignore keeps out node_modules, dist, data and the generated client):
# npm ci's postinstall generates the Prisma client and the embedded database template from it
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm cache clean --force

# the data folder (the fair-play signing key; the embedded database when DATABASE_URL is unset) is
# the only place Herald writes, and the only one its user owns
ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=8080 \
    MALLOC_MMAP_THRESHOLD_=131072
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 8080

# ready = the database answers with the current schema and the mail parts run (src/web/readiness.ts)
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# the memory flags of `npm start` (README "Running it on a small host"); node is PID 1, with no npm or
# shell in between, so `docker stop`'s SIGTERM reaches Herald, which finishes the mail in flight
CMD ["node", "--liftoff-only", "--max-semi-space-size=2", "--optimize-for-size", "dist/main.js"]
