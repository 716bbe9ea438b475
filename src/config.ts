import { isIP } from "node:net";
import { z } from "zod";
import { parseStartTime } from "./domain/cursor.js";
import { isPasswordHash, passwordHash } from "./supplier/credentials.js";
import { parseSupplierHeaders, parseSupplierPaths } from "./supplier/settings.js";
import type { OperationPaths } from "./supplier/operations.js";
import { LOG_FORMATS, type LogFormat } from "./logger.js";
import { DEFAULT_PACE_THRESHOLDS, parseThresholds, type PaceRules } from "./domain/pace-alerts.js";
import { parseDigestTime } from "./domain/digest-schedule.js";

/** Environment -> typed, validated Config. Every problem is reported, one line per variable. */

const LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export interface Config {
  botToken: string;
  telegramApiRoot: string;
  supplier: {
    baseUrl: string;
    username: string;
    passwordMd5: string;
    accessToken?: string;
    timeoutMs: number;
    /** SUPPLIER_PATHS applied over the interface's paths. */
    paths: OperationPaths;
    /** SUPPLIER_HEADERS: secrets, never logged. */
    headers: Record<string, string>;
    /** SUPPLIER_CURRENCY: the account's currency; GetPenalty and GetHistory do not name the one of their amounts. */
    currency: string;
  };
  adminIds: number[];
  dataDir: string;
  /**
   * `start`: EVENTS_START, where an operator asks the poller to (re)start reading the feed.
   * `overlapMinutes`: how far before its cursor each poll reaches (EVENTS_OVERLAP_MINUTES).
   * `quietAlertMinutes`: admins are told when no new event came for longer; null: never.
   */
  events: {
    source: "b2b" | "b2m" | "off";
    pollSeconds: number;
    start?: Date;
    overlapMinutes: number;
    quietAlertMinutes: number | null;
  };
  /**
   * The bookings ledger (src/ledger/): SQLite under dataDir unless `databaseUrl` (DATABASE_URL,
   * PostgreSQL) is set; bookings older than `retentionDays` are pruned.
   */
  ledger: { databaseUrl?: string; retentionDays: number };
  /** With several instances on one PostgreSQL: how soon a standby takes the background work over (src/services/leader.ts). */
  leaderTakeoverSeconds: number;
  /** REFUND_FOLLOW_MINUTES: how often the refunds waiting for the supplier's outcome are checked. */
  refundFollowMinutes: number;
  /**
   * The supplier account's credit: read every `checkMinutes` (BALANCE_CHECK_MINUTES) while
   * `warnBelow` (BALANCE_WARN_BELOW, in SUPPLIER_CURRENCY) is set; admins are told when it falls below.
   */
  balance: { warnBelow: number | null; checkMinutes: number };
  displayTimezone: string;
  /** FLIGHT_CONTROL=on: admins may close/open flights and change their capacity, a second admin approving. */
  flightControl: boolean;
  /** RICH_MESSAGES=on (default): tables as Telegram rich messages, HTML text where the Bot API server refuses them. */
  richMessages: boolean;
  /**
   * Pace alerts (/subscribe pace, src/domain/pace-alerts.ts): PACE_THRESHOLDS, PACE_CANCEL_SPIKE,
   * PACE_BEHIND_PERCENT, the daily behind-pace check at PACE_CHECK_TIME (HH:MM, DISPLAY_TIMEZONE),
   * and how often the flights' seats are read from the supplier (PACE_SEATS_MINUTES).
   */
  pace: PaceRules & { checkTime: string; seatsMinutes: number };
  webhook?: { url: string; secret: string; port: number };
  /** METRICS_PORT and METRICS_HOST: where /healthz, /readyz and /metrics are served; absent: nowhere but the webhook server. */
  metrics?: { port: number; host: string };
  logLevel: (typeof LEVELS)[number];
  /** LOG_FORMAT; absent: chosen by where standard output goes (logFormatFor). */
  logFormat?: LogFormat;
}

/** Every secret value the configuration holds: the logger scrubs them from each line. */
export function secretsOf(config: Config): string[] {
  const { supplier } = config;
  return [
    config.botToken,
    supplier.passwordMd5,
    ...(supplier.accessToken ? [supplier.accessToken] : []),
    ...Object.values(supplier.headers),
    ...(config.webhook ? [config.webhook.secret] : []),
    ...databasePasswords(config.ledger.databaseUrl),
  ];
}

