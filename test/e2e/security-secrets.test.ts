import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { startSimulator, type FaultRule } from "../../src/sim/server.js";
import { passwordHash } from "../../src/supplier/credentials.js";
import { ADMIN, SUPPLIER_PASSWORD, startStack, type Stack, type StackOptions } from "../support/stack.js";
import { ask, upcoming } from "../support/steps.js";
import { SIM_PROFILE } from "../support/profile.js";
import { botOutputs, findLeaks, secretsOf, secretsOfUrl, type Secret } from "../support/leaks.js";
import { BotProcess } from "../support/bot-process.js";

const { oneWayRefundable, status } = SIM_FIXTURES;
const WRONG_PASSWORD = "Wr0ng-Pa55!x";
const ACCESS_TOKEN = "at-Zq81-secret-7Hk2";
const URL_PASSWORD = "url-Pw9-secret-4Qd";
/** What users read when the supplier refuses the service account (admins are told what it said). */
const REFUSED = /^⚠️ The bot's supplier account is refused; an admin has been told\./;
/** Commands that reach every kind of supplier call the bot makes on a user's behalf. */
const SUPPLIER_COMMANDS = ["/search THR MHD +3", `/history ${oneWayRefundable.pnr}`, `/status ${status.issued.reference}`, `/penalty ${oneWayRefundable.pnr}`, "/aircraft"];

/** Sends a command as the admin and waits for the staff answer, past an admin notice that may come first. */
async function answerTo(s: Pick<Stack, "tg">, command: string, expected: RegExp): Promise<string> {
  const reply = upcoming(s, ADMIN.id, (m) => expected.test(m.text));
  await s.tg.sendText(ADMIN, command);
  return (await reply).text;
}

