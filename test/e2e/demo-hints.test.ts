import { describe, expect, it } from "vitest";
import type { StoredMessage } from "../../src/dev/telegram/emulator.js";
import { DEMO_PEOPLE } from "../../src/dev/demo-start.js";
import { demoHints, demoTries } from "../../src/dev/demo-hints.js";
import { demoForTests } from "../support/demo.js";

/**
 * Every hint `npm run demo` prints at start, typed as printed into the demo's wiring: each gets
 * an answer worth reading at once (the ledger holds the simulator's seeded sales from the first
 * start), never "no such flight", an empty ledger or an error.
 */
const ADA = DEMO_PEOPLE[0]!.user;
const LTR = /[\u2066-\u2069]/g;
/** What a hint must never answer: an empty ledger, a flight or booking it does not know, a failure. */
const USELESS = /ledger is empty|in the ledger\.|No booking in the ledger|No sales in this period|not a period|went wrong|try again later|unknown command|^(⚠️|❌|⛔)/iu;

describe("the demo's start-up hints", () => {
  const run = demoForTests();

  /**
   * Types `text` as Ada and waits for the bot's first new message with text (a late edit of an
   * earlier answer is not it; /sales sends its chart first, without a caption).
   */
  async function answer(text: string): Promise<StoredMessage> {
    const mark = Math.max(0, ...run.demo.telegram.messages(ADA.id).map((m) => m.messageId));
    const next = run.demo.telegram.waitFor(ADA.id, (m) => m.messageId > mark && m.text !== "", { timeoutMs: 20_000 });
    await run.demo.telegram.sendText(ADA, text);
    return next;
  }

  it("prints each try as it is typed here", () => {
    const printed = demoHints(run.demo.flight, run.demo.telegram.botInfo.username, run.demo.rush).join("\n");
    for (const { typed } of demoTries(run.demo.flight, run.demo.telegram.botInfo.username, run.demo.rush).flat()) expect(printed).toContain(typed);
    expect(printed).toContain(`/flights ${run.demo.flight.date} ${run.demo.flight.route}`);
    expect(printed).toContain(`/pace ${run.demo.rush!.date} ${run.demo.rush!.route}`);
  });

  it("answers every hint usefully, the ledger's commands with the seeded sales from the start", async () => {
    const { label, route, passenger } = run.demo.flight;
    // The first poll backfills from EVENTS_START at once; wait for it to reach the ledger.
    const until = Date.now() + 20_000;
    while (/ledger is empty/.test((await answer(`/find ${passenger}`)).text)) expect(Date.now(), "the ledger stayed empty").toBeLessThan(until);

    const bot = run.demo.telegram.botInfo.username;
    for (const { typed } of demoTries(run.demo.flight, bot, run.demo.rush).flat()) {
      if (typed.startsWith(`@${bot} `)) {
        const inline = await run.demo.telegram.inlineAnswer(await run.demo.telegram.sendInlineQuery(ADA, typed.slice(bot.length + 2)), { timeoutMs: 20_000 });
        expect(inline.results.length, typed).toBeGreaterThan(0);
        continue;
      }
      const text = (await answer(typed)).text.replace(LTR, "");
      expect(text, typed).not.toMatch(USELESS);
      if (typed.startsWith("/find ")) expect(text, typed).toMatch(new RegExp(`^\\d+ bookings? match.*\\n1\\. [A-Z0-9]{6} · .*${passenger}`, "s"));
      if (typed.startsWith("/flights ")) expect(text, typed).toContain(route);
      if (typed.startsWith("/manifest ")) expect(text, typed).toContain(passenger);
      if (typed.startsWith("/flight ")) expect(text, typed).toMatch(new RegExp(`^⚙️ ${label} .*sold in the ledger: [1-9]`, "s"));
      if (typed.startsWith("/sales ")) expect(text, typed).toMatch(/[1-9]\d* bookings?, [1-9]\d* passengers?/);
      if (run.demo.rush && typed === `/pace ${run.demo.rush.date} ${run.demo.rush.route}`) expect(text, typed).toContain(run.demo.rush.label.replace(/^(..)/, "$1 "));
    }
  }, 120_000);
});
