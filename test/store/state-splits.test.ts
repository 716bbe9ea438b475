import { describe, expect, it } from "vitest";
import { AUDIT_BLOCK, STATE_SPLITS } from "../../src/store/state-splits.js";
import type { AuditEntry } from "../../src/store/schema.js";

const entry = (id: number): AuditEntry => ({ id, at: "2026-03-01T10:00:00.000Z", userId: 7, action: "refund", pnr: `P${id}` });
const audit = STATE_SPLITS.audit!;
const flows = STATE_SPLITS.conversations!;

describe("the store's parts kept in pieces", () => {
  it("the audit log: blocks of entries by id; read back whole, or a changed block with the rest as held; a pruned block goes", () => {
    const before = { nextId: 1201, entries: Array.from({ length: 1200 }, (_, i) => entry(i + 1)) };
    const { head, pieces } = audit.split(before);
    expect(Object.keys(pieces)).toEqual(["0", "1", "2"]);
    expect((pieces["0"] as AuditEntry[]).length).toBe(AUDIT_BLOCK - 1);
    expect(audit.join(head, new Map(Object.entries(pieces)), undefined)).toEqual(before);

    // Another instance added an entry and pruned the oldest block: only its head and newest block come.
    const after = { nextId: 1202, entries: [...before.entries.slice(AUDIT_BLOCK - 1), entry(1201)] };
    const changed = audit.split(after);
    expect(audit.join(changed.head, new Map([["2", changed.pieces["2"]]]), before)).toEqual(after);
  });

  it("the guided flows: one piece per chat and user; a flow deleted elsewhere goes, one changed comes", () => {
    const before = { "7": { savedAt: "a" }, "-100:7": { savedAt: "b" }, "8": { savedAt: "c" } };
    const { head, pieces } = flows.split(before);
    expect(pieces).toEqual(before);
    expect(flows.join(head, new Map(Object.entries(pieces)), undefined)).toEqual(before);
    const after = { "7": { savedAt: "a2" }, "8": { savedAt: "c" } };
    expect(flows.join(flows.split(after).head, new Map([["7", { savedAt: "a2" }]]), before)).toEqual(after);
  });
});
