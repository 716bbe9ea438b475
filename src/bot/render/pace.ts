import { InlineKeyboard } from "grammy";
import { spacedFlight } from "../../domain/flight-ref.js";
import type { XlsxColumn, XlsxSheet } from "../../desk/export/xlsx.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { MIN_HISTORY, ON_PACE_PERCENT, type Pace } from "../../domain/pace.js";
import { PACE_HISTORY_DAYS, type PaceRow, type PaceView } from "../pace/load.js";
import { loadOf } from "./flights.js";
import type { Format } from "./format.js";
import { bold, escapeHtml } from "./html.js";
import { details, footer, heading, paragraph, table, unbroken } from "./rich.js";
import { filterText, periodText } from "./sales.js";
import type { Rendered, Translate } from "./types.js";

/** Chart buttons under /pace at most. */
const CHART_BUTTONS = 10;

/**
 * /pace: per day, each flight's seats sold, load factor and pace against its route's usual
 * curve; its recent sales and the usual folded below. As HTML text, and as a table per day.
 */
export function renderPace(view: PaceView, owner: number, t: Translate, f: Format): Rendered {
  const period = periodText(view.args.first, view.args.last, f);
  const filters = filterText({ ...(view.args.route ? { route: view.args.route } : {}), ...(view.args.airline ? { airline: view.args.airline } : {}) }, t, f);
  const title = t("pace-title", { period });
  const about = filters ? [t("sales-filters", { filters })] : [];
  if (view.rows.length === 0) return { text: [title, ...about, "", t("pace-none")].join("\n") };

  const note = t("pace-note", { days: f.num(PACE_HISTORY_DAYS), needed: f.num(MIN_HISTORY), band: f.num(ON_PACE_PERCENT) });
  const unlisted = view.unlisted.length > 0 ? [t("pace-unlisted", { dates: f.list(view.unlisted.map((d) => f.date(d))) })] : [];
  const dates = [...new Set(view.rows.map((row) => row.date))];
  const text = [title, ...about];
  const blocks = [heading(title), ...about.map(paragraph)];
  for (const date of dates) {
    const rows = view.rows.filter((row) => row.date === date);
    text.push("", bold(escapeHtml(f.date(date))), ...rows.map((row) => flightLines(row, t, f)));
    blocks.push(
      heading(escapeHtml(f.date(date)), 3),
      table(
        ["pace-col-flight", "pace-col-sold", "pace-col-load", "pace-col-pace"].map((key) => t(key)),
        rows.map((row) => [flightCell(row, f), f.num(row.sold), loadCell(row, t, f), paceCell(row.pace, t, f)]),
        ["left", "right", "right", "right"],
      ),
    );
  }
  blocks.push(details(t("pace-more"), view.rows.map((row) => paragraph(`${bold(f.ltr(escapeHtml(spacedFlight(`${row.airline}${row.number}`))))} ${escapeHtml(f.date(row.date))}: ${figures(row, t, f)}`))));
  text.push("", ...unlisted, note);
  blocks.push(...unlisted.map(paragraph), footer(note));
  const { first, last, route, airline } = view.args;
  const packed = { first: first.replaceAll("-", ""), last: last.replaceAll("-", ""), route: route ? `${route.origin}${route.destination}` : "-", airline: airline ?? "-" };
  const keyboard = new InlineKeyboard();
  // A chart button per flight, for the first CHART_BUTTONS (a long period has more than a phone shows).
  view.rows.slice(0, CHART_BUTTONS).forEach((row, i) => {
    if (i > 0 && i % 2 === 0) keyboard.row();
    const at = { airline: row.airline, number: row.number, date: row.date, route: `${row.origin}${row.destination}` };
    addButton(keyboard, t("pace-chart-button", { flight: spacedFlight(`${row.airline}${row.number}`), date: f.date(row.date) }), buttons.paceChart.pack(owner, at));
  });
  addButton(keyboard.row(), t("pace-excel"), buttons.paceExport.pack(owner, packed));
  return { text: f.rtlLines(text.join("\n")), keyboard, rich: { blocks, rtl: f.lang !== "en" } };
}

