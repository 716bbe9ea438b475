import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_OVERLAP_MS } from "../../src/domain/cursor.js";
import { EventPoller } from "../../src/services/events/poller.js";
import { openLedger } from "../../src/ledger/ledger.js";
import { startSimulator, type SimOptions } from "../../src/sim/server.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { openStore } from "../../src/store/store.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { ANSWER_LIMITS } from "../../src/supplier/operations.js";
import { silentLogger } from "../../src/logger.js";
import { LogCapture } from "../support/log-capture.js";
import { SIM_PROFILE } from "../support/profile.js";
import { untilDone } from "../support/progress.js";

/**
 * The poller against event pages larger than the bot reads at once (here a 64 KiB limit stands
 * for the real 16 MiB): it asks for shorter ranges until they fit, skips a single second that
 * never does, and fails the poll when answers stay too large whatever it asks.
 */

const LIMIT = 64 * 1024;
const DAY_MS = 86_400_000;

describe("the event poller and answers too large to read", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  async function rig(sim: SimOptions, start?: Date) {
    const simulator = await startSimulator({ profile: SIM_PROFILE, eventDelaySeconds: 0, ...sim });
    const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-large-"));
    const ledger = await openLedger({ dataDir, retentionDays: 400, logger: silentLogger() });
    const store = await openStore({ dataDir, logger: silentLogger(), delivery: async () => ledger });
    const { credentials } = SIM_FIXTURES;
    const supplier = new SupplierClient({
      baseUrl: simulator.url,
      username: credentials.username,
      passwordMd5: credentials.passwordMd5,
      timeoutMs: 5000,
      logger: silentLogger(),
      limits: { ...ANSWER_LIMITS, B2BGetEvents: LIMIT },
    });
    const log = new LogCapture();
    const poller = new EventPoller({
      supplier,
      store,
      ledger,
      source: "b2b",
      pollSeconds: 1,
      overlapMs: DEFAULT_OVERLAP_MS,
      logger: log.logger,
      now: () => new Date(),
      ...(start ? { start } : {}),
      mayReceive: () => true,
      onAlerts: () => undefined,
    });
    cleanup.push(
      () => rm(dataDir, { recursive: true, force: true }),
      () => simulator.close(),
      () => supplier.close(),
      () => store.close(),
      () => ledger.close(),
      () => poller.stop(),
    );
    const polled = () => log.entries().filter((l) => l.msg === "polled the event feed").reduce((sum, l) => sum + Number(l["events"]), 0);
    return { sim: simulator, ledger, poller, log, polled };
  }

  it("reads a day of 10 KB events in ranges short enough to fit, none lost", async () => {
    const yesterday = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS - DAY_MS);
    const r = await rig({ bulkEvents: 400, faults: [{ operation: "B2BGetEvents", padEventsBytes: 10_000 }] }, yesterday);
    r.poller.start();
    // 400 events of 10 KB are some 60 answers' worth at 64 KiB: at least that many halvings,
    // each a request and a decode, slow on a machine other test files load too: the wait fails
    // only when 15 s pass without a line logged (a range asked again, a poll done).
    await untilDone({ done: () => r.polled() >= 400, progress: () => r.log.entries().length, stallMs: 15_000, what: () => `${r.polled()} of 400 events read` });
    expect(r.log.entries().filter((l) => l.msg === "an event page was too large to read: asking for a shorter range").length).toBeGreaterThan(50);
    expect(r.log.entries().filter((l) => l.level >= 50)).toEqual([]);
    expect(r.ledger.poller.status()).toMatchObject({ failures: 0, lastError: null });
  }, 180_000); // a backstop: the wait above fails on a stall

  it("skips a second whose events never fit, and says so", async () => {
    const r = await rig({ faults: [{ operation: "B2BGetEvents", padEventsBytes: 10_000 }] });
    r.poller.start();
    await expect.poll(() => r.ledger.poller.status().lastSuccessAt, { timeout: 5000 }).not.toBeNull();
    // 30 sales of 10 KB within a second or two: more than 64 KiB in any second they fall in.
    for (let i = 0; i < 30; i++) r.sim.createBooking();
    const skipped = () => r.log.entries().filter((l) => l.msg === "the events of one second are too large to read: that second is skipped");
    await expect.poll(() => skipped().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => r.ledger.poller.status().lastError ?? "", { timeout: 5000 }).toMatch(/too large to read: that second was skipped/);
    // The poll after it succeeds: the second is passed over quietly, not reported again.
    await expect.poll(() => r.ledger.poller.status().failures, { timeout: 10_000 }).toBe(0);
    const reported = skipped().length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(skipped().length).toBe(reported);
    // Each second once: the sales fall in two seconds, or a few more on a loaded machine.
    const seconds = skipped().map((l) => String(l["at"]));
    expect(new Set(seconds).size).toBe(seconds.length);
  });

  it("fails the poll, keeping the cursor and waiting longer, when answers stay too large whatever it asks", async () => {
    const r = await rig({ faults: [{ operation: "B2BGetEvents", oversizeBytes: 2 * LIMIT }] });
    r.poller.start();
    await expect.poll(() => r.ledger.poller.status().failures, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(r.ledger.poller.status().lastError).toMatch(/too large to read: that second was skipped/);
    // One request per halving (a poll's range is 30 minutes and more: 11 halvings to a second,
    // then as many for the next second) and one failed poll per second skipped, with backoff: no flood.
    const asked = r.sim.calls().B2BGetEvents;
    expect(asked).toBeLessThan(50);
    r.sim.clearFaults();
    await expect.poll(() => r.ledger.poller.status().failures, { timeout: 15_000 }).toBe(0);
  });
});
