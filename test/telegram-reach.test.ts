import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startTelegramEmulator } from "../src/dev/telegram/emulator.js";
import { BotTokenRefused, reachBotApi, StartAborted, unreachableLine } from "../src/telegram-reach.js";
import { LogCapture } from "./support/log-capture.js";
import { freePort } from "./support/ports.js";

const FAST = { retryMs: 50, reportEveryMs: 400, attemptTimeoutMs: 300 };
const TOKEN = "4242:AAF-reach-test-0123456789abcdefghijk";

/** A server answering every request with `status` and `body`, or nothing at all when `body` is null. */
async function answering(status: number, body: string | null): Promise<{ root: string; server: Server }> {
  const server = createServer((req, res) => {
    if (body === null) return; // never answers
    res.writeHead(status, { "content-type": body.startsWith("{") ? "application/json" : "text/html" }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { root: `http://127.0.0.1:${port}`, server };
}

const warnings = (log: LogCapture) => log.entries().filter((e) => e.level === 40);

describe("reaching the Bot API at start", () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const done of cleanup.splice(0)) await done();
  });

  it("warns at once while nothing listens, again every reportEveryMs, and returns the bot once Telegram is up", async () => {
    const port = await freePort();
    const root = `http://127.0.0.1:${port}`;
    const log = new LogCapture([TOKEN]);
    const reached = reachBotApi({ token: TOKEN, apiRoot: root, logger: log.logger, ...FAST });
    await expect.poll(() => warnings(log).length, { timeout: 2000 }).toBe(1);
    expect(warnings(log)[0]).toMatchObject({ msg: unreachableLine(root), reason: "ECONNREFUSED" });
    expect(unreachableLine(root)).toBe(`cannot reach the Bot API at ${root}: check network or TELEGRAM_API_ROOT`);
    await expect.poll(() => warnings(log).length, { timeout: 2000 }).toBeGreaterThanOrEqual(3);
    // Tried every retryMs, warned only every reportEveryMs. The lines' times are when pino wrote
    // them, which a busy machine delays by some milliseconds: far more than a retry apart all the same.
    const [a, b] = warnings(log).map((e) => e["time"] as number);
    expect(b! - a!).toBeGreaterThanOrEqual(FAST.reportEveryMs - FAST.retryMs);

    const tg = await startTelegramEmulator({ port, token: TOKEN });
    cleanup.push(() => tg.close());
    const me = await reached;
    expect(me.id).toBe(4242);
    expect(log.entries().at(-1)).toMatchObject({ msg: "reached the Bot API" });
    expect(log.lines.join("\n")).not.toContain(TOKEN);
  });

  it("at the real spacing, warns again once 30 s of its clock have passed since the last warning, whatever the tries between", async () => {
    let clock = 0;
    let tries = 0;
    const server = createServer((req, res) => {
      tries += 1;
      clock += 7_000; // each try takes 7 s of the bot's clock
      res.writeHead(502, { "content-type": "text/html" }).end("<html>502 Bad Gateway</html>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    const { port } = server.address() as { port: number };
    const log = new LogCapture();
    const abort = new AbortController();
    const reached = reachBotApi({ token: TOKEN, apiRoot: `http://127.0.0.1:${port}`, logger: log.logger, signal: abort.signal, retryMs: 5, now: () => clock });
    await expect.poll(() => tries, { timeout: 5000, interval: 5 }).toBeGreaterThanOrEqual(12);
    abort.abort();
    await expect(reached).rejects.toBeInstanceOf(StartAborted);
    // Tries at 7, 14, ... 84 s: warned at the first, then at the first try 30 s or more after the last warning.
    expect(warnings(log).map((e) => e["waitingSeconds"]).slice(0, 3)).toEqual([7, 42, 77]);
  });

  it("says so when the root answers nothing within attemptTimeoutMs, or answers a page that is not the Bot API", async () => {
    for (const [body, reason] of [[null, /no answer within/], ["<html>502 Bad Gateway</html>", /not JSON/]] as const) {
      const { root, server } = await answering(502, body);
      cleanup.push(() => new Promise((resolve) => server.close(resolve)));
      const log = new LogCapture();
      const abort = new AbortController();
      const reached = reachBotApi({ token: TOKEN, apiRoot: root, logger: log.logger, signal: abort.signal, ...FAST });
      await expect.poll(() => warnings(log).length, { timeout: 3000 }).toBe(1);
      expect(warnings(log)[0]!["reason"]).toMatch(reason);
      abort.abort();
      await expect(reached).rejects.toBeInstanceOf(StartAborted);
      server.closeAllConnections(); // the request left hanging
    }
  });

  it("retries a 5xx answer and a 429 as Telegram being out of reach", async () => {
    const tg = await startTelegramEmulator({ token: TOKEN });
    cleanup.push(() => tg.close());
    tg.failNext("getMe", { status: 500 });
    tg.failNext("getMe", { status: 429, retryAfter: 1 });
    const log = new LogCapture();
    const me = await reachBotApi({ token: TOKEN, apiRoot: tg.apiRoot, logger: log.logger, ...FAST, reportEveryMs: 0 });
    expect(me.username).toBe(tg.botInfo.username);
    expect(warnings(log).map((e) => e["reason"])).toEqual(["answered 500", "answered 429"]);
  });

  it("stops at once on a refused token (401 from the emulator, 404 as Telegram answers a token it cannot read)", async () => {
    const tg = await startTelegramEmulator();
    cleanup.push(() => tg.close());
    const log = new LogCapture();
    const wrong = reachBotApi({ token: TOKEN, apiRoot: tg.apiRoot, logger: log.logger, ...FAST });
    await expect(wrong).rejects.toBeInstanceOf(BotTokenRefused);
    await expect(wrong).rejects.toThrow(`Telegram refused BOT_TOKEN (401 Unauthorized) at ${tg.apiRoot}: check the token BotFather gave`);

    const { root, server } = await answering(404, '{"ok":false,"error_code":404,"description":"Not Found"}');
    cleanup.push(() => new Promise((resolve) => server.close(resolve)));
    await expect(reachBotApi({ token: TOKEN, apiRoot: root, logger: log.logger, ...FAST })).rejects.toThrow(/^Telegram refused BOT_TOKEN \(404 Not Found\)/);
    expect(warnings(log)).toEqual([]);
  });

  it("does not name a user or password written in the root", async () => {
    expect(unreachableLine("https://ops:hunter22@tg-proxy.example/")).toBe(
      "cannot reach the Bot API at https://tg-proxy.example: check network or TELEGRAM_API_ROOT",
    );
  });
});
