import { describe, expect, it } from "vitest";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { renderAlert } from "../../../src/bot/render/alert.js";
import { renderDigest } from "../../../src/bot/render/alerts-digest.js";
import { renderPollerStatus, renderSetAsideAlert, type PollerView } from "../../../src/bot/render/poller.js";
import { decodeCallback } from "../../../src/bot/callback-data.js";
import type { Translate } from "../../../src/bot/render/types.js";
import type { Store, StoredAlert } from "../../../src/store/store.js";
import { createI18n } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import type { Language } from "../../../src/domain/languages.js";

const bundle = new FluentBundle("en", { useIsolating: false });
for (const file of ["core.ftl", "alerts.ftl", "poller.ftl", "alert-delivery.ftl"]) bundle.addResource(new FluentResource(readFileSync(join(LOCALES_DIR, "en", file), "utf8")));
const t: Translate = (key, vars) => bundle.formatPattern(bundle.getMessage(key)!.value!, vars);
const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
/** The words and numbers of a reader: the bot's own locales, a display zone, native or Latin digits. */
const reader = (lang: Language, timeZone = "UTC", digits: "native" | "latin" = "native") => {
  const tr: Translate = (key, vars) => fluent.translate(lang, key, vars);
  return { t: tr, f: formatFor({ lang, digits, timeZone, t: tr }) };
};
const en = reader("en");

const booking = (eventId: number, over: Partial<Extract<StoredAlert["body"], { kind: "booking" }>> = {}): StoredAlert => ({
  eventId,
  at: "2026-11-20 10:15:00",
  refs: 1,
  body: {
    kind: "booking",
    pnr: `P${String(eventId).padStart(5, "0")}`,
    legs: [
      { origin: "THR", destination: "MHD", airline: "IR", flight: "452", date: "2026-12-01 08:30" },
      { origin: "MHD", destination: "THR", airline: "IR", flight: "453", date: "2026-12-05 19:00" },
    ],
    passengers: { adult: 2, child: 1, infant: 0, other: 0 },
    total: 123456789,
    currency: "IRR",
    agency: "Kish <Sky> & Co",
    user: "ksky.bijan",
    channel: "mixed",
    gateway: "Mellat",
    bookedAt: "2026-11-20 10:14:02",
    ...over,
  },
});

const cancellation: StoredAlert = {
  eventId: 9,
  at: "2026-11-21 09:00:00",
  refs: 1,
  body: {
    kind: "cancellation",
    pnr: "R8T4WX",
    leg: { origin: "THR", destination: "MHD", airline: "ZV", flight: "4012", date: "2026-12-02 07:00" },
    cancelledBy: "agent<1>",
    cancelledAt: "2026-11-21 08:59:30",
    currency: "USD",
    passengers: [{ name: "Ali Rezaei", ageType: "ADL", ticket: "1102310050001", penalty: 12.5, penaltyPercent: 10, refund: 112.5 }],
    morePassengers: 3,
    refundTotal: 450,
  },
};

