import type { BookedLeg, Booking, InfoChange } from "./bookings.js";

/** Changes after booking: the current state moves on, the history records what moved. */

export function changePassenger(
  booking: Booking,
  index: number,
  field: InfoChange["field"],
  newValue: string,
  atUtc: number,
  byUsername: string,
): void {
  const current = booking.passengers[index];
  if (!current) throw new Error(`booking ${booking.pnr} has no passenger ${index}`);
  const next = { ...current, passport: current.passport && { ...current.passport } };
  let oldValue: string;
  switch (field) {
    case "FirstName":
      oldValue = next.firstName;
      next.firstName = newValue;
      break;
    case "LastName":
      oldValue = next.lastName;
      next.lastName = newValue;
      break;
    case "Birthdate":
      oldValue = next.birthdate;
      next.birthdate = newValue;
      break;
    case "PassportNumber":
      if (!next.passport) throw new Error("passenger has no passport");
      oldValue = next.passport.number;
      next.passport.number = newValue;
      break;
  }
  booking.passengers[index] = next;
  booking.infoChanges.push({ atUtc, passenger: index, field, oldValue, newValue, byUsername });
}

export function replaceFlight(booking: Booking, leg: number, to: BookedLeg, atUtc: number, reason: string): void {
  const from = booking.legs[leg];
  if (!from) throw new Error(`booking ${booking.pnr} has no leg ${leg}`);
  booking.legs[leg] = to;
  booking.flightChanges.push({ atUtc, leg, from, to, reason });
}
