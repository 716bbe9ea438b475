import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, buttons, letIn, press, upcoming } from "../support/steps.js";
import { confirm, dataOf, refundUpToSummary } from "../support/refund-steps.js";
import { CHANGED_CONFIRM, confirmRun, flightButton, openFlight, sqliteRunTickets } from "../support/changed-steps.js";

/**
 * The schedule-change desk (issue 15): /changed lists the flights the airline moved with their
 * tickets; a flight's open tickets are refunded for reason 2 with one Confirm, or picked; each
 * ticket goes through the refund guard; the run shows in one message and is kept in SQL.
 */
const { oneWayRefundable, roundTrip, sixPassengers } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7401, first_name: "Nika", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7402, first_name: "Vida", language_code: "en" };

describe("/changed, the schedule-change desk", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
    await letIn(s, VIEWER, "viewer");
  });
  afterAll(() => s?.stop());

  it("is refused to a viewer, and wrong periods are answered with the usage", async () => {
    const before = s.sim.calls();
    expect((await ask(s.tg, VIEWER, "/changed")).text).toMatch(/needs the agent role; yours is viewer/);
    expect((await ask(s.tg, AGENT, "/changed 2026-13-01")).text).toMatch(/2026-13-01 is not a day of the calendar\.\nUsage: \/changed/);
    expect((await ask(s.tg, AGENT, "/changed soon")).text).toMatch(/soon is not a date I can read/);
    expect((await ask(s.tg, AGENT, "/changed +3..today")).text).toMatch(/The period ends before it starts/);
    expect((await ask(s.tg, AGENT, "/changed today..+40")).text).toMatch(/longer than 31 days/);
    expect((await ask(s.tg, AGENT, "/changed <b>x")).text).toContain("<b>x is not a date");
    expect(s.sim.calls()).toEqual(before);
  });

  it("lists the simulator's changed flights with their tickets; a refunded ticket is shown as such and not offered", async () => {
    expect(s.sim.changeSchedule(roundTrip.pnr)).toBe(true);
    const list = await ask(s.tg, AGENT, `/changed +${roundTrip.outboundDayOffset}`);
    expect(list.text).toMatch(/Schedule changes/);
    expect(list.text).toMatch(new RegExp(`${roundTrip.pnr} · ${roundTrip.passenger1Outbound} · .+`));
    expect(list.text).toMatch(new RegExp(`${roundTrip.pnr} · ${roundTrip.passenger2OutboundRefunded} · .+ · refunded`));
    expect(list.text).toMatch(/was \d{1,2} \w{3} \d{4} \d\d:\d\d → now \d{1,2} \w{3} \d{4} \d\d:\d\d · the date changed/);
    // One open ticket on that flight: "All 1".
    expect(buttons(list).some((b) => /^↩️ All 1 · /.test(b))).toBe(true);
  });

  it("refunds every open ticket of a flight with one Confirm, lists tracking codes, and offers them no more", async () => {
    expect(s.sim.changeSchedule(oneWayRefundable.pnr)).toBe(true);
    const list = await ask(s.tg, AGENT, `/changed +${oneWayRefundable.dayOffset}`);
    const flight = flightButton(list, "All", "").match(/· (\S+ \S+) /)![1]!;
    const summary = await openFlight(s.tg, AGENT, list, "All", flight);
    expect(summary.text).toMatch(/Refund 2 tickets of/);
    expect(summary.text).toContain(`Bookings: ${oneWayRefundable.pnr}`);
    for (const ticket of oneWayRefundable.tickets) expect(summary.text).toMatch(new RegExp(`${oneWayRefundable.pnr} · ${ticket} · [\\d,.]+ IRR`));
    expect(summary.text).toMatch(/Penalty 0/);
    expect(buttons(summary)).toEqual(["✅ Confirm", "✖️ Cancel"]);

    const confirmData = dataOf(summary, CHANGED_CONFIRM);
    const before = s.sim.calls().DoRefund;
    const telegramCalls = s.tg.calls().length;
    const done = await confirmRun(s.tg, AGENT, summary);
    // Each edit shows something new: Telegram refuses none of them ("message is not modified").
    expect(s.tg.calls().slice(telegramCalls).filter((c) => c.status >= 400).map((c) => `${c.method} ${c.status}`)).toEqual([]);
    expect(done.text).toMatch(/finished.*: 2 done, 0 refused, 0 unknown/);
    expect(done.text).toMatch(/Tracking codes: \S+, \S+/);
    expect(done.keyboard).toEqual([]);
    expect(s.sim.calls().DoRefund).toBe(before + 2);
    // Live progress as a draft in the agent's chat, the ticket under way named; the run ends with a message of its own, which ends the draft.
    const drafts = s.tg.calls("sendRichMessageDraft").filter((c) => c.at >= s.tg.calls()[telegramCalls]!.at);
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((c) => c.status === 200)).toBe(true);
    expect(JSON.stringify(drafts[0]!.params)).toMatch(new RegExp(`⏳ Refunding .+: 0 of 2 tickets through; now .*${oneWayRefundable.pnr}`));
    const ended = await s.tg.waitFor(AGENT.id, (m) => m.messageId > summary.messageId && m.text.endsWith("Each ticket is in the run's message above."));
    expect(ended.text).toMatch(/^🏁 Refunds of .+ finished: 2 done, 0 refused, 0 unknown\n/);
    expect(s.tg.draft(AGENT.id)).toBeUndefined();
    // A second press of the same Confirm (a re-delivered tap) starts nothing.
    const answers = s.tg.callbackAnswers().length;
    await s.tg.pressRaw(AGENT, summary, confirmData);
    await expect.poll(() => s.tg.callbackAnswers().slice(answers).map((a) => a.text)).toEqual(["This run is already confirmed."]);
    expect(s.sim.calls().DoRefund).toBe(before + 2);

    const again = await ask(s.tg, AGENT, `/changed +${oneWayRefundable.dayOffset}`);
    for (const ticket of oneWayRefundable.tickets) expect(again.text).toMatch(new RegExp(`${ticket} · .+ · refunded`));
    expect(buttons(again).filter((b) => b.includes(flight))).toEqual([]);

    // Audited: the run's start and end, and each ticket's refund with its waiver.
    const entries = await ask(s.tg, ADMIN, "/audit 4");
    expect(entries.text).toMatch(/The schedule-change refunds of .+ ended: 2 done, 0 refused, 0 unknown; tracking [\s\S]*schedule change[\s\S]*schedule change[\s\S]*started the schedule-change refunds of .+: 2 tickets/);
    const rows = sqliteRunTickets(s.dataDir).filter((r) => r.pnr === oneWayRefundable.pnr);
    expect(rows.map((r) => r.state)).toEqual(["done", "done"]);
    expect(rows.every((r) => r.tracking_code)).toBe(true);
  });

  it("refunds the tickets picked; one refunded meanwhile is refused, one whose call failed is unknown, both shown", async () => {
    const list = await ask(s.tg, AGENT, `/changed +${sixPassengers.originalOutboundDayOffset}`);
    const label = buttons(list).find((b) => b.startsWith("☑️ Pick") && list.text.includes(sixPassengers.pnr))!;
    const flight = label.replace(/^☑️ Pick · /, "").replace(/ \S+$/, "");
    const picker = await openFlight(s.tg, AGENT, list, "Pick", flight);
    const [t1, , t3, , t5] = sixPassengers.tickets;
    let current = picker;
    for (const ticket of [t1!, t3!, t5!]) current = await press(s.tg, AGENT, current, buttons(current).find((b) => b.includes(ticket))!);
    expect(buttons(current)).toContain("Continue (3)");
    const summary = await press(s.tg, AGENT, current, "Continue (3)");
    expect(summary.text).toMatch(/Refund 3 tickets of/);

    // Meanwhile another refund takes the first ticket.
    const guided = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [t1!], reason: "personal" });
    await confirm(s, AGENT, guided, new RegExp(`Refund of ${sixPassengers.pnr} done`));
    // And the supplier fails the next DoRefund (its outcome unknown).
    s.sim.setFaults([{ operation: "DoRefund", status: 500, times: 1 }]);
    const before = s.sim.calls().DoRefund;
    const telegramCalls = s.tg.calls().length;
    const done = await confirmRun(s.tg, AGENT, summary);
    // Each edit shows something new: Telegram refuses none of them ("message is not modified").
    expect(s.tg.calls().slice(telegramCalls).filter((c) => c.status >= 400).map((c) => `${c.method} ${c.status}`)).toEqual([]);
    s.sim.clearFaults();
    expect(done.text).toMatch(/1 done, 1 refused, 1 unknown/);
    expect(done.text).toMatch(new RegExp(`${t1} · refused: already refunded`));
    // A 500's body had words: they are shown beside "outcome unknown".
    expect(done.text).toMatch(new RegExp(`${t3} · outcome unknown \\(the supplier says: .+\\): check /history`));
    expect(done.text).toMatch(new RegExp(`${t5} · done · tracking \\S+`));
    expect(s.sim.calls().DoRefund).toBe(before + 2);

    expect((await ask(s.tg, ADMIN, "/audit 1")).text).toMatch(/The schedule-change refunds of .+ ended: 1 done, 1 refused, 1 unknown/);
    const again = await ask(s.tg, AGENT, `/changed +${sixPassengers.originalOutboundDayOffset}`);
    expect(again.text).toMatch(new RegExp(`${t3} · .+ · refund of unknown outcome`));
    expect(again.text).toMatch(new RegExp(`${t5} · .+ · refunded`));
    expect(buttons(again).some((b) => b.startsWith(`↩️ All ${sixPassengers.passengerCount - 3} · ${flight}`))).toBe(true);
  });
});

