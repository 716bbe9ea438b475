import { pino, type Logger as PinoLogger, type DestinationStream } from "pino";

export type Logger = PinoLogger;

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

export function createLogger(level = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: "[secret]" },
      hooks: { streamWrite: (line) => line.replace(BOT_TOKEN_PATTERN, "[secret]") },
    },
    destination,
  );
}

/** A logger that writes nothing: for tests and tools that do not care about logs. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
