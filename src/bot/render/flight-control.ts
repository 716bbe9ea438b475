import { InlineKeyboard } from "grammy";
import { MAX_SEAT_CAPACITY, type FieldDifference } from "../../domain/flight-control.js";
import type { FlightProposal } from "../../ledger/flight-proposals.js";
import type { ControlledFlight } from "../../supplier/client.js";
import type { WireFlight } from "../../supplier/schemas/flight-control.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import type { Format } from "./format.js";
import { bold, escapeHtml } from "./html.js";
import { clipHtml } from "./search-text.js";
import type { Rendered, Translate } from "./types.js";

/** A supplier value (remarks, an error's words) in an outcome: several fit one message. */
const VALUE_HTML_MAX = 400;

/**
 * Flight control's screens: a flight as Bot Flight GetList reads it with its control
 * buttons, a proposal as its maker and its checkers see it, and where an approved one ended.
 * Values from the supplier are escaped; flight times are local and shown as sent.
 */

interface Words {
  t: Translate;
  f: Format;
}

/** The flight and where it flies, as every screen names it. */
interface Subject {
  airline: string;
  flightNumber: string;
  origin: string;
  destination: string;
  date: string;
}

const flightOf = (s: Subject, f: Format) => bold(f.ltr(escapeHtml(`${s.airline}${s.flightNumber}`)));
const routeOf = (s: Subject, f: Format) => f.ltr(escapeHtml(`${s.origin}-${s.destination}`));

/** A flight of GetList as a Subject. */
export function subjectOf(flight: ControlledFlight): Subject {
  return {
    airline: flight.AirlineIataCode,
    flightNumber: flight.FlightNumber,
    origin: flight.OriginIataCode,
    destination: flight.DestinationIataCode,
    date: flight.DepartureDateTime.slice(0, 10),
  };
}

/** The control screen: capacity, visibility to sub-agencies, times, remarks; 🔒/🔓 and ✏️ for `owner`. `sold`: per the ledger, null when it has none. */
export function renderFlightScreen(flight: ControlledFlight, sold: number | null, owner: number, { t, f }: Words): Rendered {
  const s = subjectOf(flight);
  const time = (at: string | null | undefined) => (at ? f.num(at.slice(11, 16)) : "?");
  const lines = [
    t("flight-title", { flight: flightOf(s, f), route: routeOf(s, f), date: f.date(s.date) }),
    t("flight-times", { departs: time(flight.DepartureDateTime), arrives: time(flight.ArrivalDateTime) }),
    `${t("flight-capacity", { capacity: f.num(flight.SeatCapacity) })} · ${sold === null ? t("flight-sold-unknown") : t("flight-sold", { sold: f.num(sold) })}`,
    t(flight.HideFlightFromSubsidiaryAgencies ? "flight-hidden" : "flight-visible"),
    ...(flight.PublicRemarks ? [t("flight-remarks", { remarks: escapeHtml(flight.PublicRemarks) })] : []),
    "",
    t("flight-note"),
  ];
  const at = { flight: String(flight.Id), date: s.date, route: `${s.origin}${s.destination}` };
  const keyboard = new InlineKeyboard();
  const hidden = flight.HideFlightFromSubsidiaryAgencies;
  addButton(keyboard, t(hidden ? "flight-button-open" : "flight-button-close"), buttons.flightAction.pack(owner, { ...at, action: hidden ? "o" : "c" }));
  addButton(keyboard, t("flight-button-capacity"), buttons.flightAction.pack(owner, { ...at, action: "k" }));
  return { text: lines.join("\n"), keyboard };
}

/** The question of the capacity flow. */
export function renderCapacityQuestion(flight: ControlledFlight, sold: number | null, { t, f }: Words): string {
  const s = subjectOf(flight);
  return t("flight-ask-capacity", {
    flight: flightOf(s, f),
    capacity: f.num(flight.SeatCapacity),
    min: f.num(sold ?? 0),
    max: f.num(MAX_SEAT_CAPACITY),
    sold: sold === null ? t("flight-ask-sold-unknown") : t("flight-ask-sold", { sold: f.num(sold) }),
  });
}

/** What a proposal changes, in a line: "close IR1234 THR-MHD of 2 Dec 2026 to sub-agencies". */
export function changeText(p: Pick<FlightProposal, "change" | "oldData"> & Subject, { t, f }: Words): string {
  const vars = { flight: flightOf(p, f), route: routeOf(p, f), date: f.date(p.date) };
  if (p.change.seatCapacity !== undefined) {
    return t("flight-change-capacity", { ...vars, from: f.num(p.oldData.seatCapacity), to: f.num(p.change.seatCapacity) });
  }
  return t(p.change.hideFlightFromSubsidiaryAgencies ? "flight-change-close" : "flight-change-open", vars);
}

