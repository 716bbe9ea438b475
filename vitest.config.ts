import { defineConfig } from "vitest/config";

/**
 * Tests that talk to the supplier simulator run twice: against its "real" profile (the
 * supplier's real habits: members left out, lists as null, old spellings, camelCase, errors at
 * any status) and its "strict" one (the interface's exact shapes). test/support/profile.ts reads which.
 */
const AGAINST_SIMULATOR = ["test/e2e/**/*.test.ts", "test/supplier/client-*.test.ts"];

export default defineConfig({
  test: {
    // e2e tests start real servers on loopback; give them room but keep failures quick.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    pool: "forks",
    projects: [
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: AGAINST_SIMULATOR } },
      { extends: true, test: { name: "real", include: AGAINST_SIMULATOR, env: { SIM_PROFILE: "real" } } },
      { extends: true, test: { name: "strict", include: AGAINST_SIMULATOR, env: { SIM_PROFILE: "strict" } } },
    ],
  },
});
