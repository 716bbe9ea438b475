import { describe, expect, it } from "vitest";
import { decodeCallback } from "../../../src/bot/callback-data.js";
import { createI18n } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { renderPenaltyAllHeld, renderPenaltyQuote, type RefundWords } from "../../../src/bot/render/penalty.js";
import {
  refundFailureText,
  renderConflict,
  renderRefundDone,
  renderRemarksPrompt,
  renderSummary,
  renderSummaryStatus,
  renderTicketPicker,
} from "../../../src/bot/render/refund.js";
import type { TicketOption } from "../../../src/bot/refund/tickets.js";
import type { RefundQuote } from "../../../src/domain/refund.js";
import type { Language } from "../../../src/domain/languages.js";
import type { Store } from "../../../src/store/store.js";

const t = (key: string, vars?: Record<string, string | number>) => `${key}${vars ? JSON.stringify(vars) : ""}`;
const keys: RefundWords = { t, f: formatFor({ lang: "en", timeZone: "Asia/Dubai", t }) };
const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
/** The real words of a language, and its digits (Latin when asked). */
function words(lang: Language, digits: "native" | "latin" = "native"): RefundWords {
  const tr = (key: string, vars?: Record<string, string | number>) => fluent.translate(lang, key, vars);
  return { t: tr, f: formatFor({ lang, digits, timeZone: "Asia/Tehran", t: tr }) };
}
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
const ticket = (n: number, extra: Partial<TicketOption> = {}): TicketOption => ({
  ticket: `096231004000${n}`,
  passenger: n === 1 ? "<Ali> & Co" : "Sara",
  ageType: n === 1 ? "ADL" : "INF",
  flight: "IR 452",
  date: "2026-12-02 07:10",
  route: "THR→MHD",
  saleTotal: 1,
  ...extra,
});
const tickets = [ticket(1), ticket(2)];
const view = { pnr: "K7M2QA", quote, tickets, currency: "IRR" };

