import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botApiFetch } from "../../src/bot/api-fetch.js";

/** A Bot API stand-in that answers each call with what it received. */
describe("botApiFetch", () => {
  let url: string;
  let hold: ((req: IncomingMessage) => void) | undefined;
  const server = createServer((req, res) => {
    if (req.url?.endsWith("/hold")) return hold?.(req);
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      res.setHeader("content-type", "application/json");
      res.statusCode = req.url?.endsWith("/refused") ? 400 : 200;
      res.end(JSON.stringify({ ok: res.statusCode === 200, result: { method: req.method, type: req.headers["content-type"], body: Buffer.concat(chunks).toString("utf8") } }));
    });
  });
  const fetch = botApiFetch();
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bot1:token`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("posts grammY's JSON and returns the answer's JSON", async () => {
    const res = await fetch(`${url}/sendMessage`, { method: "POST", headers: { "content-type": "application/json", connection: "keep-alive" }, body: '{"text":"hi"}' });
    expect(await res.json()).toEqual({ ok: true, result: { method: "POST", type: "application/json", body: '{"text":"hi"}' } });
  });

  it("streams a multipart body (a file)", async () => {
    const body = Readable.from(["--b\r\n", "part", "\r\n--b--\r\n"]);
    const res = await fetch(`${url}/sendDocument`, { method: "POST", headers: { "content-type": "multipart/form-data; boundary=b" }, body: body as unknown as string });
    expect(await res.json()).toMatchObject({ result: { type: "multipart/form-data; boundary=b", body: "--b\r\npart\r\n--b--\r\n" } });
  });

  it("returns Telegram's refusal as JSON, whatever the status", async () => {
    const res = await fetch(`${url}/refused`, { method: "POST", body: "{}" });
    expect(await res.json()).toMatchObject({ ok: false });
  });

  it("gives up a call when grammY aborts it (a stopping long poll)", async () => {
    const arrived = new Promise<void>((resolve) => (hold = () => resolve()));
    const abort = new AbortController();
    const call = fetch(`${url}/hold`, { method: "POST", body: "{}", signal: abort.signal });
    await arrived;
    abort.abort();
    await expect(call).rejects.toThrow();
  });
});
