/**
 * Lock and Book: the one place each is called from. Both are writes the client sends once; Book
 * goes only after its hold is claimed in the ledger's database with the reference it carries
 * (ledger/book-claims.ts), so nothing anywhere sends a second Book for one hold. Outcomes are
 * plain data: the flow keeps them as the results of `conversation.external`.
 */
import type { Party } from "../../domain/party.js";
import { claimBook, recordHold, settleBook } from "../../ledger/book-claims.js";
import { claimHolder } from "../../ledger/refund-claims.js";
import type { BookOrder, LockResponse } from "../../supplier/client.js";
import { supplierWords } from "../../supplier/errors.js";
import type { BotDeps, CallContext } from "../context.js";
import { failureDetail, settleCall, type CallFailure } from "../supplier-call.js";
import { BOOK_AUDIT, type Seller } from "./audit.js";
import { issuedByBook, type IssuedBooking } from "./issued.js";
import { holdKey, newReference } from "./keys.js";
import { holdTotal, offerWords, type BookOffer } from "./offer.js";
import { releaseLocks } from "./release.js";

export type LockOutcome =
  | { result: "held"; lock: LockResponse; hold: string; total: number; expiresAt: string | null }
  /** Nothing held: a named refusal, or a failure that says so. */
  | { result: "refused"; failure: CallFailure }
  /** Seats may be held for a while: they come back when the lock expires. */
  | { result: "unknown"; failure: CallFailure };

export type BookAttempt =
  | { result: "issued"; reference: string; booking: IssuedBooking }
  /** The hold is being booked, was booked or is gone: nothing was sent. */
  | { result: "blocked"; state: string; reference: string | null; pnr: string | null }
  /** Nothing issued; the lock may still hold the seats. */
  | { result: "refused"; reference: string; failure: CallFailure }
  /** Maybe issued: GetStatus tells, after the interface's wait (resolver.ts). */
  | { result: "unknown"; reference: string; sentAt: string; said: string | null };

type DbDeps = Pick<BotDeps, "config" | "ledger" | "store" | "supplier" | "now" | "metrics">;

/** Holds the party's seats at the offer's fares, and records the hold before telling anyone. */
export async function lockSeats(deps: DbDeps, ctx: CallContext, offer: BookOffer, party: Party, seller: Seller): Promise<LockOutcome> {
  const total = holdTotal(offer.classes, party);
  const flight = offerWords(offer);
  const passengers = party.adults + party.children + party.infants;
  const base = { ...seller, action: BOOK_AUDIT.hold, flight, passengers, total, currency: offer.currency };
  const call = await settleCall(ctx, () => deps.supplier.lock({ departure: offer.segments[0]!, returning: offer.segments[1] ?? null, party, totalPayable: total }), true);
  if (!call.ok) {
    const unknown = call.failure.type === "failed" && call.failure.outcomeUnknown;
    await deps.store.audit.append({ ...base, result: unknown ? "unknown" : "refused", detail: failureDetail(call.failure, null) });
    return { result: unknown ? "unknown" : "refused", failure: call.failure };
  }
  const now = deps.now();
  const minutes = call.value.ExpiryInMinute;
  const expiresAt = minutes === null ? null : new Date(now.getTime() + minutes * 60_000).toISOString();
  const hold = holdKey(call.value);
  const lockedAt = now.toISOString();
  try {
    await recordHold(deps.ledger.db, { hold, holder: claimHolder(deps.config.dataDir), ...seller, flight, passengers, totalPayable: String(total), currency: offer.currency, lockedAt, expiresAt });
  } catch (err) {
    // Unrecorded seats could be booked by no one: they are given back, and the flow says what failed.
    await releaseLocks(deps.supplier, hold, ctx.log);
    throw err;
  }
  ctx.log.info({ hold, flight, passengers }, "seats held");
  await deps.store.audit.append({ ...base, result: "held", hold, ...(expiresAt ? { expiresAt } : {}) });
  return { result: "held", lock: call.value, hold, total, expiresAt };
}

/**
 * One Book for a hold, with a new reference written to the hold's row before it goes. A hold
 * already claimed (a double tap, a replay after a restart, another instance) sends nothing.
 */
export async function sendBook(deps: DbDeps, ctx: CallContext, order: Omit<BookOrder, "reference">, hold: string, seller: Seller, flight: string): Promise<BookAttempt> {
  const now = deps.now();
  const reference = newReference(now);
  const sentAt = now.toISOString();
  const base = { ...seller, action: BOOK_AUDIT.book, hold, flight, passengers: order.passengers.length, total: order.totalPayable, currency: deps.config.supplier.currency };
  const holding = await claimBook(deps.ledger.db, hold, reference, claimHolder(deps.config.dataDir), sentAt);
  if (holding !== null) {
    ctx.log.warn({ hold, state: holding?.state ?? "gone" }, "Book not sent: the hold is claimed");
    deps.metrics?.booking("blocked");
    await deps.store.audit.append({ ...base, result: "blocked", ...(holding?.reference ? { reference: holding.reference } : {}) });
    return { result: "blocked", state: holding?.state ?? "released", reference: holding?.reference ?? null, pnr: holding?.pnr ?? null };
  }
  let said: string | null = null;
  const call = await settleCall(
    ctx,
    () =>
      deps.supplier.book({ ...order, reference }).catch((err: unknown) => {
        said = supplierWords(err);
        throw err;
      }),
    true,
  );
  if (call.ok) {
    const booking = issuedByBook(call.value);
    await settleBook(deps.ledger.db, reference, { state: "issued", pnr: booking.pnr });
    ctx.log.info({ hold, reference, pnr: booking.pnr }, "booking issued");
    deps.metrics?.booking("issued");
    await deps.store.audit.append({ ...base, reference, result: "issued", pnr: booking.pnr });
    return { result: "issued", reference, booking };
  }
  const detail = failureDetail(call.failure, said);
  if (call.failure.type === "failed" && call.failure.outcomeUnknown) {
    // The row stays "sending" until GetStatus tells: a stop meanwhile is resumed at the next start.
    ctx.log.warn({ hold, reference }, "Book got no clear answer: its outcome is read with GetStatus");
    deps.metrics?.booking("unknown");
    await deps.store.audit.append({ ...base, reference, result: "unknown", detail });
    return { result: "unknown", reference, sentAt, said };
  }
  await settleBook(deps.ledger.db, reference, { state: "failed", detail });
  ctx.log.info({ hold, reference }, "Book refused: nothing issued");
  deps.metrics?.booking("refused");
  await deps.store.audit.append({ ...base, reference, result: "refused", detail });
  return { result: "refused", reference, failure: call.failure };
}
