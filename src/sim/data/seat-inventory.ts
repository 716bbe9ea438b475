import type { BookedLeg, Booking } from "./bookings.js";
import type { Flight } from "./flights.js";

/**
 * Seats of each flight against its aircraft: those bookings took and those its classes still
 * offer. A sale must fit what is free, so a flight never sells more than its capacity (Flight
 * GetList's seatCapacity), and after each sale the classes offer no more than is free, so search
 * agrees with what was sold. Third-party flights have no known capacity: their classes are the
 * only limit. Infants sit on a lap and take no seat.
 */
export class SeatInventory {
  private readonly taken = new Map<number, number>();

  constructor(private readonly capacityOf: (flight: Flight) => number | null) {}

  /** Seats of the aircraft; null when unknown (third-party flights). */
  capacity(flight: Flight): number | null {
    return this.capacityOf(flight);
  }

  takenOn(flight: Flight): number {
    return this.taken.get(flight.id) ?? 0;
  }

  /** Seats of the aircraft no booking holds; Infinity when its capacity is unknown. */
  free(flight: Flight): number {
    const capacity = this.capacityOf(flight);
    return capacity === null ? Infinity : capacity - this.takenOn(flight);
  }

  fits(flight: Flight, seats: number): boolean {
    return this.free(flight) >= seats;
  }

  /**
   * Records a booking's seats on each of its flights. `fromClasses`: a sale made here, which also
   * takes them from the class sold; the seeded bookings were never counted in the classes' seats.
   */
  take(booking: Booking, fromClasses: boolean): void {
    const seats = seatsOf(booking);
    for (const leg of booking.legs) {
      if (fromClasses) this.hold(leg, seats);
      else this.taken.set(leg.flight.id, this.takenOn(leg.flight) + seats);
    }
  }

  /** Seats taken from the aircraft and from the class of a leg: a sale's, or a lock's until it is released. */
  hold(leg: BookedLeg, seats: number): void {
    this.taken.set(leg.flight.id, this.takenOn(leg.flight) + seats);
    leg.cls.seats = Math.max(0, leg.cls.seats - seats);
    this.clip(leg.flight);
  }

  /** Cancelled (or released) seats of a leg back on sale in its class. */
  release(leg: BookedLeg, seats: number): void {
    this.taken.set(leg.flight.id, Math.max(0, this.takenOn(leg.flight) - seats));
    leg.cls.seats += seats;
  }

  /** The classes offer no more than is free: the class offering most gives way first. */
  clip(flight: Flight): void {
    let excess = flight.classes.reduce((sum, cls) => sum + cls.seats, 0) - Math.max(0, this.free(flight));
    while (excess > 0) {
      const fullest = flight.classes.reduce((a, b) => (b.seats > a.seats ? b : a));
      fullest.seats--;
      excess--;
    }
  }
}

function seatsOf(booking: Booking): number {
  return booking.passengers.filter((p) => p.ageCode !== "INF").length;
}
