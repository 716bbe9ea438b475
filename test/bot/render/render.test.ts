import { describe, expect, it } from "vitest";
import { escapeHtml } from "../../../src/bot/render/html.js";
import { splitMessage, TELEGRAM_TEXT_LIMIT } from "../../../src/bot/render/split.js";
import { formatAmount } from "../../../src/bot/render/money.js";
import { decodeCallback, encodeCallback, parseId36 } from "../../../src/bot/callback-data.js";

describe("escapeHtml", () => {
  it("escapes the four characters Telegram's HTML parser cares about", () => {
    expect(escapeHtml(`<b>O'Neil & "Co"</b>`)).toBe("&lt;b&gt;O'Neil &amp; &quot;Co&quot;&lt;/b&gt;");
    expect(escapeHtml(null)).toBe("");
    expect(escapeHtml(42)).toBe("42");
  });
});

describe("splitMessage", () => {
  it("keeps short text whole", () => {
    expect(splitMessage("<b>a</b>\nb")).toEqual(["<b>a</b>\nb"]);
  });

  it("splits long text at line boundaries, every part under the limit, nothing lost", () => {
    const lines = Array.from({ length: 500 }, (_, i) => `<b>line ${i}</b> ${"x".repeat(i % 40)} &amp;`);
    const parts = splitMessage(lines.join("\n"));
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
    expect(parts.join("\n").split("\n")).toEqual(lines);
  });

  it("cuts a single over-long line without breaking an entity or a surrogate pair", () => {
    const line = `${"a".repeat(3999)}&amp;${"😀".repeat(3000)}`;
    const parts = splitMessage(line);
    for (const p of parts) {
      expect(p.length).toBeLessThanOrEqual(TELEGRAM_TEXT_LIMIT);
      expect(p).not.toMatch(/&[a-z]*$/);
      expect(p).not.toMatch(/[\uD800-\uDBFF]$/);
    }
    expect(parts.join("")).toBe(line);
  });
});

describe("money", () => {
  it("groups thousands and keeps the decimals the supplier sent", () => {
    expect(formatAmount(12345678)).toBe("12,345,678");
    expect(formatAmount(1234.5)).toBe("1,234.5");
    expect(formatAmount(0.05)).toBe("0.05");
    expect(formatAmount(-1000)).toBe("-1,000");
    expect(formatAmount(999)).toBe("999");
  });
});

describe("callback data", () => {
  it("round-trips kind, owner and fields within 64 bytes", () => {
    const data = encodeCallback("usr", 123456789, "abc", 7);
    expect(decodeCallback(data)).toEqual({ kind: "usr", owner: 123456789, fields: ["abc", "7"] });
    expect(Buffer.byteLength(data)).toBeLessThanOrEqual(64);
  });

  it("refuses data over 64 bytes or with a separator in a field", () => {
    expect(() => encodeCallback("x", 1, "a".repeat(70))).toThrow(/64 bytes/);
    expect(() => encodeCallback("x", 1, "a:b")).toThrow();
  });

  it("returns null for data that does not parse", () => {
    for (const bad of [undefined, "", "%%", "usr", "usr:", "USR:1", "usr:-1", "u".repeat(80), "usr:0"]) {
      expect(decodeCallback(bad)).toBeNull();
    }
    expect(parseId36("zz")).toBe(1295);
    expect(parseId36("!")).toBeNull();
  });
});
