import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, press, adminStack, upcoming } from "../support/steps.js";

const { htmlText, sixPassengers, unknownPnr } = SIM_FIXTURES;

describe("/history", () => {
  let s: Stack;
  beforeAll(async () => void (s = await adminStack({ env: { DISPLAY_TIMEZONE: "Asia/Tehran" } })));
  afterAll(() => s?.stop());

  /** Every message of one /history answer: the last one carries the buttons. */
  async function history(pnr: string): Promise<StoredMessage[]> {
    const first = upcoming(s, ADMIN.id, () => true);
    const last = upcoming(s, ADMIN.id, (m) => m.keyboard.length > 0);
    await s.tg.sendText(ADMIN, `/history ${pnr}`);
    const [from, to] = [(await first).messageId, (await last).messageId];
    return s.tg.messages(ADMIN.id).filter((m) => m.from === "bot" && m.messageId >= from && m.messageId <= to);
  }

  it("shows the booking time in the display zone, the contact, passengers and segments, outside text escaped", async () => {
    const [page, ...more] = await history(htmlText.pnr.toLowerCase());
    expect(more).toEqual([]);
    const text = page!.text;
    expect(text).toContain(`Booking ${htmlText.pnr}`);
    expect(text).toMatch(/Booked: \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Tehran\)/);
    expect(text).toMatch(/Phone: \S+ · Email: \S+@\S+/);
    // Names and remarks arrive as the supplier wrote them, HTML-like text included, and stay text.
    expect(text).toContain(`1. ${htmlText.firstName} ${htmlText.lastName} · adult`);
    expect(text).toContain(`Remarks: ${htmlText.remarks}`);
    expect(page!.entities.filter((e) => e.type === "italic" || e.type === "pre")).toEqual([]);
    expect(text).toContain(`🎫 Ticket ${htmlText.tickets[0]}`);
    expect(text).toMatch(/✈️ \w+ \d+ · \d{4}-\d{2}-\d{2} \d{2}:\d{2} · THR→IFN/);
    expect(text).toMatch(/💵 Fare [\d,]+ \+ tax [\d,]+ = [\d,]+ · commission [\d.]+% \([\d,]+\) · payable [\d,]+/);
    expect(text).toMatch(/🧳 Checked \d+ × \d+ kg · hand \d+ × \d+ kg/);
    expect(text).toMatch(/Cancellations \(0\)\n\n✏️ Passenger changes \(0\)\n\n🔁 Flight changes \(0\)/);
  });

  it("splits a long booking between passengers and lists cancellations, passenger changes and flight changes", async () => {
    const pages = await history(sixPassengers.pnr);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.text.length).toBeLessThanOrEqual(4096);
    for (let p = 0; p < sixPassengers.passengerCount; p++) {
      const page = pages.find((m) => m.text.includes(`👤 ${p + 1}. `));
      const [outbound, inbound] = [sixPassengers.tickets[2 * p]!, sixPassengers.tickets[2 * p + 1]!];
      // A passenger never straddles two messages: their open tickets are with them.
      expect(page?.text).toContain(outbound);
      if (inbound !== sixPassengers.refundedTicket) expect(page?.text).toContain(inbound);
    }
    const all = pages.map((m) => m.text).join("\n");
    expect(all).toMatch(/infant · female/);
    expect(all).toMatch(new RegExp(`Cancellations \\(1\\)\\n• .*Ticket number: ${sixPassengers.refundedTicket}.*Penalty percent: 30`));
    expect(all).toMatch(/Passenger changes \(1\)\n• .*Field name: LastName · Old value: Rezaie · New value: Rezaei/);
    expect(all).toMatch(/Flight changes \(1\)\n• .*Old flight date: \S+ \S+ · New flight number/);
    expect(pages.slice(0, -1).every((m) => m.keyboard.length === 0)).toBe(true);
    expect(buttons(pages.at(-1)!)).toEqual(["💰 Penalty quote", "↩️ Refund"]);
  });

  it("quotes the penalty of every open ticket from the button", async () => {
    const pages = await history(sixPassengers.pnr);
    const quote = await press(s.tg, ADMIN, pages.at(-1)!, "💰 Penalty quote");
    expect(quote.text).toContain(`Penalty quote · ${sixPassengers.pnr}`);
    for (const ticket of sixPassengers.tickets.filter((t) => t !== sixPassengers.refundedTicket)) expect(quote.text).toContain(ticket);
    expect(quote.text).not.toContain(sixPassengers.refundedTicket);
  });

  it("answers a malformed PNR without a supplier call, and an unknown one in one sentence", async () => {
    const before = s.sim.calls().GetHistory;
    expect((await ask(s.tg, ADMIN, "/history")).text).toContain("Send /history PNR");
    expect((await ask(s.tg, ADMIN, "/history <b>x&y</b>")).text).toContain("<b>x&y</b> does not look like a PNR");
    expect((await ask(s.tg, ADMIN, "/history K7M")).text).toMatch(/does not look like a PNR/);
    expect(s.sim.calls().GetHistory).toBe(before);
    const unknown = await ask(s.tg, ADMIN, `/history ${unknownPnr}`);
    expect(unknown.text.split("\n")[0]).toBe(`No booking ${unknownPnr} could be shown. The supplier says: No booking was found with the reference ${unknownPnr}.`);
  });

  it("turns a supplier outage into a clear message", async () => {
    s.sim.setFaults([{ operation: "GetHistory", status: 503 }]);
    const reply = await ask(s.tg, ADMIN, `/history ${htmlText.pnr}`);
    s.sim.clearFaults();
    expect(reply.text).toMatch(/supplier is not answering right now \(HTTP 503\).*Reference: [A-Z0-9]{6}/);
  });
});
