import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { partyTotals } from "../../src/domain/fares.js";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { formatAmount } from "../../src/bot/render/money.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, buttons, callsDuring, press, upcoming } from "../support/steps.js";
import { dataOf, letInStaff } from "../support/refund-steps.js";
import {
  NATIONAL_CODES,
  answerPartyAndContact,
  answerUpToSummary,
  bookUpToSummary,
  fareWithSeats,
  foreigner,
  iranian,
  isIssued,
  isSummary,
  issuedIds,
  lockElsewhere,
  pressFirst,
  startBooking,
} from "../support/book-steps.js";

const AGENT: TgUserSpec = { id: 7201, first_name: "Bita", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7202, first_name: "Vahid", language_code: "en" };
const PERSIAN: TgUserSpec = { id: 7203, first_name: "Parvin", language_code: "en" };
const ARABIC: TgUserSpec = { id: 7204, first_name: "Amal", language_code: "en" };
const THR_MHD = { origin: "THR", destination: "MHD" };
const GROUP = { id: -100771, type: "supergroup" as const, title: "Desk" };
const STAFF = [
  { user: AGENT, role: "agent" },
  { user: VIEWER, role: "viewer" },
  { user: PERSIAN, role: "agent", lang: "fa" },
  { user: ARABIC, role: "agent", lang: "ar" },
] as const;

