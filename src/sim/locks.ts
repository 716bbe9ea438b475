import type { BookedLeg } from "./data/bookings.js";

/**
 * Seats held by Lock until Book issues them, ReleaseLock frees them or the lock expires. One Lock
 * holds a segment, or two for a round trip, each with an id of its own (ReleaseLock frees one);
 * sell.ts counts what is held off the class and the aircraft and gives it back.
 */
export type HoldState = "held" | "released" | "expired" | "booked";

export interface PartyCounts {
  adults: number;
  children: number;
  infants: number;
}

export interface SegmentHold {
  id: number;
  leg: BookedLeg;
  state: HoldState;
}

export interface SeatLock {
  departure: SegmentHold;
  returning: SegmentHold | null;
  party: PartyCounts;
  /** Seats held on each segment: adults and children (infants sit on a lap). */
  seats: number;
  /** The TotalPayable the seats were locked at, minor units. */
  totalMinor: number;
  expiresAtMs: number;
}

export interface NewLock {
  departure: BookedLeg;
  returning: BookedLeg | null;
  party: PartyCounts;
  seats: number;
  totalMinor: number;
  expiresAtMs: number;
}

const FIRST_LOCK_ID = 7_300_001;

export class LockStore {
  private readonly locks: SeatLock[] = [];
  private readonly byId = new Map<number, { lock: SeatLock; hold: SegmentHold }>();
  private nextId = FIRST_LOCK_ID;

  create(spec: NewLock): SeatLock {
    const hold = (leg: BookedLeg): SegmentHold => ({ id: this.nextId++, leg, state: "held" });
    const departure = hold(spec.departure);
    const returning = spec.returning && hold(spec.returning);
    const lock: SeatLock = { departure, returning, party: spec.party, seats: spec.seats, totalMinor: spec.totalMinor, expiresAtMs: spec.expiresAtMs };
    this.locks.push(lock);
    for (const segment of holdsOf(lock)) this.byId.set(segment.id, { lock, hold: segment });
    return lock;
  }

  /** The lock and segment of an id as a request carries it: a number or its digits. */
  find(id: number | string): { lock: SeatLock; hold: SegmentHold } | undefined {
    const number = typeof id === "number" ? id : /^\d{1,15}$/.test(id.trim()) ? Number(id) : NaN;
    return this.byId.get(number);
  }

  /** Segments still held by locks that expired by `nowMs`. */
  expiring(nowMs: number): { lock: SeatLock; hold: SegmentHold }[] {
    return this.locks
      .filter((lock) => lock.expiresAtMs <= nowMs)
      .flatMap((lock) => holdsOf(lock).filter((hold) => hold.state === "held").map((hold) => ({ lock, hold })));
  }
}

export function holdsOf(lock: SeatLock): SegmentHold[] {
  return lock.returning ? [lock.departure, lock.returning] : [lock.departure];
}
