import { describeAircraft } from "../../supplier/aircraft.js";
import type { AircraftListResponse } from "../../supplier/client.js";
import { bold, escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import type { Rendered, Translate } from "./types.js";

/** The fleet, one compact line per aircraft, built from whatever fields the supplier sent. */
export function renderAircraft(items: AircraftListResponse, t: Translate, f: Format): Rendered {
  if (items.length === 0) return { text: t("aircraft-none") };
  const lines = items.map((item, i) => `${f.num(i + 1)}. ${describe(item, t, f)}`);
  return { text: `${t("aircraft-title", { count: f.num(items.length) })}\n${lines.join("\n")}` };
}

/** The supplier's words (type, registration) as sent, isolated in a right-to-left line; counts in the reader's digits. */
function describe(item: AircraftListResponse[number], t: Translate, f: Format): string {
  const { details, inactive } = describeAircraft(item);
  // Bare numbers mean little on a phone: a seat count gets a "N seats" label.
  const [first, ...rest] = details.map((detail) => ("seats" in detail ? t("aircraft-seats", { n: detail.seats, count: f.num(detail.seats) }) : latinRun(escapeHtml(detail.value), f)));
  const marker = inactive ? ` (${t("aircraft-inactive")})` : "";
  return `${bold(first ?? "?")}${rest.length ? " · " + rest.join(" · ") : ""}${marker}`;
}

/** A Latin value ("B737-800 (EP-ABC)") isolated in a right-to-left line; a value in Persian or Arabic is left as it is. */
const latinRun = (value: string, f: Format): string => (/^[\x20-\x7E]*$/.test(value) ? f.ltr(value) : value);
