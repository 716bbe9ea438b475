import { InlineKeyboard } from "grammy";
import type { BookingAlert, CancellationAlert, OtherAlert, StoredAlert } from "../../store/store.js";
import { buttons } from "../buttons.js";
import { AlertLines, type OmittedPart } from "./alert-lines.js";
import { flightName, otherReference, otherWhat, passengerCounts, routeName, shown } from "./alert-parts.js";
import { formatMoney } from "./money.js";
import { formatUtcIn } from "./time.js";
import type { Rendered, Translate } from "./types.js";

export interface AlertView {
  alert: StoredAlert;
  timeZone: string;
  /** Who may press the buttons. */
  owner: number;
}

export interface RenderedAlert extends Rendered {
  /** Parts that could not be rendered and were left out (the notifier logs and counts them); empty text: nothing could be. */
  omitted: OmittedPart[];
}

/**
 * One alert as one message, under Telegram's length limit (a long list of flights or
 * passengers is cut, saying how many more). Flight dates are airport-local and shown as sent;
 * UTC times in the display zone. Never throws: a part that cannot be rendered is left out.
 */
export function renderAlert(view: AlertView, t: Translate): RenderedAlert {
  const { body } = view.alert;
  const lines = new AlertLines();
  if (body.kind === "booking") bookingLines(lines, body, view.timeZone, t);
  else if (body.kind === "cancellation") cancellationLines(lines, body, view.timeZone, t);
  else otherLines(lines, body, view.alert.at, view.timeZone, t);
  const text = lines.text();
  const keyboard = body.kind === "booking" && text !== "" ? historyButton(body.pnr, view.owner, t) : undefined;
  return { text, omitted: lines.omitted, ...(keyboard ? { keyboard } : {}) };
}

/** A PNR that cannot go in a button (a ':' in it, too long for 64 bytes) gets an alert without the button. */
function historyButton(pnr: string, owner: number, t: Translate): InlineKeyboard | undefined {
  const packed = buttons.alertHistory.pack(owner, { pnr });
  return packed.ok ? new InlineKeyboard().text(t("alert-history-button"), packed.data) : undefined;
}

function bookingLines(lines: AlertLines, alert: BookingAlert, timeZone: string, t: Translate): void {
  lines.add("title", () => t("alert-booking-title", { pnr: shown(alert.pnr) }));
  lines.list("leg", alert.legs, (leg) => t("alert-leg", { route: routeName(leg), flight: flightName(leg), date: shown(leg.date) }), (count) =>
    t("alert-more-flights", { count }),
  );
  lines.add("passengers", () => t("alert-passengers", { list: passengerCounts(alert.passengers, t) }));
  lines.add("total", () => t("alert-total", { amount: shown(formatMoney(alert.total, alert.currency)) }));
  if (alert.agency || alert.user) {
    lines.add("seller", () => t("alert-sold-by", { seller: [alert.agency, alert.user].filter((v): v is string => Boolean(v)).map(shown).join(" · ") }));
  }
  lines.add("channel", () => {
    const channel = t(`alert-channel-${alert.channel}`);
    return alert.gateway ? t("alert-channel-paid", { channel, gateway: shown(alert.gateway) }) : t("alert-channel", { channel });
  });
  lines.add("bookedAt", () => t("alert-booked-at", { time: shown(formatUtcIn(alert.bookedAt, timeZone)) }));
}

function cancellationLines(lines: AlertLines, alert: CancellationAlert, timeZone: string, t: Translate): void {
  const money = (amount: number) => shown(formatMoney(amount, alert.currency));
  lines.add("title", () => t("alert-cancel-title", { pnr: shown(alert.pnr) }));
  lines.add("leg", () => t("alert-leg", { route: routeName(alert.leg), flight: flightName(alert.leg), date: shown(alert.leg.date) }));
  lines.add("cancelledBy", () => t("alert-cancelled-by", { user: shown(alert.cancelledBy ?? "—"), time: shown(formatUtcIn(alert.cancelledAt, timeZone)) }));
  lines.list(
    "passenger",
    alert.passengers,
    (p, i) =>
      [
        t("alert-cancel-passenger", { n: i + 1, name: shown(p.name), age: shown(p.ageType), ticket: shown(p.ticket) }),
        t("alert-cancel-amounts", { penalty: money(p.penalty), percent: p.penaltyPercent ?? "—", refund: money(p.refund) }),
      ].join("\n"),
    (count) => t("alert-cancel-more", { count }),
    alert.morePassengers,
  );
}

function otherLines(lines: AlertLines, alert: OtherAlert, at: string, timeZone: string, t: Translate): void {
  lines.add("other", () => t("alert-other", { what: otherWhat(alert, t), reference: otherReference(alert), time: shown(formatUtcIn(at, timeZone)) }));
}
