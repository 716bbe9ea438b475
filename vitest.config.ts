import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // e2e tests start real servers on loopback; give them room but keep failures quick.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
  },
});
