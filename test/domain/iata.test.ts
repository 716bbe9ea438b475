import { describe, expect, it } from "vitest";
import {
  isCountryCode,
  isIataAirport,
  isLocalRef,
  isPnr,
  isTicketNumber,
  normalizeCode,
  normalizeLocalRef,
} from "../../src/domain/iata.js";

describe("normalisation", () => {
  it("trims, removes invisible marks, maps digits and upper-cases codes", () => {
    expect(normalizeCode("  thr\u200f ")).toBe("THR");
    expect(normalizeCode("k۷m۲qa")).toBe("K7M2QA");
  });

  it("keeps the case of local references", () => {
    expect(normalizeLocalRef(" fd-1001 ")).toBe("fd-1001");
  });
});

describe("shapes", () => {
  it("airport: three letters", () => {
    for (const ok of ["THR", "thr", " Mhd "]) expect(isIataAirport(ok)).toBe(true);
    for (const bad of ["TH", "THRR", "TH1", "T-R", "", "ΤΗΡ", "ABÇ"]) expect(isIataAirport(bad)).toBe(false);
  });

  it("PNR: 5-8 letters or digits", () => {
    for (const ok of ["K7M2QA", "k7m2qa", "ABCDE", "12345678", "ZZ9ZZ9"]) expect(isPnr(ok)).toBe(true);
    for (const bad of ["ABCD", "ABCDEFGHI", "K7M-2QA", "K7M 2QA", ""]) expect(isPnr(bad)).toBe(false);
  });

  it("ticket number: 10-15 digits, one inner dash allowed", () => {
    for (const ok of ["0962310040001", "096-2310040001", "1234567890", "123456789012345", "۰۹۶۲۳۱۰۰۴۰۰۰۱"]) {
      expect(isTicketNumber(ok)).toBe(true);
    }
    for (const bad of ["123456789", "1234567890123456", "096-231-0040001", "-0962310040001", "0962310040001-", "09623100400O1", ""]) {
      expect(isTicketNumber(bad)).toBe(false);
    }
  });

  it("local reference: 1-40 of letters, digits, - _ .", () => {
    for (const ok of ["FD-1001", "a", "x_y.z-1", "A".repeat(40)]) expect(isLocalRef(ok)).toBe(true);
    for (const bad of ["", "A".repeat(41), "FD 1001", "FD/1001", "فارسی"]) expect(isLocalRef(bad)).toBe(false);
  });

  it("country: two letters", () => {
    for (const ok of ["IR", "ir", " Af "]) expect(isCountryCode(ok)).toBe(true);
    for (const bad of ["IRN", "I", "I1", "", "All"]) expect(isCountryCode(bad)).toBe(false);
  });
});