/** To the maker: the proposal is out, to how many admins, until when. */
export function renderProposed(p: FlightProposal, told: number, w: Words): string {
  const vars = { id: w.f.num(p.id), change: changeText(p, w), expires: w.f.instant(p.expiresAt), count: told, countText: w.f.num(told) };
  return told > 0 ? w.t("flight-proposed", vars) : w.t("flight-proposed-nobody", vars);
}

/** To each other admin: the proposal, with Approve and Reject for `owner`. */
export function renderRequest(p: FlightProposal, owner: number, w: Words): Rendered {
  const text = w.t("flight-request", { id: w.f.num(p.id), name: escapeHtml(p.proposer.name), change: changeText(p, w), expires: w.f.instant(p.expiresAt) });
  const keyboard = new InlineKeyboard();
  addButton(keyboard, w.t("flight-button-approve"), buttons.flightProposal.pack(owner, { proposal: p.id, decision: "a" }));
  addButton(keyboard, w.t("flight-button-reject"), buttons.flightProposal.pack(owner, { proposal: p.id, decision: "r" }));
  return { text, keyboard };
}

/** Why a tap on Approve or Reject changed nothing: the proposal is past waiting. Plain text, for a toast. */
export function decidedText(p: FlightProposal, w: Words): string {
  const id = w.f.num(p.id);
  if (p.state === "expired" && p.detail?.proposerLeft) return w.t("flight-lapsed-proposer", { id, name: p.proposer.name });
  if (p.state === "expired") return w.t("flight-already-expired", { id, expires: w.f.instant(p.expiresAt) });
  return w.t(p.state === "rejected" ? "flight-already-rejected" : "flight-already-approved", { id, name: p.decider?.name ?? "?" });
}

/** Where an approved proposal ended (or a rejected one), for its maker and its checker alike. */
export function renderOutcome(p: FlightProposal, w: Words): string {
  const { t, f } = w;
  const d = p.detail ?? {};
  const vars = { id: f.num(p.id), change: changeText(p, w), message: clipHtml(d.message ?? "", VALUE_HTML_MAX), name: escapeHtml(p.decider?.name ?? "?"), look: lookAgain(p, f) };
  const lines: string[] = [];
  switch (p.state) {
    case "stale":
      lines.push(t(d.differences ? "flight-outcome-stale" : "flight-outcome-stale-supplier", vars));
      for (const diff of d.differences ?? []) lines.push(differenceLine(diff, "flight-difference-then-now", w));
      break;
    case "mismatch":
      lines.push(t("flight-outcome-mismatch", vars));
      for (const diff of d.differences ?? []) lines.push(differenceLine(diff, "flight-difference-wanted", w));
      break;
    case "unknown":
      lines.push(t(d.interrupted ? "flight-outcome-interrupted" : "flight-outcome-unknown", vars));
      break;
    case "unchecked":
      lines.push(t(d.gone ? "flight-outcome-unchecked-gone" : d.interrupted ? "flight-outcome-unchecked-interrupted" : "flight-outcome-unchecked", vars));
      break;
    case "not-sent":
      if (d.sold !== undefined) lines.push(t("flight-outcome-below-sold", { ...vars, sold: f.num(d.sold), capacity: f.num(p.change.seatCapacity ?? 0) }));
      else lines.push(t(d.gone ? "flight-outcome-gone" : "flight-outcome-not-sent", vars));
      break;
    case "holds":
    case "refused":
    case "rejected":
    case "expired":
      lines.push(t(`flight-outcome-${p.state}`, vars));
      break;
    default:
      lines.push(t("flight-outcome-pending", vars));
  }
  if (d.read && p.state !== "holds") lines.push(t("flight-read-now", readVars(d.read, w)));
  return lines.join("\n");
}

/** "/flight IR1234 2026-12-02": the command that shows the flight now. */
function lookAgain(p: Subject, f: Format): string {
  return f.ltr(`<code>/flight ${escapeHtml(`${p.airline}${p.flightNumber}`)} ${p.date}</code>`);
}

function readVars(read: WireFlight, { t, f }: Words) {
  return { capacity: f.num(read.seatCapacity), visibility: t(read.hideFlightFromSubsidiaryAgencies ? "flight-value-closed" : "flight-value-open") };
}

function differenceLine(diff: FieldDifference, key: string, { t, f }: Words): string {
  const value = (v: string) => {
    if (diff.field === "hideFlightFromSubsidiaryAgencies") return t(v === "true" ? "flight-value-closed" : "flight-value-open");
    return v === "" ? "—" : f.ltr(clipHtml(v, VALUE_HTML_MAX));
  };
  return t(key, { field: t(`flight-field-${diff.field}`), before: value(diff.before), after: value(diff.after) });
}
