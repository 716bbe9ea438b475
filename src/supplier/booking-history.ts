import type { HistoryPassenger, HistoryResponse, InitialPassenger, InitialSegment } from "./schemas/booking.js";

/**
 * What a GetHistory answer says, read for a screen: the booking's state, its legs, its
 * passengers and their tickets, and the three history lists as typed facts. The interface does
 * not describe the list elements; the members read here are the ones suppliers send (in any
 * case), and an element none of them names is kept as `unknown` for a generic line.
 */

export type BookingState = "active" | "partly-refunded" | "refunded" | "flown";
export type TicketState = "open" | "refunded" | "flown";
export type AgeGroup = "adult" | "child" | "infant" | "other";

export interface BookingLeg {
  airline: string;
  flight: string;
  /** yyyy-MM-dd HH:mm, local at the origin, as sent. */
  date: string;
  origin: string;
  destination: string;
  /** The flight and date (as sent) a flight change moved this leg from, when the history lists one. */
  movedFrom?: { flight: string; date: string };
}

export interface BookingTicket {
  number: string;
  leg: BookingLeg;
  state: TicketState;
  /** TotalFare of the ticket. */
  fare: number;
}

export interface BookingPassenger {
  /** The passenger as they are now (or as first booked, when gone from the latest state). */
  person: HistoryPassenger | InitialPassenger;
  age: AgeGroup;
  tickets: BookingTicket[];
}

export interface Cancellation {
  /** UTC as sent, or null. */
  at: string | null;
  ticket: string | null;
  name: string | null;
  leg: BookingLeg | null;
  /** 1 passenger's reasons, 2 schedule changed by the airline; another value as sent. */
  reason: number | string | null;
  penaltyPercent: number | null;
  penalty: number | null;
  refund: number | null;
  by: string | null;
  remarks: string | null;
}

export interface PassengerChange {
  at: string | null;
  name: string | null;
  /** The supplier's field name (LastName, Birthdate...). */
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  by: string | null;
}

export interface FlightChange {
  at: string | null;
  airline: string | null;
  origin: string | null;
  destination: string | null;
  oldFlight: string | null;
  oldDate: string | null;
  newFlight: string | null;
  newDate: string | null;
  reason: string | null;
}

export type HistoryEntry<T> = { kind: "known"; entry: T } | { kind: "unknown"; item: Record<string, unknown> };

export interface BookingDescription {
  state: BookingState;
  /** Each distinct flight of the booking (an open ticket's as it is now), in the order first met. */
  legs: BookingLeg[];
  passengers: BookingPassenger[];
  ages: Record<AgeGroup, number>;
  /** Sums over every ticket as first sold (SaleInfo). */
  fares: number;
  paid: number;
  commission: number;
  cancellations: HistoryEntry<Cancellation>[];
  passengerChanges: HistoryEntry<PassengerChange>[];
  flightChanges: HistoryEntry<FlightChange>[];
}

const AGE_GROUPS: Readonly<Record<string, AgeGroup>> = { ADL: "adult", ADULT: "adult", "1": "adult", CHD: "child", CHILD: "child", "2": "child", INF: "infant", INFANT: "infant", "3": "infant" };

export function ageGroup(code: string | null | undefined): AgeGroup {
  return (code && AGE_GROUPS[code.trim().toUpperCase()]) || "other";
}

/**
 * A flight is surely gone when its local departure is 12 hours behind now read as UTC: no
 * airport is more than 12 hours behind UTC. Nearer than that, it is still shown as open.
 */
const SURELY_DEPARTED_MS = 12 * 3600_000;
export function surelyDeparted(localDate: string, now: Date): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(localDate);
  if (!m) return false;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 23), Number(m[5] ?? 59));
  return at + SURELY_DEPARTED_MS < now.getTime();
}

const legKey = (l: BookingLeg) => [l.airline, l.flight, l.date, l.origin, l.destination].join("|");
const legOf = (s: InitialSegment): BookingLeg => ({ airline: s.AirlineIataCode, flight: s.FlightNumber, date: s.FlightDate, origin: s.OriginIataCode, destination: s.DestinationIataCode });
const fullName = (p: { FirstName: string; LastName: string }) => `${p.FirstName} ${p.LastName}`.trim();

