import type { Db } from "./db.js";
import { jsonCopy } from "./json.js";
import type { Role } from "../domain/roles.js";
import { userSchema, type StoreData, type StoredUser } from "./schema.js";

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
  /** The updated user, or undefined when there is no such user. */
  setRole(id: number, role: Role): Promise<StoredUser | undefined>;
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
    async setRole(id, role) {
      const valid = userSchema.shape.role.parse(role);
      if (!find(id)) return undefined;
      const updated = await db.update((data) => {
        const user = data.users[String(id)];
        if (user) user.role = valid;
        return user;
      });
      return updated && jsonCopy(updated);
    },
    async revoke(id) {
      if (!find(id)) return false;
      await db.update((data) => {
        delete data.users[String(id)];
      });
      return true;
    },
  };
}
