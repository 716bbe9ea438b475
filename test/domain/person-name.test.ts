import { describe, expect, it } from "vitest";
import { NAME_MAX, latinNameOf } from "../../src/domain/person-name.js";

describe("latinNameOf", () => {
  it.each([
    ["Reza", "REZA"],
    ["  ali   reza ", "ALI REZA"],
    ["O'Neil", "O'NEIL"],
    ["Abu-Bakr", "ABU-BAKR"],
    ["José", "JOSE"],
    ["Müller\u200f", "MULLER"],
  ])("reads %j as %s", (text, name) => {
    expect(latinNameOf(text)).toEqual({ ok: true, name });
  });

  it.each([
    ["رضا", "persian"],
    ["Reza رضایی", "persian"],
    ["علي", "persian"],
    ["", "empty"],
    ["   ", "empty"],
    ["R2D2", "format"],
    ["-Reza", "format"],
    ["Reza--Ali", "format"],
    ["<b>", "format"],
    ["A".repeat(NAME_MAX + 1), "too-long"],
  ])("refuses %j (%s)", (text, reason) => {
    expect(latinNameOf(text)).toEqual({ ok: false, reason });
  });
});
