import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSimulator, type SimOptions, type Simulator } from "../../src/sim/server.js";
import { startTelegramEmulator, type EmulatorOptions, type TelegramEmulator, type TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { loadConfig, type Config } from "../../src/config.js";
import { startApp, type App } from "../../src/app.js";
import { GATE_LIMITS, type GateLimits } from "../../src/bot/gate.js";
import { botOutputs, findLeaks, secretsOf } from "./leaks.js";
import { LogCapture } from "./log-capture.js";
import { SIM_PROFILE } from "./profile.js";

export const ADMIN: TgUserSpec = { id: 5001, first_name: "Ada", username: "ada_admin", language_code: "en" };
export const STRANGER: TgUserSpec = { id: 6002, first_name: "Sam", username: "sam_x", language_code: "en" };
/** Distinctive, so that stop() can tell whether it leaked (the simulator is given the same). */
export const SUPPLIER_PASSWORD = "Pa55-w0rd!x";

/** Simulator + Telegram emulator + the real bot, over real HTTP on loopback. */
export interface Stack {
  sim: Simulator;
  tg: TelegramEmulator;
  app: App;
  config: Config;
  dataDir: string;
  /** Every log line the bot wrote, for checks such as "no secret is ever logged". */
  logs: string[];
  /** Stops the bot and starts it again on the same data folder; `whileDown` runs in between. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

export interface StackOptions {
  env?: Record<string, string>;
  sim?: SimOptions;
  dataDir?: string;
  /** Between event polls, in seconds: shorter than EVENTS_POLL_SECONDS's whole seconds allow (default: the env's). */
  pollSeconds?: number;
  /** The bot's clock (default: real time); the simulator's is `sim.now`. */
  now?: () => Date;
  /** How long guided flows wait for an answer (default 15 minutes). */
  flowTimeoutMs?: number;
  /** The longest an alert is held while a guided flow waits in its private chat (default 10 minutes). */
  alertHoldMs?: number;
  /** How often due daily digests are looked for (default 30 s). */
  digestTickMs?: number;
  /** Between checks of followed refunds, and between reads of the credit (default: the env's minutes). */
  followTickMs?: number;
  balanceTickMs?: number;
  paceTickMs?: number;
  paceSeatsMs?: number;
  /** How long flight control waits before reading a flight back (default 5 s). */
  flightReadBackMs?: number;
  /** How long an inline query waits for its search (default 7 s). */
  inlineAnswerWithinMs?: number;
  /** Book's timeout and the wait before each GetStatus of a Book without answer (default 15 s each). */
  bookTimeoutMs?: number;
  bookStatusWaitMs?: number;
  /** Between looks for booking flows left behind (default a minute). */
  bookSweepMs?: number;
  /** Emulator options, e.g. `{ rateLimits: true }` for Telegram's flood control. */
  telegram?: EmulatorOptions;
  /** Another stack's emulator: one Telegram for two instances of the bot (its owner closes it). */
  sharedTelegram?: TelegramEmulator;
  /** Another stack's simulator: one supplier (one feed) for several instances (its owner closes it). */
  sharedSimulator?: Simulator;
  /** The gate's rate limits (default: the product's, but staff as fast as a test). */
  limits?: GateLimits;
}

/** Tests act far faster than staff can: staff are not slowed down unless a test asks. */
export const TEST_LIMITS: GateLimits = { ...GATE_LIMITS, staff: { capacity: 100_000, perMinute: 100_000 } };

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const dataDir = opts.dataDir ?? (await mkdtemp(join(tmpdir(), "flightdesk-e2e-")));
  const sim = opts.sharedSimulator ?? (await startSimulator({ profile: SIM_PROFILE, password: SUPPLIER_PASSWORD, ...opts.sim }));
  const tg = opts.sharedTelegram ?? (await startTelegramEmulator(opts.telegram));
  const log = new LogCapture();
  const config = loadConfig({
    BOT_TOKEN: tg.token,
    TELEGRAM_API_ROOT: tg.apiRoot,
    SUPPLIER_BASE_URL: sim.url,
    SUPPLIER_USERNAME: "demo",
    ...(opts.env?.["SUPPLIER_PASSWORD_MD5"] ? {} : { SUPPLIER_PASSWORD }),
    SUPPLIER_TIMEOUT_MS: "1500",
    ADMIN_IDS: String(ADMIN.id),
    DATA_DIR: dataDir,
    EVENTS_SOURCE: "off",
    LOG_LEVEL: "debug",
    ...opts.env,
  });
  if (opts.pollSeconds !== undefined) config.events.pollSeconds = opts.pollSeconds;
  // Settled at start (the supplier account checked, admins told): what a test does next is its own.
  const start = async () => {
    const app = await startApp(config, log.logger, {
      botInfo: tg.botInfo,
      limits: opts.limits ?? TEST_LIMITS,
      ...(opts.now ? { now: opts.now } : {}),
      ...(opts.flowTimeoutMs ? { flowTimeoutMs: opts.flowTimeoutMs } : {}),
      ...(opts.alertHoldMs ? { alertHoldMs: opts.alertHoldMs } : {}),
      ...(opts.digestTickMs ? { digestTickMs: opts.digestTickMs } : {}),
      ...(opts.followTickMs ? { followTickMs: opts.followTickMs } : {}),
      ...(opts.balanceTickMs ? { balanceTickMs: opts.balanceTickMs } : {}),
      ...(opts.paceTickMs ? { paceTickMs: opts.paceTickMs } : {}),
      ...(opts.paceSeatsMs ? { paceSeatsMs: opts.paceSeatsMs } : {}),
      ...(opts.flightReadBackMs !== undefined ? { flightReadBackMs: opts.flightReadBackMs } : {}),
      ...(opts.inlineAnswerWithinMs !== undefined ? { inlineAnswerWithinMs: opts.inlineAnswerWithinMs } : {}),
      ...(opts.bookTimeoutMs !== undefined ? { bookTimeoutMs: opts.bookTimeoutMs } : {}),
      ...(opts.bookStatusWaitMs !== undefined ? { bookStatusWaitMs: opts.bookStatusWaitMs } : {}),
      ...(opts.bookSweepMs !== undefined ? { bookSweepMs: opts.bookSweepMs } : {}),
    });
    await app.accountChecked;
    return app;
  };
  const stack: Stack = {
    sim,
    tg,
    app: await start(),
    config,
    dataDir,
    logs: log.lines,
    async restart(whileDown) {
      await stack.app.stop();
      await whileDown?.();
      stack.app = await start();
    },
    /** Also fails the test file if any secret showed in a log line, a Bot API call or a message. */
    async stop() {
      await stack.app.stop();
      if (!opts.sharedTelegram) await tg.close();
      if (!opts.sharedSimulator) await sim.close();
      if (!opts.dataDir) await rm(dataDir, { recursive: true, force: true });
      const plainPassword = opts.env?.["SUPPLIER_PASSWORD"] ?? (opts.env?.["SUPPLIER_PASSWORD_MD5"] ? undefined : SUPPLIER_PASSWORD);
      const leaks = findLeaks(secretsOf(config, plainPassword), botOutputs(log.lines, tg));
      if (leaks.length > 0) throw new Error(`secrets leaked:\n${leaks.join("\n")}`);
    },
  };
  return stack;
}
