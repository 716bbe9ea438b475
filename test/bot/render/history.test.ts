import { describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { describeFields, fieldLabel } from "../../../src/bot/render/history-parts.js";
import { renderHistory, renderHistoryDetails, type HistoryView } from "../../../src/bot/render/history.js";
import { renderStatus } from "../../../src/bot/render/status.js";
import { TELEGRAM_TEXT_LIMIT } from "../../../src/bot/render/split.js";
import type { Language } from "../../../src/domain/languages.js";
import type { Store } from "../../../src/store/store.js";
import type { HistoryPassenger, HistoryResponse, HistorySegment } from "../../../src/supplier/schemas/booking.js";

const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const writer = (lang: Language, digits: "native" | "latin" = "native") => {
  const t = (key: string, vars?: Record<string, string | number>) => fluent.translate(lang, key, vars);
  return { t, f: formatFor({ lang, digits, timeZone: "Asia/Tehran", t }) };
};
const en = writer("en");
const LTR = /[\u2066\u2069]/g;

function segment(ticket: string, date = "2026-12-12 07:10", from = "THR", to = "KIH", flight = "7250"): HistorySegment {
  return {
    FlightNumber: flight, FlightDate: date, OriginIataCode: from, DestinationIataCode: to, CabinType: "Economy",
    BookingCode: "Y", FareName: "Eco <Flex>", AirlineIataCode: "IR", OriginalPnr: "K7M2QA", LocalTicketNumber: ticket,
    OriginalTicketNumber: ticket, OriginalSupplierName: null,
    SaleInfo: { BaseFare: 1000.5, Tax: 0, TotalFare: 1000.5, CommissionPercent: 5, CalculatedAmountOfCommissionPercent: 50.03, CommissionValue: 0, Payable: 950.47 },
    FreeBaggage: { CheckedBaggage_Quantity: 1, CheckedBaggage_TotalWeight: 20, HandBaggage_Quantity: 1, HandBaggage_TotalWeight: 5 },
    JarimeCanceliTextFa: null, JarimeCanceliTextEn: null,
  };
}

const ticketOf = (i: number, s: number) => `096${String(i * 100 + s).padStart(10, "0")}`;

function passenger(i: number, segments: number, age = "ADL"): HistoryPassenger {
  return {
    Id: `id-${i}`, FirstName: `<Name${i}>`, LastName: "O'Neil & Co", Gender: "F", Birthdate: "1990-01-01", NationalityCountry: "IR",
    IranianCartMelli: { CodeMelli: `00123456${String(i).padStart(2, "0")}` }, Passport: { Number: "P<1>", ExpiryDate: "2030-01-01", IssuingCountry: "IR" }, AgeType: age,
    SegmentList: Array.from({ length: segments }, (_, s) => segment(ticketOf(i, s), `2026-12-${String(12 + s).padStart(2, "0")} 07:10`)),
  };
}

/** Passengers as first booked are the same as now; refunded tickets are then left out of LastState. */
function booking(passengers: number, segments: number, ages: string[] = []): HistoryResponse {
  const list = Array.from({ length: passengers }, (_, i) => passenger(i + 1, segments, ages[i]));
  return {
    LastState: { PassengerList: list.map((p) => structuredClone(p)) },
    History_InitialBooking: {
      BookingDateTime: "2026-11-01 20:45:10", Phone: "+98 <1>", Email: "a@b.example", Remarks: "line one\nline <two>",
      PassengerList: list.map(({ AgeType, ...p }) => ({ ...structuredClone(p), AgeTypeCode: AgeType })),
    },
    History_Cancelation: { HistoryList: [] },
    History_PassengerInfoChanged: { HistoryList: [] },
    History_ChangedFlight: { HistoryList: [] },
  };
}

/** Passenger 1's second ticket refunded at the passenger's request. */
function withCancellation(history: HistoryResponse, reason = 1): HistoryResponse {
  const p = history.LastState.PassengerList[0]!;
  const refunded = p.SegmentList.splice(1, 1)[0]!;
  history.History_Cancelation.HistoryList.push({
    CancelationDateTime: "2026-12-13 10:15:42", PassengerId: "id-1", FirstName: "Mina", LastName: "Rezaei", TicketNumber: refunded.LocalTicketNumber,
    FlightNumber: "7250", FlightDate: refunded.FlightDate, OriginIataCode: "THR", DestinationIataCode: "KIH", Reason: reason,
    PenaltyPercent: 30, PenaltyAmount: 738300, AmountPaidBackToPassenger: 1722700, CancelledByUsername: "leila", Remarks: "a & b",
  });
  return history;
}

const view = (history: HistoryResponse, more: Partial<HistoryView> = {}): HistoryView => ({
  pnr: "K7M2QA", history, sale: { agency: "Parvaz <Travel>", seller: "leila", currency: "IRR" }, currency: "USD", now: new Date("2026-11-20T00:00:00Z"),
  owner: 42, canRefund: false, personal: true, rejected: new Map(), ...more,
});
const text = (pages: { text: string }[]) => pages.map((p) => p.text).join("\n\n");
const buttonsOf = (pages: { keyboard?: { inline_keyboard: { text: string }[][] } }[]) => pages.at(-1)!.keyboard?.inline_keyboard.flat().map((b) => b.text);

describe("fields the interface does not describe", () => {
  it("are labelled from their names, ids left out, values escaped and numbers grouped", () => {
    expect(fieldLabel("CancelationDateTime")).toBe("Cancelation date time");
    expect(fieldLabel("CheckedBaggage_Quantity")).toBe("Checked baggage quantity");
    expect(describeFields({ PassengerId: "g", Number: "P<1>", Amount: 1234567.5, Ok: true, Note: "", Nested: { a: 1 } }, en.f)).toBe(
      "Number: P&lt;1&gt; · Amount: 1,234,567.5 · Ok: true",
    );
  });
});

describe("renderHistory: the summary", () => {
  it("says state, legs in local time, the party by age, what was paid, and who sold it; the zone once, no seconds", () => {
    const pages = renderHistory(view(booking(3, 2, ["ADL", "CHD", "INF"])), en);
    const all = text(pages);
    expect(pages).toHaveLength(1);
    expect(all.split("\n").slice(0, 8)).toEqual([
      "📘 <b>Booking K7M2QA</b> · ✅ active",
      "🕒 Booked 2 Nov 2026 00:15 · all times in Iran Standard Time",
      "✈️ <b>Flights</b> (local time at each airport)",
      "1. THR→KIH · IR 7250 · 12 Dec 2026 07:10",
      "2. THR→KIH · IR 7250 · 13 Dec 2026 07:10",
      "👥 1 adult, 1 child, 1 infant",
      "💵 Paid 5,702.82 IRR (fares 6,003 IRR, commission 300.18 IRR)",
      "🏢 Agency Parvaz &lt;Travel&gt; · seller leila",
    ]);
    expect(all.match(/Iran Standard Time/g)).toHaveLength(1);
    expect(all).not.toMatch(/\d{2}:\d{2}:\d{2}/);
    // Contacts, remarks and documents are behind the details button; empty sections are not shown.
    for (const hidden of ["+98", "a@b.example", "line one", "0012345601", "P&lt;1&gt;", "Cancellations", "changes"]) expect(all).not.toContain(hidden);
    expect(buttonsOf(pages)?.filter((b) => !b.startsWith("⧉"))).toEqual(["🗂 Details", "💰 Penalty quote"]);
  });

  it("counts in plurals, with the Arabic dual, and leaves out what the booking event did not say", () => {
    expect(renderHistory(view(booking(2, 1)), en)[0]!.text).toContain("👥 2 adults\n");
    expect(renderHistory(view(booking(2, 1)), writer("ar"))[0]!.text).toContain("👥 بالغان\n");
    expect(renderHistory(view(booking(3, 1)), writer("ar"))[0]!.text).toContain("👥 ٣ بالغين\n");
    const unsold = text(renderHistory(view(booking(1, 1), { sale: null }), en));
    // Without the booking event, amounts are in the configured SUPPLIER_CURRENCY.
    expect(unsold).toContain("💵 Paid 950.47 USD (fares 1,000.5 USD, commission 50.03 USD)");
    expect(unsold).not.toContain("Agency");
  });

  it("tells active, partly refunded, refunded and flown apart", () => {
    const state = (h: HistoryResponse, now = "2026-11-20T00:00:00Z") => renderHistory(view(h, { now: new Date(now) }), en)[0]!.text.split("\n")[0];
    expect(state(booking(1, 2))).toContain("✅ active");
    expect(state(withCancellation(booking(1, 2)))).toContain("↩️ partly refunded");
    const all = withCancellation(booking(1, 2));
    all.LastState.PassengerList[0]!.SegmentList = [];
    expect(state(all)).toContain("↩️ refunded");
    expect(state(booking(1, 2), "2026-12-14T00:00:00Z")).toContain("🛬 flown");
    // Twelve hours after a local departure time it may still be ahead in the airport's own zone.
    expect(state(booking(1, 1), "2026-12-12T12:00:00Z")).toContain("✅ active");
  });
});

describe("renderHistory: tickets and what happened", () => {
  it("tells a ticket whose refund the supplier rejected, with when, and not one the supplier shows refunded", () => {
    const rejected = new Map([[ticketOf(1, 0), "2026-12-14T07:00:00Z"], [ticketOf(1, 1), "2026-12-14T07:00:00Z"]]);
    const all = text(renderHistory(view(withCancellation(booking(1, 2)), { rejected }), en));
    expect(all).toContain(
      [
        `   THR→KIH · <code>${ticketOf(1, 0)}</code> · open · 1,000.5 IRR`,
        "   ❌ refund rejected by the supplier on 14 Dec 2026 10:30: not refunded, it can be refunded again",
        `   THR→KIH · <code>${ticketOf(1, 1)}</code> · refunded · 1,000.5 IRR`,
      ].join("\n"),
    );
    expect(all.match(/refund rejected/g)).toHaveLength(1);
  });

  it("writes one line per ticket and the cancellation as a sentence, never the supplier's field names", () => {
    const all = text(renderHistory(view(withCancellation(booking(2, 2))), en));
    expect(all).toContain(
      [
        "<b>1. &lt;Name1&gt; O'Neil &amp; Co</b> · adult",
        `   THR→KIH · <code>${ticketOf(1, 0)}</code> · open · 1,000.5 IRR`,
        `   THR→KIH · <code>${ticketOf(1, 1)}</code> · refunded · 1,000.5 IRR`,
        "<b>2. &lt;Name2&gt; O'Neil &amp; Co</b> · adult",
      ].join("\n"),
    );
    expect(all).toContain(
      `❌ <b>Cancellations</b> (1)\n• Ticket <code>${ticketOf(1, 1)}</code> of Mina Rezaei cancelled on 13 Dec 2026 13:45, flight THR→KIH IR 7250, at the passenger's request, penalty 30% = 738,300 IRR, refunded 1,722,700 IRR, by leila, remarks: “a &amp; b”.`,
    );
    for (const raw of ["PenaltyAmount", "Penalty amount", "Reason: 1", "CancelationDateTime", "AmountPaidBack"]) expect(all).not.toContain(raw);
    expect(text(renderHistory(view(withCancellation(booking(1, 2), 2)), en))).toContain("because the airline changed the schedule, penalty 30%");
  });

  it("writes passenger and flight changes as sentences, personal values only in private chats", () => {
    const history = booking(1, 1);
    history.History_PassengerInfoChanged.HistoryList = [
      { ChangeDateTime: "2026-11-03 09:00:00", PassengerId: "id-1", FieldName: "PassportNumber", OldValue: "P1111", NewValue: "P2222", ChangedByUsername: "nazanin" },
      { ChangeDateTime: "2026-11-03 09:05:00", PassengerId: "id-1", FieldName: "LastName", OldValue: "Rezaie", NewValue: "Rezaei", ChangedByUsername: "nazanin" },
    ];
    history.History_ChangedFlight.HistoryList = [
      { ChangeDateTime: "2026-11-04 08:00:00", OriginIataCode: "THR", DestinationIataCode: "KIH", OldFlightNumber: "7250", OldFlightDate: "2026-12-11 07:10", NewFlightNumber: "7250", NewFlightDate: "2026-12-12 07:10", AirlineIataCode: "IR", Reason: "Moved <later>" },
    ];
    const full = text(renderHistory(view(history), en));
    const group = text(renderHistory(view(history, { personal: false }), en));
    expect(full).toContain("• &lt;Name1&gt; O'Neil &amp; Co: passport number changed from “P1111” to “P2222”, on 3 Nov 2026 12:30, by nazanin.");
    expect(group).toContain("• &lt;Name1&gt; O'Neil &amp; Co: passport number changed (shown in private chats only), on 3 Nov 2026 12:30, by nazanin.");
    expect(group).toContain("last name changed from “Rezaie” to “Rezaei”");
    for (const secret of ["P1111", "P2222"]) expect(group).not.toContain(secret);
    expect(full).toContain("🔁 <b>Flight changes</b> (1)\n• Flight IR 7250 (THR→KIH) of 11 Dec 2026 07:10 moved to IR 7250 of 12 Dec 2026 07:10, on 4 Nov 2026 11:30, reason: Moved &lt;later&gt;.");
  });

  it("lists a moved leg once with where it was moved from: the day alone for the same flight, the flight too for another, in en/fa/ar", () => {
    const history = booking(1, 1);
    history.History_ChangedFlight.HistoryList = [
      { ChangeDateTime: "2026-11-04 08:00:00", OriginIataCode: "THR", DestinationIataCode: "KIH", OldFlightNumber: "7250", OldFlightDate: "2026-12-11 07:10", NewFlightNumber: "7250", NewFlightDate: "2026-12-12 07:10", AirlineIataCode: "IR", Reason: null },
    ];
    const legsOf = (h: HistoryResponse, w = en) => text(renderHistory(view(h), w)).split("\n").filter((line) => /^\u200F?\S+\. /.test(line) && line.includes("→"));
    expect(legsOf(history)).toEqual(["1. THR→KIH · IR 7250 · 12 Dec 2026 07:10 (moved from 11 Dec 2026 07:10)"]);
    history.History_ChangedFlight.HistoryList[0]!.OldFlightNumber = "7240";
    expect(legsOf(history)).toEqual(["1. THR→KIH · IR 7250 · 12 Dec 2026 07:10 (moved from IR 7240 of 11 Dec 2026 07:10)"]);
    expect(legsOf(history, writer("fa")).join("").replace(/[\u2066-\u2069\u200F]/g, "")).toContain("(جابه‌جا شده از IR 7240 در ۲۰ آذر ۱۴۰۵ ۰۷:۱۰)");
    expect(legsOf(history, writer("ar")).join("").replace(/[\u2066-\u2069\u200F]/g, "")).toContain("(نُقلت من IR 7240 في ١١ ديسمبر ٢٠٢٦ ٠٧:١٠)");
  });

  it("falls back to labelled values for an element of an unknown shape, personal fields left out in groups", () => {
    const history = booking(1, 1);
    history.History_Cancelation.HistoryList = [{ Something: "x & y", PassengerPhone: "+98 912", Amount: 5 }];
    expect(text(renderHistory(view(history), en))).toContain("• Something: x &amp; y · Passenger phone: +98 912 · Amount: 5");
    expect(text(renderHistory(view(history, { personal: false }), en))).toContain("• Something: x &amp; y · Amount: 5");
  });

  it("writes Persian with Persian digits, Jalali dates and isolated Latin codes", () => {
    const fa = writer("fa");
    const all = text(renderHistory(view(withCancellation(booking(1, 2))), fa));
    expect(all).toContain("📘 <b>رزرو \u2066K7M2QA\u2069</b> · ↩️ بخشی استرداد شده");
    expect(all).toContain("۱. \u2066THR→KIH\u2069 · \u2066IR 7250\u2069 · ۲۱ آذر ۱۴۰۵ (۱۲ دسامبر) ۰۷:۱۰");
    expect(all.replace(LTR, "")).toContain(`بلیت <code>${ticketOf(1, 1)}</code> مسافر Mina Rezaei در ۲۲ آذر ۱۴۰۵ ۱۳:۴۵ استرداد شد، پرواز THR→KIH IR 7250، به درخواست مسافر، جریمه ۳۰٪ = ۷۳۸٬۳۰۰ ریال، مبلغ برگشتی ۱٬۷۲۲٬۷۰۰ ریال، توسط leila`);
    expect(all).not.toMatch(/[0-9]{2}:[0-9]{2}/);
    // Latin digits when chosen in /lang; identifiers stay as sent either way.
    expect(text(renderHistory(view(booking(1, 1)), writer("fa", "latin")))).toContain("950.47 ریال");
  });
});

describe("renderHistory: long bookings", () => {
  it("packs whole passengers into messages under Telegram's limit, buttons under the last", () => {
    const pages = renderHistory(view(booking(60, 4), { canRefund: true }), en);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page.text.length).toBeLessThan(TELEGRAM_TEXT_LIMIT);
    for (let i = 1; i <= 60; i++) {
      const holding = pages.filter((p) => p.text.includes(`&lt;Name${i}&gt;`));
      expect(holding).toHaveLength(1);
      for (let s = 0; s < 4; s++) expect(holding[0]!.text).toContain(ticketOf(i, s));
    }
    expect(pages.slice(0, -1).every((p) => p.keyboard === undefined)).toBe(true);
    expect(buttonsOf(pages)?.filter((b) => !b.startsWith("⧉"))).toEqual(["🗂 Details", "💰 Penalty quote", "↩️ Refund"]);
  });
});

