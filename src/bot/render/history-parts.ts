import type { HistoryPassenger, InitialPassenger } from "../../supplier/schemas/booking.js";
import type { AgeGroup, BookingLeg } from "../../supplier/booking-history.js";
import type { Format } from "./format.js";
import { escapeHtml } from "./html.js";
import type { Translate } from "./types.js";

/** Pieces shared by /history, its details and /status: passengers, legs, and objects the interface does not describe. */

/** What a booking renderer writes with: the words and the numbers of the reader. */
export interface BookingWriter {
  t: Translate;
  f: Format;
}

const GENDER_KEYS: Record<string, string> = { M: "male", F: "female" };

/** A supplier code shown in words when we know it, as sent otherwise. */
function word(t: Translate, prefix: string, keys: Record<string, string>, value: string | null | undefined): string {
  if (value == null) return "—";
  const key = keys[value.toUpperCase()];
  return key ? t(`${prefix}-${key}`) : oneLine(value);
}

export function genderWord(t: Translate, value: string | null | undefined): string {
  return word(t, "booking-gender", GENDER_KEYS, value);
}

export function ageWord(t: Translate, age: AgeGroup): string {
  return t(`booking-age-${age}`);
}

/** "THR→KIH", isolated in a right-to-left line. */
export function route(f: Format, origin: string, destination: string): string {
  return f.ltr(`${oneLine(origin)}→${oneLine(destination)}`);
}

/** "IR 452", isolated in a right-to-left line. */
export function flightCode(f: Format, airline: string | null | undefined, flight: string): string {
  return f.ltr(oneLine(`${airline ?? ""} ${flight}`));
}

/**
 * A flight's local time (yyyy-MM-dd HH:mm as the supplier gave it) in the reader's calendar and
 * digits; `both`: in Persian the Gregorian date too, which staff match against tickets.
 */
export function localFlightTime(f: Format, value: string | null | undefined, both = false): string {
  if (!value) return "—";
  const m = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}))?/.exec(value.trim());
  if (!m) return oneLine(value);
  const date = both ? f.dateBoth(m[1]!) : f.date(m[1]!);
  return escapeHtml(m[2] ? `${date} ${f.num(m[2])}` : date);
}

/** "THR→KIH · IR 452 · 12 Dec 2026 07:10" (the time local at the origin, the Gregorian date too in Persian). */
export function legLine(f: Format, leg: BookingLeg): string {
  return [route(f, leg.origin, leg.destination), flightCode(f, leg.airline, leg.flight), localFlightTime(f, leg.date, true)].join(" · ");
}

/**
 * "👤 1. Name · adult · male · born 14 Jan 1986 · IR", then the identity document unless
 * `personal` is false (a group chat, where every member reads along).
 */
export function passengerLines(p: HistoryPassenger | InitialPassenger, index: number, age: AgeGroup, c: BookingWriter, personal: boolean): string[] {
  const { t, f } = c;
  const lines = [
    t("booking-passenger", {
      index: f.num(index + 1),
      name: oneLine(`${p.FirstName} ${p.LastName}`),
      age: ageWord(t, age),
      gender: genderWord(t, p.Gender),
      birth: p.Birthdate ? escapeHtml(f.date(p.Birthdate)) : "—",
      nationality: f.ltr(oneLine(p.NationalityCountry ?? "—")),
    }),
  ];
  if (!personal) return lines;
  if (p.IranianCartMelli?.CodeMelli) lines.push(t("booking-national-id", { id: oneLine(p.IranianCartMelli.CodeMelli) }));
  const passport = p.Passport ? passportText(p.Passport, c) : "";
  if (passport) lines.push(t("booking-passport", { details: passport }));
  return lines;
}

/** Passport members suppliers send, in words; any other is labelled from its name. */
const PASSPORT_FIELDS: Readonly<Record<string, { key: string; date?: true; code?: true }>> = {
  number: { key: "booking-passport-number", code: true },
  passportnumber: { key: "booking-passport-number", code: true },
  expirydate: { key: "booking-passport-expiry", date: true },
  expiredate: { key: "booking-passport-expiry", date: true },
  issuingcountry: { key: "booking-passport-country", code: true },
  country: { key: "booking-passport-country", code: true },
};

function passportText(passport: Record<string, unknown>, c: BookingWriter): string {
  const known: string[] = [];
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(passport)) {
    const field = PASSPORT_FIELDS[name.toLowerCase()];
    if (!field || (typeof value !== "string" && typeof value !== "number") || String(value).trim() === "") {
      rest[name] = value;
      continue;
    }
    const text = String(value).trim();
    const shown = field.date && /^\d{4}-\d{2}-\d{2}/.test(text) ? escapeHtml(c.f.date(text.slice(0, 10))) : field.code ? c.f.ltr(oneLine(text)) : oneLine(text);
    known.push(c.t(field.key, { value: shown }));
  }
  return [...known, describeFields(rest, c.f)].filter((part) => part !== "").join(" · ");
}

/**
 * An object whose fields the interface does not name (a Passport, a history element of an
 * unknown shape): every scalar field as "Label: value", ids left out, in the order sent.
 */
export function describeFields(item: Record<string, unknown>, f: Format): string {
  return Object.entries(item)
    .filter(([key, value]) => (typeof value === "string" || typeof value === "number" || typeof value === "boolean") && String(value).trim() !== "" && !/id$/i.test(key))
    .map(([key, value]) => `${escapeHtml(fieldLabel(key))}: ${typeof value === "number" ? f.amount(value) : oneLine(value)}`)
    .join(" · ");
}

/** Field names of national ids, passports, phones and emails (not NationalityCountry). */
export const PERSONAL_FIELD = /melli|national(?!ity)|passport|phone|mobile|e-?mail/i;

/**
 * A history element fit for a group: personal fields left out, and a passenger change of
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
