/**
 * The guided search (/search alone): trip type, airports, dates, options, then the same
 * answer as the one-line search. Recently used airports and the next days are buttons;
 * anything can also be typed. The clock, the store and the supplier are reached only through
 * conversation.external, so a replay never repeats them.
 */
import { parseDateWord, todayIn } from "../../domain/dates.js";
import { airportName, airportsNear, airportsOfCity, routePlaces } from "../../domain/airports.js";
import { isIataAirport, normalizeCode } from "../../domain/iata.js";
import { MAX_DESTINATIONS, MAX_LEGS, type ParsedSearch, type SearchKind, type SearchRoute, type SearchSource } from "../../domain/parsed-search.js";
import { printableSnippet } from "../../domain/user-text.js";
import type { FlowContext } from "../context.js";
import type { Flow, FlowConversation } from "../flows.js";
import { escapeHtml } from "../render/html.js";
import { airportQuestion, choiceQuestion, dateQuestion, kindQuestion, KINDS, optionsQuestion, type GuidedContext } from "../render/search-guided.js";
import { answerSearch } from "../search/answer.js";
import { rememberAirports } from "../search/recent.js";
import { accept, refuse, type Reading } from "../flow-ask.js";
import { formatOf } from "../format-of.js";
import { counted } from "../render/search-flight.js";
import { answerText, answerTo, ask, send, type Answer, type Hint } from "./search-ask.js";

export const SEARCH_FLOW = "search";
const SOURCES: readonly SearchSource[] = ["All", "OwnedFlight", "ThirdPartyFlight"];

/** What every question of one guided search shares. */
interface Session {
  conversation: FlowConversation;
  ctx: FlowContext;
  c: GuidedContext;
  today: string;
  recent: string[];
}

export const searchFlow: Flow = {
  id: SEARCH_FLOW,
  build: (deps) => async (conversation, ctx) => {
    const owner = ctx.from!.id;
    const { today, recent } = await conversation.external(() => ({
      today: todayIn(deps.config.displayTimezone, deps.now()),
      recent: deps.store.recentAirports.get(owner),
    }));
    const s: Session = { conversation, ctx, c: { t: ctx.t, f: await formatOf(ctx), owner }, today, recent };

    const kind = await ask<SearchKind>(conversation, ctx, "kind", kindQuestion(s.c), (a) =>
      "button" in a && (KINDS as string[]).includes(a.button) ? accept(a.button as SearchKind) : refuse(ctx.t("search-flow-press-button")),
    );
    const trip = kind === "multicity" ? await askLegs(s) : kind === "multi-dest" ? await askDestinations(s) : await askRoute(s, kind);
    const query = await askOptions(s, { ...trip, source: "All", closed: false, tour: false });
    await conversation.external(() => rememberAirports(deps, owner, query));
    await conversation.external((outside) => answerSearch(outside, query, "reply"));
  },
};

/** One-way or round trip. */
async function askRoute(s: Session, kind: SearchKind): Promise<Pick<ParsedSearch, "kind" | "routes">> {
  const { t } = s.c;
  const [origin, typedDestination] = await askOrigin(s, "from", t("search-ask-origin"), []);
  const destination = typedDestination ?? (await askAirport(s, "to", t("search-ask-destination", { origin }), [origin]));
  const date = await askDate(s, "date", t("search-ask-date", { origin, destination }), s.today);
  if (kind !== "roundtrip") return { kind: "oneway", routes: [{ origin, destination, date }] };
  const back = await askDate(s, "back", t("search-ask-return", { origin: destination, destination: origin }), date);
  return { kind, routes: [{ origin, destination, date }, { origin: destination, destination: origin, date: back }] };
}

