import { describe, expect, it } from "vitest";
import { decodeCallback } from "../../../src/bot/callback-data.js";
import { createI18n } from "../../../src/bot/i18n.js";
import { renderAlert } from "../../../src/bot/render/alert.js";
import { renderDigest } from "../../../src/bot/render/alerts-digest.js";
import { formatFor } from "../../../src/bot/render/format.js";
import type { Translate } from "../../../src/bot/render/types.js";
import type { Language } from "../../../src/domain/languages.js";
import type { PaceAlert, StoredAlert, Store } from "../../../src/store/store.js";

/** Pace alerts as each reader reads them: the bot's own locales, native digits, right to left in Persian and Arabic. */
const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const reader = (lang: Language) => {
  const t: Translate = (key, vars) => fluent.translate(lang, key, vars);
  return { t, f: formatFor({ lang, digits: "native", timeZone: "Asia/Tehran", t }) };
};
const plain = (text: string) => text.replace(/[\u200f\u2066-\u2069]/g, "");
const leg = { origin: "THR", destination: "MHD", airline: "IR", flight: "1234", date: "2026-12-02 08:30" };
const stored = (body: Omit<PaceAlert, "kind" | "id">, id = 7): StoredAlert => ({ eventId: -id, at: "2026-11-20 10:00:00", refs: 1, body: { kind: "pace", id, ...body } });

describe("a pace alert", () => {
  it("reads in Arabic: the threshold passed, the seats sold of the seats and the load, with its buttons", () => {
    const { t, f } = reader("ar");
    const { text, keyboard } = renderAlert({ alert: stored({ alert: "threshold", threshold: 80, leg, sold: 120, capacity: 150 }), owner: 42, flightControl: true }, t, f);
    expect(plain(text).split("\n")).toEqual(["📈 <b>THR → MHD · IR 1234</b> تجاوزت ٨٠٪ من المقاعد المباعة", "✈️ THR → MHD · IR 1234 · ٢ ديسمبر ٢٠٢٦ ٠٨:٣٠ (بالتوقيت المحلي)", "١٢٠ مقاعد مباعة من ١٥٠ · نسبة الإشغال ٨٠٪"]);
    const rows = keyboard!.inline_keyboard;
    expect(rows.flat().map((b) => b.text)).toEqual(["📈 الوتيرة", "📋 قائمة الركاب", "🛠 التحكم بالرحلة", "✋ تولّيتُه"]);
    // The owner's buttons, and the acknowledgement anyone's.
    const owners = rows.flat().map((b) => decodeCallback((b as { callback_data: string }).callback_data)!.owner);
    expect(owners).toEqual([42, 42, 42, 0]);
  });

  it("tells a spike and a sell-out in Persian, without flight control when it is off", () => {
    const { t, f } = reader("fa");
    const spike = renderAlert({ alert: stored({ alert: "spike", cancellations: 6, leg, sold: 40, capacity: null }), owner: 42 }, t, f);
    expect(plain(spike.text).split("\n")[0]).toBe("⚠️ <b>THR → MHD · IR 1234</b>: ۶ استرداد در یک ساعت");
    expect(plain(spike.text)).toContain("۴۰ صندلی فروخته شده (ظرفیت نامعلوم)");
    expect(spike.keyboard!.inline_keyboard.flat().map((b) => b.text)).toEqual(["📈 روند فروش", "📋 فهرست مسافران", "✋ بر عهده گرفتم"]);
    const soldOut = renderAlert({ alert: stored({ alert: "soldout", leg, sold: 150, capacity: 150 }), owner: 42 }, t, f);
    expect(plain(soldOut.text)).toContain("پر شد");
    expect(plain(soldOut.text)).toContain("همهٔ صندلی‌ها فروخته شده");
  });

  it("comes as one line of a digest when several wait", () => {
    const { t, f } = reader("en");
    const alerts = [stored({ alert: "threshold", threshold: 95, leg, sold: 143, capacity: 150 }, 1), stored({ alert: "behind", leg, sold: 2, capacity: null, usual: 4, percent: -50, days: 6 }, 2)];
    const digest = renderDigest(alerts, t, f);
    expect(digest.count).toBe(2);
    expect(plain(digest.text)).toContain("📈 <b>THR → MHD · IR 1234</b> passed 95% sold");
    expect(plain(digest.text)).toContain("🐢 <b>THR → MHD · IR 1234</b> is 50% behind pace");
  });
});
