/**
 * The arguments of /sales: a period (period.ts reads it) and filters `route=THR-MHD`,
 * `airline=IR`, `agency=NAME` (an agency's name may have spaces: the words after agency= that
 * are not a filter belong to it). Pure, never throws.
 */
import { parseRoute } from "./flight-ref.js";
import { normalizeCode } from "./iata.js";
import { normalizeUserText, printableSnippet } from "./user-text.js";

export interface SalesArgs {
  /** What is left for parseSalesPeriod; "" is today. */
  periodText: string;
  route?: { origin: string; destination: string };
  airline?: string;
  agency?: string;
}

/** filter: a key we do not know. route, airline, agency: its value is not one. */
export type SalesArgsError = "filter" | "route" | "airline" | "agency";

export type SalesArgsResult = { ok: true; args: SalesArgs } | { ok: false; reason: SalesArgsError; part: string };

const FILTER = /^([^=\s]+)=(.*)$/;
/** Two letters or digits, not two digits (IR, W5, 4B). */
const AIRLINE = /^(?![0-9]{2}$)[A-Z0-9]{2}$/;

export function parseSalesArgs(text: string): SalesArgsResult {
  const period: string[] = [];
  const values: Record<string, string[]> = {};
  let last: string | null = null;
  for (const word of normalizeUserText(text).trim().split(/\s+/).filter(Boolean)) {
    const filter = FILTER.exec(word);
    if (filter) {
      const key = filter[1]!.toLowerCase();
      if (key !== "route" && key !== "airline" && key !== "agency") return { ok: false, reason: "filter", part: printableSnippet(word) };
      values[key] = [filter[2]!];
      last = key;
    } else if (last === "agency") values["agency"]!.push(word);
    else period.push(word);
  }
  const args: SalesArgs = { periodText: period.join(" ") };
  if (values["route"]) {
    const route = parseRoute(values["route"].join(" "));
    if (!route.ok) return { ok: false, reason: "route", part: printableSnippet(values["route"].join(" ")) };
    args.route = { origin: route.origin, destination: route.destination };
  }
  if (values["airline"]) {
    const airline = normalizeCode(values["airline"].join(" "));
    if (!AIRLINE.test(airline)) return { ok: false, reason: "airline", part: printableSnippet(values["airline"].join(" ")) };
    args.airline = airline;
  }
  if (values["agency"]) {
    const agency = values["agency"].join(" ").trim();
    if (agency === "") return { ok: false, reason: "agency", part: "" };
    args.agency = agency;
  }
  return { ok: true, args };
}
