import type { Db } from "./db.js";
import { jsonCopy, type JsonValue } from "./json.js";
import { pruneList } from "./prune.js";
import { auditEntrySchema, type AuditEntry, type StoreData } from "./schema.js";

/** The newest AUDIT_CAP entries are kept; older ones are dropped as new ones arrive. */
export const AUDIT_CAP = 5000;

export interface AuditInput {
  /** ISO 8601; defaults to now. */
  at?: string;
  /** Who acted; 0 for the bot itself. */
  userId: number;
  /** What was done, e.g. "refund", "user.approve". */
  action: string;
  /** Anything else worth keeping (PNR, amounts, result). Never secrets. */
  [field: string]: JsonValue | undefined;
}

/**
 * Who did what, for the admins. An entry can be completed later: a refund is logged as
 * "pending" before the supplier is called, then updated with the outcome.
 */
export interface AuditRepo {
  /** Saves the entry and returns it with its id. */
  append(entry: AuditInput): Promise<AuditEntry>;
  /**
   * Merges `fields` into the entry (its id cannot change). undefined when the entry is
   * unknown or already pruned.
   */
  update(id: number, fields: Record<string, JsonValue>): Promise<AuditEntry | undefined>;
  get(id: number): AuditEntry | undefined;
  /** The `n` newest entries, newest first. */
  latest(n: number): AuditEntry[];
}

export function auditRepo(db: Db<StoreData>, now: () => Date): AuditRepo {
  const find = (id: number) => db.data.audit.entries.findLast((entry) => entry.id === id);
  return {
    async append(input) {
      // Validate before taking an id, so a bad entry changes nothing.
      const candidate = auditEntrySchema.parse(jsonCopy({ ...input, id: 1, at: input.at ?? now().toISOString() }));
      const entry = await db.update((data) => {
        const saved = { ...candidate, id: data.audit.nextId };
        data.audit.nextId += 1;
        data.audit.entries.push(saved);
        pruneList(data.audit.entries, AUDIT_CAP);
        return saved;
      });
      return jsonCopy(entry);
    },
    async update(id, fields) {
      const entry = find(id);
      if (!entry) return undefined;
      auditEntrySchema.parse(jsonCopy({ ...entry, ...fields, id }));
      // Merged into the entry as the change finds it: another instance may have completed it.
      const merged = await db.update((data) => {
        const current = data.audit.entries.findLast((e) => e.id === id);
        if (!current) return undefined;
        Object.assign(current, auditEntrySchema.parse(jsonCopy({ ...current, ...fields, id })));
        return current;
      });
      return merged && jsonCopy(merged);
    },
    get: (id) => {
      const entry = find(id);
      return entry && jsonCopy(entry);
    },
    latest: (n) => db.data.audit.entries.slice(-Math.max(0, n)).reverse().map(jsonCopy),
  };
}
