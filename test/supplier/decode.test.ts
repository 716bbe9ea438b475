import { deflateRawSync, deflateSync, gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { BodyDecodeError, BodyTooLargeError, decodeBody } from "../../src/supplier/decode.js";

const text = JSON.stringify({ CurrencyCode: "IRR", note: "سلام" });
const plain = Buffer.from(text);
const MAX = 1024 * 1024;

describe("decodeBody", () => {
  it.each([
    ["no encoding", plain, undefined],
    ["identity", plain, "identity"],
    ["gzip", gzipSync(plain), "gzip"],
    ["x-gzip", gzipSync(plain), "x-gzip"],
    ["zlib deflate", deflateSync(plain), "deflate"],
    ["raw deflate", deflateRawSync(plain), "Deflate"],
    ["stacked deflate, gzip", gzipSync(deflateSync(plain)), "deflate, gzip"],
  ])("decodes %s", async (_, body, encoding) => {
    expect((await decodeBody(body, encoding, MAX)).toString("utf8")).toBe(text);
  });

  it("rejects a corrupt gzip body", async () => {
    await expect(decodeBody(Buffer.from("not gzip"), "gzip", MAX)).rejects.toBeInstanceOf(BodyDecodeError);
  });

  it("rejects an unsupported encoding", async () => {
    await expect(decodeBody(plain, "br", MAX)).rejects.toThrow(/unsupported content-encoding "br"/);
  });

  it("refuses to inflate beyond the size cap", async () => {
    const bomb = gzipSync(Buffer.alloc(10 * MAX));
    await expect(decodeBody(bomb, "gzip", MAX)).rejects.toBeInstanceOf(BodyTooLargeError);
  });
});
