import { describe, expect, it } from "vitest";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { renderAlert } from "../../../src/bot/render/alert.js";
import { renderDigest } from "../../../src/bot/render/alerts-digest.js";
import { renderPollerStatus } from "../../../src/bot/render/poller.js";
import { decodeCallback } from "../../../src/bot/callback-data.js";
import type { Translate } from "../../../src/bot/render/types.js";
import type { StoredAlert } from "../../../src/store/store.js";

const bundle = new FluentBundle("en", { useIsolating: false });
for (const file of ["core.ftl", "alerts.ftl", "poller.ftl", "alert-delivery.ftl"]) bundle.addResource(new FluentResource(readFileSync(join(LOCALES_DIR, "en", file), "utf8")));
const t: Translate = (key, vars) => bundle.formatPattern(bundle.getMessage(key)!.value!, vars);

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

describe("renderAlert", () => {
  it("shows a booking in full, escaped, with its History button for the owner", () => {
    const { text, keyboard } = renderAlert({ alert: booking(1), timeZone: "Asia/Tehran", owner: 42 }, t);
    expect(text).toBe(
      [
        "🟢 <b>New booking</b> <code>P00001</code>",
        "✈️ THR → MHD · IR 452 · 2026-12-01 08:30",
        "✈️ MHD → THR · IR 453 · 2026-12-05 19:00",
        "👥 2 adults, 1 child",
        "💰 Total payable: 123,456,789 IRR",
        "🏢 Kish &lt;Sky&gt; &amp; Co · ksky.bijan",
        "🎫 Charter and web service · 💳 Mellat",
        "🕒 Booked 2026-11-20 13:44 (Asia/Tehran)",
      ].join("\n"),
    );
    const button = keyboard!.inline_keyboard[0]![0]!;
    expect(button.text).toBe("📜 History");
    expect(decodeCallback((button as { callback_data: string }).callback_data)).toEqual({ kind: "alh", owner: 42, fields: ["P00001"] });
  });

  it("shows a cancellation with each passenger, and counts those beyond the kept ones", () => {
    const alert: StoredAlert = {
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
    expect(renderAlert({ alert, timeZone: "UTC", owner: 1 }, t)).toEqual({
      text: [
        "🔴 <b>Cancellation</b> <code>R8T4WX</code>",
        "✈️ THR → MHD · ZV 4012 · 2026-12-02 07:00",
        "👤 Cancelled by agent&lt;1&gt; · 🕒 2026-11-21 08:59 UTC",
        "1. Ali Rezaei (ADL) · ticket <code>1102310050001</code>",
        "   penalty 12.5 USD (10%) · back 112.5 USD",
        "… and 3 more passengers",
      ].join("\n"),
      omitted: [],
    });
  });

  it("summarises other types; an unknown one by its escaped name", () => {
    const other = (type: string): StoredAlert => ({ eventId: 3, at: "2026-11-20 10:00:00", refs: 1, body: { kind: "other", type, reference: "H<1>" } });
    expect(renderAlert({ alert: other("FederatedHotel.HotelBookedV1"), timeZone: "UTC", owner: 1 }, t).text).toBe(
      "ℹ️ <b>Hotel booked</b> <code>H&lt;1&gt;</code> · 🕒 2026-11-20 10:00 UTC",
    );
    expect(renderAlert({ alert: other("X.<New>V1"), timeZone: "UTC", owner: 1 }, t).text).toMatch(/^ℹ️ <b>X\.&lt;New&gt;V1<\/b>/);
  });
});

describe("renderDigest", () => {
  it("packs one line per alert under Telegram's limit and says how many it took", () => {
    const alerts = Array.from({ length: 200 }, (_, i) => booking(i + 1));
    const first = renderDigest(alerts, "UTC", t);
    expect(first.count).toBeGreaterThan(25);
    expect(first.count).toBeLessThan(200);
    expect(first.text.length).toBeLessThan(4096);
    const lines = first.text.split("\n");
    expect(lines[0]).toBe(`📦 <b>${first.count} alerts</b>`);
    expect(lines).toHaveLength(first.count + 1);
    expect(lines[1]).toBe("🟢 <code>P00001</code> THR → MHD · IR 452 · 2026-12-01 08:30 (+1) · 2 adults, 1 child · 123,456,789 IRR");
    expect(renderDigest(alerts.slice(first.count), "UTC", t).text).toContain(`P${String(first.count + 1).padStart(5, "0")}`);
  });

  it("always takes at least one alert", () => {
    expect(renderDigest([booking(1)], "UTC", t, 10).count).toBe(1);
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
    now,
    timeZone: "UTC",
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
    const text = renderPollerStatus({ ...base, status, arrivals }, t).text;
    expect(text).toBe(
      [
        "📡 <b>Event poller</b>: B2B, every 120 s",
        "Last successful poll: 2026-11-20 11:58 UTC (2 min ago)",
        "Events read up to 2026-11-20 11:50 UTC · lag 60 s",
        "⚠️ Failing: 3 polls in a row, last at 2026-11-20 11:59 UTC: B2BGetEvents: HTTP 503 &lt;html&gt;",
        "Events skipped because their shape was unexpected: 2",
        "Outbox: 12 alerts waiting for 3 chats",
        "Supplier account: accepted (checked 2026-11-20 11:59 UTC)",
        "Subscriptions: 0 (0 private chats, 0 groups)",
      ].join("\n"),
    );
  });

  it("counts the alerts dropped because they could not be rendered, only when there are some", () => {
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    const view = { ...base, status, arrivals: { newestEventAt: null, lastArrivalAt: null } };
    expect(renderPollerStatus({ ...view, outbox: { ...base.outbox, renderFailures: 2 } }, t).text).toContain(
      "Outbox: 12 alerts waiting for 3 chats\n⚠️ Alerts dropped because they could not be rendered: 2 (see the log)",
    );
    expect(renderPollerStatus(view, t).text).not.toContain("could not be rendered");
  });

  it("says when the feed is late or quiet, and how far back polls reach", () => {
    const status = { cursor: "2026-11-20T10:00:00.000Z", lastSuccessAt: "2026-11-20T11:59:00.000Z", lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 3 };
    const arrivals = { newestEventAt: Date.parse("2026-11-20T10:00:00Z"), lastArrivalAt: Date.parse("2026-11-20T10:12:00Z") };
    const late = renderPollerStatus({ ...base, status, arrivals, feed: { kind: "late", lagMs: 12 * 60_000, limitMs: 7 * 60_000 } }, t).text.split("\n");
    expect(late.slice(2, 4)).toEqual([
      "Events read up to 2026-11-20 10:00 UTC · lag 12 min",
      "⚠️ Late: the newest event arrived 12 min after it happened (on time: within 7 min); polls reach 30 min back",
    ]);
    const quiet = renderPollerStatus({ ...base, status, arrivals, feed: { kind: "quiet", forMs: 108 * 60_000, limitMs: 60 * 60_000 } }, t).text;
    expect(quiet).toContain("\n⚠️ Quiet: no new event for 108 min (admins are told after 60 min)\n");
    const waiting = renderPollerStatus({ ...base, status, arrivals: { newestEventAt: null, lastArrivalAt: arrivals.lastArrivalAt } }, t).text;
    expect(waiting).toContain("\nEvents read up to 2026-11-20 10:00 UTC\nNo new event yet (watching since 2026-11-20 10:12 UTC)\n");
  });

  it("says when the supplier refuses the service account, with its words and trace id, escaped", () => {
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    const account = { state: "refused" as const, at: now, operation: "GetStatus", message: "Invalid username <or> password.", traceId: "0HN7-42" };
    const text = renderPollerStatus({ ...base, account, status }, t).text;
    expect(text).toContain("⛔ Supplier account REFUSED: Invalid username &lt;or&gt; password. (trace id <code>0HN7-42</code>)");
  });

  it("says when the poller is off or has not run yet", () => {
    const status = { cursor: null, lastSuccessAt: null, lastErrorAt: null, lastError: null, failures: 0, rejected: 0, seen: 0 };
    const text = renderPollerStatus({ ...base, source: "off", status }, t).text;
    expect(text.split("\n").slice(0, 4)).toEqual([
      "📡 The event poller is off (EVENTS_SOURCE=off).",
      "Last successful poll: none yet",
      "Events read: not started yet",
      "Errors: none",
    ]);
  });
});
