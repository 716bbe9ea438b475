import { describe, expect, it } from "vitest";
import { decodeCallback } from "../../../src/bot/callback-data.js";
import { renderAudit } from "../../../src/bot/render/audit.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { renderPenaltyQuote } from "../../../src/bot/render/penalty.js";
import { refundFailureText, renderConflict, renderSummary, renderTicketPicker } from "../../../src/bot/render/refund.js";
import type { RefundQuote } from "../../../src/domain/refund.js";
import type { AuditEntry } from "../../../src/store/store.js";

const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
const OWNER = 9_007_199_254; // a large Telegram id keeps the callback data near its limit

const quote: RefundQuote = {
  reason: 1,
  isNoShow: true,
  takenAtMs: Date.parse("2026-11-22T10:00:00Z"),
  lines: [
    { ticketNumber: "0962310040001", passenger: "<Ali> & Co", fare: 1000.1, penaltyPercent: 10, penalty: 100.01, refund: 900.09, oppositeDifference: 0, currentDifference: 5.5 },
    { ticketNumber: "0962310040002", passenger: "Sara", fare: 2000.2, penaltyPercent: 10, penalty: 200.02, refund: 1800.18, oppositeDifference: 3, currentDifference: 0 },
  ],
};

describe("penalty quote", () => {
  it("shows each ticket's figures as quoted, the round-trip differences present, the no-show, exact totals and the time", () => {
    const text = renderPenaltyQuote("K7M2QA", quote, "Asia/Dubai", t).text;
    expect(text).toContain('penalty-quoted-at{"time":"2026-11-22 14:00 (Asia/Dubai)"}');
    expect(text).toContain("penalty-no-show");
    expect(text).toContain('penalty-ticket{"name":"&lt;Ali&gt; &amp; Co","ticket":"0962310040001"}');
    expect(text).toContain('penalty-figures{"fare":"1,000.1","percent":"10","penalty":"100.01","refund":"900.09"}');
    expect(text.match(/penalty-current-difference\{"amount":"5.5"\}/g)).toHaveLength(1);
    expect(text.match(/penalty-opposite-difference\{"amount":"3"\}/g)).toHaveLength(1);
    expect(text).toContain('penalty-total{"penalty":"300.03","refund":"2,700.27"}');
  });
});

describe("refund flow messages", () => {
  it("marks the chosen tickets and keeps every button within Telegram's 64 bytes", () => {
    const options = [0, 1, 2].map((i) => ({ ticket: `09623100400${i}`, passenger: `P${i}`, flight: "IR 7250", date: "2026-12-12 07:10", route: "THR→KIH", saleTotal: 1 }));
    const some = renderTicketPicker("K7M2QA", options, new Set([1]), OWNER, t);
    expect(some.text).toContain("⬜ P0");
    expect(some.text).toContain("☑️ P1");
    const labels = some.keyboard!.inline_keyboard.flat().map((b) => b.text);
    expect(labels).toContain("refund-button-all");
    expect(labels).toContain('refund-button-continue{"count":1}');
    const all = renderTicketPicker("K7M2QA", options, new Set([0, 1, 2]), OWNER, t);
    expect(all.keyboard!.inline_keyboard.flat().map((b) => b.text)).toContain("refund-button-none");
    for (const button of some.keyboard!.inline_keyboard.flat()) {
      expect(decodeCallback((button as { callback_data: string }).callback_data)?.owner).toBe(OWNER);
    }
  });

  it("puts every amount, the remarks (escaped) and versioned Confirm / Cancel in the summary", () => {
    const summary = renderSummary({ pnr: "K7M2QA", quote, remarks: "<b>late</b> & sorry", timeZone: "UTC", version: 3 }, OWNER, t);
    expect(summary.text).toContain('refund-summary-remarks{"remarks":"&lt;b&gt;late&lt;/b&gt; &amp; sorry"}');
    expect(summary.text).toContain('"penalty":"100.01"');
    expect(summary.text).toContain('"penalty":"200.02"');
    const data = summary.keyboard!.inline_keyboard.flat().map((b) => decodeCallback((b as { callback_data: string }).callback_data)?.fields);
    expect(data).toEqual([["s3", "ok"], ["s3", "x"]]);
  });

  it("shows a schedule change with a penalty of 0 and no invented refund amount", () => {
    const schedule: RefundQuote = { reason: 2, isNoShow: false, takenAtMs: 0, lines: [{ ticketNumber: "1", passenger: "A", fare: 500, penaltyPercent: 0, penalty: 0, refund: null, oppositeDifference: 0, currentDifference: 0 }] };
    const text = renderSummary({ pnr: "K7M2QA", quote: schedule, remarks: null, timeZone: "UTC", version: 1 }, OWNER, t).text;
    expect(text).toContain('penalty-figures-schedule{"fare":"500"}');
    expect(text).toContain('penalty-total-penalty{"penalty":"0"}');
    expect(text).not.toContain("penalty-figures{");
  });

  it("turns supplier errors into staff words, and an unknown outcome into 'check /history'", () => {
    const supplier = (kind: "PenaltyNotDefined" | "PenaltyMismatch" | "TicketNotFound" | "Exception", message: string | null = null) =>
      refundFailureText({ type: "supplier", kind, code: "X", message, traceId: null }, "K7M2QA", t);
    expect(supplier("PenaltyNotDefined")).toBe('refund-error-1008{"pnr":"K7M2QA"}');
    expect(supplier("PenaltyMismatch")).toBe("refund-error-1009");
    expect(supplier("TicketNotFound")).toBe('refund-error-1017{"pnr":"K7M2QA"}');
    expect(supplier("Exception", "Bad <thing>")).toBe('refund-error-supplier{"message":"Bad &lt;thing&gt;"}');
    expect(refundFailureText({ type: "failed", outcomeUnknown: true, text: "x", ref: "R" }, "K7M2QA", t)).toBe('refund-unknown{"pnr":"K7M2QA"}');
    expect(refundFailureText({ type: "failed", outcomeUnknown: false, text: "as is", ref: "R" }, "K7M2QA", t)).toBe("as is");
  });

  it("names who holds the tickets, when, and the tracking code", () => {
    const text = renderConflict("K7M2QA", { result: "ok", at: "2026-11-22T10:00:00.000Z", userName: "<Ada>", trackingCode: "T-1" }, "UTC", t).text;
    expect(text).toBe('refund-blocked-ok{"pnr":"K7M2QA","name":"&lt;Ada&gt;","time":"2026-11-22 10:00 UTC"}\nrefund-tracking{"code":"T-1"}');
  });
});