describe("renderAlert", () => {
  it("shows a booking in full, escaped, with its History button for the owner", () => {
    const { t, f } = reader("en", "Asia/Tehran");
    const { text, keyboard } = renderAlert({ alert: booking(1), owner: 42 }, t, f);
    expect(text).toBe(
      [
        "🟢 <b>New booking</b> <code>P00001</code>",
        "✈️ THR → MHD · IR 452 · 1 Dec 2026 08:30 (local time)",
        "✈️ MHD → THR · IR 453 · 5 Dec 2026 19:00 (local time)",
        "👥 2 adults, 1 child",
        "💰 Total payable: 123,456,789 IRR",
        "🏢 Kish &lt;Sky&gt; &amp; Co · ksky.bijan",
        "🎫 Charter and web service · 💳 Mellat",
        "🕒 Booked 20 Nov 2026 13:44 (Iran Standard Time)",
      ].join("\n"),
    );
    const button = keyboard!.inline_keyboard[0]![0]!;
    expect(button.text).toBe("📜 History");
    expect(decodeCallback((button as { callback_data: string }).callback_data)).toEqual({ kind: "alh", owner: 42, fields: ["P00001"] });
  });

  it("shows a booking in Persian: Persian digits, Jalali dates, routes isolated, codes as sent", () => {
    const { t, f } = reader("fa", "Asia/Tehran");
    const lines = renderAlert({ alert: booking(1, { passengers: { adult: 1, child: 0, infant: 0, other: 0 } }), owner: 42 }, t, f).text.split("\n");
    expect(lines[0]).toBe("\u200F🟢 <b>رزرو جدید</b> <code>P00001</code>");
    expect(lines[1]).toBe("\u200F✈️ \u2066THR → MHD · IR 452\u2069 · ۱۰ آذر ۱۴۰۵ ۰۸:۳۰ (به وقت محلی)");
    expect(lines[3]).toBe("\u200F👥 ۱ بزرگسال");
    expect(lines[4]).toBe("\u200F💰 مبلغ قابل پرداخت: ۱۲۳٬۴۵۶٬۷۸۹ ریال");
    expect(lines[7]).toBe(`\u200F🕒 زمان رزرو: ۲۹ آبان ۱۴۰۵ ۱۳:۴۴ (${f.zoneName})`);
    // Every number is in Persian digits; only the codes (PNR, route, flight) stay Latin.
    expect(lines.join("\n").replace(/<code>[^<]*<\/code>|\u2066[^\u2069]*\u2069/g, "")).not.toMatch(/[0-9]/);
    // Latin digits when the user chose them in /lang.
    const latin = reader("fa", "Asia/Tehran", "latin");
    expect(renderAlert({ alert: booking(1), owner: 42 }, latin.t, latin.f).text).toContain("💰 مبلغ قابل پرداخت: 123,456,789 ریال");
  });

  it("uses the Arabic dual and plurals, with Arabic-Indic digits", () => {
    const { t, f } = reader("ar");
    const two = renderAlert({ alert: booking(1, { passengers: { adult: 2, child: 3, infant: 11, other: 0 } }), owner: 42 }, t, f).text;
    expect(two).toContain("👥 بالغان، ٣ أطفال، ١١ رضيعًا");
    expect(two).toContain("٢٠ نوفمبر ٢٠٢٦ ١٠:١٤");
  });

  it("shows a cancellation with each passenger, and counts those beyond the kept ones", () => {
    const { t, f } = en;
    expect(renderAlert({ alert: cancellation, owner: 1 }, t, f)).toEqual({
      text: [
        "🔴 <b>Cancellation</b> <code>R8T4WX</code>",
        "✈️ THR → MHD · ZV 4012 · 2 Dec 2026 07:00 (local time)",
        "👤 Cancelled by agent&lt;1&gt; · 🕒 21 Nov 2026 08:59 (Coordinated Universal Time)",
        "1. Ali Rezaei (adult) · ticket <code>1102310050001</code>",
        "   penalty 12.5 USD (10%) · back 112.5 USD",
        "… and 3 more passengers",
      ].join("\n"),
      omitted: [],
    });
    const one = { ...cancellation, body: { ...cancellation.body, morePassengers: 1 } } as StoredAlert;
    expect(renderAlert({ alert: one, owner: 1 }, t, f).text).toMatch(/\n… and 1 more passenger$/);
  });

  it("shows a cancellation in Persian: age type in words, amounts and percent in Persian digits", () => {
    const { t, f } = reader("fa");
    const lines = renderAlert({ alert: cancellation, owner: 1 }, t, f).text.split("\n");
    expect(lines[3]).toBe("\u200F۱. Ali Rezaei (بزرگسال) · بلیت <code>1102310050001</code>");
    expect(lines[4]).toBe("\u200F   جریمه ۱۲٫۵ USD (۱۰٪) · مبلغ برگشتی ۱۱۲٫۵ USD");
    expect(lines[5]).toBe("\u200F… و ۳ مسافر دیگر");
  });

  it("lists a booking's age groups with the Persian comma", () => {
    const { t, f } = reader("fa");
    const text = renderAlert({ alert: booking(1, { passengers: { adult: 2, child: 2, infant: 0, other: 0 } }), owner: 42 }, t, f).text;
    expect(text).toContain("\u200F👥 ۲ بزرگسال، ۲ کودک");
  });

  it("summarises other types; an unknown one by its escaped name", () => {
    const { t, f } = en;
    const other = (type: string): StoredAlert => ({ eventId: 3, at: "2026-11-20 10:00:00", refs: 1, body: { kind: "other", type, reference: "H<1>" } });
    expect(renderAlert({ alert: other("FederatedHotel.HotelBookedV1"), owner: 1 }, t, f).text).toBe(
      "ℹ️ <b>Hotel booked</b> <code>H&lt;1&gt;</code> · 🕒 20 Nov 2026 10:00 (Coordinated Universal Time)",
    );
    expect(renderAlert({ alert: other("X.<New>V1"), owner: 1 }, t, f).text).toMatch(/^ℹ️ <b>X\.&lt;New&gt;V1<\/b>/);
  });
});

