import type { StoredMessage } from "../../src/dev/telegram/emulator.js";
import { bookedWire, parsed } from "./ledger-events.js";
import type { ledgerFixture } from "./ledger-databases.js";
import type { Stack } from "./stack.js";
import { adminStack } from "./steps.js";

/** The daily digest's end-to-end tests: a stack on a clock the test moves, in Tehran's time, with a day's sales in its ledger. */

export const DIGEST_ZONE = "Asia/Tehran"; // UTC+03:30
const TICK_MS = 50;
/** Long enough for many ticks: a second photo would have come. */
export const SETTLE_MS = 600;
/** 23:30:10 in Tehran on 22 Nov: the default digest is due. */
export const DIGEST_DUE = new Date("2026-11-22T20:00:10Z");

export const isPhoto = (m: StoredMessage) => m.file?.kind === "photo";
export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two sales on 22 Nov in Tehran: 17,227,000 IRR and 125.55 USD, six passengers. */
export const TWO_SALES = [
  bookedWire(1, "AA0001", { at: "2026-11-22 06:00:00", total: 17227000 }),
  bookedWire(2, "AA0002", { at: "2026-11-22 09:00:00", total: 125.55, currency: "USD" }),
];

/**
 * A stack whose admin has opened the chat, at 22:30 in Tehran on 22 Nov (an hour before the
 * default digest), the given sales in its ledger; stopped by the caller through `stacks`.
 */
export async function digestStack(fixture: ReturnType<typeof ledgerFixture>, stacks: Stack[], sales: unknown[] = TWO_SALES) {
  const clock = { now: new Date("2026-11-22T19:00:00Z") };
  const place = await fixture.place();
  const s = await adminStack({
    dataDir: place.dataDir,
    now: () => clock.now,
    digestTickMs: TICK_MS,
    env: { DISPLAY_TIMEZONE: DIGEST_ZONE, ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}) },
  });
  stacks.push(s);
  const ledger = await fixture.open(place);
  await ledger.ingest(parsed(...sales), clock.now);
  return { s, clock };
}
