import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import type { Logger } from "../logger.js";
import type { SupplierEvent } from "../supplier/schemas/events.js";
import { outboxRepo, type NewAlert, type OutboxRepo } from "./outbox.js";
import { paceCrossings, raiseSold, touchedFlights, type PaceWatch } from "./pace-alerts.js";
import { enqueueAlerts, enqueueLegacy, pruneOutbox } from "./outbox-rows.js";
import { applyPage, pollerRepo, type DeliveryData, type PageCommit, type PollerRepo } from "./poller-state.js";
import { deferredUpkeep, noUpkeep } from "./upkeep.js";
import { forgetOldUpdates } from "./webhook-updates.js";
import { forgetOldSendClaims } from "./send-claims.js";
import { forgetOldBookClaims } from "./book-claims.js";
import { forgetOldSearchQueries } from "./search-queries.js";
import { openPollerMirror } from "./poller-mirror.js";
import { insertStatements } from "./batch-insert.js";
import { ingestRows, type IngestOutcome } from "./ingest.js";
import { openLedgerDb, type LedgerDialect } from "./open.js";
import { prunePaceHistory } from "./pace-history.js";
import { ledgerRows, type LedgerRows } from "./rows.js";
import { refreshSalesTotals } from "./sales-totals.js";
import { writeReplacements } from "./segment-replacements.js";
import type { LedgerTables } from "./schema.js";

/**
 * The bookings ledger: every booking and cancellation the event feed brought, in SQL (src/ledger/
 * open.ts says where), kept for LEDGER_RETENTION_DAYS. Reports and searches query `db`.
 */
export interface Ledger {
  readonly dialect: LedgerDialect;
  /** On PostgreSQL: the database every instance shares, where the store keeps its state too (src/store/shared-db.ts). */
  readonly shared?: { db: Kysely<LedgerTables>; where: string };
  /** The file, or the server and database without the password. */
  readonly where: string;
  readonly db: Kysely<LedgerTables>;
  /**
   * Writes the booking and cancellation events of a page in one transaction; events already
   * there, and those older than the retention, are left out. Rejects when the database does:
   * the poller then keeps its cursor and reads the page again.
   */
  ingest(events: readonly SupplierEvent[], now: Date): Promise<IngestOutcome>;
  /**
   * A page of the poller: its booking and cancellation events (as `ingest`), its segment
   * replacements (segment-replacements.ts), its outbox entries,
   * seen ids and the cursor after it, in one transaction. Rejects when the database does, and
   * nothing of the page is kept: the poller reads it again.
   */
  commitPage(events: readonly SupplierEvent[], page: PageCommit, now: Date): Promise<{ added: number; dropped: number }>;
  /**
   * Pace alerts found outside a page (the pace service): `build` records them in pace_alerts
   * and returns them, in one transaction (fenced like a page) that queues them. Returns how many
   * alerts were queued.
   */
  queuePace(build: (trx: Transaction<LedgerTables>) => Promise<NewAlert[]>, now: Date): Promise<number>;
  /**
   * Runs `check` first in every page's transaction (src/services/leader.ts fence): a page is
   * kept only while this instance still leads.
   */
  fencePages(check: (trx: Transaction<LedgerTables>) => Promise<void>): void;
  /** Reads the poller's state back from the database: this instance starts leading after another. */
  readBack(): Promise<void>;
  /** Another instance leads (or this one again): see PollerMirror.standingBy. */
  standingBy(standing: boolean): void;
  /** The event poller's cursor, seen ids and health, in this database. */
  readonly poller: PollerRepo;
  /** Alerts waiting for delivery, in this database. */
  readonly outbox: OutboxRepo;
  /**
   * The one-time move from a store file of version 4 or older (openStore's `delivery`): its
   * poller state and outbox, stale alerts left out, written in one transaction unless this
   * database has a poller state already (then nothing changes). Returns whether written.
   */
  takeOver(legacy: DeliveryData, now: Date): Promise<boolean>;
  /** Removes what is older than the retention: bookings with their passengers and tickets, cancellations, event ids, amounts set aside. */
  prune(now: Date): Promise<PruneOutcome>;
  counts(): Promise<LedgerCounts>;
  /**
   * The SQLite ledger's upkeep (upkeep.ts: its search indexes' merges, a checkpoint) run now,
   * resolved once done; nothing on PostgreSQL. It follows every write by itself: this is for a
   * benchmark, which times it apart from the write.
   */
  upkeep(): Promise<void>;
  close(): Promise<void>;
}

