import type { AircraftListResponse } from "../../supplier/client.js";
import { bold, escapeHtml } from "./html.js";
import type { Rendered, Translate } from "./types.js";

/**
 * Fields shown first, in this order, when the supplier sends them (the reader has matched the
 * known ones in any case); the interface names none.
 */
const PREFERRED = ["Registration", "RegistrationNumber", "Name", "Model", "IataTypeCode", "TypeCode", "AirlineIataCode", "SeatCount", "Capacity"];
/** Bare numbers mean little on a phone: these get a "N seats" label. */
const SEAT_FIELDS = ["SeatCount", "Capacity"];

/** The fleet, one compact line per aircraft, built from whatever fields the supplier sent. */
export function renderAircraft(items: AircraftListResponse, t: Translate): Rendered {
  if (items.length === 0) return { text: t("aircraft-none") };
  const lines = items.map((item, i) => `${i + 1}. ${describe(item, t)}`);
  return { text: `${t("aircraft-title", { count: items.length })}\n${lines.join("\n")}` };
}

function describe(item: Record<string, unknown>, t: Translate): string {
  const scalar = (v: unknown) => typeof v === "string" || typeof v === "number";
  const keys = [...PREFERRED.filter((k) => k in item), ...Object.keys(item).filter((k) => !PREFERRED.includes(k))];
  const shown = keys.filter((k) => scalar(item[k]) && String(item[k]).trim() !== "" && !/id$/i.test(k));
  const [first, ...rest] = shown.map((k) =>
    SEAT_FIELDS.includes(k) && typeof item[k] === "number" ? t("aircraft-seats", { count: item[k] }) : escapeHtml(item[k]),
  );
  const inactive = item["IsActive"] === false ? ` (${t("aircraft-inactive")})` : "";
  return `${bold(first ?? "?")}${rest.length ? " · " + rest.join(" · ") : ""}${inactive}`;
}
