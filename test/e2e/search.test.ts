import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, press, letIn } from "../support/steps.js";
import { SIM_FIXTURES, simDate } from "../../src/sim/fixtures.js";
import { SupplierClient, type SearchQuery, type SearchResult } from "../../src/supplier/client.js";
import { silentLogger } from "../../src/logger.js";
import { partyTotals } from "../../src/domain/fares.js";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { formatFor } from "../../src/bot/render/format.js";
import { TYPING_DELAY_MS } from "../../src/bot/search/answer.js";
import { RESULT_TTL_MS } from "../../src/bot/search/results.js";

/** The English reader's dates and durations, as the screens write them. */
const en = formatFor({ lang: "en", timeZone: "UTC", t: (key, vars) => (key === "duration-minutes" ? `${vars?.["m"]}m` : key === "duration-hours" ? `${vars?.["h"]}h` : `${vars?.["h"]}h ${vars?.["m"]}m`) });

const VIEWER: TgUserSpec = { id: 7201, first_name: "Vida", language_code: "en" };
const PERSIAN: TgUserSpec = { id: 7202, first_name: "Parisa", language_code: "en" };
const GROUP = { id: -100881, type: "supergroup" as const, title: "Ops" };
const { routes } = SIM_FIXTURES;

/** The numbered entries of a result page, as the user reads them. */
const entries = (msg: StoredMessage) => msg.text.split(/\n(?=\d+\. )/).slice(1);
const money = (amount: number) => en.money(amount, "IRR");