describe("renderDigest", () => {
  it("packs one line per alert under Telegram's limit and says how many it took", () => {
    const { t, f } = en;
    const alerts = Array.from({ length: 200 }, (_, i) => booking(i + 1));
    const first = renderDigest(alerts, t, f);
    expect(first.count).toBeGreaterThan(25);
    expect(first.count).toBeLessThan(200);
    expect(first.text.length).toBeLessThan(4096);
    const lines = first.text.split("\n");
    expect(lines[0]).toBe(`📦 <b>${first.count} alerts</b>`);
    expect(lines).toHaveLength(first.count + 2);
    expect(lines[1]).toBe("🟢 <code>P00001</code> THR → MHD · IR 452 · 1 Dec 2026 08:30 (+1) · 2 adults, 1 child · 123,456,789 IRR");
    expect(lines.at(-1)).toBe("🕒 Flight times are airport-local");
    expect(renderDigest(alerts.slice(first.count), t, f).text).toContain(`P${String(first.count + 1).padStart(5, "0")}`);
  });

  it("names the zone once when a line carries a time", () => {
    const { t, f } = en;
    const other: StoredAlert = { eventId: 3, at: "2026-11-20 10:00:00", refs: 1, body: { kind: "other", type: "FederatedHotel.HotelBookedV1", reference: null } };
    const text = renderDigest([booking(1), other, cancellation], t, f).text;
    expect(text.split("\n")).toEqual([
      "📦 <b>3 alerts</b>",
      "🟢 <code>P00001</code> THR → MHD · IR 452 · 1 Dec 2026 08:30 (+1) · 2 adults, 1 child · 123,456,789 IRR",
      "ℹ️ Hotel booked · 20 Nov 2026 10:00",
      "🔴 <code>R8T4WX</code> THR → MHD · ZV 4012 · 2 Dec 2026 07:00 · 4 cancelled · back 450 USD",
      "🕒 Flight times are airport-local; other times Coordinated Universal Time",
    ]);
  });

  it("counts in Persian and Arabic words and digits (the Arabic dual)", () => {
    const fa = reader("fa");
    expect(renderDigest([booking(1), booking(2)], fa.t, fa.f).text.split("\n")[0]).toBe("\u200F📦 <b>۲ هشدار</b>");
    const ar = reader("ar");
    const arabic = renderDigest([booking(1), booking(2)], ar.t, ar.f).text.split("\n");
    expect(arabic[0]).toBe("\u200F📦 <b>تنبيهان</b>");
    expect(arabic[1]).toContain("\u2066THR → MHD · IR 452\u2069 · ١ ديسمبر ٢٠٢٦ ٠٨:٣٠ (+١)");
    expect(renderDigest(Array.from({ length: 3 }, (_, i) => booking(i + 1)), ar.t, ar.f).text).toMatch(/^\u200F📦 <b>٣ تنبيهات<\/b>/);
  });

  it("always takes at least one alert", () => {
    expect(renderDigest([booking(1)], en.t, en.f, 10).count).toBe(1);
  });
});

