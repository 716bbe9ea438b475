import type { AgeGroup, Fare } from "./fares.js";
import type { Flight, FlightClass } from "./flights.js";

/**
 * Bookings as the supplier keeps them: the state at booking time (for History_InitialBooking
 * and the booking event) beside the current state, and the history that turned one into the
 * other. Tickets are per passenger and leg; a refunded ticket keeps its cancellation.
 */
export type AgeCode = "ADL" | "CHD" | "INF";

export const AGE_GROUP_OF: Readonly<Record<AgeCode, AgeGroup>> = { ADL: "adult", CHD: "child", INF: "infant" };

export interface Passport {
  number: string;
  expiryDate: string;
  issuingCountry: string;
}

export interface PassengerInfo {
  /** GUID-shaped. */
  id: string;
  firstName: string;
  lastName: string;
  ageCode: AgeCode;
  gender: "M" | "F";
  birthdate: string;
  nationality: string;
  /** Iranian national code (10 digits) for Iranians, else null. */
  codeMelli: string | null;
  /** For foreigners, else null. */
  passport: Passport | null;
}

export interface BookedLeg {
  flight: Flight;
  cls: FlightClass;
}

export interface Cancellation {
  ticket: Ticket;
  atUtc: number;
  /** 1 = passenger's personal reasons, 2 = schedule changed by the airline. */
  reason: 1 | 2;
  penaltyPercent: number;
  penalty: number;
  /** Round-trip discount of the other leg the rules take back (minor units). */
  oppositeDifferenceDue: number;
  /** The part actually taken back (0 for reason 2). */
  oppositeDifference: number;
  /** Round-trip discount of this leg given back (minor units). */
  currentDifference: number;
  refund: number;
  byUsername: string;
  remarks: string | null;
}

export interface Ticket {
  passenger: number;
  leg: number;
  localNumber: string;
  /** The operating airline's ticket number (the local one on owned flights). */
  originalNumber: string;
  /** The operating supplier's PNR (the booking's own on owned flights). */
  originalPnr: string;
  /** Fare sold: the round-trip fare when the booking got one. */
  sale: Fare;
  /** One-way fare of the same class at booking time (equal to sale unless round-trip priced). */
  oneway: Fare;
  cancellation: Cancellation | null;
}

export interface InfoChange {
  atUtc: number;
  passenger: number;
  field: "FirstName" | "LastName" | "Birthdate" | "PassportNumber";
  oldValue: string;
  newValue: string;
  byUsername: string;
}

export interface FlightChange {
  atUtc: number;
  leg: number;
  from: BookedLeg;
  to: BookedLeg;
  reason: string;
}

export interface SalesChannel {
  agencyId: number;
  agencyName: string;
  forUserId: number;
  forUserName: string;
  byUserId: number;
  byUserName: string;
  userIp: string;
  bookedByExternalApi: boolean;
}

export type Gateway = "Mellat" | "Saman" | "Parsian" | "Sadad";

export interface Payment {
  /** 1 = online payment gateway, 2 = agency credit. */
  typeId: 1 | 2;
  gateway: Gateway | null;
  invoiceNumber: string;
  transactionReferenceId: string;
  traceNumber: string;
  referenceNumber: string;
}

export interface Booking {
  pnr: string;
  /** The caller's YourLocalInventoryPnr of the Book request (GetStatus). */
  reference: string;
  serialNumber: number;
  bookedAtUtc: number;
  phone: string;
  email: string;
  address: string;
  remarks: string | null;
  channel: SalesChannel;
  payment: Payment;
  utm: { source: string; medium: string; campaign: string } | null;
  cookieTraceId: string;
  /** The agency's own reference, when it sent one. */
  agencyPnr: string | null;
  roundTrip: boolean;
  /** Sold at the round-trip-only combined fare. */
  roundTripFare: boolean;
  initialPassengers: readonly PassengerInfo[];
  passengers: PassengerInfo[];
  initialLegs: readonly BookedLeg[];
  legs: BookedLeg[];
  tickets: Ticket[];
  cancellations: Cancellation[];
  infoChanges: InfoChange[];
  flightChanges: FlightChange[];
}

export type StatusRecord =
  | { reference: string; kind: "issued"; booking: Booking }
  | { reference: string; kind: "failed"; reason: string };

/** The bookings of one simulator instance, by PNR and by booking request reference. */
export class BookingStore {
  private readonly byPnr = new Map<string, Booking>();
  private readonly statuses = new Map<string, StatusRecord>();
  /** PNRs and ticket numbers in use (or reserved, like the fixtures' unknown ones). */
  private readonly taken = new Set<string>();

  reserve(identifier: string): void {
    this.taken.add(identifier);
  }

  isTaken(identifier: string): boolean {
    return this.taken.has(identifier);
  }

  add(booking: Booking): void {
    if (this.byPnr.has(booking.pnr)) throw new Error(`duplicate PNR ${booking.pnr}`);
    this.byPnr.set(booking.pnr, booking);
    this.statuses.set(booking.reference, { reference: booking.reference, kind: "issued", booking });
    this.taken.add(booking.pnr);
    for (const ticket of booking.tickets) this.taken.add(ticket.localNumber);
  }

  addFailure(reference: string, reason: string): void {
    this.statuses.set(reference, { reference, kind: "failed", reason });
  }

  get(pnr: string): Booking | undefined {
    return this.byPnr.get(pnr);
  }

  status(reference: string): StatusRecord | undefined {
    return this.statuses.get(reference);
  }

  all(): Booking[] {
    return [...this.byPnr.values()];
  }
}

export function findTicket(booking: Booking, number: string): Ticket | undefined {
  return booking.tickets.find((ticket) => ticket.localNumber === number);
}

/** The same passenger's ticket on the other leg of a round trip. */
export function oppositeTicket(booking: Booking, ticket: Ticket): Ticket | undefined {
  if (!booking.roundTrip) return undefined;
  return booking.tickets.find((other) => other.passenger === ticket.passenger && other.leg !== ticket.leg);
}
