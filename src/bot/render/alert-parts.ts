import type { AlertLeg, BookingAlert, OtherAlert } from "../../store/store.js";
import { clipValue } from "./alert-lines.js";
import type { Format } from "./format.js";
import { escapeHtml } from "./html.js";
import type { Translate } from "./types.js";

/** Pieces shared by the full alert and its digest line. Every supplier value is clipped and escaped here. */

/** A supplier value as an alert shows it: clipped (alert-lines.ts), then escaped. */
export const shown = (value: string): string => escapeHtml(clipValue(value));

/** "IR 7690"; a flight number that already carries its airline ("IR7690") is shown as sent. */
export function flightName(leg: AlertLeg): string {
  const carriesAirline = leg.airline !== "" && leg.flight.toUpperCase().startsWith(leg.airline.toUpperCase());
  return shown(carriesAirline ? leg.flight : `${leg.airline} ${leg.flight}`.trim());
}

export const routeName = (leg: AlertLeg): string => `${shown(leg.origin)} → ${shown(leg.destination)}`;

/** "THR → MHD · IR 452", isolated as one left-to-right run in a Persian or Arabic line. */
export const legName = (leg: AlertLeg, f: Format): string => f.ltr(`${routeName(leg)} · ${flightName(leg)}`);

/**
 * The flight's date and time as the supplier gave them, airport-local ("2026-12-01 08:30"):
 * the date in the reader's calendar, the time in their digits. Anything else is shown as sent.
 */
export function legDate(leg: AlertLeg, f: Format): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(leg.date);
  if (!match) return shown(leg.date);
  return match[2] ? `${f.date(match[1]!)} ${f.num(match[2])}` : f.date(match[1]!);
}

/** Plural keys take the number (for Fluent's plural category) and its text in the reader's digits. */
export const counted = (count: number, f: Format): { count: number; countText: string } => ({ count, countText: f.num(count) });

/** "2 adults, 1 child" (the Arabic dual: "بالغان") */
export function passengerCounts(passengers: BookingAlert["passengers"], t: Translate, f: Format): string {
  const parts = (["adult", "child", "infant", "other"] as const)
    .filter((group) => passengers[group] > 0)
    .map((group) => t(`alert-pax-${group}`, counted(passengers[group], f)));
  return f.list(parts) || t("alert-pax-other", counted(0, f));
}

/** The supplier's age codes are fixed vocabulary: ADL, CHD, INF in words; anything else as sent. */
const AGE_TYPES: Record<string, string> = { ADL: "alert-age-adult", CHD: "alert-age-child", INF: "alert-age-infant" };

/** The words of a known age code, or undefined. */
export function ageWordOf(code: string, t: Translate): string | undefined {
  const key = AGE_TYPES[code.trim().toUpperCase()];
  return key ? t(key) : undefined;
}

/** An age code in words, or as sent (escaped) when it is not one we know. */
export function ageType(code: string, t: Translate): string {
  return ageWordOf(code, t) ?? shown(code);
}

/** Names of the other event types the interface lists; an unknown type is shown as sent. */
const OTHER_TYPES: Record<string, string> = {
  "FederatedHotel.HotelBookedV1": "alert-type-hotel",
  "TourBundle.TourBundleBookedV2": "alert-type-tour",
  "CharterFlight.BookingFlightSegmentReplacedV1": "alert-type-replaced",
  "Federated.PassengerInfoChangedV1": "alert-type-passenger",
};

export function otherWhat(alert: OtherAlert, t: Translate): string {
  const key = OTHER_TYPES[alert.type];
  return key ? t(key) : shown(alert.type);
}

export const otherReference = (alert: OtherAlert): string => (alert.reference ? ` <code>${shown(alert.reference)}</code>` : "");
