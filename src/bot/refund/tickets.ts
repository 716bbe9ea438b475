import type { HistoryResponse } from "../../supplier/schemas/booking.js";
import type { Conflict } from "./ledger.js";

/** A ticket of the booking's latest state; `hold` when a refund attempt holds it (ledger.ts). */
export interface TicketOption {
  ticket: string;
  passenger: string;
  /** AgeType as sent (ADL, CHD, INF seen); null when left out. */
  ageType: string | null;
  /** "IR 452": airline and flight number. */
  flight: string;
  /** Local date and time at the origin, yyyy-MM-dd HH:mm, as the supplier gave it. */
  date: string;
  /** "THR→MHD". */
  route: string;
  /** TotalFare of the sale, shown for a schedule-change refund (no quote exists). */
  saleTotal: number;
  /**
   * A refund of this ticket that is done, under way or of unknown outcome: it is shown as such
   * and not offered (claim would refuse it anyway).
   */
  hold?: TicketHold;
}

/** Who holds a ticket, and since when (UTC ISO): the ledger's Conflict without its tracking code. */
export type TicketHold = Pick<Conflict, "result" | "at" | "userName">;

/** Refunded segments are not in LastState, so they are never offered. */
export function refundableTickets(history: HistoryResponse, held: ReadonlyMap<string, Conflict> = new Map()): TicketOption[] {
  return history.LastState.PassengerList.flatMap((p) =>
    p.SegmentList.map((s) => {
      const hold = held.get(s.LocalTicketNumber);
      return {
        ticket: s.LocalTicketNumber,
        passenger: `${p.FirstName} ${p.LastName}`.trim(),
        ageType: p.AgeType ?? null,
        flight: `${s.AirlineIataCode} ${s.FlightNumber}`,
        date: s.FlightDate,
        route: `${s.OriginIataCode}→${s.DestinationIataCode}`,
        saleTotal: s.SaleInfo.TotalFare,
        ...(hold ? { hold: { result: hold.result, at: hold.at, userName: hold.userName } } : {}),
      };
    }),
  );
}

/** The tickets a refund may be sent for now: open, and held by no attempt. */
export function openTickets(options: readonly TicketOption[]): TicketOption[] {
  return options.filter((o) => o.hold === undefined);
}

/**
 * What the refund flow keeps of a booking while it waits for the agent, in the data file for
 * up to days: the tickets it shows and whether the airline changed a flight. Nothing else of
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

export function refundBooking(history: HistoryResponse, held: ReadonlyMap<string, Conflict> = new Map()): RefundBooking {
  return { tickets: refundableTickets(history, held), flightChanged: history.History_ChangedFlight.HistoryList.length > 0 };
}
