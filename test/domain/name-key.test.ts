import { describe, expect, it } from "vitest";
import { nameSoundKey } from "../../src/domain/name-key.js";

describe("nameSoundKey", () => {
  it.each([
    ["Mohammad", "محمد"],
    ["Hosseini", "حسینی"],
    ["Rezaei", "رضایی"],
    ["Tehrani", "تهرانی"],
    ["Ghasemi", "قاسمی"],
    ["Karimi", "کریمی"],
    ["Jafari", "جعفری"],
    ["Zahra", "زهرا"],
    ["Fatemeh", "فاطمه"],
    ["Ali", "علی"],
    ["Ahmadi", "احمدی"],
    // Other spellings of the same names.
    ["Mohamad", "مُحَمَّد"],
    ["Fateme", "فاطمة"],
    ["Rezayi", "رضائي"],
    ["KARIMI", "كريمي"],
    ["Mousavi", "موسوی"],
    ["Khosrow", "خسرو"],
    ["Omid", "امید"],
    ["Razavi", "رضوی"],
    ["Mohammad‌reza", "محمد‌رضا"],
  ])("%s and %s have one key", (latin, persian) => {
    expect(nameSoundKey(latin)).not.toBe("");
    expect(nameSoundKey(latin)).toBe(nameSoundKey(persian));
  });

  it.each([
    ["Karimi", "Kazemi"],
    ["Rezaei", "Razavi"],
    ["Reza", "Rezaei"],
    ["Ali", "Ahmadi"],
  ])("%s and %s differ", (one, other) => {
    expect(nameSoundKey(one)).not.toBe(nameSoundKey(other));
    expect(nameSoundKey(one)).not.toBe(nameSoundKey(nameSoundKey(other)));
  });

  it("keys each word, keeps the first letter's class, drops vowels, folds digraphs and doubles", () => {
    expect(nameSoundKey("Maryam  KARIMI")).toBe("mrm krmy");
    expect(nameSoundKey("علي رضائي")).toBe("aly rzy");
    expect(nameSoundKey("Shahram Khosravi Chegini Zhaleh")).toBe("whrm xsrvy cgny zl");
    expect(nameSoundKey("Hosseini")).toBe(nameSoundKey("Hoseini"));
    expect(nameSoundKey("Nâderi")).toBe(nameSoundKey("Naderi"));
  });

  it("is empty when no Latin or Persian letter is in the text", () => {
    expect(nameSoundKey("")).toBe("");
    expect(nameSoundKey(" 123 - ")).toBe("");
    expect(nameSoundKey("Иван")).toBe("");
  });
});
