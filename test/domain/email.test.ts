import { describe, expect, it } from "vitest";
import { emailOf } from "../../src/domain/email.js";

describe("emailOf", () => {
  it.each([
    ["reza@example.com", "reza@example.com"],
    [" Reza.Tehrani+desk@mail.example.ir\u200f ", "Reza.Tehrani+desk@mail.example.ir"],
  ])("reads %j as %s", (text, email) => {
    expect(emailOf(text)).toBe(email);
  });

  it.each([
    ["reza", "no @"],
    ["reza@example", "no top-level domain"],
    ["reza@@example.com", "two @"],
    ["re za@example.com", "a space"],
    ["<b>@example.com", "markup"],
    [`${"a".repeat(250)}@example.com`, "too long"],
    ["", "nothing"],
  ])("refuses %j: %s", (text) => {
    expect(emailOf(text)).toBeNull();
  });
});
