import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, press, adminStack, upcoming } from "../support/steps.js";

const { htmlText, sixPassengers, partlyRefunded, unknownPnr } = SIM_FIXTURES;
const FA: TgUserSpec = { id: 7401, first_name: "Farid", language_code: "fa" };
const AR: TgUserSpec = { id: 7402, first_name: "Amal", language_code: "ar" };
const LTR = /[\u2066\u2069]/g;

describe("/history", () => {
  let s: Stack;
  beforeAll(
    async () =>
      // The feed is off and the ledger empty: agency, seller and sale currency are history-sale.test.ts's.
      void (s = await adminStack({ env: { DISPLAY_TIMEZONE: "Asia/Tehran", ADMIN_IDS: [ADMIN.id, FA.id, AR.id].join(",") } })),
  );
  afterAll(() => s?.stop());

  /** Every message of one /history answer: the last one carries the buttons. */
  async function history(pnr: string, user: TgUserSpec = ADMIN): Promise<StoredMessage[]> {
    const first = upcoming(s, user.id, (m) => m.text.includes("📘"));
    const last = upcoming(s, user.id, (m) => m.keyboard.length > 0 && m.text.includes("🎫"));
    await s.tg.sendText(user, `/history ${pnr}`);
    const [from, to] = [(await first).messageId, (await last).messageId];
    return s.tg.messages(user.id).filter((m) => m.from === "bot" && m.messageId >= from && m.messageId <= to);
  }

  it("opens with a summary: state, legs in local time, party, amount paid with currency", async () => {
    const [page, ...more] = await history(` ${sixPassengers.pnr.toLowerCase().slice(0, 3)} ${sixPassengers.pnr.slice(3)}`);
    expect(more).toEqual([]);
    const lines = page!.text.split("\n");
    expect(lines[0]).toBe(`📘 Booking ${sixPassengers.pnr} · ↩️ partly refunded`);
    expect(lines[1]).toMatch(/^🕒 Booked \d{1,2} \w{3} \d{4} \d{2}:\d{2} · all times in Iran Standard Time$/);
    expect(lines[2]).toBe("✈️ Flights (local time at each airport)");
    // The flight the airline moved to the next day, once, saying from when.
    expect(lines[3]).toMatch(/^1\. THR→AWZ · \w{2} \d+ · \d{1,2} \w{3} \d{4} \d{2}:\d{2} \(moved from \d{1,2} \w{3} \d{4} \d{2}:\d{2}\)$/);
    expect(lines[4]).toMatch(/^2\. AWZ→THR · \w{2} \d+ · \d{1,2} \w{3} \d{4} \d{2}:\d{2}$/);
    expect(lines[5]).toBe("👥 3 adults, 2 children, 1 infant");
    expect(lines[6]).toMatch(/^💵 Paid [\d,]+ IRR \(fares [\d,]+ IRR, commission [\d,]+ IRR\)$/);
    expect(page!.text).not.toContain("🏢");
    expect(page!.text.match(/Iran Standard Time/g)).toHaveLength(1);
    expect(page!.text).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    const tickets = [...new Set([...page!.text.matchAll(/\b(\d{13})\b/g)].map((m) => m[1]!))];
    expect(buttons(page!)).toEqual(["🗂 Details", "💰 Penalty quote", "↩️ Refund", `⧉ Copy ${sixPassengers.pnr}`, `⧉ Copy ${tickets.length} ticket numbers`]);
    // One tap copies what staff paste into other systems.
    const copies = page!.keyboard.flat().map((b) => b.copyText).filter((c) => c !== undefined);
    expect(copies).toEqual([sixPassengers.pnr, tickets.join("\n")]);
  });

  it("lists one line per ticket under each passenger and tells what happened in sentences", async () => {
    const text = (await history(sixPassengers.pnr)).map((m) => m.text).join("\n");
    for (let p = 0; p < sixPassengers.passengerCount; p++) {
      const [outbound, inbound] = [sixPassengers.tickets[2 * p]!, sixPassengers.tickets[2 * p + 1]!];
      expect(text).toMatch(new RegExp(`\\n${p + 1}\\. .+ · (adult|child|infant)\\n   THR→AWZ · ${outbound} · open · [\\d,]+ IRR\\n   AWZ→THR · ${inbound} · ${inbound === sixPassengers.refundedTicket ? "refunded" : "open"} · [\\d,]+ IRR`));
    }
    // Segment blocks, baggage and sale breakdowns are no longer repeated per passenger.
    expect(text).not.toMatch(/🧳|Checked|tax/);
    expect(text).toMatch(
      new RegExp(
        `❌ Cancellations \\(1\\)\\n• Ticket ${sixPassengers.refundedTicket} of .+ cancelled on \\d{1,2} \\w{3} \\d{4} \\d{2}:\\d{2}, flight AWZ→THR \\w{2} \\d+, at the passenger's request, penalty 30% = [\\d,]+ IRR, refunded [\\d,]+ IRR, by \\S+`,
      ),
    );
    expect(text).toMatch(/✏️ Passenger changes \(1\)\n• .+: last name changed from “Rezaie” to “Rezaei”, on \d{1,2} \w{3} \d{4} \d{2}:\d{2}, by \S+\./);
    // The moved leg is listed once, as it is now, saying where it was moved from.
    const legs = /✈️ Flights \(local time at each airport\)\n((?:\d\. .+\n?)+)/.exec(text)![1]!.trim().split("\n");
    expect(legs).toHaveLength(2);
    expect(legs[0]).toMatch(/^1\. THR→AWZ · \w{2} \d+ · \d{1,2} \w{3} \d{4} \d{2}:\d{2} \(moved from \d{1,2} \w{3} \d{4} \d{2}:\d{2}\)$/);
    expect(legs[1]).toMatch(/^2\. AWZ→THR · /);
    expect(text).toMatch(/🔁 Flight changes \(1\)\n• Flight \w{2} \d+ \(THR→AWZ\) of \d{1,2} \w{3} \d{4} \d{2}:\d{2} moved to \w{2} \d+ of \d{1,2} \w{3} \d{4} \d{2}:\d{2}, on /);
    for (const raw of ["PenaltyAmount", "Penalty amount", "FieldName", "Field name", "Reason: 1", "Old value"]) expect(text).not.toContain(raw);
  });

  it("leaves empty sections out, and keeps contacts and documents behind the details button, escaped", async () => {
    const [page, ...more] = await history(htmlText.pnr.toLowerCase());
    expect(more).toEqual([]);
    expect(page!.text).toContain(`Booking ${htmlText.pnr} · ✅ active`);
    expect(page!.text).toContain(`1. ${htmlText.firstName} ${htmlText.lastName} · adult\n   THR→IFN · ${htmlText.tickets[0]} · open`);
    expect(page!.text).not.toMatch(/Cancellations|Passenger changes|Flight changes|Phone|Remarks/);
    expect(page!.entities.filter((e) => e.type === "italic" || e.type === "pre")).toEqual([]);
    const details = await press(s.tg, ADMIN, page!, "🗂 Details");
    expect(details.text).toContain(`🗂 Details of booking ${htmlText.pnr}`);
    expect(details.text).toMatch(/📞 Phone: \S+ · Email: \S+@\S+/);
    expect(details.text).toContain(`📝 Remarks: ${htmlText.remarks}`);
    expect(details.text).toMatch(new RegExp(`👤 1\\. ${htmlText.firstName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} .+ · adult · (male|female) · born .+ · [A-Z]{2}\\nPassport: number \\S+ · expiry \\d{1,2} \\w{3} \\d{4} · issuing country [A-Z]{2}`));
    expect(details.entities.filter((e) => e.type === "italic" || e.type === "pre")).toEqual([]);
  });

  it("quotes the penalty of every open ticket from the button", async () => {
    const pages = await history(sixPassengers.pnr);
    const quote = await press(s.tg, ADMIN, pages.at(-1)!, "💰 Penalty quote");
    expect(quote.text).toContain(`Penalty quote · ${sixPassengers.pnr}`);
    for (const ticket of sixPassengers.tickets.filter((t) => t !== sixPassengers.refundedTicket)) expect(quote.text).toContain(ticket);
    expect(quote.text).not.toContain(sixPassengers.refundedTicket);
  });

  it("speaks Persian: Jalali dates, Persian digits, the zone named once, words for states and reasons", async () => {
    const text = (await history(partlyRefunded.pnr, FA)).map((m) => m.text).join("\n");
    const plain = text.replace(LTR, "");
    expect(plain).toContain(`📘 رزرو ${partlyRefunded.pnr} · ↩️ بخشی استرداد شده`);
    expect(plain).toMatch(/🕒 زمان رزرو [۰-۹]{1,2} \S+ [۰-۹]{4} [۰-۹]{2}:[۰-۹]{2} · همه زمان‌ها به /);
    expect(plain).toContain("👥 ۲ بزرگسال");
    expect(plain).toMatch(/💵 پرداخت‌شده [۰-۹٬]+ ریال/);
    expect(plain).toContain(`${partlyRefunded.refundedTicket} · استرداد شده ·`);
    expect(plain).toMatch(new RegExp(`• بلیت ${partlyRefunded.refundedTicket} مسافر .+ در [۰-۹]{1,2} \\S+ [۰-۹]{4} [۰-۹]{2}:[۰-۹]{2} استرداد شد، .*به درخواست مسافر، جریمه ۱۰٪ = [۰-۹٬]+ ریال، مبلغ برگشتی [۰-۹٬]+ ریال، توسط `));
    // No Latin digits but identifiers (PNR, tickets, flight numbers).
    expect(plain.replace(/[A-Z]{2} \d+|\d{13}|[A-Z0-9]{6}/g, "")).not.toMatch(/[0-9]/);
    expect(buttons((await history(partlyRefunded.pnr, FA)).at(-1)!).slice(0, 4)).toEqual(["🗂 جزئیات", "💰 استعلام جریمه", "↩️ استرداد", `⧉ کپی ${partlyRefunded.pnr}`]);
  });

  it("speaks Arabic: Arabic month names, Arabic-Indic digits and the dual", async () => {
    const plain = (await history(partlyRefunded.pnr, AR)).map((m) => m.text).join("\n").replace(LTR, "");
    expect(plain).toContain(`📘 الحجز ${partlyRefunded.pnr} · ↩️ مسترد جزئياً`);
    expect(plain).toContain("👥 بالغان");
    expect(plain).toMatch(/أُلغيت التذكرة \d{13} للمسافر .+ في [٠-٩]{1,2} \S+ [٠-٩]{4} [٠-٩]{2}:[٠-٩]{2}، .*بطلب من المسافر، الغرامة ١٠٪ = [٠-٩٬]+ ريال/);
  });

  it("answers a malformed PNR without a supplier call, and an unknown one in one sentence", async () => {
    const before = s.sim.calls().GetHistory;
    expect((await ask(s.tg, ADMIN, "/history")).text).toContain("Send /history PNR");
    expect((await ask(s.tg, ADMIN, "/history <b>x&y</b>")).text).toContain("<b>x&y</b> does not look like a PNR");
    expect((await ask(s.tg, ADMIN, "/history K7M")).text).toMatch(/does not look like a PNR/);
    expect(s.sim.calls().GetHistory).toBe(before);
    const unknown = await ask(s.tg, ADMIN, `/history ${unknownPnr.toLowerCase()}`);
    expect(unknown.text.split("\n")[0]).toBe(`No booking ${unknownPnr} could be shown. The supplier says: No booking was found with the reference ${unknownPnr}.`);
  });

  it("turns a supplier outage into a clear message", async () => {
    s.sim.setFaults([{ operation: "GetHistory", status: 503 }]);
    const reply = await ask(s.tg, ADMIN, `/history ${htmlText.pnr}`);
    s.sim.clearFaults();
    expect(reply.text).toMatch(/supplier is not answering right now \(HTTP 503\).*Reference: [A-Z0-9]{6}/);
  });
});
