import { sql, type SqlBool, type Transaction } from "kysely";
import { chunks, insertRows, type InsertStatements } from "./batch-insert.js";
import { markPaceStale } from "./pace-history.js";
import type { LedgerRows } from "./rows.js";
import { addBookingsToTotals, addSalesTotals } from "./sales-totals.js";
import type { LedgerTables } from "./schema.js";

/**
 * Writes a page's ledger rows (in the transaction of the page's cursor and alerts). Idempotent by the supplier's event Id: the
 * events already in the ledger (a page read again, the poll's overlap) are left out, so a page
 * read twice changes nothing (the rows hold each event once). A cancellation is matched to its ticket by PNR and ticket number
 * whichever came first: the tickets of every PNR the page touched are marked cancelled when a
 * cancellation of theirs is in the ledger, so one that arrived before its booking counts once
 * the booking comes. The new bookings are added to the sales totals (sales-totals.ts), and the
 * flight dates they touch are marked for /pace's counted history (pace-history.ts).
 */

export interface IngestOutcome {
  /** Booking and cancellation events new to the ledger. */
  events: number;
  bookings: number;
  cancellations: number;
}

/** Values per IN list. */
const KEYS_PER_QUERY = 1000;

/**
 * Inside the caller's transaction (with the page's alerts and cursor: src/ledger/ledger.ts commitPage);
 * `statements` are the ledger's own (batch-insert.ts), kept from page to page.
 */
export async function ingestRows(trx: Transaction<LedgerTables>, rows: LedgerRows, statements: InsertStatements): Promise<IngestOutcome> {
  if (rows.events.length === 0) return { events: 0, bookings: 0, cancellations: 0 };
  const known = new Set<number>();
  for (const ids of chunks([...new Set(rows.events.map((e) => Number(e.id)))], KEYS_PER_QUERY)) {
    const found = await trx.selectFrom("ledger_events").select("id").where("id", "in", ids).execute();
    for (const row of found) known.add(Number(row.id));
  }
  const events = rows.events.filter((e) => !known.has(Number(e.id)));
  const fresh = new Set(events.map((e) => Number(e.id)));
  if (events.length === 0) return { events: 0, bookings: 0, cancellations: 0 };
  const freshPnrs = new Set(rows.bookings.filter((b) => fresh.has(Number(b.event_id))).map((b) => b.pnr));
  const bookings = rows.bookings.filter((b) => fresh.has(Number(b.event_id)));
  const cancellations = rows.cancellations.filter((c) => fresh.has(Number(c.event_id)));
  await insertRows(trx, statements, "ledger_events", events);
  const stored = await insertRows(trx, statements, "bookings", bookings);
  // A PNR the ledger holds already keeps its first booking (insertRows "keep"): then the
  // totals read back which bookings were stored.
  if (stored === bookings.length) await addBookingsToTotals(trx, bookings);
  else for (const batch of chunks(bookings, KEYS_PER_QUERY)) {
    const pnrs = batch.map((b) => b.pnr);
    const ids = batch.map((b) => b.event_id);
    await addSalesTotals(trx, sql<SqlBool>`b.pnr in (${sql.join(pnrs)}) and b.event_id in (${sql.join(ids)})`);
  }
  await insertRows(trx, statements, "passengers", rows.passengers.filter((p) => freshPnrs.has(p.pnr)));
  const tickets = rows.tickets.filter((t) => freshPnrs.has(t.pnr));
  await insertRows(trx, statements, "tickets", tickets);
  await insertRows(trx, statements, "cancellations", cancellations);
  await insertRows(trx, statements, "set_aside_amounts", rows.setAside.filter((a) => fresh.has(Number(a.event_id))));
  // Only a PNR with a cancellation in the ledger has tickets to mark: most new bookings have none.
  const cancelled = new Set(cancellations.map((c) => c.pnr));
  for (const pnrs of chunks([...freshPnrs], KEYS_PER_QUERY)) {
    for (const row of await trx.selectFrom("cancellations").select("pnr").distinct().where("pnr", "in", pnrs).execute()) cancelled.add(row.pnr);
  }
  for (const pnrs of chunks([...cancelled], KEYS_PER_QUERY)) await markCancelled(trx, pnrs);
  await markPaceStale(trx, statements, tickets, [...new Set(cancellations.map((c) => c.pnr))]);
  return { events: events.length, bookings: bookings.length, cancellations: cancellations.length };
}

async function markCancelled(trx: Transaction<LedgerTables>, pnrs: string[]): Promise<void> {
  await trx
    .updateTable("tickets")
    .set({ status: "cancelled" })
    .where("status", "=", "active")
    .where("pnr", "in", pnrs)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom("cancellations as c")
          .select(sql.lit(1).as("one"))
          .whereRef("c.pnr", "=", "tickets.pnr")
          .whereRef("c.ticket_number", "=", "tickets.ticket_number"),
      ),
    )
    .execute();
}
