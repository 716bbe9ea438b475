/**
 * One flight as a line, and the small labels search messages share: dates with weekday,
 * durations, cabins, seat counts, in the reader's digits and calendar (render/format.ts).
 * Flight times are airport-local: shown as the supplier sent them, never converted (the
 * screens say so once); the duration is the supplier's Duration, never computed.
 */
import { KNOWN_CABIN_TYPES, type ClosedFlight, type FlightClass } from "../../supplier/schemas/availability.js";
import type { Journey, JourneyOption } from "../search/journeys.js";
import type { Format } from "./format.js";
import { clipHtml } from "./search-text.js";
import type { Translate } from "./types.js";

/** Seat counts below this are flagged. */
export const FEW_SEATS = 5;
const KNOWN_CABINS = new Set<string>(KNOWN_CABIN_TYPES);

/** What the search renderers need besides the data. */
export interface SearchTexts {
  t: Translate;
  /** Numbers, dates and Latin runs for the reader (language, digits). */
  f: Format;
}

/** A count for a Fluent plural selector: the number itself (it picks the form) and as written. */
export function counted(n: number, f: Format): { n: number; nText: string } {
  return { n, nText: f.num(n) };
}

/**
 * "✈️ <b>W5 1047</b> · THR → SYZ → MHD · 16:50 → 18:05 · 1h 15m · 310 · third party"; the
 * departure's date too when `withDate` (a screen over several days), the arrival's when it
 * lands on another day.
 */
export function flightLine(flight: ClosedFlight, c: SearchTexts, withDate = true): string {
  return c.t("search-flight", {
    flight: c.f.ltr(flightName(flight)),
    route: c.f.ltr(routeOf(flight)),
    departure: localTime(flight.DepartureDateTime, c.f, withDate),
    arrival: arrivalOf(flight, c.f),
    duration: durationText(flight.Duration, c.f),
    aircraft: c.f.ltr(clipHtml(flight.Aircraft, 12)),
    source: sourceText(flight.Source, c.t),
  });
}

/** "W5 1047"; a number that already starts with the airline code is shown alone. */
export function flightName(flight: Pick<ClosedFlight, "Airline" | "FlightNumber">): string {
  const airline = flight.Airline.trim();
  const number = flight.FlightNumber.trim();
  return clipHtml(number.toUpperCase().startsWith(airline.toUpperCase()) ? number : `${airline} ${number}`, 16);
}

/** Origin, stops and destination: "MHD → IFN → SYZ → BND". */
export function routeOf(flight: ClosedFlight): string {
  const stops = [flight.Stop1, flight.Stop2].flatMap((stop) => (stop ? [stop.AirportIataCode] : []));
  return [flight.Origin.Code, ...stops, flight.Destination.Code].map((code) => clipHtml(code, 5)).join(" → ");
}

const LOCAL_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/;

/** An airport-local "yyyy-MM-dd HH:mm" as the reader writes it; anything else as sent. */
export function localTime(value: string, f: Format, withDate = true): string {
  const match = LOCAL_TIME.exec(value);
  if (!match) return clipHtml(value, 20);
  const [, day = "", time = ""] = match;
  return withDate ? `${f.date(day)} ${f.num(time)}` : f.num(time);
}

/** The arrival; only its time when it lands on the day it left. */
function arrivalOf(flight: ClosedFlight, f: Format): string {
  const departureDay = LOCAL_TIME.exec(flight.DepartureDateTime)?.[1];
  const arrivalDay = LOCAL_TIME.exec(flight.ArrivalDateTime)?.[1];
  return localTime(flight.ArrivalDateTime, f, departureDay === undefined || departureDay !== arrivalDay);
}

export function durationText(minutes: number | null | undefined, f: Format): string {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return "—";
  return f.duration(Math.round(minutes));
}

export function sourceText(source: string | null | undefined, t: Translate): string {
  if (source == null) return "—";
  if (source === "Owned") return t("search-source-owned");
  if (source === "ThirdParty") return t("search-source-thirdparty");
  return clipHtml(source, 20);
}

export function cabinText(cabin: string | null | undefined, t: Translate): string {
  if (cabin == null) return "—";
  return KNOWN_CABINS.has(cabin) ? t(`search-cabin-${cabin}`) : clipHtml(cabin, 24);
}

/** "<b>Y</b> Economy" */
export function classLabel(flightClass: FlightClass, t: Translate): string {
  return `<b>${clipHtml(flightClass.BookingCode, 6)}</b> ${cabinText(flightClass.CabinType, t)}`;
}

/** Seats, flagged when few are left. */
export function seatsText(seats: number, c: SearchTexts): string {
  return c.t(seats >= FEW_SEATS ? "search-seats" : "search-seats-few", counted(seats, c.f));
}

/**
 * The seats an option of a journey can sell: those of its scarcest class, said to be so when
 * the journey has several flights (a round trip's fewer of both legs).
 */
export function journeySeatsText(journey: Journey, option: JourneyOption, c: SearchTexts): string {
  const seats = seatsText(option.seats, c);
  const legs = journey.segments.length;
  return legs > 1 ? c.t("search-seats-legs", { seats, ...counted(legs, c.f) }) : seats;
}

/** Money with its currency, or a dash for a value the supplier left out of range. */
export function money(amount: number, currency: string, f: Format): string {
  return Number.isFinite(amount) ? f.money(amount, clipHtml(currency, 8)) : "—";
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();

function weekday(isoDate: string, lang: string): string {
  let format = weekdayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(`${lang}-u-ca-gregory`, { weekday: "short", timeZone: "UTC" });
    weekdayFormats.set(lang, format);
  }
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * "Tue 1 Dec 2026", "سه‌شنبه ۱۰ آذر ۱۴۰۵", "الثلاثاء ١ ديسمبر ٢٠٢٦"; `both` adds the Gregorian date
 * after the Jalali one in Persian (staff match it against tickets).
 */
export function dayLabel(isoDate: string, f: Format, both = false): string {
  return `${weekday(isoDate, f.lang)} ${both ? f.dateBoth(isoDate) : f.date(isoDate)}`;
}

/** "W5 1047 THR → MHD 1 Dec 2026 16:50 + …": which journey an answer is about. */
export function journeyTitle(journey: Journey, f: Format): string {
  return journey.segments
    .map((s) => `${f.ltr(`${flightName(s)} ${routeOf(s)}`)} ${localTime(s.DepartureDateTime, f)}`)
    .join(" + ");
}

/** "Y + M": the classes of an option. */
export function optionCodes(option: JourneyOption, f: Format): string {
  return f.ltr(option.classes.map((flightClass) => `<b>${clipHtml(flightClass.BookingCode, 6)}</b>`).join(" + "));
}

/** True when a class of the option is sold only as part of a tour. */
export function isTourOnly(option: JourneyOption): boolean {
  return option.classes.some((flightClass) => flightClass.RestrictedForTour === true);
}
