import type { Db } from "./db.js";
import { jsonCopy } from "./json.js";
import type { AdminGrant, Role } from "../domain/roles.js";
import { putAdminProposal, takeAdminProposal } from "./admin-proposals.js";
import { userSchema, type AdminProposal, type StoreData, type StoredUser } from "./schema.js";

/**
 * Staff let in by an admin. Revoking removes the record (the audit log keeps who did it).
 * Admins named in ADMIN_IDS come from the config, not from here.
 * Reads return copies: change a user through the methods, which save.
 */
export interface UsersRepo {
  get(id: number): StoredUser | undefined;
  /** Ordered by id. */
  list(): StoredUser[];
  isAllowed(id: number): boolean;
  /** Adds or replaces the user. Throws (before saving anything) on an invalid record. */
  upsert(user: StoredUser): Promise<StoredUser>;
  /**
   * The updated user, or undefined when there is no such user. `grant` says who made them admin
   * (kept while they are admin). A proposal waiting for them gives way to the change.
   */
  setRole(id: number, role: Role, grant?: AdminGrant): Promise<StoredUser | undefined>;
  /** Proposes making the user admin; the proposal waiting now (an earlier one wins), undefined when there is no such user. */
  proposeAdmin(id: number, proposal: AdminProposal): Promise<AdminProposal | undefined>;
  /** The first decision on proposal `proposalId` takes it off the user; later ones get undefined. */
  takeAdminProposal(id: number, proposalId: number): Promise<AdminProposal | undefined>;
  /** True when the user existed. */
  revoke(id: number): Promise<boolean>;
}

export function usersRepo(db: Db<StoreData>): UsersRepo {
  const find = (id: number) => db.data.users[String(id)];
  return {
    get: (id) => {
      const user = find(id);
      return user && jsonCopy(user);
    },
    list: () => Object.values(db.data.users).map(jsonCopy).sort((a, b) => a.id - b.id),
    isAllowed: (id) => find(id) !== undefined,
    async upsert(user) {
      const record = userSchema.parse(jsonCopy(user));
      await db.update((data) => {
        data.users[String(record.id)] = record;
      });
      return jsonCopy(record);
    },
    async setRole(id, role, grant) {
      const valid = userSchema.shape.role.parse(role);
      const validGrant = valid === "admin" && grant ? userSchema.shape.adminGrant.parse(jsonCopy(grant)) : undefined;
      if (!find(id)) return undefined;
      const updated = await db.update((data) => {
        const user = data.users[String(id)];
        if (!user) return user;
        user.role = valid;
        delete user.adminProposal;
        if (validGrant) user.adminGrant = validGrant;
        else delete user.adminGrant;
        return user;
      });
      return updated && jsonCopy(updated);
    },
    proposeAdmin: (id, proposal) => putAdminProposal(db, (data) => data.users[String(id)], proposal),
    takeAdminProposal: (id, proposalId) => takeAdminProposal(db, (data) => data.users[String(id)], proposalId),
    async revoke(id) {
      if (!find(id)) return false;
      return db.update((data) => {
        const existed = Object.hasOwn(data.users, String(id));
        delete data.users[String(id)];
        return existed;
      });
    },
  };
}