/**
 * DATABASE_URL's password as written in the URL and decoded (pg's own messages may carry
 * either); the rest of the URL (host, user, database) is not secret and stays readable in logs.
 */
function databasePasswords(url: string | undefined): string[] {
  if (url === undefined) return [];
  const raw = new URL(url).password;
  if (raw === "") return [];
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // A stray % in the password: only the written form can appear.
  }
  return [...new Set([raw, decoded])];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is not valid:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((s) => (s === "" ? undefined : s))
  .optional();

const httpUrl = (what: string) =>
  z
    .string({ error: `is required: ${what}` })
    .trim()
    .refine((s) => {
      try {
        const u = new URL(s);
        return u.protocol === "http:" || u.protocol === "https:";
      } catch {
        return false;
      }
    }, `must be an http(s) URL (${what})`)
    .transform((s) => s.replace(/\/+$/, ""));

/** The supplier's URL, without credentials: those belong in SUPPLIER_USERNAME/SUPPLIER_PASSWORD, which are kept out of logs. */
const supplierUrl = httpUrl("the supplier's base URL").refine((s) => {
  const u = new URL(s);
  return u.username === "" && u.password === "";
}, "must not hold a user name or password (user:password@): give them as SUPPLIER_USERNAME and SUPPLIER_PASSWORD");

