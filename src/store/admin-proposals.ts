import type { Db } from "./db.js";
import { jsonCopy } from "./json.js";
import { adminProposalSchema, type AdminProposal, type StoreData } from "./schema.js";

type Holder = { adminProposal?: AdminProposal | undefined };

/**
 * Puts a proposal to make someone admin on their record (a user, an access request), unless one
 * is waiting there already. Returns the proposal waiting now (that earlier one, or this one);
 * undefined when there is no such record.
 */
export async function putAdminProposal(db: Db<StoreData>, pick: (data: StoreData) => Holder | undefined, proposal: AdminProposal): Promise<AdminProposal | undefined> {
  const valid = adminProposalSchema.parse(jsonCopy(proposal));
  if (!pick(db.data)) return undefined;
  const waiting = await db.update((data) => {
    const record = pick(data);
    if (record && !record.adminProposal) record.adminProposal = valid;
    return record?.adminProposal;
  });
  return waiting && jsonCopy(waiting);
}

/**
 * Takes proposal `id` off its record: the first decision gets it, any later one (or a tap on the
 * button of an older proposal) undefined.
 */
export async function takeAdminProposal(db: Db<StoreData>, pick: (data: StoreData) => Holder | undefined, id: number): Promise<AdminProposal | undefined> {
  if (pick(db.data)?.adminProposal?.id !== id) return undefined;
  const taken = await db.update((data) => {
    const record = pick(data);
    const proposal = record?.adminProposal;
    if (!record || proposal?.id !== id) return undefined;
    delete record.adminProposal;
    return proposal;
  });
  return taken && jsonCopy(taken);
}
