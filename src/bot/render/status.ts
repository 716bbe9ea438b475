import { InlineKeyboard } from "grammy";
import { ageGroup, type BookingLeg } from "../../supplier/booking-history.js";
import type { StatusResponse } from "../../supplier/schemas/booking.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { escapeHtml } from "./html.js";
import { ageWord, legLine, oneLine, type BookingWriter } from "./history-parts.js";
import type { Rendered } from "./types.js";

/** StatusId 1 with StatusDesc OK is the only state the interface describes: the booking was issued. */
const ISSUED = 1;

/** StatusDesc words the supplier is seen to send; other text is shown as sent. */
const DESC_KEYS: Readonly<Record<string, string>> = { ok: "status-desc-ok", failed: "status-desc-failed" };

/** The states said in words alone (StatusId with the StatusDesc it goes with); any other shows both as sent. */
const KNOWN_STATES: Readonly<Record<string, string>> = { "1|ok": "status-issued-ok", "2|failed": "status-not-issued-failed" };

/**
 * /status: the outcome of a booking request, its PNR (with the way to its full history), why it
 * failed, who sent it when the bot did (`madeBy`), and who is on it: one line per passenger and
 * one per ticket. Documents are /history's.
 */
export function renderStatus(ref: string, status: StatusResponse, c: BookingWriter, owner: number, madeBy?: string): Rendered {
  const { t, f } = c;
  const descKey = DESC_KEYS[(status.StatusDesc ?? "").trim().toLowerCase()];
  const state = { desc: descKey ? t(descKey) : oneLine(status.StatusDesc ?? "—"), id: f.num(status.StatusId) };
  const pnr = status.LocalPnr?.trim() ?? "";
  const lines = [
    t("status-title", { ref: f.ltr(escapeHtml(ref)) }),
    t(KNOWN_STATES[`${status.StatusId}|${(status.StatusDesc ?? "").trim().toLowerCase()}`] ?? (status.StatusId === ISSUED ? "status-issued" : "status-other"), state),
    pnr ? t("status-pnr", { pnr: oneLine(pnr) }) : t("status-no-pnr"),
  ];
  if (status.FailReason?.trim()) lines.push(t("status-fail-reason", { reason: oneLine(status.FailReason) }));
  // A Book of the bot's own (/book): said by the caller, in the reader's words.
  if (madeBy) lines.push(madeBy);
  const passengers = status.PassengerList;
  if (passengers.length > 0) {
    lines.push("", t("status-passengers", { n: passengers.length, nText: f.num(passengers.length) }));
    passengers.forEach((p, i) => {
      lines.push(t("history-passenger", { index: f.num(i + 1), name: oneLine(`${p.FirstName} ${p.LastName}`), age: ageWord(t, ageGroup(p.AgeType)) }));
      for (const s of p.SegmentList) {
        const leg: BookingLeg = { airline: s.AirlineIataCode, flight: s.FlightNumber, date: s.FlightDate, origin: s.OriginIataCode, destination: s.DestinationIataCode };
        lines.push(`   ${t("status-ticket", { leg: legLine(f, leg), ticket: oneLine(s.LocalTicketNumber) })}`);
      }
    });
    lines.push(t("status-local-times"));
  }
  if (!pnr) return { text: f.rtlLines(lines.join("\n")) };
  const keyboard = addButton(new InlineKeyboard(), t("status-button-history"), buttons.alertHistory.pack(owner, { pnr }));
  return { text: f.rtlLines(lines.join("\n")), keyboard };
}
