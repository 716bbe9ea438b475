import { describe, expect, it } from "vitest";
import { checkNationality, nationalityRefusal } from "../../src/domain/nationality.js";
import { prng } from "./prng.js";

describe("checkNationality (rule 8)", () => {
  it("allows a listed code or everyone under All", () => {
    expect(checkNationality("IR", ["IR", "AF"], [])).toEqual({ allowed: true, reason: "permitted-listed" });
    expect(checkNationality("TR", ["All"], [])).toEqual({ allowed: true, reason: "permitted-all" });
    expect(checkNationality("TR", ["all"], [])).toEqual({ allowed: true, reason: "permitted-all" });
    expect(checkNationality("IR", ["ALL", "IR"], [])).toEqual({ allowed: true, reason: "permitted-listed" });
  });

  it("refuses a code that is not permitted", () => {
    expect(checkNationality("TR", ["IR", "AF"], [])).toEqual({ allowed: false, reason: "not-permitted" });
    expect(checkNationality("TR", [], [])).toEqual({ allowed: false, reason: "not-permitted" });
  });

  it("lets the prohibited list win over All and over a listing", () => {
    expect(checkNationality("AF", ["All"], ["AF"])).toEqual({ allowed: false, reason: "prohibited" });
    expect(checkNationality("AF", ["AF", "All"], ["AF", "AF"])).toEqual({ allowed: false, reason: "prohibited" });
  });

  it("compares codes case-insensitively and ignores spaces", () => {
    expect(checkNationality(" af ", ["All"], ["Af"])).toEqual({ allowed: false, reason: "prohibited" });
    expect(checkNationality("ir", [" IR "], [])).toEqual({ allowed: true, reason: "permitted-listed" });
  });

  it("gives no special meaning to All in the prohibited list, and refuses a non-code", () => {
    expect(checkNationality("IR", ["All"], ["All"])).toEqual({ allowed: true, reason: "permitted-all" });
    expect(checkNationality("All", ["All"], [])).toEqual({ allowed: false, reason: "not-permitted" });
    expect(checkNationality("", ["All"], [])).toEqual({ allowed: false, reason: "not-permitted" });
  });

  it("agrees with the rule as written on random lists, duplicates included", () => {
    const random = prng(8);
    const codes = ["IR", "AF", "IQ", "TR", "AE"];
    for (let i = 0; i < 2000; i++) {
      const list = () => Array.from({ length: random.int(0, 6) }, () => random.pick([...codes, "All"]));
      const [permitted, prohibited, code] = [list(), list(), random.pick(codes)];
      const expected = prohibited.includes(code) ? false : permitted.includes("All") || permitted.includes(code);
      const verdict = checkNationality(code.toLowerCase(), permitted, prohibited);
      expect(verdict.allowed).toBe(expected);
      expect(verdict.allowed).toBe(verdict.reason === "permitted-all" || verdict.reason === "permitted-listed");
    }
  });
});

describe("nationalityRefusal (rule 8 on every class of a booking)", () => {
  const open = { PermittedNationalityList: ["All"], ProhibitedNationalityList: [] };
  const noAfghans = { PermittedNationalityList: ["All"], ProhibitedNationalityList: ["AF", "AF"] };
  const onlyIranIraq = { PermittedNationalityList: ["IR", "IQ"], ProhibitedNationalityList: [] };

  it("accepts a nationality every class accepts", () => {
    expect(nationalityRefusal("IR", [open, onlyIranIraq])).toBeNull();
    expect(nationalityRefusal("ir", [noAfghans])).toBeNull();
  });

  it("refuses with the first class that refuses, whichever leg it is", () => {
    expect(nationalityRefusal("AF", [open, noAfghans])).toEqual({ allowed: false, reason: "prohibited" });
    expect(nationalityRefusal("TR", [onlyIranIraq, noAfghans])).toEqual({ allowed: false, reason: "not-permitted" });
  });

  it("accepts anything when no class is given, and refuses a code that is not two letters", () => {
    expect(nationalityRefusal("TR", [])).toBeNull();
    expect(nationalityRefusal("IRN", [open])).toEqual({ allowed: false, reason: "not-permitted" });
  });
});
