/**
 * A rich message (sendRichMessage's blocks) as the terminal chat prints it, pure: headings
 * marked by level, tables in columns as wide as their content (cut with "…" to fit the line),
 * right-to-left cells aligned right, details folded to their title unless sent open, quotes,
 * lists, media named, button rows with what a copy_text button copies.
 */
import type { InputRichBlock, RichBlockTableCell, RichMessageButton } from "grammy/types";
import { plainRich } from "./telegram/rich-message.js";

export interface RichRenderOptions {
  /** The widest a line may be (a table is cut to fit); default 80. */
  width?: number;
}

/** Strong right-to-left letters (Hebrew, Arabic, Persian, Syriac, Thaana, ...). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
/** Invisible marks that take no column: bidi isolates and marks, zero-width joiners. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFE0F]|\p{Mn}/gu;
const MIN_COLUMN = 3;

export function renderRichBlocks(blocks: readonly InputRichBlock[], options: RichRenderOptions = {}): string[] {
  const width = options.width ?? 80;
  return blocks.flatMap((block) => renderBlock(block, width));
}

function renderBlock(block: InputRichBlock, width: number): string[] {
  const text = (value: Parameters<typeof plainRich>[0]): string => plainRich(value);
  switch (block.type) {
    case "heading":
      return [`${"#".repeat(block.size)} ${text(block.text)}`];
    case "paragraph":
    case "footer":
    case "thinking":
      return text(block.text).split("\n");
    case "pre":
      return text(block.text).split("\n").map((line) => `    ${line}`);
    case "expandable_blockquote":
    case "pullquote":
      return [...text(block.text).split("\n"), ...(block.credit ? [`— ${text(block.credit)}`] : [])].map((line) => `│ ${line}`);
    case "blockquote":
      return [...block.blocks.flatMap((b) => renderBlock(b, width - 2)), ...(block.credit ? [`— ${text(block.credit)}`] : [])].map((line) => `│ ${line}`);
    case "divider":
      return ["─".repeat(Math.min(width, 40))];
    case "mathematical_expression":
      return [`  ${block.expression}`];
    case "anchor":
      return [];
    case "list":
      return block.items.flatMap((item, i) => {
        const mark = item.has_checkbox ? (item.is_checked ? "☑" : "☐") : item.value !== undefined || item.type !== undefined ? `${item.value ?? i + 1}.` : "•";
        const [first = "", ...rest] = item.blocks.flatMap((b) => renderBlock(b, width - 3));
        return [`${mark} ${first}`, ...rest.map((line) => `   ${line}`)];
      });
    case "details":
      // Folded as the app shows it, unless sent open: its title says there is more.
      return block.is_open
        ? [`▾ ${text(block.summary)}`, ...block.blocks.flatMap((b) => renderBlock(b, width - 2)).map((line) => `  ${line}`)]
        : [`▸ ${text(block.summary)} (folded: ${block.blocks.length} more)`];
    case "table":
      return [...renderTable(block.cells, width), ...(block.caption ? [text(block.caption)] : [])];
    case "buttons":
      return [block.buttons.map(renderRichButton).join("  ")];
    case "collage":
    case "slideshow":
      return [`(${block.type})`, ...block.blocks.flatMap((b) => renderBlock(b, width))];
    case "map":
      return [`🗺 map ${block.location.latitude},${block.location.longitude}`];
    default: {
      const media = block as unknown as { type: string; caption?: { text: Parameters<typeof plainRich>[0] } } & Record<string, unknown>;
      const source = (media[media.type] as { media?: unknown } | undefined)?.media;
      return [`🖼 ${media.type}${typeof source === "string" ? ` ${source}` : ""}${media.caption ? `: ${text(media.caption.text)}` : ""}`];
    }
  }
}

/** A rich button as printed: its label, and what pressing it does when that is not a callback. */
export function renderRichButton(button: RichMessageButton): string {
  const label = plainRich(button.text);
  if ("copy_text" in button) return `[${label} ⧉ copies "${button.copy_text.text}"]`;
  if ("url" in button) return `[${label} ↗]`;
  return `[${label}]`;
}

/** Columns as wide as their widest cell; if the row is too long, the widest columns are cut until it fits. */
export function renderTable(cells: readonly (readonly RichBlockTableCell[])[], width: number): string[] {
  const rows = cells.map((row) => row.map((cell) => ({ text: plainRich(cell.text).replace(/\s+/g, " ").trim(), cell })));
  const columns = Math.max(0, ...rows.map((row) => row.length));
  const widths = Array.from({ length: columns }, (_, c) => Math.max(1, ...rows.map((row) => columnsOf(row[c]?.text ?? ""))));
  const separators = 3 * (columns - 1);
  while (widths.reduce((a, b) => a + b, 0) + separators > width) {
    const widest = widths.indexOf(Math.max(...widths));
    if (widths[widest]! <= MIN_COLUMN) break;
    widths[widest]! -= 1;
  }
  const lines: string[] = [];
  rows.forEach((row, r) => {
    const line = widths.map((w, c) => {
      const entry = row[c];
      const text = clip(entry?.text ?? "", w);
      const right = entry?.cell.align === "right" || (entry?.cell.align !== "center" && RTL.test(text));
      const pad = " ".repeat(w - columnsOf(text));
      if (entry?.cell.align === "center") return `${pad.slice(0, pad.length >> 1)}${text}${pad.slice(pad.length >> 1)}`;
      return right ? `${pad}${text}` : `${text}${pad}`;
    });
    lines.push(line.join(" │ ").trimEnd());
    // A rule under the header row.
    if (r === 0 && row.every(({ cell }) => cell.is_header)) lines.push(widths.map((w) => "─".repeat(w)).join("─┼─"));
  });
  return lines;
}

/** Terminal columns a text takes: code points, invisible marks not counted. */
function columnsOf(text: string): number {
  return [...text.replace(INVISIBLE, "")].length;
}

function clip(text: string, width: number): string {
  if (columnsOf(text) <= width) return text;
  const kept: string[] = [];
  for (const char of text) {
    if (columnsOf([...kept, char].join("")) > width - 1) break;
    kept.push(char);
  }
  return `${kept.join("")}…`;
}
