import { afterEach, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { followOf } from "../../src/ledger/refund-follow.js";
import { readMark } from "../../src/ledger/desk-marks.js";
import { PENDING_LINE_MARK } from "../../src/services/refund-follow.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, buttons, letIn, press, upcoming } from "../support/steps.js";
import { fitsPhone, richDetails, richTable, rowOf } from "../support/rich.js";
import { confirm, refundUpToSummary, speak } from "../support/refund-steps.js";

/**
 * Refunds that answered a TrackingCode are followed to their outcome through the simulator's
 * Refund GetStatus, on one clock the test moves for the bot and the simulator alike: /refunds
 * lists the open ones per role, admins get one daily line of those pending over two days, and
 * each outcome is told to its agent once, also across restarts, with the amount as sent.
 */

const ZONE = "Asia/Tehran"; // UTC+03:30
const AGENT: TgUserSpec = { id: 7701, first_name: "Aga", language_code: "en" };
const OTHER_AGENT: TgUserSpec = { id: 7702, first_name: "Omid", language_code: "en" };
const { sixPassengers, thirdParty, oneWayRefundable } = SIM_FIXTURES;
const PERSIAN_AGENT: TgUserSpec = { id: 7703, first_name: "Parisa", language_code: "en" };
const TICK_MS = 60;
/** Many ticks: a second message would have come. */
const SETTLE_MS = 700;
const DAY_MS = 86_400_000;
/** 07:30 in Tehran. */
const T0 = new Date("2026-11-22T04:00:00Z").getTime();
/** The simulator's flight expert decides after ten days: the test decides when by the clock. */
const DECISION_SECONDS = 10 * 86_400;

const persianDigits = (n: number) => String(n).replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]!);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const trackingOf = (m: StoredMessage) => /Tracking code: (\S+)/.exec(m.text)![1]!;
const outcomes = (s: Stack, chatId: number) => s.tg.messages(chatId).filter((m) => /The supplier (confirmed|rejected) the refund/.test(m.text));
const pendingLines = (s: Stack) => s.tg.messages(ADMIN.id).filter((m) => m.text.startsWith("⏳") && m.text.includes("more than 2 days"));

