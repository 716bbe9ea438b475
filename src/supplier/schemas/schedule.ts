import { z } from "zod";
import { usernamePasswordShape } from "./common.js";
import { list, optionalText, record } from "./tolerant.js";

/**
 * ChangedSchedulePassengers (V1), Charter and Webservice: the passengers whose flight the airline
 * moved. Not in the interface document; read from the supplier's partner pages, so only what the
 * schedule-change desk acts on is strict (the booking, the ticket, the flight and its two times).
 */
export const ScheduleChangesRequestSchema = z.looseObject({
  ...usernamePasswordShape,
  /** yyyy-MM-dd */
  FromDate: z.string(),
  /** yyyy-MM-dd */
  ToDate: z.string(),
});

/** A flight number as text, also when a service sends it as a number. */
const flightNumberText = z.union([z.string(), z.number()]).transform((value) => String(value));

export const ChangedPassengerSchema = record({
  Pnr: z.string(),
  /** The ticket a reason-2 refund names. */
  TicketNumber: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** Adult, Child, Infant (or ADL, CHD, INF); kept as sent. */
  AgeType: optionalText,
  FlightNumber: flightNumberText,
  AirlineIataCode: z.string(),
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  /** yyyy-MM-dd HH:mm, origin local time, as booked. */
  OldFlightDateTime: z.string(),
  /** yyyy-MM-dd HH:mm, origin local time, after the change. */
  NewFlightDateTime: z.string(),
  /** Not documented: shown as sent when present (a number is kept as its digits). */
  ChangeType: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? null : String(value))),
});

export const ScheduleChangesResponseSchema = record({ PassengerList: list(ChangedPassengerSchema) });

export type ScheduleChangesRequest = z.infer<typeof ScheduleChangesRequestSchema>;
export type ChangedPassenger = z.infer<typeof ChangedPassengerSchema>;
export type ScheduleChangesResponse = z.infer<typeof ScheduleChangesResponseSchema>;
