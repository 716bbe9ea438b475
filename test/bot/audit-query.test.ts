import { describe, expect, it } from "vitest";
import { auditMatches, parseAuditQuery, topicOf } from "../../src/bot/audit-query.js";
import type { FlightProposal } from "../../src/ledger/flight-proposals.js";
import type { AuditEntry } from "../../src/store/store.js";

const NOW = new Date("2026-11-28T08:00:00Z");
const read = (text: string) => parseAuditQuery(text, "Asia/Tehran", NOW);
const entry = (fields: Record<string, unknown>): AuditEntry => ({ id: 1, at: NOW.toISOString(), userId: 5, ...fields }) as AuditEntry;
const proposal = { id: 3, airline: "IR", flightNumber: "01234", date: "2026-12-02" } as FlightProposal;
const lookups = { proposal: (id: number) => (id === 3 ? proposal : undefined), people: new Set([5]) };

describe("/audit's filters", () => {
  it("reads a count, a kind in en/fa/ar, a person, a PNR (also typed in two pieces), a flight alone or with a date", () => {
    expect(read("")).toEqual({ kind: "latest", count: 15 });
    expect(read("40")).toEqual({ kind: "latest", count: 40 });
    expect(read("500")).toEqual({ kind: "latest", count: 50 });
    expect(read("Refunds")).toEqual({ kind: "topic", topic: "refunds" });
    expect(read("دسترسی")).toEqual({ kind: "topic", topic: "access" });
    expect(read("تصدير")).toEqual({ kind: "topic", topic: "exports" });
    expect(read("@ada_k")).toEqual({ kind: "user", handle: "ada_k" });
    expect(read("k7m2qa")).toEqual({ kind: "code", code: "K7M2QA" });
    expect(read("jyv usm")).toEqual({ kind: "code", code: "JYVUSM" });
    expect(read("W5 1047")).toEqual({ kind: "code", code: "W51047" });
    expect(read("IR1234 2026-12-02")).toEqual({ kind: "flight", flight: "IR1234", date: "2026-12-02" });
    expect(read("ir 1234 1405/09/11")).toEqual({ kind: "flight", flight: "IR1234", date: "2026-12-02" });
    expect(read("@")).toEqual({ kind: "bad" });
    expect(read("what happened?")).toEqual({ kind: "bad" });
  });

  it("finds a booking's entries by their PNR or a run's PNRs, a flight's by its proposals, manifests and runs", () => {
    const refund = entry({ action: "refund", pnr: "K7M2QA" });
    const run = entry({ action: "changed.run-end", flight: "IR1234", pnrs: ["AAA111", "K7M2QA"] });
    const approve = entry({ action: "flight.approve", proposal: 3 });
    const manifest = entry({ action: "manifest.export", flight: "W51047", date: "2026-12-02" });
    const code = read("K7M2QA");
    expect([refund, run, approve, manifest].map((e) => auditMatches(e, code, lookups))).toEqual([true, true, false, false]);
    const flight = read("IR1234 2026-12-02");
    expect([refund, run, approve, manifest].map((e) => auditMatches(e, flight, lookups))).toEqual([false, true, true, false]);
    expect(auditMatches(approve, read("IR1234 2026-12-03"), lookups)).toBe(false);
    expect(auditMatches(manifest, read("W5 1047"), lookups)).toBe(true);
  });

  it("finds a person's doings and what was done to them; sorts actions into kinds", () => {
    const user = read("@ada");
    expect(auditMatches(entry({ action: "refund" }), user, lookups)).toBe(true);
    expect(auditMatches(entry({ userId: 8, action: "user.revoke", target: 5 }), user, lookups)).toBe(true);
    expect(auditMatches(entry({ userId: 0, action: "refund.confirmed", agentId: 5 }), user, lookups)).toBe(true);
    expect(auditMatches(entry({ userId: 8, action: "user.revoke", target: 9 }), user, lookups)).toBe(false);
    expect(["refund", "refund.rejected", "changed.run-start", "flight.outcome", "export.sales", "manifest.export", "user.approve", "group-alerts.stop", "other"].map(topicOf)).toEqual([
      "refunds",
      "refunds",
      "refunds",
      "flights",
      "exports",
      "exports",
      "access",
      "access",
      undefined,
    ]);
  });
});
