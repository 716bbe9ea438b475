import { Migrator, PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type Migration, type MigrationProvider } from "kysely";
import type { OutboxEntry } from "../store/alerts-schema.js";
import { currencyCode, heldAmount } from "../domain/ledger-money.js";
import { foldedNameSoundKey } from "../domain/name-key.js";
import { decodeEntries, encodeEntries } from "./alert-entries.js";
import { keyOf, nameKey } from "./rows.js";
import { ftsTables } from "./fts-merge.js";
import { refreshSalesTotals } from "./sales-totals.js";
import type { LedgerTables } from "./schema.js";

/**
 * The ledger's migrations, written in code (no migration folder to ship) and run by kysely's
 * Migrator on SQLite and PostgreSQL alike: only column types both know (text, integer, bigint,
 * numeric). A migration is never edited once released; a change is a new one, named after the
 * one before so that they sort in order.
 */

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("ledger_events")
      .addColumn("id", "bigint", (c) => c.primaryKey())
      .addColumn("type", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    // Retention prunes by the event's time.
    await db.schema.createIndex("ledger_events_created").on("ledger_events").column("created_at").execute();

    await db.schema
      .createTable("bookings")
      .addColumn("pnr", "text", (c) => c.primaryKey())
      .addColumn("event_id", "bigint", (c) => c.notNull())
      .addColumn("booked_at", "text", (c) => c.notNull())
      .addColumn("agency_id", "text")
      .addColumn("agency_name", "text")
      .addColumn("for_user", "text")
      .addColumn("by_user", "text")
      .addColumn("channel", "text", (c) => c.notNull())
      .addColumn("booked_via", "text")
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("total_payable", "numeric", (c) => c.notNull())
      .addColumn("phone", "text")
      .addColumn("phone_key", "text")
      .addColumn("email", "text")
      .addColumn("email_key", "text")
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("first_flight", "text")
      .addColumn("first_flight_date", "text")
      .addColumn("passenger_count", "integer", (c) => c.notNull())
      .execute();
    // /sales: a period of booking times, summed per currency (the index covers both).
    await db.schema.createIndex("bookings_booked_at").on("bookings").columns(["booked_at", "currency"]).execute();
    // /find by phone or email.
    await db.schema.createIndex("bookings_phone").on("bookings").column("phone_key").execute();
    await db.schema.createIndex("bookings_email").on("bookings").column("email_key").execute();

    await db.schema
      .createTable("passengers")
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("idx", "integer", (c) => c.notNull())
      .addColumn("first_name", "text")
      .addColumn("last_name", "text")
      .addColumn("name_folded", "text", (c) => c.notNull())
      .addColumn("age_type", "text")
      .addColumn("national_code", "text")
      .addColumn("passport_number", "text")
      .addPrimaryKeyConstraint("passengers_pk", ["pnr", "idx"])
      .execute();
    // /find: a name's start uses the index; any part of it scans this one narrow column.
    await db.schema.createIndex("passengers_name").on("passengers").column("name_folded").execute();
    await db.schema.createIndex("passengers_national_code").on("passengers").column("national_code").execute();
    await db.schema.createIndex("passengers_passport").on("passengers").column("passport_number").execute();

    await db.schema
      .createTable("tickets")
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("passenger_idx", "integer", (c) => c.notNull())
      .addColumn("segment_idx", "integer", (c) => c.notNull())
      .addColumn("ticket_number", "text")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("airline", "text")
      .addColumn("flight_number", "text")
      .addColumn("flight_time", "text")
      .addColumn("flight_date", "text")
      .addColumn("origin", "text")
      .addColumn("destination", "text")
      .addColumn("fare_class", "text")
      .addColumn("fare_name", "text")
      .addColumn("age_type", "text")
      .addColumn("base_fare", "numeric")
      .addColumn("tax", "numeric")
      .addColumn("payable", "numeric")
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("tickets_pk", ["pnr", "passenger_idx", "segment_idx"])
      .execute();
    // /manifest FLIGHT DATE and /flights DATE.
    await db.schema.createIndex("tickets_flight").on("tickets").columns(["flight_date", "airline", "flight_number"]).execute();
    // /find by ticket number; a cancellation finds its ticket by PNR and number.
    await db.schema.createIndex("tickets_number").on("tickets").columns(["ticket_number", "pnr"]).execute();

    await db.schema
      .createTable("cancellations")
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("ticket_number", "text", (c) => c.notNull())
      .addColumn("event_id", "bigint", (c) => c.notNull())
      .addColumn("cancelled_at", "text", (c) => c.notNull())
      .addColumn("cancelled_by", "text")
      .addColumn("airline", "text")
      .addColumn("flight_number", "text", (c) => c.notNull())
      .addColumn("flight_time", "text", (c) => c.notNull())
      .addColumn("flight_date", "text", (c) => c.notNull())
      .addColumn("origin", "text", (c) => c.notNull())
      .addColumn("destination", "text", (c) => c.notNull())
      .addColumn("first_name", "text")
      .addColumn("last_name", "text")
      .addColumn("age_type", "text")
      .addColumn("penalty_percent", "numeric")
      .addColumn("penalty", "numeric", (c) => c.notNull())
      .addColumn("refund", "numeric", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("cancellations_pk", ["pnr", "ticket_number"])
      .execute();
    // /sales: cancellations of a period; /manifest: those of a flight.
    await db.schema.createIndex("cancellations_at").on("cancellations").columns(["cancelled_at", "currency"]).execute();
    await db.schema.createIndex("cancellations_flight").on("cancellations").columns(["flight_date", "airline", "flight_number"]).execute();
  },
};

/**
 * /sales reads every booking of its period for these columns only: an index holding them all
 * spares a lookup of each row in the table (a month of 300,000 bookings: a third less time).
 */
const salesIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("bookings_sales")
      .on("bookings")
      .columns(["booked_at", "currency", "route", "agency_name", "first_flight", "passenger_count", "total_payable"])
      .execute();
  },
};

/** Rows re-keyed per statement batch by the data migration below. */
const REKEY_BATCH = 1000;

/**
 * /find's keys: names folded with text-fold (0001 only lower-cased them), national codes and
 * passports keyed, phones and emails re-keyed as find-text's searchKeyOf makes them, so what
 * staff type and what the ledger holds meet. "Any part of a name" cannot use a b-tree: SQLite
 * gets an FTS5 trigram index kept by triggers, PostgreSQL a pg_trgm GIN index (both serve
 * LIKE '%part%' and, in SQLite, MATCH).
 */
const findKeys: Migration = {
  async up(db: Kysely<unknown>) {
    const ledger = db as Kysely<RekeyTables>;
    await db.schema.alterTable("passengers").addColumn("national_code_key", "text").execute();
    await db.schema.alterTable("passengers").addColumn("passport_key", "text").execute();
    await db.schema.dropIndex("passengers_national_code").execute();
    await db.schema.dropIndex("passengers_passport").execute();
    await db.schema.dropIndex("passengers_name").execute();
    await db.schema.createIndex("passengers_national_code").on("passengers").column("national_code_key").execute();
    await db.schema.createIndex("passengers_passport").on("passengers").column("passport_key").execute();

    for (let after = { pnr: "", idx: -1 }; ; ) {
      const batch = await ledger
        .selectFrom("passengers")
        .select(["pnr", "idx", "first_name", "last_name", "national_code", "passport_number"])
        .where((eb) => eb.or([eb("pnr", ">", after.pnr), eb.and([eb("pnr", "=", after.pnr), eb("idx", ">", after.idx)])]))
        .orderBy("pnr")
        .orderBy("idx")
        .limit(REKEY_BATCH)
        .execute();
      for (const p of batch) {
        await ledger
          .updateTable("passengers")
          .set({ name_folded: nameKey(p.first_name, p.last_name), national_code_key: keyOf("national-code", p.national_code), passport_key: keyOf("passport", p.passport_number) })
          .where("pnr", "=", p.pnr)
          .where("idx", "=", p.idx)
          .execute();
      }
      const last = batch[batch.length - 1];
      if (!last) break;
      after = { pnr: last.pnr, idx: last.idx };
    }
    for (let after = ""; ; ) {
      const batch = await ledger.selectFrom("bookings").select(["pnr", "phone", "email"]).where("pnr", ">", after).orderBy("pnr").limit(REKEY_BATCH).execute();
      for (const b of batch) {
        await ledger.updateTable("bookings").set({ phone_key: keyOf("phone", b.phone), email_key: keyOf("email", b.email) }).where("pnr", "=", b.pnr).execute();
      }
      const last = batch[batch.length - 1];
      if (!last) break;
      after = last.pnr;
    }

    if (db.getExecutor().adapter instanceof PostgresAdapter) await trigramIndexPostgres(db);
    else await trigramIndexSqlite(db);
  },
};

/** The columns the data migration reads and writes. */
interface RekeyTables {
  passengers: { pnr: string; idx: number; first_name: string | null; last_name: string | null; name_folded: string; national_code: string | null; national_code_key: string | null; passport_number: string | null; passport_key: string | null };
  bookings: { pnr: string; phone: string | null; phone_key: string | null; email: string | null; email_key: string | null };
}

/**
 * An external-content FTS5 table over passengers.name_folded (the text is not stored twice),
 * filled from the rows there are and kept by triggers: ingestion and retention stay plain SQL.
 */
async function trigramIndexSqlite(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table passengers_name_fts using fts5(name_folded, content='passengers', content_rowid='rowid', tokenize='trigram')`.execute(db);
  await sql`insert into passengers_name_fts(passengers_name_fts) values ('rebuild')`.execute(db);
  await sql`create trigger passengers_name_fts_insert after insert on passengers begin
    insert into passengers_name_fts(rowid, name_folded) values (new.rowid, new.name_folded); end`.execute(db);
  await sql`create trigger passengers_name_fts_delete after delete on passengers begin
    insert into passengers_name_fts(passengers_name_fts, rowid, name_folded) values ('delete', old.rowid, old.name_folded); end`.execute(db);
  await sql`create trigger passengers_name_fts_update after update of name_folded on passengers begin
    insert into passengers_name_fts(passengers_name_fts, rowid, name_folded) values ('delete', old.rowid, old.name_folded);
    insert into passengers_name_fts(rowid, name_folded) values (new.rowid, new.name_folded); end`.execute(db);
}

/**
 * pg_trgm ships with Debian's postgresql-15 (contrib) and is a trusted extension: the database's
 * owner may create it. Where it cannot be created (a server without contrib, a user without
 * the right), /find still works, by scanning the names: the savepoint keeps the migration going.
 */
async function trigramIndexPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`savepoint pg_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`release savepoint pg_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint pg_trgm`.execute(db);
    return;
  }
  await sql`create index passengers_name_trgm on passengers using gin (name_folded gin_trgm_ops)`.execute(db);
}

/**
 * /find walks the newest bookings (booked_at descending, PNR ascending between equal times)
 * until ten match: an index in that order lets it stop there instead of sorting every booking.
 * bookings_booked_at(booked_at, currency) goes: bookings_sales begins with the same columns.
 */
const newestIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex("bookings_newest").on("bookings").columns(["booked_at desc", "pnr"]).execute();
    await db.schema.dropIndex("bookings_booked_at").execute();
  },
};

