import type { Db } from "./db.js";
import { jsonCopy } from "./json.js";
import { capRecord, daysBefore, pruneRecordBefore } from "./prune.js";
import { putAdminProposal, takeAdminProposal } from "./admin-proposals.js";
import { accessRequestSchema, type AccessRequest, type AdminProposal, type StoreData } from "./schema.js";

/**
 * Pending access requests. Anyone on Telegram can ask, so the list is bounded: at most
 * MAX_ACCESS_REQUESTS (the oldest go first) and none older than ACCESS_REQUEST_DAYS.
 */
export const MAX_ACCESS_REQUESTS = 500;
export const ACCESS_REQUEST_DAYS = 30;

export interface AccessRequestsRepo {
  /**
   * Records a request and returns it. A user who already has a pending request keeps the
   * first one: that one is returned and nothing is saved.
   */
  add(request: AccessRequest): Promise<AccessRequest>;
  /** Oldest first. */
  list(): AccessRequest[];
  get(id: number): AccessRequest | undefined;
  /** True when there was a request (call it once the request is granted or refused). */
  remove(id: number): Promise<boolean>;
  /** Proposes letting the user in as admin; the proposal waiting now (an earlier one wins), undefined when there is no such request. */
  proposeAdmin(id: number, proposal: AdminProposal): Promise<AdminProposal | undefined>;
  /** The first decision on proposal `proposalId` takes it off the request; later ones get undefined. */
  takeAdminProposal(id: number, proposalId: number): Promise<AdminProposal | undefined>;
}

export function accessRequestsRepo(db: Db<StoreData>): AccessRequestsRepo {
  const find = (id: number) => db.data.accessRequests[String(id)];
  return {
    async add(request) {
      const existing = find(request.id);
      if (existing) return jsonCopy(existing);
      const record = accessRequestSchema.parse(jsonCopy(request));
      // Checked again in the change: another instance may have taken the user's request first.
      const kept = await db.update((data) => {
        const first = data.accessRequests[String(record.id)];
        if (first) return first;
        data.accessRequests[String(record.id)] = record;
        capRecord(data.accessRequests, (r) => r.requestedAt, MAX_ACCESS_REQUESTS);
        return record;
      });
      return jsonCopy(kept);
    },
    list: () =>
      Object.values(db.data.accessRequests)
        .map(jsonCopy)
        .sort((a, b) => Date.parse(a.requestedAt) - Date.parse(b.requestedAt)),
    get: (id) => {
      const request = find(id);
      return request && jsonCopy(request);
    },
    proposeAdmin: (id, proposal) => putAdminProposal(db, (data) => data.accessRequests[String(id)], proposal),
    takeAdminProposal: (id, proposalId) => takeAdminProposal(db, (data) => data.accessRequests[String(id)], proposalId),
    async remove(id) {
      if (!find(id)) return false;
      // The first decision wins, on whichever instance it is made: the change itself says whether it took the request.
      return db.update((data) => {
        const existed = Object.hasOwn(data.accessRequests, String(id));
        delete data.accessRequests[String(id)];
        return existed;
      });
    },
  };
}

/** Drops expired requests; run at start-up. Returns how many were dropped. */
export function pruneAccessRequests(data: StoreData, now: Date): number {
  return (
    pruneRecordBefore(data.accessRequests, (r) => r.requestedAt, daysBefore(now, ACCESS_REQUEST_DAYS)) +
    capRecord(data.accessRequests, (r) => r.requestedAt, MAX_ACCESS_REQUESTS)
  );
}
