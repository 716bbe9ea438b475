import { describe, expect, it } from "vitest";
import { normalizeDigits, normalizeUserText, printableSnippet, stripInvisibleMarks } from "../../src/domain/user-text.js";

describe("normalizeDigits", () => {
  it("maps Persian and Arabic-Indic digits to ASCII and leaves the rest", () => {
    expect(normalizeDigits("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(normalizeDigits("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(normalizeDigits("۱۴۰۵/۰۹/۰۱ THR ٣")).toBe("1405/09/01 THR 3");
    expect(normalizeDigits("ابc")).toBe("ابc");
  });
});

describe("stripInvisibleMarks", () => {
  it("removes direction marks, zero-width characters and the BOM", () => {
    expect(stripInvisibleMarks("\u200fTHR\u200e \u202bMHD\u202c\u2067\u2069\ufeff")).toBe("THR MHD");
    expect(stripInvisibleMarks("بزرگ\u200cسال")).toBe("بزرگسال");
  });

  it("is applied together with digit normalisation", () => {
    expect(normalizeUserText("\u200f۱۴۰۵")).toBe("1405");
  });
});

describe("printableSnippet", () => {
  it("keeps short text and replaces control characters", () => {
    expect(printableSnippet("THR")).toBe("THR");
    expect(printableSnippet("A\u0000B\nC")).toBe("A\uFFFDB\uFFFDC");
  });

  it("cuts long text at whole code points and never leaves a lone surrogate", () => {
    const emoji = "😀".repeat(100);
    const cut = printableSnippet(emoji, 5);
    expect(cut).toBe(`${"😀".repeat(5)}…`);
    expect(printableSnippet("x".repeat(10_000)).length).toBe(41);
    expect(printableSnippet("a\uD800b")).toBe("a\uFFFDb");
  });
});
