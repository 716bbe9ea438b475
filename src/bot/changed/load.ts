import type { ChangedPeriod } from "../../domain/changed-period.js";
import { groupChangedFlights, type ChangeSource, type ChangedFlight, type ChangedRow, type ChangedTicket } from "../../domain/changed-flights.js";
import type { CallContext } from "../context.js";
import { refundLedgerOf, type Conflict } from "../refund/ledger.js";
import { refundableTickets } from "../refund/tickets.js";
import { settleCall, type CallResult } from "../supplier-call.js";

/**
 * What the desk knows of a ticket: open (in the booking's latest state, held by no attempt),
 * refunded (gone from it), held (a refund attempt holds it: done, under way or of unknown
 * outcome; refund/ledger.ts), or unchecked (its booking could not be read now).
 */
export type DeskTicket = ChangedTicket &
  ({ status: "open"; amount: number } | { status: "refunded" } | { status: "held"; hold: Conflict } | { status: "unchecked" });

export type DeskFlight = Omit<ChangedFlight, "tickets"> & { tickets: DeskTicket[] };

/** Bookings read at once: the supplier is one partner among many of ours. */
const HISTORY_CONCURRENCY = 4;

/**
 * The changed flights of the period from both sources (charter and webservice), each ticket
 * checked against its booking's history and the refund guard. A source that fails fails the
 * whole reading: a desk showing half the flights would look complete.
 */
export async function loadDesk(ctx: CallContext, period: ChangedPeriod): Promise<CallResult<DeskFlight[]>> {
  const { supplier } = ctx.deps;
  const sources: ChangeSource[] = ["charter", "webservice"];
  const answers = await Promise.all(sources.map((source) => settleCall(ctx, () => supplier.getScheduleChanges(source, period))));
  const rows: { source: ChangeSource; row: ChangedRow }[] = [];
  for (const [i, answer] of answers.entries()) {
    if (!answer.ok) return answer;
    rows.push(...answer.value.map((row) => ({ source: sources[i]!, row })));
  }
  const flights = groupChangedFlights(rows);
  const pnrs = [...new Set(flights.flatMap((f) => f.tickets.map((t) => t.pnr)))];
  const bookings = await readBookings(ctx, pnrs);
  return { ok: true, value: flights.map((flight) => ({ ...flight, tickets: flight.tickets.map((t) => deskTicket(t, bookings.get(t.pnr))) })) };
}

type BookingTickets = ReturnType<typeof refundableTickets> | null;

/** Each booking's tickets as /refund would offer them; null for a booking that could not be read. */
async function readBookings(ctx: CallContext, pnrs: string[]): Promise<Map<string, BookingTickets>> {
  const guard = refundLedgerOf(ctx.deps.store, ctx.deps.now);
  const read = new Map<string, BookingTickets>();
  let next = 0;
  const worker = async () => {
    while (next < pnrs.length) {
      const pnr = pnrs[next++]!;
      const history = await settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr));
      read.set(pnr, history.ok ? refundableTickets(history.value, guard.held(pnr)) : null);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HISTORY_CONCURRENCY, pnrs.length) }, worker));
  return read;
}

function deskTicket(ticket: ChangedTicket, booking: BookingTickets | undefined): DeskTicket {
  if (!booking) return { ...ticket, status: "unchecked" };
  const option = booking.find((o) => o.ticket === ticket.ticket);
  if (!option) return { ...ticket, status: "refunded" };
  return option.hold ? { ...ticket, status: "held", hold: { ...option.hold, trackingCode: null } } : { ...ticket, status: "open", amount: option.saleTotal };
}
