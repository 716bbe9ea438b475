import { describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { renderFollowOutcome, renderPendingLine, renderRefunds } from "../../../src/bot/render/refund-follow.js";
import { TELEGRAM_TEXT_LIMIT } from "../../../src/bot/render/split.js";
import type { FollowedRefund } from "../../../src/ledger/refund-follow.js";
import type { Language } from "../../../src/domain/languages.js";
import type { Store } from "../../../src/store/store.js";

/** A followed refund's messages fit in one Telegram message whatever the supplier writes and however many wait. */
const fluent = createI18n({ settings: { getLanguage: () => undefined } } as unknown as Store).fluent;
const NOW = new Date("2026-12-10T08:00:00.000Z");

function followed(i: number, remarks: string | null = null): FollowedRefund {
  return {
    trackingCode: `a1b2c3d4-e5f6-4a7b-8c9d-${String(i).padStart(12, "0")}`,
    auditId: i,
    userId: 7401,
    userName: "Nika <agent> & co",
    pnr: `Q${String(i).padStart(5, "0")}`,
    tickets: [`2301${1_000_000 + i}`],
    currency: "IRR",
    requestedAt: "2026-12-01T08:00:00.000Z",
    status: "Pending",
    checkedAt: null,
    outcome: remarks === null ? null : "rejected",
    refundedAmount: null,
    remarks,
    decidedAt: null,
    auditedAt: null,
    toldAt: null,
  };
}

describe.each(["en", "fa", "ar"] as Language[])("a followed refund's messages in %s", (lang) => {
  const t = fluent.withLocale(lang) as (key: string, vars?: Record<string, string | number>) => string;
  const f = formatFor({ lang, timeZone: "Asia/Tehran", t });

  it("tells an outcome whose remarks are very long in one message, escaped and cut", () => {
    const text = renderFollowOutcome(followed(1, `<b>Rejected</b> & ${"x".repeat(6000)}`), t, f);
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(text).toContain("&lt;b&gt;Rejected&lt;/b&gt; &amp; xxx");
    expect(text).toContain("…");
  });

  it("lists 200 refunds pending too long in one daily line, the rest counted", () => {
    const text = renderPendingLine(Array.from({ length: 200 }, (_, i) => followed(i)), NOW, t, f);
    expect(text.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(text).toContain("Nika &lt;agent&gt; &amp; co");
    expect(text).toContain(t("refunds-more", { count: f.num(180) }));
  });
});

/** How long ago a refund was sent, as /refunds says it: minutes in its first hour, never "0 h". */
const AGES: Record<Language, (n: (x: number) => string) => string[]> = {
  en: (n) => ["sent just now", "sent 1 minute ago", `sent ${n(42)} minutes ago`, `sent ${n(2)} h ${n(5)} min ago`, `sent ${n(3)} d ${n(1)} h ago`],
  fa: (n) => ["همین حالا فرستاده شد", `${n(1)} دقیقه پیش فرستاده شد`, `${n(42)} دقیقه پیش فرستاده شد`, `${n(2)} ساعت و ${n(5)} دقیقه پیش فرستاده شد`, `${n(3)} روز و ${n(1)} ساعت پیش فرستاده شد`],
  ar: (n) => ["أُرسل للتو", `أُرسل قبل ${n(1)} دقيقة`, `أُرسل قبل ${n(42)} دقيقة`, `أُرسل قبل ${n(2)} ساعة و${n(5)} دقيقة`, `أُرسل قبل ${n(3)} يوم و${n(1)} ساعة`],
};

describe.each(["en", "fa", "ar"] as Language[])("a refund's age on /refunds in %s", (lang) => {
  const t = fluent.withLocale(lang) as (key: string, vars?: Record<string, string | number>) => string;
  const f = formatFor({ lang, timeZone: "Asia/Tehran", t });

  it("says minutes within the first hour, hours and minutes within the first day, then days and hours", () => {
    const sent = Date.parse(followed(1).requestedAt);
    const after = [30_000, 60_000, 42 * 60_000, (2 * 60 + 5) * 60_000, (3 * 24 + 1) * 3_600_000 + 35 * 60_000];
    const said = after.map((ms) => renderRefunds({ rows: [followed(1)], total: 1, all: false, owner: 7401, now: new Date(sent + ms) }, t, f).text);
    AGES[lang]((x) => f.num(x)).forEach((age, i) => expect(said[i]).toContain(age));
  });
});
