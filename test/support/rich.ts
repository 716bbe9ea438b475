/**
 * Reading the bot's rich messages as a staff member's phone shows them: the tables' cells as
 * plain text, folded details, and whether a table fits a phone's width without scrolling
 * sideways.
 */
import type { InputRichBlock } from "grammy/types";
import type { StoredMessage } from "../../src/dev/telegram/emulator.js";
import { plainRich } from "../../src/dev/telegram/rich-message.js";

/**
 * Characters across a phone held upright at the default text size (a 360-point-wide screen):
 * a table wider than this scrolls sideways.
 */
export const PHONE_WIDTH = 40;
/** What a table puts between two columns. */
const GAP = 2;

/** Every block of a rich message, details opened up, in order. */
export function richBlocks(message: StoredMessage): InputRichBlock[] {
  if (!message.rich?.blocks) throw new Error(`not a rich message with blocks: ${message.text.slice(0, 80)}`);
  const all = (blocks: readonly InputRichBlock[]): InputRichBlock[] => blocks.flatMap((b) => [b, ...(b.type === "details" ? all(b.blocks) : [])]);
  return all(message.rich.blocks);
}

/** The `index`th table of a rich message, each cell as its visible text. */
export function richTable(message: StoredMessage, index = 0): string[][] {
  const tables = richBlocks(message).filter((b) => b.type === "table");
  const found = tables[index];
  if (!found) throw new Error(`the message has ${tables.length} tables, not ${index + 1}`);
  return found.cells.map((row) => row.map((cell) => plainRich(cell.text)));
}

/** The row of `table` whose first cell contains `key`. */
export function rowOf(table: string[][], key: string): string[] {
  const row = table.find((cells) => cells[0]?.includes(key));
  if (!row) throw new Error(`no row starting with ${key} in\n${table.map((r) => r.join(" | ")).join("\n")}`);
  return row;
}

/** The folded parts of a rich message: summary and visible text. */
export function richDetails(message: StoredMessage): { summary: string; text: string }[] {
  return richBlocks(message).flatMap((b) => (b.type === "details" ? [{ summary: plainRich(b.summary), text: b.blocks.map((inner) => ("text" in inner ? plainRich(inner.text) : "")).join("\n") }] : []));
}

const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFE0F]|\p{Mn}/gu;

/**
 * The narrowest a table can be drawn: each column as wide as its longest word (a cell wraps at
 * spaces, never inside a word), plus the gaps between columns.
 */
export function narrowestWidth(table: string[][]): number {
  const columns = Math.max(...table.map((row) => row.length));
  let width = GAP * (columns - 1);
  for (let c = 0; c < columns; c++) {
    width += Math.max(0, ...table.map((row) => Math.max(0, ...(row[c] ?? "").replace(INVISIBLE, "").split(/[ \n]+/).map((word) => [...word].length))));
  }
  return width;
}

/** Every table of a rich message fits a phone's width. */
export function fitsPhone(message: StoredMessage): boolean {
  const tables = richBlocks(message).filter((b) => b.type === "table").length;
  return Array.from({ length: tables }, (_, i) => narrowestWidth(richTable(message, i))).every((width) => width <= PHONE_WIDTH);
}
