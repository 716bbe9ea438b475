import { describe, expect, it } from "vitest";
import { iranianMobileOf, phoneOf } from "../../src/domain/phone.js";

describe("phoneOf", () => {
  it.each([
    "09121234567",
    "9121234567",
    "+989121234567",
    "00989121234567",
    "989121234567",
    "+98 912 123 4567",
    "+98 (0)912 123 4567",
    "0912-123-4567",
    "(0912) 123 4567",
    "۰۹۱۲۱۲۳۴۵۶۷",
    "٠٩١٢١٢٣٤٥٦٧",
    "\u200e+98 912 123 4567\u200f",
  ])("reads the Iranian mobile %j as +989121234567", (text) => {
    expect(phoneOf(text)).toBe("+989121234567");
  });

  it.each([
    ["02188776655", "+982188776655"],
    ["021-8877 6655", "+982188776655"],
    ["+44 7700 900123", "+447700900123"],
    ["00447700900123", "+447700900123"],
    ["+971 50 123 4567", "+971501234567"],
  ])("reads %j as %s", (text, phone) => {
    expect(phoneOf(text)).toBe(phone);
  });

  it.each([
    ["88776655", "no area or country code"],
    ["0912123456", "a digit short"],
    ["091212345678", "a digit too many"],
    ["+0912", "no country code after +"],
    ["+1234567", "too short for E.164"],
    ["+1234567890123456", "too long for E.164"],
    ["0012", "00 and too few"],
    ["0912abc4567", "letters"],
    ["++989121234567", "two pluses"],
    ["", "nothing"],
  ])("refuses %j: %s", (text) => {
    expect(phoneOf(text)).toBeNull();
  });
});

describe("iranianMobileOf", () => {
  it.each(["09121234567", "9121234567", "+989121234567", "00989121234567", "+98 (0)912 123 4567", "۰۹۱۲ ۱۲۳ ۴۵۶۷", "٠٩١٢١٢٣٤٥٦٧"])(
    "reads %j as 09121234567",
    (text) => {
      expect(iranianMobileOf(text)).toBe("09121234567");
    },
  );

  it.each([
    ["02188776655", "a Tehran landline"],
    ["+44 7700 900123", "a foreign mobile"],
    ["0912123456", "a digit short"],
    ["091212345678", "a digit more"],
    ["", "nothing"],
  ])("refuses %j: %s", (text) => {
    expect(iranianMobileOf(text)).toBeNull();
  });
});
