import { I18n } from "@grammyjs/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, letIn, press } from "../support/steps.js";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { LOCALES_DIR } from "../../src/bot/i18n.js";
import { formatFor, type Format } from "../../src/bot/render/format.js";
import { formatJalali } from "../../src/domain/jalali.js";
import type { Language } from "../../src/domain/languages.js";
import { normalizeDigits } from "../../src/domain/user-text.js";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";

/** Issue 13's search screens through the Telegram emulator, in English, Persian and Arabic. */
const EN: TgUserSpec = { id: 7401, first_name: "Elham", language_code: "en" };
const FA: TgUserSpec = { id: 7402, first_name: "Farid", language_code: "en" };
const AR: TgUserSpec = { id: 7403, first_name: "Ali", language_code: "en" };
const { routes } = SIM_FIXTURES;

const i18n = new I18n({ defaultLocale: "en", fluentBundleOptions: { useIsolating: false } });
i18n.loadLocalesDirSync(LOCALES_DIR);
const formatOf = (lang: Language): Format => formatFor({ lang, timeZone: "UTC", t: i18n.fluent.withLocale(lang) });

/** The text as read: without the isolation marks around Latin runs and the right-to-left marks opening lines. */
const read = (msg: StoredMessage) => msg.text.replace(/[\u2066-\u2069\u200F]/g, "");
/** The numbers of the listed journeys, in the order shown. */
const numbers = (msg: StoredMessage) => [...normalizeDigits(read(msg)).matchAll(/^(\d+)\. /gm)].map((m) => Number(m[1]));

