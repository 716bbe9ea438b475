import { describe, expect, it } from "vitest";
import { describeFields, fieldLabel } from "../../../src/bot/render/history-parts.js";
import { renderHistory } from "../../../src/bot/render/history.js";
import { renderStatus } from "../../../src/bot/render/status.js";
import { TELEGRAM_TEXT_LIMIT } from "../../../src/bot/render/split.js";
import type { HistoryPassenger, HistoryResponse, HistorySegment } from "../../../src/supplier/schemas/booking.js";

const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;

function segment(ticket: string): HistorySegment {
  return {
    FlightNumber: "7250", FlightDate: "2026-12-12 07:10", OriginIataCode: "THR", DestinationIataCode: "KIH", CabinType: "Economy",
    BookingCode: "Y", FareName: "Eco <Flex>", AirlineIataCode: "IR", OriginalPnr: "K7M2QA", LocalTicketNumber: ticket,
    OriginalTicketNumber: ticket, OriginalSupplierName: null,
    SaleInfo: { BaseFare: 1000.5, Tax: 0, TotalFare: 1000.5, CommissionPercent: 5, CalculatedAmountOfCommissionPercent: 50.03, CommissionValue: 0, Payable: 950.47 },
    FreeBaggage: { CheckedBaggage_Quantity: 1, CheckedBaggage_TotalWeight: 20, HandBaggage_Quantity: 1, HandBaggage_TotalWeight: 5 },
    JarimeCanceliTextFa: null, JarimeCanceliTextEn: null,
  };
}

const ticketOf = (i: number, s: number) => `096${String(i * 100 + s).padStart(10, "0")}`;

function passenger(i: number, segments: number): HistoryPassenger {
  return {
    Id: `id-${i}`, FirstName: `<Name${i}>`, LastName: "O'Neil & Co", Gender: "F", Birthdate: "1990-01-01", NationalityCountry: "IR",
    IranianCartMelli: null, Passport: { Number: "P<1>", ExpiryDate: "2030-01-01", IssuingCountry: "IR" }, AgeType: "CHD",
    SegmentList: Array.from({ length: segments }, (_, s) => segment(ticketOf(i, s))),
  };
}

function booking(passengers: number, segments: number): HistoryResponse {
  return {
    LastState: { PassengerList: Array.from({ length: passengers }, (_, i) => passenger(i + 1, segments)) },
    History_InitialBooking: { BookingDateTime: "2026-11-01 20:45:10", Phone: "+98 <1>", Email: null, Remarks: "line one\nline <two>", PassengerList: [] },
    History_Cancelation: { HistoryList: [{ CancelationDateTime: "2026-11-02 10:00:00", PassengerId: "id-1", TicketNumber: "x", PenaltyAmount: 1234567, Remarks: "a & b" }] },
    History_PassengerInfoChanged: { HistoryList: [] },
    History_ChangedFlight: { HistoryList: [] },
  };
}

describe("fields the interface does not describe", () => {
  it("are labelled from their names, ids left out, values escaped and numbers grouped", () => {
    expect(fieldLabel("CancelationDateTime")).toBe("Cancelation date time");
    expect(fieldLabel("CheckedBaggage_Quantity")).toBe("Checked baggage quantity");
    expect(describeFields({ PassengerId: "g", Number: "P<1>", Amount: 1234567.5, Ok: true, Note: "", Nested: { a: 1 } })).toBe(
      "Number: P&lt;1&gt; · Amount: 1,234,567.5 · Ok: true",
    );
  });
});

