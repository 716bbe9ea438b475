import type { Kysely } from "kysely";
import { z } from "zod";
import { claimHolder, claimTickets, holdingClaims, settleClaims, shareClaims, type ClaimState } from "../../ledger/refund-claims.js";
import type { LedgerTables, RefundClaimsTable } from "../../ledger/schema.js";
import { AUDIT_CAP, type AuditEntry, type JsonValue, type Store } from "../../store/store.js";
import type { RefundReason } from "../../domain/refund.js";
import { WAIVER_BASES, type WaiverBasis } from "./waiver.js";

/**
 * At most one DoRefund per ticket, whatever Telegram, the staff or the process do.
 *
 * Layers, from the inside out:
 * 1. The flow calls DoRefund inside `conversation.external`: a replay of the flow reuses the
 *    logged outcome and never calls again. The supplier client never retries DoRefund.
 * 2. Confirm buttons carry the version of the summary they belong to; a second tap, or a tap
 *    on an older summary, finds the flow elsewhere (or ended) and is refused.
 * 3. This ledger, consulted right before the call. It refuses a ticket that is
 *    - in flight in this process (two agents' chats run in parallel: an in-memory set, checked
 *      and filled without an await in between, so the check and the reservation are atomic);
 *    - in a "pending" or "unknown" audit entry of the last GUARD_WINDOW_MS: a call whose
 *      outcome nobody knows (a timeout, or a process that died mid-call) may have refunded it;
 *    - in an "ok" entry, at any age: it is refunded; unless the supplier rejected that refund
 *      after its TrackingCode (the follow-up's REFUND_REJECTED_ACTION entry names it): the
 *      ticket is the passenger's again, and a new refund of it is a new entry that holds it.
 *    - claimed in the ledger's database (src/ledger/refund-claims.ts) by another instance on the
 *      same database, or by this one: the claim row is written before the call too, and of two
 *      claims of a ticket, from anywhere, the database lets one through.
 *    The "pending" entry is written to disk BEFORE the call and completed after it, so a crash
 *    in between leaves a pending entry that a restarted bot treats as unknown: a re-delivered
 *    Confirm, or a flow replayed after the restart, is refused and told to check /history.
 * GUARD_WINDOW_MS is longer than QUOTE_MAX_AGE_MS on purpose: once it has passed, Confirm
 * works only with a quote taken after the doubtful call, and that quote (GetPenalty, or the
 * booking for reason 2) no longer offers a ticket the call did refund.
 */
export const GUARD_WINDOW_MS = 15 * 60_000;

export const REFUND_ACTION = "refund";
/** The follow-up's audit entry of a refund the supplier rejected; `refundEntry` is the refund's entry id. */
export const REFUND_REJECTED_ACTION = "refund.rejected";

export const REFUND_RESULTS = ["pending", "ok", "error", "unknown", "blocked"] as const;
export type RefundResult = (typeof REFUND_RESULTS)[number];

/** A refund entry of the audit log, as written by this ledger. */
export const refundEntrySchema = z.looseObject({
  id: z.number(),
  at: z.string(),
  userId: z.number(),
  action: z.literal(REFUND_ACTION),
  userName: z.string(),
  pnr: z.string(),
  tickets: z.array(z.string()),
  reason: z.union([z.literal(1), z.literal(2)]),
  amounts: z.array(z.looseObject({ ticket: z.string(), penalty: z.number(), refund: z.number().nullable() })),
  remarks: z.string().nullable(),
  result: z.enum(REFUND_RESULTS),
  trackingCode: z.string().nullable().optional(),
  /** Supplier error code, or what went wrong, for "error" and "unknown". */
  detail: z.string().optional(),
  /** For "blocked": the entry that blocked it. */
  blockedBy: z.number().optional(),
  /** Reason 2 (penalty 0): why it was allowed. */
  waiver: z.enum(WAIVER_BASES).optional(),
});
export type RefundEntry = z.infer<typeof refundEntrySchema>;

