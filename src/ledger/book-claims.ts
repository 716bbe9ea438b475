import type { Kysely } from "kysely";
import type { BookClaimsTable, LedgerTables } from "./schema.js";

/**
 * Seats held for a booking (a Lock) and the Book sent for them, one row per hold in the ledger's
 * database, so that every instance on one database sees every other's: a Book is sent only by
 * the one update that moves its hold from "held" (or "failed") to "sending", with the reference
 * it goes with written in the same statement. A double tap, a second agent, a restart or a second
 * instance finds the hold "sending", "issued" or "unknown" and sends nothing.
 *
 * held: locked, no Book yet; sending: a Book under way (or cut off by a stop); issued: booked
 * (pnr); failed: the supplier refused or did not issue it, the lock may still hold the seats and
 * another Book may go with a new reference; unknown: no clear answer, even from GetStatus;
 * released: the seats given back (ReleaseLock) or left to expire.
 */
export const BOOK_STATES = ["held", "sending", "issued", "failed", "unknown", "released"] as const;
export type BookState = (typeof BOOK_STATES)[number];

/** A Book may be sent for a hold in these states, and only in these. */
const BOOKABLE: readonly BookState[] = ["held", "failed"];
/** Seats that may still be given back: held, or held again after a refused Book. */
const RELEASABLE: readonly BookState[] = ["held", "failed"];

/** Claims are kept this long for /status and /audit; they hold no passenger's data. */
export const BOOK_CLAIMS_KEPT_MS = 90 * 86_400_000;

export interface NewHold {
  hold: string;
  holder: string;
  userId: number;
  userName: string;
  flight: string;
  passengers: number;
  totalPayable: string;
  currency: string;
  /** ISO 8601 */
  lockedAt: string;
  expiresAt: string | null;
}

export async function recordHold(db: Kysely<LedgerTables>, h: NewHold): Promise<void> {
  await db
    .insertInto("book_claims")
    .values({
      hold: h.hold,
      state: "held",
      reference: null,
      attempts: 0,
      holder: h.holder,
      user_id: h.userId,
      user_name: h.userName,
      flight: h.flight,
      passengers: h.passengers,
      total_payable: h.totalPayable,
      currency: h.currency,
      locked_at: h.lockedAt,
      expires_at: h.expiresAt,
      sent_at: null,
      pnr: null,
      detail: null,
    })
    .execute();
}

/**
 * Takes the hold for one Book with `reference`, atomically on both databases: null when this
 * caller may send it (the row says "sending" with the reference before the call), else the row
 * as it stands (undefined when no such hold was recorded).
 */
export async function claimBook(db: Kysely<LedgerTables>, hold: string, reference: string, holder: string, sentAt: string): Promise<BookClaimsTable | undefined | null> {
  const taken = await db
    .updateTable("book_claims")
    .set((eb) => ({ state: "sending", reference, holder, sent_at: sentAt, detail: null, attempts: eb("attempts", "+", 1) }))
    .where("hold", "=", hold)
    .where("state", "in", BOOKABLE)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return null;
  return bookClaimOfHold(db, hold);
}

export type BookOutcome = { state: "issued"; pnr: string } | { state: "failed" | "unknown"; detail: string };

/**
 * What became of the Book sent with `reference`. "unknown" only from "sending"; issued or failed
 * also from "unknown" (GetStatus answered later). True for the one caller that changed the row:
 * it tells the agent and the audit, so two instances resolving one Book tell them once.
 */
export async function settleBook(db: Kysely<LedgerTables>, reference: string, outcome: BookOutcome): Promise<boolean> {
  const from: BookState[] = outcome.state === "unknown" ? ["sending"] : ["sending", "unknown"];
  const fields = outcome.state === "issued" ? { state: "issued", pnr: outcome.pnr, detail: null } : { state: outcome.state, detail: outcome.detail };
  const settled = await db.updateTable("book_claims").set(fields).where("reference", "=", reference).where("state", "in", from).executeTakeFirst();
  return Number(settled.numUpdatedRows) === 1;
}

/** Marks the seats given back; true for the one caller that did (it sends ReleaseLock), false when booked, being booked or gone. */
export async function releaseHold(db: Kysely<LedgerTables>, hold: string): Promise<boolean> {
  const released = await db.updateTable("book_claims").set({ state: "released" }).where("hold", "=", hold).where("state", "in", RELEASABLE).executeTakeFirst();
  return Number(released.numUpdatedRows) === 1;
}

/** The user's holds whose seats may still be held: given back when they leave the flow. */
export async function openHolds(db: Kysely<LedgerTables>, userId: number): Promise<BookClaimsTable[]> {
  return db.selectFrom("book_claims").selectAll().where("user_id", "=", userId).where("state", "in", RELEASABLE).execute();
}

/** Every hold whose seats may still be held, of any agent: the leader gives back those left behind. */
export async function releasableHolds(db: Kysely<LedgerTables>): Promise<BookClaimsTable[]> {
  return db.selectFrom("book_claims").selectAll().where("state", "in", RELEASABLE).execute();
}

/** Books this holder was sending when it stopped: their outcome is read with GetStatus at start. */
export async function cutOffBooks(db: Kysely<LedgerTables>, holder: string): Promise<BookClaimsTable[]> {
  return db.selectFrom("book_claims").selectAll().where("state", "=", "sending").where("holder", "=", holder).execute();
}

/**
 * A Book is under way, or read with GetStatus, for a minute at most: one still "sending" after
 * BOOK_LEASE_MS was cut off with an instance that did not come back.
 */
export const BOOK_LEASE_MS = 5 * 60_000;

/** Books of any holder still "sending" since before `sentBefore` (ISO 8601): the leader reads their outcome. */
export async function lapsedBooks(db: Kysely<LedgerTables>, sentBefore: string): Promise<BookClaimsTable[]> {
  return db.selectFrom("book_claims").selectAll().where("state", "=", "sending").where("sent_at", "<", sentBefore).execute();
}

/** The claim of a Book by its YourLocalInventoryPnr (/status). */
export async function bookClaimOf(db: Kysely<LedgerTables>, reference: string): Promise<BookClaimsTable | undefined> {
  return db.selectFrom("book_claims").selectAll().where("reference", "=", reference).executeTakeFirst();
}

export async function bookClaimOfHold(db: Kysely<LedgerTables>, hold: string): Promise<BookClaimsTable | undefined> {
  return db.selectFrom("book_claims").selectAll().where("hold", "=", hold).executeTakeFirst();
}

/** Forgets holds locked more than BOOK_CLAIMS_KEPT_MS ago (retention). */
export async function forgetOldBookClaims(db: Kysely<LedgerTables>, now: Date): Promise<void> {
  await db.deleteFrom("book_claims").where("locked_at", "<", new Date(now.getTime() - BOOK_CLAIMS_KEPT_MS).toISOString()).execute();
}
