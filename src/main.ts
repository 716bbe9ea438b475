import { existsSync } from "node:fs";
import { ConfigError, displayTimezoneWarning, loadConfig, secretsOf } from "./config.js";
import { createLogger, logFormatFor } from "./logger.js";
import { StoreError } from "./store/store.js";
import { startApp, type App } from "./app.js";
import { BotTokenRefused, StartAborted } from "./telegram-reach.js";
import { PortRefused } from "./listen.js";

/**
 * `npm start`: configuration, then the bot; SIGINT/SIGTERM stop it gracefully with exit 0, also
 * while it still waits for Telegram at start.
 */
async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      // One line per problem, no stack trace, no value echoed.
      process.stderr.write(`FlightDesk cannot start.\n${err.problems.map((p) => `  - ${p}`).join("\n")}\nSee .env.example.\n`);
      process.exit(1);
    }
    throw err;
  }
  const pretty = logFormatFor(config.logFormat, process.stdout.isTTY === true) === "pretty";
  const logger = createLogger(config.logLevel, pretty ? (await import("./log-pretty.js")).prettyDestination() : undefined, secretsOf(config));
  const zoneWarning = displayTimezoneWarning(process.env);
  if (zoneWarning) logger.warn({ displayTimezone: config.displayTimezone }, zoneWarning);
  // A stray rejection is a bug to log, not a reason to stop serving every other chat.
  process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled rejection"));

  const starting = new AbortController();
  let app: App | undefined;
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping");
    // Still starting: the wait for Telegram ends, and the start's own clean-up runs (below).
    if (!app) return starting.abort();
    await app.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));

  try {
    app = await startApp(config, logger, { signal: starting.signal });
  } catch (err) {
    if (err instanceof StartAborted) {
      logger.info("FlightDesk stopped before it started");
      process.exit(0);
    }
    if (err instanceof BotTokenRefused) {
      // One line, no stack trace: the token is wrong, nothing else needs saying.
      logger.fatal({ status: err.status }, err.message);
      process.exit(1);
    }
    if (err instanceof PortRefused) {
      logger.fatal({ variable: err.variable, port: err.port, code: err.code }, err.message);
      process.stderr.write(`FlightDesk cannot start: ${err.message}\n`);
      process.exit(1);
    }
    if (err instanceof StoreError) {
      logger.fatal({ kind: err.kind, file: err.file }, err.message);
      process.stderr.write(`FlightDesk cannot start: ${err.message}\n`);
      process.exit(1);
    }
    logger.fatal({ err }, "start-up failed");
    process.exit(1);
  }
  // A signal that came after the wait for Telegram, while the start finished.
  if (stopping) {
    await app.stop();
    process.exit(0);
  }
}

void main();
