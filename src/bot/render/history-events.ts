import type { Cancellation, FlightChange, HistoryEntry, PassengerChange } from "../../supplier/booking-history.js";
import { describeFields, flightCode, genderWord, localFlightTime, oneLine, PERSONAL_FIELD, route, withoutPersonalData, type BookingWriter } from "./history-parts.js";

/**
 * The three history lists of a booking as sentences in the reader's language: who, what, when
 * (in DISPLAY_TIMEZONE, named once by the screen), how much and by whom. Never a supplier's
 * field name: an element of a shape the bot does not know is written as labelled values.
 */

export interface EventsWriter extends BookingWriter {
  /** An amount with the booking's currency when it is known. */
  money: (value: number) => string;
  /** National ids, passports, phones, emails: shown in private chats only. */
  personal: boolean;
}

/** Parts of one sentence, in the language's list punctuation. */
function sentence(c: EventsWriter, parts: (string | null)[]): string {
  const joined = c.f.list(parts.filter((p): p is string => p != null && p !== ""));
  return `• ${joined}.`;
}

const at = (c: EventsWriter, value: string | null) => (value ? oneLine(c.f.instant(value)) : null);

function unknownLine(c: EventsWriter, item: Record<string, unknown>): string {
  return `• ${describeFields(c.personal ? item : withoutPersonalData(item), c.f)}`;
}

export function cancellationLine(c: EventsWriter, e: HistoryEntry<Cancellation>): string {
  if (e.kind === "unknown") return unknownLine(c, e.item);
  const x = e.entry;
  const { t, f } = c;
  const ticket = x.ticket ? oneLine(x.ticket) : null;
  const what = ticket && x.name ? t("history-cancel-ticket-of", { ticket, name: oneLine(x.name) }) : ticket ? t("history-cancel-ticket", { ticket }) : t("history-cancel-a-ticket");
  const when = at(c, x.at);
  const reason =
    x.reason === 1 ? t("history-cancel-reason-passenger") : x.reason === 2 ? t("history-cancel-reason-schedule") : x.reason != null ? t("history-cancel-reason-other", { reason: oneLine(x.reason) }) : null;
  const penalty =
    x.penalty === 0 ? t("history-cancel-no-penalty")
    : x.penalty != null && x.penaltyPercent != null ? t("history-cancel-penalty-percent", { percent: f.amount(x.penaltyPercent), amount: c.money(x.penalty) })
    : x.penalty != null ? t("history-cancel-penalty", { amount: c.money(x.penalty) })
    : null;
  return sentence(c, [
    when ? t("history-cancelled-on", { what, time: when }) : t("history-cancelled", { what }),
    x.leg ? t("history-cancel-leg", { leg: [route(f, x.leg.origin, x.leg.destination), flightCode(f, x.leg.airline, x.leg.flight)].join(" ") }) : null,
    reason,
    penalty,
    x.refund != null ? t("history-cancel-refund", { amount: c.money(x.refund) }) : null,
    x.by ? t("history-by", { user: f.ltr(oneLine(x.by)) }) : null,
    x.remarks ? t("history-remarks-said", { remarks: oneLine(x.remarks) }) : null,
  ]);
}

/** Passenger fields staff know by name; any other is labelled from its name. */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  firstname: "first-name",
  lastname: "last-name",
  birthdate: "birth-date",
  gender: "gender",
  nationalitycountry: "nationality",
  codemelli: "national-id",
  nationalcode: "national-id",
  passportnumber: "passport-number",
  passportexpirydate: "passport-expiry",
  phone: "phone",
  mobile: "phone",
  email: "email",
};

function fieldWord(c: EventsWriter, field: string): string {
  const key = FIELD_KEYS[field.replace(/[^a-z]/gi, "").toLowerCase()];
  return key ? c.t(`history-field-${key}`) : oneLine(field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/_/g, " ").toLowerCase());
}

function fieldValue(c: EventsWriter, field: string, value: string): string {
  const key = FIELD_KEYS[field.replace(/[^a-z]/gi, "").toLowerCase()];
  if (key === "gender") return genderWord(c.t, value === "1" ? "M" : value === "2" ? "F" : value);
  if (key === "birth-date" || key === "passport-expiry") return oneLine(c.f.date(value));
  return oneLine(value);
}

export function passengerChangeLine(c: EventsWriter, e: HistoryEntry<PassengerChange>): string {
  if (e.kind === "unknown") return unknownLine(c, e.item);
  const x = e.entry;
  const { t } = c;
  const field = fieldWord(c, x.field ?? "");
  const hidden = !c.personal && PERSONAL_FIELD.test(x.field ?? "");
  const change =
    hidden ? t("history-change-hidden", { field })
    : x.oldValue != null && x.newValue != null ? t("history-change-values", { field, old: fieldValue(c, x.field ?? "", x.oldValue), new: fieldValue(c, x.field ?? "", x.newValue) })
    : x.newValue != null ? t("history-change-new", { field, new: fieldValue(c, x.field ?? "", x.newValue) })
    : t("history-change-field", { field });
  const when = at(c, x.at);
  return sentence(c, [
    x.name ? t("history-change-of", { name: oneLine(x.name), change }) : change,
    when ? t("history-on", { time: when }) : null,
    x.by ? t("history-by", { user: c.f.ltr(oneLine(x.by)) }) : null,
  ]);
}

export function flightChangeLine(c: EventsWriter, e: HistoryEntry<FlightChange>): string {
  if (e.kind === "unknown") return unknownLine(c, e.item);
  const x = e.entry;
  const { t, f } = c;
  const when = at(c, x.at);
  return sentence(c, [
    t("history-flight-moved", {
      route: x.origin && x.destination ? route(f, x.origin, x.destination) : "—",
      old: x.oldFlight ? flightCode(f, x.airline, x.oldFlight) : "?",
      oldDate: localFlightTime(f, x.oldDate),
      new: x.newFlight ? flightCode(f, x.airline, x.newFlight) : "?",
      newDate: localFlightTime(f, x.newDate),
    }),
    when ? t("history-on", { time: when }) : null,
    x.reason ? t("history-flight-reason", { reason: oneLine(x.reason) }) : null,
  ]);
}