export function asRefundEntry(entry: AuditEntry): RefundEntry | null {
  const parsed = refundEntrySchema.safeParse(entry);
  return parsed.success ? parsed.data : null;
}

export interface RefundAttempt {
  userId: number;
  userName: string;
  pnr: string;
  reason: RefundReason;
  amounts: { ticket: string; penalty: number; refund: number | null }[];
  remarks: string | null;
  /** Reason 2 only: why the penalty may be waived. */
  waiver?: WaiverBasis | null;
}

/** Why a refund may not be sent now: the earlier attempt that holds its tickets. */
export interface Conflict {
  result: "pending" | "ok" | "unknown";
  at: string;
  userName: string;
  trackingCode: string | null;
}

export type Claim = { granted: true; entryId: number } | { granted: false; conflict: Conflict };

export type Settlement =
  | { result: "ok"; trackingCode: string | null }
  | { result: "error" | "unknown"; detail: string };

/** Who holds a ticket, and the audit entry saying so (null while it is being written). */
interface Hold {
  conflict: Conflict;
  entryId: number | null;
  /** A "pending" entry of a process that died during the call. */
  orphan: boolean;
}

/** The claim rows every instance on the ledger's database shares, and this instance's name on them. */
export interface SharedClaims {
  db: Kysely<LedgerTables>;
  holder: string;
}

export class RefundLedger {
  readonly #store: Store;
  readonly #now: () => Date;
  readonly #claims: SharedClaims;
  /** "PNR/ticket" of calls running in this process. */
  readonly #inFlight = new Map<string, Hold>();

  constructor(store: Store, now: () => Date, claims: SharedClaims) {
    this.#store = store;
    this.#now = now;
    this.#claims = claims;
  }