describe("penalty quote", () => {
  it("names each ticket's leg and every amount's currency, as quoted, with exact totals and the time in its zone", () => {
    const text = renderPenaltyQuote({ ...view, held: [], refundOwner: null }, keys).text;
    expect(text).toContain('penalty-quoted-at{"time":"22 Nov 2026 14:00 (Gulf Standard Time)"}');
    expect(text).toContain("penalty-no-show");
    expect(text).toContain('penalty-ticket{"name":"&lt;Ali&gt; &amp; Co","age":"refund-age{\\"age\\":\\"refund-age-adult\\"}","ticket":"0962310040001"}');
    expect(text.match(/refund-leg\{/g)).toHaveLength(2);
    expect(renderPenaltyQuote({ ...view, held: [], refundOwner: null }, words("en")).text).toContain("\n✈️ THR→MHD · IR 452 · 2 Dec 2026 07:10 (local time)\n");
    expect(text).toContain('penalty-figures{"fare":"1,000.1 IRR","percent":"10","penalty":"100.01 IRR","refund":"900.09 IRR"}');
    expect(text.match(/penalty-current-difference\{"amount":"5.5 IRR"\}/g)).toHaveLength(1);
    expect(text.match(/penalty-opposite-difference\{"amount":"3 IRR"\}/g)).toHaveLength(1);
    expect(text).toContain('penalty-total{"n":2,"nText":"2","passengers":2,"penalty":"300.03 IRR","refund":"2,700.27 IRR"}');
  });

  it("reads in Persian and Arabic: Jalali and Arabic month dates, native digits, plurals, translated age types, no English words", () => {
    const fa = renderPenaltyQuote({ ...view, held: [], refundOwner: null }, words("fa")).text;
    const persian = ["(بزرگسال)", "(نوزاد)", "۱۱ آذر ۱۴۰۵ ساعت ۰۷:۱۰ (به وقت محلی)", "جریمه ۱۰٪ = <b>۱۰۰٫۰۱ ریال</b>", "جمع ۲ بلیت: جریمه <b>۳۰۰٫۰۳ ریال</b>", "\u2066THR→MHD\u2069"];
    for (const part of persian) expect(fa).toContain(part);
    const ar = renderPenaltyQuote({ ...view, held: [], refundOwner: null }, words("ar")).text;
    expect(ar).toContain("المجموع (تذكرتان)");
    expect(ar).toContain("٢ ديسمبر ٢٠٢٦ الساعة ٠٧:١٠");
    expect(ar).toContain("(رضيع)");
    // Latin only in what the supplier sent: names, codes, the currency.
    expect(ar.replace(/<[^>]+>|&\w+;|Ali|Co|Sara|K7M2QA|IRR|THR|MHD|IR 452/g, "")).not.toMatch(/[A-Za-z]{2,}/);
    const one = { ...quote, lines: [quote.lines[0]!] };
    expect(renderPenaltyQuote({ ...view, quote: one, held: [], refundOwner: null }, words("ar")).text).toContain("المجموع (تذكرة واحدة)");
    expect(renderPenaltyQuote({ ...view, quote: one, held: [], refundOwner: null }, words("en")).text).toContain("Total for 1 ticket:");
    expect(renderPenaltyQuote({ ...view, held: [], refundOwner: null }, words("fa", "latin")).text).toContain("جریمه 10٪ = <b>100.01 ریال</b>");
  });

  it("offers 'Start a refund' only to whom the feature allows, as the refund of the booking", () => {
    expect(renderPenaltyQuote({ ...view, held: [], refundOwner: null }, keys).keyboard).toBeUndefined();
    const offered = renderPenaltyQuote({ ...view, held: [], refundOwner: OWNER }, words("en")).keyboard!.inline_keyboard.flat();
    expect(offered.map((b) => b.text)).toEqual(["↩️ Start a refund of K7M2QA"]);
    const data = decodeCallback((offered[0] as { callback_data: string }).callback_data);
    expect(data).toMatchObject({ owner: OWNER, fields: ["K7M2QA"] });
  });

  it("shows a held ticket as such, with who and when, instead of quoting it", () => {
    const held = [ticket(3, { hold: { result: "unknown", at: "2026-11-22T10:00:00.000Z", userName: "<Ada>" } })];
    const text = renderPenaltyQuote({ ...view, held, refundOwner: null }, words("en")).text;
    expect(text).toContain("❓ 👤 <b>Sara</b> (infant) · ticket <code>0962310040003</code>");
    expect(text).toContain("A refund sent by &lt;Ada&gt; at 22 Nov 2026 13:30 has an unknown outcome: not offered again.");
    expect(text).toContain("it can be refunded 15 minutes after that time");
    // The zone is named once: by the quote's time.
    expect(text.match(/Iran Standard Time/g)).toHaveLength(1);
    expect(text).not.toContain("🕓 Times are");
    const only = renderPenaltyAllHeld("K7M2QA", held, words("fa")).text;
    expect(only).toContain("فعلاً چیزی قابل استرداد نیست");
    expect(only).toContain("۱ آذر ۱۴۰۵ ۱۳:۳۰");
    expect(only).toContain("۱۵ دقیقه");
    expect(only).toContain("🕓 زمان‌ها به وقت عادی ایران است.");
  });
});

describe("refund flow messages", () => {
  it("marks the chosen tickets, names each leg, shows held tickets without a button, and keeps every button within 64 bytes", () => {
    const options = [0, 1, 2].map((i) => ticket(i, { passenger: `P${i}` }));
    options.push(ticket(3, { passenger: "P3", hold: { result: "ok", at: "2026-11-22T10:00:00.000Z", userName: "Bo" } }));
    const some = renderTicketPicker("K7M2QA", options, new Set([1]), OWNER, keys);
    expect(some.text).toContain("⬜ penalty-ticket");
    expect(some.text).toContain('☑️ penalty-ticket{"name":"P1"');
    expect(some.text).toContain('✅ penalty-ticket{"name":"P3"');
    expect(some.text).toContain('refund-hold-ok{"name":"Bo"');
    expect(some.text.match(/refund-leg\{/g)).toHaveLength(4);
    const labels = some.keyboard!.inline_keyboard.flat().map((b) => b.text);
    expect(labels.filter((l) => l.includes("P3"))).toEqual([]);
    expect(labels).toContain("refund-button-all");
    expect(labels).toContain('refund-button-continue{"count":"1"}');
    const all = renderTicketPicker("K7M2QA", options, new Set([0, 1, 2]), OWNER, keys);
    expect(all.keyboard!.inline_keyboard.flat().map((b) => b.text)).toContain("refund-button-none");
    for (const button of some.keyboard!.inline_keyboard.flat()) {
      expect(decodeCallback((button as { callback_data: string }).callback_data)?.owner).toBe(OWNER);
    }
    expect(renderTicketPicker("K7M2QA", options, new Set([0]), OWNER, words("fa")).keyboard!.inline_keyboard.flat().map((b) => b.text)).toContain("ادامه (۱)");
  });

  it("says Skip in words that do not read as 'rejected'", () => {
    const label = (lang: Language) => renderRemarksPrompt(OWNER, words(lang).t).keyboard!.inline_keyboard.flat()[0]!.text;
    expect(label("en")).toBe("Skip");
    expect(label("fa")).toBe("بدون توضیح");
    expect(label("ar")).toBe("بلا ملاحظات");
    expect(renderRemarksPrompt(OWNER, words("fa").t).text).not.toContain("رد شدن");
  });

  it("puts every amount, each leg, the remarks (escaped) and versioned Confirm / Cancel in the summary", () => {
    const summary = renderSummary({ ...view, remarks: "<b>late</b> & sorry", version: 3 }, OWNER, keys);
    expect(summary.text).toContain('refund-summary-remarks{"remarks":"&lt;b&gt;late&lt;/b&gt; &amp; sorry"}');
    expect(summary.text).toContain('"penalty":"100.01 IRR"');
    expect(summary.text).toContain('"penalty":"200.02 IRR"');
    expect(summary.text.match(/refund-leg\{/g)).toHaveLength(2);
    const data = summary.keyboard!.inline_keyboard.flat().map((b) => decodeCallback((b as { callback_data: string }).callback_data)?.fields);
    expect(data).toEqual([["s3", "ok"], ["s3", "x"]]);
  });

  it("edits the summary to say it is being sent, then the outcome, without buttons and within one message", () => {
    const summary = { ...view, remarks: null, version: 1 };
    const sending = renderSummaryStatus(summary, "sending", words("en"));
    expect(sending.keyboard).toBeUndefined();
    expect(sending.text).toMatch(/⏳ Sending to the supplier…/);
    expect(sending.text).not.toContain("Confirm sends exactly");
    expect(sending.text).toContain("Total for 2 tickets");
    expect(renderSummaryStatus(summary, "done", words("fa")).text).toMatch(/\n\u200F✅ فرستاده شد: تأمین‌کننده استرداد کرد/);
    const many = { ...summary, quote: { ...quote, lines: Array.from({ length: 60 }, (_, i) => ({ ...quote.lines[0]!, ticketNumber: `09623100${String(i).padStart(5, "0")}` })) } };
    const long = renderSummary(many, OWNER, words("en")).text;
    expect(long.length).toBeGreaterThan(4096);
    const status = renderSummaryStatus(many, "unknown", words("en")).text;
    expect(status.length).toBeLessThan(4096);
    expect(status).toMatch(/❓ Sent, but the supplier gave no clear answer \(details below\)\.$/);
  });

  it("shows a schedule change with its penalty and the fares the supplier refunds, never an invented refund amount", () => {
    const schedule: RefundQuote = { reason: 2, isNoShow: false, takenAtMs: 0, lines: [{ ticketNumber: "0962310040001", passenger: "A", fare: 500.1, penaltyPercent: 0, penalty: 0, refund: null, oppositeDifference: 0, currentDifference: 0 }, { ticketNumber: "0962310040002", passenger: "B", fare: 0.2, penaltyPercent: 0, penalty: 0, refund: null, oppositeDifference: 0, currentDifference: 0 }] };
    const text = renderSummary({ ...view, quote: schedule, remarks: null, version: 1 }, OWNER, keys).text;
    expect(text).toContain('penalty-figures-schedule{"fare":"500.1 IRR","penalty":"0 IRR"}');
    expect(text).toContain('penalty-total-schedule{"n":2,"nText":"2","penalty":"0 IRR","fare":"500.3 IRR"}');
    expect(text).not.toContain("penalty-figures{");
  });

  it("restates in the done message what was refunded (passengers, tickets, legs) and the amount back", () => {
    const done = renderRefundDone({ ...view, trackingCode: "T-1", unrecordedRef: null }, words("en")).text.split("\n");
    expect(done).toEqual([
      "✅ Refund of <code>K7M2QA</code> done: 2 tickets.",
      "• &lt;Ali&gt; &amp; Co · <code>0962310040001</code> · THR→MHD · IR 452 · 2 Dec 2026 07:10 (local time)",
      "• Sara · <code>0962310040002</code> · THR→MHD · IR 452 · 2 Dec 2026 07:10 (local time)",
      "Penalty 300.03 IRR · back to the passengers <b>2,700.27 IRR</b>",
      "Tracking code: <code>T-1</code>",
    ]);
    // One ticket: the amount goes back to one passenger (en, ar, fa).
    const one = { ...view, quote: { ...quote, lines: [quote.lines[0]!] }, trackingCode: null, unrecordedRef: null };
    expect(renderRefundDone(one, words("en")).text).toContain("Penalty 100.01 IRR · back to the passenger <b>900.09 IRR</b>");
    expect(renderRefundDone(one, words("ar")).text).toContain("المبلغ المعاد للمسافر <b>");
    expect(renderRefundDone(one, words("fa")).text).toContain("قابل استرداد به مسافر <b>");
    expect(renderSummary({ ...one, remarks: null, version: 1 }, OWNER, words("en")).text).toMatch(/Total for 1 ticket: penalty .* · back to the passenger <b>/);
    const fa = renderRefundDone({ ...view, trackingCode: null, unrecordedRef: "R2D2XY" }, words("fa")).text;
    expect(fa).toContain("تأمین‌کننده استرداد <code>\u2066K7M2QA\u2069</code> (۲ بلیت) را انجام داد");
    expect(fa).toContain("قابل استرداد به مسافران <b>۲٬۷۰۰٫۲۷ ریال</b>");
    expect(fa).toContain("R2D2XY");
  });

  it("turns supplier errors into staff words; Error1017 names the ticket; an unknown outcome says 'check /history'", () => {
    const supplier = (kind: "PenaltyNotDefined" | "PenaltyMismatch" | "TicketNotFound" | "Exception", message: string | null = null, asked: string[] = []) =>
      refundFailureText({ type: "supplier", kind, code: "X", message, traceId: null }, "K7M2QA", t, asked);
    expect(supplier("PenaltyNotDefined")).toBe('refund-error-1008{"pnr":"K7M2QA"}');
    expect(supplier("PenaltyMismatch")).toBe("refund-error-1009");
    expect(supplier("TicketNotFound")).toBe('refund-error-1017{"pnr":"K7M2QA"}');
    expect(supplier("TicketNotFound", "Ticket 0962310040002 is not an active ticket", ["0962310040001", "0962310040002"])).toBe(
      'refund-error-1017-ticket{"pnr":"K7M2QA","ticket":"0962310040002"}',
    );
    expect(supplier("TicketNotFound", null, ["0962310040001"])).toBe('refund-error-1017-ticket{"pnr":"K7M2QA","ticket":"0962310040001"}');
    expect(supplier("TicketNotFound", null, ["0962310040001", "0962310040002"])).toBe('refund-error-1017{"pnr":"K7M2QA"}');
    expect(supplier("Exception", "Bad <thing>")).toBe('refund-error-supplier{"message":"Bad &lt;thing&gt;"}');
    // The account's credit errors read as the bot's own words, as everywhere a supplier refusal is shown.
    const credit = (kind: "NoCredit" | "CreditDueDateReached") => refundFailureText({ type: "supplier", kind, code: "Error1004-X", message: "raw", traceId: null }, "K7M2QA", t);
    expect(credit("NoCredit")).toBe("error-no-credit");
    expect(credit("CreditDueDateReached")).toBe("error-credit-due");
    expect(refundFailureText({ type: "failed", outcomeUnknown: true, text: "x", ref: "R" }, "K7M2QA", t)).toBe('refund-unknown{"pnr":"K7M2QA"}');
    expect(refundFailureText({ type: "failed", outcomeUnknown: false, text: "as is", ref: "R" }, "K7M2QA", t)).toBe("as is");
  });

  it("names who holds the tickets, when (zone named), and the tracking code", () => {
    const text = renderConflict("K7M2QA", { result: "ok", at: "2026-11-22T10:00:00.000Z", userName: "<Ada>", trackingCode: "T-1" }, keys).text;
    expect(text).toBe('refund-blocked-ok{"pnr":"K7M2QA","name":"&lt;Ada&gt;","time":"22 Nov 2026 14:00 (Gulf Standard Time)","minutes":"15"}\nrefund-tracking{"code":"T-1"}');
  });
});