/** Several destinations from one origin, on one date. */
async function askDestinations(s: Session): Promise<Pick<ParsedSearch, "kind" | "routes">> {
  const { t } = s.c;
  const [origin, first] = await askOrigin(s, "from", t("search-ask-origin"), []);
  const destinations: string[] = first === undefined ? [] : [first];
  while (destinations.length < MAX_DESTINATIONS) {
    const added = destinations.join(", ");
    const text = destinations.length === 0 ? t("search-ask-destination", { origin }) : t("search-ask-more-destinations", { origin, added, ...counted(MAX_DESTINATIONS, s.c.f) });
    const done: [string, string][] = destinations.length > 0 ? [[t("search-flow-done"), "done"]] : [];
    const step = `to${destinations.length}`;
    const codes = await ask(s.conversation, s.ctx, step, airportQuestion(text, step, offered(s, [origin, ...destinations]), s.c, done), (a) =>
      "button" in a && a.button === "done" ? accept([]) : readAirports(a, [origin, ...destinations], MAX_DESTINATIONS - destinations.length, s),
    );
    if (codes.length === 0) break;
    destinations.push(...codes);
  }
  const date = await askDate(s, "date", t("search-ask-date", { origin, destination: destinations.join(", ") }), s.today);
  return {
    kind: destinations.length > 1 ? "multi-dest" : "oneway",
    routes: destinations.map((destination) => ({ origin, destination, date })),
  };
}

/** Two to MAX_LEGS legs, each with its own airports and a date not before the previous one. */
async function askLegs(s: Session): Promise<Pick<ParsedSearch, "kind" | "routes">> {
  const { t } = s.c;
  const legs: SearchRoute[] = [];
  for (let i = 0; i < MAX_LEGS; i++) {
    const previous = legs[i - 1];
    const n = s.c.f.num(i + 1);
    const [origin, typedDestination] = await askOrigin(s, `o${i}`, t("search-ask-leg-origin", { n }), [], previous ? [previous.destination] : []);
    const destination = typedDestination ?? (await askAirport(s, `d${i}`, t("search-ask-leg-destination", { n, origin }), [origin]));
    const date = await askDate(s, `t${i}`, t("search-ask-leg-date", { n, origin, destination }), previous?.date ?? s.today);
    legs.push({ origin, destination, date });
    if (i === 0 || i === MAX_LEGS - 1) continue;
    const more = await ask(s.conversation, s.ctx, `m${i}`, choiceQuestion(t("search-ask-more-legs"), `m${i}`, [[t("search-flow-add-leg"), "add"], [t("search-flow-done"), "done"]], s.c), (a) =>
      "button" in a ? accept(a.button === "add") : refuse(t("search-flow-press-button")),
    );
    if (!more) break;
  }
  return { kind: "multicity", routes: legs };
}

/** Toggles edit the question in place until Search is pressed. */
async function askOptions(s: Session, query: ParsedSearch): Promise<ParsedSearch> {
  let current = query;
  await send(s.ctx, optionsQuestion(current, s.c));
  for (;;) {
    const { c, value: button } = await answerTo(s.conversation, s.c.owner, "opt", () => optionsQuestion(current, s.c), (a) =>
      a && "button" in a ? accept(a.button) : refuse(s.c.t("search-flow-press-button")),
    );
    if (button === "go") return current;
    current = toggled(current, button);
    const { text, keyboard } = optionsQuestion(current, s.c);
    await c.editMessageText(text, { reply_markup: keyboard });
  }
}

function toggled(query: ParsedSearch, which: string): ParsedSearch {
  if (which === "source") return { ...query, source: SOURCES[(SOURCES.indexOf(query.source) + 1) % SOURCES.length] ?? "All" };
  if (which === "closed") return { ...query, closed: !query.closed };
  if (which === "tour") return { ...query, tour: !query.tour };
  return query;
}

async function askAirport(s: Session, step: string, text: string, exclude: string[], first: string[] = []): Promise<string> {
  const question = airportQuestion(text, step, offered(s, exclude, first), s.c);
  const codes = await ask(s.conversation, s.ctx, step, question, (a) => readAirports(a, exclude, 1, s));
  return codes[0] ?? "";
}

/** An origin, or a whole route typed at once ("THR-MHD", "tehran mashhad"): then its destination too. */
async function askOrigin(s: Session, step: string, text: string, exclude: string[], first: string[] = []): Promise<[string, string | undefined]> {
  const question = airportQuestion(text, step, offered(s, exclude, first), s.c);
  return ask(s.conversation, s.ctx, step, question, (a): Reading<[string, string | undefined], string | Hint> => {
    const codes = readAirports(a, exclude, 1, s, true);
    return codes.ok ? accept([codes.value[0] ?? "", codes.value[1]]) : codes;
  });
}

