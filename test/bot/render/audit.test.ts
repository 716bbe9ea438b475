import { describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { renderAudit } from "../../../src/bot/render/audit.js";
import { auditSentence, type AuditWords } from "../../../src/bot/render/audit-sentence.js";
import { formatFor } from "../../../src/bot/render/format.js";
import type { Language } from "../../../src/domain/languages.js";
import type { FlightProposal } from "../../../src/ledger/flight-proposals.js";
import type { AuditEntry, Store } from "../../../src/store/store.js";

const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;

const PROPOSAL = {
  id: 3,
  state: "holds",
  flightId: "77",
  airline: "IR",
  flightNumber: "1234",
  date: "2026-12-02",
  origin: "THR",
  destination: "MHD",
  oldData: { seatCapacity: 150 },
  change: { seatCapacity: 120 },
  proposer: { id: 8, name: "Bo" },
} as unknown as FlightProposal;

function words(lang: Language, names: Record<number, string> = { 5: "Ada", 8: "Bo" }): AuditWords {
  const t = (key: string, vars?: Record<string, string | number>) => fluent.translate(lang, key, vars);
  return { t, f: formatFor({ lang, timeZone: "Asia/Tehran", t }), currency: "IRR", nameOf: (id) => names[id], proposal: (id) => (id === 3 ? PROPOSAL : undefined) };
}

const entry = (fields: Record<string, unknown>): AuditEntry => ({ id: 9, at: "2026-11-22T10:00:00.000Z", userId: 5, ...fields }) as AuditEntry;
const plain = (html: string) => html.replace(/<[^>]+>/g, "").replace(/[\u2066-\u2069]/g, "");

describe("audit entries read as sentences", () => {
  it("names who did what to which booking, with the figures and the outcome", () => {
    const refund = entry({ action: "refund", userName: "Ada", pnr: "K7M2QA", tickets: ["1234567890"], reason: 1, amounts: [{ ticket: "1234567890", penalty: 1500, refund: 8500 }], remarks: null, result: "ok", trackingCode: "T-9" });
    expect(plain(auditSentence(refund, words("en")))).toBe("↩️ Ada asked to refund ticket 1234567890 of K7M2QA (🙋 Passenger's own reasons), penalty 1,500 IRR · ✅ done · Tracking code: T-9");
    const outcome = entry({ userId: 0, action: "refund.confirmed", agentId: 5, pnr: "K7M2QA", trackingCode: "T-9", refundedAmount: 8500, currency: "IRR" });
    expect(plain(auditSentence(outcome, words("en")))).toBe("✅ The supplier confirmed the refund of K7M2QA (tracking T-9) that Ada asked for: 8,500 IRR paid back.");
    const rejected = entry({ userId: 0, action: "refund.rejected", agentId: 44, pnr: "K7M2QA", trackingCode: "T-9", remarks: "already <flown>" });
    expect(auditSentence(rejected, words("en"))).toContain("that user <code>44</code> asked for: already &lt;flown&gt;");
  });

  it("says who let whom in, changed a role or revoked access, by name even after they left", () => {
    expect(plain(auditSentence(entry({ action: "user.approve", target: 77, targetName: "Cy", role: "agent" }), words("en")))).toBe("✅ Ada let Cy in as agent.");
    expect(plain(auditSentence(entry({ action: "user.role", target: 77, targetName: "Cy", from: "agent", to: "viewer" }), words("en")))).toBe("🔁 Ada changed Cy's role from agent to viewer.");
    // Ada gone from /users: the name the entry kept.
    expect(plain(auditSentence(entry({ action: "user.revoke", userName: "Ada", target: 77, targetName: "Cy" }), words("en", {})))).toBe("🚫 Ada revoked Cy's access.");
    expect(plain(auditSentence(entry({ action: "user.admin", target: 77, targetName: "Cy", grantedBy: 8, approvedBy: 5 }), words("en")))).toBe("👑 Ada approved Bo's proposal: Cy is an admin.");
  });

  it("says the flight, the change and how a flight-control proposal ended; the bot's own acts are the bot's", () => {
    expect(plain(auditSentence(entry({ action: "flight.approve", proposal: 3, proposer: 8 }), words("en")))).toBe("✅ Ada approved Bo's proposal #3: seat capacity of IR1234 THR-MHD of 2 Dec 2026: 150 → 120.");
    expect(plain(auditSentence(entry({ userId: 0, action: "flight.expire", proposal: 3 }), words("en")))).toMatch(/^⌛ Proposal #3 expired with no decision: /);
    expect(plain(auditSentence(entry({ action: "flight.outcome", proposal: 3, result: "refused", message: "Error1001" }), words("en")))).toMatch(/: refused by the supplier \(Error1001\)\.$/);
    expect(plain(auditSentence(entry({ action: "flight.reject", proposal: 99, proposer: 8 }), words("en")))).toBe("❌ Ada rejected Bo's proposal #99: a change no longer on record.");
  });

  it("says what was exported, and the schedule-change runs with their counts and tracking codes", () => {
    expect(plain(auditSentence(entry({ action: "manifest.export", flight: "W51047", date: "2026-12-02", rows: 12, masked: true }), words("en")))).toBe(
      "📋 Ada exported the manifest of W5 1047 on 2 Dec 2026 to Excel (12 passengers, personal data masked).",
    );
    expect(plain(auditSentence(entry({ action: "export.sales", firstDate: "2026-11-01", lastDate: "2026-11-30", rows: 1 }), words("en")))).toBe(
      "📊 Ada exported the sales of 1 Nov 2026 to 30 Nov 2026 to Excel (one row).",
    );
    const end = entry({ action: "changed.run-end", userName: "Ada", flight: "IR1234", tickets: 5, done: 4, refused: 1, unknown: 0, trackingCodes: ["A1", "B2"] });
    expect(plain(auditSentence(end, words("en")))).toBe("🗓 The schedule-change refunds of IR 1234 that Ada started ended: 4 done, 1 refused, 0 unknown; tracking A1, B2.");
  });

  it("reads in Persian and Arabic, identifiers in Latin digits", () => {
    const manifest = entry({ action: "manifest.export", flight: "W51047", date: "2026-12-02", rows: 12, masked: false });
    expect(plain(auditSentence(manifest, words("fa")))).toBe("📋 Ada فهرست مسافران W5 1047 در ۱۱ آذر ۱۴۰۵ را به اکسل برد (۱۲ مسافر، اطلاعات شخصی کامل).");
    expect(plain(auditSentence(manifest, words("ar")))).toBe("📋 صدّر Ada قائمة ركاب W5 1047 في ٢ ديسمبر ٢٠٢٦ إلى إكسل (١٢ راكب، البيانات الشخصية كاملة).");
    expect(plain(auditSentence(entry({ userId: 0, action: "flight.expire", proposal: 3 }), words("ar")))).toMatch(/^⌛ انتهت مهلة الاقتراح #٣ دون قرار: /);
    expect(plain(auditSentence(entry({ action: "user.deny", target: 77, targetName: "Cy" }), words("fa")))).toBe("🚫 Ada درخواست دسترسی Cy را رد کرد.");
  });

  it("escapes every name and code, and keeps an action it has no words for as written", () => {
    const text = auditSentence(entry({ action: "user.approve", userName: "<b>Eve</b>", target: 77, targetName: "A & B", role: "viewer" }), words("en", {}));
    expect(text).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(text).toContain("A &amp; B");
    expect(plain(auditSentence(entry({ action: "future.thing" }), words("en")))).toBe("Ada: future.thing");
  });

  it("lists the newest first under a title naming the filter, the zone once at the end", () => {
    const list = renderAudit([entry({ id: 2, action: "user.approve", target: 7, targetName: "Cy", role: "agent" })], words("en"), "refunds").text;
    expect(plain(list).split("\n")).toEqual(["🧾 Audit log · refunds: one entry", "", "#2 · 22 Nov 2026 13:30", "✅ Ada let Cy in as agent.", "", "🕒 Times are Iran Standard Time"]);
    expect(renderAudit([], words("en"), "K7M2QA").text).toBe("No entry of the audit log is about K7M2QA.");
    expect(renderAudit([], words("en")).text).toBe("The audit log is empty.");
  });
});
