import { digits, guid, type Rng } from "../random.js";
import { AGE_GROUP_OF, type BookedLeg, type Booking, type BookingStore, type PassengerInfo, type SalesChannel, type Ticket } from "./bookings.js";
import { randomChannel, randomPayment } from "./channels.js";
import type { Flight, FlightClass, Schedule } from "./flights.js";
import { randomContact } from "./people.js";

/** Builds bookings with unique PNRs, ticket numbers, serials and references, and stores them. */

export interface NewBooking {
  pnr?: string;
  reference?: string;
  serialNumber?: number;
  legs: BookedLeg[];
  passengers: PassengerInfo[];
  roundTrip: boolean;
  /** Local ticket numbers, passenger by passenger, leg by leg; generated when absent. */
  tickets?: readonly string[];
  bookedAtUtc: number;
  remarks?: string | null;
  /** A sale through the web service (Book): the caller's contact, channel and own reference, paid from credit. */
  webService?: WebServiceSale;
}

export interface WebServiceSale {
  phone: string;
  email: string;
  channel: SalesChannel;
  /** The caller's YourLocalInventoryPnr. */
  agencyPnr: string;
}

const PNR_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const FIRST_SERIAL = 240_001;
const FIRST_REFERENCE = 2001;

export class BookingFactory {
  private nextSerial = FIRST_SERIAL;
  private nextReference = FIRST_REFERENCE;

  constructor(private readonly store: BookingStore) {}

  /** A new booking, stored. */
  create(rng: Rng, spec: NewBooking): Booking {
    const booking = this.build(rng, spec, true);
    this.store.add(booking);
    return booking;
  }

  /**
   * A booking that is not stored (the synthetic sales behind bulk events). With `unique` false its
   * identifiers depend on the rng alone, so building it twice gives the same booking.
   */
  build(rng: Rng, spec: NewBooking, unique = false): Booking {
    const pnr = spec.pnr ?? this.newPnr(rng, unique);
    const roundTripFare = spec.roundTrip && spec.legs.length === 2 && spec.legs.every((leg) => leg.cls.roundTripFares !== null);
    const tickets: Ticket[] = [];
    spec.passengers.forEach((passenger, p) => {
      spec.legs.forEach((leg, l) => {
        const given = spec.tickets?.[p * spec.legs.length + l];
        const age = AGE_GROUP_OF[passenger.ageCode];
        const oneway = leg.cls.fares[age];
        const localNumber = given ?? this.newTicket(rng, leg.flight.airline.ticketPrefix, unique);
        const owned = leg.flight.service.source === "Owned";
        tickets.push({
          passenger: p,
          leg: l,
          localNumber,
          originalNumber: owned ? localNumber : `${leg.flight.airline.ticketPrefix}${digits(rng, 10)}`,
          originalPnr: owned ? pnr : randomPnr(rng),
          sale: roundTripFare ? leg.cls.roundTripFares![age] : oneway,
          oneway,
          cancellation: null,
        });
      });
    });
    const lead = spec.passengers[0];
    if (!lead) throw new Error("a booking needs a passenger");
    const web = spec.webService;
    const contact = web ? { phone: web.phone, email: web.email, address: "" } : randomContact(rng, lead);
    const booking: Booking = {
      pnr,
      reference: spec.reference ?? `FD-${this.nextReference++}`,
      serialNumber: spec.serialNumber ?? this.nextSerial++,
      bookedAtUtc: spec.bookedAtUtc,
      ...contact,
      remarks: spec.remarks ?? null,
      channel: web?.channel ?? randomChannel(rng),
      payment: randomPayment(rng, web ? false : undefined),
      utm: !web && rng.chance(0.3) ? { source: rng.pick(["google", "instagram", "telegram"]), medium: "cpc", campaign: "charter-season" } : null,
      cookieTraceId: guid(rng),
      agencyPnr: web ? web.agencyPnr : rng.chance(0.4) ? `AG${digits(rng, 6)}` : null,
      roundTrip: spec.roundTrip,
      roundTripFare,
      initialPassengers: spec.passengers.map((p) => ({ ...p, passport: p.passport && { ...p.passport } })),
      passengers: spec.passengers.map((p) => ({ ...p, passport: p.passport && { ...p.passport } })),
      initialLegs: [...spec.legs],
      legs: [...spec.legs],
      tickets,
      cancellations: [],
      infoChanges: [],
      flightChanges: [],
    };
    return booking;
  }

  private newPnr(rng: Rng, unique: boolean): string {
    for (;;) {
      const pnr = randomPnr(rng);
      if (!unique || !this.store.isTaken(pnr)) return pnr;
    }
  }

  private newTicket(rng: Rng, prefix: string, unique: boolean): string {
    for (;;) {
      const number = `${prefix}${digits(rng, 10)}`;
      if (!unique || !this.store.isTaken(number)) return number;
    }
  }
}

/** Six uppercase letters and digits (no I, O, 0 or 1, which are misread). */
export function randomPnr(rng: Rng): string {
  let pnr = "";
  for (let i = 0; i < 6; i++) pnr += PNR_ALPHABET[rng.int(0, PNR_ALPHABET.length - 1)];
  return pnr;
}

/** Which flights and classes a booking may use. */
export type LegFilter = (flight: Flight, cls: FlightClass) => boolean;

/**
 * A flight and class of a route and date that pass the filter: the earliest on-time one, or a
 * random one when an rng is given. Undefined when there is none.
 */
export function pickLeg(schedule: Schedule, origin: string, destination: string, date: string, accept: LegFilter, rng?: Rng): BookedLeg | undefined {
  const candidates: BookedLeg[] = [];
  for (const flight of schedule.flightsOn(origin, destination, date)) {
    for (const cls of flight.classes) if (accept(flight, cls)) candidates.push({ flight, cls });
  }
  if (rng) return candidates.length > 0 ? rng.pick(candidates) : undefined;
  return candidates.find((leg) => leg.flight.status === "OnTime") ?? candidates[0];
}
