import type { HistoryPassenger, HistorySegment } from "../../supplier/schemas/booking.js";
import { bold, escapeHtml } from "./html.js";
import { formatAmount, formatCount } from "./money.js";
import type { Translate } from "./types.js";

/** Pieces shared by /history and /status: passengers, segments, and objects the interface does not describe. */

const AGE_KEYS: Record<string, string> = { ADL: "adult", ADULT: "adult", CHD: "child", CHILD: "child", INF: "infant", INFANT: "infant" };
const GENDER_KEYS: Record<string, string> = { M: "male", F: "female" };

/** A supplier code shown in words when we know it, as sent otherwise. */
function word(t: Translate, prefix: string, keys: Record<string, string>, value: string | null | undefined): string {
  if (value == null) return "—";
  const key = keys[value.toUpperCase()];
  return key ? t(`${prefix}-${key}`) : oneLine(value);
}

function ageTypeWord(t: Translate, value: string | null | undefined): string {
  return word(t, "booking-age", AGE_KEYS, value);
}

/**
 * "1. Name · adult · male · born 1986-01-14 · IR", then the identity document unless
 * `personal` is false (a group chat, where every member reads along).
 */
export function passengerLines(p: HistoryPassenger, index: number, t: Translate, personal: boolean): string[] {
  const lines = [
    t("booking-passenger", {
      index: String(index + 1),
      name: oneLine(`${p.FirstName} ${p.LastName}`),
      age: ageTypeWord(t, p.AgeType),
      gender: word(t, "booking-gender", GENDER_KEYS, p.Gender),
      birth: oneLine(p.Birthdate ?? "—"),
      nationality: oneLine(p.NationalityCountry ?? "—"),
    }),
  ];
  if (!personal) return lines;
  if (p.IranianCartMelli?.CodeMelli) lines.push(t("booking-national-id", { id: oneLine(p.IranianCartMelli.CodeMelli) }));
  const passport = p.Passport ? describeFields(p.Passport) : "";
  if (passport) lines.push(t("booking-passport", { details: passport }));
  return lines;
}

/** The flight line: number, local date as the supplier gave it, route. */
export function segmentHeadline(s: HistorySegment): string {
  const flight = bold(oneLine(`${s.AirlineIataCode} ${s.FlightNumber}`));
  return `✈️ ${flight} · ${oneLine(s.FlightDate)} · ${oneLine(s.OriginIataCode)}→${oneLine(s.DestinationIataCode)}`;
}

/** Everything about a segment: class, tickets, sale amounts, baggage. */
export function segmentLines(s: HistorySegment, pnr: string, t: Translate): string[] {
  const sale = s.SaleInfo;
  const bag = s.FreeBaggage;
  const tickets = [t("booking-ticket", { ticket: oneLine(s.LocalTicketNumber) })];
  if (s.OriginalTicketNumber && s.OriginalTicketNumber !== s.LocalTicketNumber) {
    tickets.push(t("booking-original-ticket", { ticket: oneLine(s.OriginalTicketNumber) }));
  }
  if (s.OriginalPnr && s.OriginalPnr !== pnr) tickets.push(t("booking-original-pnr", { pnr: oneLine(s.OriginalPnr) }));
  if (s.OriginalSupplierName) tickets.push(oneLine(s.OriginalSupplierName));
  return [
    segmentHeadline(s),
    [s.CabinType, s.BookingCode, s.FareName].map((part) => oneLine(part ?? "—")).join(" · "),
    tickets.join(" · "),
    t("booking-sale", {
      base: formatAmount(sale.BaseFare),
      tax: formatAmount(sale.Tax),
      total: formatAmount(sale.TotalFare),
      percent: formatAmount(sale.CommissionPercent),
      commission: formatAmount(sale.CalculatedAmountOfCommissionPercent),
      payable: formatAmount(sale.Payable),
    }) + (sale.CommissionValue !== 0 ? ` · ${t("booking-commission-value", { value: formatAmount(sale.CommissionValue) })}` : ""),
    ...(bag
      ? [
          t("booking-baggage", {
            checked: formatCount(bag.CheckedBaggage_Quantity),
            checkedWeight: formatCount(bag.CheckedBaggage_TotalWeight),
            hand: formatCount(bag.HandBaggage_Quantity),
            handWeight: formatCount(bag.HandBaggage_TotalWeight),
          }),
        ]
      : []),
  ];
}

/**
 * An object whose fields the interface does not name (history list items, Passport): every
 * scalar field as "Label: value", ids left out, in the order the supplier sent them.
 */
export function describeFields(item: Record<string, unknown>): string {
  return Object.entries(item)
    .filter(([key, value]) => (typeof value === "string" || typeof value === "number" || typeof value === "boolean") && String(value).trim() !== "" && !/id$/i.test(key))
    .map(([key, value]) => `${escapeHtml(fieldLabel(key))}: ${typeof value === "number" ? formatAmount(value) : oneLine(value)}`)
    .join(" · ");
}

/** Field names of national ids, passports, phones and emails (not NationalityCountry). */
const PERSONAL_FIELD = /melli|national(?!ity)|passport|phone|mobile|e-?mail/i;

/**
 * A history list item fit for a group: personal fields left out, and a passenger change of
 * such a field keeps its name but not the old and new values.
 */
export function withoutPersonalData(item: Record<string, unknown>): Record<string, unknown> {
  const changedPersonal = typeof item["FieldName"] === "string" && PERSONAL_FIELD.test(item["FieldName"]);
  return Object.fromEntries(
    Object.entries(item).filter(([key]) => !PERSONAL_FIELD.test(key) && !(changedPersonal && /^(old|new)value$/i.test(key))),
  );
}

/** Outside text for one line of a message: escaped, line breaks folded. */
export function oneLine(value: unknown): string {
  return escapeHtml(String(value ?? "").replace(/\s+/g, " ").trim());
}

/** "CancelationDateTime" -> "Cancelation date time", "CheckedBaggage_Quantity" -> "Checked baggage quantity". */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/_/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
