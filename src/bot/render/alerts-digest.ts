import type { AlertLeg, StoredAlert } from "../../store/store.js";
import { ALERT_LIMIT } from "./alert-lines.js";
import { counted, legDate, legName, otherReference, otherWhat, passengerCounts, shown } from "./alert-parts.js";
import type { Format } from "./format.js";
import type { Translate } from "./types.js";
import { paceTitle } from "./pace-alert.js";

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

export function renderDigest(alerts: readonly StoredAlert[], t: Translate, f: Format, limit = ALERT_LIMIT): Digest {
  // Room for the title, whose count is only known at the end, and the closing line: flight
  // times are airport-local, the others in the display zone (named once).
  const footer = (timed: boolean) => t("alerts-digest-footer", { zone: f.zoneName, timed: timed ? "yes" : "no" });
  // (+ 4: a right-to-left mark opening each of them in fa/ar)
  const room = limit - t("alerts-digest-title", counted(99_999, f)).length - footer(true).length - 2 - 4;
  const lines: string[] = [];
  const failed: number[] = [];
  let length = 0;
  let count = 0;
  let timed = false;
  for (const alert of alerts) {
    let line: string;
    try {
      line = f.rtlLines(digestLine(alert, t, f));
    } catch {
      // One alert that cannot be rendered must not hold up the others.
      failed.push(alert.eventId);
      count++;
      continue;
    }
    if (lines.length > 0 && length + line.length + 1 > room) break;
    lines.push(line);
    timed ||= alert.body.kind === "other";
    length += line.length + 1;
    count++;
  }
  const text = lines.length > 0 ? f.rtlLines([t("alerts-digest-title", counted(lines.length, f)), ...lines, footer(timed)].join("\n")) : "";
  return { text, count, failed };
}

function digestLine(alert: StoredAlert, t: Translate, f: Format): string {
  const { body } = alert;
  if (body.kind === "booking") {
    return t("alerts-digest-booking", {
      pnr: shown(body.pnr),
      flight: legsText(body.legs, t, f),
      passengers: passengerCounts(body.passengers, t, f),
      amount: shown(f.money(body.total, body.currency)),
    });
  }
  if (body.kind === "cancellation") {
    return t("alerts-digest-cancellation", {
      pnr: shown(body.pnr),
      flight: legsText([body.leg], t, f),
      ...counted(body.passengers.length + body.morePassengers, f),
      refund: shown(f.money(body.refundTotal, body.currency)),
    });
  }
  if (body.kind === "pace") return paceTitle(body, t, f);
  // The zone is named once, in the closing line.
  return t("alerts-digest-other", { what: otherWhat(body, t), reference: otherReference(body), time: shown(f.instant(alert.at)) });
}

/** The first flight in full (airport-local, said so); the others of a round trip or multi-city booking counted. */
function legsText(legs: readonly AlertLeg[], t: Translate, f: Format): string {
  const [first, ...rest] = legs;
  if (!first) return "—";
  const text = t("alerts-digest-flight", { flight: legName(first, f), date: legDate(first, f) });
  return rest.length > 0 ? `${text} ${t("alerts-digest-more-flights", counted(rest.length, f))}` : text;
}