/** The Excel sheet of /pace: a row per flight, every figure in a cell of its own. */
export function paceSheet(view: PaceView, t: Translate): XlsxSheet {
  const column = (key: string, kind: XlsxColumn["kind"], width?: number): XlsxColumn => ({ header: t(`pace-sheet-${key}`), key, kind, ...(width ? { width } : {}) });
  return {
    name: t("pace-sheet-name"),
    columns: [
      column("date", "date"),
      column("time", "text", 8),
      column("flight", "text", 10),
      column("route", "text", 10),
      column("sold", "integer"),
      column("infants", "integer"),
      column("seats", "integer"),
      column("seatsFrom", "text"),
      column("load", "integer"),
      column("lastDay", "integer"),
      column("lastWeek", "integer"),
      column("days", "integer"),
      column("usual", "amount"),
      column("pace", "integer"),
      column("pastFlights", "integer"),
    ],
    rows: view.rows.map((row) => ({
      date: row.date,
      time: row.time,
      flight: spacedFlight(`${row.airline}${row.number}`),
      route: `${row.origin}-${row.destination}`,
      sold: row.sold,
      infants: row.infants,
      seats: row.capacity,
      seatsFrom: row.seatsFrom === null ? null : t("pace-seats-from", { from: row.seatsFrom }),
      load: loadOf(row),
      lastDay: row.lastDay,
      lastWeek: row.lastWeek,
      days: row.days,
      usual: row.pace.kind === "unknown" ? null : row.pace.usual,
      pace: row.pace.kind === "unknown" ? null : row.pace.percent,
      pastFlights: row.pace.flights,
    })),
  };
}

/** The load in the table; "≈" when the seats are not the flight list's own. */
function loadCell(row: PaceRow, t: Translate, f: Format): string {
  const load = loadOf(row);
  if (load === null) return "–";
  const cell = t("pace-cell-load", { percent: f.num(load) });
  return row.seatsFrom === "list" ? cell : `≈${cell}`;
}

function flightCell(row: PaceRow, f: Format): string {
  return [row.time ? f.num(row.time) : null, bold(f.ltr(escapeHtml(unbroken(spacedFlight(`${row.airline}${row.number}`))))), f.ltr(escapeHtml(`${row.origin}-${row.destination}`))].filter((part) => part !== null).join(" ");
}

/** A flight in the HTML text: its head line, then its figures. */
function flightLines(row: PaceRow, t: Translate, f: Format): string {
  return `${flightCell(row, f).replaceAll("\u00a0", " ")}\n${figures(row, t, f)}`;
}

/** Sold (infants apart), load, recent sales and the pace with its usual. */
function figures(row: PaceRow, t: Translate, f: Format): string {
  const parts = [t("pace-sold", { count: row.sold, countText: f.num(row.sold) })];
  if (row.infants > 0) parts.push(t("flights-infants", { count: row.infants, countText: f.num(row.infants) }));
  const load = loadOf(row);
  if (load !== null) parts.push(row.seatsFrom === "list" ? t("flights-load", { percent: f.num(load), seats: f.num(row.capacity!) }) : t("pace-load-estimated", { percent: f.num(load), seats: f.num(row.capacity!), from: row.seatsFrom ?? "offered" }));
  parts.push(t("pace-lately", { day: f.num(row.lastDay), week: f.num(row.lastWeek) }));
  parts.push(paceText(row, t, f));
  return parts.join(" · ");
}

function paceText(row: PaceRow, t: Translate, f: Format): string {
  const { pace } = row;
  if (pace.kind === "unknown") return t("pace-unknown", { flights: f.num(pace.flights), needed: f.num(MIN_HISTORY) });
  return t("pace-usual", { verdict: paceCell(pace, t, f), usual: f.num(pace.usual), days: row.days, daysText: f.num(row.days), flights: f.num(pace.flights) });
}

function paceCell(pace: Pace, t: Translate, f: Format): string {
  if (pace.kind === "unknown") return "?";
  if (pace.kind === "on") return t("pace-cell-on");
  if (pace.percent === null) return t("pace-cell-ahead-of-none");
  return t(pace.kind === "ahead" ? "pace-cell-ahead" : "pace-cell-behind", { percent: f.num(Math.abs(pace.percent)) });
}