describe("no secret in any log line or message", () => {
  const stacks: Stack[] = [];
  afterAll(async () => {
    // Each stop() runs the harness's own leak check again.
    for (const s of stacks) await s.stop();
  });

  async function stack(opts: StackOptions): Promise<Stack> {
    const s = await startStack(opts);
    stacks.push(s);
    await ask(s.tg, ADMIN, "/start");
    return s;
  }

  function expectNoLeaks(s: Stack, plainPassword: string): void {
    expect(findLeaks(secretsOf(s.config, plainPassword), botOutputs(s.logs, s.tg))).toEqual([]);
  }

  it("the harness's check sees log lines, Bot API calls, messages and toasts, and fails stop()", async () => {
    const s = await startStack({});
    let found = "";
    let failure = "";
    try {
      await ask(s.tg, ADMIN, "/start");
      const fleet = await ask(s.tg, ADMIN, "/aircraft");
      await s.tg.pressRaw(ADMIN, fleet, "%%");
      await expect.poll(() => s.tg.callbackAnswers().length).toBe(1);
      // Words the bot did write stand in for secrets: each source is searched.
      const shown: Secret[] = [
        { name: "a log word", value: "FlightDesk is running" },
        // Without the bold registration: the Bot API call holds HTML, the message its visible text.
        { name: "a message word", value: fleet.text.split("\n")[1]!.split(" · ").slice(1).join(" · ") },
        { name: "a toast", value: "not valid any more" },
      ];
      found = findLeaks(shown, botOutputs(s.logs, s.tg)).join("\n");
      s.logs.push(`{"msg":"oops","md5":"${passwordHash(SUPPLIER_PASSWORD).toUpperCase()}","url":"/bot${s.tg.token}/getMe"}`);
    } finally {
      failure = await s.stop().then(() => "", (err: Error) => err.message);
    }
    expect(found).toMatch(/a log word in log line/);
    expect(found).toMatch(new RegExp(`a message word in message \\d+ in chat ${ADMIN.id}`));
    expect(found).toMatch(/a message word in Bot API call sendMessage/);
    expect(found).toMatch(/a toast in callback answer/);
    expect(found).toMatch(/a toast in Bot API call answerCallbackQuery/);
    expect(failure).toMatch(/^secrets leaked:/);
    for (const name of ["bot token", "bot token secret", "supplier password MD5"]) expect(failure).toContain(`\n${name} in log line`);
  });

  it("a wrong supplier password: staff read that an admin knows, the admin what the supplier said, and nothing shows the password or its hash", async () => {
    const s = await stack({ env: { SUPPLIER_PASSWORD: WRONG_PASSWORD, EVENTS_SOURCE: "b2b", EVENTS_POLL_SECONDS: "1" } });
    for (const command of SUPPLIER_COMMANDS) expect(await answerTo(s, command, REFUSED), command).toMatch(REFUSED);
    expect(await answerTo(s, `/refund ${oneWayRefundable.pnr}`, REFUSED)).toMatch(REFUSED);
    // The admin was not reachable at start (no /start yet), so the first refusal told them; once.
    const notices = s.tg.messages(ADMIN.id).filter((m) => m.text.includes("The supplier refuses the bot's service account."));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toMatch(/It answered \w+: Invalid username or password\./);
    // The event poller fails too, and says so in the log and in /poller.
    await expect.poll(() => s.logs.some((l) => l.includes("event poll failed")), { timeout: 4000 }).toBe(true);
    expect((await ask(s.tg, ADMIN, "/poller")).text).toMatch(/Invalid username or password/);
    expectNoLeaks(s, WRONG_PASSWORD);
  });

  it("an access token refused, supplier faults and timeouts: clear messages, and no secret anywhere", async () => {
    const s = await stack({ env: { SUPPLIER_ACCESS_TOKEN: ACCESS_TOKEN, SUPPLIER_TIMEOUT_MS: "250" } });
    expect(await answerTo(s, "/aircraft", REFUSED)).toMatch(REFUSED);
    const faults: FaultRule[] = [
      { operation: "*", status: 500 },
      { operation: "*", status: 502 },
      { operation: "*", malformedJson: true },
      { operation: "*", wrongShape: true },
      { operation: "*", hang: true },
      { operation: "*", latencyMs: 600 },
    ];
    for (const [i, fault] of faults.entries()) {
      s.sim.setFaults([fault]);
      const command = SUPPLIER_COMMANDS[i % 4]!;
      expect((await ask(s.tg, ADMIN, command)).text, `${command} ${JSON.stringify(fault)}`).toMatch(/[Rr]eference|supplier says|supplier refused/);
    }
    s.sim.clearFaults();
    expectNoLeaks(s, SUPPLIER_PASSWORD);
  });

  it("an access token accepted and Telegram refusing a message: nothing shows the token", async () => {
    const s = await stack({ env: { SUPPLIER_ACCESS_TOKEN: ACCESS_TOKEN }, sim: { accessTokens: [ACCESS_TOKEN] } });
    expect((await ask(s.tg, ADMIN, "/aircraft")).text).toMatch(/^Fleet/);
    // A flood wait longer than the bot waits ends in the error boundary, which logs it and apologises.
    s.tg.failNext("sendMessage", { status: 429, retryAfter: 600 });
    const apology = upcoming(s, ADMIN.id, (m) => /Sorry, something went wrong/.test(m.text));
    await s.tg.sendText(ADMIN, "/aircraft");
    await apology;
    expect(s.logs.some((l) => l.includes("update failed"))).toBe(true);
    expectNoLeaks(s, SUPPLIER_PASSWORD);
  });
});