/** A whole number within [min, max] (the default when unset); `message` says what is allowed. */
const wholeNumber = (dflt: number, min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((s, ctx) => {
      if (s === undefined || s === "") return dflt;
      const n = Number(s);
      if (!/^\d+$/.test(s) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** Text read by `parse` (null: refused with `message`); the default when unset. */
const readText = <T>(dflt: T, parse: (s: string) => T | null, message: string) =>
  optionalText.transform((s, ctx) => {
    if (s === undefined) return dflt;
    const value = parse(s);
    if (value === null) {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return value;
  });

const positiveInt = (dflt: number, what: string) =>
  wholeNumber(dflt, 1, Number.MAX_SAFE_INTEGER, `must be a whole number above 0 (${what})`);

const minutes = (dflt: number, min: number, max: number, what: string) =>
  wholeNumber(dflt, min, max, `must be a whole number of minutes from ${min} to ${max} (${what})`);

/** Bounds: an overlap under 5 minutes misses the feed's usual minute of delay plus a slow poll; a day bounds each poll's range. */
const OVERLAP_MINUTES = { dflt: 30, min: 5, max: 1440 };
/** Unset or 0: no quiet alert (how quiet is unusual depends on the operator's sales); a week is the most that can mean "usual". */
const QUIET_MINUTES = { dflt: 0, min: 0, max: 10_080 };

/** A standby asks for the lease three times per takeover period: under 2 s that is a query every half second. */
const TAKEOVER_SECONDS = { dflt: 15, min: 2, max: 600 };

/** A day between checks is the most that still follows a refund or watches a credit. */
const CHECK_MINUTES = { dflt: 30, min: 1, max: 1440 };

/** At least a month (reports compare with the month before); at most a century. */
const RETENTION_DAYS = { dflt: 400, min: 31, max: 36_500 };

/** METRICS_HOST's default: the operator's own machine (a scraper there, or a proxy in front). */
export const DEFAULT_METRICS_HOST = "127.0.0.1";

function isPostgresUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "postgres:" || url.protocol === "postgresql:") && url.hostname !== "";
  } catch {
    return false;
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  BOT_TOKEN: optionalText.refine(
    (s) => s === undefined || /^\d+:[\w-]{20,}$/.test(s),
    "does not look like a bot token from BotFather (digits:letters)",
  ),
  TELEGRAM_API_ROOT: httpUrl("the Bot API root").optional(),
  SUPPLIER_BASE_URL: supplierUrl,
  SUPPLIER_USERNAME: z.string({ error: "is required: the supplier service account name" }).trim().min(1, "must not be empty"),
  SUPPLIER_PASSWORD: optionalText,
  SUPPLIER_PASSWORD_MD5: optionalText.refine(
    (s) => s === undefined || isPasswordHash(s),
    "must be exactly 32 lowercase hex characters (the MD5 hash of the password)",
  ),
  SUPPLIER_ACCESS_TOKEN: optionalText,
  SUPPLIER_TIMEOUT_MS: positiveInt(15_000, "milliseconds per supplier request"),
  SUPPLIER_PATHS: optionalText.transform((s, ctx) => {
    const parsed = parseSupplierPaths(s ?? "");
    for (const problem of parsed.problems) ctx.addIssue({ code: "custom", message: problem });
    return parsed.paths;
  }),
  SUPPLIER_HEADERS: optionalText.transform((s, ctx) => {
    const parsed = parseSupplierHeaders(s ?? "");
    for (const problem of parsed.problems) ctx.addIssue({ code: "custom", message: problem });
    return parsed.headers;
  }),
  SUPPLIER_CURRENCY: optionalText.refine((s) => s === undefined || /^[A-Z]{3}$/.test(s), "must be a three-letter currency code such as IRR"),
  ADMIN_IDS: z
    .string({ error: "is required: comma-separated Telegram user ids of the admins" })
    .transform((s, ctx) => {
      const parts = s.split(",").map((p) => p.trim()).filter((p) => p !== "");
      const bad = parts.filter((p) => !/^\d{1,15}$/.test(p));
      if (parts.length === 0 || bad.length > 0) {
        ctx.addIssue({ code: "custom", message: "must be comma-separated numeric Telegram user ids, e.g. 123456789,987654321" });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    }),
  DATA_DIR: optionalText,
  EVENTS_SOURCE: z
    .enum(["b2b", "b2m", "off"], { error: "must be b2b, b2m or off" })
    .optional(),
  EVENTS_POLL_SECONDS: positiveInt(120, "seconds between event polls"),
  EVENTS_START: optionalText.transform((s, ctx) => {
    if (s === undefined) return undefined;
    const ms = parseStartTime(s);
    if (ms === null) {
      ctx.addIssue({ code: "custom", message: "must be a UTC time such as 2026-11-20 00:00:00, or ISO 8601 with its zone such as 2026-11-20T03:30:00+03:30" });
      return z.NEVER;
    }
    return new Date(ms);
  }),
  EVENTS_OVERLAP_MINUTES: minutes(OVERLAP_MINUTES.dflt, OVERLAP_MINUTES.min, OVERLAP_MINUTES.max, "how far back each poll reaches for events that show up late"),
  EVENTS_QUIET_ALERT_MINUTES: minutes(QUIET_MINUTES.dflt, QUIET_MINUTES.min, QUIET_MINUTES.max, "admins are told when no new event came for this long; unset or 0 turns it off"),
  DISPLAY_TIMEZONE: optionalText.refine((s) => s === undefined || isTimeZone(s), "must be an IANA time zone such as Asia/Tehran or UTC"),
  WEBHOOK_URL: optionalText.refine((s) => s === undefined || s.startsWith("https://") || s.startsWith("http://"), "must be an http(s) URL"),
  WEBHOOK_SECRET: optionalText.refine(
    // Telegram allows 1 to 256 of these characters; fewer than 16 can be guessed.
    (s) => s === undefined || /^[A-Za-z0-9_-]{16,256}$/.test(s),
    "must be 16-256 characters of A-Z, a-z, 0-9, _ and - (Telegram's alphabet for secret_token; shorter ones can be guessed)",
  ),
  PORT: positiveInt(8080, "port the webhook server listens on"),
  // 0 stands for unset: nothing is served.
  METRICS_PORT: wholeNumber(0, 1, 65_535, "must be a port number from 1 to 65535 (where /healthz, /readyz and /metrics are served; leave it unset for none)"),
  METRICS_HOST: optionalText.refine((s) => s === undefined || isIP(s) !== 0 || s === "localhost", "must be an IP address such as 127.0.0.1 (this machine only) or 0.0.0.0 (every interface), or localhost"),
  DATABASE_URL: optionalText.refine((s) => s === undefined || isPostgresUrl(s), "must be a PostgreSQL URL such as postgres://flightdesk:PASSWORD@127.0.0.1:5432/flightdesk (leave it unset for SQLite under DATA_DIR)"),
  LEDGER_RETENTION_DAYS: wholeNumber(
    RETENTION_DAYS.dflt,
    RETENTION_DAYS.min,
    RETENTION_DAYS.max,
    `must be a whole number of days from ${RETENTION_DAYS.min} to ${RETENTION_DAYS.max} (how long bookings are kept in the ledger)`,
  ),
  LEADER_TAKEOVER_SECONDS: wholeNumber(
    TAKEOVER_SECONDS.dflt,
    TAKEOVER_SECONDS.min,
    TAKEOVER_SECONDS.max,
    `must be a whole number of seconds from ${TAKEOVER_SECONDS.min} to ${TAKEOVER_SECONDS.max} (how soon a standby instance takes over when the leading one is gone)`,
  ),
  REFUND_FOLLOW_MINUTES: minutes(CHECK_MINUTES.dflt, CHECK_MINUTES.min, CHECK_MINUTES.max, "how often refunds waiting for the supplier's outcome are checked"),
  BALANCE_CHECK_MINUTES: minutes(CHECK_MINUTES.dflt, CHECK_MINUTES.min, CHECK_MINUTES.max, "how often the account's credit is read while BALANCE_WARN_BELOW is set"),
  BALANCE_WARN_BELOW: optionalText.transform((s, ctx) => {
    if (s === undefined) return null;
    // Plain digits as the supplier's amounts are written: "50000000" or "1250.50", no grouping.
    if (!/^\d{1,15}(\.\d{1,6})?$/.test(s)) {
      ctx.addIssue({ code: "custom", message: "must be an amount in SUPPLIER_CURRENCY such as 50000000 or 1250.50 (admins are told when the credit falls below it)" });
      return z.NEVER;
    }
    return Number(s);
  }),
  FLIGHT_CONTROL: z.enum(["on", "off"], { error: "must be on or off (on lets admins close/open flights and change their capacity)" }).optional(),
  RICH_MESSAGES: z.enum(["on", "off"], { error: "must be on or off (on sends tables as Telegram rich messages, HTML text where refused)" }).optional(),
  PACE_THRESHOLDS: readText([...DEFAULT_PACE_THRESHOLDS], parseThresholds, "must be percentages from 1 to 100 separated by commas, such as 80,95 (a pace alert fires once per flight as it passes each)"),
  PACE_CANCEL_SPIKE: wholeNumber(5, 2, 1000, "must be a whole number from 2 to 1000 (this many cancellations of one flight within an hour make a pace alert)"),
  PACE_BEHIND_PERCENT: wholeNumber(30, 1, 100, "must be a whole number of percent from 1 to 100 (a flight this far behind its route's usual sales is told once a day)"),
  PACE_CHECK_TIME: readText("09:00", parseDigestTime, "must be a time of day such as 09:00 (when the daily behind-pace check runs, in DISPLAY_TIMEZONE)"),
  PACE_SEATS_MINUTES: minutes(30, 1, 1440, "how often the seats of the coming flights are read from the supplier's flight list for pace alerts"),
  LOG_LEVEL: z.enum(LEVELS, { error: `must be one of ${LEVELS.join(", ")}` }).optional(),
  LOG_FORMAT: optionalText.pipe(z.enum(LOG_FORMATS, { error: "must be json or pretty (unset: pretty on a terminal, JSON otherwise)" }).optional()),
});

/**
 * The zone times are shown in when DISPLAY_TIMEZONE is unset. Not the machine's zone: servers
 * mostly run in UTC whatever zone staff work in, and the same configuration must show the same
 * times on every machine.
 */
export const DEFAULT_DISPLAY_TIMEZONE = "UTC";

/**
 * The warning to log at start when DISPLAY_TIMEZONE is unset (naming the zone used, and the
 * machine's zone when it differs); null when it is set.
 */
export function displayTimezoneWarning(
  env: NodeJS.ProcessEnv,
  machineZone: string = new Intl.DateTimeFormat().resolvedOptions().timeZone,
): string | null {
  if ((env["DISPLAY_TIMEZONE"] ?? "").trim() !== "") return null;
  const machine = machineZone !== DEFAULT_DISPLAY_TIMEZONE ? ` (this machine's zone is ${machineZone})` : "";
  return (
    `DISPLAY_TIMEZONE is not set: booking and event times are shown in ${DEFAULT_DISPLAY_TIMEZONE}${machine}. ` +
    "Set it to the zone staff work in, e.g. DISPLAY_TIMEZONE=Asia/Tehran"
  );
}

/** Reads the environment. `demo` relaxes BOT_TOKEN, which the local Telegram emulator hands out. */
export function loadConfig(env: NodeJS.ProcessEnv, opts: { demo?: boolean } = {}): Config {
  const parsed = envSchema.safeParse(env);
  // One line per variable; the value itself is never echoed (it may be a secret).
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0] ?? "environment")} ${i.message}`);
  const set = (name: string) => (env[name] ?? "").trim() !== "";
  if (!set("BOT_TOKEN") && !opts.demo) problems.push("BOT_TOKEN is required: the token BotFather gave for this bot");
  if (set("SUPPLIER_PASSWORD") && set("SUPPLIER_PASSWORD_MD5")) {
    problems.push("SUPPLIER_PASSWORD and SUPPLIER_PASSWORD_MD5 are both set: set only one");
  }
  if (!set("SUPPLIER_PASSWORD") && !set("SUPPLIER_PASSWORD_MD5")) {
    problems.push("SUPPLIER_PASSWORD or SUPPLIER_PASSWORD_MD5 is required: the service account's password or its MD5 hash");
  }
  if (set("WEBHOOK_URL") && !set("WEBHOOK_SECRET")) {
    problems.push("WEBHOOK_SECRET is required when WEBHOOK_URL is set, so that forged updates are refused");
  }
  if (set("WEBHOOK_URL") && set("METRICS_PORT") && Number(env["METRICS_PORT"]) === Number(env["PORT"] ?? 8080)) {
    problems.push("METRICS_PORT is the webhook's PORT: choose another port, or leave METRICS_PORT unset (the webhook server serves /healthz, /readyz and /metrics itself)");
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;

  return {
    botToken: e.BOT_TOKEN ?? "",
    telegramApiRoot: e.TELEGRAM_API_ROOT ?? "https://api.telegram.org",
    supplier: {
      baseUrl: e.SUPPLIER_BASE_URL,
      username: e.SUPPLIER_USERNAME,
      passwordMd5: e.SUPPLIER_PASSWORD_MD5 ?? passwordHash(e.SUPPLIER_PASSWORD ?? ""),
      ...(e.SUPPLIER_ACCESS_TOKEN ? { accessToken: e.SUPPLIER_ACCESS_TOKEN } : {}),
      timeoutMs: e.SUPPLIER_TIMEOUT_MS,
      paths: e.SUPPLIER_PATHS,
      headers: e.SUPPLIER_HEADERS,
      currency: e.SUPPLIER_CURRENCY ?? "IRR",
    },
    adminIds: e.ADMIN_IDS,
    dataDir: e.DATA_DIR ?? "./data",
    events: {
      source: e.EVENTS_SOURCE ?? "b2b",
      pollSeconds: e.EVENTS_POLL_SECONDS,
      ...(e.EVENTS_START ? { start: e.EVENTS_START } : {}),
      overlapMinutes: e.EVENTS_OVERLAP_MINUTES,
      quietAlertMinutes: e.EVENTS_QUIET_ALERT_MINUTES === 0 ? null : e.EVENTS_QUIET_ALERT_MINUTES,
    },
    ledger: { ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}), retentionDays: e.LEDGER_RETENTION_DAYS },
    leaderTakeoverSeconds: e.LEADER_TAKEOVER_SECONDS,
    refundFollowMinutes: e.REFUND_FOLLOW_MINUTES,
    balance: { warnBelow: e.BALANCE_WARN_BELOW, checkMinutes: e.BALANCE_CHECK_MINUTES },
    displayTimezone: e.DISPLAY_TIMEZONE ?? DEFAULT_DISPLAY_TIMEZONE,
    flightControl: e.FLIGHT_CONTROL === "on",
    richMessages: e.RICH_MESSAGES !== "off",
    pace: { thresholds: e.PACE_THRESHOLDS, spike: e.PACE_CANCEL_SPIKE, behindPercent: e.PACE_BEHIND_PERCENT, checkTime: e.PACE_CHECK_TIME, seatsMinutes: e.PACE_SEATS_MINUTES },
    ...(e.WEBHOOK_URL && e.WEBHOOK_SECRET ? { webhook: { url: e.WEBHOOK_URL, secret: e.WEBHOOK_SECRET, port: e.PORT } } : {}),
    ...(e.METRICS_PORT !== 0 ? { metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST ?? DEFAULT_METRICS_HOST } } : {}),
    logLevel: e.LOG_LEVEL ?? "info",
    ...(e.LOG_FORMAT ? { logFormat: e.LOG_FORMAT } : {}),
  };
}