describe("renderPollerStatus", () => {
  const now = new Date("2026-11-20T12:00:00Z");
  const base = {
    account: { state: "ok" as const, at: new Date("2026-11-20T11:59:00Z") },
    source: "b2b" as const,
    pollSeconds: 120,
    arrivals: { newestEventAt: null, lastArrivalAt: null },
    feed: { kind: "ok" as const },
    overlapMinutes: 30,
    outbox: { entries: 12, sending: 0, chats: 3, renderFailures: 0 },
    subscriptions: [],
    ledger: { bookings: 120, passengers: 310, tickets: 640, cancellations: 1, events: 125, setAside: 0 },
    now,
  };

  it("shows the last success, the lag, and a failing feed with its escaped error", () => {
    const status = {
      cursor: "2026-11-20T11:50:00.000Z",
      lastSuccessAt: "2026-11-20T11:58:00.000Z",
      lastErrorAt: "2026-11-20T11:59:30.000Z",
      lastError: "B2BGetEvents: HTTP 503 <html>",
      failures: 3,
      rejected: 2,
      seen: 10,
    };
    const arrivals = { newestEventAt: Date.parse("2026-11-20T11:50:00Z"), lastArrivalAt: Date.parse("2026-11-20T11:51:00Z") };
    const text = renderPollerStatus({ ...base, status, arrivals }, en.t, en.f).text;
    expect(text).toBe(
      [
        "📡 <b>Event poller</b>: B2B, every 120 s",
        "Last successful poll: 20 Nov 2026 11:58 (2 min ago)",
        "Events read up to 20 Nov 2026 11:50 · lag 60 s",
        "⚠️ Failing: 3 polls in a row, last at 20 Nov 2026 11:59: B2BGetEvents: HTTP 503 &lt;html&gt;",
        "Events skipped because their shape was unexpected: 2",
        "Outbox: 12 alerts waiting for 3 chats",
        "Ledger: 120 bookings, 310 passengers, 640 tickets, 1 cancellation",
        "Supplier account: accepted (checked 20 Nov 2026 11:59)",
        "Subscriptions: 0 (0 private chats, 0 groups)",
        "🕒 Times are Coordinated Universal Time",
      ].join("\n"),
    );
  });

  it("counts the alerts dropped because they could not be rendered, only when there are some", () => {
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    const view = { ...base, status, arrivals: { newestEventAt: null, lastArrivalAt: null } };
    expect(renderPollerStatus({ ...view, outbox: { ...base.outbox, renderFailures: 2 } }, en.t, en.f).text).toContain(
      "Outbox: 12 alerts waiting for 3 chats\n⚠️ Alerts dropped because they could not be rendered: 2 (see the log)",
    );
    expect(renderPollerStatus(view, en.t, en.f).text).not.toContain("could not be rendered");
  });

  it("says when the feed is late or quiet, and how far back polls reach", () => {
    const status = { cursor: "2026-11-20T10:00:00.000Z", lastSuccessAt: "2026-11-20T11:59:00.000Z", lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 3 };
    const arrivals = { newestEventAt: Date.parse("2026-11-20T10:00:00Z"), lastArrivalAt: Date.parse("2026-11-20T10:12:00Z") };
    const late = renderPollerStatus({ ...base, status, arrivals, feed: { kind: "late", lagMs: 12 * 60_000, limitMs: 7 * 60_000 } }, en.t, en.f).text.split("\n");
    expect(late.slice(2, 4)).toEqual([
      "Events read up to 20 Nov 2026 10:00 · lag 12 min",
      "⚠️ Late: the newest event arrived 12 min after it happened (on time: within 7 min); polls reach 30 min back",
    ]);
    const quiet = renderPollerStatus({ ...base, status, arrivals, feed: { kind: "quiet", forMs: 108 * 60_000, limitMs: 60 * 60_000 } }, en.t, en.f).text;
    expect(quiet).toContain("\n⚠️ Quiet: no new event for 108 min (admins are told after 60 min)\n");
    const waiting = renderPollerStatus({ ...base, status, arrivals: { newestEventAt: null, lastArrivalAt: arrivals.lastArrivalAt } }, en.t, en.f).text;
    expect(waiting).toContain("\nEvents read up to 20 Nov 2026 10:00\nNo new event yet (watching since 20 Nov 2026 10:12)\n");
  });

  it("says when the supplier refuses the service account, with its words and trace id, escaped", () => {
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    const account = { state: "refused" as const, at: now, operation: "GetStatus", message: "Invalid username <or> password.", traceId: "0HN7-42" };
    const text = renderPollerStatus({ ...base, account, status }, en.t, en.f).text;
    expect(text).toContain("⛔ Supplier account REFUSED: Invalid username &lt;or&gt; password. (trace id <code>0HN7-42</code>)");
  });

  it("writes Persian digits and dates, plural counts, and hours without a zero", () => {
    const fa = reader("fa", "Asia/Tehran");
    const status = { cursor: "2026-11-20T10:00:00.000Z", lastSuccessAt: "2026-11-20T11:58:00.000Z", lastErrorAt: "2026-11-20T11:59:30.000Z", lastError: "x", failures: 1, rejected: 0, seen: 3 };
    const arrivals = { newestEventAt: Date.parse("2026-11-20T10:00:00Z"), lastArrivalAt: Date.parse("2026-11-20T10:12:00Z") };
    const subscriptions = [{ chatId: 5 }, { chatId: -7 }] as unknown as PollerView["subscriptions"];
    const view = { ...base, status, arrivals, subscriptions, outbox: { ...base.outbox, entries: 1, chats: 1 }, feed: { kind: "quiet" as const, forMs: 180 * 60_000, limitMs: 60 * 60_000 } };
    const text = renderPollerStatus(view, fa.t, fa.f).text;
    expect(text).toContain("آخرین دریافت موفق: ۲۹ آبان ۱۴۰۵ ۱۵:۲۸ (۲ دقیقه پیش)");
    expect(text).toContain("صف ارسال: ۱ هشدار برای ۱ گفتگو");
    expect(text).toContain("اشتراک‌ها: ۲ (۱ گفتگوی خصوصی، ۱ گروه)");
    expect(text).toContain("دفتر فروش: ۱۲۰ رزرو، ۳۱۰ مسافر، ۶۴۰ بلیت، ۱ لغو");
    expect(text.split("\n").at(-1)).toBe(`🕒 زمان‌ها به ${fa.f.zoneName}`);
    // Only the feed's name (B2B) stays Latin.
    expect(text.replace("B2B", "")).not.toMatch(/[0-9]/);
    const english = renderPollerStatus(view, en.t, en.f).text;
    expect(english).toContain("⚠️ Quiet: no new event for 3h (admins are told after 60 min)");
    expect(english).toContain("⚠️ Failing: 1 poll failed, at 20 Nov 2026 11:59: x");
    expect(english).toContain("Outbox: 1 alert waiting for 1 chat");
    expect(english).toContain("Subscriptions: 2 (1 private chat, 1 group)");
  });

  it("counts the ledger in Arabic with its plural forms", () => {
    const ar = reader("ar", "Asia/Baghdad");
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    const ledger = { bookings: 2, passengers: 5, tickets: 11, cancellations: 0, events: 2, setAside: 0 };
    expect(renderPollerStatus({ ...base, status, ledger }, ar.t, ar.f).text).toContain("السجل: حجزان، ٥ ركاب، ١١ تذكرة، ٠ إلغاءً");
  });

  it("counts the amounts set aside, and tells admins which, escaped, in their digits", () => {
    const fa = reader("fa");
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    expect(renderPollerStatus({ ...base, status }, en.t, en.f).text).not.toContain("set aside");
    const ledger = { ...base.ledger, setAside: 12 };
    expect(renderPollerStatus({ ...base, status, ledger }, en.t, en.f).text).toContain("Amounts set aside (not exactly readable, not in /sales totals): 12");
    expect(renderPollerStatus({ ...base, status, ledger }, fa.t, fa.f).text).toContain("مبالغ کنارگذاشته (دقیق خوانده نشد، در جمع /sales نیست): ۱۲");
    const amounts = [
      { eventId: 41, pnr: "A<B>1", ticket: "", member: "TotalSalePayable", sent: "100000000000000000000" },
      { eventId: 42, pnr: "CC22", ticket: "T-9", member: "AmountThatShouldPayBackToPassenger", sent: "9007199254740992" },
    ];
    const alert = renderSetAsideAlert(amounts, 3, en.t, en.f);
    expect(alert).toContain("3 amounts from the supplier's feed could not be read exactly.");
    expect(alert).toContain("• A&lt;B&gt;1 (event 41): TotalSalePayable = 100000000000000000000");
    expect(alert).toContain("• CC22 T-9 (event 42): AmountThatShouldPayBackToPassenger = 9007199254740992");
    expect(alert).toContain("… and 1 more (see /poller).");
    expect(renderSetAsideAlert(amounts.slice(0, 1), 1, fa.t, fa.f)).toContain("(رویداد ۴۱)");
  });

  it("says when the poller is off or has not run yet", () => {
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    const text = renderPollerStatus({ ...base, source: "off", status }, en.t, en.f).text;
    expect(text.split("\n").slice(0, 4)).toEqual([
      "📡 The event poller is off (EVENTS_SOURCE=off).",
      "Last successful poll: none yet",
      "Events read: not started yet",
      "Errors: none",
    ]);
  });
});
