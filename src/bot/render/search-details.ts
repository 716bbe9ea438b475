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
import type { Format } from "./format.js";
import type { Journey, JourneyOption } from "../search/journeys.js";
import type { StoredResult } from "../search/results.js";
import { addBookButtons } from "./book.js";
import { checkButtons } from "./search-checks.js";
import { cabinText, flightLine, flightName, journeySeatsText, money, optionCodes, routeOf, seatsText, type SearchTexts } from "./search-flight.js";
import { clipHtml, packPages, pageSlice } from "./search-text.js";
import { TELEGRAM_TEXT_LIMIT } from "./split.js";
import type { Rendered } from "./types.js";

const BLOCKS_PER_PAGE = 4;
const AGES = ["adult", "child", "infant"] as const;

export interface DetailsContext extends SearchTexts {
  owner: number;
  /** 🎫 Book buttons: for agents, in a private chat. */
  book?: boolean;
}

/** Page `page` of journey `index` (0-based); undefined when the result has no such journey. */
export function renderJourneyDetails(result: StoredResult, index: number, page: number, c: DetailsContext): Rendered | undefined {
  const journey = result.journeys[index];
  if (!journey) return undefined;
  const { t, f } = c;
  const header = [
    t("search-details-title", { number: f.num(index + 1), count: f.num(result.journeys.length) }),
    ...journey.segments.map((s) => flightLine(s, c)),
    t("search-local-times"),
  ];
  const blocks = [remarksBlock(journey, c.f), ...journey.options.flatMap((option, i) => optionBlocks(journey, option, i, result.currency, c))].filter((b) => b !== "");
  const budget = TELEGRAM_TEXT_LIMIT - 300 - header.join("\n").length;
  const starts = packPages(blocks.map((b) => b.length), budget, BLOCKS_PER_PAGE);
  const shown = pageSlice(blocks, starts, page);
  if (starts.length > 1) header.push(t("search-details-page", { page: f.num(shown.page + 1), pages: f.num(starts.length) }));

  const id36 = index.toString(36);
  const keyboard = checkButtons(result, index, c);
  if (c.book) addBookButtons(keyboard, result, index, c);
  if (starts.length > 1) {
    keyboard.row();
    if (shown.page > 0) addButton(keyboard, t("search-previous"), buttons.searchDetails.pack(c.owner, { result: result.id, journey: id36, page: shown.page - 1 }));
    if (shown.page < starts.length - 1) addButton(keyboard, t("search-next"), buttons.searchDetails.pack(c.owner, { result: result.id, journey: id36, page: shown.page + 1 }));
  }
  return { text: c.f.rtlLines([...header, "", shown.items.join("\n\n")].join("\n")), keyboard };
}

function remarksBlock(journey: Journey, f: Format): string {
  return journey.segments
    .filter((s) => (s.Remarks ?? "").trim() !== "")
    .map((s) => `📝 <b>${f.ltr(flightName(s))}</b>: ${clipHtml(s.Remarks, 300)}`)
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
            ? [
                c.t("search-option-head", {
                  number: c.f.num(i + 1),
                  classes: optionCodes(option, c.f),
                  total: money(option.adultTotal, currency, c.f),
                  payable: money(option.adultPayable, currency, c.f),
                  seats: journeySeatsText(journey, option, c),
                }),
              ]
            : []),
          c.t("search-option-segment", { number: c.f.num(i + 1), route: segment ? c.f.ltr(routeOf(segment)) : "" }),
        ];
    return [...context, ...classLines(flightClass, currency, c)].join("\n");
  });
}

function classLines(flightClass: FlightClass, currency: string, c: DetailsContext): string[] {
  const { t, f } = c;
  const fares: Record<(typeof AGES)[number], Fare> = { adult: flightClass.AdultFare, child: flightClass.ChildFare, infant: flightClass.InfantFare };
  return [
    t("search-class-head", {
      code: clipHtml(flightClass.BookingCode, 6),
      cabin: cabinText(flightClass.CabinType, t),
      fare: clipHtml(flightClass.FareName, 60),
      seats: seatsText(flightClass.AvailableSeat, c),
      tour: flightClass.RestrictedForTour ? ` · ${t("search-tour-only")}` : "",
    }),
    ...AGES.map((age) => fareText(t(`search-age-${age}`), fares[age], currency, c)),
    t("search-baggage", {
      adult: allowance(flightClass.AdultFreeBaggage, c),
      child: allowance(flightClass.ChildFreeBaggage, c),
      infant: allowance(flightClass.InfantFreeBaggage, c),
    }),
    t("search-who-may-book", {
      permitted: codeList(flightClass.PermittedNationalityList, c, true),
      prohibited: codeList(flightClass.ProhibitedNationalityList, c, false),
    }),
    cancellation(flightClass, c),
  ];
}

function fareText(age: string, fare: Fare, currency: string, { t, f }: SearchTexts): string {
  const percent = commissionPercent(fare);
  return t("search-fare", {
    age,
    total: money(fare.TotalFare, currency, f),
    base: money(fare.BaseFare, currency, f),
    tax: money(fare.Tax, currency, f),
    commission: money(fare.Commission, currency, f),
    percent: percent === null ? "—" : t("search-percent", { percent: f.num(percent) }),
    markup: money(fare.Markup, currency, f),
    payable: money(fare.Payable, currency, f),
  });
}

/** Counts and weights the supplier left out show as "?"; no allowance at all as "—". */
function allowance(b: FreeBaggage | null | undefined, { t, f }: SearchTexts): string {
  if (b == null) return "—";
  return t("search-allowance", {
    pieces: f.count(b.CheckedBaggageQuantity),
    kg: f.count(b.CheckedBaggageTotalWeight),
    handPieces: f.count(b.HandBaggageQuantity),
    handKg: f.count(b.HandBaggageTotalWeight),
  });
}

/** Nationality codes without repeats; "All" in the permitted list reads as all nationalities. */
function codeList(codes: readonly string[], { t, f }: SearchTexts, permitted: boolean): string {
  const unique = [...new Set(codes.map((code) => code.trim().toUpperCase()))].filter((code) => code !== "");
  if (permitted && unique.includes("ALL")) return t("search-nationality-all");
  if (unique.length === 0) return t("search-nationality-none");
  return f.ltr(clipHtml(unique.join(", "), 200));
}

/** The text in the user's language when sent, else the English one, else any; never parsed. */
function cancellation(flightClass: FlightClass, c: DetailsContext): string {
  const texts = flightClass.CancelationPolicyList.filter((p) => (p.Text ?? "").trim() !== "");
  const wanted = cultureOf(c.f.lang);
  const policy = texts.find((p) => p.Culture === wanted) ?? texts.find((p) => p.Culture === "en-US") ?? texts[0];
  return policy ? c.t("search-cancellation", { text: clipHtml(policy.Text, 700, true) }) : c.t("search-cancellation-none");
}