describe("renderAudit", () => {
  it("shows refunds with their figures and outcome, and other entries by action", () => {
    const refund = { id: 7, at: "2026-11-22T10:00:00.000Z", userId: 5, action: "refund", userName: "Ada", pnr: "K7M2QA", tickets: ["1", "2"], reason: 1, amounts: [{ ticket: "1", penalty: 0.1, refund: 1 }, { ticket: "2", penalty: 0.2, refund: 2 }], remarks: null, result: "unknown", detail: "no <answer>" } as AuditEntry;
    const other = { id: 6, at: "2026-11-22T09:00:00.000Z", userId: 8, action: "user.approve" } as AuditEntry;
    const text = renderAudit([refund, other], (id) => (id === 8 ? "Bo & Co" : undefined), t, formatFor({ lang: "en", timeZone: "UTC", t })).text;
    expect(text.split("\n")).toEqual([
      'audit-title{"count":"2"}',
      "",
      "#7 · 22 Nov 2026 10:00 · Ada <code>5</code>",
      'audit-refund{"pnr":"K7M2QA","tickets":"1, 2","reason":"refund-reason-1","penalty":"0.3"} · audit-result-unknown · no &lt;answer&gt;',
      "",
      "#6 · 22 Nov 2026 09:00 · Bo &amp; Co <code>8</code>",
      "user.approve",
      "",
      'times-zone{"zone":"Coordinated Universal Time"}',
    ]);
    expect(renderAudit([], () => undefined, t, formatFor({ lang: "en", timeZone: "UTC", t })).text).toBe("audit-empty");
  });

  it("writes times, counts and amounts in Persian digits, ids and codes as they are", () => {
    const refund = { id: 7, at: "2026-11-22T10:00:00.000Z", userId: 5, action: "refund", userName: "Ada", pnr: "K7M2QA", tickets: ["1"], reason: 1, amounts: [{ ticket: "1", penalty: 1500, refund: 1 }], remarks: null, result: "ok" } as AuditEntry;
    const text = renderAudit([refund], () => undefined, t, formatFor({ lang: "fa", timeZone: "Asia/Tehran", t })).text;
    expect(text.split("\n").slice(0, 4)).toEqual([
      'audit-title{"count":"۱"}',
      "",
      "#7 · ۱ آذر ۱۴۰۵ ۱۳:۳۰ · Ada <code>5</code>",
      'audit-refund{"pnr":"K7M2QA","tickets":"1","reason":"refund-reason-1","penalty":"۱٬۵۰۰"} · audit-result-ok',
    ]);
  });
});