/** Recently used airports (and `first` ones), without those already chosen. */
function offered(s: Session, exclude: string[], first: string[] = []): string[] {
  return [...new Set([...first, ...s.recent])].filter((code) => !exclude.includes(code));
}

/** A button's value marking codes to search as typed: the agent kept them after "did you mean". */
const AS_TYPED = "=";

/**
 * One or more airports (at most `max`), separated by spaces or commas, none of them in
 * `exclude`: codes, or cities in any of the three languages ("tehran", "بندر عباس"); with
 * `route`, also a whole route (two places: "tehran mashhad", "THR-MHD"). A city of several
 * airports asks which; a typed code the airport table lacks but is one keystroke from one it
 * has asks "did you mean", with a button to search it as typed. Buttons carry answers the bot
 * offered: taken as they are.
 */
function readAirports(answer: Answer, exclude: string[], max: number, s: Session, route = false): Reading<string[], string | Hint> {
  const { t, f } = s.c;
  const asTyped = "button" in answer && answer.button.startsWith(AS_TYPED);
  const pressed = "button" in answer;
  const text = asTyped ? answerText(answer).slice(AS_TYPED.length) : answerText(answer).trim();
  const places = route ? routePlaces(text) : null;
  const whole = places || isIataAirport(text) ? [] : airportsOfCity(text);
  const pieces = places ?? (whole.length > 0 ? [text] : text.split(/[\s,،]+/).filter((p) => p !== ""));
  if (pieces.length === 0) return refuse(t("search-flow-bad-airport", { token: "" }));
  if (!places && pieces.length > max) return refuse(t("search-flow-too-many", counted(max, f)));
  const codes: string[] = [];
  for (const [i, piece] of pieces.entries()) {
    const city = isIataAirport(piece) ? [] : airportsOfCity(piece);
    if (city.length > 1) {
      const choices = city.filter((code) => !exclude.includes(code)).map((code): [string, string] => [airportLabel(code, s), replaced(pieces, i, code)]);
      return refuse({ text: t("search-flow-city-airports", { city: snippet(piece), codes: city.join(", ") }), choices });
    }
    if (city.length === 0 && !isIataAirport(piece)) return refuse(t("search-flow-bad-airport", { token: snippet(piece) }));
    const code = city[0] ?? normalizeCode(piece);
    const near = pressed || city.length > 0 ? [] : airportsNear(code, s.recent);
    if (near.length > 0) {
      const choices = near.map((other): [string, string] => [airportLabel(other, s), replaced(pieces, i, other)]);
      return refuse({ text: t("search-flow-did-you-mean", { token: code, codes: near.join(", ") }), choices: [...choices, [t("search-flow-as-typed", { code }), `${AS_TYPED}${replaced(pieces, i, code)}`]] });
    }
    if (exclude.includes(code) || codes.includes(code)) return refuse(t("search-flow-same-airport", { code }));
    codes.push(code);
  }
  return accept(codes);
}

/** The answer with its piece `i` replaced: the button of a choice answers the whole question. */
const replaced = (pieces: string[], i: number, code: string): string => pieces.map((p, j) => (j === i ? code : normalizeCode(p))).join(" ");

/** "MHD · Mashhad", in the reader's language; the code alone when the table lacks it. */
function airportLabel(code: string, s: Session): string {
  const name = airportName(code, s.c.f.lang);
  return name ? `${code} · ${name}` : code;
}

async function askDate(s: Session, step: string, text: string, earliest: string): Promise<string> {
  const { t } = s.c;
  return ask(s.conversation, s.ctx, step, dateQuestion(text, step, earliest, s.c), (a) => {
    const typed = answerText(a);
    const result = parseDateWord(typed, s.today);
    if (!result.ok) return refuse(t(`search-flow-date-${result.reason}`, { token: snippet(typed) }));
    if (result.date < earliest) return refuse(t("search-flow-date-before", { date: s.c.f.date(earliest) }));
    return accept(result.date);
  });
}

/** Typed text echoed in an explanation: shortened, printable, escaped. */
function snippet(text: string): string {
  return escapeHtml(printableSnippet(text));
}