export interface PruneOutcome {
  bookings: number;
  cancellations: number;
}

export interface LedgerCounts {
  bookings: number;
  passengers: number;
  tickets: number;
  cancellations: number;
  events: number;
  /** Amounts set aside as not exactly held (set_aside_amounts): their events are in `events`. */
  setAside: number;
}

export interface OpenLedgerOptions {
  dataDir: string;
  /** DATABASE_URL: PostgreSQL instead of SQLite under dataDir. */
  databaseUrl?: string;
  retentionDays: number;
  logger: Logger;
  /** The clock that ages the outbox at open (default: the real one). */
  now?: () => Date;
}

const DAY_MS = 86_400_000;

/** The feed's time form, "yyyy-MM-dd HH:mm:ss" UTC, of `ms`. */
const feedForm = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace("T", " ");

/** A draft run nobody confirmed is useless after its summary expired (ten minutes): kept a day. */
const DRAFT_KEPT_MS = DAY_MS;

/**
 * The desk's own records (times ISO 8601) go with the retention too: finished bulk refunds,
 * refunds whose outcome is known and decided flight changes. Work under way is never pruned.
 */
async function pruneDeskWork(trx: Transaction<LedgerTables>, now: Date, retentionDays: number): Promise<void> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const draftsBefore = new Date(now.getTime() - DRAFT_KEPT_MS).toISOString();
  const finished = (w: ExpressionBuilder<LedgerTables, "schedule_runs">) =>
    w.or([w.and([w("status", "in", ["done", "cancelled"]), w("created_at", "<", before)]), w.and([w("status", "=", "draft"), w("created_at", "<", draftsBefore)])]);
  await trx.deleteFrom("schedule_run_tickets").where("run_id", "in", trx.selectFrom("schedule_runs").select("id").where(finished)).execute();
  await trx.deleteFrom("schedule_runs").where(finished).execute();
  await trx.deleteFrom("refund_follow").where("outcome", "is not", null).where("decided_at", "<", before).execute();
  await trx.deleteFrom("flight_proposals").where("state", "not in", ["pending", "sending", "checking"]).where("proposed_at", "<", before).execute();
  // A flight's pace alerts go with the flights of its day: they only keep it from telling twice.
  await trx.deleteFrom("pace_alerts").where("flight_date", "<", before.slice(0, 10)).execute();
}

/** The pace alerts a page's rows warrant, in its transaction. */
async function pageCrossings(trx: Transaction<LedgerTables>, rows: LedgerRows, watch: PaceWatch, now: Date): Promise<NewAlert[]> {
  const { flights, cancelled } = touchedFlights(rows, watch.today);
  return flights.length === 0 ? [] : paceCrossings(trx, flights, cancelled, watch, now);
}

