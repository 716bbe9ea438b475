import { InlineKeyboard } from "grammy";
import type { BookingAlert, CancellationAlert, OtherAlert, StoredAlert } from "../../store/store.js";
import { encodeCallback } from "../callback-data.js";
import { flightName, otherReference, otherWhat, passengerCounts, routeName } from "./alert-parts.js";
import { escapeHtml } from "./html.js";
import { formatMoney } from "./money.js";
import { formatUtcIn } from "./time.js";
import type { Rendered, Translate } from "./types.js";

/** Callback kind of the History button under a booking alert: fields [pnr]. */
export const ALERT_HISTORY_BUTTON = "alh";

export interface AlertView {
  alert: StoredAlert;
  timeZone: string;
  /** Who may press the buttons. */
  owner: number;
}

/** One alert as one message. Flight dates are airport-local and shown as sent; UTC times in the display zone. */
export function renderAlert(view: AlertView, t: Translate): Rendered {
  const { body } = view.alert;
  if (body.kind === "booking") return renderBooking(body, view, t);
  if (body.kind === "cancellation") return { text: cancellationText(body, view.timeZone, t) };
  return { text: otherText(body, view.alert.at, view.timeZone, t) };
}

function renderBooking(alert: BookingAlert, view: AlertView, t: Translate): Rendered {
  const lines = [t("alert-booking-title", { pnr: escapeHtml(alert.pnr) })];
  for (const leg of alert.legs) lines.push(t("alert-leg", { route: routeName(leg), flight: flightName(leg), date: escapeHtml(leg.date) }));
  lines.push(
    t("alert-passengers", { list: passengerCounts(alert.passengers, t) }),
    t("alert-total", { amount: escapeHtml(formatMoney(alert.total, alert.currency)) }),
  );
  if (alert.agency || alert.user) {
    lines.push(t("alert-sold-by", { seller: [alert.agency, alert.user].filter(Boolean).map(escapeHtml).join(" · ") }));
  }
  const channel = t(`alert-channel-${alert.channel}`);
  lines.push(alert.gateway ? t("alert-channel-paid", { channel, gateway: escapeHtml(alert.gateway) }) : t("alert-channel", { channel }));
  lines.push(t("alert-booked-at", { time: escapeHtml(formatUtcIn(alert.bookedAt, view.timeZone)) }));
  const keyboard = new InlineKeyboard().text(t("alert-history-button"), encodeCallback(ALERT_HISTORY_BUTTON, view.owner, alert.pnr));
  return { text: lines.join("\n"), keyboard };
}

function cancellationText(alert: CancellationAlert, timeZone: string, t: Translate): string {
  const money = (amount: number) => escapeHtml(formatMoney(amount, alert.currency));
  const lines = [
    t("alert-cancel-title", { pnr: escapeHtml(alert.pnr) }),
    t("alert-leg", { route: routeName(alert.leg), flight: flightName(alert.leg), date: escapeHtml(alert.leg.date) }),
    t("alert-cancelled-by", { user: escapeHtml(alert.cancelledBy ?? "—"), time: escapeHtml(formatUtcIn(alert.cancelledAt, timeZone)) }),
  ];
  alert.passengers.forEach((p, i) => {
    lines.push(
      t("alert-cancel-passenger", { n: i + 1, name: escapeHtml(p.name), age: escapeHtml(p.ageType), ticket: escapeHtml(p.ticket) }),
      t("alert-cancel-amounts", { penalty: money(p.penalty), percent: p.penaltyPercent ?? "—", refund: money(p.refund) }),
    );
  });
  if (alert.morePassengers > 0) lines.push(t("alert-cancel-more", { count: alert.morePassengers }));
  return lines.join("\n");
}

function otherText(alert: OtherAlert, at: string, timeZone: string, t: Translate): string {
  return t("alert-other", { what: otherWhat(alert, t), reference: otherReference(alert), time: escapeHtml(formatUtcIn(at, timeZone)) });
}
