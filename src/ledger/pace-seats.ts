import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * Each flight's seats as the supplier's flight list last gave them (pace_seats): pace alerts
 * compare seats sold with them inside a page's transaction, where the supplier cannot be asked.
 * Written by the pace service's reads and by every /pace.
 */
export async function saveSeats(db: Kysely<LedgerTables>, date: string, seats: ReadonlyMap<string, number>, now: Date): Promise<void> {
  const rows = [...seats].map(([key, capacity]) => ({ flight_date: date, flight_key: key, capacity, checked_at: now.getTime(), sold: null }));
  if (rows.length === 0) return;
  await db
    .insertInto("pace_seats")
    .values(rows)
    // Its seats sold are counted afresh at the next check (ledger/pace-alerts.ts): a read of the seats also mends the bound.
    .onConflict((oc) => oc.columns(["flight_date", "flight_key"]).doUpdateSet((eb) => ({ capacity: eb.ref("excluded.capacity"), checked_at: eb.ref("excluded.checked_at"), sold: null })))
    .execute();
}

/** Seats of flights departed before `before` (a local date) are of no more use. */
export async function forgetSeats(db: Kysely<LedgerTables>, before: string): Promise<void> {
  await db.deleteFrom("pace_seats").where("flight_date", "<", before).execute();
}
