import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, askInGroup, letIn, press } from "../support/steps.js";

/**
 * Issue 13, "Persian and Arabic" in alerts: each destination reads alerts in its language, its
 * numbers in that language's digits (a private chat: Latin when its user chose so in /lang; a
 * group: always the language's own), Jalali dates with month names in Persian, Arabic month
 * names and the dual in Arabic; codes stay Latin, isolated in right-to-left lines.
 */

const PERSIAN: TgUserSpec = { id: 7141, first_name: "Mina", language_code: "en" };
const ARABIC: TgUserSpec = { id: 7142, first_name: "Sara", language_code: "en" };
/** Reads Persian with Latin digits, chosen in the test about them: PERSIAN keeps Persian ones. */
const LATIN: TgUserSpec = { id: 7143, first_name: "Nima", language_code: "en" };
const GROUP = { id: -100_1414, type: "supergroup" as const, title: "میز فروش" };
const LATIN_DIGIT = /[0-9]/;
/** The text without what stays Latin: codes (PNR, ticket) and isolated runs (route and flight). */
const words = (text: string) => text.replace(/\u2066[^\u2069]*\u2069/g, "").replace(/\b[A-Z0-9]{5,}\b/g, "").replace(/IRR|USD/g, "");

describe("alerts in Persian and Arabic", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({ env: { EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1", DISPLAY_TIMEZONE: "Asia/Tehran" }, sim: { eventDelaySeconds: 0 } });
    await ask(s.tg, ADMIN, "/start");
    for (const [user, language] of [
      [PERSIAN, "فارسی"],
      [ARABIC, "العربية"],
    ] as const) {
      await letIn(s, user, "viewer");
      await press(s.tg, user, await ask(s.tg, user, "/lang"), language);
      await ask(s.tg, user, "/subscribe bookings");
    }
    // The group's subscription is made in Persian: its alerts come in Persian.
    await press(s.tg, ADMIN, await ask(s.tg, ADMIN, "/lang"), "فارسی");
    await s.tg.addBotToGroup(ADMIN, GROUP);
    await askInGroup(s.tg, ADMIN, GROUP, "/subscribe bookings");
    await press(s.tg, ADMIN, await ask(s.tg, ADMIN, "/lang"), "English");
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("writes a sale in each reader's language, digits and calendar", async () => {
    const { pnr } = s.sim.createBooking();
    const [fa, ar, group] = await Promise.all(
      [PERSIAN.id, ARABIC.id, GROUP.id].map((chat) => s.tg.waitFor(chat, (m) => m.text.includes(pnr), { timeoutMs: 10_000 })),
    );
    expect(fa!.text).toMatch(new RegExp(`^\u200F🟢 رزرو جدید ${pnr}\n\u200F✈️ \u2066[A-Z]{3} → [A-Z]{3} · [A-Z0-9]{2} \\d+\u2069 · [۰-۹]+ [آ-ی ]+ [۰-۹]{4} [۰-۹]{2}:[۰-۹]{2} \\(به وقت محلی\\)\n`));
    expect(fa!.text).toMatch(/💰 مبلغ قابل پرداخت: [۰-۹٬]+ ریال/);
    expect(fa!.text).toMatch(/🕒 زمان رزرو: [۰-۹]+ [آ-ی]+ ۱۴[۰-۹]{2} [۰-۹]{2}:[۰-۹]{2} \(.+\)$/);
    expect(words(fa!.text)).not.toMatch(LATIN_DIGIT);

    expect(ar!.text).toMatch(new RegExp(`^\u200F🟢 حجز جديد ${pnr}\n`));
    expect(ar!.text).toMatch(/👥 (بالغ واحد|بالغان|[٠-٩]+ بالغ)/);
    expect(ar!.text).toMatch(/🕒 وقت الحجز: [٠-٩]+ [ء-ي]+ [٠-٩]{4} [٠-٩]{2}:[٠-٩]{2}/);
    expect(words(ar!.text)).not.toMatch(LATIN_DIGIT);

    expect(group!.text).toMatch(new RegExp(`^\u200F🟢 رزرو جدید ${pnr}\n`));
    expect(words(group!.text)).not.toMatch(LATIN_DIGIT);
  });

  it("writes Latin digits for a user who chose them, while the group keeps Persian ones", async () => {
    await letIn(s, LATIN, "viewer");
    await press(s.tg, LATIN, await ask(s.tg, LATIN, "/lang"), "فارسی");
    await press(s.tg, LATIN, await ask(s.tg, LATIN, "/lang"), "ارقام لاتین 123");
    await ask(s.tg, LATIN, "/subscribe bookings");
    const { pnr } = s.sim.createBooking();
    const [fa, group] = await Promise.all([LATIN.id, GROUP.id].map((chat) => s.tg.waitFor(chat, (m) => m.text.includes(pnr), { timeoutMs: 10_000 })));
    expect(fa!.text).toMatch(/💰 مبلغ قابل پرداخت: [\d,]+ ریال/);
    expect(fa!.text).toMatch(/🕒 زمان رزرو: \d+ [آ-ی]+ 14\d\d \d\d:\d\d/);
    expect(words(group!.text)).not.toMatch(LATIN_DIGIT);
  });
});
