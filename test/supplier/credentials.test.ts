import { describe, expect, it } from "vitest";
import { isPasswordHash, passwordHash } from "../../src/supplier/credentials.js";

describe("passwordHash", () => {
  it("is the lowercase hex MD5 of the plain password", () => {
    expect(passwordHash("demo")).toBe("fe01ce2a7fbac8fafaed7c982a04e229");
    expect(passwordHash("")).toBe("d41d8cd98f00b204e9800998ecf8427e");
  });

  it("hashes non-ASCII passwords as UTF-8", () => {
    // md5 of the UTF-8 bytes, as `printf 'رمز' | md5sum` gives it.
    expect(passwordHash("رمز")).toBe("a7dae77bed9996c2b1816264ae4868b7");
  });
});

describe("isPasswordHash", () => {
  it("accepts exactly 32 lowercase hex characters", () => {
    expect(isPasswordHash(passwordHash("secret"))).toBe(true);
  });

  it.each([
    ["uppercase", "FE01CE2A7FBAC8FAFAED7C982A04E229"],
    ["too short", "fe01ce2a7fbac8fafaed7c982a04e22"],
    ["too long", "fe01ce2a7fbac8fafaed7c982a04e2290"],
    ["not hex", "ge01ce2a7fbac8fafaed7c982a04e229"],
    ["trailing newline", "fe01ce2a7fbac8fafaed7c982a04e229\n"],
    ["plain password", "demo"],
  ])("rejects %s", (_, value) => {
    expect(isPasswordHash(value)).toBe(false);
  });
});
