import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InlineAnswer, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { GATE_LIMITS } from "../../src/bot/gate.js";
import { ADMIN, STRANGER, type Stack, type StackOptions } from "../support/stack.js";
import { ask, adminStack, letIn } from "../support/steps.js";
import { freePort } from "../support/ports.js";

const VIEWER: TgUserSpec = { id: 7601, first_name: "Vic", language_code: "en" };
const TYPIST: TgUserSpec = { id: 7602, first_name: "Tara", language_code: "en" };
const INLINE_QUERIES = 40;
const STRANGER_MESSAGES = 300;
const SEARCHES = 80;

const botMessagesIn = (s: Stack, chatId: number) => s.tg.messages(chatId).filter((m) => m.from === "bot");

async function webhookMode(): Promise<StackOptions> {
  const port = await freePort();
  return { env: { WEBHOOK_URL: `http://127.0.0.1:${port}/tg-hook`, WEBHOOK_SECRET: "flood_Secret-0123456789", PORT: String(port) } };
}

/** Floods as one person can send them, in both ways Telegram delivers updates. */
describe.each([
  ["long polling", async (): Promise<StackOptions> => ({})],
  ["webhook", webhookMode],
])("floods (%s)", (_mode, options) => {
  let s: Stack;
  beforeAll(async () => {
    // The product's own limits, not the tests' relaxed ones.
    s = await adminStack({ ...(await options()), limits: GATE_LIMITS });
    await letIn(s, VIEWER, "viewer");
    await letIn(s, TYPIST, "viewer");
  });
  afterAll(() => s?.stop());

  it("a stranger's flood gets one answer and does not hold up the staff", async () => {
    const before = botMessagesIn(s, STRANGER.id).length;
    s.sim.resetCalls();
    for (let n = 0; n < STRANGER_MESSAGES; n++) await s.tg.sendText(STRANGER, n % 2 ? "/search THR MHD +3" : `hello ${n}`);
    expect((await ask(s.tg, ADMIN, "/help")).text).toContain("/users");
    await new Promise((r) => setTimeout(r, 200));
    expect(botMessagesIn(s, STRANGER.id)).toHaveLength(before + 1);
    expect(Object.values(s.sim.calls()).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("staff sending far faster than a person are slowed down with one notice, and the supplier spared", async () => {
    s.sim.resetCalls();
    const slowDown = s.tg.waitFor(VIEWER.id, (m) => /faster than the bot can serve one person/.test(m.text));
    // Each a different date, so no answer comes from the search cache.
    for (let n = 0; n < SEARCHES; n++) await s.tg.sendText(VIEWER, `/search THR MHD +${(n % 60) + 1}`);
    const notice = await slowDown;
    expect(notice.text).toMatch(/wait \d+ s/);
    expect((await ask(s.tg, ADMIN, "/help")).text).toContain("/users");
    // The burst is served (searches still under way are waited for)...
    await expect.poll(() => s.sim.calls().SearchByRouteAndDate, { timeout: 10_000 }).toBeGreaterThanOrEqual(GATE_LIMITS.staff.capacity);
    await new Promise((r) => setTimeout(r, 300));
    // ...and little more: what refilled while the flood was being sent.
    expect(s.sim.calls().SearchByRouteAndDate).toBeLessThan(GATE_LIMITS.staff.capacity + 10);
    expect(botMessagesIn(s, VIEWER.id).filter((m) => /faster than the bot/.test(m.text))).toHaveLength(1);
  });

  it("inline queries past the allowance are answered with nothing Telegram keeps, so the same text works once allowed", async () => {
    const answers: InlineAnswer[] = [];
    for (let n = 0; n < INLINE_QUERIES; n++) answers.push(await s.tg.inlineAnswer(await s.tg.sendInlineQuery(TYPIST, `TH${"R".repeat(n % 3)}`)));
    // A query still being typed gets a hint while allowed...
    expect(answers[0]!.button).toBeDefined();
    // ...and past the allowance an empty answer Telegram must not keep.
    expect(answers.at(-1)).toMatchObject({ results: [], cacheTime: 0, isPersonal: true });
    expect(answers.at(-1)!.button).toBeUndefined();
    expect(answers.filter((a) => a.cacheTime === 0).length).toBeGreaterThanOrEqual(INLINE_QUERIES - GATE_LIMITS.staff.capacity - 5);
  });
});
