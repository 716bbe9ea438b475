import { describe, expect, it } from "vitest";
import { fitsRichMessage, paragraph, richText, table } from "../../../src/bot/render/rich.js";

describe("richText", () => {
  it("reads the renderers' HTML: bold, italic and code nested, entities unescaped", () => {
    expect(richText("plain &lt;b&gt; &amp; &quot;x&quot;")).toBe('plain <b> & "x"');
    expect(richText("✈️ <b>Flights of 2 Dec</b> (3)")).toEqual(["✈️ ", { type: "bold", text: "Flights of 2 Dec" }, " (3)"]);
    expect(richText("<i>#4 · <code>AB12CD</code></i>")).toEqual({ type: "italic", text: ["#4 · ", { type: "code", text: "AB12CD" }] });
  });

  it("keeps the text of a tag it does not know, and of a tag left open or closed out of turn", () => {
    expect(richText('<a href="x">link</a> <tg-spoiler>s</tg-spoiler>')).toEqual(["link", " ", "s"]);
    expect(richText("<b>open")).toBe("open");
    expect(richText("a</b>c")).toEqual(["a", "c"]);
  });
});

describe("fitsRichMessage", () => {
  it("counts a table's rows as blocks, as Telegram does: 500 at most", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => [String(i)]);
    expect(fitsRichMessage([table(["#"], rows(498))])).toBe(true);
    expect(fitsRichMessage([table(["#"], rows(499))])).toBe(false);
  });

  it("counts the visible characters: 32,768 at most", () => {
    expect(fitsRichMessage([paragraph(`<b>${"x".repeat(32_768)}</b>`)])).toBe(true);
    expect(fitsRichMessage([paragraph("x".repeat(32_769))])).toBe(false);
  });

  it("refuses a table wider than 20 columns", () => {
    expect(fitsRichMessage([table(Array.from({ length: 21 }, () => "c"), [])])).toBe(false);
  });
});
