import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { InlineAnswer, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { simDate } from "../../src/sim/fixtures.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { silentLogger } from "../../src/logger.js";
import { ADMIN, STRANGER, startStack, type Stack } from "../support/stack.js";
import { ask, letIn, press } from "../support/steps.js";
import { setRole } from "../support/security-steps.js";

const VIEWER: TgUserSpec = { id: 7601, first_name: "Vida", language_code: "en" };
const AGENT: TgUserSpec = { id: 7602, first_name: "Arash", language_code: "en" };
const PERSIAN: TgUserSpec = { id: 7603, first_name: "Parisa", language_code: "en" };
const LEAVER: TgUserSpec = { id: 7604, first_name: "Leo", language_code: "en" };

/** `@bot query` in some chat, and the bot's answer. */
async function inline(s: Stack, user: TgUserSpec, query: string): Promise<InlineAnswer> {
  return s.tg.inlineAnswer(await s.tg.sendInlineQuery(user, query, { chatType: "supergroup" }));
}

describe("inline search (@bot THR MHD tomorrow in any chat)", () => {
  let s: Stack;
  let direct: SupplierClient;
  const searches = () => s.sim.calls().SearchByRouteAndDate;
  const link = (payload: string) => `https://t.me/${s.tg.botInfo.username}?start=${payload}`;

  beforeAll(async () => {
    s = await startStack({ inlineAnswerWithinMs: 1000 });
    await ask(s.tg, ADMIN, "/start");
    await letIn(s, VIEWER, "viewer");
    await letIn(s, AGENT, "agent");
    await letIn(s, PERSIAN, "viewer");
    await letIn(s, LEAVER, "viewer");
    await press(s.tg, PERSIAN, await ask(s.tg, PERSIAN, "/lang"), "فارسی");
    direct = new SupplierClient({ ...s.config.supplier, timeoutMs: 2000, logger: silentLogger() });
  });
  afterEach(() => s.sim.clearFaults());
  afterAll(async () => {
    await direct?.close();
    await s?.stop();
  });

  it("answers a viewer with a card per flight: cheapest fare with its currency, seats, times, a link to the private chat", async () => {
    const date = simDate(4);
    const answer = await inline(s, VIEWER, `thr mhd +4`);
    expect(answer).toMatchObject({ cacheTime: 60, isPersonal: true });
    const supplier = await direct.search({ routes: [{ origin: "THR", destination: "MHD", date }], source: "All", tour: false, closed: false, culture: "en-US" });
    const flights = new Set(supplier.ItineraryList.map((i) => i.FlightList[0]!.FlightNumber));
    expect(answer.results).toHaveLength(Math.min(flights.size, 50));
    expect(new Set(answer.results.map((r) => r.id)).size).toBe(answer.results.length);
    for (const card of answer.results) {
      const number = /^\w\w (\d+) THR → MHD /.exec(card.title)?.[1];
      const classes = supplier.ItineraryList.map((i) => i.FlightList[0]!).filter((f) => f.FlightNumber === number);
      expect(classes.length).toBeGreaterThan(0);
      const cheapest = classes.reduce((a, b) => (b.FlightClass.AdultFare.TotalFare < a.FlightClass.AdultFare.TotalFare ? b : a));
      const total = cheapest.FlightClass.AdultFare.TotalFare.toLocaleString("en-US");
      expect(card.title).toContain(cheapest.DepartureDateTime.slice(11, 16));
      expect(card.description).toMatch(new RegExp(`^${total} IRR · ${cheapest.FlightClass.BookingCode} · (⚠️ only )?\\d+ seats?$`));
      expect(card.text).toContain(`One-way: THR MHD ${date}`);
      expect(card.text).toContain(`· ${cheapest.DepartureDateTime.slice(11, 16)} → ${cheapest.ArrivalDateTime.slice(11, 16)} · `);
      // What a customer may read: the fare, never the agency's payable or commission.
      expect(card.text).toContain(`💰 ${total} IRR · `);
      expect(card.text).not.toMatch(/payable|commission|markup/i);
      const payable = cheapest.FlightClass.AdultFare.Payable;
      if (payable !== cheapest.FlightClass.AdultFare.TotalFare) expect(card.text).not.toContain(payable.toLocaleString("en-US"));
      expect(card.text).toMatch(/\nAs of .+\nFlight times are local at each airport/);
      expect(card.keyboard).toEqual([[{ text: "🔎 Open in private chat", url: link(`s_THR_MHD_${date.replaceAll("-", "")}`) }]]);
    }
  });

  it("answers agents and admins alike, in the reader's language and digits", async () => {
    for (const user of [AGENT, ADMIN]) expect((await inline(s, user, "THR MHD +4")).results.length).toBeGreaterThan(0);
    const persian = await inline(s, PERSIAN, "THR MHD فردا");
    expect(persian.results.length).toBeGreaterThan(0);
    expect(persian.results[0]!.description).toMatch(/[۰-۹]/);
    expect(persian.results[0]!.keyboard[0]![0]!.text).toBe("🔎 باز کردن در گفتگوی خصوصی");
  });

  it("searches once for the same query from two staff within the minute, however it is typed", async () => {
    const before = searches();
    const first = await inline(s, VIEWER, "THR MHD +9");
    const second = await inline(s, AGENT, "  thr  MHD   " + simDate(9));
    expect(searches()).toBe(before + 1);
    expect(second.results.map((r) => r.title)).toEqual(first.results.map((r) => r.title));
    // Another language reads the supplier's texts in its own culture: a search of its own.
    await inline(s, PERSIAN, "THR MHD +9");
    expect(searches()).toBe(before + 2);
  });

  it("gives a stranger an empty answer and makes no supplier call", async () => {
    const before = searches();
    const answer = await inline(s, STRANGER, "THR MHD +4");
    expect(answer.results).toEqual([]);
    expect(answer.isPersonal).toBe(true);
    expect(answer.cacheTime).toBeLessThanOrEqual(10);
    expect(answer.button).toBeUndefined();
    expect(searches()).toBe(before);
  });

  it("searches once for two staff asking the same at the same moment", async () => {
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", latencyMs: 300 }]);
    const before = searches();
    const [first, second] = await Promise.all([inline(s, VIEWER, "THR MHD +10"), inline(s, AGENT, "THR MHD +10")]);
    expect(searches()).toBe(before + 1);
    expect(second.results.map((r) => r.title)).toEqual(first.results.map((r) => r.title));
  });

  it("gives a member revoked while their query's answer is kept nothing from it", async () => {
    expect((await inline(s, LEAVER, "THR MHD +5")).results.length).toBeGreaterThan(0);
    await setRole(s, LEAVER, "revoke");
    const before = searches();
    const answer = await inline(s, LEAVER, "THR MHD +5");
    expect(answer).toMatchObject({ results: [], isPersonal: true });
    expect(answer.button).toBeUndefined();
    expect(searches()).toBe(before);
  });

  it("answers inline while the same user's private chat waits on a slow search", async () => {
    // Slow, yet within the stack's supplier timeout: the chat's search answers after a while.
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", latencyMs: 600 }]);
    const before = s.tg.messages(AGENT.id).length;
    await s.tg.sendText(AGENT, "/search THR MHD +11");
    const answered = () => s.tg.messages(AGENT.id).slice(before).some((m) => m.from === "bot");
    const answer = await inline(s, AGENT, "THR");
    // The hint came while the chat's search was still under way.
    expect(answer.button).toBeDefined();
    expect(answered()).toBe(false);
    await s.tg.waitFor(AGENT.id, (m) => m.from === "bot" && m.text.includes("✈️"), { timeoutMs: 10_000 });
  });

  it("tells the user to type again when the search is slower than an inline query may wait, and keeps searching", async () => {
    // The stack waits 1 s for an inline search; this one takes 1.3 s (within the supplier timeout).
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", latencyMs: 1300 }]);
    const before = searches();
    const first = await inline(s, VIEWER, "THR MHD +12");
    expect(first).toMatchObject({ results: [], cacheTime: 0, isPersonal: true });
    expect(first.button?.text).toMatch(/supplier is slow: type the same again/);
    expect(first.button?.startParameter).toMatch(/^s_THR_MHD_\d{8}$/);
    // Typed again once the search is done: its kept answer, without a second search.
    await expect.poll(async () => (await inline(s, VIEWER, "THR MHD +12")).results.length, { interval: 200, timeout: 5000 }).toBeGreaterThan(0);
    expect(searches()).toBe(before + 1);
  });

  it("answers a query still being typed with a hint, never an error, and without a search", async () => {
    const before = searches();
    const empty = await inline(s, VIEWER, "");
    expect(empty).toMatchObject({ results: [], isPersonal: true, button: { text: "Type a route and a date: THR MHD tomorrow", startParameter: "help" } });
    const partial = await inline(s, VIEWER, "THR MH");
    expect(partial.results).toEqual([]);
    expect(partial.button?.text).toMatch(/^For example: THR \S+ \d{4}-\d{2}-\d{2}$/);
    expect((await inline(s, VIEWER, "THR MHD")).button?.text).toMatch(/^For example: THR MHD \d{4}-\d{2}-\d{2}$/);
    expect(partial.cacheTime).toBeLessThan(60);
    expect(searches()).toBe(before);
  });

  it("says in one article when the supplier fails, keeps no failure, and the next query works", async () => {
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", status: 503, times: 3 }]);
    const failed = await inline(s, VIEWER, "THR MHD +11");
    expect(failed.results).toHaveLength(1);
    expect(failed.results[0]).toMatchObject({ title: "⚠️ The search failed" });
    expect(failed.results[0]!.text).toMatch(/not answering right now \(HTTP 503\)/);
    expect(failed.cacheTime).toBeLessThan(60);
    s.sim.clearFaults();
    expect((await inline(s, VIEWER, "THR MHD +11")).results.length).toBeGreaterThan(0);
  });

  it("opens the card's search in the private chat from its link", async () => {
    const card = (await inline(s, VIEWER, "THR MHD +4")).results[0]!;
    const payload = new URL(card.keyboard[0]![0]!.url!).searchParams.get("start")!;
    const opened = await ask(s.tg, VIEWER, `/start ${payload}`);
    expect(opened.text).toContain(`One-way: THR MHD ${simDate(4)}`);
    expect((await press(s.tg, VIEWER, opened, "ℹ️ 1")).text).toContain("💺");
  });
});
