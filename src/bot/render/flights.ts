import { InlineKeyboard } from "grammy";
import { addButton } from "../callback-data.js";
import { buttons } from "../buttons.js";
import type { Board, BoardRow, Offer } from "../flights/board.js";
import type { Format } from "./format.js";
import { bold, escapeHtml } from "./html.js";
import { details, footer, heading, paragraph, table, unbroken, type RichScreen } from "./rich.js";
import { spacedFlight } from "../../domain/flight-ref.js";
import type { Rendered, Translate } from "./types.js";

/** Manifest buttons under a board at most (a day of a busy operator has more flights than a phone shows). */
const MAX_BUTTONS = 30;
const BUTTONS_PER_ROW = 3;

/**
 * /flights: one block per flight (departure, flight, route; sold, infants, cancelled, offered,
 * load factor) and a button per flight to its manifest; with `control` (an admin, FLIGHT_CONTROL=on)
 * also one to its control screen. `owner`: who may press them.
 */
export function renderFlights(board: Board, owner: number, t: Translate, f: Format, control = false): Rendered {
  const date = escapeHtml(f.date(board.date));
  const route = board.route ? f.ltr(`${board.route.origin}-${board.route.destination}`) : null;
  if (board.rows.length === 0) return { text: route ? t("flights-none-route", { date, route }) : t("flights-none", { date }) };

  const title = route ? t("flights-title-route", { date, route }) : t("flights-title", { date, count: board.rows.length, countText: f.num(board.rows.length) });
  const blocks = board.rows.map((row) => flightBlock(row, t, f));
  const keyboard = new InlineKeyboard();
  board.rows.slice(0, MAX_BUTTONS).forEach((row, i) => {
    if (i > 0 && i % BUTTONS_PER_ROW === 0) keyboard.row();
    addButton(keyboard, t("flights-manifest-button", { flight: `${row.airline}${row.number}` }), buttons.flightManifest.pack(owner, { airline: row.airline, number: row.number, date: board.date }));
  });
  if (control) {
    board.rows.slice(0, MAX_BUTTONS).forEach((row, i) => {
      if (i % BUTTONS_PER_ROW === 0) keyboard.row();
      const at = { airline: row.airline, number: row.number, date: board.date, route: `${row.origin}${row.destination}` };
      addButton(keyboard, t("flight-board-button", { flight: `${row.airline}${row.number}` }), buttons.flightControl.pack(owner, at));
    });
  }
  return { text: [title, ...blocks, t("flights-note")].join("\n\n"), keyboard, rich: boardRich(board, title, t, f) };
}

/**
 * The board as a rich table a phone shows whole: a row per flight (its time and number, route,
 * sold, offered, load), the other figures folded below.
 */
function boardRich(board: Board, title: string, t: Translate, f: Format): RichScreen {
  const rows = board.rows.map((row) => [
    [row.time ? f.num(row.time) : null, bold(f.ltr(escapeHtml(unbroken(spacedFlight(`${row.airline}${row.number}`)))))].filter((part) => part !== null).join(" "),
    f.ltr(escapeHtml(`${row.origin}-${row.destination}`)),
    f.num(row.sold),
    offerCell(row.offer, t, f),
    loadOf(row) === null ? "–" : t("flights-cell-load", { percent: f.num(loadOf(row)!) }),
  ]);
  const more = board.rows.flatMap((row) => {
    const figures = [
      row.infants > 0 ? t("flights-infants", { count: row.infants, countText: f.num(row.infants) }) : null,
      row.cancelled > 0 ? t("flights-cancelled", { count: row.cancelled, countText: f.num(row.cancelled) }) : null,
      row.offer.kind === "unknown" || (row.offer.kind === "seats" && row.offer.closed) ? offerText(row.offer, t, f) : null,
      loadLine(row, t, f),
    ].filter((figure) => figure !== null);
    return figures.length === 0 ? [] : [paragraph(`${bold(f.ltr(escapeHtml(spacedFlight(`${row.airline}${row.number}`))))}: ${figures.join(" · ")}`)];
  });
  const header = ["flights-col-flight", "flights-col-route", "flights-col-sold", "flights-col-offered", "flights-col-load"].map((key) => t(key));
  return {
    blocks: [heading(title), table(header, rows, ["left", "left", "right", "right", "right"]), ...(more.length > 0 ? [details(t("flights-more-figures"), more)] : []), footer(t("flights-note"))],
    rtl: f.lang !== "en",
  };
}

/** A cell's short word for what the supplier still offers. */
function offerCell(offer: Offer, t: Translate, f: Format): string {
  switch (offer.kind) {
    case "seats":
      return offer.closed ? t("flights-cell-closed") : f.num(offer.seats);
    case "not-listed":
      return t("flights-cell-not-listed");
    case "past":
      return "–";
    case "unknown":
      return "?";
  }
}

function flightBlock(row: BoardRow, t: Translate, f: Format): string {
  const head = [row.time ? f.num(row.time) : null, bold(f.ltr(escapeHtml(`${row.airline}${row.number}`))), f.ltr(escapeHtml(`${row.origin}-${row.destination}`))];
  const figures = [t("flights-sold", { count: row.sold, countText: f.num(row.sold) })];
  if (row.infants > 0) figures.push(t("flights-infants", { count: row.infants, countText: f.num(row.infants) }));
  if (row.cancelled > 0) figures.push(t("flights-cancelled", { count: row.cancelled, countText: f.num(row.cancelled) }));
  const offer = offerText(row.offer, t, f);
  if (offer) figures.push(offer);
  const load = loadLine(row, t, f);
  if (load) figures.push(load);
  return `${head.filter((part) => part !== null).join(" ")}\n${figures.join(" · ")}`;
}

/** Sold of the aircraft's seats, in percent; null when the seats are not known. */
export function loadOf(row: { sold: number; capacity: number | null }): number | null {
  return row.capacity !== null && row.capacity > 0 ? Math.round((row.sold / row.capacity) * 100) : null;
}

function loadLine(row: BoardRow, t: Translate, f: Format): string | null {
  const percent = loadOf(row);
  return percent === null ? null : t("flights-load", { percent: f.num(percent), seats: f.num(row.capacity!) });
}

function offerText(offer: Offer, t: Translate, f: Format): string | null {
  switch (offer.kind) {
    case "seats":
      return offer.closed ? t("flights-offered-closed") : t("flights-offered", { count: offer.seats, countText: f.num(offer.seats) });
    case "not-listed":
      return t("flights-offered-not-listed");
    case "past":
      return null;
    case "unknown":
      return t("flights-offered-unknown", { reason: t(`flights-reason-${offer.reason}`) });
  }
}
