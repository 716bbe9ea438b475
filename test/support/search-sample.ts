/**
 * Synthetic availability answers in the supplier's wire shape, for the search renderer tests
 * and the benchmark: any number of round-trip itineraries, with texts as long and as hostile
 * as a test wants.
 */

import type { ParsedSearch } from "../../src/domain/parsed-search.js";
import { parseSearchLine } from "../../src/domain/search-query.js";

/** The round trip every sample answers: THR -> MHD on 2026-12-01, back on 2026-12-05. */
export const SAMPLE_QUERY: ParsedSearch = sampleQuery();

function sampleQuery(): ParsedSearch {
  const parsed = parseSearchLine("THR MHD 2026-12-01 2026-12-05", "2026-11-22");
  if (!parsed.ok) throw new Error(`sample query refused: ${parsed.error.code}`);
  return parsed.query;
}

export interface SampleOptions {
  /** Itineraries in ItineraryList (outbound x return x class combinations, first ones first). */
  itineraries: number;
  remarks?: string;
  cancellation?: string;
  fareName?: string;
  currency?: string;
  /** ClosedFlightList entries. */
  closed?: number;
}

const HOUR = 60;

function fare(total: number, tax: number) {
  return { BaseFare: total - tax, Tax: tax, TotalFare: total, Commission: Math.round(total * 0.03), Markup: tax > 0 ? 450_000 : 0, Payable: total - Math.round(total * 0.03) + (tax > 0 ? 450_000 : 0) };
}

const baggage = (kg: number, hand: number) => ({ CheckedBaggageQuantity: 1, CheckedBaggageTotalWeight: kg, HandBaggageQuantity: hand > 0 ? 1 : 0, HandBaggageTotalWeight: hand });

function time(date: string, minutes: number): string {
  const h = String(Math.floor(minutes / HOUR) % 24).padStart(2, "0");
  const m = String(minutes % HOUR).padStart(2, "0");
  return `${date} ${h}:${m}`;
}

function flight(n: number, from: string, to: string, date: string, opts: SampleOptions) {
  const departs = 5 * HOUR + (n % 50) * 97;
  const thirdParty = n % 3 === 2;
  return {
    FlightNumber: String(4000 + n),
    DepartureDateTime: time(date, departs),
    Origin: { Code: from, Terminal: "" },
    Destination: { Code: to, Terminal: "" },
    Aircraft: n % 2 ? "320" : "M88",
    ArrivalDateTime: time(date, departs + 95),
    Duration: 95,
    Airline: thirdParty ? "W5" : "ZV",
    Remarks: opts.remarks ?? (thirdParty ? "Partner flight; the ticket is issued by the operating airline." : ""),
    Source: thirdParty ? "ThirdParty" : "Owned",
    Stop1: n % 4 === 1 ? { AirportIataCode: "SYZ", FlightDurationUntilThisStopInMinute: 50, StopDurationInMinute: 40, ArrivalDateTime: time(date, departs + 50), DepartureDateTime: time(date, departs + 90) } : null,
    Stop2: null,
  };
}

function flightClass(n: number, k: number, opts: SampleOptions) {
  const total = 25_000_000 + n * 1_150_000 + k * 3_300_000;
  const tax = n % 3 === 2 ? 2_646_000 : 0;
  return {
    CabinType: k === 0 ? "Economy" : "Business",
    BookingCode: k === 0 ? "Y" : "C",
    FareName: opts.fareName ?? (k === 0 ? "Economy Saver" : "Business Flex"),
    AvailableSeat: (n * 7 + k * 3) % 12 + 1,
    AdultFare: fare(total, tax),
    ChildFare: fare(Math.round(total * 0.75), tax),
    InfantFare: fare(Math.round(total * 0.1), 0),
    AdultFreeBaggage: baggage(20 + k * 10, 7),
    ChildFreeBaggage: baggage(20 + k * 10, 7),
    InfantFreeBaggage: baggage(10, 0),
    CancelationPolicyList: [
      { Culture: "fa-IR", Text: opts.cancellation ?? "تا ۷۲ ساعت پیش از پرواز ۱۰ درصد جریمه؛ از ۷۲ تا ۲۴ ساعت ۳۰ درصد." },
      { Culture: "en-US", Text: opts.cancellation ?? "Until 72 hours before departure: 10% penalty; 72 to 24 hours: 30%; less than 3 hours: 80%." },
    ],
    RestrictedForTour: false,
    PermittedNationalityList: n % 5 === 0 ? ["IR", "IQ"] : ["All"],
    ProhibitedNationalityList: n % 5 === 1 ? ["AF", "AF"] : [],
  };
}

/** A round-trip answer THR -> MHD (2026-12-01) and back (2026-12-05). */
export function roundTripSample(opts: SampleOptions): Record<string, unknown> {
  const classes = 2;
  const perDirection = Math.max(1, Math.ceil(Math.sqrt(opts.itineraries) / classes));
  const segment = (n: number, k: number, back: boolean) => ({
    ...flight(n, back ? "MHD" : "THR", back ? "THR" : "MHD", back ? "2026-12-05" : "2026-12-01", opts),
    FlightClass: flightClass(n, k, opts),
  });
  const itineraries: unknown[] = [];
  outer: for (let out = 0; out < perDirection * classes * 4; out++) {
    for (let back = 0; back < perDirection * classes; back++) {
      if (itineraries.length >= opts.itineraries) break outer;
      const outFlight = Math.floor(out / classes);
      const backFlight = Math.floor(back / classes);
      itineraries.push({ FlightList: [segment(outFlight, out % classes, false), segment(50 + backFlight, back % classes, true)] });
    }
  }
  const closed = Array.from({ length: opts.closed ?? 0 }, (_, i) => flight(90 + i, "THR", "MHD", "2026-12-01", opts));
  return { CurrencyCode: opts.currency ?? "IRR", ItineraryList: itineraries, ClosedFlightList: closed };
}