describe("/changed in the language of the screen it was confirmed on", () => {
  // Persian from Telegram's language_code alone, no /lang choice: the run's progress and outcome
  // must not fall back to English after Confirm.
  const AGENT_IN_ENGLISH: TgUserSpec = { id: 7411, first_name: "Parisa", language_code: "en" };
  const PERSIAN_AGENT: TgUserSpec = { ...AGENT_IN_ENGLISH, language_code: "fa" };
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT_IN_ENGLISH, "agent");
  });
  afterAll(() => s?.stop());

  it("reports the run in Persian to an agent whose Telegram speaks Persian", async () => {
    expect(s.sim.changeSchedule(oneWayRefundable.pnr)).toBe(true);
    const list = await ask(s.tg, PERSIAN_AGENT, `/changed +${oneWayRefundable.dayOffset}`);
    const all = buttons(list).find((b) => b.startsWith("↩️ همه"))!;
    expect(all).toBeDefined();
    const next = upcoming(s, PERSIAN_AGENT.id, (m) => buttons(m).includes("✅ تأیید"), 10_000);
    await s.tg.pressButton(PERSIAN_AGENT, list, all);
    const summary = await next;
    await s.tg.pressButton(PERSIAN_AGENT, summary, "✅ تأیید");
    const done = await s.tg.waitFor(PERSIAN_AGENT.id, (m) => m.messageId === summary.messageId && m.text.includes("تمام شد"), { timeoutMs: 15_000 });
    expect(done.text).toMatch(/استردادهای .+ تمام شد/);
    expect(done.text).not.toMatch(/finished|done|refused/);
  });
});

