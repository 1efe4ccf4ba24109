import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Integration tests share one PostgreSQL database per file and start real servers; two workers
    // keep the 2-core machines busy without starving dovecot and Chromium.
    maxWorkers: 2,
    // fast-check's seed: fixed by scripts/test.sh, random otherwise (tests/helpers/fast-check-seed.ts)
    setupFiles: ["tests/helpers/fast-check-seed.ts"],
  },
});
