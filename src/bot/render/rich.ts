/**
 * Screens as Telegram rich messages (Bot API 10.1: headings, tables, collapsible details): the
 * blocks a renderer adds beside its HTML text, built from the same HTML pieces (locale strings,
 * format helpers), so both read alike. src/bot/rich-messages.ts chooses which one is sent.
 */
import type { InputRichBlock, RichBlockTableCell, RichText } from "grammy/types";

/** A screen as rich blocks; `rtl` for a right-to-left reader (fa, ar). */
export interface RichScreen {
  blocks: InputRichBlock[];
  rtl: boolean;
}

/**
 * Telegram's limits on one rich message (blocks count each table row and list item). A screen
 * past them is sent as HTML text, split as today.
 */
export const RICH_LIMITS = { blocks: 500, characters: 32_768, columns: 20 } as const;

const TAGS: Record<string, "bold" | "italic" | "code" | "underline" | "strikethrough"> = { b: "bold", i: "italic", code: "code", u: "underline", s: "strikethrough" };
const UNESCAPES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"' };

/**
 * The RichText of an HTML piece as the renderers write it (b, i, code, u, s; entities escaped).
 * Another tag is dropped and its text kept: what Telegram would show of it.
 */
export function richText(html: string): RichText {
  const root: RichText[] = [];
  const open: { type: string; parts: RichText[] }[] = [];
  const parts = () => open.at(-1)?.parts ?? root;
  for (const [token, closing, tag] of html.matchAll(/<(\/?)([a-z-]+)(?:\s[^>]*)?>|[^<]+|</g)) {
    const kind = tag === undefined ? undefined : TAGS[tag];
    if (tag === undefined) {
      parts().push(token.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => UNESCAPES[name]!));
    } else if (kind && closing === "") {
      open.push({ type: kind, parts: [] });
    } else if (kind && open.at(-1)?.type === kind) {
      const done = open.pop()!;
      parts().push({ type: kind, text: flat(done.parts) } as RichText);
    }
  }
  // A tag left open (never written by the renderers) keeps its text.
  while (open.length > 0) {
    const left = open.pop()!;
    parts().push(...left.parts);
  }
  return flat(root);
}

const flat = (parts: RichText[]): RichText => (parts.length === 1 ? parts[0]! : parts);

export const heading = (html: string, size: 1 | 2 | 3 = 2): InputRichBlock => ({ type: "heading", size, text: richText(html) });
export const paragraph = (html: string): InputRichBlock => ({ type: "paragraph", text: richText(html) });
export const footer = (html: string): InputRichBlock => ({ type: "footer", text: richText(html) });

/** A folded part: its summary always shown, its blocks on a tap (or shown, `open`). */
export function details(summaryHtml: string, blocks: InputRichBlock[], open = false): InputRichBlock {
  return { type: "details", summary: richText(summaryHtml), blocks, ...(open ? { is_open: true as const } : {}) };
}

/** `text` kept on one line inside a narrow cell (its spaces made no-break). */
export const unbroken = (text: string): string => text.replaceAll(" ", "\u00a0");

export type Align = "left" | "right";

/**
 * A table: a header row, then a row per item, each cell an HTML piece; `align` per column
 * (numbers right). Compact and striped: rows a phone compares at a glance.
 */
export function table(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[] = []): InputRichBlock {
  const cell = (html: string, column: number, isHeader: boolean): RichBlockTableCell => ({
    text: richText(html),
    align: align[column] ?? "left",
    valign: "top",
    ...(isHeader ? { is_header: true as const } : {}),
  });
  return {
    type: "table",
    is_compact: true,
    is_striped: true,
    cells: [header.map((h, i) => cell(h, i, true)), ...rows.map((row) => row.map((c, i) => cell(c, i, false)))],
  };
}

/** Whether `blocks` stay within one rich message's limits (RICH_LIMITS). */
export function fitsRichMessage(blocks: readonly InputRichBlock[]): boolean {
  let count = 0;
  let characters = 0;
  const text = (value: RichText | undefined): number => {
    if (value === undefined) return 0;
    if (typeof value === "string") return value.length;
    if (Array.isArray(value)) return value.reduce((n: number, part) => n + text(part), 0);
    return "text" in value ? text(value.text as RichText) : 0;
  };
  const walk = (block: InputRichBlock): void => {
    count += 1;
    switch (block.type) {
      case "table":
        count += block.cells.length;
        for (const row of block.cells) {
          if (row.length > RICH_LIMITS.columns) count = Infinity;
          for (const c of row) characters += text(c.text);
        }
        return;
      case "details":
        characters += text(block.summary);
        return block.blocks.forEach(walk);
      case "heading":
      case "paragraph":
      case "footer":
        characters += text(block.text);
        return;
      default:
        return;
    }
  };
  blocks.forEach(walk);
  return count <= RICH_LIMITS.blocks && characters <= RICH_LIMITS.characters;
}
