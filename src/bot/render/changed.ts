import { InlineKeyboard } from "grammy";
import type { ChangedPeriod } from "../../domain/changed-period.js";
import { oldDateOf } from "../../domain/changed-flights.js";
import { sumOfProducts } from "../../domain/decimal.js";
import type { Run, RunTicket } from "../../ledger/schedule-runs.js";
import { addButton } from "../callback-data.js";
import { buttons } from "../buttons.js";
import type { DeskFlight, DeskTicket } from "../changed/load.js";
import { code, escapeHtml } from "./html.js";
import { localFlightTime } from "./history-parts.js";
import { rejectedOn } from "./refund-follow.js";
import type { Format } from "./format.js";
import { TELEGRAM_TEXT_LIMIT } from "./split.js";
import type { Rendered, Translate } from "./types.js";

/** The schedule-change desk's screens (/changed). Every supplier text is escaped. */

/** Flights of the desk with buttons (two each): Telegram refuses more than 100 buttons under a message. */
const DESK_FLIGHT_BUTTONS = 48;
/** Bookings named in a run's summary; the others are counted. */
const SUMMARY_PNRS = 30;
/** Tickets per page of the picker: a button each. */
const PICK_PAGE = 40;

export interface Words {
  t: Translate;
  f: Format;
}

/** "IR 452" and "THR→MHD" of a flight. */
export function flightName(flight: Pick<DeskFlight, "airline" | "number">): string {
  return `${flight.airline} ${flight.number}`;
}
export function routeName(flight: Pick<DeskFlight, "origin" | "destination">): string {
  return `${flight.origin}→${flight.destination}`;
}

/**
 * The flights, each with its tickets and its two buttons; split by the sender at line boundaries.
 * `note` (ready HTML) comes first: what the desk could not read.
 */
export function renderDesk(flights: DeskFlight[], period: ChangedPeriod, owner: number, { t, f }: Words, note: string | null = null): Rendered {
  const dates = { from: f.date(period.from), to: f.date(period.to) };
  if (flights.length === 0) return { text: t("changed-none", dates) };
  const tickets = flights.reduce((n, fl) => n + fl.tickets.length, 0);
  const lines = [...(note ? [note, ""] : []), t("changed-title", { ...dates, flights: f.num(flights.length), tickets: f.num(tickets), ticketsN: tickets, n: flights.length })];
  const keyboard = new InlineKeyboard();
  let withButtons = 0;
  let withoutButtons = 0;
  for (const flight of flights) {
    lines.push("", flightHeader(flight, { t, f }));
    for (const ticket of flight.tickets) lines.push(ticketLine(ticket, { t, f }));
    const open = flight.tickets.filter((tk) => tk.status === "open").length;
    if (open === 0) continue;
    if (withButtons === DESK_FLIGHT_BUTTONS) {
      withoutButtons++;
      continue;
    }
    withButtons++;
    // Button labels are plain text, not HTML.
    const name = flightName(flight);
    const date = oldDateOf(flight);
    addButton(keyboard, t("changed-button-all", { count: f.num(open), flight: name, date: f.num(date.slice(5)) }), buttons.changedFlight.pack(owner, { mode: "a", date, key: flight.key }));
    addButton(keyboard, t("changed-button-pick", { flight: name, date: f.num(date.slice(5)) }), buttons.changedFlight.pack(owner, { mode: "p", date, key: flight.key })).row();
  }
  if (withoutButtons > 0) lines.push("", t("changed-buttons-cut", { shown: f.num(withButtons), count: f.num(withoutButtons) }));
  return { text: f.rtlLines(lines.join("\n")), keyboard };
}

function flightHeader(flight: Pick<DeskFlight, "airline" | "number" | "origin" | "destination" | "oldTime" | "newTime" | "changeType">, { t, f }: Words): string {
  return [
    t("changed-flight", { flight: f.ltr(escapeHtml(flightName(flight))), route: f.ltr(escapeHtml(routeName(flight))) }),
    movedLine(flight.oldTime, flight.newTime, flight.changeType, { t, f }),
  ].join("\n");
}

/** The supplier's kinds of change, in words; another kind is shown as sent. */
const CHANGE_KINDS = new Set(["DateChanged", "TimeChanged", "FlightChanged"]);

/** "was 2 Dec 2026 15:20 → now 3 Dec 2026 15:20 · the date changed": the times as /history writes them (Jalali first in Persian). */
export function movedLine(oldTime: string, newTime: string, changeType: string | null | undefined, { t, f }: Words): string {
  const kind = changeType ? ` · ${CHANGE_KINDS.has(changeType) ? t(`changed-kind-${changeType}`) : escapeHtml(changeType)}` : "";
  return t("changed-moved", { old: localFlightTime(f, oldTime, true), new: localFlightTime(f, newTime, true), type: kind });
}

