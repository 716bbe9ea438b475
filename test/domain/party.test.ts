import { describe, expect, it } from "vitest";
import { MAX_PASSENGERS, parseParty } from "../../src/domain/party.js";
import { prng } from "./prng.js";

describe("parseParty", () => {
  it.each([
    ["2 adults 1 child 1 infant", 2, 1, 1],
    ["2a 1c 1i", 2, 1, 1],
    ["2A 1C 1I", 2, 1, 1],
    ["2 1 1", 2, 1, 1],
    ["3", 3, 0, 0],
    ["2 1", 2, 1, 0],
    ["1 adult", 1, 0, 0],
    ["1 infant 2 adults", 2, 0, 1],
    ["2 adults, 1 child and 1 infant", 2, 1, 1],
    ["2 adults + 1 kid", 2, 1, 0],
    ["  2   adt   3 chd  ", 2, 3, 0],
    ["۲ بزرگسال ۱ کودک ۱ نوزاد", 2, 1, 1],
    ["٢ بالغ و ١ طفل", 2, 1, 0],
    ["2 بزرگ\u200cسال", 2, 0, 0],
    ["۲ ۱", 2, 1, 0],
    ["1 adult 0 children 0 infants", 1, 0, 0],
    ["9", 9, 0, 0],
  ])("reads %j", (text, adults, children, infants) => {
    expect(parseParty(text)).toEqual({ ok: true, party: { adults, children, infants } });
  });

  it.each([
    ["", "empty", undefined],
    ["  , ", "empty", undefined],
    ["two adults", "format", "two"],
    ["2 seniors", "format", "seniors"],
    ["adults 2", "format", "adults"],
    ["2 adults 1", "format", "1"],
    ["2 1 1 1", "format", "1"],
    ["1 adult 2 adults", "format", "2 adults"],
    ["2.5 adults", "format", "2.5"],
    ["0 adults 2 children", "no-adult", undefined],
    ["0", "no-adult", undefined],
    ["1 adult 2 infants", "too-many-infants", undefined],
    ["5 adults 4 children 1 infant", "too-many", undefined],
    ["10", "too-many", undefined],
    ["99999999999999999999999 adults", "too-many", undefined],
  ])("refuses %j: %s", (text, code, token) => {
    expect(parseParty(text)).toEqual({ ok: false, error: token === undefined ? { code } : { code, token } });
  });

  it("never throws, and whatever it accepts is a valid party", () => {
    const random = prng(31);
    const pieces = ["1", "2", "9", "0", "12", "a", "c", "i", "adults", "child", "infant", "و", ",", "x", "۲", "\u0000", "😀", " "];
    for (let i = 0; i < 5000; i++) {
      const text = random.chance(0.5)
        ? Array.from({ length: random.int(0, 8) }, () => random.pick(pieces)).join(random.pick([" ", ""]))
        : Array.from({ length: random.int(0, 20) }, () => String.fromCharCode(random.int(0, 0xffff))).join("");
      const result = parseParty(text);
      if (result.ok) {
        const { adults, children, infants } = result.party;
        expect(adults).toBeGreaterThanOrEqual(1);
        expect(infants).toBeLessThanOrEqual(adults);
        expect(adults + children + infants).toBeLessThanOrEqual(MAX_PASSENGERS);
      }
    }
  });
});
