import { createServer, type Server } from "node:net";
import { Api, BotError, GrammyError, HttpError } from "grammy";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordHash } from "../src/supplier/credentials.js";
import { findLeaks, MIN_SECRET_LENGTH, type Secret } from "./support/leaks.js";
import { LogCapture } from "./support/log-capture.js";
import { logFormatFor } from "../src/logger.js";

const TOKEN = "7000000001:AAF-secret_value-0123456789abcdefghij";
const PASSWORD = "Pa55-w0rd!x";
const SECRETS: Secret[] = [
  { name: "bot token", value: TOKEN },
  { name: "bot token secret", value: TOKEN.split(":")[1]! },
  { name: "supplier password", value: PASSWORD },
  { name: "supplier password MD5", value: passwordHash(PASSWORD) },
];

/** The shared log capture, shaped as these tests read it. */
function capture(secrets: string[] = []) {
  const { logger, lines } = new LogCapture(secrets);
  return { log: logger, lines };
}

describe("findLeaks", () => {
  it("finds each secret in any form it may take: whole, the token's secret half, an upper-case hash", () => {
    const leaks = findLeaks(SECRETS, [
      { where: "a", text: `GET /bot${TOKEN}/getMe` },
      { where: "b", text: `token=${encodeURIComponent(TOKEN)}` },
      { where: "c", text: `{"Password":"${passwordHash(PASSWORD).toUpperCase()}"}` },
      { where: "d", text: `login with ${PASSWORD} failed` },
      { where: "e", text: "nothing here: Pa55-w0rd, 7000000001, [secret]" },
    ]);
    expect(leaks.map((l) => l.slice(0, l.indexOf(":")))).toEqual([
      "bot token in a",
      "bot token secret in a",
      "bot token secret in b",
      "supplier password MD5 in c",
      "supplier password in d",
    ]);
  });

  it("never prints the secrets it reports", () => {
    const [report] = findLeaks(SECRETS, [{ where: "log", text: `x ${TOKEN} ${passwordHash(PASSWORD)} y` }]);
    expect(report).toContain("«…»");
    expect(findLeaks(SECRETS, [{ where: "report", text: report! }])).toEqual([]);
  });

  it("skips values too short to be told from ordinary words", () => {
    expect(MIN_SECRET_LENGTH).toBeGreaterThan(4);
    expect(findLeaks([{ name: "password", value: "demo" }], [{ where: "log", text: '{"username":"demo"}' }])).toEqual([]);
  });
});

describe("the logger", () => {
  let server: Server;
  let apiRoot: string;
  beforeAll(async () => {
    // A Bot API that hangs up on every request: grammY's error then carries the request URL.
    server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    apiRoot = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("writes a failed Bot API request's error without the token in its URL", async () => {
    const error = await new Api(TOKEN, { apiRoot }).getMe().then(() => null, (err: unknown) => err);
    expect(error).toBeInstanceOf(HttpError);
    // What made it a leak: the error grammY wraps names the URL, token included.
    expect(String((error as HttpError).error)).toContain(TOKEN);
    const { log, lines } = capture();
    log.child({ ref: "ABC123" }).error({ err: error }, "update failed");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("getMe");
    expect(findLeaks(SECRETS, [{ where: "log", text: lines[0]! }])).toEqual([]);
  });

  it("redacts secrets under their field names and a token in any text", () => {
    const { log, lines } = capture();
    log.info({ password: PASSWORD, supplier: { passwordMd5: passwordHash(PASSWORD) }, Credential: { Password: passwordHash(PASSWORD) } }, "fields");
    log.warn(`message naming ${TOKEN}`);
    log.warn({ url: `https://api.telegram.org/bot${TOKEN}/sendMessage` }, "url");
    expect(lines).toHaveLength(3);
    expect(findLeaks(SECRETS, lines.map((text, i) => ({ where: `line ${i}`, text })))).toEqual([]);
    expect(lines.join("")).toContain("[secret]");
  });

  it("writes an update's failure without the context it carries: no token, no configuration, no message text", () => {
    const webhookSecret = "hook-secret-0123456789";
    // What grammY hands the error boundary: a BotError holding the whole context.
    const ctx = { api: { token: TOKEN }, deps: { config: { botToken: TOKEN, supplier: { passwordMd5: passwordHash(PASSWORD) }, webhook: { secret: webhookSecret } } } };
    const refused = new GrammyError("Call to 'sendMessage' failed!", { ok: false, error_code: 400, description: "Bad Request: message is too long" }, "sendMessage", {
      chat_id: 1,
      text: "Passenger REZA KARIMI, national code 0012345678",
    });
    const { log, lines } = capture();
    log.error({ err: new BotError(refused, ctx as never) }, "update failed");
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { err: { type: string; cause: { description: string; method: string; error_code: number } } };
    expect(line.err.type).toBe("BotError");
    expect(line.err.cause).toMatchObject({ description: "Bad Request: message is too long", method: "sendMessage", error_code: 400 });
    expect(lines[0]).not.toMatch(/KARIMI|0012345678|hook-secret/);
    expect(findLeaks(SECRETS, [{ where: "log", text: lines[0]! }])).toEqual([]);
  });

  it("scrubs the configured secret values from every line, whatever field carried them", () => {
    const { log, lines } = capture(["hook-secret-0123456789", "abc"]);
    log.info({ request: { headers: { "x-custom": "hook-secret-0123456789" } } }, "echo hook-secret-0123456789");
    log.info({ word: "abc" }, "short values are not scrubbed");
    expect(lines[0]).not.toContain("hook-secret");
    expect(lines[0]).toContain("[secret]");
    expect(lines[1]).toContain('"word":"abc"');
  });
});

describe("logFormatFor", () => {
  it("follows LOG_FORMAT when set; unset, pretty on a terminal and JSON elsewhere", () => {
    expect(logFormatFor("json", true)).toBe("json");
    expect(logFormatFor("pretty", false)).toBe("pretty");
    expect(logFormatFor(undefined, true)).toBe("pretty");
    expect(logFormatFor(undefined, false)).toBe("json");
  });
});
