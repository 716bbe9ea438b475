import pg from "pg";
import { describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { drill } from "../support/bot-process.js";
import { ADMIN } from "../support/stack.js";
import { ask, buttons, upcoming } from "../support/steps.js";
import { CHANGED_CONFIRM, openFlight, sqliteRunTickets, type RunTicketRow } from "../support/changed-steps.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";

/**
 * Fault drill (issue 15): kill -9 of the bot in the middle of a /changed run. The ticket whose
 * DoRefund was under way is "unknown" and never sent again; the run resumes with the tickets
 * still queued; each ticket reaches the supplier once, on SQLite and on PostgreSQL.
 */
const { sixPassengers } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7501, first_name: "Darya", language_code: "en" };

async function postgresRunTickets(url: string): Promise<RunTicketRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<RunTicketRow>("select run_id, idx, pnr, ticket, state, tracking_code, detail from schedule_run_tickets order by run_id, idx");
    return rows;
  } finally {
    await client.end();
  }
}

describe.each(TEST_DATABASES)("drill: kill -9 during a /changed run, ledger on $name", (database) => {
  const fixture = ledgerFixture(database);

  it("the ticket under way becomes unknown and is not sent again; the run resumes and sends each other ticket once", async () => {
    const place = await fixture.place();
    await drill(place, [ADMIN.id, AGENT.id], async (rig, bot) => {
      const runTickets = () => (place.databaseUrl ? postgresRunTickets(place.databaseUrl) : Promise.resolve(sqliteRunTickets(rig.dataDir)));
      await ask(rig.tg, AGENT, "/start");
      const list = await ask(rig.tg, AGENT, `/changed +${sixPassengers.originalOutboundDayOffset}`);
      const label = buttons(list).find((b) => b.startsWith("↩️ All 6"))!;
      const summary = await openFlight(rig.tg, AGENT, list, "All", label.replace(/^↩️ All 6 · /, "").replace(/ \S+$/, ""));
      expect(summary.text).toMatch(/Refund 6 tickets/);

      // Slow answers: the kill lands while the second ticket's DoRefund waits for its answer.
      rig.sim.setFaults([{ operation: "DoRefund", latencyMs: 1500 }]);
      const before = rig.sim.calls().DoRefund;
      await rig.tg.pressButton(AGENT, summary, CHANGED_CONFIRM);
      await expect.poll(() => rig.sim.calls().DoRefund, { interval: 5, timeout: 15_000 }).toBe(before + 2);
      expect(await bot.stop("SIGKILL")).toBeNull();
      expect((await runTickets()).map((r) => r.state)).toEqual(["done", "sending", "queued", "queued", "queued", "queued"]);
      rig.sim.clearFaults();

      const told = upcoming(rig, AGENT.id, (m) => /restarted while the refund/.test(m.text), 20_000);
      bot.start();
      await bot.running();
      const finished = await rig.tg.waitFor(AGENT.id, (m) => m.messageId === summary.messageId && m.text.includes("finished"), { timeoutMs: 20_000 });
      expect(finished.text).toMatch(/5 done, 0 refused, 1 unknown/);
      expect(finished.text).toMatch(/The bot restarted during this run/);
      expect((await told).text).toContain(sixPassengers.pnr);

      const rows = await runTickets();
      expect(rows.map((r) => r.state)).toEqual(["done", "unknown", "done", "done", "done", "done"]);
      // Six tickets, six calls, each ticket refunded at the supplier: each was sent exactly once.
      expect(rig.sim.calls().DoRefund).toBe(before + 6);
      const after = await ask(rig.tg, AGENT, `/changed +${sixPassengers.originalOutboundDayOffset}`);
      for (const row of rows) expect(after.text).toMatch(new RegExp(`${row.ticket} · .+ · refunded`));
    });
  }, 90_000);
});

sayWhenNoPostgres();
