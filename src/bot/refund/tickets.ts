import type { HistoryResponse } from "../../supplier/schemas/booking.js";

/** A ticket that can still be refunded: the booking's latest state lists only those. */
export interface TicketOption {
  ticket: string;
  passenger: string;
  flight: string;
  /** Local date and time as the supplier gave it. */
  date: string;
  route: string;
  /** TotalFare of the sale, shown for a schedule-change refund (no quote exists). */
  saleTotal: number;
}

/** Refunded segments are not in LastState, so they are never offered. */
export function refundableTickets(history: HistoryResponse): TicketOption[] {
  return history.LastState.PassengerList.flatMap((p) =>
    p.SegmentList.map((s) => ({
      ticket: s.LocalTicketNumber,
      passenger: `${p.FirstName} ${p.LastName}`.trim(),
      flight: `${s.AirlineIataCode} ${s.FlightNumber}`,
      date: s.FlightDate,
      route: `${s.OriginIataCode}→${s.DestinationIataCode}`,
      saleTotal: s.SaleInfo.TotalFare,
    })),
  );
}