export async function openLedger(options: OpenLedgerOptions): Promise<Ledger> {
  const { db, dialect, where } = await openLedgerDb(options);
  const cutoff = (now: Date): string => feedForm(now.getTime() - options.retentionDays * DAY_MS);
  const rowsOf = (events: readonly SupplierEvent[], now: Date) => {
    // An event twice in a page is one event.
    const rows = ledgerRows([...new Map(events.map((e) => [e.Id, e])).values()]);
    const oldest = cutoff(now);
    rows.events = rows.events.filter((e) => e.created_at >= oldest);
    return rows;
  };
  const statements = insertStatements();
  let fence: (trx: Transaction<LedgerTables>) => Promise<void> = async () => undefined;
  const opening = async () => {
    const upkeep = dialect === "sqlite" ? await deferredUpkeep(db, options.logger) : noUpkeep;
    return { upkeep, mirror: await openPollerMirror(db, statements, options.logger, upkeep.afterWrite) };
  };
  const { upkeep, mirror } = await opening().catch(async (error: unknown) => {
    await db.destroy().catch(() => undefined);
    throw error;
  });
  const stale = await pruneOutbox(db, (options.now ?? (() => new Date()))());
  if (stale > 0) options.logger.warn({ staleAlerts: stale }, "dropped alerts that could not be delivered for days");
  options.logger.info({ ledger: where, dialect, retentionDays: options.retentionDays }, "the ledger is open");
  return {
    dialect,
    ...(dialect === "postgres" ? { shared: { db, where } } : {}),
    where,
    db,
    async ingest(events, now) {
      const rows = rowsOf(events, now);
      const outcome = await db.transaction().execute(async (trx) => {
        const written = await ingestRows(trx, rows, statements);
        await raiseSold(trx, rows);
        return written;
      });
      upkeep.afterWrite();
      return outcome;
    },
    async commitPage(events, page, now) {
      const rows = rowsOf(events, now);
      let queued = { added: 0, dropped: 0 };
      await mirror.updateNamed((data, changed) => applyPage(data, page, now, changed), async (trx) => {
        await fence(trx);
        await ingestRows(trx, rows, statements);
        await writeReplacements(trx, events, cutoff(now));
        await raiseSold(trx, rows);
        const pace = page.pace ? await pageCrossings(trx, rows, page.pace, now) : [];
        queued = await enqueueAlerts(trx, statements, [...page.alerts, ...pace], now);
      });
      return queued;
    },
    async queuePace(build, now) {
      const added = await db.transaction().execute(async (trx) => {
        await fence(trx);
        return (await enqueueAlerts(trx, statements, await build(trx), now)).added;
      });
      upkeep.afterWrite();
      return added;
    },
    fencePages(check) {
      fence = check;
    },
    readBack: () => mirror.readBack(),
    standingBy: (standing) => mirror.standingBy(standing),
    poller: pollerRepo(mirror),
    outbox: outboxRepo(db, dialect),
    async takeOver(legacy, now) {
      let alerts = 0;
      const written = await mirror.adopt({ poller: structuredClone(legacy.poller) }, async (trx) => {
        alerts = await enqueueLegacy(trx, statements, legacy.outbox, now);
        if (legacy.outbox.renderFailures) await trx.insertInto("poller_state").values({ id: 1, failures: 0, rejected: 0, render_failures: legacy.outbox.renderFailures }).execute();
      });
      if (written) options.logger.info({ cursor: legacy.poller.cursor, alerts, staleAlerts: Object.keys(legacy.outbox.entries).length - alerts }, "moved the poller's state and the outbox from the store file to the ledger");
      return written;
    },
    async prune(now) {
      const before = cutoff(now);
      const outcome = await db.transaction().execute(async (trx) => {
        await prunePaceHistory(trx, before);
        const old = trx.selectFrom("bookings").select("pnr").where("booked_at", "<", before);
        await trx.deleteFrom("passengers").where("pnr", "in", old).execute();
        await trx.deleteFrom("tickets").where("pnr", "in", old).execute();
        const bookings = await trx.deleteFrom("bookings").where("booked_at", "<", before).executeTakeFirst();
        // The cut falls inside a day: that day's totals are added up again from what stays.
        const cutDay = before.slice(0, 10);
        await refreshSalesTotals(trx, { fromDay: cutDay, toDay: feedForm(Date.parse(`${cutDay}T00:00:00Z`) + DAY_MS).slice(0, 10) });
        const cancellations = await trx.deleteFrom("cancellations").where("cancelled_at", "<", before).executeTakeFirst();
        await trx.deleteFrom("ledger_events").where("created_at", "<", before).execute();
        await trx.deleteFrom("segment_replacements").where("replaced_at", "<", before).execute();
        await trx.deleteFrom("set_aside_amounts").where("at", "<", before).execute();
        await pruneDeskWork(trx, now, options.retentionDays);
        await forgetOldUpdates(trx, now);
        await forgetOldSendClaims(trx, now.getTime());
        await forgetOldBookClaims(trx, now);
        await forgetOldSearchQueries(trx, now.getTime());
        return { bookings: Number(bookings.numDeletedRows), cancellations: Number(cancellations.numDeletedRows) };
      });
      upkeep.afterWrite();
      return outcome;
    },
    async counts() {
      const count = sql<number>`count(*)`.as("n");
      const [bookings, passengers, tickets, cancellations, events, setAside] = await Promise.all(
        (["bookings", "passengers", "tickets", "cancellations", "ledger_events", "set_aside_amounts"] as const).map(async (table) =>
          Number((await db.selectFrom(table).select(count).executeTakeFirstOrThrow()).n),
        ),
      );
      return { bookings: bookings!, passengers: passengers!, tickets: tickets!, cancellations: cancellations!, events: events!, setAside: setAside! };
    },
    upkeep: () => upkeep.now(),
    async close() {
      await mirror.settled();
      await upkeep.close();
      await db.destroy();
    },
  };
}
