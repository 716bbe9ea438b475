import type { Insertable } from "kysely";
import { parseEventTime } from "../domain/cursor.js";
import { searchKeyOf, type FindKind } from "../domain/find-text.js";
import { currencyCode, heldAmount } from "../domain/ledger-money.js";
import { foldedNameSoundKey } from "../domain/name-key.js";
import { foldText } from "../domain/text-fold.js";
import { bookingChannel, bookingLegs } from "../services/events/alert-body.js";
import {
  isFlightBookedEvent,
  isSegmentCancelledEvent,
  type FlightBookedEvent,
  type SegmentCancelledEvent,
  type SupplierEvent,
} from "../supplier/schemas/events.js";
import type { BookingsTable, CancellationsTable, EventsTable, PassengersTable, SetAsideAmountsTable, TicketsTable } from "./schema.js";

/**
 * The ledger rows of a page of events: pure. Booking and cancellation events become rows;
 * other types are not the ledger's. The members the schemas do not check (contact, national
 * code, passport, segments) are read defensively: absent, null or differently cased is normal
 * (the simulator's real profile sends all of these), and gives null, never a thrown error.
 * An amount that cannot be held exactly (src/domain/ledger-money.ts) is left out of its row
 * (null) and listed in `setAside`; its event and its booking or cancellation are kept.
 */

export interface LedgerRows {
  events: Insertable<EventsTable>[];
  bookings: Insertable<BookingsTable>[];
  passengers: Insertable<PassengersTable>[];
  tickets: Insertable<TicketsTable>[];
  cancellations: Insertable<CancellationsTable>[];
  setAside: Insertable<SetAsideAmountsTable>[];
}

export function ledgerRows(events: readonly SupplierEvent[]): LedgerRows {
  const rows: LedgerRows = { events: [], bookings: [], passengers: [], tickets: [], cancellations: [], setAside: [] };
  for (const event of events) {
    if (isFlightBookedEvent(event)) addBooking(rows, event);
    else if (isSegmentCancelledEvent(event)) addCancellation(rows, event);
    else continue;
    rows.events.push({ id: event.Id, type: event.Type, created_at: feedTime(event.CreateDateTime) ?? event.CreateDateTime });
  }
  return rows;
}

function addBooking(rows: LedgerRows, event: FlightBookedEvent): void {
  const data = event.Data;
  const legs = bookingLegs(data);
  const first = legs[0];
  const phone = text(data, "Phone");
  const email = text(data, "Email");
  const external = member(data, "IsBookedByExternalApi");
  const bookedAt = feedTime(data.BookingDateTimeUtc) ?? feedTime(event.CreateDateTime) ?? data.BookingDateTimeUtc;
  const total = heldAmount(data.TotalSalePayable);
  const currency = currencyCode(data.SaleCurrency.Code);
  if (!total) rows.setAside.push(setAside(event.Id, data.Pnr, "", "TotalSalePayable", data.TotalSalePayable, bookedAt));
  rows.bookings.push({
    pnr: data.Pnr,
    event_id: event.Id,
    booked_at: bookedAt,
    agency_id: idText(member(data, "ReserveForAgencyId")),
    agency_name: data.ReserveForAgencyName ?? null,
    for_user: data.ReserveForUserName ?? null,
    by_user: data.ReserveByUserName ?? null,
    channel: bookingChannel(data),
    booked_via: typeof external === "boolean" ? (external ? "api" : "panel") : null,
    currency,
    total_whole: total?.whole ?? null,
    total_nano: total?.nano ?? null,
    phone,
    phone_key: keyOf("phone", phone),
    email,
    email_key: keyOf("email", email),
    route: legs.map((leg) => `${leg.origin}-${leg.destination}`).join(", "),
    first_flight: first ? `${first.airline}${first.flight}` : null,
    first_flight_date: first ? first.date.slice(0, 10) : null,
    passenger_count: data.Passengers.length,
  });
  for (let idx = 0; idx < data.Passengers.length; idx++) {
    const passenger = data.Passengers[idx]!;
    const ageType = ageTypeOf(passenger.AgeTypeId);
    const nationalCode = text(objectAt(passenger, "IranianCartMelli"), "CodeMelli");
    const passport = text(objectAt(passenger, "Passport"), "Number");
    const folded = nameKey(passenger.FirstName, passenger.LastName);
    rows.passengers.push({
      pnr: data.Pnr,
      idx,
      first_name: passenger.FirstName ?? null,
      last_name: passenger.LastName ?? null,
      name_folded: folded,
      name_key: foldedNameSoundKey(folded),
      age_type: ageType,
      national_code: nationalCode,
      national_code_key: keyOf("national-code", nationalCode),
      passport_number: passport,
      passport_key: keyOf("passport", passport),
    });
    // Charter and web-service segments have the same members the ledger reads; numbered on
    // from one kind to the other.
    const ticket = { pnr: data.Pnr, idx, ageType, currency, bookedAt };
    let segmentIdx = 0;
    for (const segment of passenger.CharterSegments) addTicket(rows, ticket, segmentIdx++, "charter", segment);
    for (const segment of passenger.WebserviceSegments) addTicket(rows, ticket, segmentIdx++, "webservice", segment);
  }
}

/** What a passenger's tickets have in common. */
interface TicketOf {
  pnr: string;
  idx: number;
  ageType: string | null;
  currency: string;
  bookedAt: string;
}

