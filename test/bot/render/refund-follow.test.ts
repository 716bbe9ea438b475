import { describe, expect, it } from "vitest";
import { createI18n } from "../../../src/bot/i18n.js";
import { formatFor } from "../../../src/bot/render/format.js";
import { renderFollowOutcome, renderPendingLine } from "../../../src/bot/render/refund-follow.js";
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
