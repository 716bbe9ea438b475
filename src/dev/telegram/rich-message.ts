/**
 * Rich messages (Bot API 10.1/10.3: sendRichMessage, sendRichMessageDraft, editMessageText with
 * rich_message) checked as Telegram documents them in @grammyjs/types' rich.d.ts: exactly one of
 * html, markdown or blocks; at most 32,768 characters, 500 blocks (list items and table rows
 * counted), 16 levels of nesting, 20 table columns, 50 media; only the block kinds of the types,
 * each where it may stand. Blocks are checked whole; html and markdown only for their length
 * (the emulator does not parse them) and are stored as given.
 */
import type { InputRichBlock, InputRichMessage, RichText } from "grammy/types";
import { badRequest } from "./errors.js";

export const RICH_LIMITS = { characters: 32_768, blocks: 500, depth: 16, columns: 20, media: 50, rowButtons: 8 } as const;

/** A rich message as the tests and the terminal chat see it. */
export interface StoredRich {
  blocks?: InputRichBlock[];
  html?: string;
  markdown?: string;
  isRtl?: boolean;
}

export type RichBlockInput = InputRichBlock;

const MEDIA = new Set(["photo", "video", "animation", "audio", "document", "voice_note", "map"]);
const TEXT_BLOCKS = new Set(["paragraph", "heading", "pre", "footer", "expandable_blockquote", "pullquote"]);
const KINDS = new Set([...MEDIA, ...TEXT_BLOCKS, "divider", "mathematical_expression", "anchor", "list", "blockquote", "collage", "slideshow", "table", "details", "buttons", "thinking"]);
const BUTTON_ACTIONS = ["url", "callback_data", "web_app", "login_url", "switch_inline_query", "switch_inline_query_current_chat", "switch_inline_query_chosen_chat", "copy_text", "disabled"];

interface Tally {
  characters: number;
  blocks: number;
  media: number;
}

/** Checks `raw` (the rich_message parameter); `draft` allows the thinking block. Returns what is stored. */
export function checkRichMessage(raw: unknown, draft = false): StoredRich {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw badRequest("can't parse rich message JSON object");
  const message = raw as InputRichMessage;
  const given = (["html", "markdown", "blocks"] as const).filter((field) => message[field] !== undefined);
  if (given.length !== 1) throw badRequest("exactly one of html, markdown and blocks must be specified in the rich message");
  const stored: StoredRich = message.is_rtl === true ? { isRtl: true } : {};
  const media = Array.isArray(message.media) ? message.media.length : 0;
  if (message.blocks !== undefined) {
    if (!Array.isArray(message.blocks) || message.blocks.length === 0) throw badRequest("rich message blocks must be a non-empty Array");
    const tally: Tally = { characters: 0, blocks: 0, media };
    for (const block of message.blocks) checkBlock(block, 1, tally, draft);
    if (tally.characters === 0 && tally.media === 0) throw badRequest("rich message text is empty");
    limit(tally);
    return { ...stored, blocks: message.blocks };
  }
  const source = message.html ?? message.markdown;
  if (typeof source !== "string" || source.trim() === "") throw badRequest("rich message text is empty");
  const characters = [...(message.html !== undefined ? visibleHtml(source) : source)].length;
  limit({ characters, blocks: 0, media });
  return { ...stored, ...(message.html !== undefined ? { html: source } : { markdown: source }) };
}

function limit(tally: Tally): void {
  if (tally.characters > RICH_LIMITS.characters) throw badRequest("rich message is too long");
  if (tally.blocks > RICH_LIMITS.blocks) throw badRequest("too many blocks in the rich message");
  if (tally.media > RICH_LIMITS.media) throw badRequest("too many media in the rich message");
}