/**
 * The poller's cursor and the outbox, beside the ledger so that a page's ledger rows, its alerts
 * and the cursor after it commit in one transaction (src/ledger/ledger.ts commitPage). Epoch milliseconds
 * are bigint; times the feed or the poller state keep as ISO text stay text.
 */
const pollerAndOutbox: Migration = {
  async up(db: Kysely<unknown>) {
    // On SQLite an INTEGER PRIMARY KEY is the row id itself, and a table WITHOUT ROWID is its
    // key's b-tree: one b-tree per table instead of a table and its key's index (a page adds
    // thousands of rows to each). SQLite's integer is 64-bit; PostgreSQL's is not.
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const eventId = postgres ? "bigint" : "integer";
    // One row (id 1); absent until the poller first starts or the store's state is moved here.
    await db.schema
      .createTable("poller_state")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("cursor", "text")
      .addColumn("since", "text")
      .addColumn("done_from", "text")
      .addColumn("done_to", "text")
      .addColumn("applied_start", "text")
      .addColumn("newest_event_at", "text")
      .addColumn("last_arrival_at", "text")
      .addColumn("last_success_at", "text")
      .addColumn("last_error_at", "text")
      .addColumn("last_error", "text")
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("rejected", "integer", (c) => c.notNull())
      .addColumn("render_failures", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("seen_events")
      .addColumn("id", eventId, (c) => c.primaryKey())
      .addColumn("seen_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("outbox_entries")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("chat_id", "bigint", (c) => c.notNull())
      .addColumn("thread_id", "bigint")
      .addColumn("event_id", "bigint", (c) => c.notNull())
      .addColumn("seq", "bigint", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("not_before", "bigint", (c) => c.notNull())
      .addColumn("enqueued_at", "text", (c) => c.notNull())
      .addColumn("language", "text", (c) => c.notNull())
      .addColumn("owner", "bigint", (c) => c.notNull())
      .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
      .execute();
    // An alert's text, kept once however many destinations wait for it; its refs are counted from the entries.
    await db.schema
      .createTable("outbox_alerts")
      .addColumn("event_id", eventId, (c) => c.primaryKey())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .execute();
  },
};

/**
 * Refunds that answered a TrackingCode, followed until the supplier decides them (or 14 days
 * pass), and the marks of the bot's periodic work (the day of the last pending-refunds line, the
 * side of BALANCE_WARN_BELOW the credit was last seen on) so that a restart repeats nothing.
 * `decided_at`, `audited_at` and `told_at` are the three steps after an outcome is learnt, each
 * written when it is done (see src/services/refund-follow.ts for their order).
 */
const refundFollow: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("refund_follow")
      .addColumn("tracking_code", "text", (c) => c.primaryKey())
      .addColumn("audit_id", "integer", (c) => c.notNull())
      .addColumn("user_id", "bigint", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("tickets", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("requested_at", "text", (c) => c.notNull())
      .addColumn("status", "text")
      .addColumn("checked_at", "text")
      .addColumn("outcome", "text")
      .addColumn("refunded_amount", "numeric")
      .addColumn("remarks", "text")
      .addColumn("decided_at", "text")
      .addColumn("audited_at", "text")
      .addColumn("told_at", "text")
      .execute();
    // Each tick reads the open ones (outcome null) and those decided but not yet told.
    await db.schema.createIndex("refund_follow_open").on("refund_follow").columns(["outcome", "requested_at"]).execute();
    await db.schema.createIndex("refund_follow_untold").on("refund_follow").column("told_at").execute();
    await db.schema
      .createTable("desk_marks")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();
  },
};

/**
 * The schedule-change desk's bulk refunds (src/ledger/schedule-runs.ts): a run and its tickets,
 * each ticket's state written before its DoRefund, so a restart resumes a run without sending a
 * ticket twice. PNR and ticket number say which; 0024 adds the passenger's name, for the outcomes summary.
 */
const scheduleRuns: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("schedule_runs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "bigint", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("chat_id", "bigint", (c) => c.notNull())
      .addColumn("message_id", "bigint")
      .addColumn("flight", "text", (c) => c.notNull())
      .addColumn("old_time", "text", (c) => c.notNull())
      .addColumn("new_time", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("restarts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("started_at", "text")
      .addColumn("ended_at", "text")
      .execute();
    // Start-up looks for the runs a stop interrupted.
    await db.schema.createIndex("schedule_runs_status").on("schedule_runs").column("status").execute();
    await db.schema
      .createTable("schedule_run_tickets")
      .addColumn("run_id", "text", (c) => c.notNull())
      .addColumn("idx", "integer", (c) => c.notNull())
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("ticket", "text", (c) => c.notNull())
      .addColumn("amount", "numeric", (c) => c.notNull())
      .addColumn("selected", "integer", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("tracking_code", "text")
      .addColumn("detail", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("schedule_run_tickets_pk", ["run_id", "idx"])
      .execute();
  },
};

/**
 * Flight control: each change an admin proposes, waiting for a second admin, and where
 * it stands. `state` moves pending -> sending -> checking -> an outcome, each step written before
 * the supplier is called, so a restart finds a change it cut off and reports it as unknown
 * instead of sending it again. The id is what the approval buttons carry.
 */
const flightProposals: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("flight_proposals")
      .addColumn("id", postgres ? "serial" : "integer", (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("flight_id", "text", (c) => c.notNull())
      .addColumn("airline", "text", (c) => c.notNull())
      .addColumn("flight_number", "text", (c) => c.notNull())
      .addColumn("flight_date", "text", (c) => c.notNull())
      .addColumn("origin", "text", (c) => c.notNull())
      .addColumn("destination", "text", (c) => c.notNull())
      .addColumn("old_data", "text", (c) => c.notNull())
      .addColumn("change", "text", (c) => c.notNull())
      .addColumn("proposer_id", "bigint", (c) => c.notNull())
      .addColumn("proposer_name", "text", (c) => c.notNull())
      .addColumn("proposed_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("decider_id", "bigint")
      .addColumn("decider_name", "text")
      .addColumn("decided_at", "text")
      .addColumn("detail", "text")
      .execute();
    // At start-up: the changes a stop cut off (sending, checking).
    await db.schema.createIndex("flight_proposals_state").on("flight_proposals").column("state").execute();
  },
};

/**
 * The feed's segment replacements (BookingFlightSegmentReplacedV1), one row per event: /changed
 * lists them beside the supplier's ChangedSchedulePassengers, and still when that cannot be read.
 * Flight times are origin-local as sent; the *_date columns are their date part, which the
 * desk's period (old or new flight date) asks by.
 */
const segmentReplacements: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("segment_replacements")
      .addColumn("event_id", "bigint", (c) => c.primaryKey())
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("replaced_at", "text", (c) => c.notNull())
      .addColumn("reason", "text")
      .addColumn("old_airline", "text")
      .addColumn("old_flight_number", "text", (c) => c.notNull())
      .addColumn("old_flight_time", "text", (c) => c.notNull())
      .addColumn("old_flight_date", "text", (c) => c.notNull())
      .addColumn("old_origin", "text", (c) => c.notNull())
      .addColumn("old_destination", "text", (c) => c.notNull())
      .addColumn("new_airline", "text")
      .addColumn("new_flight_number", "text", (c) => c.notNull())
      .addColumn("new_flight_time", "text", (c) => c.notNull())
      .addColumn("new_flight_date", "text", (c) => c.notNull())
      .addColumn("new_origin", "text", (c) => c.notNull())
      .addColumn("new_destination", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("segment_replacements_old").on("segment_replacements").column("old_flight_date").execute();
    await db.schema.createIndex("segment_replacements_new").on("segment_replacements").column("new_flight_date").execute();
    // Retention prunes by the replacement's time.
    await db.schema.createIndex("segment_replacements_at").on("segment_replacements").column("replaced_at").execute();
  },
};

/**
 * An alert's outbox entries move into its own row (src/ledger/alert-entries.ts): a page commits
 * a row per alert instead of one per destination. The entries waiting are carried over as they
 * are (state, attempts, retry time, order); an entry without its alert had nothing to send and goes.
 */
const entriesInAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("outbox_alerts").addColumn("entries", "text", (c) => c.notNull().defaultTo("[]")).execute();
    const outbox = db as Kysely<OldOutboxTables>;
    const byAlert = new Map<number, OutboxEntry[]>();
    for (const row of await outbox.selectFrom("outbox_entries").selectAll().orderBy("seq").execute()) {
      const eventId = Number(row.event_id);
      const entry: OutboxEntry = {
        chatId: Number(row.chat_id),
        ...(row.thread_id === null ? {} : { threadId: Number(row.thread_id) }),
        eventId,
        seq: Number(row.seq),
        state: row.state as OutboxEntry["state"],
        attempts: Number(row.attempts),
        notBefore: Number(row.not_before),
        enqueuedAt: row.enqueued_at,
        language: row.language as OutboxEntry["language"],
        owner: Number(row.owner),
      };
      const list = byAlert.get(eventId);
      if (list) list.push(entry);
      else byAlert.set(eventId, [entry]);
    }
    for (const [eventId, entries] of byAlert) await outbox.updateTable("outbox_alerts").set({ entries: encodeEntries(entries) }).where("event_id", "=", eventId).execute();
    await db.schema.dropTable("outbox_entries").execute();
  },
};

/** The outbox's tables as 0005 made them: what 0010 reads. */
interface OldOutboxTables {
  outbox_entries: { key: string; chat_id: number; thread_id: number | null; event_id: number; seq: number; state: string; attempts: number; not_before: number; enqueued_at: string; language: string; owner: number };
  outbox_alerts: { event_id: number; entries: string };
}

/**
 * Money exact and alike on both databases (src/domain/ledger-money.ts): a booking's total and a
 * cancellation's refund move from NUMERIC (a double in SQLite: 12.34567 summed to 12.3457, and
 * 1e20 overflowed the sum) into whole units and billionths; what cannot be held so is set aside
 * (set_aside_amounts, admins told once) instead of summed. Currency codes are made one per
 * currency ("usd " is USD; empty or unknown is "").
 */
const exactMoney: Migration = {
  async up(db: Kysely<unknown>) {
    const ledger = db as Kysely<MoneyTables>;
    await db.schema.alterTable("bookings").addColumn("total_whole", "bigint").execute();
    await db.schema.alterTable("bookings").addColumn("total_nano", "bigint").execute();
    await db.schema.alterTable("cancellations").addColumn("refund_whole", "bigint").execute();
    await db.schema.alterTable("cancellations").addColumn("refund_nano", "bigint").execute();
    await db.schema
      .createTable("set_aside_amounts")
      .addColumn("event_id", "bigint", (c) => c.notNull())
      .addColumn("ticket", "text", (c) => c.notNull())
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("member", "text", (c) => c.notNull())
      .addColumn("sent", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .addColumn("told_at", "text")
      .addPrimaryKeyConstraint("set_aside_amounts_pk", ["event_id", "ticket"])
      .execute();
    // Admins are told of those not told yet; retention prunes by time.
    await db.schema.createIndex("set_aside_amounts_told").on("set_aside_amounts").column("told_at").execute();
    await db.schema.createIndex("set_aside_amounts_at").on("set_aside_amounts").column("at").execute();

    for (let after = ""; ; ) {
      const batch = await ledger.selectFrom("bookings").select(["pnr", "event_id", "booked_at", "total_payable", "currency"]).where("pnr", ">", after).orderBy("pnr").limit(REKEY_BATCH).execute();
      for (const b of batch) {
        const held = heldAmount(Number(b.total_payable));
        await ledger.updateTable("bookings").set({ total_whole: held?.whole ?? null, total_nano: held?.nano ?? null, currency: currencyCode(b.currency) }).where("pnr", "=", b.pnr).execute();
        if (!held) await ledger.insertInto("set_aside_amounts").values({ event_id: b.event_id, ticket: "", pnr: b.pnr, member: "TotalSalePayable", sent: String(b.total_payable), at: b.booked_at, told_at: null }).execute();
      }
      const last = batch[batch.length - 1];
      if (!last) break;
      after = last.pnr;
    }
    for (let after = { pnr: "", ticket: "" }; ; ) {
      const batch = await ledger
        .selectFrom("cancellations")
        .select(["pnr", "ticket_number", "event_id", "cancelled_at", "refund", "currency"])
        .where((eb) => eb.or([eb("pnr", ">", after.pnr), eb.and([eb("pnr", "=", after.pnr), eb("ticket_number", ">", after.ticket)])]))
        .orderBy("pnr")
        .orderBy("ticket_number")
        .limit(REKEY_BATCH)
        .execute();
      for (const c of batch) {
        const held = heldAmount(Number(c.refund));
        await ledger
          .updateTable("cancellations")
          .set({ refund_whole: held?.whole ?? null, refund_nano: held?.nano ?? null, currency: currencyCode(c.currency) })
          .where("pnr", "=", c.pnr)
          .where("ticket_number", "=", c.ticket_number)
          .execute();
        if (!held) {
          await ledger
            .insertInto("set_aside_amounts")
            .values({ event_id: c.event_id, ticket: c.ticket_number, pnr: c.pnr, member: "AmountThatShouldPayBackToPassenger", sent: String(c.refund), at: c.cancelled_at, told_at: null })
            .onConflict((oc) => oc.doNothing())
            .execute();
        }
      }
      const last = batch[batch.length - 1];
      if (!last) break;
      after = { pnr: last.pnr, ticket: last.ticket_number };
    }
    await sql`update tickets set currency = upper(trim(currency))`.execute(db);

    // The sales index covers the new columns instead of the old one, which goes.
    await db.schema.dropIndex("bookings_sales").execute();
    await db.schema.alterTable("bookings").dropColumn("total_payable").execute();
    await db.schema.alterTable("cancellations").dropColumn("refund").execute();
    await db.schema
      .createIndex("bookings_sales")
      .on("bookings")
      .columns(["booked_at", "currency", "route", "agency_name", "first_flight", "passenger_count", "total_whole", "total_nano"])
      .execute();
  },
};

/** The columns 0011 reads and writes. */
interface MoneyTables {
  bookings: { pnr: string; event_id: number; booked_at: string; total_payable: number | string; currency: string; total_whole: number | null; total_nano: number | null };
  cancellations: { pnr: string; ticket_number: string; event_id: number; cancelled_at: string; refund: number | string; currency: string; refund_whole: number | null; refund_nano: number | null };
  set_aside_amounts: { event_id: number; ticket: string; pnr: string; member: string; sent: string; at: string; told_at: string | null };
}

/**
 * One waiting proposal per flight, kept by the database: a check before the insert lets two
 * admins proposing at the same instant both through. Of duplicates already waiting, the newest stays.
 */
const oneWaitingProposal: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update flight_proposals set state = 'expired' where state = 'pending' and exists (
      select 1 from flight_proposals newer where newer.flight_id = flight_proposals.flight_id and newer.state = 'pending' and newer.id > flight_proposals.id)`.execute(db);
    await sql`create unique index flight_proposals_one_waiting on flight_proposals (flight_id) where state = 'pending'`.execute(db);
  },
};

/**
 * /sales over long periods without sorting every booking of it (src/ledger/sales.ts): each
 * bucket's sums per currency are a range of bookings_days (route and agency in it for the
 * filters), and on SQLite, which groups by sorting, the period's groups are read in the order of
 * bookings_groups. PostgreSQL groups by hashing: it needs no such order.
 */
const salesByDay: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("bookings_days")
      .on("bookings")
      .columns(["currency", "booked_at", "route", "agency_name", "passenger_count", "total_whole", "total_nano"])
      .execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    await db.schema
      .createIndex("bookings_groups")
      .on("bookings")
      .columns(["first_flight", "route", "agency_name", "currency", "booked_at", "passenger_count", "total_whole", "total_nano"])
      .execute();
  },
};

/**
 * /sales over long periods from totals kept at ingest (src/ledger/sales-totals.ts) instead of
 * every booking of the period; the bookings already there are added up here. On SQLite the
 * tables are their keys' b-trees (WITHOUT ROWID). The indexes of 0013 go: only a filtered
 * report reads a long period's bookings now, and bookings_sales serves it; every booking a page
 * adds was written into both.
 */
const salesTotals: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const counters = <T extends { addColumn: (name: string, type: "bigint", build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder) => T }>(table: T): T =>
      ["bookings", "passengers", "total_whole", "total_nano", "unheld"].reduce((t, name) => t.addColumn(name, "bigint", (c) => c.notNull()), table);
    await db.schema
      .createTable("sales_slots")
      .addColumn("slot", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .$call(counters)
      .addPrimaryKeyConstraint("sales_slots_pk", ["slot", "currency"])
      .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
      .execute();
    await db.schema
      .createTable("sales_groups")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("keyed", "integer", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .$call(counters)
      .addPrimaryKeyConstraint("sales_groups_pk", ["day", "dimension", "keyed", "key", "currency"])
      .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
      .execute();
    await refreshSalesTotals(db as Kysely<LedgerTables>, "all");
    await db.schema.dropIndex("bookings_days").ifExists().execute();
    if (!postgres) await db.schema.dropIndex("bookings_groups").ifExists().execute();
  },
};

/**
 * /find's exact keys on SQLite through FTS5 instead of b-trees. A page of the feed put 5000
 * random phones, emails and national codes into four b-trees; at a million bookings each insert
 * dirtied a page of its own (a quarter of a 5000-event page's commit: 330 to 245 ms measured
 * without them). FTS5 writes one sorted segment per transaction instead. The index only finds
 * candidates: /find compares the key itself (find.ts). External content, kept by triggers as
 * the names' index of 0003; no column sizes (nothing is ranked). PostgreSQL keeps its b-trees.
 */
const findKeysText: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    await keysIndexSqlite(db, "bookings", ["phone_key", "email_key"]);
    await keysIndexSqlite(db, "passengers", ["national_code_key", "passport_key"]);
    for (const index of ["bookings_phone", "bookings_email", "passengers_national_code", "passengers_passport"]) await db.schema.dropIndex(index).execute();
  },
};

/** `fts` (by default `${table}_keys_fts`) over `columns` of `table`, filled from its rows and kept by triggers. */
async function keysIndexSqlite(db: Kysely<unknown>, table: "bookings" | "passengers", columns: readonly string[], fts = `${table}_keys_fts`): Promise<void> {
  const list = columns.join(", ");
  const values = (row: "new" | "old") => columns.map((c) => `${row}.${c}`).join(", ");
  await sql.raw(`create virtual table ${fts} using fts5(${list}, content='${table}', content_rowid='rowid', columnsize=0)`).execute(db);
  await sql.raw(`insert into ${fts}(${fts}) values ('rebuild')`).execute(db);
  await sql.raw(`create trigger ${fts}_insert after insert on ${table} begin insert into ${fts}(rowid, ${list}) values (new.rowid, ${values("new")}); end`).execute(db);
  await sql.raw(`create trigger ${fts}_delete after delete on ${table} begin insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.rowid, ${values("old")}); end`).execute(db);
  await sql
    .raw(
      `create trigger ${fts}_update after update of ${list} on ${table} begin
      insert into ${fts}(${fts}, rowid, ${list}) values ('delete', old.rowid, ${values("old")});
      insert into ${fts}(rowid, ${list}) values (new.rowid, ${values("new")}); end`,
    )
    .execute(db);
}

/**
 * The webhook's update ids, shared by every instance on one database (webhook-updates.ts): a
 * load balancer may hand Telegram's re-sending of an update to another instance than the first.
 */
const webhookUpdates: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("webhook_updates")
      // SQLite: the row id itself (see 0005).
      .addColumn("update_id", postgres ? "bigint" : "integer", (c) => c.primaryKey())
      .addColumn("taken_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("webhook_updates_taken").on("webhook_updates").column("taken_at").execute();
  },
};

/** Tickets claimed for DoRefund (refund-claims.ts): one row per ticket, shared by every instance. */
const refundClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("refund_claims")
      .addColumn("pnr", "text", (c) => c.notNull())
      .addColumn("ticket", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("claimed_at", "text", (c) => c.notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("tracking_code", "text")
      .addPrimaryKeyConstraint("refund_claims_pk", ["pnr", "ticket"])
      .execute();
  },
};

/**
 * The store's state (users, roles, settings, subscriptions, flows, the audit log...) when it lives
 * here (PostgreSQL: src/store/shared-db.ts): one row per part of the document, the version of the
 * change that last wrote it, and one head row whose version every change moves under a row lock.
 */
const storeState: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("state_head")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("version", "bigint", (c) => c.notNull())
      .addColumn("format", "integer", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("state_parts")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("version", "bigint", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .execute();
  },
};

/**
 * Webhook updates remember their chat and when they were handled: one chat's updates are handled
 * in their order across instances (src/bot/chat-turn.ts). Ids taken before have neither.
 */
const updateChats: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("webhook_updates").addColumn("chat_id", "bigint").execute();
    await db.schema.alterTable("webhook_updates").addColumn("handled_at", "bigint").execute();
    await db.schema.createIndex("webhook_updates_chat").on("webhook_updates").columns(["chat_id", "update_id"]).execute();
  },
};

/** Messages the background work claims before sending, so that two leaders never both send one (src/ledger/send-claims.ts). */
const sendClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("send_claims")
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("claimed_at", "bigint", (c) => c.notNull())
      .addColumn("sent_at", "bigint")
      .addPrimaryKeyConstraint("send_claims_pk", ["kind", "key"])
      .execute();
    await db.schema.createIndex("send_claims_claimed").on("send_claims").column("claimed_at").execute();
  },
};

/**
 * The outbox without a copy in memory (src/ledger/outbox.ts): what waits is queued per
 * destination in alert_queue, and an alert's body counts the destinations that still wait for
 * it. The entries waiting are carried over as they are (order, state, attempts, retry time), one
 * row each; an alert nobody waits for goes.
 */
const alertQueue: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("alert_queue")
      .addColumn("id", postgres ? "bigserial" : "integer", (c) => c.primaryKey())
      .addColumn("chat_id", "bigint", (c) => c.notNull())
      .addColumn("thread_id", "bigint")
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("not_before", "bigint", (c) => c.notNull())
      .addColumn("enqueued_at", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("events", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("alert_queue_chat").on("alert_queue").column("chat_id").execute();
    await db.schema.alterTable("outbox_alerts").addColumn("refs", "integer", (c) => c.notNull().defaultTo(0)).execute();
    const outbox = db as Kysely<EntriesInAlertsTables>;
    const entries: OutboxEntry[] = [];
    for (const row of await outbox.selectFrom("outbox_alerts").select(["event_id", "entries"]).execute()) {
      const mine = decodeEntries(Number(row.event_id), row.entries);
      entries.push(...mine);
      await outbox.updateTable("outbox_alerts").set({ refs: mine.length }).where("event_id", "=", row.event_id).execute();
    }
    for (const e of entries.sort((a, b) => a.seq - b.seq)) {
      await outbox
        .insertInto("alert_queue")
        .values({ chat_id: e.chatId, thread_id: e.threadId ?? null, state: e.state, attempts: e.attempts, not_before: e.notBefore, enqueued_at: e.enqueuedAt, size: 1, events: JSON.stringify([[e.eventId, e.language, e.owner]]) })
        .execute();
    }
    await outbox.deleteFrom("outbox_alerts").where("refs", "=", 0).execute();
    await db.schema.alterTable("outbox_alerts").dropColumn("entries").execute();
  },
};

/** The outbox's tables as 0010 left them, and the queue 0022 fills. */
interface EntriesInAlertsTables {
  outbox_alerts: { event_id: number; entries: string; refs: number };
  alert_queue: { chat_id: number; thread_id: number | null; state: string; attempts: number; not_before: number; enqueued_at: string; size: number; events: string };
}

/** A running schedule-change run's owner and when it was last seen at work (src/ledger/schedule-runs.ts). */
const runOwners: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("schedule_runs").addColumn("owner", "text").execute();
    await db.schema.alterTable("schedule_runs").addColumn("owner_seen_at", "text").execute();
  },
};

/** The query behind each search result, shared by every instance (search-queries.ts). */
const searchQueries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("search_queries")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("query", "text", (c) => c.notNull())
      .addColumn("searched_at", "bigint", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("search_queries_searched_at").on("search_queries").column("searched_at").execute();
  },
};

/** The passenger of each ticket of a schedule-change run: its outcomes are told with names (run-outcomes.ts). */
const runPassengers: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("schedule_run_tickets").addColumn("passenger", "text").execute();
  },
};

/**
 * /find by spelling (name-key.ts): every passenger's spelling key, so that تهرانی finds Tehrani.
 * /find looks for whole words of the key: SQLite through an FTS5 index of its words (written once
 * per transaction, as 0015's), PostgreSQL through a GIN index of its words as an array. Existing
 * rows are keyed here, a batch per statement; ingestion writes the key with the row (rows.ts).
 */
const nameKeys: Migration = {
  async up(db: Kysely<unknown>) {
    const ledger = db as Kysely<NameKeyTables>;
    await db.schema.alterTable("passengers").addColumn("name_key", "text", (c) => c.notNull().defaultTo("")).execute();
    for (let after = { pnr: "", idx: -1 }; ; ) {
      const batch = await ledger
        .selectFrom("passengers")
        .select(["pnr", "idx", "name_folded"])
        .where((eb) => eb.or([eb("pnr", ">", after.pnr), eb.and([eb("pnr", "=", after.pnr), eb("idx", ">", after.idx)])]))
        .orderBy("pnr")
        .orderBy("idx")
        .limit(REKEY_BATCH)
        .execute();
      const keyed = batch.map((p) => ({ ...p, key: foldedNameSoundKey(p.name_folded) })).filter((p) => p.key !== "");
      if (keyed.length > 0) {
        // VALUES columns are column1..3 on both databases; the cast types the position for PostgreSQL.
        const values = sql.join(keyed.map((p) => sql`(${p.pnr}, cast(${p.idx} as integer), ${p.key})`));
        await sql`update passengers set name_key = v.column3 from (values ${values}) as v where passengers.pnr = v.column1 and passengers.idx = v.column2`.execute(db);
      }
      const last = batch[batch.length - 1];
      if (!last) break;
      after = { pnr: last.pnr, idx: last.idx };
    }
    if (db.getExecutor().adapter instanceof PostgresAdapter) await sql`create index passengers_name_key on passengers using gin (string_to_array(name_key, ' '))`.execute(db);
    else await keysIndexSqlite(db, "passengers", ["name_key"], "passengers_name_key_fts");
  },
};

/** The columns the data migration of 0025 reads. */
interface NameKeyTables {
  passengers: { pnr: string; idx: number; name_folded: string; name_key: string };
}

/**
 * /pace (pace.ts, pace-history.ts). A ticket's booking time beside it, and tickets_flight again,
 * holding every column /pace reads of a ticket ahead: the flights of a period with their recent
 * sales come from the index alone, without a booking per ticket, and /manifest and /flights keep
 * their plan on its first columns. Each column costs the ingest (these, 6 to 9 ms a page of
 * 5000 bookings on a ledger of a million): those only the history's counting reads are left out. Past flights' seats by days before departure, counted once per
 * flight date: the rows, the dates counted (with the zone offset they were counted at), and the
 * dates the ledger changed since.
 */
const paceHistory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("tickets").addColumn("booked_at", "text").execute();
    await sql`update tickets set booked_at = b.booked_at from bookings b where b.pnr = tickets.pnr`.execute(db);
    await db.schema.dropIndex("tickets_flight").execute();
    await db.schema
      .createIndex("tickets_flight")
      .on("tickets")
      .columns(["flight_date", "airline", "flight_number", "origin", "destination", "status", "age_type", "flight_time", "booked_at"])
      .execute();
    await db.schema
      .createTable("pace_history")
      .addColumn("flight_date", "text", (c) => c.notNull())
      .addColumn("airline", "text", (c) => c.notNull())
      .addColumn("flight_number", "text")
      .addColumn("origin", "text")
      .addColumn("destination", "text")
      .addColumn("flight_time", "text", (c) => c.notNull())
      .addColumn("sales", "text", (c) => c.notNull())
      .addColumn("utc_offset", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("pace_history_route").on("pace_history").columns(["origin", "destination", "flight_date"]).execute();
    await db.schema.createIndex("pace_history_date").on("pace_history").column("flight_date").execute();
    await db.schema
      .createTable("pace_history_dates")
      .addColumn("flight_date", "text", (c) => c.primaryKey())
      .addColumn("utc_offset", "integer", (c) => c.notNull())
      .execute();
    await db.schema.createTable("pace_history_stale").addColumn("flight_date", "text", (c) => c.primaryKey()).execute();
  },
};

/**
 * Pace alerts (ledger/pace-alerts.ts): the seats of each flight as the supplier's flight list
 * last gave them (with an upper bound of its seats sold), and each alert that fired, unique per flight, kind and level so that it fires
 * once whichever instance leads, with who acknowledged it.
 */
const paceAlerts: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable("pace_seats")
      .addColumn("flight_date", "text", (c) => c.notNull())
      .addColumn("flight_key", "text", (c) => c.notNull())
      .addColumn("capacity", "integer", (c) => c.notNull())
      .addColumn("checked_at", "bigint", (c) => c.notNull())
      .addColumn("sold", "integer")
      .addPrimaryKeyConstraint("pace_seats_pk", ["flight_date", "flight_key"])
      .execute();
    await db.schema
      .createTable("pace_alerts")
      .addColumn("id", postgres ? "bigserial" : "integer", (c) => c.primaryKey())
      .addColumn("flight_date", "text", (c) => c.notNull())
      .addColumn("flight_key", "text", (c) => c.notNull())
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("level", "integer", (c) => c.notNull())
      .addColumn("fired_at", "bigint", (c) => c.notNull())
      .addColumn("acked_by", "bigint")
      .addColumn("acked_name", "text")
      .addColumn("acked_at", "bigint")
      .addUniqueConstraint("pace_alerts_once", ["flight_date", "flight_key", "kind", "level"])
      .execute();
  },
};

/**
 * Selling (ledger/book-claims.ts): one row per seats hold (a Lock), and the Book sent for it,
 * claimed here before the call so that of every instance on the database one sends it, once.
 * No passenger's data: the flight, the party's size and the amount only.
 */
const bookClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("book_claims")
      .addColumn("hold", "text", (c) => c.primaryKey())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("reference", "text", (c) => c.unique())
      .addColumn("attempts", "integer", (c) => c.notNull())
      .addColumn("holder", "text", (c) => c.notNull())
      .addColumn("user_id", "bigint", (c) => c.notNull())
      .addColumn("user_name", "text", (c) => c.notNull())
      .addColumn("flight", "text", (c) => c.notNull())
      .addColumn("passengers", "integer", (c) => c.notNull())
      .addColumn("total_payable", "text", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("locked_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text")
      .addColumn("sent_at", "text")
      .addColumn("pnr", "text")
      .addColumn("detail", "text")
      .execute();
    // A start looks for its own Books cut off; /cancel for the agent's holds.
    await db.schema.createIndex("book_claims_state").on("book_claims").columns(["state", "holder"]).execute();
    await db.schema.createIndex("book_claims_user").on("book_claims").columns(["user_id", "state"]).execute();
  },
};

/**
 * Who searched each query (search-queries.ts latestOf): a typed /book offers the latest search
 * of its agent on whichever instance answers it, not only on the one that ran the search.
 */
const searchOwners: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("search_queries").addColumn("owner", "bigint").execute();
    await db.schema.createIndex("search_queries_owner").on("search_queries").columns(["owner", "searched_at"]).execute();
  },
};

/**
 * SQLite's FTS5 indexes no longer merge their segments inside the writing transaction: the
 * ledger merges them after it (fts-merge.ts, upkeep.ts). Kept in each index's own config, so
 * a ledger a tool or an older FlightDesk writes still merges at FTS5's crisis level.
 */
const ftsMergeAfter: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    for (const table of await ftsTables(db as Kysely<LedgerTables>)) await sql.raw(`insert into ${table}(${table}, rank) values ('automerge', 0)`).execute(db);
  },
};

export const LEDGER_MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-ledger": initial,
  "0002-sales-index": salesIndex,
  "0003-find-keys": findKeys,
  "0004-newest-index": newestIndex,
  "0005-poller-outbox": pollerAndOutbox,
  "0006-refund-follow": refundFollow,
  "0007-schedule-runs": scheduleRuns,
  "0008-flight-proposals": flightProposals,
  "0009-segment-replacements": segmentReplacements,
  "0010-entries-in-alerts": entriesInAlerts,
  "0011-exact-money": exactMoney,
  "0012-one-waiting-proposal": oneWaitingProposal,
  "0013-sales-by-day": salesByDay,
  "0014-sales-totals": salesTotals,
  "0015-find-keys-text": findKeysText,
  "0016-webhook-updates": webhookUpdates,
  "0017-refund-claims": refundClaims,
  "0018-store-state": storeState,
  "0019-update-chats": updateChats,
  "0020-send-claims": sendClaims,
  "0021-run-owners": runOwners,
  "0022-alert-queue": alertQueue,
  "0023-search-queries": searchQueries,
  "0024-run-passengers": runPassengers,
  "0025-name-keys": nameKeys,
  "0026-pace-history": paceHistory,
  "0027-pace-alerts": paceAlerts,
  "0028-book-claims": bookClaims,
  "0029-search-owners": searchOwners,
  "0030-fts-merge-after": ftsMergeAfter,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...LEDGER_MIGRATIONS }) };

export function ledgerMigrator(db: Kysely<unknown>): Migrator {
  return new Migrator({ db, provider });
}
