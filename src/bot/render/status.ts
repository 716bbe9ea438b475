import type { StatusResponse } from "../../supplier/schemas/booking.js";
import { escapeHtml } from "./html.js";
import { oneLine, passengerLines, segmentHeadline } from "./history-parts.js";
import type { Rendered, Translate } from "./types.js";

/** StatusId 1 with StatusDesc OK is the only state the interface describes: the booking was issued. */
const ISSUED = 1;

/**
 * /status: the outcome of a booking request, its PNR, why it failed, and who is on it.
 * `personal`: national ids and passports, shown in a private chat only.
 */
export function renderStatus(ref: string, status: StatusResponse, t: Translate, personal: boolean): Rendered {
  const state = { desc: oneLine(status.StatusDesc), id: String(status.StatusId) };
  const lines = [
    t("status-title", { ref: escapeHtml(ref) }),
    t(status.StatusId === ISSUED ? "status-issued" : "status-other", state),
    status.LocalPnr?.trim() ? t("status-pnr", { pnr: oneLine(status.LocalPnr) }) : t("status-no-pnr"),
  ];
  if (status.FailReason?.trim()) lines.push(t("status-fail-reason", { reason: oneLine(status.FailReason) }));
  if (status.PassengerList.length > 0) {
    lines.push("", t("history-passengers", { count: status.PassengerList.length }));
    status.PassengerList.forEach((p, i) => {
      lines.push(...passengerLines(p, i, t, personal));
      for (const s of p.SegmentList) lines.push(`${segmentHeadline(s)} · ${t("booking-ticket", { ticket: oneLine(s.LocalTicketNumber) })}`);
    });
  }
  return { text: lines.join("\n") };
}
