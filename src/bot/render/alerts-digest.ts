import type { AlertLeg, StoredAlert } from "../../store/store.js";
import { flightName, otherReference, otherWhat, passengerCounts, routeName } from "./alert-parts.js";
import { escapeHtml } from "./html.js";
import { formatMoney } from "./money.js";
import { TELEGRAM_TEXT_LIMIT } from "./split.js";
import { formatUtcIn } from "./time.js";
import type { Translate } from "./types.js";

/**
 * Several alerts in one message, one line each, when many wait for the same chat: a burst of
 * sales reaches a group in a few messages instead of hundreds. The HTML is measured (it is
 * longer than the text Telegram counts), so a digest is always under the limit.
 */
const DIGEST_LIMIT = TELEGRAM_TEXT_LIMIT - 96;

export interface Digest {
  text: string;
  /** How many of the given alerts it holds, from the first: at least one. */
  count: number;
}

export function renderDigest(alerts: readonly StoredAlert[], timeZone: string, t: Translate, limit = DIGEST_LIMIT): Digest {
  // Room for the title, whose count is only known at the end.
  const room = limit - t("alerts-digest-title", { count: 99_999 }).length - 1;
  const lines: string[] = [];
  let length = 0;
  for (const alert of alerts) {
    const line = digestLine(alert, timeZone, t);
    if (lines.length > 0 && length + line.length + 1 > room) break;
    lines.push(line);
    length += line.length + 1;
  }
  return { text: [t("alerts-digest-title", { count: lines.length }), ...lines].join("\n"), count: lines.length };
}

function digestLine(alert: StoredAlert, timeZone: string, t: Translate): string {
  const { body } = alert;
  if (body.kind === "booking") {
    return t("alerts-digest-booking", {
      pnr: escapeHtml(body.pnr),
      flight: legsText(body.legs, t),
      passengers: passengerCounts(body.passengers, t),
      amount: escapeHtml(formatMoney(body.total, body.currency)),
    });
  }
  if (body.kind === "cancellation") {
    return t("alerts-digest-cancellation", {
      pnr: escapeHtml(body.pnr),
      flight: legsText([body.leg], t),
      count: body.passengers.length + body.morePassengers,
      refund: escapeHtml(formatMoney(body.refundTotal, body.currency)),
    });
  }
  return t("alerts-digest-other", { what: otherWhat(body, t), reference: otherReference(body), time: escapeHtml(formatUtcIn(alert.at, timeZone)) });
}

/** The first flight in full; the others of a round trip or multi-city booking counted. */
function legsText(legs: readonly AlertLeg[], t: Translate): string {
  const [first, ...rest] = legs;
  if (!first) return "—";
  const text = `${routeName(first)} · ${flightName(first)} · ${escapeHtml(first.date)}`;
  return rest.length > 0 ? `${text} ${t("alerts-digest-more-flights", { count: rest.length })}` : text;
}
