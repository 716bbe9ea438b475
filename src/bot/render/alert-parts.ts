import type { AlertLeg, BookingAlert, OtherAlert } from "../../store/store.js";
import { clipValue } from "./alert-lines.js";
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

/** "2 adults, 1 child" */
export function passengerCounts(passengers: BookingAlert["passengers"], t: Translate): string {
  const parts = (["adult", "child", "infant", "other"] as const)
    .filter((group) => passengers[group] > 0)
    .map((group) => t(`alert-pax-${group}`, { count: passengers[group] }));
  return parts.join(", ") || t("alert-pax-other", { count: 0 });
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
