/**
 * Seats held for a booking that will not be made go back to sale (ReleaseLock) when the agent
 * leaves the flow: /cancel, another command, a Cancel button, a changed fare, a refusal. A hold
 * being booked or booked is never released (ledger/book-claims.ts). What a flow leaves held
 * (it timed out, failed, or its process died) the leader gives back (sweep.ts).
 */
import { openHolds, releaseHold } from "../../ledger/book-claims.js";
import type { Logger } from "../../logger.js";
import type { SupplierClient } from "../../supplier/client.js";
import type { BookClaimsTable } from "../../ledger/schema.js";
import type { BotDeps } from "../context.js";
import { BOOK_AUDIT, type ReleaseReason, type Seller } from "./audit.js";
import { lockIdsOf } from "./keys.js";

type ReleaseDeps = Pick<BotDeps, "ledger" | "store" | "supplier">;

/** Gives back the seats of every hold `userId` still has open; the number given back. */
export async function releaseHolds(deps: ReleaseDeps, userId: number, userName: string, why: ReleaseReason, log: Logger): Promise<number> {
  let released = 0;
  for (const claim of await openHolds(deps.ledger.db, userId)) {
    if (await releaseClaim(deps, claim, { userId, userName }, why, log)) released++;
  }
  return released;
}

/** Gives back one hold's seats, recorded once in the audit by `by`; false when another caller did, or it is being booked or booked. */
export async function releaseClaim(deps: ReleaseDeps, claim: BookClaimsTable, by: Seller, why: ReleaseReason, log: Logger): Promise<boolean> {
  if (!(await releaseHold(deps.ledger.db, claim.hold))) return false;
  await releaseLocks(deps.supplier, claim.hold, log);
  await deps.store.audit.append({ userId: by.userId, userName: by.userName, action: BOOK_AUDIT.release, hold: claim.hold, flight: claim.flight, why });
  return true;
}

/** ReleaseLock for each id of a hold; a failure is logged: the seats then lapse when the lock expires. */
export async function releaseLocks(supplier: SupplierClient, hold: string, log: Logger): Promise<void> {
  for (const id of lockIdsOf(hold)) {
    try {
      await supplier.releaseLock(id);
    } catch (err) {
      log.warn({ hold, err: String(err) }, "could not release a lock: its seats come back when it expires");
    }
  }
  log.info({ hold }, "seats released");
}
