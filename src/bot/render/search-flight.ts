/**
 * One flight as a line, and the small labels search messages share: dates with weekday and
 * Jalali date, durations, cabins, seat counts. Flight times are airport-local: shown as the
 * supplier sent them, never converted; the duration is the supplier's Duration, never computed.
 */
import { formatJalali } from "../../domain/jalali.js";
import { KNOWN_CABIN_TYPES, type ClosedFlight, type FlightClass } from "../../supplier/schemas/availability.js";
import type { Journey, JourneyOption } from "../search/journeys.js";
import { formatMoney } from "./money.js";
import { clipHtml } from "./search-text.js";
import type { Translate } from "./types.js";

/** Seat counts below this are flagged. */
export const FEW_SEATS = 5;
const KNOWN_CABINS = new Set<string>(KNOWN_CABIN_TYPES);

/** What the search renderers need besides the data. */
export interface SearchTexts {
  t: Translate;
  /** The user's language (en, fa, ar): weekday and month names. */
  lang: string;
}

/** "✈️ <b>W5 1047</b> · THR → SYZ → MHD · 2026-11-25 16:50 → 18:05 · 1h 15m · 310 · third party" */
export function flightLine(flight: ClosedFlight, t: Translate): string {
  return t("search-flight", {
    flight: flightName(flight),
    route: routeOf(flight),
    departure: clipHtml(flight.DepartureDateTime, 20),
    arrival: arrivalOf(flight),
    duration: durationText(flight.Duration, t),
    aircraft: clipHtml(flight.Aircraft, 12),
    source: sourceText(flight.Source, t),
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

/** The arrival as sent; only its time when it lands on the day it left. */
function arrivalOf(flight: ClosedFlight): string {
  const departureDay = flight.DepartureDateTime.slice(0, 10);
  const sameDay = departureDay.length === 10 && flight.ArrivalDateTime.startsWith(`${departureDay} `);
  return clipHtml(sameDay ? flight.ArrivalDateTime.slice(11) : flight.ArrivalDateTime, 20);
}

export function durationText(minutes: number | null | undefined, t: Translate): string {
  if (minutes == null || !Number.isFinite(minutes) || minutes < 0) return "—";
  const whole = Math.round(minutes);
  return t("search-duration", { hours: String(Math.floor(whole / 60)), minutes: String(whole % 60) });
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
export function seatsText(seats: number, t: Translate): string {
  const key = seats >= FEW_SEATS ? "search-seats" : seats === 1 ? "search-seats-one" : "search-seats-few";
  return t(key, { count: String(seats) });
}

/** Money with its currency, or a dash for a value the supplier left out of range. */
export function money(amount: number, currency: string): string {
  return Number.isFinite(amount) ? formatMoney(amount, clipHtml(currency, 8)) : "—";
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "Mon 24 Nov · 1405/09/03" in the user's language, digits in Latin like every other number. */
export function dayLabel(isoDate: string, lang: string): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(`${lang}-u-ca-gregory-nu-latn`, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
    dayFormats.set(lang, format);
  }
  return `${format.format(new Date(`${isoDate}T00:00:00Z`))} · ${formatJalali(isoDate)}`;
}

/** "W5 1047 THR → MHD 2026-11-25 16:50 + …": which journey an answer is about. */
export function journeyTitle(journey: Journey): string {
  return journey.segments.map((s) => `${flightName(s)} ${routeOf(s)} ${clipHtml(s.DepartureDateTime, 20)}`).join(" + ");
}

/** "Y + M": the classes of an option. */
export function optionCodes(option: JourneyOption): string {
  return option.classes.map((flightClass) => `<b>${clipHtml(flightClass.BookingCode, 6)}</b>`).join(" + ");
}
