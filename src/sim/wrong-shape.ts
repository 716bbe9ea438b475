import { list, type Json } from "./json.js";
import type { SimOperation } from "./operations.js";

/**
 * The wrongShape fault: a successful answer turned into valid JSON that breaks the interface in a
 * way a client must catch (a list as a string, a number as a string, a member missing). The
 * answer is copied, never changed in place.
 */
const BREAKERS: Readonly<Record<SimOperation, (body: Json) => Json>> = {
  SearchByRouteAndDate: (body) => ({ ...body, ItineraryList: "ItineraryList is temporarily unavailable" }),
  GetPenalty: (body) => ({
    ...body,
    PassengerList: list(body.PassengerList).map((p) => ({ ...p, PenaltyAmountThatPassengerShouldPay: String(p.PenaltyAmountThatPassengerShouldPay) })),
  }),
  DoRefund: () => ({ TrackingCode: 12345 }),
  GetHistory: ({ LastState: _dropped, ...rest }) => rest,
  GetStatus: (body) => ({ ...body, StatusId: String(body.StatusId) }),
  B2MGetEvents: (body) => events(body),
  B2BGetEvents: (body) => events(body),
  AircraftGetList: (body) => ({ ...body, AircraftList: list(body.AircraftList).map((a) => String(a.Registration)).join(",") }),
  RefundGetStatus: (body) => ({ ...body, Status: { Code: body.Status } }),
  ChangedScheduleCharter: (body) => changedWithoutTickets(body),
  ChangedScheduleWebservice: (body) => changedWithoutTickets(body),
  FlightGetList: (body) => ({ ...body, flightList: list(body.flightList).map((f) => ({ ...f, seatCapacity: "full" })) }),
  // Update's answer is not read (any JSON that is not an error is an acceptance): this one is still one.
  FlightUpdate: () => ({ updated: "maybe" }),
  CurrentBalance: () => ({ RemainedCredit: "see the panel" }),
  Lock: (body) => ({ ...body, DepartureSegmentLockId: null }),
  // The booking was issued all the same: an answer without its PNR leaves the outcome unknown.
  Book: ({ LocalPnr: _dropped, ...rest }) => rest,
  // Like Update's, ReleaseLock's answer is not read.
  ReleaseLock: () => ({ released: "maybe" }),
};

function changedWithoutTickets(body: Json): Json {
  // An empty list would fit: a missing ticket number needs at least one passenger.
  const passengers = list(body.PassengerList);
  return { ...body, PassengerList: passengers.length > 0 ? passengers.map(({ TicketNumber: _dropped, ...p }) => p) : [{ Pnr: "X" }] };
}

function events(body: Json): Json {
  const items = list(body.EventList);
  // An empty page as text: null would be a real supplier's way of saying "none".
  return { ...body, EventList: items.length > 0 ? items.map((e) => ({ ...e, Id: String(e.Id) })) : "no events" };
}

export function wrongShape(operation: SimOperation, body: object): object {
  return BREAKERS[operation](body as Json);
}
