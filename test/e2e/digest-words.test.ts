import { afterEach, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { DIGEST_DUE, digestStack, isPhoto, pause, SETTLE_MS } from "../support/digest-stack.js";
import { ledgerFixture, sayWhenNoPostgres, TEST_DATABASES } from "../support/ledger-databases.js";
import { bookedWire } from "../support/ledger-events.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, letIn, press, upcoming } from "../support/steps.js";

/**
 * The daily digest as staff read it: in Persian and in Arabic (words, digits, calendar), found
 * from /help and a bare /subscribe and stopped with a button, and whole on a day whose summary
 * is too long for a photo's caption (the emulator refuses a caption over 1024 characters).
 */

const MINA: TgUserSpec = { id: 7611, first_name: "Mina", language_code: "en" };
const SARA: TgUserSpec = { id: 7612, first_name: "Sara", language_code: "en" };
const LATIN_DIGIT = /[0-9]/;
/** The text without what stays Latin: isolated runs (routes, amounts' currency codes) and the /sales command. */
const words = (text: string) => text.replace(/\u2066[^\u2069]*\u2069/g, "").replace(/\/sales [\d-]+/g, "");
const labelStarting = (msg: StoredMessage, start: string) => buttons(msg).find((label) => label.startsWith(start))!;

describe.each(TEST_DATABASES)("the daily digest's words on $name", (database) => {
  const fixture = ledgerFixture(database);
  const stacks: Stack[] = [];
  afterEach(async () => {
    await Promise.all(stacks.splice(0).map((s) => s.stop()));
  });

  async function speaking(s: Stack, user: TgUserSpec, language: string) {
    await letIn(s, user, "viewer");
    await press(s.tg, user, await ask(s.tg, user, "/lang"), language);
  }

  it("comes in Persian and in Arabic, offered by /help and a bare /subscribe, and stops from a button", async () => {
    const { s, clock } = await digestStack(fixture, stacks);
    await speaking(s, MINA, "فارسی");
    await speaking(s, SARA, "العربية");

    expect((await ask(s.tg, MINA, "/help")).text).toContain("/subscribe: اعلان فروش، کنسلی و روند فروش، خلاصهٔ روزانه یا گزارش فروش");
    expect((await ask(s.tg, SARA, "/help")).text).toContain("/unsubscribe: إيقاف التنبيهات أو الملخص أو التقرير");
    const choice = await ask(s.tg, MINA, "/subscribe");
    expect(choice.text).toContain("/subscribe digest (ساعت \u2066۲۳:۳۰\u2069)");
    const done = await press(s.tg, MINA, choice, labelStarting(choice, "📊 گزارش روزانهٔ فروش"));
    expect(done.text).toContain("هر روز ساعت \u2066۲۳:۳۰\u2069 (");
    expect((await ask(s.tg, SARA, "/subscribe digst")).text).toContain("digest [HH:MM]");
    // A time in Arabic-Indic digits, as an Arabic keyboard types it.
    expect((await ask(s.tg, SARA, "/subscribe digest ٢٣:٣٠")).text).toContain("كل يوم عند الساعة \u2066٢٣:٣٠\u2069");

    const photos = [MINA, SARA].map((user) => s.tg.waitFor(user.id, isPhoto));
    clock.now = DIGEST_DUE;
    const [fa, ar] = await Promise.all(photos);
    for (const sent of [fa!, ar!]) expect(Buffer.from(sent.file!.data).subarray(1, 4).toString()).toBe("PNG");
    expect(fa!.text).toMatch(/^\u200F📊 فروش روز، ۱ آذر ۱۴۰۵\n\u200F۲ رزرو، ۶ مسافر\n\u200Fفروش: \u2066۱۷٬۲۲۷٬۰۰۰\u2069 ریال · \u2066۱۲۵٫۵۵\u2069 USD\n/);
    expect(fa!.text).toContain("• \u2066THR-MHD, MHD-THR\u2069: ۲ رزرو، ۶ مسافر");
    expect(fa!.text).toMatch(/\n\u200Fگزارش کامل: \/sales 2026-11-22$/);
    expect(words(fa!.text)).not.toMatch(LATIN_DIGIT);
    expect(ar!.text).toMatch(/^\u200F📊 مبيعات اليوم، ٢٢ نوفمبر ٢٠٢٦\n\u200Fالحجوزات: ٢، المسافرون: ٦\n\u200Fالمبيعات: \u2066١٧٬٢٢٧٬٠٠٠\u2069 ريال · \u2066١٢٥٫٥٥\u2069 USD\n/);
    expect(ar!.text).toContain("\u200Fلا إلغاءات.");
    expect(words(ar!.text)).not.toMatch(LATIN_DIGIT);
    // A tapped "/sales 2026-11-22" sends /sales alone; the button asks for that day.
    const report = upcoming(s, MINA.id, (m) => !isPhoto(m) && m.text.includes("۱۷٬۲۲۷٬۰۰۰\u2069 ریال"));
    await s.tg.pressButton(MINA, fa!, "📋 گزارش کامل");
    expect((await report).text).toMatch(/^فروش، ۱ آذر ۱۴۰۵\n/);

    const list = await ask(s.tg, MINA, "/unsubscribe");
    expect(list.text).toMatch(/^کدام هشدارها یا گزارش روزانه لغو شوند؟/);
    const stopped = await press(s.tg, MINA, list, labelStarting(list, "✖ ۱. گزارش روزانهٔ فروش"));
    expect(stopped.text).toBe("🔕 لغو شد: گزارش روزانهٔ فروش، ساعت \u2066۲۳:۳۰\u2069.");
    clock.now = new Date(DIGEST_DUE.getTime() + 24 * 3600_000);
    await s.tg.waitFor(SARA.id, (m) => isPhoto(m) && m.text.includes("٢٣ نوفمبر"));
    await pause(SETTLE_MS);
    // The one digest of the 22nd; the report's chart has no caption.
    expect(s.tg.messages(MINA.id).filter((m) => isPhoto(m) && m.text !== "")).toHaveLength(1);
  });

  it("comes whole when the summary is too long for a caption: the chart with a short one, then the summary", async () => {
    // Real codes: an unknown one is "currency not given", and all such share one line.
    const CURRENCIES = Intl.supportedValuesOf("currency").slice(0, 80);
    const sales = CURRENCIES.map((currency, i) =>
      bookedWire(100 + i, `LC${String(i).padStart(4, "0")}`, { at: "2026-11-22 10:00:00", total: 1000 + i, currency }),
    );
    const { s, clock } = await digestStack(fixture, stacks, sales);
    await ask(s.tg, ADMIN, "/subscribe digest");
    const photo = s.tg.waitFor(ADMIN.id, isPhoto);
    const summary = upcoming(s, ADMIN.id, (m) => !isPhoto(m) && m.text.includes("/sales 2026-11-22"));
    clock.now = DIGEST_DUE;
    const [chart, text] = await Promise.all([photo, summary]);
    expect(chart.text).toBe("📊 Sales of the day, 22 Nov 2026\nThe summary follows in the next message ⬇️");
    expect(text.messageId).toBe(chart.messageId + 1);
    expect(text.text).toMatch(/^📊 Sales of the day, 22 Nov 2026\n80 bookings, 240 passengers\nSold: \n/);
    expect(text.text).toContain(`Sold: \n  1,000 ${CURRENCIES[0]}\n  1,001 ${CURRENCIES[1]}\n`);
    for (const [i, currency] of CURRENCIES.entries()) expect(text.text).toContain(`\n  ${(1000 + i).toLocaleString("en")} ${currency}\n`);
    await pause(SETTLE_MS);
    expect(s.tg.messages(ADMIN.id).filter(isPhoto)).toHaveLength(1);
  });
});

sayWhenNoPostgres();
