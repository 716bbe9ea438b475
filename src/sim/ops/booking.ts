import { z } from "zod";
import { authenticate } from "../auth.js";
import { exception, parseRequest } from "../errors.js";
import { toAmount } from "../money.js";
import { formatMinutes, formatSeconds } from "../time.js";
import type { WireHistoryResponse, WireStatusResponse } from "../wire/booking.js";
import { currentPassengers, initialPassengers } from "./booking-wire.js";
import type { OpContext } from "./context.js";

/** GetHistory and GetStatus (V3). */

const HistoryRequestSchema = z.object({ Username: z.string(), Password: z.string(), Pnr: z.string() });
const StatusRequestSchema = z.object({ Username: z.string(), Password: z.string(), YourLocalInventoryPnr: z.string() });

export function getHistory(ctx: OpContext): WireHistoryResponse {
  const req = parseRequest(HistoryRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  const booking = ctx.world.bookings.get(req.Pnr);
  if (!booking) throw exception(`No booking was found with the reference ${req.Pnr}.`);
  const { currency } = ctx.world;
  return {
    LastState: { PassengerList: currentPassengers(currency, booking) },
    History_InitialBooking: {
      BookingDateTime: formatSeconds(booking.bookedAtUtc),
      Phone: booking.phone,
      Email: booking.email,
      Remarks: booking.remarks,
      PassengerList: initialPassengers(currency, booking),
    },
    History_Cancelation: {
      HistoryList: booking.cancellations.map((c) => {
        const passenger = booking.passengers[c.ticket.passenger]!;
        const { flight } = booking.legs[c.ticket.leg]!;
        return {
          CancelationDateTime: formatSeconds(c.atUtc),
          PassengerId: passenger.id,
          FirstName: passenger.firstName,
          LastName: passenger.lastName,
          TicketNumber: c.ticket.localNumber,
          FlightNumber: flight.flightNumber,
          FlightDate: formatMinutes(flight.departureUtc, flight.origin.utcOffsetMinutes),
          OriginIataCode: flight.origin.code,
          DestinationIataCode: flight.destination.code,
          Reason: c.reason,
          PenaltyPercent: c.penaltyPercent,
          PenaltyAmount: toAmount(currency, c.penalty),
          AmountPaidBackToPassenger: toAmount(currency, c.refund),
          CancelledByUsername: c.byUsername,
          Remarks: c.remarks,
        };
      }),
    },
    History_PassengerInfoChanged: {
      HistoryList: booking.infoChanges.map((change) => ({
        ChangeDateTime: formatSeconds(change.atUtc),
        PassengerId: booking.passengers[change.passenger]!.id,
        FieldName: change.field,
        OldValue: change.oldValue,
        NewValue: change.newValue,
        ChangedByUsername: change.byUsername,
      })),
    },
    History_ChangedFlight: {
      HistoryList: booking.flightChanges.map((change) => ({
        ChangeDateTime: formatSeconds(change.atUtc),
        OriginIataCode: change.from.flight.origin.code,
        DestinationIataCode: change.from.flight.destination.code,
        OldFlightNumber: change.from.flight.flightNumber,
        OldFlightDate: formatMinutes(change.from.flight.departureUtc, change.from.flight.origin.utcOffsetMinutes),
        NewFlightNumber: change.to.flight.flightNumber,
        NewFlightDate: formatMinutes(change.to.flight.departureUtc, change.to.flight.origin.utcOffsetMinutes),
        AirlineIataCode: change.to.flight.airline.code,
        Reason: change.reason,
      })),
    },
  };
}

export function getStatus(ctx: OpContext): WireStatusResponse {
  const req = parseRequest(StatusRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  const record = ctx.world.bookings.status(req.YourLocalInventoryPnr);
  if (!record) throw exception(`No booking request was found with the reference ${req.YourLocalInventoryPnr}.`);
  if (record.kind === "failed") {
    return { StatusId: 2, StatusDesc: "Failed", LocalPnr: "", FailReason: record.reason, PassengerList: [] };
  }
  return {
    StatusId: 1,
    StatusDesc: "OK",
    LocalPnr: record.booking.pnr,
    FailReason: null,
    PassengerList: currentPassengers(ctx.world.currency, record.booking),
  };
}
