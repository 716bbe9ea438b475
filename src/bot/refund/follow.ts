import { followExpired } from "../../domain/refund-follow.js";
import type { Ledger } from "../../ledger/ledger.js";
import { insertFollow } from "../../ledger/refund-follow.js";
import type { Logger } from "../../logger.js";
import { AUDIT_CAP, type Store } from "../../store/store.js";
import { asRefundEntry, type RefundEntry } from "./ledger.js";

interface FollowDeps {
  store: Store;
  ledger: Ledger;
  /** SUPPLIER_CURRENCY: the one of the quote, and of RefundedAmount. */
  currency: string;
}

/**
 * Starts following the refund of an audit entry settled "ok" with a TrackingCode (the refund
 * executor calls it for every refund it sends, whichever feature asked). Never throws: the
 * refund is done whatever this does; a failure is logged, and the next start adopts the entry
 * from the audit (adoptUnfollowed).
 */
export async function followRefund(deps: FollowDeps, entryId: number, log: Logger): Promise<void> {
  const entry = deps.store.audit.get(entryId);
  const refund = entry ? asRefundEntry(entry) : null;
  if (!refund?.trackingCode || refund.result !== "ok") return;
  try {
    await follow(deps, refund, refund.trackingCode);
  } catch (err) {
    log.error({ err: String(err), entry: entryId }, "could not start following a refund; it is taken up at the next start");
  }
}

/**
 * At start: every refund of the audit that answered a TrackingCode within the follow period and
 * is not followed yet (its registration failed, or the bot stopped right after the call).
 */
export async function adoptUnfollowed(deps: FollowDeps, now: Date): Promise<void> {
  for (const raw of deps.store.audit.latest(AUDIT_CAP)) {
    const refund = asRefundEntry(raw);
    if (!refund?.trackingCode || refund.result !== "ok" || followExpired(refund.at, now)) continue;
    await follow(deps, refund, refund.trackingCode);
  }
}

function follow(deps: FollowDeps, refund: RefundEntry, trackingCode: string): Promise<void> {
  return insertFollow(deps.ledger.db, {
    trackingCode,
    auditId: refund.id,
    userId: refund.userId,
    userName: refund.userName,
    pnr: refund.pnr,
    tickets: refund.tickets,
    currency: deps.currency,
    requestedAt: refund.at,
  });
}
