import { describe, expect, it } from "vitest";
import { nationalCodeOf } from "../../src/domain/national-code.js";

describe("nationalCodeOf", () => {
  it.each([
    ["0499370899", "0499370899"],
    ["4608968882", "4608968882"],
    ["1234567830", "1234567830"], // remainder 0: check digit 0
    ["1234567891", "1234567891"], // remainder 1: check digit 1
    ["1234567881", "1234567881"], // remainder 10: check digit 11 - 10
    ["۰۴۹۹۳۷۰۸۹۹", "0499370899"],
    ["٠٤٩٩٣٧٠٨٩٩", "0499370899"],
    [" 0499370899\u200f", "0499370899"],
    // Leading zeros lost in a spreadsheet.
    ["84575948", "0084575948"],
    ["13542419", "0013542419"],
    ["499370899", "0499370899"],
  ])("reads %j as %s", (text, code) => {
    expect(nationalCodeOf(text)).toBe(code);
  });

  it.each([
    ["0499370898", "a wrong check digit"],
    ["1234567890", "a wrong check digit"],
    ["1111111111", "ten equal digits (passes the rule, never issued)"],
    ["0000000000", "ten zeros"],
    ["00000000", "zeros padded"],
    ["1234567", "seven digits"],
    ["04993708990", "eleven digits"],
    ["049937089a", "a letter"],
    ["0499-370899", "a dash (callers drop punctuation first)"],
    ["", "nothing"],
  ])("refuses %j: %s", (text) => {
    expect(nationalCodeOf(text)).toBeNull();
  });
});
