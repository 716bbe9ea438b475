import { pino, type Logger as PinoLogger, type DestinationStream } from "pino";
import { errorForLog } from "./log-error.js";

export type Logger = PinoLogger;

export const LOG_FORMATS = ["json", "pretty"] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * LOG_FORMAT when set; otherwise pretty for a person at a terminal and JSON for everything else
 * (a service manager's journal, a file, a log collector).
 */
export function logFormatFor(configured: LogFormat | undefined, stdoutIsTerminal: boolean): LogFormat {
  return configured ?? (stdoutIsTerminal ? "pretty" : "json");
}

/**
 * Field paths whose values are secrets. pino replaces them before a line is written, so a
 * secret that reaches a log call by mistake still never reaches the log.
 */
const REDACT_PATHS = [
  "token",
  "botToken",
  "password",
  "passwordMd5",
  "accessToken",
  "*.token",
  "*.botToken",
  "*.password",
  "*.passwordMd5",
  "*.accessToken",
  "*.Password",
  "*.AccessToken",
  "*.Credential.Password",
  "headers.authorization",
  "headers['x-telegram-bot-api-secret-token']",
];

/**
 * A bot token (`<bot id>:<35 characters>`) wherever it sits in a line: a failed request to the
 * Bot API carries the URL `/bot<token>/method` inside the nested error grammY keeps, and pino
 * writes nested errors whole.
 */
const BOT_TOKEN_PATTERN = /\d+:[\w-]{30,}/g;

/** Values shorter than this are not scrubbed from lines: they would match ordinary words. */
const MIN_SCRUBBED_LENGTH = 6;

/**
 * `secrets`: the configured secret values (password hash, webhook secret, header values). Any
 * line holding one has it replaced, whatever field or message carried it there.
 */
export function createLogger(level = "info", destination?: DestinationStream, secrets: readonly string[] = []): Logger {
  const long = secrets.filter((s) => s.length >= MIN_SCRUBBED_LENGTH);
  // Also as a JSON string holds it (a quote or backslash escaped), which pino-pretty would print unescaped.
  const scrubbed = [...new Set([...long, ...long.map((s) => JSON.stringify(s).slice(1, -1))])];
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: "[secret]" },
      serializers: { err: errorForLog, error: errorForLog },
      hooks: {
        streamWrite: (line) => scrubbed.reduce((out, secret) => out.split(secret).join("[secret]"), line.replace(BOT_TOKEN_PATTERN, "[secret]")),
      },
    },
    destination,
  );
}

/** A logger that writes nothing: for tests and tools that do not care about logs. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
