import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { DEMO_PEOPLE, startDemo, type Demo } from "../../src/dev/demo-start.js";
import { silentLogger } from "../../src/logger.js";
import { SIM_PROFILE } from "./profile.js";

/**
 * `npm run demo`'s wiring for the tests of a describe: started before them in a fresh data folder,
 * once its first poll has put the simulator's sales history in the ledger (seconds of work that
 * would hold the bot's answers meanwhile), stopped after.
 */
export function demoForTests(): { readonly demo: Demo } {
  const held: { demo?: Demo; dataDir?: string } = {};
  beforeAll(async () => {
    held.dataDir = await mkdtemp(join(tmpdir(), "flightdesk-demo-e2e-"));
    held.demo = await startDemo({ dataDir: held.dataDir, logger: silentLogger(), env: {}, simProfile: SIM_PROFILE });
    await ledgerFilled(held.demo);
  }, 60_000);
  afterAll(async () => {
    await held.demo?.stop();
    if (held.dataDir) await rm(held.dataDir, { recursive: true, force: true });
  });
  return {
    get demo(): Demo {
      if (!held.demo) throw new Error("the demo is not started: use it inside a test");
      return held.demo;
    },
  };
}

/** Asks /find for the hints' passenger (as a user would, a second apart) until the ledger has bookings. */
async function ledgerFilled(demo: Demo): Promise<void> {
  const ada = DEMO_PEOPLE[0]!.user;
  const until = Date.now() + 45_000;
  for (;;) {
    const answer = demo.telegram.nextMessage(ada.id, { timeoutMs: 30_000 });
    await demo.telegram.sendText(ada, `/find ${demo.flight.passenger}`);
    if (!/ledger is empty/.test((await answer).text)) return;
    if (Date.now() > until) throw new Error("the demo's ledger stayed empty");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