export function describeBooking(history: HistoryResponse, now: Date): BookingDescription {
  const current = history.LastState.PassengerList;
  const initial = history.History_InitialBooking.PassengerList;
  const cancellations = history.History_Cancelation.HistoryList.map(readCancellation);
  const cancelledTickets = new Set(cancellations.flatMap((c) => (c.kind === "known" && c.entry.ticket ? [c.entry.ticket] : [])));

  // The passengers as they are now, then anyone first booked who is no longer there.
  const sameAs = (a: { Id?: string | null; FirstName: string; LastName: string }, b: typeof a) => (a.Id && b.Id ? a.Id === b.Id : fullName(a) === fullName(b));
  const gone = initial.filter((p) => !current.some((c) => sameAs(c, p)));
  const legs = new Map<string, BookingLeg>();
  let [fares, paid, commission] = [0, 0, 0];

  const people = [
    ...current.map((person) => ({ person, latest: person.SegmentList, ageCode: person.AgeType })),
    ...gone.map((person) => ({ person, latest: [], ageCode: person.AgeTypeCode })),
  ];
  const passengers = people.map(({ person, latest, ageCode }): BookingPassenger => {
    const first = initial.find((p) => sameAs(p, person));
    const sold: InitialSegment[] = first?.SegmentList.length ? first.SegmentList : latest;
    // Every ticket first sold, as its flight is now while it is open; then any ticket added since.
    const numbers = [...new Set([...sold, ...latest].map((s) => s.LocalTicketNumber))];
    const tickets = numbers.map((number): BookingTicket => {
      const open = latest.find((s) => s.LocalTicketNumber === number);
      const segment = open ?? sold.find((s) => s.LocalTicketNumber === number)!;
      const leg = legOf(segment);
      if (!legs.has(legKey(leg))) legs.set(legKey(leg), leg);
      const state: TicketState = !open || cancelledTickets.has(number) ? "refunded" : surelyDeparted(leg.date, now) ? "flown" : "open";
      return { number, leg, state, fare: segment.SaleInfo.TotalFare };
    });
    for (const s of sold) {
      fares += s.SaleInfo.TotalFare;
      paid += s.SaleInfo.Payable;
      commission += s.SaleInfo.CalculatedAmountOfCommissionPercent + s.SaleInfo.CommissionValue;
    }
    const age = ageGroup(ageCode);
    // Suppliers leave Birthdate null in one list and not the other: the first booking's fills the gap.
    const born = person.Birthdate || first?.Birthdate ? { ...person, Birthdate: person.Birthdate || first?.Birthdate } : person;
    return { person: born, age: age === "other" && first ? ageGroup(first.AgeTypeCode) : age, tickets };
  });

  const all = passengers.flatMap((p) => p.tickets);
  const open = all.filter((t) => t.state !== "refunded");
  const state: BookingState =
    all.length > 0 && open.length === 0
      ? "refunded"
      : open.length > 0 && open.every((t) => t.state === "flown")
        ? "flown"
        : open.length < all.length || cancellations.length > 0
          ? "partly-refunded"
          : "active";
  const ages: Record<AgeGroup, number> = { adult: 0, child: 0, infant: 0, other: 0 };
  for (const p of passengers) ages[p.age]++;

  // A cancellation names the flight without its airline: the ticket's leg has it.
  for (const c of cancellations) {
    const leg = c.kind === "known" ? all.find((t) => t.number === c.entry.ticket)?.leg : undefined;
    if (c.kind === "known" && leg && (!c.entry.leg || (!c.entry.leg.airline && c.entry.leg.flight === leg.flight))) c.entry.leg = leg;
  }
  const names = new Map<string, string>();
  for (const p of [...initial, ...current]) if (p.Id) names.set(p.Id, fullName(p));
  return {
    state,
    legs: mergeMoves([...legs.values()], history.History_ChangedFlight.HistoryList.map(readFlightChange)),
    passengers,
    ages,
    fares: round(fares),
    paid: round(paid),
    commission: round(commission),
    cancellations,
    passengerChanges: history.History_PassengerInfoChanged.HistoryList.map((item) => readPassengerChange(item, names)),
    flightChanges: history.History_ChangedFlight.HistoryList.map(readFlightChange),
  };
}

/**
 * A leg a flight change moved is one leg, as it is now, saying where it was moved from: not the
 * old flight (which a refunded ticket still names) beside the new one, reading like two legs.
 */
function mergeMoves(legs: BookingLeg[], changes: HistoryEntry<FlightChange>[]): BookingLeg[] {
  let merged = legs;
  for (const change of changes) {
    if (change.kind !== "known") continue;
    const x = change.entry;
    if (!x.oldFlight || !x.oldDate || !x.newFlight || !x.newDate) continue;
    const on = (leg: BookingLeg, flight: string, date: string) =>
      sameFlight(leg.flight, flight) && sameTime(leg.date, date) && (!x.origin || leg.origin === x.origin) && (!x.destination || leg.destination === x.destination);
    const old = merged.find((leg) => on(leg, x.oldFlight!, x.oldDate!));
    const now = merged.find((leg) => on(leg, x.newFlight!, x.newDate!));
    const movedFrom = { flight: x.oldFlight, date: x.oldDate };
    if (now) merged = merged.filter((leg) => leg !== old).map((leg) => (leg === now ? { ...leg, movedFrom } : leg));
    // Only the old flight is named (every ticket on it refunded): shown as moved all the same.
    else if (old) merged = merged.map((leg) => (leg === old ? { ...leg, flight: x.newFlight!, date: x.newDate!, airline: x.airline ?? leg.airline, movedFrom } : leg));
  }
  return merged;
}