  /** Reserves the tickets and writes the "pending" entry (on disk when this resolves), or says who holds them. */
  async claim(attempt: RefundAttempt): Promise<Claim> {
    const tickets = attempt.amounts.map((a) => a.ticket);
    const keys = tickets.map((ticket) => ticketKey(attempt.pnr, ticket));
    const at = this.#now().toISOString();
    // No await before the reservation below: two claims cannot both pass this check.
    const held = keys.map((k) => this.#inFlight.get(k)).find((h) => h !== undefined) ?? this.#recorded(attempt.pnr, tickets);
    if (held) {
      if (held.orphan && held.entryId !== null) {
        // Pending, yet not in flight here: the process that wrote it died during the call.
        await this.#store.audit.update(held.entryId, { result: "unknown", detail: "interrupted: the bot stopped during the call" });
        await settleClaims(this.#claims.db, attempt.pnr, tickets, this.#claims.holder, "unknown");
      }
      await this.#store.audit.append(entryFields(attempt, at, { result: "blocked", ...(held.entryId !== null ? { blockedBy: held.entryId } : {}) }));
      return { granted: false, conflict: held.conflict };
    }
    const hold: Hold = { conflict: { result: "pending", at, userName: attempt.userName, trackingCode: null }, entryId: null, orphan: false };
    for (const key of keys) this.#inFlight.set(key, hold);
    let holding: RefundClaimsTable | null;
    try {
      holding = await claimTickets(this.#claims.db, { pnr: attempt.pnr, tickets, at, holder: this.#claims.holder, userName: attempt.userName }, this.#doubtfulSince());
    } catch (err) {
      // The database is away: nothing is sent.
      for (const key of keys) this.#inFlight.delete(key);
      throw err;
    }
    if (holding) {
      for (const key of keys) this.#inFlight.delete(key);
      await this.#store.audit.append(entryFields(attempt, at, { result: "blocked" }));
      return { granted: false, conflict: conflictOf(holding) };
    }
    try {
      const entry = await this.#store.audit.append(entryFields(attempt, at, { result: "pending" }));
      hold.entryId = entry.id;
      return { granted: true, entryId: entry.id };
    } catch (err) {
      // Nothing was sent: free the tickets and let the flow report the failure.
      for (const key of keys) this.#inFlight.delete(key);
      await settleClaims(this.#claims.db, attempt.pnr, tickets, this.#claims.holder, "free").catch(() => undefined);
      await this.#unsent(attempt, at).catch(() => undefined);
      throw err;
    }
  }

  #doubtfulSince(): string {
    return new Date(this.#now().getTime() - GUARD_WINDOW_MS).toISOString();
  }

  /**
   * A failed save keeps its change in memory for the next save (store/db.ts): the "pending"
   * entry would reach the disk later and hold the tickets as a call of unknown outcome, though
   * none was made. It is marked as not sent instead.
   */
  async #unsent(attempt: RefundAttempt, at: string): Promise<void> {
    const entry = this.#store.audit
      .latest(AUDIT_CAP)
      .find((e) => e.action === REFUND_ACTION && e.at === at && e.userId === attempt.userId && e["pnr"] === attempt.pnr && e["result"] === "pending");
    if (entry) await this.#store.audit.update(entry.id, { result: "error", detail: "not sent: it could not be saved" });
  }

  /** Completes the entry of a granted claim and frees its tickets. */
  async settle(entryId: number, pnr: string, tickets: string[], outcome: Settlement): Promise<void> {
    try {
      await this.#store.audit.update(entryId, outcome.result === "ok" ? { result: "ok", trackingCode: outcome.trackingCode } : outcome);
      const state: ClaimState = outcome.result === "ok" ? "ok" : outcome.result === "error" ? "free" : "unknown";
      await settleClaims(this.#claims.db, pnr, tickets, this.#claims.holder, state, outcome.result === "ok" ? outcome.trackingCode : null);
    } finally {
      // Should the update fail, the entry stays "pending" on disk and keeps blocking as unknown.
      for (const ticket of tickets) this.#inFlight.delete(ticketKey(pnr, ticket));
    }
  }

  /** The newest durable entry that still holds one of the tickets. */
  #recorded(pnr: string, tickets: string[]): Hold | undefined {
    const since = this.#now().getTime() - GUARD_WINDOW_MS;
    const entries = this.#store.audit.latest(AUDIT_CAP);
    const rejected = rejectedEntryIds(entries);
    for (const raw of entries) {
      const entry = raw.action === REFUND_ACTION ? asRefundEntry(raw) : null;
      if (!entry || entry.pnr !== pnr || !entry.tickets.some((t) => tickets.includes(t))) continue;
      const conflict = holding(entry, since, rejected);
      if (conflict) return { conflict, entryId: entry.id, orphan: entry.result === "pending" };
    }
    return undefined;
  }

  /**
   * Shares the holds of this instance's audit log as claims (at start; idempotent): refunds
   * done or in doubt before an upgrade to shared claims hold on every instance too.
   */
  async shareRecorded(): Promise<void> {
    const since = this.#now().getTime() - GUARD_WINDOW_MS;
    const entries = this.#store.audit.latest(AUDIT_CAP);
    const rejected = rejectedEntryIds(entries);
    const rows: RefundClaimsTable[] = [];
    for (const raw of entries) {
      const entry = raw.action === REFUND_ACTION ? asRefundEntry(raw) : null;
      const conflict = entry ? holding(entry, since, rejected) : null;
      if (!entry || !conflict) continue;
      const state = conflict.result === "ok" ? "ok" : "unknown";
      for (const ticket of entry.tickets) rows.push({ pnr: entry.pnr, ticket, state, claimed_at: entry.at, holder: this.#claims.holder, user_name: entry.userName, tracking_code: entry.trackingCode ?? null });
    }
    await shareClaims(this.#claims.db, rows);
  }

  /**
   * The booking's tickets that an attempt holds now, each with the attempt that holds it (the
   * newest): what `claim` would refuse. Screens show them as such instead of offering them.
   */
  async held(pnr: string): Promise<Map<string, Conflict>> {
    const held = new Map<string, Conflict>();
    for (const [key, hold] of this.#inFlight) {
      if (key.startsWith(`${pnr}/`)) held.set(key.slice(pnr.length + 1), hold.conflict);
    }
    const since = this.#now().getTime() - GUARD_WINDOW_MS;
    const entries = this.#store.audit.latest(AUDIT_CAP);
    const rejected = rejectedEntryIds(entries);
    for (const raw of entries) {
      const entry = raw.action === REFUND_ACTION ? asRefundEntry(raw) : null;
      const conflict = entry?.pnr === pnr ? holding(entry, since, rejected) : null;
      if (!entry || !conflict) continue;
      // At run time a "pending" entry is a call under way (a stop turns it into "unknown" at start-up).
      const shown: Conflict = entry.result === "pending" ? { ...conflict, result: "pending" } : conflict;
      for (const ticket of entry.tickets) if (!held.has(ticket)) held.set(ticket, shown);
    }
    // Other instances' calls, and this one's before its audit log (an upgrade) knew of claims.
    for (const claim of await holdingClaims(this.#claims.db, pnr, this.#doubtfulSince())) if (!held.has(claim.ticket)) held.set(claim.ticket, conflictOf(claim));
    return held;
  }
}

function conflictOf(claim: RefundClaimsTable): Conflict {
  const result = claim.state === "ok" ? "ok" : claim.state === "pending" ? "pending" : "unknown";
  return { result, at: claim.claimed_at, userName: claim.user_name, trackingCode: claim.tracking_code };
}

const guards = new WeakMap<Store, RefundLedger>();

/**
 * The one guard of a store: its in-flight set must see every caller's calls (the refund flow's
 * and the schedule-change desk's runs), or a call under way elsewhere would look like an orphan.
 */
export function refundLedgerOf(deps: { store: Store; now: () => Date; ledger: { db: Kysely<LedgerTables> }; config: { dataDir: string } }): RefundLedger {
  const { store, now } = deps;
  let guard = guards.get(store);
  if (!guard) {
    guard = new RefundLedger(store, now, { db: deps.ledger.db, holder: claimHolder(deps.config.dataDir) });
    guards.set(store, guard);
  }
  return guard;
}

/**
 * An entry holds its tickets when it is done ("ok", at any age, unless the supplier rejected it
 * later), or of unknown outcome within GUARD_WINDOW_MS.
 */
function holding(entry: RefundEntry, since: number, rejected: ReadonlySet<number>): Conflict | null {
  const doubtful = (entry.result === "pending" || entry.result === "unknown") && Date.parse(entry.at) >= since;
  const done = entry.result === "ok" && !rejected.has(entry.id);
  if (!done && !doubtful) return null;
  return { result: entry.result === "ok" ? "ok" : "unknown", at: entry.at, userName: entry.userName, trackingCode: entry.trackingCode ?? null };
}

/** Refund entries the supplier rejected after their TrackingCode, by id. */
function rejectedEntryIds(entries: readonly AuditEntry[]): Set<number> {
  const ids = new Set<number>();
  for (const e of entries) if (e.action === REFUND_REJECTED_ACTION && typeof e["refundEntry"] === "number") ids.add(e["refundEntry"]);
  return ids;
}

function ticketKey(pnr: string, ticket: string): string {
  return `${pnr}/${ticket}`;
}

function entryFields(attempt: RefundAttempt, at: string, extra: Record<string, JsonValue>) {
  return {
    at,
    userId: attempt.userId,
    action: REFUND_ACTION,
    userName: attempt.userName,
    pnr: attempt.pnr,
    tickets: attempt.amounts.map((a) => a.ticket),
    reason: attempt.reason,
    amounts: attempt.amounts,
    remarks: attempt.remarks,
    ...(attempt.waiver ? { waiver: attempt.waiver } : {}),
    ...extra,
  };
}
