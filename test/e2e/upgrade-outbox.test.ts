import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { LEDGER_FILE } from "../../src/ledger/open.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { STORE_VERSION } from "../../src/store/schema.js";
import { sampleBooking } from "../support/alert-samples.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, letIn } from "../support/steps.js";

/**
 * An install upgraded from the version whose store file (schema 4) kept the poller's state and
 * the outbox: the first start moves them into the ledger's database. An alert waiting at the
 * upgrade arrives, the poller's counts go on, new sales keep coming, and the file is version 5
 * without them (the old one kept beside it).
 */

const VIEWER: TgUserSpec = { id: 7141, first_name: "Nima", language_code: "en" };
const REJECTED_BEFORE = 7000;

describe("the first start after the upgrade from a version 4 store file", () => {
  let s: Stack | undefined;
  afterAll(async () => {
    await s?.stop();
  });

  it("delivers the alert the file held, goes on with its poller state, and leaves a version 5 file", async () => {
    s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" }, sim: { eventDelaySeconds: 0 } });
    const stack = s;
    await ask(stack.tg, ADMIN, "/start");
    await letIn(stack, VIEWER, "viewer");
    expect((await ask(stack.tg, VIEWER, "/subscribe bookings")).text).toMatch(/Subscribed: Bookings/);
    const file = join(stack.dataDir, STORE_FILE_NAME);

    await stack.restart(async () => {
      // DATA_DIR as the version before left it: the poller's state and an undelivered alert in
      // the file, and a ledger without them.
      for (const name of [LEDGER_FILE, `${LEDGER_FILE}-wal`, `${LEDGER_FILE}-shm`]) await rm(join(stack.dataDir, name), { force: true });
      const current = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      const now = Date.now();
      const at = new Date(now).toISOString();
      await writeFile(
        file,
        JSON.stringify({
          ...current,
          schemaVersion: 4,
          poller: {
            // As a first start left them: polls reach back an overlap (30 minutes), never before `since`.
            cursor: at,
            since: new Date(now - 30 * 60_000).toISOString(),
            done: null,
            appliedStart: null,
            seen: {},
            newestEventAt: at,
            lastArrivalAt: at,
            lastSuccessAt: at,
            lastErrorAt: null,
            lastError: null,
            failures: 0,
            rejected: REJECTED_BEFORE,
          },
          outbox: {
            nextSeq: 2,
            entries: { [`${VIEWER.id}:900001`]: { chatId: VIEWER.id, eventId: 900_001, seq: 1, state: "pending", attempts: 0, notBefore: 0, enqueuedAt: at, language: "en", owner: VIEWER.id } },
            alerts: { "900001": { eventId: 900_001, at: "2026-11-20 10:14:02", refs: 1, body: sampleBooking({ pnr: "MOVED1" }) } },
          },
        }),
      );
    });

    expect((await stack.tg.waitFor(VIEWER.id, (m) => m.text.includes("MOVED1"), { timeoutMs: 10_000 })).text).toMatch(/^🟢 New booking MOVED1\n/);
    const { pnr } = stack.sim.createBooking();
    await stack.tg.waitFor(VIEWER.id, (m) => m.text.includes(pnr), { timeoutMs: 10_000 });
    const skipped = /shape was unexpected: ([\d,]+)/.exec((await ask(stack.tg, ADMIN, "/poller")).text)?.[1];
    expect(Number(skipped?.replaceAll(",", ""))).toBeGreaterThanOrEqual(REJECTED_BEFORE);

    const upgraded = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
    expect(upgraded).toMatchObject({ schemaVersion: STORE_VERSION });
    expect(upgraded).not.toHaveProperty("poller");
    expect(upgraded).not.toHaveProperty("outbox");
    expect(existsSync(`${file}.v4.bak`)).toBe(true);
  });
});
