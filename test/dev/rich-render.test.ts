import type { InputRichBlock, RichBlockTableCell } from "grammy/types";
import { describe, expect, it } from "vitest";
import { renderRichBlocks, renderTable } from "../../src/dev/rich-render.js";
import { renderMessage } from "../../src/dev/terminal-chat.js";
import type { StoredMessage } from "../../src/dev/telegram/emulator.js";

const cell = (text: string, extra: Partial<RichBlockTableCell> = {}): RichBlockTableCell => ({ text, align: "left", valign: "top", ...extra });
const header = (text: string) => cell(text, { is_header: true });

/** How the terminal chat prints a rich message: pure, no emulator. */
describe("rich messages in the terminal chat", () => {
  it("marks headings by level, folds details to their title, shows open ones, and what a copy button copies", () => {
    const blocks: InputRichBlock[] = [
      { type: "heading", size: 2, text: ["Board ", { type: "bold", text: "IR 452" }] },
      { type: "details", summary: "Cancelled tickets", blocks: [{ type: "paragraph", text: "0962310040001" }] },
      { type: "details", summary: "Notes", is_open: true, blocks: [{ type: "list", items: [{ blocks: [{ type: "paragraph", text: "late check-in" }] }] }] },
      { type: "buttons", buttons: [{ text: "PNR", copy_text: { text: "K7M2QA" } }, { text: "Open", url: "https://example.com/" }] },
    ];
    expect(renderRichBlocks(blocks)).toEqual([
      "## Board IR 452",
      "▸ Cancelled tickets (folded: 1 more)",
      "▾ Notes",
      "  • late check-in",
      '[PNR ⧉ copies "K7M2QA"]  [Open ↗]',
    ]);
  });

  it("sizes table columns from their content, rules the header, aligns right-to-left and right-aligned cells right", () => {
    const lines = renderTable(
      [
        [header("Flight"), header("Passenger"), header("Paid")],
        [cell("IR 452"), cell("Maryam Karimi"), cell("12,000", { align: "right" })],
        [cell("W5 1047"), cell("مریم کریمی"), cell("9,500", { align: "right" })],
      ],
      80,
    );
    expect(lines).toEqual([
      "Flight  │ Passenger     │ Paid",
      "────────┼───────────────┼───────",
      "IR 452  │ Maryam Karimi │ 12,000",
      "W5 1047 │    مریم کریمی │  9,500",
    ]);
  });

  it("cuts the widest columns with … so a wide table fits the line", () => {
    const lines = renderTable([[cell("PNR"), cell("A passenger name far too long for a phone screen"), cell("OK")]], 30);
    expect(lines).toEqual(["PNR │ A passenger name f… │ OK"]);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(30);
  });

  it("prints a rich message with its number and keyboard, a copy button saying what it copies", () => {
    const message: StoredMessage = {
      chatId: 1,
      messageId: 9,
      from: "bot",
      text: "Manifest",
      entities: [],
      keyboard: [[{ text: "Copy ticket", copyText: "0962310040001" }]],
      edits: 0,
      date: 0,
      deleted: false,
      rich: { blocks: [{ type: "heading", size: 1, text: "Manifest" }, { type: "table", cells: [[cell("K7M2QA"), cell("2")]] }] },
    };
    expect(renderMessage(message, "new")).toBe('── bot #9 ──\n# Manifest\nK7M2QA │ 2\n[9.1] Copy ticket ⧉ copies "0962310040001"');
  });
});
