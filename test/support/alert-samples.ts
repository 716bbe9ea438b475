import type { AlertLeg, BookingAlert } from "../../src/store/store.js";

/** Alert bodies shared by the alert tests. */

export const sampleLeg = (origin: string, destination: string, airline: string, flight: string): AlertLeg => ({ origin, destination, airline, flight, date: "2026-12-01 08:30" });

/** A small booking: one adult, charter, no seller or gateway. */
export const sampleBooking = (over: Partial<BookingAlert> = {}): BookingAlert => ({
  kind: "booking",
  pnr: "K7M2QA",
  legs: [sampleLeg("THR", "MHD", "IR", "452"), sampleLeg("MHD", "THR", "IR", "453")],
  passengers: { adult: 1, child: 0, infant: 0, other: 0 },
  total: 45,
  currency: "IRR",
  agency: null,
  user: null,
  channel: "charter",
  gateway: null,
  bookedAt: "2026-11-20 10:14:02",
  ...over,
});
