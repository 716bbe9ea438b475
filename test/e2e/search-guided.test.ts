import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, buttons, press, letIn } from "../support/steps.js";
import { simDate } from "../../src/sim/fixtures.js";
import { formatFor } from "../../src/bot/render/format.js";

const en = formatFor({ lang: "en", timeZone: "UTC", t: (key) => key });
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";

const USER: TgUserSpec = { id: 7301, first_name: "Gita", language_code: "en" };
/** Searches only in the test about recent airports: the other tests' searches would be recent too. */
const NEWCOMER: TgUserSpec = { id: 7302, first_name: "Nasrin", language_code: "en" };
const PERSIAN: TgUserSpec = { id: 7303, first_name: "Parisa", language_code: "en" };
const ARABIC: TgUserSpec = { id: 7304, first_name: "Layla", language_code: "en" };

describe("guided /search", () => {
  let s: Stack;
  const searches = () => s.sim.calls().SearchByRouteAndDate;

  beforeAll(async () => {
    s = await startStack();
    await ask(s.tg, ADMIN, "/start");
    await letIn(s, USER, "viewer");
  });
  afterAll(async () => {
    await s?.stop();
  });

  it("asks trip type, airports (recent ones as buttons), a date and options, explaining each wrong answer", async () => {
    await letIn(s, NEWCOMER, "viewer");
    await ask(s.tg, NEWCOMER, "/search SYZ MHD +3");
    const kind = await ask(s.tg, NEWCOMER, "/search");
    expect(buttons(kind)).toEqual(["One-way", "Round trip", "Several destinations", "Multicity"]);
    expect((await ask(s.tg, NEWCOMER, "one way please")).text).toMatch(/^Please press one of the buttons\.\n\n✈️ What kind of trip\?/);

    const origin = await press(s.tg, NEWCOMER, kind, "One-way");
    expect(origin.text).toMatch(/From which airport\?/);
    expect(buttons(origin)).toEqual(["SYZ", "MHD"]);
    expect((await ask(s.tg, NEWCOMER, "Tehrun")).text).toMatch(/^Tehrun is neither an airport code nor a city I know/);
    // A city of two airports: which one, as buttons above the recent ones.
    const which = await ask(s.tg, NEWCOMER, "Tehran");
    expect(which.text).toMatch(/^Tehran has several airports \(THR, IKA\): which one\?\n\nFrom which airport\?/);
    expect(buttons(which)).toEqual(["THR · Tehran / Mehrabad", "IKA · Tehran / Imam Khomeini", "SYZ", "MHD"]);

    const destination = await press(s.tg, NEWCOMER, which, "THR · Tehran / Mehrabad");
    expect(destination.text).toContain("From THR to which airport?");
    expect(buttons(destination)).toEqual(["SYZ", "MHD"]);
    expect((await ask(s.tg, NEWCOMER, "THR")).text).toMatch(/^THR is already in this search/);

    // A code one keystroke from a known airport: did you mean, or as typed.
    const typo = await ask(s.tg, NEWCOMER, "mhx");
    expect(typo.text).toMatch(/^MHX is not an airport I know\. Did you mean MHD\? Tap it, or search as typed\./);
    expect(buttons(typo).slice(0, 2)).toEqual(["MHD · Mashhad", "🔎 Search MHX as typed"]);
    // A city typed by its name: its one airport.
    const date = await ask(s.tg, NEWCOMER, "kish");
    expect(date.text).toContain("Date of THR → KIH?");
    const days = buttons(date);
    expect(days).toHaveLength(7);
    expect(days[2]).toMatch(new RegExp(`^\\w{3} ${en.date(simDate(2))}$`));
    expect((await ask(s.tg, NEWCOMER, "2026-02-30")).text).toMatch(/^2026-02-30 is not a day of the calendar/);
    expect((await ask(s.tg, NEWCOMER, "yesterday")).text).toMatch(/^yesterday is not a date I can read/);

    const options = await press(s.tg, NEWCOMER, date, days[2]!);
    expect(options.text).toContain(`/search THR KIH ${simDate(2)}`);
    const toggled = await press(s.tg, NEWCOMER, options, "⬜ Closed and sold-out flights");
    expect(toggled.messageId).toBe(options.messageId);
    expect(toggled.text).toContain(`/search THR KIH ${simDate(2)} closed`);
    const source = await press(s.tg, NEWCOMER, toggled, "Flights: all");
    expect(buttons(source)).toContain("Flights: own only");

    const calls = searches();
    const result = await press(s.tg, NEWCOMER, source, "🔎 Search");
    expect(result.text).toContain(`One-way: THR KIH ${simDate(2)} closed owned`);
    expect(result.text).not.toMatch(/third party/);
    expect(searches()).toBe(calls + 1);

    // The airports just used come first next time.
    const next = await press(s.tg, NEWCOMER, await ask(s.tg, NEWCOMER, "/search"), "Round trip");
    expect(buttons(next).slice(0, 2)).toEqual(["THR", "KIH"]);
    await ask(s.tg, NEWCOMER, "/cancel");
  });

  it("reads cities in Persian and Arabic, and searches a code as typed when the agent keeps it", async () => {
    const kind = await ask(s.tg, USER, "/search");
    const origin = await press(s.tg, USER, kind, "One-way");
    const fromCity = await ask(s.tg, USER, "مشهد");
    expect(fromCity.text).toContain("From MHD to which airport?");
    const which = await ask(s.tg, USER, "طهران");
    expect(buttons(which).slice(0, 2)).toEqual(["THR · Tehran / Mehrabad", "IKA · Tehran / Imam Khomeini"]);
    expect(origin.text).toMatch(/From which airport\?/);
    const chosen = await press(s.tg, USER, which, "IKA · Tehran / Imam Khomeini");
    expect(chosen.text).toContain("Date of MHD → IKA?");
    await ask(s.tg, USER, "/cancel");
    // Kept as typed: the search goes on with the code the agent typed.
    await press(s.tg, USER, await ask(s.tg, USER, "/search"), "One-way");
    await ask(s.tg, USER, "thr");
    const typo = await ask(s.tg, USER, "mhx");
    const date = await press(s.tg, USER, typo, "🔎 Search MHX as typed");
    expect(date.text).toContain("Date of THR → MHX?");
    await ask(s.tg, USER, "/cancel");
  });

  it("asks a round trip's return date, not before the outbound one", async () => {
    const kind = await ask(s.tg, USER, "/search");
    await press(s.tg, USER, kind, "Round trip");
    await ask(s.tg, USER, "THR");
    await ask(s.tg, USER, "MHD");
    const back = await ask(s.tg, USER, simDate(10));
    expect(back.text).toContain("Return date, MHD → THR?");
    expect(buttons(back)[0]).toContain(en.date(simDate(10)));
    expect((await ask(s.tg, USER, simDate(9))).text).toMatch(new RegExp(`^This date must be ${en.date(simDate(10))} or later`));
    const options = await ask(s.tg, USER, "+13");
    const result = await press(s.tg, USER, options, "🔎 Search");
    expect(result.text).toContain(`Round trip: THR MHD ${simDate(10)} ${simDate(13)}`);
  });

  it("takes a whole route typed at the origin question (THR-MHD, THR→MHD) and skips the destination", async () => {
    for (const route of ["THR-MHD", "thr → mhd"]) {
      const kind = await ask(s.tg, USER, "/search");
      await press(s.tg, USER, kind, "One-way");
      const date = await ask(s.tg, USER, route);
      expect(date.text).toContain("Date of THR → MHD?");
      await ask(s.tg, USER, "/cancel");
    }
    const kind = await ask(s.tg, USER, "/search");
    await press(s.tg, USER, kind, "One-way");
    expect((await ask(s.tg, USER, "THR-THR")).text).toMatch(/^THR is already in this search/);
    await ask(s.tg, USER, "/cancel");
  });

  it("takes a route of cities typed at the origin question, in English, Persian and Arabic, asking which airport where a city has several", async () => {
    await press(s.tg, USER, await ask(s.tg, USER, "/search"), "One-way");
    const which = await ask(s.tg, USER, "tehran mashhad");
    expect(which.text).toMatch(/^tehran has several airports \(THR, IKA\): which one\?\n\nFrom which airport\?/);
    const date = await press(s.tg, USER, which, "IKA · Tehran / Imam Khomeini");
    expect(date.text).toContain("Date of IKA → MHD?");
    await ask(s.tg, USER, "/cancel");
    await press(s.tg, USER, await ask(s.tg, USER, "/search"), "One-way");
    // A city of two words, and a dash between the two places.
    expect((await ask(s.tg, USER, "bandar abbas - shiraz")).text).toContain("Date of BND → SYZ?");
    await ask(s.tg, USER, "/cancel");
    await press(s.tg, USER, await ask(s.tg, USER, "/search"), "One-way");
    expect((await ask(s.tg, USER, "mashhad mashhad")).text).toMatch(/^MHD is already in this search/);
    await ask(s.tg, USER, "/cancel");

    for (const [user, lang, oneWay] of [[PERSIAN, "فارسی", "یک‌طرفه"], [ARABIC, "العربية", "ذهاب فقط"]] as const) {
      await letIn(s, user, "viewer");
      await press(s.tg, user, await ask(s.tg, user, "/lang"), lang);
      await press(s.tg, user, await ask(s.tg, user, "/search"), oneWay);
      const choice = await ask(s.tg, user, user === PERSIAN ? "تهران شیراز" : "طهران شيراز");
      expect(choice.text).toContain(user === PERSIAN ? "چند فرودگاه دارد (THR, IKA): کدام؟" : "أكثر من مطار (THR, IKA): أيّها؟");
      const label = buttons(choice).find((b) => b.startsWith("THR · "))!;
      expect(label).toBe(user === PERSIAN ? "THR · تهران / مهرآباد" : "THR · طهران / مهرآباد");
      const when = await press(s.tg, user, choice, label);
      expect(when.text).toContain(user === PERSIAN ? "تاریخ پرواز THR → SYZ؟" : "تاريخ THR → SYZ؟");
      await ask(s.tg, user, "/cancel");
    }
  });

  it("collects several destinations until Done", async () => {
    const kind = await ask(s.tg, USER, "/search");
    await press(s.tg, USER, kind, "Several destinations");
    const first = await ask(s.tg, USER, "THR");
    expect(buttons(first)).not.toContain("✅ Done");
    const more = await ask(s.tg, USER, "mhd, kih");
    expect(more.text).toContain("From THR to: MHD, KIH.");
    const date = await press(s.tg, USER, more, "✅ Done");
    expect(date.text).toContain("Date of THR → MHD, KIH?");
    const options = await press(s.tg, USER, date, buttons(date)[1]!);
    const result = await press(s.tg, USER, options, "🔎 Search");
    expect(result.text).toContain(`Several destinations: THR MHD,KIH ${simDate(1)}`);
  });

  it("builds a multicity trip leg by leg, each leg's date not before the previous one", async () => {
    const kind = await ask(s.tg, USER, "/search");
    await press(s.tg, USER, kind, "Multicity");
    await ask(s.tg, USER, "THR");
    await ask(s.tg, USER, "MHD");
    const secondOrigin = await ask(s.tg, USER, "+10");
    expect(secondOrigin.text).toContain("Leg 2: from which airport (or the route, like THR-MHD)?");
    expect(buttons(secondOrigin)[0]).toBe("MHD");
    await press(s.tg, USER, secondOrigin, "MHD");
    await ask(s.tg, USER, "KIH");
    expect((await ask(s.tg, USER, "+9")).text).toMatch(new RegExp(`^This date must be ${en.date(simDate(10))} or later`));
    const more = await ask(s.tg, USER, "+12");
    expect(buttons(more)).toEqual(["➕ Another leg", "✅ Done"]);
    const options = await press(s.tg, USER, more, "✅ Done");
    const result = await press(s.tg, USER, options, "🔎 Search");
    expect(result.text).toContain(`Multicity: THR-MHD ${simDate(10)} MHD-KIH ${simDate(12)}`);
  });

  it("ignores a button of an earlier question, lets result buttons work meanwhile, and leaves on /cancel", async () => {
    const earlier = await ask(s.tg, USER, "/search THR MHD +4");
    const kind = await ask(s.tg, USER, "/search");
    const origin = await press(s.tg, USER, kind, "One-way");
    await s.tg.pressButton(USER, kind, "Round trip");
    await expect.poll(() => s.tg.callbackAnswers().at(-1)?.text).toBe("That button answers an earlier question.");

    const details = await press(s.tg, USER, earlier, "ℹ️ 1");
    expect(details.text).toMatch(/^ℹ️ Flight 1 of/);
    expect((await press(s.tg, USER, origin, "THR")).text).toContain("From THR to which airport?");

    expect((await ask(s.tg, USER, "/cancel")).text).toMatch(/Cancelled/);
    expect((await ask(s.tg, USER, "MHD")).text).toMatch(/Send a command/);
  });

  it("leaves the flow for a new command, which runs", async () => {
    await ask(s.tg, USER, "/search");
    expect((await ask(s.tg, USER, "/search THR MHD +4")).text).toContain("One-way: THR MHD");
    expect((await ask(s.tg, USER, "THR")).text).toMatch(/Send a command/);
  });

  it("answers text at the options step with a request for a button, above the options again", async () => {
    const kind = await ask(s.tg, USER, "/search");
    await press(s.tg, USER, kind, "One-way");
    await ask(s.tg, USER, "THR");
    const date = await ask(s.tg, USER, "KIH");
    const options = await press(s.tg, USER, date, buttons(date)[2]!);
    expect((await ask(s.tg, USER, "go")).text).toBe(`Please press one of the buttons.\n\n${options.text}`);
    expect((await ask(s.tg, USER, "/cancel")).text).toMatch(/Cancelled/);
  });
});
