import { InlineKeyboard } from "grammy";
import type { AlertLeg, BookingAlert, CancellationAlert, OtherAlert, StoredAlert } from "../../store/store.js";
import { deepLink, encodeStartPayload } from "../../domain/start-payload.js";
import { buttons } from "../buttons.js";
import { AlertLines, type OmittedPart } from "./alert-lines.js";
import { paceAlertLines, paceKeyboard } from "./pace-alert.js";
import { ageType, counted, legDate, legName, otherReference, otherWhat, passengerCounts, shown } from "./alert-parts.js";
import type { Format } from "./format.js";
import type { Rendered, Translate } from "./types.js";

export interface AlertView {
  alert: StoredAlert;
  /** Who may press the buttons. */
  owner: number;
  /**
   * In a group, the bot's username: its members read the booking through a link to their own
   * private chat with the bot (a deep link), not through a button only `owner` may press.
   */
  linkBot?: string;
  /** FLIGHT_CONTROL=on: a pace alert offers its flight's control screen. */
  flightControl?: boolean;
}

export interface RenderedAlert extends Rendered {
  /** Parts that could not be rendered and were left out (the notifier logs and counts them); empty text: nothing could be. */
  omitted: OmittedPart[];
}

/**
 * One alert as one message, under Telegram's length limit (a long list of flights or
 * passengers is cut, saying how many more). Flight dates and times are airport-local, said so;
 * the supplier's UTC times are instants in the display zone, named once. Numbers and dates in
 * the reader's digits and calendar (`f`). Never throws: a part that cannot be rendered is left out.
 */
export function renderAlert(view: AlertView, t: Translate, f: Format): RenderedAlert {
  const { body } = view.alert;
  const lines = new AlertLines(f.rtlLines);
  if (body.kind === "booking") bookingLines(lines, body, t, f);
  else if (body.kind === "cancellation") cancellationLines(lines, body, t, f);
  else if (body.kind === "pace") paceAlertLines(lines, body, t, f);
  else otherLines(lines, body, view.alert.at, t, f);
  const text = lines.text();
  const keyboard =
    text === ""
      ? undefined
      : body.kind === "pace"
        ? paceKeyboard(body, view.owner, t, { flightControl: view.flightControl ?? false })
        : view.linkBot !== undefined
          ? historyLink(body, view.linkBot, t)
          : body.kind === "booking"
            ? historyButton(body.pnr, view.owner, t)
            : undefined;
  return { text, omitted: lines.omitted, ...(keyboard ? { keyboard } : {}) };
}

/** A PNR that cannot go in a button (a ':' in it, too long for 64 bytes) gets an alert without the button. */
function historyButton(pnr: string, owner: number, t: Translate): InlineKeyboard | undefined {
  const packed = buttons.alertHistory.pack(owner, { pnr });
  return packed.ok ? new InlineKeyboard().text(t("alert-history-button"), packed.data) : undefined;
}

/** "Open in private chat": the booking's history there, for sales and cancellations alike. */
function historyLink(body: BookingAlert | CancellationAlert | OtherAlert, bot: string, t: Translate): InlineKeyboard | undefined {
  if (body.kind === "other") return undefined;
  const payload = encodeStartPayload({ kind: "history", pnr: body.pnr });
  return payload === null ? undefined : new InlineKeyboard().url(t("alert-open-private"), deepLink(bot, payload));
}

/** "13 Dec 2026 13:45 (Iran Standard Time)": a UTC time of the supplier in the display zone, the zone named. */
const instant = (utc: string, f: Format): string => `${shown(f.instant(utc))} (${f.zoneName})`;

const legLine = (leg: AlertLeg, t: Translate, f: Format): string => t("alert-leg", { flight: legName(leg, f), date: legDate(leg, f) });

function bookingLines(lines: AlertLines, alert: BookingAlert, t: Translate, f: Format): void {
  lines.add("title", () => t("alert-booking-title", { pnr: shown(alert.pnr) }));
  lines.list("leg", alert.legs, (leg) => legLine(leg, t, f), (count) => t("alert-more-flights", counted(count, f)));
  lines.add("passengers", () => t("alert-passengers", { list: passengerCounts(alert.passengers, t, f) }));
  lines.add("total", () => t("alert-total", { amount: shown(f.money(alert.total, alert.currency)) }));
  if (alert.agency || alert.user) {
    lines.add("seller", () => t("alert-sold-by", { seller: [alert.agency, alert.user].filter((v): v is string => Boolean(v)).map(shown).join(" · ") }));
  }
  lines.add("channel", () => {
    const channel = t(`alert-channel-${alert.channel}`);
    return alert.gateway ? t("alert-channel-paid", { channel, gateway: shown(alert.gateway) }) : t("alert-channel", { channel });
  });
  lines.add("bookedAt", () => t("alert-booked-at", { time: instant(alert.bookedAt, f) }));
}

function cancellationLines(lines: AlertLines, alert: CancellationAlert, t: Translate, f: Format): void {
  const money = (amount: number) => shown(f.money(amount, alert.currency));
  lines.add("title", () => t("alert-cancel-title", { pnr: shown(alert.pnr) }));
  lines.add("leg", () => legLine(alert.leg, t, f));
  lines.add("cancelledBy", () => t("alert-cancelled-by", { user: shown(alert.cancelledBy ?? "—"), time: instant(alert.cancelledAt, f) }));
  lines.list(
    "passenger",
    alert.passengers,
    (p, i) =>
      [
        t("alert-cancel-passenger", { n: f.num(i + 1), name: shown(p.name), age: ageType(p.ageType, t), ticket: shown(p.ticket) }),
        t("alert-cancel-amounts", { penalty: money(p.penalty), percent: p.penaltyPercent === null ? "—" : f.num(p.penaltyPercent), refund: money(p.refund) }),
      ].join("\n"),
    (count) => t("alert-cancel-more", counted(count, f)),
    alert.morePassengers,
  );
}

function otherLines(lines: AlertLines, alert: OtherAlert, at: string, t: Translate, f: Format): void {
  lines.add("other", () => t("alert-other", { what: otherWhat(alert, t), reference: otherReference(alert), time: instant(at, f) }));
}
