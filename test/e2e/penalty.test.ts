import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, adminStack, buttons, press } from "../support/steps.js";
import { letInStaff } from "../support/refund-steps.js";

const { oneWayRefundable, roundTrip, departed, noPenalty, partlyRefunded, unknownTicket } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7301, first_name: "Aga", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7302, first_name: "Vera", language_code: "en" };
const PERSIAN: TgUserSpec = { id: 7303, first_name: "Parsa", language_code: "en" };
const ARABIC: TgUserSpec = { id: 7304, first_name: "Amal", language_code: "en" };
const GROUP = { id: -100992, type: "supergroup" as const, title: "Desk" };
/** The button of a quote that starts the guided refund of the booking. */
const startRefund = (pnr: string) => `↩️ Start a refund of ${pnr}`;
/** An amount as written in English, with the currency the supplier account uses. */
const IRR = "([\\d,.]+) IRR";

describe("/penalty", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack({ env: { DISPLAY_TIMEZONE: "Asia/Dubai" } });
    await letInStaff(s, [
      { user: AGENT, role: "agent" },
      { user: VIEWER, role: "viewer" },
      { user: PERSIAN, role: "agent", lang: "fa" },
      { user: ARABIC, role: "viewer", lang: "ar" },
    ]);
  });
  afterAll(() => s?.stop());

  it("quotes every open ticket of a booking: its leg, payable, percent, penalty, amount back with the currency, totals and the time", async () => {
    const before = s.sim.calls();
    const quote = await ask(s.tg, ADMIN, `/penalty ${oneWayRefundable.pnr}`);
    expect(quote.text).toContain(`Penalty quote · ${oneWayRefundable.pnr} (a quote only: nothing is refunded)`);
    expect(quote.text).toMatch(/Quoted at \d{1,2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2} \(Gulf Standard Time\)/);
    expect(quote.text).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    for (const ticket of oneWayRefundable.tickets) expect(quote.text).toMatch(new RegExp(`👤 .+ \\(adult\\) · ticket ${ticket}\\n✈️ THR→KIH · [A-Z0-9]{2} \\d+ · \\d{1,2} [A-Z][a-z]{2} \\d{4} \\d{2}:\\d{2} \\(local time\\)\\n`));
    const figures = [...quote.text.matchAll(new RegExp(`Fare ${IRR} · penalty 10% = ${IRR} · back to the passenger ${IRR}`, "g"))];
    expect(figures).toHaveLength(2);
    const n = (s: string) => Number(s.replace(/,/g, ""));
    for (const [, fare, penalty, back] of figures) expect(n(penalty!) + n(back!)).toBe(n(fare!));
    const total = new RegExp(`Total for 2 tickets: penalty ${IRR} · back to the passengers ${IRR}`).exec(quote.text);
    expect(n(total![1]!)).toBe(figures.reduce((sum, f) => sum + n(f[2]!), 0));
    expect(quote.text).not.toMatch(/No-show|Round-trip/);
    expect(buttons(quote)).toEqual([startRefund(oneWayRefundable.pnr)]);
    expect(s.sim.calls().GetPenalty).toBe(before.GetPenalty + 1);
    expect(s.sim.calls().DoRefund).toBe(0);
  });

  it("shows the round-trip differences: taken back on the first leg, given back on the other", async () => {
    const first = await ask(s.tg, ADMIN, `/penalty ${roundTrip.pnr} ${roundTrip.passenger1Outbound}`);
    expect(first.text).toMatch(new RegExp(`↔️ Round-trip discount taken back: ${IRR} \\(already subtracted\\)`));
    expect(first.text).toMatch(/✈️ THR→MHD · /);
    expect(first.text).toContain("Total for 1 ticket:");
    expect(first.text).not.toContain("given back");
    const other = await ask(s.tg, ADMIN, `/penalty ${roundTrip.pnr} ${roundTrip.passenger2Return}`);
    expect(other.text).toMatch(new RegExp(`↔️ Round-trip discount given back: ${IRR} \\(already added\\)`));
    expect(other.text).toMatch(/✈️ MHD→THR · /);
    expect(other.text).not.toContain("taken back");
  });

  it("marks a no-show", async () => {
    const quote = await ask(s.tg, ADMIN, `/penalty ${departed.pnr} ${departed.tickets[0]}`);
    expect(quote.text).toContain("⚠️ No-show: the flight has already departed.");
    expect(quote.text).toContain("penalty 80%");
  });

  it("explains Error1008, a ticket not in the booking (named, without GetPenalty) and an unknown booking in words", async () => {
    expect((await ask(s.tg, ADMIN, `/penalty ${noPenalty.pnr}`)).text).toBe(
      `⚠️ No penalty is defined for these tickets: the refund of ${noPenalty.pnr} must be done by phone with the supplier.`,
    );
    const before = s.sim.calls().GetPenalty;
    for (const ticket of [partlyRefunded.refundedTicket, unknownTicket]) {
      expect((await ask(s.tg, ADMIN, `/penalty ${partlyRefunded.pnr} ${partlyRefunded.activeTicket} ${ticket}`)).text).toBe(
        `⚠️ Ticket ${ticket} is not in booking ${partlyRefunded.pnr}, or it is already refunded. Check /history.`,
      );
    }
    expect(s.sim.calls().GetPenalty).toBe(before);
    expect((await ask(s.tg, ADMIN, `/penalty ${SIM_FIXTURES.unknownPnr}`)).text).toMatch(/The supplier refused: No booking was found/);
  });

  it("answers malformed input without a supplier call", async () => {
    const before = s.sim.calls();
    expect((await ask(s.tg, ADMIN, "/penalty")).text).toContain("Send /penalty PNR");
    expect((await ask(s.tg, ADMIN, "/penalty K7-M2")).text).toMatch(/does not look like a PNR/);
    expect((await ask(s.tg, ADMIN, `/penalty ${oneWayRefundable.pnr} 0962310040001 12ab`)).text).toBe("12ab does not look like a ticket number: 10 to 15 digits.");
    expect(s.sim.calls()).toEqual(before);
  });

  it("offers 'Start a refund' to agents in a private chat, which starts the guided refund; not to viewers, nor in a group", async () => {
    const quote = await ask(s.tg, AGENT, `/penalty ${partlyRefunded.pnr}`);
    expect(buttons(quote)).toEqual([startRefund(partlyRefunded.pnr)]);
    const picker = await press(s.tg, AGENT, quote, startRefund(partlyRefunded.pnr));
    expect(picker.text).toContain(`Refund · ${partlyRefunded.pnr}`);
    expect(picker.text).toContain(partlyRefunded.activeTicket);
    expect(picker.text).toMatch(/✈️ THR→TBZ · /);
    expect(buttons(picker)).toContain("Continue (1)");
    await ask(s.tg, AGENT, "/cancel");

    expect(buttons(await ask(s.tg, VIEWER, `/penalty ${partlyRefunded.pnr}`))).toEqual([]);
    const inGroup = await ask(s.tg, AGENT, `/penalty@${s.tg.botInfo.username} ${partlyRefunded.pnr}`, GROUP);
    expect(inGroup.text).toContain(`Penalty quote · ${partlyRefunded.pnr}`);
    expect(buttons(inGroup)).toEqual([]);
  });

  it("reads in Persian: Jalali dates with month names, Persian digits, words for the age type, the button in Persian", async () => {
    const quote = await ask(s.tg, PERSIAN, `/penalty ${oneWayRefundable.pnr}`);
    expect(quote.text).toContain("استعلام جریمه");
    expect(quote.text).toMatch(/زمان استعلام: [۰-۹]{1,2} (فروردین|اردیبهشت|خرداد|تیر|مرداد|شهریور|مهر|آبان|آذر|دی|بهمن|اسفند) [۰-۹]{4} [۰-۹]{2}:[۰-۹]{2} \(/);
    expect(quote.text).toMatch(/\(بزرگسال\) · بلیت 0962310040001/);
    expect(quote.text).toMatch(/ساعت [۰-۹]{2}:[۰-۹]{2} \(به وقت محلی\)/);
    expect(quote.text).toMatch(/جریمه ۱۰٪ = [۰-۹٬٫]+ ریال/);
    expect(quote.text).toMatch(/جمع ۲ بلیت: /);
    // Identifiers (PNR, ticket and flight numbers) stay as sent; every number is in Persian digits.
    expect(quote.text.replace(/K7M2QA|\d{13}|[A-Z0-9]{2} \d+/g, "")).not.toMatch(/\d/);
    expect(buttons(quote)).toEqual([`↩️ شروع استرداد ${oneWayRefundable.pnr}`]);
    expect((await ask(s.tg, PERSIAN, `/penalty ${oneWayRefundable.pnr} 12ab`)).text).toContain("۱۰ تا ۱۵ رقم");
  });

  it("reads in Arabic: Arabic month names, Arabic-Indic digits, the dual, no English words; no button for a viewer", async () => {
    const quote = await ask(s.tg, ARABIC, `/penalty ${oneWayRefundable.pnr}`);
    expect(quote.text).toContain("عرض الغرامة");
    expect(quote.text).toMatch(/وقت العرض: [٠-٩]{1,2} (يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر) [٠-٩]{4} [٠-٩]{2}:[٠-٩]{2} \(/);
    expect(quote.text).toContain("المجموع (تذكرتان)");
    expect(quote.text).toMatch(/الغرامة ١٠٪ = [٠-٩٬٫]+ ريال/);
    const words = quote.text.replace(/0962310040001|0962310040002|K7M2QA|IRR|THR|KIH|[A-Z0-9]{2} \d+/g, "");
    const names = new RegExp(`${oneWayRefundable.pnr}|[A-Z][a-z]+`, "g");
    expect(words.replace(names, "")).not.toMatch(/[A-Za-z]{2,}|\d/);
    expect(buttons(quote)).toEqual([]);
    expect((await ask(s.tg, ARABIC, "/penalty")).text).not.toMatch(/PNR|TICKET/);
  });
});