function addTicket(rows: LedgerRows, of: TicketOf, segmentIdx: number, kind: "charter" | "webservice", segment: unknown): void {
  const flight = objectAt(segment as Fields, "Flight");
  const sale = objectAt(segment as Fields, "SaleInfo");
  const flightTime = text(flight, "FlightDate");
  rows.tickets.push({
    pnr: of.pnr,
    passenger_idx: of.idx,
    segment_idx: segmentIdx,
    ticket_number: text(segment as Fields, "LocalTicketNumber"),
    kind,
    airline: text(flight, "AirlineIataCode"),
    flight_number: text(flight, "FlightNumber"),
    flight_time: flightTime,
    flight_date: flightTime?.slice(0, 10) ?? null,
    origin: text(flight, "OriginIataCode"),
    destination: text(flight, "DestinationIataCode"),
    fare_class: text(flight, "BookingCode"),
    fare_name: text(flight, "FareName"),
    age_type: of.ageType,
    base_fare: number(sale, "BaseFare"),
    tax: number(sale, "Tax"),
    payable: number(sale, "Payable"),
    currency: of.currency,
    status: "active",
    booked_at: of.bookedAt,
  });
}

function addCancellation(rows: LedgerRows, event: SegmentCancelledEvent): void {
  const data = event.Data;
  const info = data.CancelledFlightInfo;
  const cancelledAt = feedTime(data.CancelationDateTimeUtc) ?? feedTime(event.CreateDateTime) ?? data.CancelationDateTimeUtc;
  const currency = currencyCode(data.SaleCurrency.Code);
  for (const passenger of data.Passengers) {
    const refund = heldAmount(passenger.AmountThatShouldPayBackToPassenger);
    if (!refund) rows.setAside.push(setAside(event.Id, data.Pnr, passenger.TicketNumber, "AmountThatShouldPayBackToPassenger", passenger.AmountThatShouldPayBackToPassenger, cancelledAt));
    rows.cancellations.push({
      pnr: data.Pnr,
      ticket_number: passenger.TicketNumber,
      event_id: event.Id,
      cancelled_at: cancelledAt,
      cancelled_by: data.CancelledByUsername ?? null,
      airline: info.AirlineIataCode ?? null,
      flight_number: info.FlightNumber,
      flight_time: info.FlightDate,
      flight_date: info.FlightDate.slice(0, 10),
      origin: info.OriginIataCode,
      destination: info.DestinationIataCode,
      first_name: passenger.FirstName ?? null,
      last_name: passenger.LastName ?? null,
      age_type: passenger.AgeTypeCode ? ageTypeOf(passenger.AgeTypeCode) : null,
      penalty_percent: passenger.PenaltyPolicyPercent ?? null,
      penalty: passenger.PenaltyAmountThatPassengerShouldPay,
      refund_whole: refund?.whole ?? null,
      refund_nano: refund?.nano ?? null,
      currency,
    });
  }
}

function setAside(eventId: number, pnr: string, ticket: string, member: string, sent: number, at: string): Insertable<SetAsideAmountsTable> {
  return { event_id: eventId, ticket, pnr, member, sent: String(sent), at, told_at: null };
}

/** The feed's "yyyy-MM-dd HH:mm:ss" UTC as it came, an ISO time in that form, or null. */
export function feedTime(value: string): string | null {
  if (parseEventTime(value) !== null) return value;
  const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 19).replace("T", " ");
}

/** The folded name /find compares with (text-fold.ts: the one folding both sides use). */
export function nameKey(first: string | null | undefined, last: string | null | undefined): string {
  return foldText(`${first ?? ""} ${last ?? ""}`);
}

/** The key /find looks a stored field up by (find-text.ts), or null when the field is not of its kind. */
export function keyOf(kind: Exclude<FindKind, "name">, value: string | null): string | null {
  return value === null ? null : searchKeyOf(kind, value);
}

/** AgeTypeId is not described: 1/2/3 and ADL/CHD/INF are understood; anything else is kept as sent. */
export function ageTypeOf(value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const code = String(value).toUpperCase();
  if (code === "1" || code === "ADL" || code === "ADULT") return "ADL";
  if (code === "2" || code === "CHD" || code === "CHILD") return "CHD";
  if (code === "3" || code === "INF" || code === "INFANT") return "INF";
  return code;
}

type Fields = Record<string, unknown>;

/**
 * A member by its name, or in camelCase (the supplier's newer services). Other spellings of the
 * members the schemas name were already made canonical by the client (canonicalTree).
 */
function member(holder: Fields | null, name: string): unknown {
  if (holder === null) return undefined;
  return holder[name] ?? holder[camelCase(name)];
}

/** The camelCase of each member name rows.ts reads: a few dozen, asked for on every row. */
const CAMEL = new Map<string, string>();
function camelCase(name: string): string {
  let camel = CAMEL.get(name);
  if (camel === undefined) CAMEL.set(name, (camel = name.charAt(0).toLowerCase() + name.slice(1)));
  return camel;
}

function objectAt(holder: Fields | null, name: string): Fields | null {
  const value = member(holder, name);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Fields) : null;
}

function text(holder: Fields | null, name: string): string | null {
  const value = member(holder, name);
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function number(holder: Fields | null, name: string): number | null {
  const value = member(holder, name);
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function idText(value: unknown): string | null {
  return typeof value === "number" || (typeof value === "string" && value !== "") ? String(value) : null;
}