describe("/changed when the supplier's answer to a DoRefund is unclear but has words", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
  });
  afterAll(() => s?.stop());

  it("shows the ticket as unknown with the supplier's words, and sends it no second time", async () => {
    expect(s.sim.changeSchedule(oneWayRefundable.pnr)).toBe(true);
    const list = await ask(s.tg, AGENT, `/changed +${oneWayRefundable.dayOffset}`);
    const flight = flightButton(list, "All", "").match(/· (\S+ \S+) /)![1]!;
    const summary = await openFlight(s.tg, AGENT, list, "All", flight);
    // A bare ErrorMessage at 200: no ExceptionType, no tracking code; the outcome is not known.
    s.sim.setFaults([{ operation: "DoRefund", exception: "Refund queue is busy", errorStatus: 200, errorBody: "bare", times: 1 }]);
    const before = s.sim.calls().DoRefund;
    const done = await confirmRun(s.tg, AGENT, summary);
    s.sim.clearFaults();
    const [first] = oneWayRefundable.tickets;
    expect(done.text).toMatch(/1 done, 0 refused, 1 unknown/);
    expect(done.text).toContain(`${first} · outcome unknown (the supplier says: Refund queue is busy): check /history`);
    expect(s.sim.calls().DoRefund).toBe(before + 2);
  });
});
