import { z } from "zod";
import { authenticate } from "../auth.js";
import type { FlightChange } from "../data/bookings.js";
import type { FlightSourceKind } from "../data/routes.js";
import { exception, parseRequest } from "../errors.js";
import { localFlightDate } from "../feed/wire-parts.js";
import { parseDate } from "../time.js";
import type { WireChangedPassenger, WireScheduleChangesResponse } from "../wire/schedule.js";
import type { OpContext } from "./context.js";
import { AGE_TYPE } from "./refund.js";

/**
 * ChangedSchedulePassengers (V1): every ticket on a flight the airline replaced (the bookings'
 * History_ChangedFlight), refunded or not, whose old or new local flight date is in the range.
 * Charter lists the supplier's own flights, Webservice those it sells for partners.
 */
const RequestSchema = z.object({ Username: z.string(), Password: z.string(), FromDate: z.string(), ToDate: z.string() });

export const changedScheduleCharter = (ctx: OpContext): WireScheduleChangesResponse => changedPassengers(ctx, "Owned");
export const changedScheduleWebservice = (ctx: OpContext): WireScheduleChangesResponse => changedPassengers(ctx, "ThirdParty");

function changeType(change: FlightChange): string {
  if (change.from.flight.flightNumber !== change.to.flight.flightNumber) return "FlightChanged";
  return change.from.flight.localDate !== change.to.flight.localDate ? "DateChanged" : "TimeChanged";
}

function changedPassengers(ctx: OpContext, source: FlightSourceKind): WireScheduleChangesResponse {
  const req = parseRequest(RequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  for (const [field, value] of [["FromDate", req.FromDate], ["ToDate", req.ToDate]] as const) {
    if (parseDate(value) === null) throw exception(`${field} must be a date in the form yyyy-MM-dd.`);
  }
  if (req.FromDate > req.ToDate) throw exception("FromDate must not be after ToDate.");
  const inRange = (date: string): boolean => date >= req.FromDate && date <= req.ToDate;
  const list: WireChangedPassenger[] = [];
  for (const booking of ctx.world.bookings.all()) {
    for (const change of booking.flightChanges) {
      const { from, to } = change;
      if (to.flight.service.source !== source || !(inRange(from.flight.localDate) || inRange(to.flight.localDate))) continue;
      for (const ticket of booking.tickets.filter((t) => t.leg === change.leg)) {
        const passenger = booking.passengers[ticket.passenger]!;
        list.push({
          Pnr: booking.pnr,
          TicketNumber: ticket.localNumber,
          FirstName: passenger.firstName,
          LastName: passenger.lastName,
          AgeType: AGE_TYPE[passenger.ageCode],
          FlightNumber: to.flight.flightNumber,
          AirlineIataCode: to.flight.airline.code,
          OriginIataCode: to.flight.origin.code,
          DestinationIataCode: to.flight.destination.code,
          OldFlightDateTime: localFlightDate(from),
          NewFlightDateTime: localFlightDate(to),
          ChangeType: changeType(change),
        });
      }
    }
  }
  return { PassengerList: list };
}