function ticketLine(ticket: DeskTicket, { t, f }: Words): string {
  const vars = { pnr: code(escapeHtml(ticket.pnr)), ticket: f.ltr(escapeHtml(ticket.ticket)), passenger: escapeHtml(ticket.passenger) };
  if (ticket.status === "held") return t("changed-ticket-held", { ...vars, state: t(`changed-hold-${ticket.hold.result}`), who: escapeHtml(ticket.hold.userName) });
  const line = t(`changed-ticket-${ticket.status}`, vars);
  return ticket.status === "open" && ticket.rejectedAt ? `${line} · ${rejectedOn(ticket.rejectedAt, t, f)}` : line;
}

/** The run's one Confirm: how many tickets, which PNRs, the amounts as the supplier sold them. */
export function renderRunSummary(run: Run, owner: number, { t, f }: Words): Rendered {
  const chosen = run.tickets.filter((tk) => tk.selected);
  const pnrs = [...new Set(chosen.map((tk) => code(escapeHtml(tk.pnr))))];
  const pnrsShown = pnrs.slice(0, SUMMARY_PNRS).join(", ") + (pnrs.length > SUMMARY_PNRS ? ` ${t("changed-more", { count: f.num(pnrs.length - SUMMARY_PNRS) })}` : "");
  const head = [
    t("changed-summary-title", { count: f.num(chosen.length), n: chosen.length, flight: f.ltr(escapeHtml(run.flight)) }),
    movedLine(run.oldTime, run.newTime, null, { t, f }),
    t("changed-summary-why"),
    t("changed-summary-pnrs", { pnrs: pnrsShown }),
  ];
  const foot = [
    t("changed-summary-total", { total: f.money(sumOfProducts(chosen.map((tk) => [tk.amount, 1] as const)), run.currency) }),
    t("changed-summary-note"),
  ];
  const ticketLines = chosen.map((tk) => t("changed-summary-line", { pnr: code(escapeHtml(tk.pnr)), ticket: f.ltr(escapeHtml(tk.ticket)), amount: f.money(tk.amount, run.currency) }));
  const listed = fitting(ticketLines, TEXT_BUDGET - [...head, ...foot].join("\n").length);
  const more = chosen.length - listed.length;
  const lines = [...head, "", ...listed, ...(more > 0 ? [t("changed-more", { count: f.num(more) })] : []), "", ...foot];
  const keyboard = new InlineKeyboard();
  addButton(keyboard, t("changed-confirm"), buttons.changedRun.pack(owner, { run: run.id, action: "ok" }));
  addButton(keyboard, t("changed-cancel"), buttons.changedRun.pack(owner, { run: run.id, action: "x" }));
  return { text: f.rtlLines(lines.join("\n")), keyboard };
}

/** The picker's page (of PICK_PAGE tickets) that shows ticket `idx`. */
export function pickPageOf(idx: number): number {
  return Math.floor(idx / PICK_PAGE);
}

/**
 * Toggle buttons per ticket, PICK_PAGE tickets a page (a flight's 200 would pass Telegram's 100
 * buttons), turning pages, select all, continue (with the count of all pages), cancel.
 */
export function renderRunPicker(run: Run, owner: number, { t, f }: Words, page = 0): Rendered {
  const chosen = run.tickets.filter((tk) => tk.selected).length;
  const pages = Math.max(1, Math.ceil(run.tickets.length / PICK_PAGE));
  const current = Math.min(Math.max(page, 0), pages - 1);
  const lines = [t("changed-pick-title", { flight: f.ltr(escapeHtml(run.flight)) })];
  if (pages > 1) lines.push(t("changed-pick-page", { page: f.num(current + 1), pages: f.num(pages) }));
  const keyboard = new InlineKeyboard();
  for (const tk of run.tickets.slice(current * PICK_PAGE, (current + 1) * PICK_PAGE)) {
    const label = `${tk.selected ? "☑️" : "⬜"} ${tk.pnr} · ${tk.ticket}`;
    lines.push(`${tk.selected ? "☑️" : "⬜"} ${code(escapeHtml(tk.pnr))} · ${f.ltr(escapeHtml(tk.ticket))} · ${f.money(tk.amount, run.currency)}`);
    addButton(keyboard, label, buttons.changedRun.pack(owner, { run: run.id, action: "t", idx: tk.idx })).row();
  }
  if (current > 0) addButton(keyboard, "⬅️", buttons.changedRun.pack(owner, { run: run.id, action: "pg", idx: current - 1 }));
  if (current < pages - 1) addButton(keyboard, "➡️", buttons.changedRun.pack(owner, { run: run.id, action: "pg", idx: current + 1 }));
  if (pages > 1) keyboard.row();
  addButton(keyboard, t("changed-pick-all"), buttons.changedRun.pack(owner, { run: run.id, action: "all", idx: current }));
  addButton(keyboard, t("changed-pick-go", { count: f.num(chosen) }), buttons.changedRun.pack(owner, { run: run.id, action: "go" })).row();
  addButton(keyboard, t("changed-cancel"), buttons.changedRun.pack(owner, { run: run.id, action: "x" }));
  return { text: f.rtlLines(lines.join("\n")), keyboard };
}

