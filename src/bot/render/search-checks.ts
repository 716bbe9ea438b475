/**
 * Answers about one journey for a given party or nationality: the party's totals per option
 * (availability rule 3, options without enough seats marked: rule 1) and whether a nationality
 * may book each class (rule 8: the prohibited list wins). Rules: src/supplier/README.md.
 */
import { InlineKeyboard } from "grammy";
import { isCountryCode } from "../../domain/iata.js";
import { checkNationality } from "../../domain/nationality.js";
import type { Party } from "../../domain/party.js";
import type { FlightClass } from "../../supplier/schemas/availability.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { optionPartyTotals, optionSeatsFor, type Journey, type JourneyOption } from "../search/journeys.js";
import type { StoredResult } from "../search/results.js";
import { escapeHtml } from "./html.js";
import { classLabel, counted, journeyTitle, money, optionCodes, routeOf, type SearchTexts } from "./search-flight.js";
import { choiceQuestion } from "./search-guided.js";
import type { Rendered, Translate } from "./types.js";

/** Steps of the party and nationality questions (their buttons carry it). */
export const PARTY_STEP = "party";
export const NATIONALITY_STEP = "nat";

export interface CheckContext extends SearchTexts {
  owner: number;
}

const PARTY_PRESETS: readonly Party[] = [
  { adults: 1, children: 0, infants: 0 },
  { adults: 2, children: 0, infants: 0 },
  { adults: 2, children: 1, infants: 0 },
  { adults: 2, children: 1, infants: 1 },
  { adults: 3, children: 0, infants: 0 },
  { adults: 4, children: 0, infants: 0 },
];
/** Offered after the codes a journey's classes name. */
const COMMON_NATIONALITIES = ["IR", "IQ", "AF", "AE", "TR"];
const NATIONALITY_BUTTONS = 8;

/** Party presets as buttons (value "2-1-1": adults, children, infants); any party can be typed. */
export function partyQuestion(c: SearchTexts & { owner: number }): Rendered {
  const choices = PARTY_PRESETS.map((p): [string, string] => [partyText(p, c), `${p.adults}-${p.children}-${p.infants}`]);
  return choiceQuestion(c.t("search-party-ask", partyExamples(c)), PARTY_STEP, choices, c, 2);
}

/** The typed examples of a party, in the reader's digits: "2 adults 1 child 1 infant", "2 1 1". */
export function partyExamples({ f }: SearchTexts): Record<string, string> {
  return { two: f.num(2), one: f.num(1) };
}

/** Country codes as buttons: those the journey's classes name first; any code can be typed. Other questions of a country (a passport's) bring their own words and step. */
export function nationalityQuestion(codes: readonly string[], c: { t: Translate; owner: number }, text = c.t("search-nationality-ask"), step = NATIONALITY_STEP): Rendered {
  return choiceQuestion(text, step, codes.map((code): [string, string] => [code, code]), c, 4);
}

/** The codes to offer for fare classes (a journey's, a booking's): named in their permitted and prohibited lists, then common ones. */
export function nationalityChoices(classes: readonly FlightClass[]): string[] {
  const named = classes.flatMap((c) => [...c.PermittedNationalityList, ...c.ProhibitedNationalityList]);
  const codes = [...named.map((code) => code.trim().toUpperCase()), ...COMMON_NATIONALITIES].filter((code) => isCountryCode(code));
  return [...new Set(codes)].slice(0, NATIONALITY_BUTTONS);
}

/** "2 adults, 1 child, 1 infant" (Arabic: "بالغان، طفل واحد، رضيع واحد") */
export function partyText(party: Party, c: SearchTexts): string {
  const parts = [c.t("search-party-adults", counted(party.adults, c.f))];
  if (party.children > 0) parts.push(c.t("search-party-children", counted(party.children, c.f)));
  if (party.infants > 0) parts.push(c.t("search-party-infants", counted(party.infants, c.f)));
  return c.f.list(parts);
}

export function renderPartyPrices(result: StoredResult, index: number, party: Party, c: CheckContext): Rendered | undefined {
  const journey = result.journeys[index];
  if (!journey) return undefined;
  const lines = [c.t("search-party-title", { party: partyText(party, c), journey: journeyTitle(journey, c.f) })];
  for (const option of journey.options) {
    const totals = optionPartyTotals(option, party);
    const enough = optionSeatsFor(option, party);
    lines.push(
      c.t(enough ? "search-party-line" : "search-party-line-short", {
        classes: optionLabel(journey, option, c),
        total: money(totals.TotalFare, result.currency, c.f),
        payable: money(totals.Payable, result.currency, c.f),
        commission: money(totals.Commission, result.currency, c.f),
        markup: money(totals.Markup, result.currency, c.f),
        ...counted(option.seats, c.f),
      }),
    );
  }
  return { text: c.f.rtlLines(lines.join("\n")), keyboard: checkButtons(result, index, c) };
}

export function renderNationality(result: StoredResult, index: number, code: string, c: CheckContext): Rendered | undefined {
  const journey = result.journeys[index];
  if (!journey) return undefined;
  const lines = [c.t("search-nationality-title", { code: escapeHtml(code), journey: journeyTitle(journey, c.f) })];
  const seen = new Set<string>();
  for (const option of journey.options) {
    option.classes.forEach((flightClass, s) => {
      const verdict = checkNationality(code, flightClass.PermittedNationalityList, flightClass.ProhibitedNationalityList);
      const line = c.t(`search-nationality-${verdict.reason}`, {
        segment: journey.segments.length > 1 && journey.segments[s] ? `${c.f.ltr(routeOf(journey.segments[s]))} · ` : "",
        class: classLabel(flightClass, c.t),
        code: escapeHtml(code),
      });
      // Options repeat the same class of a segment; one line each is enough.
      if (!seen.has(line)) lines.push(line);
      seen.add(line);
    });
  }
  return { text: c.f.rtlLines(lines.join("\n")), keyboard: checkButtons(result, index, c) };
}

/** "Y Economy" for a one-flight journey, "Y + M" for several flights. */
function optionLabel(journey: Journey, option: JourneyOption, c: SearchTexts): string {
  const [only] = option.classes;
  return journey.segments.length === 1 && only ? classLabel(only, c.t) : optionCodes(option, c.f);
}

/** Party price and nationality check of a journey: under its details and under each answer. */
export function checkButtons(result: StoredResult, index: number, c: { t: Translate; owner: number }): InlineKeyboard {
  const fields = { result: result.id, journey: index.toString(36) };
  const keyboard = addButton(new InlineKeyboard(), c.t("search-party-button"), buttons.searchParty.pack(c.owner, fields));
  return addButton(keyboard, c.t("search-nationality-button"), buttons.searchNationality.pack(c.owner, fields));
}