describe.each(TEST_DATABASES)("refund follow-up on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stacks: Stack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((s) => s.stop()));
  });

  /** The bot and the simulator on one clock, at T0; the simulator's expert decides after `decisionSeconds`. */
  async function followStack(decisionSeconds: number) {
    const clock = { now: new Date(T0) };
    const place = await fixture.place();
    const s = await adminStack({
      dataDir: place.dataDir,
      now: () => clock.now,
      followTickMs: TICK_MS,
      sim: { now: () => clock.now, refundDecisionSeconds: decisionSeconds },
      env: { DISPLAY_TIMEZONE: ZONE, ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}) },
    });
    stacks.push(s);
    return { s, clock, place };
  }

  it("lists open refunds per role, sends one daily pending line, tells each outcome once across restarts, and keeps it in SQL", async () => {
    const { s, clock, place } = await followStack(DECISION_SECONDS);
    await letIn(s, AGENT, "agent");
    await letIn(s, OTHER_AGENT, "agent");

    // The agent's schedule-change refund (the booking's history shows the change) and an admin's.
    const ticket = sixPassengers.tickets[0]!;
    const agentDone = await confirm(s, AGENT, await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [ticket], reason: "schedule" }), /Refund of SX6P9Q done/);
    const adminDone = await confirm(s, ADMIN, await refundUpToSummary(s, ADMIN, thirdParty.pnr, { reason: "schedule" }), /Refund of TP4W2E done/);
    const agentCode = trackingOf(agentDone);
    const adminCode = trackingOf(adminDone);
    const backToPassenger = /the supplier refunds the fares: ([\d,.]+ IRR)/.exec(agentDone.text)![1]!;

    // Checked at the next tick: Pending.
    await expect.poll(async () => (await ask(s.tg, AGENT, "/refunds")).text, { timeout: 5000 }).toContain("pending");
    const mine = await ask(s.tg, AGENT, "/refunds");
    expect(mine.text).toContain("Your refunds waiting for the supplier's outcome (1):");
    expect(richTable(mine)).toEqual([["PNR", "Tickets", "Status"], ["SX6P9Q", ticket, expect.stringMatching(/^sent (just now|1 minute ago|\d+ minutes ago) · pending$/)]]);
    expect(fitsPhone(mine)).toBe(true);
    expect(buttons(mine)).toEqual(["📄 History SX6P9Q"]);
    expect((await press(s.tg, AGENT, mine, "📄 History SX6P9Q")).text).toContain("SX6P9Q");
    expect((await ask(s.tg, OTHER_AGENT, "/refunds")).text).toBe("No refund of yours is waiting for the supplier's outcome.");
    const all = await ask(s.tg, ADMIN, "/refunds");
    expect(all.text).toContain("Refunds waiting for the supplier's outcome (2):");
    expect(rowOf(richTable(all), "SX6P9Q")).toEqual(["SX6P9Q", ticket, expect.stringMatching(/^Aga · sent .* · pending$/)]);
    expect(rowOf(richTable(all), "TP4W2E")).toEqual(["TP4W2E", "5372310110001", expect.stringMatching(/^Ada · sent /)]);
    expect(fitsPhone(all)).toBe(true);
    // Right to left in Persian and Arabic, still a phone's width.
    try {
      for (const [lang, head] of [["fa", ["PNR", "بلیت‌ها", "وضعیت"]], ["ar", ["PNR", "التذاكر", "الحالة"]]] as const) {
        await speak(s, ADMIN, lang);
        const read = await ask(s.tg, ADMIN, "/refunds");
        expect(read.rich?.isRtl).toBe(true);
        expect(richTable(read)[0]).toEqual(head);
        expect(richTable(read)).toHaveLength(3);
        expect(fitsPhone(read)).toBe(true);
      }
    } finally {
      await speak(s, ADMIN, "en");
    }

    // Three days later at 09:05 in Tehran: one line to admins, not repeated by ticks nor by a restart.
    clock.now = new Date(T0 + 3 * DAY_MS + 95 * 60_000);
    await expect.poll(() => pendingLines(s).length, { timeout: 5000 }).toBe(1);
    expect(pendingLines(s)[0]!.text).toMatch(/^⏳ 2 refunds have waited for the supplier's outcome more than 2 days:\n• SX6P9Q · sent 3 d 1 h ago · Aga\n• TP4W2E · sent 3 d 1 h ago · Ada/);
    await s.restart();
    await pause(SETTLE_MS);
    expect(pendingLines(s)).toHaveLength(1);
    expect((await ask(s.tg, AGENT, "/refunds")).text).toContain("sent 3 d 1 h ago · pending");

    // Both are decided while the bot is down: each agent is told once when it is back.
    expect(s.sim.decideRefund(adminCode, "Rejected")).toBe(true);
    expect(s.sim.decideRefund(agentCode, "Confirmed")).toBe(true);
    await s.restart(async () => {
      clock.now = new Date(T0 + 11 * DAY_MS);
    });
    await expect.poll(() => outcomes(s, AGENT.id).length + outcomes(s, ADMIN.id).length, { timeout: 5000 }).toBe(2);
    expect(outcomes(s, ADMIN.id)[0]!.text).toBe(`❌ The supplier rejected the refund of TP4W2E (5372310110001). Tracking code ${adminCode}.\nThe supplier says: The flights of booking TP4W2E operated as scheduled.`);
    expect(outcomes(s, AGENT.id)[0]!.text).toBe(
      `✅ The supplier confirmed the refund of SX6P9Q (${ticket}): ${backToPassenger} back to the passenger. Tracking code ${agentCode}.\nThe supplier says: Refund confirmed by the flight expert.`,
    );
    await s.restart();
    await pause(SETTLE_MS);
    expect(outcomes(s, AGENT.id)).toHaveLength(1);
    expect(outcomes(s, ADMIN.id)).toHaveLength(1);
    expect((await ask(s.tg, AGENT, "/refunds")).text).toBe("No refund of yours is waiting for the supplier's outcome.");

    // The audit has each outcome once; SQL says each step was done.
    const audit = (await ask(s.tg, ADMIN, "/audit 20")).text;
    expect(audit.match(/The supplier confirmed the refund of/g)).toHaveLength(1);
    expect(audit.match(/The supplier rejected the refund of/g)).toHaveLength(1);
    const ledger = await fixture.open(place);
    const confirmed = await followOf(ledger.db, agentCode);
    expect(confirmed).toMatchObject({ outcome: "confirmed", status: "Confirmed", userId: AGENT.id, pnr: "SX6P9Q", tickets: [ticket], currency: "IRR" });
    expect(confirmed!.toldAt).not.toBeNull();
    expect(confirmed!.auditedAt).not.toBeNull();
    expect(await followOf(ledger.db, adminCode)).toMatchObject({ outcome: "rejected", status: "Rejected", userId: ADMIN.id });
    expect(await readMark(ledger.db, PENDING_LINE_MARK)).toBe("2026-11-25");
  });

  it("tells a schedule-change run's outcomes in one message with the passengers' names and each tracking code once, once across restarts, in English and Persian", async () => {
    const { s, clock } = await followStack(60);
    /** Text as read: without the marks that isolate Latin runs and open right-to-left lines. */
    const read = (text: string) => text.replace(/[\u2066-\u2069\u200F]/g, "");
    const summaries = (chatId: number) => s.tg.messages(chatId).filter((m) => read(m.text).startsWith("📋"));
    const tick = () => (clock.now = new Date(clock.now.getTime() + 60_000));
    const runs = [
      { agent: AGENT, pnr: oneWayRefundable.pnr, day: oneWayRefundable.dayOffset, all: "↩️ All", confirm: "✅ Confirm", finished: "finished" },
      { agent: PERSIAN_AGENT, pnr: sixPassengers.pnr, day: sixPassengers.originalOutboundDayOffset, all: "↩️ همه", confirm: "✅ تأیید", finished: "تمام شد" },
    ];
    for (const run of runs) {
      const { agent } = run;
      await letIn(s, agent, "agent");
      if (agent === PERSIAN_AGENT) await press(s.tg, agent, await ask(s.tg, agent, "/lang"), "فارسی");
      expect(s.sim.changeSchedule(run.pnr)).toBe(true);
      const list = await ask(s.tg, agent, `/changed +${run.day}`);
      // The desk's lines: "▫️ PNR · ticket · passenger".
      const listed = [...read(list.text).matchAll(/▫️ (\w+) · (\d+) · (.+)/g)].map(([, pnr, ticket, name]) => ({ pnr: pnr!, ticket: ticket!, name: name!.trim() }));
      const summary = upcoming(s, agent.id, (m) => buttons(m).includes(run.confirm), 10_000);
      await s.tg.pressButton(agent, list, buttons(list).find((b) => b.startsWith(run.all))!);
      const shown = await summary;
      await s.tg.pressButton(agent, shown, run.confirm);
      const done = await s.tg.waitFor(agent.id, (m) => m.messageId === shown.messageId && m.text.includes(run.finished), { timeoutMs: 15_000 });
      const codes = [...new Set([...done.text.matchAll(/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/gi)].map((m) => m[0]))];
      const [first, ...rest] = codes;
      expect(first).toBeDefined();

      // Decided a minute after they were sent (the simulator's expert): the first confirmed, the others rejected.
      expect(s.sim.decideRefund(first!, "Confirmed")).toBe(true);
      for (const code of rest) expect(s.sim.decideRefund(code, "Rejected")).toBe(true);
      tick();
      tick();
      await expect.poll(() => summaries(agent.id).length, { timeout: 5000 }).toBe(1);
      const message = summaries(agent.id)[0]!;
      const text = read(message.text);
      for (const code of codes) expect(text.split(code).length - 1).toBe(1);
      // A row per ticket refunded: the passenger's name and PNR, the ticket, the outcome.
      const [head, ...rows] = richTable(message).map((row) => row.map(read));
      const told = listed.filter((l) => l.pnr === run.pnr && rows.some((row) => row[1] === l.ticket));
      expect(told.length).toBe(codes.length);
      expect(rows).toHaveLength(codes.length);
      for (const l of told) expect(rows.find((row) => row[1] === l.ticket)![0]).toBe(`${l.name} · ${l.pnr}`);
      expect(fitsPhone(message)).toBe(true);
      if (agent === PERSIAN_AGENT) {
        expect(message.rich?.isRtl).toBe(true);
        expect(head).toEqual(["مسافر", "بلیت", "نتیجه"]);
        expect(text).toMatch(new RegExp(`^📋 نتیجهٔ استردادهای تغییر برنامهٔ .+: ۱ مسترد شد، ${persianDigits(rest.length)} رد شد، ۰ بی‌نتیجه`));
        expect(text).not.toMatch(/refunded|rejected/);
      } else {
        expect(head).toEqual(["Passenger", "Ticket", "Outcome"]);
        expect(text).toMatch(new RegExp(`^📋 Outcomes of the schedule-change refunds of .+: 1 refunded, ${rest.length} rejected, 0 without an outcome\nwas .+ → now .+`));
        expect(rows.filter((row) => /^✅ refunded, [\d,.]+ IRR back$/.test(row[2]!))).toHaveLength(1);
        expect(rows.filter((row) => row[2] === "❌ rejected, not refunded (may be refunded again)")).toHaveLength(rest.length);
        expect(richDetails(message)[0]!.summary).toBe("Tracking codes and the supplier's remarks");
        for (const code of codes) expect(richDetails(message)[0]!.text).toContain(`${run.pnr}: tracking ${code}`);
      }
      // Nothing per ticket beside it.
      expect(outcomes(s, agent.id)).toHaveLength(0);
    }
    await s.restart();
    tick();
    await pause(SETTLE_MS);
    expect(summaries(AGENT.id)).toHaveLength(1);
    expect(summaries(PERSIAN_AGENT.id)).toHaveLength(1);
  });

  it("shows a refund the supplier rejected as such in /history, /refunds and /changed, and lets it be refunded again, once", async () => {
    const { s, clock } = await followStack(60);
    await letIn(s, AGENT, "agent");
    // An outbound ticket: its flight is the one the airline moved, so /changed lists it.
    const ticket = sixPassengers.tickets[2]!;
    const first = await confirm(s, AGENT, await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [ticket], reason: "schedule" }), /Refund of SX6P9Q done/);
    expect(s.sim.decideRefund(trackingOf(first), "Rejected")).toBe(true);
    clock.now = new Date(T0 + 2 * 60_000);
    await expect.poll(() => outcomes(s, AGENT.id).length, { timeout: 5000 }).toBe(1);
    // When the tick learnt it: 04:00 or 04:02 UTC, 07:30 or 07:32 in Tehran.
    const rejected = "❌ refund rejected by the supplier on 22 Nov 2026 07:3[02]: not refunded, it can be refunded again";

    const history = (await ask(s.tg, AGENT, `/history ${sixPassengers.pnr}`)).text;
    expect(history).toMatch(new RegExp(`${ticket} · open · .*\n   ${rejected}`));
    const refunds = await ask(s.tg, AGENT, "/refunds");
    expect(rowOf(richTable(refunds), "SX6P9Q")).toEqual(["SX6P9Q", ticket, expect.stringMatching(new RegExp(` · ${rejected}$`))]);
    const desk = (await ask(s.tg, AGENT, "/changed +28..+31")).text;
    expect(desk).toContain(`▫️ SX6P9Q · ${ticket} · `);
    expect(desk).toMatch(new RegExp(`▫️ SX6P9Q · ${ticket} · .* · ${rejected}`));

    // Offered again and refunded again; a summary of it taken meanwhile is refused: never twice.
    const again = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [ticket], reason: "schedule" });
    const meanwhile = await refundUpToSummary(s, ADMIN, sixPassengers.pnr, { tickets: [ticket], reason: "schedule" });
    const before = s.sim.calls().DoRefund;
    await confirm(s, AGENT, again, /Refund of SX6P9Q done/);
    await confirm(s, ADMIN, meanwhile, /These tickets of SX6P9Q were already refunded by Aga at .*\. Nothing was sent\./);
    expect(s.sim.calls().DoRefund).toBe(before + 1);
    expect((await ask(s.tg, AGENT, `/history ${sixPassengers.pnr}`)).text).toMatch(new RegExp(`${ticket} · refunded · `));
  });

  it("stops following after 14 days without an outcome, and /refunds says so", async () => {
    const { s, clock, place } = await followStack(30 * 86_400);
    const done = await confirm(s, ADMIN, await refundUpToSummary(s, ADMIN, thirdParty.pnr, { reason: "schedule" }), /Refund of TP4W2E done/);
    const calls = () => s.sim.calls().RefundGetStatus ?? 0;
    await expect.poll(calls, { timeout: 5000 }).toBeGreaterThan(0);
    clock.now = new Date(T0 + 14 * DAY_MS + 60_000);
    await expect.poll(async () => (await ask(s.tg, ADMIN, "/refunds")).text, { timeout: 5000 }).toContain("⏹ no outcome after 14 days: no longer followed, ask the supplier");
    const asked = calls();
    await pause(SETTLE_MS);
    expect(calls(), "the supplier is no longer asked").toBe(asked);
    const ledger = await fixture.open(place);
    expect(await followOf(ledger.db, trackingOf(done))).toMatchObject({ outcome: "expired", toldAt: null });
    // Shown a week more, then no longer.
    clock.now = new Date(T0 + 22 * DAY_MS);
    expect((await ask(s.tg, ADMIN, "/refunds")).text).toBe("No refund is waiting for the supplier's outcome.");
  });
});

sayWhenNoPostgres();
