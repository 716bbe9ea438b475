import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/** Who sold a booking and in which currency, as its booking event (FlightBooked) said. */
export interface BookingSale {
  agency: string | null;
  /** Who made the booking, else whom it was made for. */
  seller: string | null;
  currency: string | null;
}

/**
 * The sale of one booking from the ledger, by its PNR (the bookings table's primary key: one
 * index lookup); null when the ledger does not hold it (booked before the ledger's start, or
 * pruned by the retention).
 */
export async function bookingSaleOf(db: Kysely<LedgerTables>, pnr: string): Promise<BookingSale | null> {
  const row = await db.selectFrom("bookings").select(["agency_name", "by_user", "for_user", "currency"]).where("pnr", "=", pnr).executeTakeFirst();
  if (!row) return null;
  return { agency: row.agency_name, seller: row.by_user ?? row.for_user, currency: row.currency || null };
}