describe("search screens", () => {
  let s: Stack;
  const searches = () => s.sim.calls().SearchByRouteAndDate;

  beforeAll(async () => {
    s = await startStack();
    await ask(s.tg, ADMIN, "/start");
    for (const user of [EN, FA, AR]) await letIn(s, user, "viewer");
    await press(s.tg, FA, await ask(s.tg, FA, "/lang"), "فارسی");
    await press(s.tg, AR, await ask(s.tg, AR, "/lang"), "العربية");
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("sorts by price, filters by airline and moves by day from a result with flights, in the view chosen", async () => {
    const { origin, destination } = routes.mixedSources;
    const reply = await ask(s.tg, EN, `/search ${origin} ${destination} +4`);
    expect(buttons(reply)).toEqual(expect.arrayContaining(["💰 Cheapest first", "✅ All airlines", "W5", "ZV", `⬅️ ${formatOf("en").date(simDate(3))}`, `${formatOf("en").date(simDate(5))} ➡️`]));
    const calls = searches();

    const cheapest = await press(s.tg, EN, reply, "💰 Cheapest first");
    expect(cheapest.messageId).toBe(reply.messageId);
    expect(cheapest.text).toContain("cheapest first");
    const prices = [...cheapest.text.matchAll(/💰 ([\d,]+) IRR/g)].map((m) => Number(m[1]!.replaceAll(",", "")));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(buttons(cheapest)).toContain("🕐 By departure time");

    const w5 = await press(s.tg, EN, cheapest, "W5");
    expect(w5.text).toMatch(/^W5: \d+ of \d+ flights · cheapest first/m);
    expect(w5.text).not.toContain("own flight");
    expect(buttons(w5)).toEqual(expect.arrayContaining(["All airlines", "✅ W5", "ZV"]));
    // The choice already shown, pressed again: a toast, the message as it was, no apology.
    const answered = s.tg.callbackAnswers().length;
    await s.tg.pressButton(EN, w5, "✅ W5");
    await expect.poll(() => s.tg.callbackAnswers().length).toBeGreaterThan(answered);
    expect(s.tg.callbackAnswers().at(-1)).toMatchObject({ text: "Already shown." });
    expect(s.tg.lastMessage(w5.chatId)).toMatchObject({ messageId: w5.messageId, text: w5.text });
    // Sorting and filtering read the kept answer: no supplier call.
    expect(searches()).toBe(calls);

    const nextDay = await press(s.tg, EN, w5, `${formatOf("en").date(simDate(5))} ➡️`);
    expect(searches()).toBe(calls + 1);
    expect(nextDay.text).toContain(`One-way: ${origin} ${destination} ${simDate(5)}`);
    expect(nextDay.text).toMatch(/^W5: \d+ of \d+ flights · cheapest first/m);
    const back = await press(s.tg, EN, nextDay, "All airlines");
    expect(back.text).toMatch(/^\d+ flights · cheapest first/m);
    const byDeparture = await press(s.tg, EN, back, "🕐 By departure time");
    expect(numbers(byDeparture)).toEqual([...numbers(byDeparture)].sort((a, b) => a - b));
  });

  it("names a missing destination, reads arrows and Jalali dates with dashes, in every language", async () => {
    const calls = searches();
    expect((await ask(s.tg, EN, "/search THR")).text).toMatch(/^The destination is missing: .*\nFor example: \/search THR MHD \d{4}-\d\d-\d\d$/);
    expect((await ask(s.tg, EN, "/search THR tomorrow")).text).toMatch(new RegExp(`^The destination is missing: .*\\nFor example: /search THR MHD ${simDate(1)}$`));
    expect((await ask(s.tg, FA, "/search THR فردا")).text).toMatch(/^مقصد وارد نشده است/);
    expect((await ask(s.tg, AR, "/search THR غدا")).text).toMatch(/^الوجهة ناقصة/);
    expect(searches()).toBe(calls);

    expect((await ask(s.tg, EN, "/search THR→MHD +4")).text).toContain(`One-way: THR MHD ${simDate(4)}`);
    expect((await ask(s.tg, EN, "/search THR - MHD +4")).text).toContain(`One-way: THR MHD ${simDate(4)}`);
    const jalali = formatJalali(simDate(6)).replaceAll("/", "-");
    expect((await ask(s.tg, EN, `/search THR MHD ${jalali}`)).text).toContain(`One-way: THR MHD ${simDate(6)}`);
  });

  it("writes Persian: Jalali dates, Persian digits, plurals, local times, Persian keywords", async () => {
    const f = formatOf("fa");
    const reply = await ask(s.tg, FA, `/search THR MHD +4 بسته`);
    const text = read(reply);
    // The search line in Jalali dates, as Persian staff write it (and /search reads it back).
    expect(text).toContain(`🔎 یک‌طرفه: THR MHD ${formatJalali(simDate(4))} بسته`);
    expect(text).toContain(`📅 `);
    expect(text).toContain(f.dateBoth(simDate(4)));
    expect(text).toMatch(/^[۰-۹]+ پرواز/m);
    expect(text).toMatch(/^۱\. ✈️ \w\w \d+ · THR → MHD · [۰-۹]{2}:[۰-۹]{2} تا [۰-۹]{2}:[۰-۹]{2} · [۰-۹]+ ساعت/m);
    expect(text).toMatch(/💰 [۰-۹٬]+ ریال · قابل پرداخت [۰-۹٬]+ ریال · \S+ اکونومی/);
    expect(text).toMatch(/ · [۰-۹]+ نرخ/);
    expect(text).toContain("ساعت‌های پرواز به وقت محلی هر فرودگاه است.");
    expect(text).not.toMatch(/\b(closed|seats|fares?|payable)\b/);
    expect(buttons(reply)).toContain("💰 ارزان‌ترین اول");

    // The refused line and its example speak Persian too.
    const wrong = read(await ask(s.tg, FA, "/search THR MHD +1 نمیدانم"));
    expect(wrong).toContain("واژه‌های اختیاری: بسته، تور، خودی، شخص‌ثالث.");
    expect(wrong).not.toMatch(/closed|tour|owned|thirdparty/);
  });

  it("writes Arabic: Arabic month names and digits, the dual for two adults", async () => {
    const f = formatOf("ar");
    const reply = await ask(s.tg, AR, `/search THR MHD +4`);
    const text = read(reply);
    expect(text).toContain(f.date(simDate(4)));
    expect(text).toMatch(/^١\. ✈️ \w\w \d+ · THR → MHD · [٠-٩]{2}:[٠-٩]{2} ← [٠-٩]{2}:[٠-٩]{2}/m);
    expect(text).toMatch(/💰 [٠-٩٬]+ ريال · المستحق/);
    // A flight's length in words ("ساعة و١٥ دقيقة"), not "١ س ١٥ د".
    expect(text).toMatch(/ · (?:[٠-٩]+ )?(?:ساعة|ساعتان|ساعات|دقيقة|دقيقتان|دقائق)/);
    expect(text).not.toMatch(/[٠-٩]+ [سد](?= |$)/m);
    const details = await press(s.tg, AR, reply, "ℹ️ ١");
    const prompt = await press(s.tg, AR, details, "👥 السعر لمجموعة");
    expect(read(prompt)).toContain("٢ بالغ ١ طفل ١ رضيع");
    expect(buttons(prompt)).toContain("بالغان، طفل واحد");
    const priced = read(await ask(s.tg, AR, "٢ بالغ"));
    expect(priced).toMatch(/^👥 بالغان · /);
    expect(priced).toMatch(/: الإجمالي [٠-٩٬]+ ريال · المستحق [٠-٩٬]+ ريال/);
    const hint = read(await ask(s.tg, AR, "/search THR MHD 2026/13/40"));
    expect(hint).toMatch(/اليوم أو غدا/);
    expect(hint).not.toMatch(/today|tomorrow/);
  });

  it("answers /Search, /SEARCH and /serch with the command meant, tappable, and the line as it should be", async () => {
    const calls = searches();
    const upper = await ask(s.tg, EN, "/Search THR MHD +4");
    expect(upper.text).toMatch(/^🤔 Did you mean \/search\?/);
    expect(upper.text).toContain("/search THR MHD +4");
    // Outside <code>, so Telegram shows /search as a command to tap; the typed line in <code>, to copy.
    expect(upper.html).toMatch(/Did you mean \/search\?/);
    expect(upper.html).toContain("<code>/search THR MHD +4</code>");
    expect((await ask(s.tg, EN, "/SEARCH")).text).toMatch(/^🤔 Did you mean \/search\?/);
    expect((await ask(s.tg, EN, "/serch")).text).toMatch(/^🤔 Did you mean \/search\?/);
    expect((await ask(s.tg, EN, "/Histroy FD-1001")).text).toMatch(/^🤔 Did you mean \/history\?[\s\S]*\/history FD-1001/);
    expect((await ask(s.tg, FA, "/Search")).text).toMatch(/^🤔 منظورتان \/search بود؟/);
    expect((await ask(s.tg, AR, "/serch")).text).toMatch(/^🤔 هل تقصد \/search؟/);
    // Only commands the role may use: a viewer is not pointed at /refund.
    expect((await ask(s.tg, EN, "/refnd")).text).toMatch(/^I do not know that command/);
    expect((await ask(s.tg, ADMIN, "/refnd")).text).toMatch(/^🤔 Did you mean \/refund\?/);
    expect((await ask(s.tg, EN, "/qwertyuiop")).text).toMatch(/^I do not know that command/);
    expect(searches()).toBe(calls);
  });
});
