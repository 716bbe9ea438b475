/**
 * Big ledgers for the benchmarks, filled ONCE with bulk SQL (recursive CTEs, not the page path)
 * under data/bench/ (ignored by git) and reused by later runs: filling a million bookings takes
 * minutes, measuring on them seconds. A ledger counts as filled when its desk mark says so with
 * this fill's name; a half-filled one (a run stopped while filling) is thrown away and filled again.
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { openLedger, type Ledger } from "../src/ledger/ledger.js";
import { silentLogger } from "../src/logger.js";

const BENCH_DIR = fileURLToPath(new URL("../data/bench/", import.meta.url));
const MARK = "bench-filled";

/** The ledger at data/bench/NAME, filled by `fill` unless a run before did. */
export async function filledLedger(name: string, fill: (ledger: Ledger) => Promise<void>): Promise<{ ledger: Ledger; dataDir: string; fillSeconds: number | null }> {
  const dataDir = join(BENCH_DIR, name);
  const open = () => openLedger({ dataDir, retentionDays: 36_500, logger: silentLogger() });
  let ledger = await open();
  const mark = await ledger.db.selectFrom("desk_marks").select("value").where("name", "=", MARK).executeTakeFirst();
  if (mark?.value === name) return { ledger, dataDir, fillSeconds: null };
  await ledger.close();
  await rm(dataDir, { recursive: true, force: true });
  ledger = await open();
  const started = performance.now();
  await fill(ledger);
  await ledger.db.insertInto("desk_marks").values({ name: MARK, value: name }).execute();
  await sql`pragma wal_checkpoint(truncate)`.execute(ledger.db);
  return { ledger, dataDir, fillSeconds: (performance.now() - started) / 1000 };
}

/** SQL text of the UTC time `seconds` after `from` (a ledger time), as the ledger keeps times. */
export const ledgerTimeSql = (from: string, seconds: string): string => `strftime('%Y-%m-%d %H:%M:%S', '${from}', '+' || (${seconds}) || ' seconds')`;
