import { defineConfig, type Plugin } from "vitest/config";

/**
 * Tests that talk to the supplier simulator run twice: against its "real" profile (the
 * supplier's real habits: members left out, lists as null, old spellings, camelCase, errors at
 * any status) and its "strict" one (the interface's exact shapes). test/support/profile.ts reads which.
 */
const AGAINST_SIMULATOR = ["test/e2e/**/*.test.ts", "test/supplier/client-*.test.ts"];

/**
 * Files whose subject is not the supplier's answers (refusals and menus, Telegram's delivery and
 * limits, the process, the data file, backups, metrics, kills and restarts; the doctor, secrets
 * in logs, feed pages too large or late, digests and reports from the ledger, the demo): the answers they
 * read are incidental and read under both profiles by the files about them (search, history,
 * refunds, status, alerts, poller, changed, flights...), so these run against "real" only.
 */
const REAL_ONLY = [
  "test/e2e/drills-leader.test.ts",
  "test/e2e/drills-instances.test.ts",
  "test/e2e/instances-polling.test.ts",
  "test/e2e/webhook-instances.test.ts",
  "test/e2e/admin-grant.test.ts",
  "test/e2e/command-menus.test.ts",
  "test/e2e/mistyped-commands.test.ts",
  "test/e2e/security-access.test.ts",
  "test/e2e/security-buttons.test.ts",
  "test/e2e/webhook.test.ts",
  "test/e2e/webhook-pressure.test.ts",
  "test/e2e/flood.test.ts",
  "test/e2e/flow-timeout.test.ts",
  "test/e2e/alerts-flow-hold.test.ts",
  "test/e2e/alerts-delivery.test.ts",
  "test/e2e/drills-telegram.test.ts",
  "test/e2e/drills-data.test.ts",
  "test/e2e/drills-kill.test.ts",
  "test/e2e/drills-postgres.test.ts",
  "test/e2e/changed-kill.test.ts",
  "test/e2e/book-kill.test.ts",
  "test/e2e/events-process.test.ts",
  "test/e2e/process.test.ts",
  "test/e2e/process-telegram.test.ts",
  "test/e2e/backup.test.ts",
  "test/e2e/migrate-state.test.ts",
  "test/e2e/metrics.test.ts",
  "test/e2e/upgrade-outbox.test.ts",
  "test/e2e/doctor.test.ts",
  "test/e2e/security-secrets.test.ts",
  "test/e2e/poller-large.test.ts",
  "test/e2e/poller-late.test.ts",
  "test/e2e/alerts-poison.test.ts",
  "test/e2e/digest.test.ts",
  "test/e2e/digest-words.test.ts",
  "test/e2e/report.test.ts",
  "test/e2e/demo-wiring.test.ts",
  "test/e2e/demo-hints.test.ts",
];

/**
 * Files that kill the bot's process mid-way (one or several instances): after the rest, two at a
 * time and no other file beside them; each waits for what it expects, with no bound on the wall
 * clock but its test's timeout.
 */
const DRILLS = [
  "test/e2e/drills-leader.test.ts",
  "test/e2e/drills-instances.test.ts",
  "test/e2e/events-process.test.ts",
  "test/e2e/drills-kill.test.ts",
  "test/e2e/drills-postgres.test.ts",
  "test/e2e/changed-kill.test.ts",
  "test/e2e/book-kill.test.ts",
];

/**
 * Files that hold the bot to a wall-clock bound from its start or under Telegram's faults and
 * limits: last, one at a time, with no other file of the run beside them.
 */
const ALONE = [
  "test/e2e/process-telegram.test.ts",
  "test/e2e/drills-telegram.test.ts",
  "test/e2e/alerts-delivery.test.ts",
  "test/e2e/flood.test.ts",
];

/**
 * The rest run in several workers at once even on 2 cores: most of an end-to-end test's time is
 * spent waiting (on a poll, a timeout, a process starting), not computing. On a machine other
 * jobs keep busy, fewer (TEST_WORKERS=2 npm test) keep the tests that start processes in time.
 */
const WORKERS = Number(process.env["TEST_WORKERS"]) || 5;
/**
 * The unit tests, then the end-to-end files against each profile, each project in a group of its
 * own and in workers that keep the modules they loaded for their next file instead of loading the
 * app again for each (import time summed over a shuffled run 385 s -> 135 s): the app keeps no
 * state in a module that one test could leave to another (each builds its own stack, clock,
 * stores and folders). A group per project: vitest hands a worker on only to a next file of the
 * same project, and a shuffled run would otherwise mix them.
 */
const shared = { maxWorkers: WORKERS, isolate: false };
const drills = { maxWorkers: Math.min(WORKERS, 2) };
const alone = { maxWorkers: 1 };

/**
 * A project's place in the run (vitest's sequence.groupOrder), set once its configuration is
 * resolved: `--sequence.shuffle` or `--sequence.seed` on the command line replaces a project's
 * whole `sequence` (vitest 4 spreads the command line's options over it), which would put every
 * project in one group.
 */
function group(groupOrder: number): Plugin {
  return {
    name: "flightdesk:test-group",
    configResolved(config) {
      const test = (config as { test?: { sequence?: object } }).test;
      if (test) test.sequence = { ...test.sequence, groupOrder };
    },
  };
}

export default defineConfig({
  test: {
    // e2e tests start real servers on loopback; give them room but keep failures quick.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // A wait for something a test expects gives up after 10 s, not vitest's 1 s: on a loaded
    // machine an answer can take seconds, and a passing poll returns as soon as it holds.
    expect: { poll: { timeout: 10_000 } },
    pool: "forks",
    // The npm scripts compiled once for the tests that start FlightDesk as a process.
    globalSetup: ["test/support/compiled-app.ts"],
    projects: [
      { extends: true, plugins: [group(0)], test: { name: "unit", include: ["test/**/*.test.ts"], exclude: AGAINST_SIMULATOR, ...shared } },
      { extends: true, plugins: [group(1)], test: { name: "real", include: AGAINST_SIMULATOR, exclude: [...DRILLS, ...ALONE], env: { SIM_PROFILE: "real" }, ...shared } },
      { extends: true, plugins: [group(2)], test: { name: "strict", include: AGAINST_SIMULATOR, exclude: [...DRILLS, ...ALONE, ...REAL_ONLY], env: { SIM_PROFILE: "strict" }, ...shared } },
      // Every file of these two is in REAL_ONLY as well.
      { extends: true, plugins: [group(3)], test: { name: "drills", include: DRILLS, env: { SIM_PROFILE: "real" }, ...drills } },
      { extends: true, plugins: [group(4)], test: { name: "alone", include: ALONE, env: { SIM_PROFILE: "real" }, ...alone } },
    ],
  },
});
