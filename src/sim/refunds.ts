import { findTicket, oppositeTicket, type BookedLeg, type Booking, type Cancellation, type PassengerInfo, type Ticket } from "./data/bookings.js";
import { fareGross } from "./data/fares.js";
import { exception, SimError } from "./errors.js";
import { formatAmount, percentOf, type Currency } from "./money.js";
import { penaltyBracket, type PenaltyRules } from "./penalty.js";
import { formatMinutes, formatSeconds } from "./time.js";

/**
 * Refund arithmetic shared by GetPenalty, DoRefund and the seeded history. All amounts are minor
 * units. Round trips sold at the cheaper combined fare: refunding the first leg takes back the
 * other leg's discount (opposite difference); refunding the other leg later gives it back
 * (current difference). Refunding both at once therefore nets to zero.
 */
export type RefundReason = 1 | 2;

export interface RefundQuote {
  ticket: Ticket;
  passenger: PassengerInfo;
  leg: BookedLeg;
  /** Fare paid before commission (total + markup): the base of the percentage. */
  gross: number;
  percent: number;
  penalty: number;
  isNoShow: boolean;
  /** Round-trip discount of the other leg that the rules take back. */
  oppositeDifferenceDue: number;
  /** What is actually taken back: the due amount for reason 1, nothing for reason 2. */
  oppositeDifference: number;
  currentDifference: number;
  refund: number;
  audit: string;
}

function activeTickets(booking: Booking, numbers: readonly string[]): Ticket[] {
  if (numbers.length === 0) throw exception("SegmentList must name at least one ticket.");
  const seen = new Set<string>();
  return numbers.map((number) => {
    if (seen.has(number)) throw exception(`Ticket ${number} is listed more than once.`);
    seen.add(number);
    const ticket = findTicket(booking, number);
    if (!ticket || ticket.cancellation) {
      throw new SimError("Error1017-TicketNumberNotFound", `Ticket ${number} is not an active ticket of booking ${booking.pnr}.`);
    }
    return ticket;
  });
}

/** `rules`: the penalty table of the profile (live refunds); seeded history uses the default. */
export function quoteRefund(
  booking: Booking,
  numbers: readonly string[],
  reason: RefundReason,
  nowMs: number,
  currency: Currency,
  rules?: PenaltyRules,
): RefundQuote[] {
  const tickets = activeTickets(booking, numbers);
  const money = (minor: number): string => formatAmount(currency, minor);
  const quotes = new Map<Ticket, RefundQuote>();
  for (const ticket of tickets) {
    const leg = booking.legs[ticket.leg]!;
    const passenger = booking.passengers[ticket.passenger]!;
    const gross = fareGross(ticket.sale);
    const bracket = penaltyBracket(leg.cls.template.penaltyRule, leg.flight.departureUtc, nowMs, rules);
    if (reason === 1 && !bracket) {
      throw new SimError(
        "Error1008-PenaltyIsNotDefinedException",
        `No penalty is defined for fare class ${leg.cls.template.bookingCode} of ticket ${ticket.localNumber}; it can be cancelled only by phone.`,
      );
    }
    let oppositeDifferenceDue = 0;
    let currentDifference = 0;
    const opposite = booking.roundTripFare ? oppositeTicket(booking, ticket) : undefined;
    if (opposite) {
      const earlier = opposite.cancellation ?? quotes.get(opposite);
      if (earlier) currentDifference = earlier.oppositeDifference;
      else oppositeDifferenceDue = fareGross(opposite.oneway) - fareGross(opposite.sale);
    }
    // A schedule change by the airline costs the passenger nothing: no penalty, no discount taken back.
    const percent = reason === 1 ? bracket!.percent : 0;
    const penalty = percentOf(gross, percent);
    const oppositeDifference = reason === 1 ? oppositeDifferenceDue : 0;
    const refund = Math.max(0, gross - penalty - oppositeDifference + currentDifference);
    const flight = leg.flight;
    const steps = [
      `Flight ${flight.airline.code}${flight.flightNumber} ${formatMinutes(flight.departureUtc, flight.origin.utcOffsetMinutes)} ${flight.origin.code} (UTC ${formatSeconds(flight.departureUtc)}), now ${formatSeconds(nowMs)} UTC`,
      reason === 1 ? bracket!.explanation : "reason 2 (schedule changed by the airline): no penalty",
      `gross ${money(gross)} x ${percent}% = ${money(penalty)}`,
      oppositeDifference > 0 ? `round-trip discount of the opposite flight taken back ${money(oppositeDifference)}` : null,
      currentDifference > 0 ? `round-trip discount taken at the first refund given back ${money(currentDifference)}` : null,
      `refund ${money(refund)}`,
    ];
    quotes.set(ticket, {
      ticket,
      passenger,
      leg,
      gross,
      percent,
      penalty,
      isNoShow: flight.departureUtc <= nowMs,
      oppositeDifferenceDue,
      oppositeDifference,
      currentDifference,
      refund,
      audit: steps.filter((step) => step !== null).join("; "),
    });
  }
  return tickets.map((ticket) => quotes.get(ticket)!);
}

export interface RefundAction {
  atUtc: number;
  reason: RefundReason;
  byUsername: string;
  remarks: string | null;
}

/** Marks the quoted tickets refunded and records the cancellations. */
export function applyRefund(booking: Booking, quotes: readonly RefundQuote[], action: RefundAction): Cancellation[] {
  return quotes.map((quote) => {
    const cancellation: Cancellation = {
      ticket: quote.ticket,
      atUtc: action.atUtc,
      reason: action.reason,
      penaltyPercent: quote.percent,
      penalty: quote.penalty,
      oppositeDifferenceDue: quote.oppositeDifferenceDue,
      oppositeDifference: quote.oppositeDifference,
      currentDifference: quote.currentDifference,
      refund: quote.refund,
      byUsername: action.byUsername,
      remarks: action.remarks,
    };
    quote.ticket.cancellation = cancellation;
    booking.cancellations.push(cancellation);
    return cancellation;
  });
}
