import { describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { renderDesk, renderRunPicker, renderRunProgress, renderRunSummary } from "../../../src/bot/render/changed.js";
import { TELEGRAM_TEXT_LIMIT } from "../../../src/bot/render/split.js";
import type { DeskFlight } from "../../../src/bot/changed/load.js";
import type { Run } from "../../../src/ledger/schedule-runs.js";
import type { Store } from "../../../src/store/store.js";
import type { Language } from "../../../src/domain/languages.js";

/** The desk's screens stay within Telegram's limits however many tickets a flight has. */
const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const wordsIn = (lang: Language) => {
  const t = fluent.withLocale(lang) as (key: string, vars?: Record<string, string | number>) => string;
  return { t, f: formatFor({ lang, timeZone: "Asia/Tehran", t }) };
};
/** Telegram refuses an inline keyboard of more buttons. */
const TELEGRAM_MAX_BUTTONS = 100;
const OWNER = 7401;

/** A charter flight of 200 passengers moved by the airline, each ticket on its own booking. */
function bigRun(selected: boolean): Run {
  const tickets = Array.from({ length: 200 }, (_, i) => ({
    idx: i,
    pnr: `Q${String(i).padStart(5, "0")}`,
    ticket: `2301${String(1_000_000 + i)}`,
    amount: 123_456_789,
    selected,
    state: "queued" as const,
    trackingCode: null,
    detail: null,
    passenger: null,
  }));
  return { id: "k3x9q0p2m7ab", userId: OWNER, userName: "Nika", chatId: OWNER, messageId: null, flight: "IR 452 THR→MHD", oldTime: "2026-12-02 10:00", newTime: "2026-12-03 10:00", currency: "IRR", status: "draft", restarts: 0, createdAt: "2026-11-30T10:00:00.000Z", startedAt: null, endedAt: null, tickets };
}
const buttonData = (r: { keyboard?: { inline_keyboard: { text: string; callback_data?: string }[][] } }) => r.keyboard!.inline_keyboard.flat().map((b) => b.callback_data ?? "");

describe.each(["en", "fa", "ar"] as const)("the schedule-change desk's screens in %s", (lang) => {
  const w = wordsIn(lang);

  it("sums up a run of 200 tickets in one message: count and total, the tickets that do not fit counted", () => {
    const shown = renderRunSummary(bigRun(true), OWNER, w);
    expect(shown.text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(shown.text).toContain(w.f.num(200));
    expect(shown.text).toContain(w.f.money(200 * 123_456_789, "IRR"));
    // Ticket numbers stay in Latin digits on a Persian screen: staff copy them into other systems.
    const listed = bigRun(true).tickets.filter((tk) => shown.text.includes(tk.ticket)).length;
    expect(listed).toBeGreaterThan(10);
    expect(shown.text).toContain(w.t("changed-more", { count: w.f.num(200 - listed) }));
    expect(buttonData(shown)).toHaveLength(2);
  });

  it("picks among 200 tickets page by page, each page within Telegram's limits, every ticket on a page", () => {
    const run = bigRun(false);
    const toggled = new Set<string>();
    for (let page = 0; page < 20; page++) {
      const shown = renderRunPicker(run, OWNER, w, page);
      expect(shown.text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
      expect(buttonData(shown).length).toBeLessThanOrEqual(TELEGRAM_MAX_BUTTONS);
      for (const data of buttonData(shown)) if (/:t:\d+$/.test(data)) toggled.add(data);
    }
    expect(toggled.size).toBe(200);
  });

  it("lists 60 changed flights with buttons within Telegram's limit", () => {
    const flights: DeskFlight[] = Array.from({ length: 60 }, (_, i) => ({
      key: `k${i}`,
      source: "charter",
      airline: "IR",
      number: String(400 + i),
      origin: "THR",
      destination: "MHD",
      oldTime: "2026-12-02 10:00",
      newTime: "2026-12-03 10:00",
      changeType: null,
      tickets: [{ pnr: `P${i}`, ticket: `23${i}`, passenger: "A B", ageType: "ADT", status: "open", amount: 100 }],
    }));
    const shown = renderDesk(flights, { from: "2026-12-01", to: "2026-12-08" }, OWNER, w);
    expect(buttonData(shown).length).toBeLessThanOrEqual(TELEGRAM_MAX_BUTTONS);
    // The flights left without buttons are said, with the way to reach them.
    expect(shown.text).toContain(w.t("changed-buttons-cut", { shown: w.f.num(48), count: w.f.num(12) }));
  });

  it("shows a 200-ticket run's progress within the limit, and the whole list apart at the end", () => {
    const run = { ...bigRun(true), status: "done" as const };
    run.tickets = run.tickets.map((tk) => ({ ...tk, state: "done" as const, trackingCode: "a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab" }));
    const shown = renderRunProgress(run, w);
    expect(shown.text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(shown.full).toContain(run.tickets[199]!.ticket.slice(-3));
  });
});

describe("a changed flight's words", () => {
  const flight: DeskFlight = {
    key: "k1",
    source: "charter",
    airline: "IR",
    number: "452",
    origin: "THR",
    destination: "MHD",
    oldTime: "2026-12-02 15:20",
    newTime: "2026-12-03 15:20",
    changeType: "DateChanged",
    tickets: [{ pnr: "K7M2QA", ticket: "0962310040001", passenger: "Sara Rezaei", ageType: "ADT", status: "open", amount: 100 }],
  };
  const shown = (lang: Language, changeType: string | null = "DateChanged") =>
    renderDesk([{ ...flight, changeType }], { from: "2026-12-01", to: "2026-12-08" }, OWNER, wordsIn(lang)).text.replace(/[\u2066-\u2069\u200F]/g, "");

  it("writes the times as /history does (Jalali first in Persian), the kind of change in words, and ticket numbers in Latin digits", () => {
    expect(shown("en")).toContain("1 flight, 1 ticket\n\n✈️ <b>IR 452</b> THR→MHD\nwas 2 Dec 2026 15:20 → now 3 Dec 2026 15:20 · the date changed\n▫️ <code>K7M2QA</code> · 0962310040001 · Sara Rezaei");
    expect(shown("fa")).toContain("قبلاً ۱۱ آذر ۱۴۰۵ (۲ دسامبر) ۱۵:۲۰ ← اکنون ۱۲ آذر ۱۴۰۵ (۳ دسامبر) ۱۵:۲۰ · تاریخ عوض شد");
    expect(shown("fa")).toContain("0962310040001");
    expect(shown("ar")).toContain("· تغيّر التاريخ");
    expect(shown("en", "TimeChanged")).toContain("· the time changed");
    // A kind this version has no words for: as the supplier sent it.
    expect(shown("en", "Rerouted<x>")).toContain("· Rerouted&lt;x&gt;");
  });
});
