import type { AlertLeg, StoredAlert } from "../../store/store.js";
import { ALERT_LIMIT } from "./alert-lines.js";
import { flightName, otherReference, otherWhat, passengerCounts, routeName, shown } from "./alert-parts.js";
import { formatMoney } from "./money.js";
import { formatUtcIn } from "./time.js";
import type { Translate } from "./types.js";

/**
 * Several alerts in one message, one line each, when many wait for the same chat: a burst of
 * sales reaches a group in a few messages instead of hundreds. The HTML is measured (it is
 * longer than the text Telegram counts), so a digest is always under the limit.
 */
export interface Digest {
  /** Empty when no line of the alerts it takes could be rendered. */
  text: string;
  /** How many of the given alerts it takes, from the first: at least one. */
  count: number;
  /** Event ids among those taken whose line could not be rendered: left out, never retried. */
  failed: number[];
}

export function renderDigest(alerts: readonly StoredAlert[], timeZone: string, t: Translate, limit = ALERT_LIMIT): Digest {
  // Room for the title, whose count is only known at the end.
  const room = limit - t("alerts-digest-title", { count: 99_999 }).length - 1;
  const lines: string[] = [];
  const failed: number[] = [];
  let length = 0;
  let count = 0;
  for (const alert of alerts) {
    let line: string;
    try {
      line = digestLine(alert, timeZone, t);
    } catch {
      // One alert that cannot be rendered must not hold up the others.
      failed.push(alert.eventId);
      count++;
      continue;
    }
    if (lines.length > 0 && length + line.length + 1 > room) break;
    lines.push(line);
    length += line.length + 1;
    count++;
  }
  const text = lines.length > 0 ? [t("alerts-digest-title", { count: lines.length }), ...lines].join("\n") : "";
  return { text, count, failed };
}

function digestLine(alert: StoredAlert, timeZone: string, t: Translate): string {
  const { body } = alert;
  if (body.kind === "booking") {
    return t("alerts-digest-booking", {
      pnr: shown(body.pnr),
      flight: legsText(body.legs, t),
      passengers: passengerCounts(body.passengers, t),
      amount: shown(formatMoney(body.total, body.currency)),
    });
  }
  if (body.kind === "cancellation") {
    return t("alerts-digest-cancellation", {
      pnr: shown(body.pnr),
      flight: legsText([body.leg], t),
      count: body.passengers.length + body.morePassengers,
      refund: shown(formatMoney(body.refundTotal, body.currency)),
    });
  }
  return t("alerts-digest-other", { what: otherWhat(body, t), reference: otherReference(body), time: shown(formatUtcIn(alert.at, timeZone)) });
}

/** The first flight in full; the others of a round trip or multi-city booking counted. */
function legsText(legs: readonly AlertLeg[], t: Translate): string {
  const [first, ...rest] = legs;
  if (!first) return "—";
  const text = `${routeName(first)} · ${flightName(first)} · ${shown(first.date)}`;
  return rest.length > 0 ? `${text} ${t("alerts-digest-more-flights", { count: rest.length })}` : text;
}