describe("/search in one line", () => {
  let s: Stack;
  let direct: SupplierClient;
  const searches = () => s.sim.calls().SearchByRouteAndDate;
  const supplier = (routes: SearchQuery["routes"], extra: Partial<SearchQuery> = {}): Promise<SearchResult> =>
    direct.search({ routes, source: "All", tour: false, closed: false, culture: "en-US", ...extra });

  /** The bot's clock ahead of the real one, for a result's age. */
  let skewMs = 0;

  beforeAll(async () => {
    s = await startStack({ now: () => new Date(Date.now() + skewMs) });
    await ask(s.tg, ADMIN, "/start");
    await letIn(s, VIEWER, "viewer");
    await letIn(s, PERSIAN, "viewer");
    await press(s.tg, PERSIAN, await ask(s.tg, PERSIAN, "/lang"), "فارسی");
    direct = new SupplierClient({ ...s.config.supplier, timeoutMs: 2000, logger: silentLogger() });
  });
  afterAll(async () => {
    await direct?.close();
    await s?.stop();
  });

  it("shows \"typing\" only while a search is slow to answer", async () => {
    const actions = () => s.tg.chatActions(VIEWER.id).filter((a) => a === "typing").length;
    const before = actions();
    const start = performance.now();
    await ask(s.tg, VIEWER, `/search thr mhd ${simDate(5)}`);
    // A loaded machine may take longer than the delay: then "typing" is right.
    if (performance.now() - start < TYPING_DELAY_MS) expect(actions()).toBe(before);
    const beforeSlow = actions();
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", latencyMs: TYPING_DELAY_MS + 1000, times: 1 }]);
    const slow = await ask(s.tg, VIEWER, `/search thr mhd ${simDate(6)}`);
    expect(slow.text).toContain(`One-way: THR MHD ${simDate(6)}`);
    expect(actions()).toBe(beforeSlow + 1);
  });

  it("answers a one-way line with each flight once, by departure, cheapest fare and seats", async () => {
    const date = simDate(4);
    const reply = await ask(s.tg, VIEWER, `/search thr mhd ${date}`);
    expect(reply.text).toContain(`One-way: THR MHD ${date}`);
    const answer = await supplier([{ origin: "THR", destination: "MHD", date }]);
    const flights = new Set(answer.ItineraryList.map((i) => i.FlightList[0]!.FlightNumber));
    expect(reply.text).toMatch(new RegExp(`^${flights.size} flights( · page 1/\\d+)?$`, "m"));
    const shown = entries(reply);
    expect(shown.length).toBe(Math.min(flights.size, 5));
    // One date searched: the rows give times only, airport-local, and say so once.
    expect(reply.text).toContain("Flight times are local at each airport.");
    const departures = shown.map((e) => /· (\d\d:\d\d) →/.exec(e)?.[1] ?? "");
    expect(departures).toEqual([...departures].sort());
    for (const entry of shown) {
      const number = /✈️ \w\w (\d+)/.exec(entry)?.[1];
      const classes = answer.ItineraryList.map((i) => i.FlightList[0]!).filter((f) => f.FlightNumber === number);
      const cheapest = Math.min(...classes.map((f) => f.FlightClass.AdultFare.TotalFare));
      const segment = classes.find((f) => f.FlightClass.AdultFare.TotalFare === cheapest)!;
      expect(entry).toContain(`· ${segment.DepartureDateTime.slice(11)} → ${segment.ArrivalDateTime.slice(11)} · `);
      expect(entry).toContain(`${en.duration(segment.Duration ?? 0)} · ${segment.Aircraft}`);
      expect(entry).not.toMatch(/\dh 0m/);
      expect(entry).toContain(`💰 ${money(cheapest)} · payable ${money(segment.FlightClass.AdultFare.Payable)} · ${segment.FlightClass.BookingCode} `);
      expect(entry).toMatch(segment.Source === "Owned" ? /own flight/ : /third party/);
    }
    expect(reply.text).not.toContain("Closed or sold out");
    expect(buttons(reply)).toContain("🔄 Refresh");
  });

  it("searches several destinations, a round trip with every segment and one price, and a multicity trip", async () => {
    const several = await ask(s.tg, VIEWER, `/search THR ${routes.severalDestinations.destinations.join(", ")} +${routes.severalDestinations.dayOffset}`);
    expect(several.text).toContain(`Several destinations: THR MHD,KIH,SYZ ${simDate(routes.severalDestinations.dayOffset)}`);
    expect(several.text).toMatch(/THR → MHD/);

    const [out, back] = [simDate(routes.roundTrip.outboundDayOffset), simDate(routes.roundTrip.returnDayOffset)];
    const roundTrip = await ask(s.tg, VIEWER, `/search THR MHD ${out} ${back}`);
    expect(roundTrip.text).toContain(`Round trip: THR MHD ${out} ${back}`);
    const answer = await supplier([{ origin: "THR", destination: "MHD", date: out }, { origin: "MHD", destination: "THR", date: back }]);
    for (const entry of entries(roundTrip)) {
      const numbers = [...entry.matchAll(/✈️ \w\w (\d+) · (\S+) → /g)].map((m) => [m[1], m[2]]);
      expect(numbers.map(([, from]) => from)).toEqual(["THR", "MHD"]);
      const same = answer.ItineraryList.filter((i) => i.FlightList.map((f) => f.FlightNumber).join() === numbers.map(([n]) => n).join());
      const cheapest = Math.min(...same.map((i) => i.FlightList.reduce((sum, f) => sum + f.FlightClass.AdultFare.TotalFare, 0)));
      expect(entry).toContain(`💰 ${money(cheapest)} ·`);
    }

    const [first, second] = routes.multicity;
    const multicity = await ask(s.tg, VIEWER, `/search THR-MHD +${first.dayOffset} MHD-KIH +${second.dayOffset}`);
    expect(multicity.text).toContain(`Multicity: THR-MHD ${simDate(first.dayOffset)} MHD-KIH ${simDate(second.dayOffset)}`);
    for (const entry of entries(multicity)) expect(entry).toMatch(/THR → MHD[^\n]*\n[^\n]*MHD → KIH/);
  });

  it("applies the options: flight source, closed flights in their own section, tour fares", async () => {
    const date = simDate(5);
    const owned = await ask(s.tg, VIEWER, `/search THR MHD ${date} owned`);
    expect(owned.text).toMatch(/own flight/);
    expect(owned.text).not.toMatch(/third party/);
    const thirdParty = await ask(s.tg, VIEWER, `/search THR MHD ${date} thirdparty`);
    expect(thirdParty.text).toMatch(/third party/);
    expect(thirdParty.text).not.toMatch(/own flight/);

    const closed = await ask(s.tg, VIEWER, `/search THR MHD +${routes.closedFlights.dayOffset} closed`);
    expect(closed.text).toMatch(/Closed or sold out: 2 flights, not bookable[^\n]*\n🚫 ✈️ ZV \d+ · THR → MHD/);

    const tourDay = `+6`;
    const plain = await ask(s.tg, VIEWER, `/search THR KIH ${tourDay}`);
    expect((await press(s.tg, VIEWER, plain, "ℹ️ 1")).text).not.toContain("tour only");
    const tour = await ask(s.tg, VIEWER, `/search THR KIH ${tourDay} tour`);
    const ownedEntry = entries(tour).findIndex((e) => e.includes("own flight"));
    expect((await press(s.tg, VIEWER, tour, `ℹ️ ${ownedEntry + 1}`)).text).toMatch(/💺 TR · .* · 🎫 tour only/);
  });

  it("pages through a result from the kept answer, without calling the supplier again", async () => {
    const reply = await ask(s.tg, VIEWER, `/search IKA IST +${10} +${13}`);
    const pages = Number(/page 1\/(\d+)/.exec(reply.text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    const calls = searches();
    const second = await press(s.tg, VIEWER, reply, "Next ➡️");
    expect(second.messageId).toBe(reply.messageId);
    expect(second.text).toContain(`page 2/${pages}`);
    expect(entries(second)[0]).toMatch(/^6\. /);
    const back = await press(s.tg, VIEWER, second, "⬅️ Previous");
    expect(back.text).toContain(`page 1/${pages}`);
    expect(searches()).toBe(calls);
  });

  it("shows every class of a flight in detail, the cancellation text in the user's language", async () => {
    const date = simDate(4);
    const reply = await ask(s.tg, VIEWER, `/search THR MHD ${date}`);
    const details = await press(s.tg, VIEWER, reply, "ℹ️ 1");
    expect(details.messageId).not.toBe(reply.messageId);
    const answer = await supplier([{ origin: "THR", destination: "MHD", date }]);
    const number = /✈️ \w\w (\d+)/.exec(details.text)?.[1];
    const classes = answer.ItineraryList.map((i) => i.FlightList[0]!).filter((f) => f.FlightNumber === number).map((f) => f.FlightClass);
    expect(details.text.match(/💺/g)).toHaveLength(classes.length);
    for (const c of classes) {
      expect(details.text).toContain(`💺 ${c.BookingCode} · `);
      expect(details.text).toContain(`${c.FareName} · `);
      expect(details.text).toContain(`👤 Adult: total ${money(c.AdultFare.TotalFare)} (base ${money(c.AdultFare.BaseFare)}, tax ${money(c.AdultFare.Tax)})`);
      expect(details.text).toContain(`markup ${money(c.InfantFare.Markup)} · payable ${money(c.InfantFare.Payable)}`);
    }
    expect(details.text).toMatch(/commission [\d,]+ IRR \(\d+(\.\d+)?%\)/);
    expect(details.text).toMatch(/🧳 Adult \d+ pc \/ \d+ kg, hand/);
    expect(details.text).toMatch(/🛂 May book: /);
    expect(details.text).toMatch(/📝 Cancellation: Until 72 hours before departure/);
    expect(buttons(details)).toEqual(["👥 Price for a party", "🛂 Nationality check"]);

    const persian = await ask(s.tg, PERSIAN, `/search THR KIH ${date}`);
    expect(persian.text).toContain("یک‌طرفه");
    const persianDetails = await press(s.tg, PERSIAN, persian, "ℹ️ ۱");
    expect(persianDetails.text).toMatch(/📝 قوانین استرداد: [^\n]*[\u0600-\u06FF]/);
  });

  it("prices a party per class, marks classes short of seats, and explains a wrong party", async () => {
    const date = simDate(4);
    const reply = await ask(s.tg, VIEWER, `/search THR MHD ${date}`);
    const answer = await supplier([{ origin: "THR", destination: "MHD", date }]);
    const classesOf = (number: string | undefined) => answer.ItineraryList.map((i) => i.FlightList[0]!).filter((f) => f.FlightNumber === number).map((f) => f.FlightClass);
    // The flight whose scarcest class has the fewest seats: a party one larger is short there.
    const shown = entries(reply).map((e) => /✈️ \w\w (\d+)/.exec(e)?.[1]);
    const fewestOf = (number: string | undefined) => Math.min(...classesOf(number).map((c) => c.AvailableSeat));
    const pick = shown.reduce((best, n, i) => (fewestOf(n) < fewestOf(shown[best]) ? i : best), 0);
    const details = await press(s.tg, VIEWER, reply, `ℹ️ ${pick + 1}`);
    const prompt = await press(s.tg, VIEWER, details, "👥 Price for a party");
    expect(buttons(prompt)).toContain("2 adults, 1 child, 1 infant");
    const wrong = await ask(s.tg, VIEWER, "2 dogs");
    expect(wrong.text).toMatch(/cannot read .*dogs/);
    expect(wrong.text).toContain("How many passengers?");
    const party = { adults: 2, children: 1, infants: 1 };
    const priced = await ask(s.tg, VIEWER, "2 adults 1 child 1 infant");
    expect(priced.text).toMatch(/^👥 2 adults, 1 child, 1 infant · \w\w \d+ THR → MHD/);
    const classes = classesOf(shown[pick]);
    for (const c of classes) {
      const totals = partyTotals(c, party);
      expect(priced.text).toContain(`${c.BookingCode} `);
      expect(priced.text).toContain(`total ${money(totals.TotalFare)} · payable ${money(totals.Payable)} · commission ${money(totals.Commission)}`);
    }

    const size = Math.min(fewestOf(shown[pick]) + 1, 9);
    const again = await press(s.tg, VIEWER, priced, "👥 Price for a party");
    expect(again.text).toContain("How many passengers?");
    const big = await ask(s.tg, VIEWER, `${size} adults`);
    const short = classes.filter((c) => c.AvailableSeat < size).length;
    expect(big.text.match(/not enough seats/g) ?? []).toHaveLength(short);
    expect(short).toBeGreaterThan(0);

    await press(s.tg, VIEWER, big, "👥 Price for a party");
    expect((await ask(s.tg, VIEWER, "/cancel")).text).toMatch(/Cancelled/);
    expect((await ask(s.tg, VIEWER, "2 adults")).text).toMatch(/Send a command/);
  });

  it("checks a nationality by rule 8: permitted lists, All, and the prohibited list winning", async () => {
    const day = `+7`;
    const listed = await ask(s.tg, VIEWER, `/search ${routes.explicitNationalities.origin} ${routes.explicitNationalities.destination} ${day} owned`);
    const details = await press(s.tg, VIEWER, listed, "ℹ️ 1");
    expect(details.text).toMatch(/🛂 May book: IR, IQ/);
    const prompt = await press(s.tg, VIEWER, details, "🛂 Nationality check");
    expect(buttons(prompt).slice(0, 2)).toEqual(["IR", "IQ"]);
    expect((await ask(s.tg, VIEWER, "Iraq")).text).toMatch(/Iraq is not a country code/);
    expect((await ask(s.tg, VIEWER, "iq")).text).toMatch(/^🛂 IQ · [\s\S]*✅ .*: allowed, IQ is on the permitted list/);
    await press(s.tg, VIEWER, details, "🛂 Nationality check");
    const refused = await ask(s.tg, VIEWER, "AF");
    expect(refused.text).toMatch(/❌ .*: refused, AF is not on the permitted list/);
    expect(refused.text).not.toMatch(/✅/);

    const banned = await ask(s.tg, VIEWER, `/search ${routes.duplicateProhibited.origin} ${routes.duplicateProhibited.destination} ${day} thirdparty`);
    const bannedDetails = await press(s.tg, VIEWER, banned, "ℹ️ 1");
    expect(bannedDetails.text).toMatch(/may not: AF[,\n]/);
    expect(bannedDetails.text).not.toMatch(/AF, AF/);
    await press(s.tg, VIEWER, bannedDetails, "🛂 Nationality check");
    expect((await ask(s.tg, VIEWER, "AF")).text).toMatch(/❌ .*: refused, AF is on the prohibited list/);
    await press(s.tg, VIEWER, bannedDetails, "🛂 Nationality check");
    expect((await ask(s.tg, VIEWER, "IR")).text).toMatch(/✅ .*: allowed, every nationality may book/);
  });

  it("refreshes a result with a new supplier call, in place", async () => {
    const reply = await ask(s.tg, VIEWER, `/search THR MHD +4`);
    const calls = searches();
    const refreshed = await press(s.tg, VIEWER, reply, "🔄 Refresh");
    expect(refreshed.messageId).toBe(reply.messageId);
    expect(refreshed.edits).toBe(1);
    expect(searches()).toBe(calls + 1);
    expect(refreshed.text).toContain("One-way: THR MHD");
    expect(refreshed.keyboard.flat()[0]!.data).not.toBe(reply.keyboard.flat()[0]!.data);
  });

  it("says so when nothing flies, with the day before and after as buttons", async () => {
    const { origin, destination, dayOffset } = routes.noFlights;
    const empty = await ask(s.tg, VIEWER, `/search ${origin} ${destination} +${dayOffset}`);
    expect(empty.text).toContain("No flights found for this search.");
    const [before, after] = [en.date(simDate(dayOffset - 1)), en.date(simDate(dayOffset + 1))];
    expect(buttons(empty)).toEqual([`⬅️ ${before}`, `${after} ➡️`, "🔄 Refresh"]);
    const calls = searches();
    const next = await press(s.tg, VIEWER, empty, `${after} ➡️`);
    expect(next.text).toContain(`One-way: ${origin} ${destination} ${simDate(dayOffset + 1)}`);
    expect(searches()).toBe(calls + 1);
  });

  it("answers Error1027 as an airport the supplier does not fly to, not as an error", async () => {
    // The bot names the airports it has not seen served: THR is, once a search found its flights.
    expect((await ask(s.tg, VIEWER, "/search THR MHD +1")).text).not.toContain("No flights found");
    const reply = await ask(s.tg, VIEWER, `/search THR ${SIM_FIXTURES.unservedAirport} +3`);
    expect(reply.text).toBe(`This supplier does not fly from or to ${SIM_FIXTURES.unservedAirport}.`);
  });

  it("explains a wrong line with a correct example, and calls no supplier", async () => {
    const calls = searches();
    const wrong = await ask(s.tg, VIEWER, "/search THR M<D tomorrow");
    expect(wrong.text).toMatch(/^M<D is not an airport code/);
    expect(wrong.text).toMatch(/For example: \/search THR \w{3} \d{4}-\d\d-\d\d/);
    expect((await ask(s.tg, VIEWER, `/search THR MHD ${simDate(9)} ${simDate(8)}`)).text).toMatch(/return date .* is before the outbound date/);
    expect((await ask(s.tg, VIEWER, "/search THR MHD 1400/01/01")).text).toMatch(/is in the past/);
    expect(searches()).toBe(calls);
  });

  it("searches again, in place, for a button of a young result this process no longer holds (a restart, another instance)", async () => {
    const reply = await ask(s.tg, VIEWER, `/search IKA IST +10 +13`);
    await s.restart();
    const calls = searches();
    // A page: the button is answered at once, before a slow supplier answers; then the renewed page.
    // Slower than a button's answer should wait, within SUPPLIER_TIMEOUT_MS (1500 in tests).
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", latencyMs: 1000, times: 1 }]);
    const pressed = press(s.tg, VIEWER, reply, "Next ➡️");
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toBe("Searching again: seats and prices as of now.");
    expect(s.tg.messages(VIEWER.id).find((m) => m.messageId === reply.messageId)!.edits).toBe(reply.edits);
    const page2 = await pressed;
    expect(page2.messageId).toBe(reply.messageId);
    expect(page2.text).toContain("IKA IST");
    expect(page2.text).toMatch(/page 2\//);
    expect(searches()).toBe(calls + 1);
    // Kept again: the next button answers from it, with no supplier call.
    expect((await press(s.tg, VIEWER, page2, "⬅️ Previous")).text).toMatch(/page 1\//);
    expect(searches()).toBe(calls + 1);

    // A flight's button: its list may have changed, so the renewed first page (here the same as
    // shown: no edit), and an alert to press again.
    await s.restart();
    const telegramCalls = s.tg.calls().length;
    await s.tg.pressButton(VIEWER, reply, "ℹ️ 1");
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toMatch(/^Searching again: .* Press the flight again once it shows\.$/);
    // Renewed once its page was shown (Telegram says "not modified" to the same page).
    await expect.poll(() => s.tg.calls().slice(telegramCalls).some((c) => c.method === "editMessageText")).toBe(true);
    expect(searches()).toBe(calls + 2);
    const renewed = s.tg.messages(VIEWER.id).find((m) => m.messageId === reply.messageId)!;
    expect(renewed.text).toMatch(/page 1\//);
    const details = await press(s.tg, VIEWER, renewed, "ℹ️ 1");
    expect(details.messageId).not.toBe(reply.messageId);
    expect(details.text).toContain("💺");
  });

  it("offers Refresh for a result older than its lifetime, and a new search for one it never knew", async () => {
    const reply = await ask(s.tg, VIEWER, `/search IKA IST +10 +13`);
    skewMs = RESULT_TTL_MS + 60_000;
    try {
      await s.restart();
      const calls = searches();
      const expired = await press(s.tg, VIEWER, reply, "Next ➡️");
      expect(expired.text).toBe("This result has expired (results are kept for 30 minutes). Press Refresh to search again.");
      await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toBe("This result has expired.");
      expect(searches()).toBe(calls);
      const refreshed = await press(s.tg, VIEWER, expired, "🔄 Refresh");
      expect(refreshed.messageId).toBe(expired.messageId);
      expect(refreshed.text).toContain("IKA IST");
      expect(searches()).toBe(calls + 1);
    } finally {
      skewMs = 0;
    }

    const owner = VIEWER.id.toString(36);
    await s.tg.pressRaw(VIEWER, reply, `srp:${owner}:zzzzzz:1`);
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toBe("This result has expired.");
    expect((await s.tg.waitFor(VIEWER.id, (m) => m.text.includes("no longer available"))).text).toContain("/search");
  });

  it("works in one line in a group, and points to it when asked for the guided search there", async () => {
    await s.tg.addBotToGroup(ADMIN, GROUP);
    const bot = s.tg.botInfo.username;
    expect((await ask(s.tg, ADMIN, `/search@${bot}`, GROUP)).text).toMatch(/In a group, send the search in one line/);
    expect((await ask(s.tg, ADMIN, `/search@${bot} THR MHD +4`, GROUP)).text).toContain("One-way: THR MHD");
  });
});
