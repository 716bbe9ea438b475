import type { ChangedPeriod } from "../../domain/changed-period.js";
import { groupChangedFlights, type ChangeSource, type ChangedFlight, type ChangedTicket } from "../../domain/changed-flights.js";
import { mergeChangeRows, ticketKey } from "../../domain/replaced-rows.js";
import { replacedTickets, replacementsInPeriod } from "../../ledger/segment-replacements.js";
import type { CallContext } from "../context.js";
import { refundLedgerOf, type Conflict } from "../refund/ledger.js";
import { rejectedRefunds } from "../refund/rejections.js";
import { refundableTickets } from "../refund/tickets.js";
import { settleCall, type CallFailure } from "../supplier-call.js";

/**
 * What the desk knows of a ticket: open (in the booking's latest state, held by no attempt),
 * refunded (gone from it), held (a refund attempt holds it: done, under way or of unknown
 * outcome; refund/ledger.ts), or unchecked (its booking could not be read now).
 */
export type DeskTicket = ChangedTicket &
  (
    | { status: "open"; amount: number; /** The supplier rejected an earlier refund of it then (ISO UTC). */ rejectedAt?: string }
    | { status: "refunded" }
    | { status: "held"; hold: Conflict }
    | { status: "unchecked" }
  );

export type DeskFlight = Omit<ChangedFlight, "tickets"> & { tickets: DeskTicket[] };

/** Bookings read at once: the supplier is one partner among many of ours. */
const HISTORY_CONCURRENCY = 4;

/** The desk's flights, and why the supplier's list is missing from them (null: it is there). */
export interface Desk {
  flights: DeskFlight[];
  supplierFailure: CallFailure | null;
}

/**
 * The changed flights of the period from the supplier's lists (charter and webservice) and the
 * feed's segment replacements in the ledger, each ticket once and checked against its booking's
 * history and the refund guard. A supplier source that fails leaves out both (a desk showing
 * half the supplier's flights would look complete) and the desk says so; the ledger's still show.
 */
export async function loadDesk(ctx: CallContext, period: ChangedPeriod): Promise<Desk> {
  const { supplier, ledger } = ctx.deps;
  const sources: ChangeSource[] = ["charter", "webservice"];
  const [answers, replaced] = await Promise.all([
    Promise.all(sources.map((source) => settleCall(ctx, () => supplier.getScheduleChanges(source, period)))),
    replacementsInPeriod(ledger.db, period).then((found) => replacedTickets(ledger.db, found)),
  ]);
  const failure = answers.flatMap((answer) => (answer.ok ? [] : [answer.failure]))[0] ?? null;
  const listed = failure ? [] : answers.flatMap((answer, i) => (answer.ok ? answer.value.map((row) => ({ source: sources[i]!, row })) : []));
  const { rows, cancelled } = mergeChangeRows(listed, replaced);
  const flights = groupChangedFlights(rows);
  const pnrs = [...new Set(flights.flatMap((f) => f.tickets.map((t) => t.pnr)))];
  const bookings = await readBookings(ctx, pnrs);
  const checked = flights.map((flight) => ({
    ...flight,
    tickets: flight.tickets.map((t) => {
      const ticket = deskTicket(t, bookings.get(t.pnr));
      return ticket.status === "unchecked" && cancelled.has(ticketKey(t.pnr, t.ticket)) ? { ...t, status: "refunded" as const } : ticket;
    }),
  }));
  return { flights: checked, supplierFailure: failure };
}

/** A booking's tickets as /refund would offer them, and those whose refund the supplier rejected (with when). */
type BookingTickets = { options: ReturnType<typeof refundableTickets>; rejected: ReadonlyMap<string, string> } | null;

/** Each booking's tickets as /refund would offer them; null for a booking that could not be read. */
async function readBookings(ctx: CallContext, pnrs: string[]): Promise<Map<string, BookingTickets>> {
  const guard = refundLedgerOf(ctx.deps);
  const read = new Map<string, BookingTickets>();
  let next = 0;
  const worker = async () => {
    while (next < pnrs.length) {
      const pnr = pnrs[next++]!;
      const [history, rejected] = await Promise.all([settleCall(ctx, () => ctx.deps.supplier.getHistory(pnr)), rejectedRefunds(ctx, pnr)]);
      read.set(pnr, history.ok ? { options: refundableTickets(history.value, await guard.held(pnr)), rejected } : null);
    }
  };
  await Promise.all(Array.from({ length: Math.min(HISTORY_CONCURRENCY, pnrs.length) }, worker));
  return read;
}

function deskTicket(ticket: ChangedTicket, booking: BookingTickets | undefined): DeskTicket {
  if (!booking) return { ...ticket, status: "unchecked" };
  const option = booking.options.find((o) => o.ticket === ticket.ticket);
  if (!option) return { ...ticket, status: "refunded" };
  if (option.hold) return { ...ticket, status: "held", hold: { ...option.hold, trackingCode: null } };
  const rejectedAt = booking.rejected.get(ticket.ticket);
  return { ...ticket, status: "open", amount: option.saleTotal, ...(rejectedAt ? { rejectedAt } : {}) };
}
