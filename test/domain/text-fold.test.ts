import { describe, expect, it } from "vitest";
import { foldText, letterCount } from "../../src/domain/text-fold.js";

describe("foldText", () => {
  it.each([
    // Arabic keyboards' yeh, kaf, hamza forms against the Persian spelling.
    ["علي رضائي", "علی رضایی"],
    ["كريمي", "کریمی"],
    ["مصطفى", "مصطفی"],
    ["فاطمة", "فاطمه"],
    ["أحمد", "احمد"],
    ["إسماعيل", "اسماعیل"],
    ["آرش", "ارش"],
    ["مؤمن", "مومن"],
    ["عبدالله", "عبدالله"],
    ["علاء", "علا"],
    // Harakat, shadda, tatweel.
    ["مُحَمَّد", "محمد"],
    ["محـــمد", "محمد"],
    // Presentation forms (old systems, PDFs) and the lam-alef ligature.
    ["\uFEE3\uFEA4\uFEE4\uFEAA", "محمد"],
    ["\uFEFB\uFEDF\uFEEA", "لاله"],
  ])("folds %j like %j", (typed, stored) => {
    expect(foldText(typed)).toBe(foldText(stored));
  });

  it("gives the Persian letters as the search form", () => {
    expect(foldText("علي رضائي")).toBe("علی رضایی");
    expect(foldText("زهرة كاظمي")).toBe("زهره کاظمی");
  });

  it.each([
    ["Mína", "mina"],
    ["MÍNA", "mina"],
    ["José Müller", "jose muller"],
    ["Ångström", "angstrom"],
    ["Łukasz Øster", "lukasz oster"],
    ["Straße", "strasse"],
    ["Yıldız", "yildiz"],
    ["İlker", "ilker"],
    ["Ｍｉｎａ", "mina"],
    ["Jean-Pierre", "jean pierre"],
    ["O'Brien", "obrien"],
    ["O’Brien", "obrien"],
    ["M. Karimi", "m karimi"],
  ])("folds the Latin %j to %j", (typed, folded) => {
    expect(foldText(typed)).toBe(folded);
  });

  it("turns a ZWNJ or ZWJ into the space others type there", () => {
    expect(foldText("محمد\u200cرضا")).toBe("محمد رضا");
    expect(foldText("محمد\u200dرضا")).toBe("محمد رضا");
    expect(foldText("محمد رضا")).toBe("محمد رضا");
  });

  it("drops direction marks and collapses every kind of space", () => {
    expect(foldText("\u200f  علی \u00a0\t رضایی\u200e ")).toBe("علی رضایی");
    expect(foldText("  Ali   Rezaei  ")).toBe("ali rezaei");
    expect(foldText("Ali\u3000Rezaei")).toBe("ali rezaei");
  });

  it("reads Persian and Arabic digits", () => {
    expect(foldText("۱۲۳ ٤٥٦")).toBe("123 456");
  });

  it("is idempotent and keeps letters it has no rule for", () => {
    for (const text of ["علي رضائي", "Mína O'Brien", "Ελένη", "Иван", "جۆن"]) {
      expect(foldText(foldText(text))).toBe(foldText(text));
    }
    expect(foldText("Иван")).toBe("иван");
  });

  it("gives empty text for nothing to fold", () => {
    expect(foldText("")).toBe("");
    expect(foldText(" \u200c\u200f ")).toBe("");
  });

  it("takes the same path for ASCII as for the rest", () => {
    // The ASCII short path must agree with the full one: a name that only differs by an
    // accent ends in the same form.
    expect(foldText("Ali-Reza O'Neil")).toBe(foldText("Alí-Reza O'Neil"));
  });
});

describe("letterCount", () => {
  it("counts letters, not spaces or digits", () => {
    expect(letterCount(foldText("علی"))).toBe(3);
    expect(letterCount("a b")).toBe(2);
    expect(letterCount("12 ab")).toBe(2);
    expect(letterCount("")).toBe(0);
  });
});