/** One flight number, leading zeros aside ("0452" and "452"). */
export const sameFlight = (a: string, b: string) => a.trim().replace(/^0+(?=\d)/, "") === b.trim().replace(/^0+(?=\d)/, "");
/** Local times as sent, to the minute: "2026-12-02 15:20" and "2026-12-02T15:20:00" alike. */
const sameTime = (a: string, b: string) => a.trim().replace("T", " ").slice(0, 16) === b.trim().replace("T", " ").slice(0, 16);

/** Sums of decimal amounts, without the float dust (0.1 + 0.2). */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** A member of a list element, by any of its names, in any case. */
function member(item: Record<string, unknown>, ...names: string[]): unknown {
  for (const name of names) {
    if (name in item) return item[name];
    const key = Object.keys(item).find((k) => k.toLowerCase() === name.toLowerCase());
    if (key !== undefined) return item[key];
  }
  return undefined;
}

function text(item: Record<string, unknown>, ...names: string[]): string | null {
  const value = member(item, ...names);
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function number(item: Record<string, unknown>, ...names: string[]): number | null {
  const value = member(item, ...names);
  if (typeof value === "number" && Number.isFinite(value)) return value;
  if (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return null;
}

function known<T extends object>(item: Record<string, unknown>, entry: T, required: (keyof T)[]): HistoryEntry<T> {
  return required.some((k) => entry[k] != null) ? { kind: "known", entry } : { kind: "unknown", item };
}

function readCancellation(item: Record<string, unknown>): HistoryEntry<Cancellation> {
  const first = text(item, "FirstName");
  const last = text(item, "LastName");
  const flight = text(item, "FlightNumber");
  const origin = text(item, "OriginIataCode", "Origin");
  const destination = text(item, "DestinationIataCode", "Destination");
  const reasonNumber = number(item, "Reason", "RefundReason", "ReasonId");
  const entry: Cancellation = {
    at: text(item, "CancelationDateTime", "CancellationDateTime", "CancelationDateTimeUtc", "CancellationDateTimeUtc", "DateTime"),
    ticket: text(item, "TicketNumber", "LocalTicketNumber"),
    name: first || last ? [first, last].filter(Boolean).join(" ") : null,
    leg: flight && origin && destination ? { airline: text(item, "AirlineIataCode") ?? "", flight, date: text(item, "FlightDate") ?? "", origin, destination } : null,
    reason: reasonNumber ?? text(item, "Reason", "RefundReason"),
    penaltyPercent: number(item, "PenaltyPercent", "PenaltyPolicyPercent"),
    penalty: number(item, "PenaltyAmount", "PenaltyAmountThatPassengerShouldPay"),
    refund: number(item, "AmountPaidBackToPassenger", "AmountThatShouldPayBackToPassenger", "RefundAmount"),
    by: text(item, "CancelledByUsername", "CancelledByUserName", "ByUsername"),
    remarks: text(item, "Remarks"),
  };
  return known(item, entry, ["ticket", "at", "penalty", "refund"]);
}

function readPassengerChange(item: Record<string, unknown>, names: Map<string, string>): HistoryEntry<PassengerChange> {
  const id = text(item, "PassengerId");
  const first = text(item, "FirstName");
  const last = text(item, "LastName");
  const entry: PassengerChange = {
    at: text(item, "ChangeDateTime", "ChangedDateTime", "DateTime"),
    name: (id && names.get(id)) || (first || last ? [first, last].filter(Boolean).join(" ") : null),
    field: text(item, "FieldName", "Field"),
    oldValue: text(item, "OldValue"),
    newValue: text(item, "NewValue"),
    by: text(item, "ChangedByUsername", "ChangedByUserName", "ByUsername"),
  };
  return known(item, entry, ["field"]);
}

function readFlightChange(item: Record<string, unknown>): HistoryEntry<FlightChange> {
  const entry: FlightChange = {
    at: text(item, "ChangeDateTime", "ChangedDateTime", "DateTime"),
    airline: text(item, "AirlineIataCode"),
    origin: text(item, "OriginIataCode"),
    destination: text(item, "DestinationIataCode"),
    oldFlight: text(item, "OldFlightNumber"),
    oldDate: text(item, "OldFlightDate"),
    newFlight: text(item, "NewFlightNumber"),
    newDate: text(item, "NewFlightDate"),
    reason: text(item, "Reason"),
  };
  return known(item, entry, ["oldFlight", "newFlight", "oldDate", "newDate"]);
}
