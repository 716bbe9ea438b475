import { describe, expect, it } from "vitest";
import { silentLogger } from "../../src/logger.js";
import { SupplierClient, type SupplierClientOptions } from "../../src/supplier/client.js";
import { ACCOUNT_HASH } from "../support/supplier.js";

const valid: SupplierClientOptions = {
  baseUrl: "http://127.0.0.1:9",
  username: "fd-service",
  passwordMd5: ACCOUNT_HASH,
  timeoutMs: 1_000,
  logger: silentLogger(),
};

describe("SupplierClient options", () => {
  it.each([
    ["a base URL that is not http(s)", { baseUrl: "ftp://supplier.example" }, /baseUrl/],
    ["a base URL that is not a URL", { baseUrl: "supplier" }, /baseUrl/],
    ["an empty username", { username: "" }, /username/],
    ["a plain password instead of its hash", { passwordMd5: "Plain-Pa55word-Xq7" }, /passwordMd5/],
    ["an uppercase hash", { passwordMd5: ACCOUNT_HASH.toUpperCase() }, /passwordMd5/],
    ["a zero timeout", { timeoutMs: 0 }, /timeoutMs/],
    ["a Book timeout that is not whole", { bookTimeoutMs: 1.5 }, /bookTimeoutMs/],
    ["titles without a word for a girl", { titles: { adult: { M: "MR", F: "MS" }, child: { M: "MSTR", F: "" }, infant: { M: "MSTR", F: "MISS" } } }, /child F/],
    ["zero attempts", { retry: { attempts: 0, baseDelayMs: 10 } }, /retry/],
  ])("refuses %s, without repeating the value", (_, override, message) => {
    let error: unknown;
    try {
      new SupplierClient({ ...valid, ...override });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(TypeError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain("Plain-Pa55word");
    expect((error as Error).message.toLowerCase()).not.toContain(ACCOUNT_HASH);
  });

  it("accepts valid options and closes without having connected", async () => {
    await new SupplierClient(valid).close();
  });
});
