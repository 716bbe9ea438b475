import type { PartSplit } from "./state-rows.js";
import type { AuditEntry, StoreData } from "./schema.js";

/**
 * The store's parts kept in pieces in the shared database (src/store/state-rows.ts): those a
 * change touches a little of while the whole grows large. An audit entry added rewrites one
 * block of 500 entries, not 5,000; a guided flow's step rewrites that flow, not every user's.
 */

/** Audit entries per piece, by id: a new entry goes to the newest block, pruning empties the oldest. */
export const AUDIT_BLOCK = 500;

type Audit = StoreData["audit"];

const blockOf = (entry: AuditEntry): string => String(Math.floor(entry.id / AUDIT_BLOCK));

const audit: PartSplit = {
  split(value) {
    const { entries, ...rest } = value as Audit;
    const pieces: Record<string, AuditEntry[]> = {};
    for (const entry of entries) (pieces[blockOf(entry)] ??= []).push(entry);
    return { head: { ...rest, blocks: Object.keys(pieces) }, pieces };
  },
  join(head, changed, current) {
    const { blocks, ...rest } = head as Omit<Audit, "entries"> & { blocks: string[] };
    const byBlock = new Map<string, AuditEntry[]>();
    for (const entry of (current as Audit | undefined)?.entries ?? []) {
      const block = byBlock.get(blockOf(entry)) ?? [];
      block.push(entry);
      byBlock.set(blockOf(entry), block);
    }
    for (const [block, entries] of changed) byBlock.set(block, entries as AuditEntry[]);
    // Blocks are named by number: Object.keys listed them in ascending order, as entries go.
    return { ...rest, entries: blocks.flatMap((block) => byBlock.get(block) ?? []) };
  },
};

/** A record (flows by chat and user) as one piece per key, its head the keys. */
const byKey: PartSplit = {
  split(value) {
    const record = value as Record<string, unknown>;
    return { head: Object.keys(record), pieces: record };
  },
  join(head, changed, current) {
    const known = (current ?? {}) as Record<string, unknown>;
    return Object.fromEntries((head as string[]).flatMap((key) => (changed.has(key) ? [[key, changed.get(key)]] : key in known ? [[key, known[key]]] : [])));
  },
};

export const STATE_SPLITS: Readonly<Partial<Record<keyof StoreData, PartSplit>>> = { audit, conversations: byKey };