describe("renderHistoryDetails", () => {
  it("shows contacts, remarks and documents in a private chat, and only what is not personal in a group", () => {
    const d = { pnr: "K7M2QA", history: booking(1, 1), now: new Date("2026-11-20T00:00:00Z") };
    const full = renderHistoryDetails({ ...d, personal: true }, en).text;
    const group = renderHistoryDetails({ ...d, personal: false }, en).text;
    expect(full).toContain("📞 Phone: +98 &lt;1&gt; · Email: a@b.example");
    expect(full).toContain("National id: <code>0012345601</code>");
    expect(full).toContain("Passport: number P&lt;1&gt; · expiry 1 Jan 2030 · issuing country IR");
    for (const text of [full, group]) {
      expect(text).toContain("📝 Remarks: line one line &lt;two&gt;");
      expect(text).toContain("👤 <b>1. &lt;Name1&gt; O'Neil &amp; Co</b> · adult · female · born 1 Jan 1990 · IR");
    }
    for (const secret of ["+98", "a@b.example", "0012345601", "P&lt;1&gt;"]) expect(group).not.toContain(secret);
    expect(group).toContain("🔒 National ids, passports, phones and emails are shown only in a private chat");
  });
});

describe("renderStatus", () => {
  it("says issued only for StatusId 1, points to the history, and shows the fail reason", () => {
    const issued = renderStatus("FD-1", { StatusId: 1, StatusDesc: "OK", LocalPnr: "K7M2QA", FailReason: null, PassengerList: [passenger(1, 1)] }, en, 42);
    expect(issued.text.split("\n")[1]).toBe("✅ Issued");
    expect(issued.text).toContain("PNR: <code>K7M2QA</code> · full history: <code>/history K7M2QA</code>");
    expect(issued.text).toContain(`<b>1. &lt;Name1&gt; O'Neil &amp; Co</b> · adult\n   THR→KIH · IR 7250 · 12 Dec 2026 07:10 · <code>${ticketOf(1, 0)}</code>`);
    expect(issued.keyboard?.inline_keyboard.flat().map((b) => b.text)).toEqual(["📘 Full history"]);
    const failed = renderStatus("FD-2", { StatusId: 7, StatusDesc: "<odd>", LocalPnr: " ", FailReason: "no & seats", PassengerList: [] }, en, 42);
    expect(failed.text).toBe("📄 <b>Booking request FD-2</b>\n⚠️ Not issued: &lt;odd&gt; (status 7)\nNo PNR was issued.\nReason: no &amp; seats");
    expect(failed.keyboard).toBeUndefined();
    expect(renderStatus("FD-2", { StatusId: 2, StatusDesc: "Failed", LocalPnr: "", FailReason: null, PassengerList: [] }, writer("fa"), 42).text).toContain("⚠️ صادر نشد: درخواست رزرو ناموفق بود\n");
    // A word with a code it does not go with: both shown as sent.
    expect(renderStatus("FD-3", { StatusId: 3, StatusDesc: "Failed", LocalPnr: "", FailReason: null, PassengerList: [] }, en, 42).text).toContain("⚠️ Not issued: Failed (status 3)");
  });
});
