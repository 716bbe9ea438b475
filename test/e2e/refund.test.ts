import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, callsDuring, press, adminStack, upcoming } from "../support/steps.js";
import { CONFIRM, PERSONAL, SCHEDULE, confirm, dataOf, refundUpToSummary, letInStaff, ticketLabel } from "../support/refund-steps.js";

const { oneWayRefundable, thirdParty, noPenalty, partlyRefunded, sixPassengers, htmlText } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7101, first_name: "Aga", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7102, first_name: "Vera", language_code: "en" };
const PERSIAN: TgUserSpec = { id: 7103, first_name: "Parsa", language_code: "en" };
const ARABIC: TgUserSpec = { id: 7104, first_name: "Amal", language_code: "en" };
/** Demoted by the test about it: AGENT stays an agent for the others. */
const DEMOTED: TgUserSpec = { id: 7105, first_name: "Dara", language_code: "en" };
const GROUP = { id: -100991, type: "supergroup" as const, title: "Desk" };

describe("guided refund", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letInStaff(s, [
      { user: AGENT, role: "agent" },
      { user: VIEWER, role: "viewer" },
      { user: PERSIAN, role: "agent", lang: "fa" },
      { user: ARABIC, role: "agent", lang: "ar" },
    ]);
  });
  afterAll(() => s?.stop());

  it("refunds for the passenger's own reasons with exactly the quoted amounts, then no longer offers the ticket", async () => {
    const [first, second] = oneWayRefundable.tickets;
    let summaryText = "";
    let doneText = "";
    const calls = await callsDuring(s.sim, async () => {
      const summary = await refundUpToSummary(s, AGENT, oneWayRefundable.pnr, { tickets: [first], reason: "personal" });
      summaryText = summary.text;
      const done = await confirm(s, AGENT, summary, /Refund of K7M2QA done/);
      expect(done.text).not.toContain("Tracking code");
      doneText = done.text;
      // The summary itself says it went through.
      const shown = s.tg.messages(AGENT.id).find((m) => m.messageId === summary.messageId)!;
      expect(shown.text).toMatch(/✅ Sent: the supplier refunded it \(details below\)\.$/);
      expect(shown.keyboard).toEqual([]);
    });
    expect(calls).toMatchObject({ GetPenalty: 1, DoRefund: 1 });
    expect(summaryText).toMatch(new RegExp(`ticket ${first}\\n✈️ THR→KIH · `));
    expect(summaryText).not.toContain(second);
    const penalty = /penalty 10% = ([\d,]+) IRR · back to the passenger ([\d,]+) IRR/.exec(summaryText);
    expect(penalty).not.toBeNull();
    // The done message restates what was refunded, and the amount back.
    expect(doneText).toMatch(new RegExp(`Refund of K7M2QA done: 1 ticket\\.\\n• .+ · ${first} · THR→KIH · `));
    // One ticket: back to one passenger.
    expect(doneText).toContain(`Penalty ${penalty![1]} IRR · back to the passenger ${penalty![2]} IRR`);

    // The supplier booked exactly the quoted penalty (it would have answered Error1009 otherwise).
    const history = await ask(s.tg, AGENT, `/history ${oneWayRefundable.pnr}`);
    expect(history.text).toMatch(/Cancellations \(1\)/);
    expect(history.text).toContain(`= ${penalty![1]} IRR, refunded ${penalty![2]} IRR, by demo`);

    const picker = await ask(s.tg, AGENT, `/refund ${oneWayRefundable.pnr}`);
    expect(picker.text).toContain(second);
    expect(picker.text).not.toContain(first);
    await ask(s.tg, AGENT, "/cancel");
  });

  it("refunds a schedule change with a penalty of 0, without GetPenalty, and shows the tracking code", async () => {
    let summaryText = "";
    let doneText = "";
    const calls = await callsDuring(s.sim, async () => {
      const summary = await refundUpToSummary(s, ADMIN, thirdParty.pnr, { reason: "schedule", remarks: `Flight moved <by> airline & co` });
      summaryText = summary.text;
      doneText = (await confirm(s, ADMIN, summary, /Refund of \S+ done/)).text;
    });
    expect(calls).toMatchObject({ GetPenalty: 0, DoRefund: 1 });
    expect(summaryText).toContain("penalty 0 IRR (schedule changed by the airline)");
    expect(doneText).toMatch(/Penalty 0 IRR · the supplier refunds the fares: [\d,.]+ IRR/);
    expect(summaryText).toContain("Remarks: Flight moved <by> airline & co");
    expect(doneText).toMatch(/Tracking code: [0-9a-f]{8}-[0-9a-f]{4}-/);
  });

  it("explains Error1008: no penalty defined, refund by phone; nothing is sent", async () => {
    const calls = await callsDuring(s.sim, async () => {
      const picker = await ask(s.tg, AGENT, `/refund ${noPenalty.pnr}`);
      expect(buttons(picker).find((b) => b.startsWith("Continue"))).toBe("Continue (1)");
      const prompt = upcoming(s, AGENT.id, (m) => buttons(m).includes(PERSONAL));
      await s.tg.pressButton(AGENT, picker, "Continue (1)");
      const answer = upcoming(s, AGENT.id, (m) => /by phone/.test(m.text));
      await s.tg.pressButton(AGENT, await prompt, PERSONAL);
      expect((await answer).text).toContain(`refund of ${noPenalty.pnr} must be done by phone with the supplier`);
    });
    expect(calls).toMatchObject({ GetPenalty: 1, DoRefund: 0 });
    // The flow is over: text is not taken as remarks.
    expect((await ask(s.tg, AGENT, "hello")).text).toMatch(/\/help/);
  });

  it("explains Error1017 when the ticket was refunded by someone else meanwhile", async () => {
    const picker = await ask(s.tg, AGENT, `/refund ${partlyRefunded.pnr}`);
    expect(picker.text).not.toContain(partlyRefunded.refundedTicket);
    const reasonPrompt = upcoming(s, AGENT.id, (m) => buttons(m).includes(PERSONAL));
    await s.tg.pressButton(AGENT, picker, buttons(picker).find((b) => b.startsWith("Continue"))!);
    const prompt = await reasonPrompt;

    const elsewhere = await refundUpToSummary(s, ADMIN, partlyRefunded.pnr, { reason: "schedule" });
    await confirm(s, ADMIN, elsewhere, /Refund of \S+ done/);

    const answer = upcoming(s, AGENT.id, (m) => /already refunded/.test(m.text));
    await s.tg.pressButton(AGENT, prompt, PERSONAL);
    expect((await answer).text).toContain(`Ticket ${partlyRefunded.activeTicket} is not in booking ${partlyRefunded.pnr}, or it is already refunded`);
  });

  it("sends one DoRefund for a double tap on Confirm; the second tap is told the step is closed", async () => {
    const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [sixPassengers.tickets[0]!], reason: "personal" });
    const data = dataOf(summary, CONFIRM);
    const before = s.sim.calls().DoRefund;
    const answers = s.tg.callbackAnswers().length;
    const done = upcoming(s, AGENT.id, (m) => /Refund of \S+ done/.test(m.text));
    await s.tg.pressRaw(AGENT, summary, data);
    await s.tg.pressRaw(AGENT, summary, data);
    await done;
    await expect.poll(() => s.tg.callbackAnswers().length).toBe(answers + 2);
    expect(s.tg.callbackAnswers().at(-1)?.text).toMatch(/step is closed/);
    expect(s.sim.calls().DoRefund).toBe(before + 1);
  });

  it("leaves the flow on Cancel and on /cancel without sending anything", async () => {
    const calls = await callsDuring(s.sim, async () => {
      const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [sixPassengers.tickets[1]!], reason: "personal" });
      expect((await ask(s.tg, AGENT, "yes")).text).toBe("Please use the buttons above, or /cancel.");
      const cancelled = upcoming(s, AGENT.id, (m) => m.text === "Cancelled. Nothing was changed.");
      expect((await press(s.tg, AGENT, summary, "✖️ Cancel")).keyboard).toEqual([]);
      await cancelled;
      const picker = await ask(s.tg, AGENT, `/refund ${sixPassengers.pnr}`);
      expect((await ask(s.tg, AGENT, "/cancel")).text).toBe("Cancelled. Nothing was changed.");
      // A button of the closed flow does nothing.
      await s.tg.pressButton(AGENT, picker, "Select all");
      await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/step is closed/);
    });
    expect(calls.DoRefund).toBe(0);
  });

  it("asks for the PNR when none is given, and answers a wrong one without a supplier call", async () => {
    const calls = await callsDuring(s.sim, async () => {
      expect((await ask(s.tg, AGENT, "/refund")).text).toMatch(/Which booking\? Send its PNR/);
      expect((await ask(s.tg, AGENT, "not a pnr!")).text).toMatch(/does not look like a PNR/);
      expect((await ask(s.tg, AGENT, "/cancel")).text).toMatch(/Cancelled/);
    });
    expect(calls).toMatchObject({ GetPenalty: 0, DoRefund: 0, GetHistory: 0 });
    const picker = await ask(s.tg, AGENT, "/refund");
    expect(picker.text).toMatch(/Which booking/);
    const offered = await ask(s.tg, AGENT, htmlText.pnr.toLowerCase());
    expect(offered.text).toContain(`Refund · ${htmlText.pnr}`);
    expect(offered.text).toContain(`${htmlText.firstName} ${htmlText.lastName}`);
    await ask(s.tg, AGENT, "/cancel");
  });

  it("asks for the PNR again when the supplier knows no such booking, in the same flow; /cancel leaves", async () => {
    await ask(s.tg, AGENT, "/refund");
    const unknown = await ask(s.tg, AGENT, "ZZZZZZ");
    expect(unknown.text).toMatch(/^⚠️ No booking ZZZZZZ was found \(the supplier says: .*\)\. Send the PNR again, or \/cancel to stop\.$/);
    const offered = await ask(s.tg, AGENT, oneWayRefundable.pnr);
    expect(offered.text).toContain(`Refund · ${oneWayRefundable.pnr}`);
    await ask(s.tg, AGENT, "/cancel");
    await ask(s.tg, AGENT, "/refund ZZZZZZ");
    expect((await ask(s.tg, AGENT, "/cancel")).text).toBe("Cancelled. Nothing was changed.");
    expect((await ask(s.tg, AGENT, oneWayRefundable.pnr)).text).not.toContain("Refund ·");
  });

  it("explains a bad PNR, text at a button step, Continue with no ticket, an older step's button and too long remarks", async () => {
    const before = s.sim.calls().DoRefund;
    expect((await ask(s.tg, AGENT, "/refund")).text).toMatch(/Which booking\?/);
    expect((await ask(s.tg, AGENT, "no pnr!")).text).toContain("does not look like a PNR");

    let picker = await ask(s.tg, AGENT, sixPassengers.pnr);
    expect(picker.text).toContain(`Refund · ${sixPassengers.pnr}`);
    expect((await ask(s.tg, AGENT, "all of them")).text).toBe("Please use the buttons above, or /cancel.");

    await s.tg.pressButton(AGENT, picker, buttons(picker).find((l) => l.startsWith("Continue"))!);
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toBe("Pick at least one ticket first.");

    picker = await press(s.tg, AGENT, picker, "Select all");
    const go = buttons(picker).find((l) => l.startsWith("Continue"))!;
    const reasonPrompt = upcoming(s, AGENT.id, (m) => buttons(m).includes(PERSONAL));
    await s.tg.pressButton(AGENT, picker, go);
    const reason = await reasonPrompt;

    await s.tg.pressRaw(AGENT, picker, dataOf(picker, go));
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toBe("This refund step is closed. Start again with /refund if needed.");
    expect(s.tg.callbackAnswers().at(-1)?.showAlert).toBe(true);

    const remarksPrompt = upcoming(s, AGENT.id, (m) => buttons(m).includes("Skip"));
    await s.tg.pressButton(AGENT, reason, PERSONAL);
    await remarksPrompt;
    expect((await ask(s.tg, AGENT, "x".repeat(501))).text).toBe("Remarks must be 1 to 500 characters. Type them again, or press Skip.");

    expect((await ask(s.tg, AGENT, "/cancel")).text).toMatch(/Cancelled/);
    expect(s.sim.calls().DoRefund).toBe(before);
  });

  it("refuses viewers (no supplier call) and refunds in groups", async () => {
    const calls = await callsDuring(s.sim, async () => {
      expect((await ask(s.tg, VIEWER, `/refund ${sixPassengers.pnr}`)).text).toMatch(/needs the agent role; yours is viewer/);
    });
    expect(calls).toMatchObject({ GetPenalty: 0, DoRefund: 0, GetHistory: 0 });
    const withButtons = upcoming(s, VIEWER.id, (m) => m.keyboard.length > 0);
    expect((await ask(s.tg, VIEWER, `/history ${sixPassengers.pnr}`)).text).toContain(sixPassengers.pnr);
    expect(buttons(await withButtons).filter((b) => !b.startsWith("⧉"))).toEqual(["🗂 Details", "💰 Penalty quote"]);
    const inGroup = await ask(s.tg, AGENT, `/refund@${s.tg.botInfo.username} ${sixPassengers.pnr}`, GROUP);
    expect(inGroup.text).toMatch(/private chat/);
  });

  it("starts the flow from the Refund button under /history, even with another refund waiting", async () => {
    const withButtons = upcoming(s, AGENT.id, (m) => m.keyboard.length > 0);
    await ask(s.tg, AGENT, `/history ${sixPassengers.pnr}`);
    expect(buttons(await withButtons).filter((b) => !b.startsWith("⧉"))).toEqual(["🗂 Details", "💰 Penalty quote", "↩️ Refund"]);
    expect((await ask(s.tg, AGENT, `/refund ${htmlText.pnr}`)).text).toContain(`Refund · ${htmlText.pnr}`);
    const picker = await press(s.tg, AGENT, await withButtons, "↩️ Refund");
    expect(picker.text).toContain(`Refund · ${sixPassengers.pnr}`);
    expect(picker.text).toContain(sixPassengers.tickets[2]);
    await ask(s.tg, AGENT, "/cancel");
  });

  it("shows admins the audit log with who, what and the outcome; others are refused", async () => {
    // A stack of its own with the two refunds it lists: the first tests make the same ones on theirs.
    const own = await adminStack();
    try {
      await letInStaff(own, [{ user: AGENT, role: "agent" }]);
      await confirm(own, AGENT, await refundUpToSummary(own, AGENT, oneWayRefundable.pnr, { tickets: [oneWayRefundable.tickets[0]!], reason: "personal" }), /Refund of \S+ done/);
      await confirm(own, ADMIN, await refundUpToSummary(own, ADMIN, thirdParty.pnr, { reason: "schedule" }), /Refund of \S+ done/);
      expect((await ask(own.tg, AGENT, "/audit")).text).toMatch(/needs the admin role/);
      const audit = await ask(own.tg, ADMIN, "/audit 50");
      expect(audit.text).toMatch(/Audit log/);
      expect(audit.text).toContain(`Aga asked to refund ticket ${oneWayRefundable.tickets[0]} of ${oneWayRefundable.pnr} (${PERSONAL}), penalty`);
      expect(audit.text).toMatch(new RegExp(`asked to refund ticket ${thirdParty.tickets[0]} of ${thirdParty.pnr} \\(${SCHEDULE}\\), penalty 0 IRR · ✅ done · penalty waived: admin override · Tracking code: [0-9a-f-]{36}`));
      expect(audit.text).not.toContain(String(AGENT.id));
      expect(audit.text).not.toContain("pending");
    } finally {
      await own.stop();
    }
  });

  it("refuses Confirm from an agent demoted to viewer while the summary was open", async () => {
    await letInStaff(s, [{ user: DEMOTED, role: "agent" }]);
    const summary = await refundUpToSummary(s, DEMOTED, sixPassengers.pnr, { tickets: [sixPassengers.tickets[3]!], reason: "personal" });
    const list = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, list, buttons(list).find((b) => b.startsWith(DEMOTED.first_name))!);
    await press(s.tg, ADMIN, detail, "viewer");
    const before = s.sim.calls().DoRefund;
    const refused = await confirm(s, DEMOTED, summary, /needs the agent role/);
    expect(refused.text).toContain("yours is viewer");
    expect(s.sim.calls().DoRefund).toBe(before);
  });

  it("runs in Persian: legs with Jalali dates, Persian digits, a Skip that does not read 'rejected', the done message restating the refund", async () => {
    const ticket = sixPassengers.tickets[5]!;
    let picker = await ask(s.tg, PERSIAN, `/refund ${sixPassengers.pnr}`);
    expect(picker.text).toContain(`استرداد · \u2066${sixPassengers.pnr}\u2069`);
    expect(picker.text).toMatch(/✈️ \u2066THR→AWZ\u2069 · \u2066ZV \d+\u2069 · [۰-۹]{1,2} [^\s]+ [۰-۹]{4} ساعت [۰-۹]{2}:[۰-۹]{2} \(به وقت محلی\)/);
    picker = await press(s.tg, PERSIAN, picker, buttons(picker).find((b) => b.endsWith(ticketLabel(picker, ticket)))!);
    expect(buttons(picker)).toContain("ادامه (۱)");
    const reasonPrompt = upcoming(s, PERSIAN.id, (m) => buttons(m).includes("🙋 دلایل شخصی مسافر"));
    await s.tg.pressButton(PERSIAN, picker, "ادامه (۱)");
    const remarksPrompt = upcoming(s, PERSIAN.id, (m) => buttons(m).includes("بدون توضیح"));
    await s.tg.pressButton(PERSIAN, await reasonPrompt, "🙋 دلایل شخصی مسافر");
    const prompt = await remarksPrompt;
    expect(prompt.text).toContain("«بدون توضیح»");
    expect(prompt.text + buttons(prompt).join(" ")).not.toContain("رد شدن");
    const summary = upcoming(s, PERSIAN.id, (m) => buttons(m).includes("✅ تأیید استرداد"));
    await s.tg.pressButton(PERSIAN, prompt, "بدون توضیح");
    const check = await summary;
    expect(check.text).toMatch(/جریمه [۰-۹٫]+٪ = [۰-۹٬٫]+ ریال/);
    expect(check.text).toContain("جمع ۱ بلیت");
    const done = upcoming(s, PERSIAN.id, (m) => /انجام شد/.test(m.text));
    await s.tg.pressButton(PERSIAN, check, "✅ تأیید استرداد");
    const text = (await done).text;
    expect(text).toMatch(new RegExp(`استرداد \\u2066${sixPassengers.pnr}\\u2069 انجام شد: ۱ بلیت\\.\\n\u200F• .+ · ${ticket} · `));
    expect(text).toMatch(/قابل استرداد به مسافر [۰-۹٬٫]+ ریال/);
    const shown = s.tg.messages(PERSIAN.id).find((m) => m.messageId === check.messageId)!;
    expect(shown.text).toMatch(/✅ فرستاده شد: تأمین‌کننده استرداد کرد/);
  });

  it("asks in Arabic without English words, and a Skip in Arabic", async () => {
    const picker = await ask(s.tg, ARABIC, `/refund ${sixPassengers.pnr}`);
    expect(buttons(picker).find((b) => b.startsWith("متابعة"))).toBe("متابعة (٠)");
    const first = buttons(picker)[0]!;
    const chosen = await press(s.tg, ARABIC, picker, first);
    const reasonPrompt = upcoming(s, ARABIC.id, (m) => buttons(m).includes("🙋 أسباب شخصية للمسافر"));
    await s.tg.pressButton(ARABIC, chosen, "متابعة (١)");
    const remarksPrompt = upcoming(s, ARABIC.id, (m) => buttons(m).includes("بلا ملاحظات"));
    await s.tg.pressButton(ARABIC, await reasonPrompt, "🙋 أسباب شخصية للمسافر");
    const prompt = await remarksPrompt;
    expect(prompt.text + buttons(prompt).join(" ")).not.toMatch(/[A-Za-z]/);
    expect((await ask(s.tg, ARABIC, "x".repeat(501))).text).toContain("من ١ إلى ٥٠٠ حرفاً");
    expect((await ask(s.tg, ARABIC, "/cancel")).text).toBeTruthy();
  });
});
