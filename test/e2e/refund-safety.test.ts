import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { silentLogger } from "../../src/logger.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { openStore } from "../../src/store/store.js";
import { RefundLedger } from "../../src/bot/refund/ledger.js";
import { openLedger } from "../../src/ledger/ledger.js";
import { claimHolder } from "../../src/ledger/refund-claims.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, press, adminStack, letIn, upcoming } from "../support/steps.js";
import { CONFIRM, confirm, dataOf, refundUpToSummary, savedFlow, ticketLabel } from "../support/refund-steps.js";

const { sixPassengers, oneWayRefundable } = SIM_FIXTURES;
// Each test refunds tickets of its own; t4 stays open for the timeout test to see offered.
const [t1, t2, t3, t4, , t6, t7, t8, t9] = sixPassengers.tickets;
const AGENT: TgUserSpec = { id: 7201, first_name: "Ali", language_code: "en" };
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe("refund safety: restarts, lost answers, two agents, old quotes", () => {
  let s: Stack;
  // The bot's clock (quote age) and the simulator's (penalty brackets) move independently.
  let botOffset = 0;
  let simOffset = 0;
  beforeAll(async () => {
    s = await adminStack({ now: () => new Date(Date.now() + botOffset), sim: { now: () => new Date(Date.now() + simOffset) } });
    await letIn(s, AGENT, "agent");
  });
  afterAll(() => s?.stop());
  // The simulator's clock at the real time: only the Error1009 test moves it on.
  beforeEach(() => {
    simOffset = 0;
  });

  const calls = () => s.sim.calls();

  it("survives a restart before Confirm: the flow resumes and sends exactly one DoRefund", async () => {
    const summary = await refundUpToSummary(s, ADMIN, sixPassengers.pnr, { tickets: [t1!], reason: "personal" });
    await expect.poll(() => savedFlow(s, ADMIN.id)).toContain("please check");
    const before = calls();
    await s.restart();
    await confirm(s, ADMIN, summary, /Refund of SX6P9Q done/);
    expect(calls().DoRefund).toBe(before.DoRefund + 1);
    // The quote taken before the restart was used, not taken again.
    expect(calls().GetPenalty).toBe(before.GetPenalty);

    // A restart right after Confirm, then the same Confirm re-sent: nothing more is sent.
    await expect.poll(() => savedFlow(s, ADMIN.id)).toBe("");
    await s.restart();
    const answers = s.tg.callbackAnswers().length;
    await s.tg.pressRaw(ADMIN, summary, dataOf(summary, CONFIRM));
    await expect.poll(() => s.tg.callbackAnswers().length).toBe(answers + 1);
    expect(s.tg.callbackAnswers().at(-1)?.text).toMatch(/step is closed/);
    expect(calls().DoRefund).toBe(before.DoRefund + 1);
  });

  it("never repeats a DoRefund that was interrupted by a crash: the agent is told to check /history", async () => {
    const summary = await refundUpToSummary(s, ADMIN, sixPassengers.pnr, { tickets: [t2!], reason: "personal" });
    await expect.poll(() => savedFlow(s, ADMIN.id)).toContain("please check");
    // The bot died after writing the pending entry and before the answer: what a crash leaves on disk.
    await s.restart(async () => {
      const store = await openStore({ dataDir: s.dataDir, logger: silentLogger() });
      const ledger = await openLedger({ dataDir: s.dataDir, retentionDays: 400, logger: silentLogger() });
      const guard = new RefundLedger(store, () => new Date(Date.now() + botOffset), { db: ledger.db, holder: claimHolder(s.config.dataDir) });
      const claim = await guard.claim({ userId: ADMIN.id, userName: "Ada", pnr: sixPassengers.pnr, reason: 1, amounts: [{ ticket: t2!, penalty: 1, refund: 1 }], remarks: null });
      expect(claim.granted).toBe(true);
      await ledger.close();
      await store.close();
    });
    const before = calls().DoRefund;
    const answer = await confirm(s, ADMIN, summary, /outcome is unknown/);
    expect(answer.text).toMatch(/Nothing was sent\. Check \/history/);
    expect(calls().DoRefund).toBe(before);
    const audit = await ask(s.tg, ADMIN, "/audit 3");
    expect(audit.text).toMatch(/❓ unknown · interrupted/);
    expect(audit.text).toMatch(/⛔ not sent/);
  });

  it("treats a DoRefund timeout as unknown: not sent again, even from a flow begun before, shown as such, and 'unknown' in the audit", async () => {
    const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [t3!], reason: "personal" });
    // Another agent's summary of the same ticket, taken before the doubtful call.
    const earlier = await refundUpToSummary(s, ADMIN, sixPassengers.pnr, { tickets: [t3!], reason: "personal" });
    s.sim.setFaults([{ operation: "DoRefund", hang: true, times: 1 }]);
    const before = calls().DoRefund;
    const shown = () => s.tg.messages(AGENT.id).find((m) => m.messageId === summary.messageId)?.text ?? "";
    const answered = confirm(s, AGENT, summary, /gave no clear answer/);
    // While the supplier is silent, the summary says it is being sent.
    await expect.poll(shown).toMatch(/⏳ Sending to the supplier… its answer may take a while\. Do not send it again\.$/);
    const answer = await answered;
    s.sim.clearFaults();
    expect(shown()).toMatch(/❓ Sent, but the supplier gave no clear answer \(details below\)\.$/);
    expect(answer.text).toContain("It will NOT be sent again. Check /history in a minute.");
    expect(calls().DoRefund).toBe(before + 1);

    // The ticket is still open at the supplier (the call never arrived), but its outcome is unknown here.
    const refused = await confirm(s, ADMIN, earlier, /outcome is unknown/);
    expect(refused.text).toContain("was sent by Ali");
    expect(calls().DoRefund).toBe(before + 1);
    // A new flow and a new quote show it as such, and offer it no more.
    const picker = await ask(s.tg, AGENT, `/refund ${sixPassengers.pnr}`);
    expect(picker.text).toMatch(new RegExp(`❓ 👤 .* · ticket ${t3}\\n✈️ .*\\nA refund sent by Ali at .* has an unknown outcome: not offered again\\.`));
    expect(buttons(picker).some((b) => b.endsWith(ticketLabel(picker, t3!)))).toBe(false);
    expect(buttons(picker).some((b) => b.endsWith(ticketLabel(picker, t4!)))).toBe(true);
    await ask(s.tg, AGENT, "/cancel");
    const penalties = calls().GetPenalty;
    const quote = await ask(s.tg, AGENT, `/penalty ${sixPassengers.pnr} ${t3}`);
    expect(quote.text).toContain("has an unknown outcome: not offered again");
    expect(calls().GetPenalty).toBe(penalties);
    expect(calls().DoRefund).toBe(before + 1);

    const audit = await ask(s.tg, ADMIN, "/audit 2");
    expect(audit.text).toMatch(new RegExp(`${t3} of .* · ⛔ not sent`));
    expect(audit.text).toMatch(new RegExp(`${t3} of .* · ❓ unknown · no usable answer`));
  });

  it("lets only one of two agents refund the same ticket", async () => {
    const mine = await refundUpToSummary(s, ADMIN, sixPassengers.pnr, { tickets: [t8!], reason: "personal" });
    const theirs = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [t8!, t9!], reason: "personal" });
    const before = calls().DoRefund;
    await confirm(s, ADMIN, mine, /Refund of SX6P9Q done/);
    const refused = await confirm(s, AGENT, theirs, /already refunded by Ada/);
    expect(refused.text).toContain("Nothing was sent.");
    expect(calls().DoRefund).toBe(before + 1);
  });

  it("takes the quote again when Confirm comes more than 10 minutes after it", async () => {
    const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [t6!], reason: "personal" });
    const before = calls();
    botOffset += 11 * MINUTE;
    const fresh = upcoming(s, AGENT.id, (m) => buttons(m).includes(CONFIRM));
    const notice = upcoming(s, AGENT.id, (m) => /more than 10 minutes old/.test(m.text));
    await s.tg.pressButton(AGENT, summary, CONFIRM);
    await notice;
    const requoted = await fresh;
    expect(calls().GetPenalty).toBe(before.GetPenalty + 1);
    expect(calls().DoRefund).toBe(before.DoRefund);
    await confirm(s, AGENT, requoted, /Refund of SX6P9Q done/);
    expect(calls().DoRefund).toBe(before.DoRefund + 1);
  });

  it("checks the booking again for an old schedule-change quote: a ticket refunded meanwhile is not sent", async () => {
    const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [t7!], reason: "schedule" });
    const elsewhere = await refundUpToSummary(s, ADMIN, sixPassengers.pnr, { tickets: [t7!], reason: "schedule" });
    await confirm(s, ADMIN, elsewhere, /Refund of SX6P9Q done/);
    botOffset += 11 * MINUTE;
    const before = calls();
    const answer = await confirm(s, AGENT, summary, /already refunded/);
    expect(answer.text).toContain(`Ticket ${t7} is not in booking ${sixPassengers.pnr}`);
    expect(calls().GetHistory).toBe(before.GetHistory + 1);
    expect(calls().GetPenalty).toBe(before.GetPenalty);
    expect(calls().DoRefund).toBe(before.DoRefund);
  });

  it("on Error1009 (the penalty changed) offers a new quote and refunds with it", async () => {
    const summary = await refundUpToSummary(s, ADMIN, oneWayRefundable.pnr, { reason: "personal" });
    expect(summary.text).toContain("penalty 10%");
    // 18 days later at the supplier: the flight is 2 days away and the penalty bracket is 30 %.
    simOffset = 18 * DAY;
    const before = calls();
    const changed = await confirm(s, ADMIN, summary, /penalty changed since the quote/);
    expect(buttons(changed)).toEqual(["🔄 Quote again", "✖️ Cancel"]);
    const fresh = upcoming(s, ADMIN.id, (m) => buttons(m).includes(CONFIRM));
    await press(s.tg, ADMIN, changed, "🔄 Quote again");
    const requoted = await fresh;
    expect(requoted.text).toContain("penalty 30%");
    await confirm(s, ADMIN, requoted, /Refund of K7M2QA done/);
    expect(calls().GetPenalty).toBe(before.GetPenalty + 1);
    expect(calls().DoRefund).toBe(before.DoRefund + 2);
    const audit = await ask(s.tg, ADMIN, "/audit 2");
    expect(audit.text).toMatch(/✅ done/);
    expect(audit.text).toMatch(/❌ refused · Error1009-PenaltyMismatchException/);
  });
});
