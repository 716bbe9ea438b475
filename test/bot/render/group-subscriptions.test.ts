import { describe, expect, it } from "vitest";
import { FluentBundle, FluentResource } from "@fluent/bundle";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LOCALES_DIR } from "../../../src/bot/i18n.js";
import { CALLBACK_DATA_LIMIT, decodeCallback } from "../../../src/bot/callback-data.js";
import { decodeView, renderGroupRemoved, renderGroupSubscriptions, renderStoppedGroups, type GroupSubscriptionRow } from "../../../src/bot/render/group-subscriptions.js";
import { TELEGRAM_TEXT_LIMIT } from "../../../src/bot/render/split.js";
import type { Translate } from "../../../src/bot/render/types.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { createI18n } from "../../../src/bot/i18n.js";
import type { Store } from "../../../src/store/store.js";

const bundle = new FluentBundle("en", { useIsolating: false });
for (const file of ["core.ftl", "alerts.ftl", "groups.ftl"]) bundle.addResource(new FluentResource(readFileSync(join(LOCALES_DIR, "en", file), "utf8")));
const t: Translate = (key, vars) => bundle.formatPattern(bundle.getMessage(key)!.value!, vars);
const f = formatFor({ lang: "en", timeZone: "UTC", t });

/** Telegram ids run to ten digits and more; subscription ids only grow. */
const OWNER = 9_876_543_210;

const row = (id: number, chatId: number, makerMay: boolean, over: Partial<GroupSubscriptionRow> = {}): GroupSubscriptionRow => ({
  subscription: {
    id,
    chatId,
    threadId: 12,
    topic: "bookings",
    filters: { route: { origin: "THR", destination: "MHD" }, airline: "IR", flight: "12345" },
    language: "en",
    createdBy: 8_123_456_789,
    createdAt: "2026-11-20T10:00:00.000Z",
  },
  title: "Sales <desk> & co",
  makerName: "Leo <b>",
  makerMay,
  ...over,
});

describe("renderGroupSubscriptions", () => {
  it("lists those without an admin first, escaped, with Keep and Stop buttons under 64 bytes", () => {
    const rows = [row(1, -1001, true), row(2_000_000, -1002, false, { title: undefined, makerName: undefined })];
    const { text, keyboard } = renderGroupSubscriptions(rows, "title", OWNER, { kind: "madeBy", userId: 8_123_456_789 }, t, f);
    expect(text.split("\n").slice(0, 5)).toEqual([
      "title",
      "1. <b>—</b> <code>-1002</code>: Bookings · route THR → MHD · airline IR · flight 12345 · forum topic 12",
      "   ⚠️ by <code>8123456789</code>, no longer an admin: still delivered until an admin decides",
      "2. <b>Sales &lt;desk&gt; &amp; co</b> <code>-1001</code>: Bookings · route THR → MHD · airline IR · flight 12345 · forum topic 12",
      "   by Leo &lt;b&gt; <code>8123456789</code> ✓",
    ]);
    const data = keyboard!.inline_keyboard.flat().map((b) => ("callback_data" in b ? b.callback_data : ""));
    expect(keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["✅ Keep 1", "✖ Stop 1", "✅ Keep 2", "✖ Stop 2"]);
    for (const d of data) expect(Buffer.byteLength(d)).toBeLessThanOrEqual(CALLBACK_DATA_LIMIT);
    const first = decodeCallback(data[0])!;
    expect(first).toEqual({ kind: "agd", owner: OWNER, fields: [(2_000_000).toString(36), "k", (8_123_456_789).toString(36)] });
    expect(decodeView(first.fields[2])).toEqual({ kind: "madeBy", userId: 8_123_456_789 });
    expect(decodeView("a")).toEqual({ kind: "all" });
    expect(decodeView("A:")).toBeNull();
  });

  it("keeps one message under Telegram's limit and counts the rows left out", () => {
    const rows = Array.from({ length: 60 }, (_, i) => row(i + 1, -1000 - i, i % 2 === 0, { title: "x".repeat(128) }));
    const { text, keyboard } = renderGroupSubscriptions(rows, "title", OWNER, { kind: "all" }, t, f);
    expect(text.length).toBeLessThan(TELEGRAM_TEXT_LIMIT);
    const shown = keyboard!.inline_keyboard.filter((r) => r.length > 0).length;
    expect(shown).toBeGreaterThan(5);
    expect(text).toContain(`… and ${60 - shown} more: decide these first`);
  });

  it("numbers rows and buttons in Persian digits, the route isolated, ids as they are", () => {
    const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
    const tFa: Translate = (key, vars) => fluent.translate("fa", key, vars);
    const fa = formatFor({ lang: "fa", timeZone: "UTC", t: tFa });
    const { text, keyboard } = renderGroupSubscriptions([row(1, -1001, true), row(2, -1002, true)], "title", OWNER, { kind: "all" }, tFa, fa);
    expect(text.split("\n")[1]).toMatch(/^۱\. <b>Sales &lt;desk&gt; &amp; co<\/b> <code>-1002<\/code>: .*مسیر \u2066THR → MHD\u2069/);
    expect(keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["✅ نگه‌دار ۱", "✖ لغو ۱", "✅ نگه‌دار ۲", "✖ لغو ۲"]);
  });
});

describe("groups that removed the bot", () => {
  const stopped = (chatId: number, subscriptions = 1) => ({
    chatId,
    title: "Sales <desk> & co",
    stoppedAt: "2026-11-20T10:00:00.000Z",
    subscriptions: Array.from({ length: subscriptions }, (_, i) => ({ ...row(i + 1, chatId, true).subscription, topic: i % 2 === 0 ? ("bookings" as const) : ("cancellations" as const) })),
  });

  it("tells what stopped, the group's title escaped", () => {
    const text = renderGroupRemoved(stopped(-100_123, 2), t, f);
    expect(text).toContain("<b>Sales &lt;desk&gt; &amp; co</b> <code>-100123</code>");
    expect(text.match(/^ {3}• /gm)).toHaveLength(2);
  });

  it("lists each with a Forget button under 64 bytes, and counts those that would not fit one message", () => {
    const groups = Array.from({ length: 60 }, (_, i) => stopped(-1_000_000_000_000 - i, 10));
    const { text, keyboard } = renderStoppedGroups(groups, OWNER, t, f);
    expect(text.length).toBeLessThan(TELEGRAM_TEXT_LIMIT);
    const shown = keyboard!.inline_keyboard.flat();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(60);
    expect(text).toContain(`… and ${60 - shown.length} more: forget these first`);
    for (const button of shown) {
      const data = (button as { callback_data: string }).callback_data;
      expect(Buffer.byteLength(data)).toBeLessThanOrEqual(CALLBACK_DATA_LIMIT);
      expect(decodeCallback(data)?.owner).toBe(OWNER);
    }
  });
});