describe("selling from the phone: /book", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letInStaff(s, STAFF);
  });
  afterAll(() => s?.stop());

  it("books a family end to end: the total per age group from the supplier's amounts, one Lock, one Book, the PNR and each ticket", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 3);
    const party = { adults: 2, children: 1, infants: 1 };
    const total = partyTotals(fare.segment.FlightClass, party).Payable;
    let summary = "";
    let done: StoredMessage | undefined;
    const calls = await callsDuring(s.sim, async () => {
      const travellers = [
        iranian("Reza", "1985-06-01", NATIONAL_CODES[0]),
        foreigner("Leyla", "TR"),
        iranian("Sara", simDate(-6 * 365), NATIONAL_CODES[1]),
        iranian("Nima", simDate(-200), NATIONAL_CODES[2]),
      ];
      const held = await bookUpToSummary(s, AGENT, fare, { party: "2 adults 1 child 1 infant", email: "desk@example.com" }, travellers);
      summary = held.text;
      done = await pressFirst(s, AGENT, held, isIssued);
    });
    expect(calls).toMatchObject({ Lock: 1, Book: 1, ReleaseLock: 0 });
    // The search right before Book.
    expect(calls.SearchByRouteAndDate).toBeGreaterThanOrEqual(2);
    expect(summary).toContain(`👤 Adult: 2 × ${formatAmount(fare.segment.FlightClass.AdultFare.Payable)} IRR`);
    expect(summary).toContain(`🧒 Child: 1 × ${formatAmount(fare.segment.FlightClass.ChildFare.Payable)} IRR`);
    expect(summary).toContain(`💵 Total payable ${formatAmount(total)} IRR`);
    expect(summary).toMatch(/⏳ Held for 10 minutes, until /);
    expect(summary).toContain("REZA TEHRANI");
    // Documents are masked even to the agent who typed them.
    expect(summary).toContain("IR ••••0899");
    expect(summary).not.toContain(NATIONAL_CODES[0]);
    expect(summary).toContain("TR ••••8776");
    const { pnr, reference } = issuedIds(done!.text);
    expect(pnr).toMatch(/^[A-Z0-9]{5,8}$/);
    expect(reference).toMatch(/^FDK-/);
    expect(done!.text).toContain(`💵 Debited: ${formatAmount(total)} IRR`);
    expect(done!.text.match(/ticket \d{10,15}/g)).toHaveLength(4);
    // The booking is the supplier's: its history and the outcome of its reference.
    expect((await ask(s.tg, AGENT, `/history ${pnr}`)).text).toContain(pnr);
    const status = await ask(s.tg, AGENT, `/status ${reference}`);
    expect(status.text).toContain(pnr);
    // Every hold and Book is in /audit, without a passenger.
    const audit = await ask(s.tg, ADMIN, "/audit bookings");
    expect(audit.text).toContain(reference);
    expect(audit.text).toContain(`issued, PNR ${pnr}`);
    expect(audit.text).not.toMatch(/TEHRANI|REZA/);
    // No passenger's data in any log line.
    for (const secret of ["TEHRANI", "KARIMI", NATIONAL_CODES[0], "P9988776", "09121234567", "desk@example.com"]) {
      expect(s.logs.filter((line) => line.includes(secret))).toEqual([]);
    }
  });

  it("sends one Book for a double tap on Confirm; the second tap is told the button is gone", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 11 });
    const summary = await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Omid")]);
    const data = dataOf(summary, buttons(summary)[0]!);
    const before = s.sim.calls().Book;
    const answers = s.tg.callbackAnswers().length;
    const done = upcoming(s, AGENT.id, isIssued, 8000);
    await s.tg.pressRaw(AGENT, summary, data);
    await s.tg.pressRaw(AGENT, summary, data);
    await done;
    await expect.poll(() => s.tg.callbackAnswers().length).toBe(answers + 2);
    expect(s.sim.calls().Book).toBe(before + 1);
  });

  it("refuses a prohibited nationality before anything is sent (rule 8)", async () => {
    const route = SIM_FIXTURES.routes.duplicateProhibited;
    const fare = await fareWithSeats(s, route, 1, { fits: (seg) => seg.FlightClass.ProhibitedNationalityList.includes("AF") });
    const calls = await callsDuring(s.sim, async () => {
      await startBooking(s, AGENT, fare);
      await answerPartyAndContact(s, AGENT, { party: "1" });
      await ask(s.tg, AGENT, "Ahmad");
      const sex = await ask(s.tg, AGENT, "Ahmadi");
      const birth = upcoming(s, AGENT.id, (m) => /🎂/.test(m.text));
      await s.tg.pressButton(AGENT, sex, buttons(sex)[0]!);
      await birth;
      await ask(s.tg, AGENT, "1990-01-01");
      const refused = await ask(s.tg, AGENT, "af");
      expect(refused.text).toContain("⛔ This class does not sell to AF nationals");
      // Asked again; another nationality goes on.
      expect(refused.text).toContain("🌍 Nationality");
      expect((await ask(s.tg, AGENT, "/cancel")).text).toBe("Cancelled. Nothing was changed.");
    });
    expect(calls).toMatchObject({ Lock: 0, Book: 0 });
  });

  it("explains a wrong answer and asks again: Persian letters, a bad national code, an age that is not the party's", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 12 });
    await startBooking(s, AGENT, fare);
    expect((await ask(s.tg, AGENT, "12")).text).toContain("At most 9 passengers");
    const mobile = await ask(s.tg, AGENT, "1");
    expect(mobile.text).toContain("📱");
    expect((await ask(s.tg, AGENT, "02188776655")).text).toContain("is not an Iranian mobile number");
    const email = await ask(s.tg, AGENT, "+98 912 123 4567");
    const first = s.tg.nextMessage(AGENT.id);
    await s.tg.pressButton(AGENT, email, buttons(email)[0]!);
    await first;
    expect((await ask(s.tg, AGENT, "رضا")).text).toContain("Latin letters, as the passport writes it");
    await ask(s.tg, AGENT, "Reza");
    const sex = await ask(s.tg, AGENT, "Tehrani");
    const birth = upcoming(s, AGENT.id, (m) => /🎂/.test(m.text));
    await s.tg.pressButton(AGENT, sex, buttons(sex)[0]!);
    await birth;
    expect((await ask(s.tg, AGENT, simDate(-5 * 365))).text).toContain("is 🧒 Child on the flight's date");
    await ask(s.tg, AGENT, "1985-06-01");
    await ask(s.tg, AGENT, "IR");
    expect((await ask(s.tg, AGENT, "0499370898")).text).toContain("not a valid national code");
    expect((await ask(s.tg, AGENT, "/cancel")).text).toBe("Cancelled. Nothing was changed.");
  });

  it("gives the held seats back on /cancel and on Cancel", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 13 });
    const calls = await callsDuring(s.sim, async () => {
      await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Kian")]);
      expect((await ask(s.tg, AGENT, "/cancel")).text).toBe("Cancelled. Nothing was changed.\nThe seats held for your booking are given back.");
      const summary = await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Kian")]);
      const cancelled = upcoming(s, AGENT.id, (m) => /^Cancelled: nothing was booked/.test(m.text));
      await press(s.tg, AGENT, summary, buttons(summary)[1]!);
      await cancelled;
    });
    expect(calls).toMatchObject({ Lock: 2, Book: 0, ReleaseLock: 2 });
    expect((await ask(s.tg, ADMIN, "/audit bookings")).text).toMatch(/gave back the seats held on .* \(cancelled\)/);
  });

  it("shows a fare that changed since the hold, books nothing, and books at the new fare once held again", async () => {
    const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: 14 });
    const summary = await bookUpToSummary(s, AGENT, fare, { party: "1" }, [iranian("Arash")]);
    // Another seller's Lock of the same class moves its fare for good (the simulator's fault).
    s.sim.setFaults([{ operation: "Lock", fareChangePercent: 10, times: 1 }]);
    await lockElsewhere(s, fare);
    const before = s.sim.calls();
    const changed = await pressFirst(s, AGENT, summary, (m) => /💱 The fare changed/.test(m.text));
    expect(s.sim.calls().Book).toBe(before.Book);
    expect(changed.text).toContain(`it was ${formatAmount(fare.segment.FlightClass.AdultFare.Payable)} IRR`);
    const again = await pressFirst(s, AGENT, changed, isSummary);
    const done = await pressFirst(s, AGENT, again, isIssued);
    const now = /💵 Total payable ([\d,]+) IRR/.exec(again.text)?.[1];
    expect(now).not.toBe(formatAmount(fare.segment.FlightClass.AdultFare.Payable));
    expect(done.text).toContain(`💵 Debited: ${now} IRR`);
  });

  it("books in Persian and Arabic, with Persian digits and a Jalali birth date", async () => {
    for (const [user, day] of [[PERSIAN, 15], [ARABIC, 16]] as const) {
      const fare = await fareWithSeats(s, THR_MHD, 1, { dayOffset: day });
      await startBooking(s, user, fare);
      const held = await answerUpToSummary(s, user, { party: "۱", mobile: "۰۹۱۲ ۱۲۳ ۴۵۶۷" }, [{ first: "Reza", last: "Tehrani", sex: "M", birth: "۱۳۶۴/۰۳/۱۱", nationality: "IR", nationalCode: "۰۴۹۹۳۷۰۸۹۹" }]);
      expect(held.text).toContain("REZA TEHRANI");
      const done = await pressFirst(s, user, held, isIssued);
      expect(done.text).toMatch(user === PERSIAN ? /رزرو شد: PNR [A-Z0-9]+/ : /تم الحجز: PNR [A-Z0-9]+/);
    }
  });

  it("books a round trip whole: one hold of both flights, a ticket each way", async () => {
    const { origin, destination, outboundDayOffset, returnDayOffset } = SIM_FIXTURES.routes.roundTrip;
    const trip = { search: `${origin} ${destination} ${simDate(outboundDayOffset)} ${simDate(returnDayOffset)}` };
    const calls = await callsDuring(s.sim, async () => {
      const summary = await bookUpToSummary(s, AGENT, trip, { party: "1" }, [iranian("Pouya")]);
      expect(summary.text.match(/✈️ /g)).toHaveLength(2);
      const done = await pressFirst(s, AGENT, summary, isIssued);
      expect(done.text).toMatch(/1\. POUYA TEHRANI · ticket \d{10,15}, \d{10,15}/);
    });
    expect(calls).toMatchObject({ Lock: 1, Book: 1 });
  });

  it("lets only agents book, and only in a private chat", async () => {
    expect((await ask(s.tg, VIEWER, "/book")).text).toBe("This needs the agent role; yours is viewer. Ask an admin.");
    expect((await ask(s.tg, AGENT, `/book@${s.tg.botInfo.username}`, GROUP)).text).toMatch(/private chat/);
  });
});
