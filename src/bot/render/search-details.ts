/**
 * Everything about one journey: its flights and remarks, then every option (fare class, or
 * one class per segment) with cabin, booking code, fare name, seats, each age group's fare
 * (commission percent by availability rule 5), baggage, who may book and the cancellation text
 * in the user's language, shown as sent (rule 9; rules: src/supplier/README.md). Paged when long.
 */
import { commissionPercent, type Fare } from "../../domain/fares.js";
import type { FlightClass, FreeBaggage } from "../../supplier/schemas/availability.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { cultureOf } from "../i18n.js";
import type { Journey, JourneyOption } from "../search/journeys.js";
import type { StoredResult } from "../search/results.js";
import { checkButtons } from "./search-checks.js";
import { cabinText, flightLine, flightName, money, optionCodes, routeOf, seatsText, type SearchTexts } from "./search-flight.js";
import { formatCount } from "./money.js";
import { clipHtml, packPages, pageSlice } from "./search-text.js";
import { TELEGRAM_TEXT_LIMIT } from "./split.js";
import type { Rendered, Translate } from "./types.js";

const BLOCKS_PER_PAGE = 4;
const AGES = ["adult", "child", "infant"] as const;

export interface DetailsContext extends SearchTexts {
  owner: number;
}

/** Page `page` of journey `index` (0-based); undefined when the result has no such journey. */
export function renderJourneyDetails(result: StoredResult, index: number, page: number, c: DetailsContext): Rendered | undefined {
  const journey = result.journeys[index];
  if (!journey) return undefined;
  const { t } = c;
  const header = [t("search-details-title", { number: String(index + 1), count: String(result.journeys.length) }), ...journey.segments.map((s) => flightLine(s, t))];
  const blocks = [remarksBlock(journey), ...journey.options.flatMap((option, i) => optionBlocks(journey, option, i, result.currency, c))].filter((b) => b !== "");
  const budget = TELEGRAM_TEXT_LIMIT - 300 - header.join("\n").length;
  const starts = packPages(blocks.map((b) => b.length), budget, BLOCKS_PER_PAGE);
  const shown = pageSlice(blocks, starts, page);
  if (starts.length > 1) header.push(t("search-details-page", { page: String(shown.page + 1), pages: String(starts.length) }));

  const id36 = index.toString(36);
  const keyboard = checkButtons(result, index, c);
  if (starts.length > 1) {
    keyboard.row();
    if (shown.page > 0) addButton(keyboard, t("search-previous"), buttons.searchDetails.pack(c.owner, { result: result.id, journey: id36, page: shown.page - 1 }));
    if (shown.page < starts.length - 1) addButton(keyboard, t("search-next"), buttons.searchDetails.pack(c.owner, { result: result.id, journey: id36, page: shown.page + 1 }));
  }
  return { text: [...header, "", shown.items.join("\n\n")].join("\n"), keyboard };
}

function remarksBlock(journey: Journey): string {
  return journey.segments
    .filter((s) => (s.Remarks ?? "").trim() !== "")
    .map((s) => `📝 <b>${flightName(s)}</b>: ${clipHtml(s.Remarks, 300)}`)
    .join("\n");
}

/** One block per segment, each readable alone (a page may start with any of them). */
function optionBlocks(journey: Journey, option: JourneyOption, i: number, currency: string, c: DetailsContext): string[] {
  const single = journey.segments.length === 1;
  return option.classes.map((flightClass, s) => {
    const segment = journey.segments[s];
    const context = single
      ? []
      : [
          ...(s === 0
            ? [c.t("search-option-head", { number: String(i + 1), classes: optionCodes(option), total: money(option.adultTotal, currency), payable: money(option.adultPayable, currency), seats: seatsText(option.seats, c.t) })]
            : []),
          c.t("search-option-segment", { number: String(i + 1), route: segment ? routeOf(segment) : "" }),
        ];
    return [...context, ...classLines(flightClass, currency, c)].join("\n");
  });
}

function classLines(flightClass: FlightClass, currency: string, c: DetailsContext): string[] {
  const { t } = c;
  const fares: Record<(typeof AGES)[number], Fare> = { adult: flightClass.AdultFare, child: flightClass.ChildFare, infant: flightClass.InfantFare };
  return [
    t("search-class-head", {
      code: clipHtml(flightClass.BookingCode, 6),
      cabin: cabinText(flightClass.CabinType, t),
      fare: clipHtml(flightClass.FareName, 60),
      seats: seatsText(flightClass.AvailableSeat, t),
      tour: flightClass.RestrictedForTour ? ` · ${t("search-tour-only")}` : "",
    }),
    ...AGES.map((age) => fareText(t(`search-age-${age}`), fares[age], currency, t)),
    t("search-baggage", {
      adult: allowance(flightClass.AdultFreeBaggage, t),
      child: allowance(flightClass.ChildFreeBaggage, t),
      infant: allowance(flightClass.InfantFreeBaggage, t),
    }),
    t("search-who-may-book", {
      permitted: codeList(flightClass.PermittedNationalityList, t, true),
      prohibited: codeList(flightClass.ProhibitedNationalityList, t, false),
    }),
    cancellation(flightClass, c),
  ];
}

function fareText(age: string, fare: Fare, currency: string, t: Translate): string {
  const percent = commissionPercent(fare);
  return t("search-fare", {
    age,
    total: money(fare.TotalFare, currency),
    base: money(fare.BaseFare, currency),
    tax: money(fare.Tax, currency),
    commission: money(fare.Commission, currency),
    percent: percent === null ? "—" : `${percent}%`,
    markup: money(fare.Markup, currency),
    payable: money(fare.Payable, currency),
  });
}

/** Counts and weights the supplier left out show as "?"; no allowance at all as "—". */
function allowance(b: FreeBaggage | null | undefined, t: Translate): string {
  if (b == null) return "—";
  return t("search-allowance", {
    pieces: formatCount(b.CheckedBaggageQuantity),
    kg: formatCount(b.CheckedBaggageTotalWeight),
    handPieces: formatCount(b.HandBaggageQuantity),
    handKg: formatCount(b.HandBaggageTotalWeight),
  });
}

/** Nationality codes without repeats; "All" in the permitted list reads as all nationalities. */
function codeList(codes: readonly string[], t: Translate, permitted: boolean): string {
  const unique = [...new Set(codes.map((code) => code.trim().toUpperCase()))].filter((code) => code !== "");
  if (permitted && unique.includes("ALL")) return t("search-nationality-all");
  if (unique.length === 0) return t("search-nationality-none");
  return clipHtml(unique.join(", "), 200);
}

/** The text in the user's language when sent, else the English one, else any; never parsed. */
function cancellation(flightClass: FlightClass, c: DetailsContext): string {
  const texts = flightClass.CancelationPolicyList.filter((p) => (p.Text ?? "").trim() !== "");
  const wanted = cultureOf(c.lang);
  const policy = texts.find((p) => p.Culture === wanted) ?? texts.find((p) => p.Culture === "en-US") ?? texts[0];
  return policy ? c.t("search-cancellation", { text: clipHtml(policy.Text, 700, true) }) : c.t("search-cancellation-none");
}
