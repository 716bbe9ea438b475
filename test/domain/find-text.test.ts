import { describe, expect, it } from "vitest";
import { MAX_FIND_LENGTH, parseFindText, searchKeyOf, type FindKind, type FindTerm } from "../../src/domain/find-text.js";

function kindsOf(text: string): FindKind[] {
  const result = parseFindText(text);
  return result.ok ? result.terms.map((term) => term.kind) : [];
}

function termOf(text: string, kind: FindKind): FindTerm | undefined {
  const result = parseFindText(text);
  return result.ok ? result.terms.find((term) => term.kind === kind) : undefined;
}

describe("parseFindText", () => {
  it("reads a PNR, upper case, also as a passport when it has a digit", () => {
    expect(parseFindText("k7m2qa")).toEqual({
      ok: true,
      terms: [{ kind: "pnr", key: "K7M2QA" }, { kind: "passport", key: "K7M2QA" }],
    });
  });

  it("reads a word of five to eight Latin letters as a PNR and as a name", () => {
    expect(parseFindText("Karimi")).toEqual({
      ok: true,
      terms: [{ kind: "pnr", key: "KARIMI" }, { kind: "name", key: "karimi", words: ["karimi"] }],
    });
  });

  it("reads two pieces of letters as a PNR typed with a space (as /history does) and as a name", () => {
    expect(parseFindText("jyv usm")).toEqual({
      ok: true,
      terms: [{ kind: "pnr", key: "JYVUSM" }, { kind: "name", key: "jyv usm", words: ["jyv", "usm"] }],
    });
    // Three pieces are a name only.
    expect(parseFindText("ali reza karimi")).toEqual({ ok: true, terms: [{ kind: "name", key: "ali reza karimi", words: ["ali", "reza", "karimi"] }] });
  });

  it("reads a ticket number of 13 digits, with or without its dash", () => {
    expect(parseFindText("0962310040001")).toEqual({ ok: true, terms: [{ kind: "ticket", key: "0962310040001" }] });
    expect(termOf("096-2310040001", "ticket")).toEqual({ kind: "ticket", key: "0962310040001" });
    expect(termOf("۰۹۶۲۳۱۰۰۴۰۰۰۱", "ticket")).toEqual({ kind: "ticket", key: "0962310040001" });
  });

  it("reads a national code with a valid check digit, also as the other ten-digit kinds", () => {
    expect(kindsOf("0499370899")).toEqual(["ticket", "national-code"]);
    expect(termOf("۰۴۹۹۳۷۰۸۹۹", "national-code")).toEqual({ kind: "national-code", key: "0499370899" });
    expect(kindsOf("0499370898")).toEqual(["ticket"]); // wrong check digit
    expect(termOf("84575948", "national-code")).toEqual({ kind: "national-code", key: "0084575948" });
  });

  it("reads a passport number, typed in pieces or not", () => {
    expect(parseFindText("K12345678")).toEqual({ ok: true, terms: [{ kind: "passport", key: "K12345678" }] });
    expect(termOf("k 1234 5678", "passport")).toEqual({ kind: "passport", key: "K12345678" });
    expect(kindsOf("X1234567")).toEqual(["pnr", "passport"]);
  });

  it("reads an Iranian mobile in any form as one key", () => {
    for (const text of ["09121234567", "+98 912 123 4567", "0098 912 123 4567", "۰۹۱۲ ۱۲۳ ۴۵۶۷"]) {
      expect(termOf(text, "phone")).toEqual({ kind: "phone", key: "+989121234567" });
    }
    expect(kindsOf("+989121234567")).toEqual(["phone"]);
    // Without its 0 it is ten digits: a mobile, a ticket, and a national code if the check fits.
    expect(kindsOf("9121234567")).toContain("phone");
  });

  it("reads an email in lower case, and nothing else from a text with @", () => {
    expect(parseFindText(" M.Karimi@Example.COM ")).toEqual({ ok: true, terms: [{ kind: "email", key: "m.karimi@example.com" }] });
    expect(parseFindText("karimi@")).toEqual({ ok: false, reason: "unrecognised" });
    expect(parseFindText("@example.com")).toEqual({ ok: false, reason: "unrecognised" });
  });

  it("reads a Persian or Arabic name part folded, with its words", () => {
    expect(parseFindText("علي رضائي")).toEqual({
      ok: true,
      terms: [{ kind: "name", key: "علی رضایی", words: ["علی", "رضایی"] }],
    });
    expect(termOf("Mína", "name")).toEqual({ kind: "name", key: "mina", words: ["mina"] });
    expect(kindsOf("maryam karimi")).toEqual(["name"]); // letters in pieces are never a code
    expect(kindsOf("محمد\u200cرضا")).toEqual(["name"]);
  });

  it("finds stored names by the same keys", () => {
    // The ledger stores searchKeyOf("name", ...) of each name; every word of the query is in it.
    const stored = searchKeyOf("name", "علی رضایی");
    const query = termOf("رضائي", "name");
    expect(query?.kind === "name" && query.words.every((word) => stored?.includes(word))).toBe(true);
  });

  it("refuses a name of fewer than three letters, asking for more", () => {
    expect(parseFindText("Li")).toEqual({ ok: false, reason: "name-too-short" });
    expect(parseFindText("ع ل")).toEqual({ ok: false, reason: "name-too-short" });
    expect(parseFindText("مُ")).toEqual({ ok: false, reason: "name-too-short" });
    expect(kindsOf("Ali")).toEqual(["name"]);
  });

  it.each([
    ["", "empty"],
    ["  \u200f ", "empty"],
    ["x".repeat(MAX_FIND_LENGTH + 1), "too-long"],
    ["1234", "unrecognised"],
    ["Ali Reza 1234567890", "unrecognised"],
    ["K7M2QA!", "unrecognised"],
    ["علی؟", "unrecognised"],
    ["+98", "unrecognised"],
    ["1234567890123456789", "unrecognised"],
  ])("refuses %j: %s", (text, reason) => {
    expect(parseFindText(text)).toEqual({ ok: false, reason });
  });
});

describe("searchKeyOf", () => {
  it("gives the stored field the key the query gets", () => {
    expect(searchKeyOf("phone", "0912 123 4567")).toBe("+989121234567");
    expect(searchKeyOf("national-code", "13542419")).toBe("0013542419");
    expect(searchKeyOf("ticket", "096-2310040001")).toBe("0962310040001");
    expect(searchKeyOf("passport", "k12345678")).toBe("K12345678");
    expect(searchKeyOf("pnr", "k7m2qa")).toBe("K7M2QA");
    expect(searchKeyOf("email", "A@B.IR")).toBe("a@b.ir");
    expect(searchKeyOf("name", "زهرة كاظمي")).toBe("زهره کاظمی");
  });

  it("gives null for a field that is not of its kind", () => {
    expect(searchKeyOf("phone", "")).toBeNull();
    expect(searchKeyOf("national-code", "1111111111")).toBeNull();
    expect(searchKeyOf("passport", "ABCDEFG")).toBeNull();
    expect(searchKeyOf("email", "karimi")).toBeNull();
    expect(searchKeyOf("name", " - ")).toBeNull();
  });
});
