/**
 * What an issued booking tells the agent: its PNR and each passenger's tickets, from Book's
 * answer or from GetStatus's (the two spell them differently). Plain data: flows save it.
 */
import type { BookResponse } from "../../supplier/client.js";
import type { StatusResponse } from "../../supplier/schemas/booking.js";

export interface IssuedBooking {
  pnr: string;
  passengers: { name: string; tickets: string[] }[];
}

export function issuedByBook(answer: BookResponse): IssuedBooking {
  return {
    pnr: answer.LocalPnr,
    passengers: answer.PassengerList.map((p) => ({
      name: `${p.FirstName} ${p.LastName}`,
      tickets: [p.DepartureSegment, p.ReturningSegment].flatMap((s) => (s ? [s.LocalTicketNumber] : [])),
    })),
  };
}

export function issuedByStatus(status: StatusResponse): IssuedBooking {
  return {
    pnr: status.LocalPnr?.trim() ?? "",
    passengers: status.PassengerList.map((p) => ({ name: `${p.FirstName} ${p.LastName}`, tickets: p.SegmentList.map((s) => s.LocalTicketNumber) })),
  };
}
