import type { WireInitialSegment } from "./booking.js";

/** Lock, Book and ReleaseLock (Booking V17) responses. */

export interface WireLockResponse {
  DepartureSegmentLockId: number;
  /** Null for a one-way lock. */
  ReturningSegmentLockId: number | null;
  ExpiryInMinute: number;
}

export interface WireBookPassenger {
  FirstName: string;
  LastName: string;
  /** The passenger's ticket on each segment, as GetHistory's initial booking shows it. */
  DepartureSegment: WireInitialSegment;
  ReturningSegment: WireInitialSegment | null;
}

export interface WireBookResponse {
  LocalPnr: string;
  PassengerList: WireBookPassenger[];
}

/** ReleaseLock answers an empty object. */
export type WireReleaseLockResponse = Record<string, never>;