describe("no secret in the output of the bot process", () => {
  const token = `7000000001:${"Tk9-secret_".repeat(3)}xy`;
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  /** `npm start` with this environment until it exits, or until `whileUp` is done and SIGTERM stops it. */
  async function runBot(env: Record<string, string>, whileUp?: () => Promise<void>): Promise<{ code: number | null; output: string }> {
    const dir = await mkdtemp(join(tmpdir(), "flightdesk-secrets-"));
    dirs.push(dir);
    const bot = new BotProcess(() => ({ DATA_DIR: dir, EVENTS_SOURCE: "off", LOG_LEVEL: "debug", ADMIN_IDS: String(ADMIN.id), ...env }));
    bot.start();
    if (whileUp) {
      try {
        await bot.running();
        await whileUp();
      } finally {
        await bot.stop("SIGTERM");
      }
    }
    return { code: await bot.exited(), output: bot.output() };
  }

  const secrets: Secret[] = [
    { name: "bot token", value: token },
    { name: "bot token secret", value: token.split(":")[1]! },
    { name: "supplier password", value: WRONG_PASSWORD },
    { name: "supplier password MD5", value: passwordHash(WRONG_PASSWORD) },
    { name: "supplier access token", value: ACCESS_TOKEN },
    ...secretsOfUrl("supplier URL", `http://svc:${URL_PASSWORD}@127.0.0.1:9`),
  ];

  it("refuses a bad configuration without echoing any value", async () => {
    const { code, output } = await runBot({
      BOT_TOKEN: `${token}!`,
      SUPPLIER_BASE_URL: `http://u:${WRONG_PASSWORD}@`,
      SUPPLIER_USERNAME: "demo",
      SUPPLIER_PASSWORD: WRONG_PASSWORD,
      SUPPLIER_PASSWORD_MD5: passwordHash(WRONG_PASSWORD),
      SUPPLIER_ACCESS_TOKEN: ACCESS_TOKEN,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/BOT_TOKEN does not look like a bot token/);
    expect(output).toMatch(/both set/);
    expect(findLeaks(secrets, [{ where: "output", text: output }])).toEqual([]);
  });

  it("refuses a SUPPLIER_BASE_URL that holds user:password, naming the variable, never the password", async () => {
    const { code, output } = await runBot({
      BOT_TOKEN: token,
      SUPPLIER_BASE_URL: `http://svc:${URL_PASSWORD}@127.0.0.1:9/`,
      SUPPLIER_USERNAME: "svc",
      SUPPLIER_PASSWORD: WRONG_PASSWORD,
    });
    expect(code).toBe(1);
    expect(output).toMatch(/SUPPLIER_BASE_URL must not hold a user name or password \(user:password@\): give them as SUPPLIER_USERNAME and SUPPLIER_PASSWORD/);
    expect(findLeaks(secrets, [{ where: "output", text: output }])).toEqual([]);
  });

  it("starts, fails every supplier call with a wrong password, is refused by Telegram, and never prints a secret", async () => {
    const sim = await startSimulator({ profile: SIM_PROFILE, password: SUPPLIER_PASSWORD });
    const tg = await startTelegramEmulator({ token });
    const other = await startTelegramEmulator();
    try {
      const env = {
        TELEGRAM_API_ROOT: tg.apiRoot,
        SUPPLIER_BASE_URL: sim.url,
        SUPPLIER_USERNAME: "demo",
        SUPPLIER_PASSWORD: WRONG_PASSWORD,
        SUPPLIER_ACCESS_TOKEN: ACCESS_TOKEN,
        SUPPLIER_TIMEOUT_MS: "300",
      };
      const served = await runBot({ ...env, BOT_TOKEN: token }, async () => {
        for (const command of SUPPLIER_COMMANDS) expect(await answerTo({ tg }, command, REFUSED), command).toMatch(REFUSED);
        sim.setFaults([{ operation: "*", hang: true }]);
        expect((await ask(tg, ADMIN, `/history ${oneWayRefundable.pnr}`)).text).toMatch(/not answering/);
      });
      expect(served.code).toBe(0);
      expect(served.output).toMatch(/FlightDesk stopped/);

      // The same token at a Bot API that does not know it: start-up fails with 401.
      const refused = await runBot({ ...env, BOT_TOKEN: token, TELEGRAM_API_ROOT: other.apiRoot });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Unauthorized/);

      const outputs = [{ where: "served", text: served.output }, { where: "refused", text: refused.output }];
      expect(findLeaks(secrets, outputs)).toEqual([]);
      const messages = botOutputs([], tg).map((o) => ({ where: `Telegram ${o.where}`, text: o.text }));
      expect(findLeaks(secrets, messages)).toEqual([]);
    } finally {
      await other.close();
      await tg.close();
      await sim.close();
    }
  }, 30_000);
});
