import { describe, expect, it } from "vitest";
import { passportLastsFor, passportNumberOf } from "../../src/domain/passport.js";

describe("passportNumberOf", () => {
  it.each([
    ["u12345678", "U12345678"],
    ["U 1234 5678", "U12345678"],
    ["AB-123456", "AB123456"],
    ["۱۲۳۴۵۶۷۸", "12345678"],
  ])("reads %j as %s", (text, number) => {
    expect(passportNumberOf(text)).toBe(number);
  });

  it.each([
    ["1234", "too short"],
    ["ABCDEFGH", "no digit"],
    ["U1234567/8", "a slash"],
    ["U".repeat(20) + "1", "too long"],
    ["", "nothing"],
  ])("refuses %j: %s", (text) => {
    expect(passportNumberOf(text)).toBeNull();
  });
});

describe("passportLastsFor: at least 6 months after the flight", () => {
  it.each([
    ["2027-06-01", "2026-12-01", true, "six months to the day"],
    ["2027-05-31", "2026-12-01", false, "a day short"],
    ["2030-01-01", "2026-12-01", true, "years left"],
    ["2027-02-28", "2026-08-31", true, "the end of a shorter month"],
    ["2026-12-01", "2026-12-01", false, "expiring on the day"],
  ])("expiring %s, flying %s: %s (%s)", (expiry, flight, lasts) => {
    expect(passportLastsFor(expiry, flight)).toBe(lasts);
  });
});