function checkBlock(raw: unknown, depth: number, tally: Tally, draft: boolean, within?: string): void {
  if (depth > RICH_LIMITS.depth) throw badRequest("rich message nesting is too deep");
  if (typeof raw !== "object" || raw === null) throw badRequest("can't parse rich message block");
  const block = raw as RichBlockInput;
  const kind = (block as { type?: unknown }).type;
  if (typeof kind !== "string" || !KINDS.has(kind)) throw badRequest(`unsupported rich message block type "${String(kind)}"`);
  if (kind === "thinking" && !draft) throw badRequest('block "thinking" can be used only in message drafts');
  if ((within === "collage" || within === "slideshow") && !MEDIA.has(kind)) throw badRequest(`a ${within} can contain only media blocks`);
  tally.blocks += 1;
  if (MEDIA.has(kind)) tally.media += kind === "map" ? 0 : 1;
  const text = (value: unknown): void => void (tally.characters += richLength(value, depth + 1));
  switch (block.type) {
    case "heading":
      if (!Number.isInteger(block.size) || block.size < 1 || block.size > 6) throw badRequest("heading size must be 1-6");
      return text(block.text);
    case "paragraph":
    case "pre":
    case "footer":
    case "thinking":
      return text(block.text);
    case "expandable_blockquote":
    case "pullquote":
      text(block.text);
      return void (block.credit !== undefined && text(block.credit));
    case "mathematical_expression":
      return void (tally.characters += [...String(block.expression ?? "")].length);
    case "divider":
    case "anchor":
      return;
    case "list":
      if (!Array.isArray(block.items) || block.items.length === 0) throw badRequest("a list must have items");
      for (const item of block.items) {
        tally.blocks += 1;
        for (const inner of item.blocks ?? []) checkBlock(inner, depth + 2, tally, draft, kind);
      }
      return;
    case "blockquote":
    case "details":
    case "collage":
    case "slideshow":
      if (block.type === "details") text(block.summary);
      if (block.type === "blockquote" && block.credit !== undefined) text(block.credit);
      if (!Array.isArray(block.blocks) || block.blocks.length === 0) throw badRequest(`a ${kind} must have blocks`);
      for (const inner of block.blocks) checkBlock(inner, depth + 1, tally, draft, kind);
      return;
    case "table":
      return checkTable(block.cells, tally, text);
    case "buttons":
      if (!Array.isArray(block.buttons) || block.buttons.length < 1 || block.buttons.length > RICH_LIMITS.rowButtons) throw badRequest("a row must have 1-8 buttons");
      for (const button of block.buttons) {
        const actions = BUTTON_ACTIONS.filter((action) => (button as unknown as Record<string, unknown>)[action] !== undefined);
        if (actions.length !== 1) throw badRequest("a rich message button must have exactly one action");
        if (actions[0] === "copy_text") checkCopyText((button as { copy_text: unknown }).copy_text);
        text(button.text);
      }
      return;
    default:
      // Media: what they show is the file; their caption is text.
      return void ("caption" in block && block.caption !== undefined && text(block.caption.text));
  }
}

function checkTable(cells: unknown, tally: Tally, text: (value: unknown) => void): void {
  if (!Array.isArray(cells) || cells.length === 0 || !cells.every(Array.isArray)) throw badRequest("table cells must be an Array of Arrays");
  for (const row of cells as Record<string, unknown>[][]) {
    tally.blocks += 1;
    const columns = row.reduce((sum, cell) => sum + (Number.isInteger(cell["colspan"]) ? Number(cell["colspan"]) : 1), 0);
    if (columns > RICH_LIMITS.columns) throw badRequest("too many columns in a table");
    for (const cell of row) if (cell["text"] !== undefined) text(cell["text"]);
  }
}

/** A copy_text button's { text }: 1-256 characters, as for inline keyboards. */
export function checkCopyText(raw: unknown): string {
  const text = typeof raw === "object" && raw !== null ? (raw as { text?: unknown }).text : undefined;
  if (typeof text !== "string" || text.length === 0 || [...text].length > 256) throw badRequest("COPY_TEXT_INVALID");
  return text;
}

/** Visible characters of a RichText, checking its formatting nests at most 16 levels from `depth`. */
function richLength(value: unknown, depth: number): number {
  if (depth > RICH_LIMITS.depth) throw badRequest("rich message nesting is too deep");
  if (typeof value === "string") return [...value].length;
  if (Array.isArray(value)) return value.reduce((sum: number, part) => sum + richLength(part, depth), 0);
  if (typeof value !== "object" || value === null) throw badRequest("can't parse rich text");
  const rich = value as Record<string, unknown>;
  if (typeof rich["alternative_text"] === "string") return [...rich["alternative_text"]].length;
  if (typeof rich["expression"] === "string") return [...rich["expression"]].length;
  if (rich["type"] === "button") return richLength((rich["button"] as { text?: unknown } | undefined)?.text ?? "", depth + 1);
  return rich["text"] === undefined ? 0 : richLength(rich["text"], depth + 1);
}

/** A RichText as plain text: what a reader sees, formatting dropped. */
export function plainRich(value: RichText | undefined): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(plainRich).join("");
  if ("alternative_text" in value) return value.alternative_text;
  if ("expression" in value) return value.expression;
  if (value.type === "button") return plainRich(value.button.text);
  return "text" in value ? plainRich(value.text) : "";
}

/** Rich HTML's visible text, for its length: tags dropped, entities as one character. */
function visibleHtml(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, "_");
}

/** The visible text of a stored rich message, one line per block (a table row's cells joined by " | "), for `StoredMessage.text`. */
export function richPlainText(rich: StoredRich): string {
  if (rich.html !== undefined) return visibleHtml(rich.html).trim();
  if (rich.markdown !== undefined) return rich.markdown.trim();
  return (rich.blocks ?? []).flatMap(blockLines).join("\n").trim();
}

function blockLines(block: RichBlockInput): string[] {
  switch (block.type) {
    case "list":
      return block.items.flatMap((item) => item.blocks.flatMap(blockLines));
    case "blockquote":
    case "collage":
    case "slideshow":
      return block.blocks.flatMap(blockLines);
    case "details":
      return [plainRich(block.summary), ...block.blocks.flatMap(blockLines)];
    case "table":
      return block.cells.map((row) => row.map((cell) => plainRich(cell.text)).join(" | "));
    case "buttons":
      return [block.buttons.map((b) => plainRich(b.text)).join("  ")];
    case "mathematical_expression":
      return [block.expression];
    case "divider":
    case "anchor":
      return [];
    default:
      return "text" in block ? [plainRich(block.text)] : "caption" in block && block.caption ? [plainRich(block.caption.text)] : [];
  }
}
