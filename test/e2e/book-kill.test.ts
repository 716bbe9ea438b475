import { describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { drill } from "../support/bot-process.js";
import { ADMIN } from "../support/stack.js";
import { ask, upcoming } from "../support/steps.js";
import { bookUpToSummary, fareWithSeats, iranian, issuedIds } from "../support/book-steps.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * Fault drill: kill -9 of the bot between sending Book and reading its answer. At the next start
 * the Book is read with GetStatus by its reference (15 s after it was sent, as the interface
 * asks) and the agent is told; Confirm delivered again after the restart sends nothing.
 */
const AGENT: TgUserSpec = { id: 7601, first_name: "Shirin", language_code: "en" };

describe.each(TEST_DATABASES)("drill: kill -9 while a Book waits for its answer, ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("resolves the Book at the next start by GetStatus, and never sends it again", async () => {
    await drill(await fixture.place(), [ADMIN.id, AGENT.id], async (rig, bot) => {
      await ask(rig.tg, AGENT, "/start");
      const fare = await fareWithSeats(rig, { origin: "THR", destination: "MHD" }, 1, { password: "demo" });
      const summary = await bookUpToSummary(rig, AGENT, fare, { party: "1" }, [iranian("Kaveh")]);

      // The supplier issues at once and answers long after: the kill lands while the bot waits.
      rig.sim.setFaults([{ operation: "Book", answerAfterMs: 60_000, times: 1 }]);
      await rig.tg.pressButton(AGENT, summary, "✅ Confirm booking");
      await expect.poll(() => rig.sim.calls().Book, { interval: 5, timeout: 15_000 }).toBe(1);
      expect(await bot.stop("SIGKILL")).toBeNull();

      const told = upcoming(rig, AGENT.id, (m) => /was issued/.test(m.text), 40_000);
      bot.start();
      await bot.running();
      const { pnr, reference } = issuedIds((await told).text);
      expect(pnr).toMatch(/^[A-Z0-9]{5,8}$/);
      expect(reference).toMatch(/^FDK-/);
      expect(rig.sim.calls().GetStatus).toBeGreaterThanOrEqual(1);
      // One Book, whatever the restart re-delivered.
      expect(rig.sim.calls().Book).toBe(1);
      expect((await ask(rig.tg, AGENT, `/status ${reference}`)).text).toContain(pnr);
    });
  }, 90_000);
});

sayWhenNoPostgres();
