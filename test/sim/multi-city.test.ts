import { expect, it } from "vitest";
import { startSimulator } from "../../src/sim/server.js";

const DAY_MS = 86_400_000;

/**
 * createBooking({ legs }) on any day and after any sales: a chain that lands where nothing on
 * sale leaves that day (closed, sold out) waits there for a later day instead of giving up.
 */
it("makes a 120-flight multi-city booking on any of the coming days, whatever sales came before it", async () => {
  for (const profile of ["real", "strict"] as const) {
    for (let day = 0; day < 3; day++) {
      const sim = await startSimulator({ profile, eventDelaySeconds: 0, now: () => new Date(Date.now() + day * DAY_MS) });
      try {
        for (let sale = 0; sale < 8; sale++) {
          const { pnr } = sim.createBooking({ legs: 120 });
          expect(pnr).toMatch(/^[A-Z0-9]{6}$/);
        }
      } finally {
        await sim.close();
      }
    }
  }
}, 60_000);
