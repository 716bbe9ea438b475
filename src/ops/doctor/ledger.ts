import type { Config } from "../../config.js";
import { LEDGER_MIGRATIONS } from "../../ledger/migrations.js";
import { describeUrl } from "../../ledger/open.js";
import { leaderOf } from "../../services/leader.js";
import { errorCode } from "../../store/errors.js";
import { fail, pass, type Check } from "./check.js";

const NAME = "ledger database";
/** The doctor waits this long for the server: a firewall dropping packets answers nothing. */
const TIMEOUT_MS = 5_000;

/**
 * The ledger's database: SQLite in DATA_DIR (the data folder's check covers it), or the
 * PostgreSQL server DATABASE_URL names: it answers, and its tables are this version's, or older
 * (the start brings them up to date), never a newer FlightDesk's (the start would refuse them);
 * and which instance leads on it, if any runs.
 */
export async function checkLedgerDatabase(config: Config): Promise<Check> {
  const url = config.ledger.databaseUrl;
  if (!url) return pass(NAME, "SQLite in DATA_DIR (DATABASE_URL is not set)");
  const where = describeUrl(url);
  // Loaded only for PostgreSQL, as the ledger does.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS, query_timeout: TIMEOUT_MS });
  client.on("error", () => undefined);
  try {
    await client.connect();
    const found = await client.query<{ t: string | null }>("select to_regclass('kysely_migration') as t");
    const applied = found.rows[0]?.t ? (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows.map((r) => r.name) : [];
    const known = Object.keys(LEDGER_MIGRATIONS);
    const unknown = applied.filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      return fail(NAME, `${where} was written by a newer FlightDesk (migration ${unknown.at(-1)} is unknown to this one)`, "run that version, or restore the ledger from a backup");
    }
    const missing = known.length - applied.length;
    const leader = await leaderOf(client);
    const leads = leader ? `; ${leader} leads` : "; no instance leads (none runs)";
    if (applied.length === 0) return pass(NAME, `${where} answers; no ledger yet: FlightDesk creates its tables at first start${leads}`);
    return pass(NAME, `${where} answers; ${missing === 0 ? "its tables are this version's" : `${missing} upgrade step${missing === 1 ? "" : "s"} to apply at start`}${leads}`);
  } catch (error) {
    // The driver's first line (the server's words, or the socket's): it never holds the password.
    const reason = (error instanceof Error && error.message.split("\n")[0]) || errorCode(error) || String(error);
    return fail(NAME, `${where} does not answer (${reason})`, "check DATABASE_URL, that the PostgreSQL server runs, and that it lets this machine in (pg_hba.conf, firewall)");
  } finally {
    await client.end().catch(() => undefined);
  }
}
