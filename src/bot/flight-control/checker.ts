import { madeAdminByEachOther } from "../../domain/roles.js";
import { lapseProposalsOf, type FlightProposal } from "../../ledger/flight-proposals.js";
import type { Ledger } from "../../ledger/ledger.js";
import type { Logger } from "../../logger.js";
import type { Config } from "../../config.js";
import type { Store } from "../../store/store.js";
import { adminIds } from "../access.js";

type Deps = { config: Config; store: Store; ledger: Ledger };

/**
 * Why `approver` may not approve pending proposal `p`, or null when they may. Two accounts of
 * one person could otherwise make a change alone: an approver made admin by the proposer (or
 * the other way round) is no second person ("linked"), and a proposer who is no longer an admin
 * has their proposals lapse ("proposer-left", expired here when a role change did not already).
 */
export async function approvalBar(deps: Deps, log: Logger, p: FlightProposal, approver: number): Promise<"proposer-left" | "linked" | null> {
  if (!adminIds(deps).includes(p.proposer.id)) {
    await lapseOpenProposals(deps, log, p.proposer.id);
    return "proposer-left";
  }
  return madeAdminByEachOther(approver, p.proposer.id, (id) => deps.store.users.get(id)?.adminGrant) ? "linked" : null;
}

/** An admin demoted or removed: their waiting proposals expire, in the audit. */
export async function lapseOpenProposals(deps: Pick<Deps, "store" | "ledger">, log: Logger, adminId: number): Promise<void> {
  for (const proposal of await lapseProposalsOf(deps.ledger.db, adminId)) {
    log.info({ proposal, proposer: adminId }, "a flight proposal lapsed: its proposer is no longer an admin");
    await deps.store.audit.append({ userId: 0, action: "flight.expire", proposal, reason: "proposer-not-admin" });
  }
}