describe("renderHistory", () => {
  it("renders a booking with every value escaped, the booking time in the zone and the lists", () => {
    const [page, ...more] = renderHistory({ pnr: "K7M2QA", history: booking(1, 1), timeZone: "Asia/Tehran", owner: 42, canRefund: false, personal: true }, t);
    expect(more).toEqual([]);
    const text = page!.text;
    expect(text).toContain('history-booked{"time":"2026-11-02 00:15 (Asia/Tehran)"}');
    expect(text).toContain('"phone":"+98 &lt;1&gt;","email":"—"');
    expect(text).toContain('history-remarks{"remarks":"line one line &lt;two&gt;"}');
    expect(text).toContain('"name":"&lt;Name1&gt; O\'Neil &amp; Co","age":"booking-age-child","gender":"booking-gender-female"');
    expect(text).toContain('booking-passport{"details":"Number: P&lt;1&gt; · Expiry date: 2030-01-01 · Issuing country: IR"}');
    expect(text).toContain("Economy · Y · Eco &lt;Flex&gt;");
    expect(text).toContain('"base":"1,000.5","tax":"0","total":"1,000.5","percent":"5","commission":"50.03","payable":"950.47"');
    expect(text).toContain("• Cancelation date time: 2026-11-02 10:00:00 · Ticket number: x · Penalty amount: 1,234,567 · Remarks: a &amp; b");
    expect(page!.keyboard?.inline_keyboard.flat().map((b) => b.text)).toEqual(["history-button-penalty"]);
  });

  it("leaves national ids, passports, phones and emails out for a group", () => {
    const history = booking(1, 1);
    history.History_InitialBooking.Email = "a@b.example";
    history.LastState.PassengerList[0]!.IranianCartMelli = { CodeMelli: "0012345678" };
    history.History_PassengerInfoChanged.HistoryList = [
      { ChangeDateTime: "2026-11-03 09:00:00", FieldName: "PassportNumber", OldValue: "P1111", NewValue: "P2222" },
      { ChangeDateTime: "2026-11-03 09:05:00", FieldName: "LastName", OldValue: "Rezaie", NewValue: "Rezaei" },
    ];
    history.History_Cancelation.HistoryList[0]!["PassengerPhone"] = "+98 912";
    const view = { pnr: "K7M2QA", history, timeZone: "UTC", owner: 42, canRefund: false };
    const group = renderHistory({ ...view, personal: false }, t).map((p) => p.text).join("\n");
    const full = renderHistory({ ...view, personal: true }, t).map((p) => p.text).join("\n");
    for (const secret of ["0012345678", "P&lt;1&gt;", "+98 &lt;1&gt;", "a@b.example", "P1111", "P2222", "+98 912"]) {
      expect(full).toContain(secret);
      expect(group).not.toContain(secret);
    }
    expect(group).toContain("history-private-only");
    expect(group).toContain("Field name: PassportNumber");
    expect(group).toContain("Old value: Rezaie · New value: Rezaei");
    expect(group).toContain('"name":"&lt;Name1&gt; O\'Neil &amp; Co"');
    expect(group).toContain("Ticket number: x");
  });

  it("packs whole passengers into messages under Telegram's limit, buttons under the last", () => {
    const pages = renderHistory({ pnr: "BIG123", history: booking(30, 4), timeZone: "UTC", owner: 42, canRefund: true, personal: true }, t);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page.text.length).toBeLessThan(TELEGRAM_TEXT_LIMIT);
    for (let i = 1; i <= 30; i++) {
      const holding = pages.filter((p) => p.text.includes(`&lt;Name${i}&gt;`));
      expect(holding).toHaveLength(1);
      for (let s = 0; s < 4; s++) expect(holding[0]!.text).toContain(ticketOf(i, s));
    }
    expect(pages.slice(0, -1).every((p) => p.keyboard === undefined)).toBe(true);
    expect(pages.at(-1)!.keyboard?.inline_keyboard.flat().map((b) => b.text)).toEqual(["history-button-penalty", "history-button-refund"]);
  });
});

describe("renderStatus", () => {
  it("says issued only for StatusId 1 and shows the fail reason", () => {
    const issued = renderStatus("FD-1", { StatusId: 1, StatusDesc: "OK", LocalPnr: "K7M2QA", FailReason: null, PassengerList: [passenger(1, 1)] }, t, true).text;
    expect(issued).toContain('status-issued{"desc":"OK","id":"1"}');
    expect(issued).toContain('status-pnr{"pnr":"K7M2QA"}');
    const failed = renderStatus("FD-2", { StatusId: 7, StatusDesc: "<odd>", LocalPnr: " ", FailReason: "no & seats", PassengerList: [] }, t, true).text;
    expect(failed).toBe('status-title{"ref":"FD-2"}\nstatus-other{"desc":"&lt;odd&gt;","id":"7"}\nstatus-no-pnr\nstatus-fail-reason{"reason":"no &amp; seats"}');
  });
});