/** Room kept under Telegram's limit for the lines around the tickets'. */
const TEXT_BUDGET = TELEGRAM_TEXT_LIMIT - 296;

/**
 * The run's one message: counts, then a line per ticket. A run too long for one message keeps
 * its counts and finished tickets there, the waiting ones counted; `full` is the whole list,
 * sent apart at the end when it did not fit.
 */
export function renderRunProgress(run: Run, { t, f }: Words): { text: string; full: string | null } {
  const chosen = run.tickets.filter((tk) => tk.state !== "skipped");
  const count = (...states: RunTicket["state"][]) => chosen.filter((tk) => states.includes(tk.state)).length;
  const counts = {
    flight: f.ltr(escapeHtml(run.flight)),
    done: f.num(count("done")),
    refused: f.num(count("refused")),
    unknown: f.num(count("unknown")),
    waiting: f.num(count("queued", "sending")),
  };
  const finished = run.status === "done";
  const head = [t(finished ? "changed-run-finished" : "changed-run-title", counts)];
  if (run.restarts > 0) head.push(t("changed-run-restarted"));
  const codes = chosen.flatMap((tk) => (tk.trackingCode ? [code(escapeHtml(tk.trackingCode))] : []));
  const tail = finished && codes.length > 0 ? ["", t("changed-tracking", { codes: codes.join(", ") })] : [];
  const lines = chosen.map((tk) => stateLine(tk, { t, f }));
  const whole = f.rtlLines([...head, "", ...lines, ...tail].join("\n"));
  if (whole.length <= TEXT_BUDGET) return { text: whole, full: null };
  const shown = chosen.filter((tk) => tk.state !== "queued").map((tk) => stateLine(tk, { t, f }));
  const kept = fitting(shown, TEXT_BUDGET - head.join("\n").length - 64);
  const more = chosen.length - kept.length;
  return { text: f.rtlLines([...head, "", ...kept, t("changed-more", { count: f.num(more) })].join("\n")), full: finished ? whole : null };
}

/**
 * A run's live progress as a draft in the agent's private chat: how many tickets are through,
 * and the one under way. Null once none is left.
 */
export function renderRunDraft(run: Run, { t, f }: Words): string | null {
  const chosen = run.tickets.filter((tk) => tk.state !== "skipped");
  const next = chosen.find((tk) => tk.state === "queued" || tk.state === "sending");
  if (!next) return null;
  const through = chosen.filter((tk) => tk.state !== "queued" && tk.state !== "sending").length;
  return f.rtlLines(
    t("changed-run-draft", { flight: f.ltr(escapeHtml(run.flight)), through: f.num(through), total: f.num(chosen.length), pnr: code(escapeHtml(next.pnr)), ticket: f.ltr(escapeHtml(next.ticket)) }),
  );
}

/** The first lines that fit in `budget` characters, one line break after each. */
function fitting(lines: readonly string[], budget: number): string[] {
  const kept: string[] = [];
  let size = 0;
  for (const line of lines) {
    if (size + line.length + 1 > budget) break;
    kept.push(line);
    size += line.length + 1;
  }
  return kept;
}

function stateLine(tk: RunTicket, { t, f }: Words): string {
  const vars = { pnr: code(escapeHtml(tk.pnr)), ticket: f.ltr(escapeHtml(tk.ticket)) };
  if (tk.state === "done") return tk.trackingCode ? t("changed-state-done", { ...vars, code: code(escapeHtml(tk.trackingCode)) }) : t("changed-state-done-nocode", vars);
  if (tk.state === "refused") return t("changed-state-refused", { ...vars, detail: detailText(tk.detail, t) });
  // An unclear answer's words, if it had any: the agent reads what the supplier said.
  if (tk.state === "unknown" && tk.detail) return t("changed-state-unknown-said", { ...vars, detail: detailText(tk.detail, t) });
  return t(`changed-state-${tk.state}`, vars);
}

/**
 * A refusal's detail as the run stored it: a word of ours ("refunded", "held", "not-saved",
 * "role", "quote"), or the supplier's own words after "supplier:", or a log reference after "ref:".
 */
function detailText(detail: string | null, t: Translate): string {
  if (!detail) return "—";
  const [kind, ...rest] = detail.split(":");
  const value = escapeHtml(rest.join(":").trim());
  if (kind === "supplier") return t("changed-detail-supplier", { message: value });
  if (kind === "ref") return t("changed-detail-failed", { ref: value });
  return t(`changed-detail-${kind}`);
}
