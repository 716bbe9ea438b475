import { describeAircraft } from "../../supplier/aircraft.js";
import type { AircraftListResponse } from "../../supplier/client.js";
import { bold, escapeHtml } from "./html.js";
import type { Rendered, Translate } from "./types.js";

/** The fleet, one compact line per aircraft, built from whatever fields the supplier sent. */
export function renderAircraft(items: AircraftListResponse, t: Translate): Rendered {
  if (items.length === 0) return { text: t("aircraft-none") };
  const lines = items.map((item, i) => `${i + 1}. ${describe(item, t)}`);
  return { text: `${t("aircraft-title", { count: items.length })}\n${lines.join("\n")}` };
}

function describe(item: AircraftListResponse[number], t: Translate): string {
  const { details, inactive } = describeAircraft(item);
  // Bare numbers mean little on a phone: a seat count gets a "N seats" label.
  const [first, ...rest] = details.map((detail) => ("seats" in detail ? t("aircraft-seats", { count: detail.seats }) : escapeHtml(detail.value)));
  const marker = inactive ? ` (${t("aircraft-inactive")})` : "";
  return `${bold(first ?? "?")}${rest.length ? " · " + rest.join(" · ") : ""}${marker}`;
}
