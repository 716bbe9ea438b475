import type { Kysely } from "kysely";
import type { LedgerTables } from "./schema.js";

/**
 * Small named values the bot's periodic work keeps across restarts (the day of the last daily
 * line, the side of a limit last seen), in the ledger's database beside what they are about.
 */
export async function readMark(db: Kysely<LedgerTables>, name: string): Promise<string | null> {
  const row = await db.selectFrom("desk_marks").select("value").where("name", "=", name).executeTakeFirst();
  return row?.value ?? null;
}

export async function writeMark(db: Kysely<LedgerTables>, name: string, value: string): Promise<void> {
  await db
    .insertInto("desk_marks")
    .values({ name, value })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value }))
    .execute();
}
