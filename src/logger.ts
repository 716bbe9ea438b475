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

export function createLogger(level = "info", destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: "[secret]" },
    },
    destination,
  );
}

/** A logger that writes nothing: for tests and tools that do not care about logs. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}
