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

/**
 * What the refund flow keeps of a booking while it waits for the agent, in the data file for
 * up to days: the tickets it offers and whether the airline changed a flight. Nothing else of
 * GetHistory (national codes, passports, phones, emails, birth dates) is kept.
 */
export interface RefundBooking {
  tickets: TicketOption[];
  /**
   * The history lists a flight change or replacement (History_ChangedFlight): the only ground
   * for a schedule-change refund (penalty 0) that an agent may choose on their own.
   */
  flightChanged: boolean;
}

export function refundBooking(history: HistoryResponse): RefundBooking {
  return { tickets: refundableTickets(history), flightChanged: history.History_ChangedFlight.HistoryList.length > 0 };
}
