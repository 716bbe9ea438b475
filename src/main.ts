import { existsSync } from "node:fs";
import { ConfigError, loadConfig, secretsOf } from "./config.js";
import { createLogger } from "./logger.js";
import { StoreError } from "./store/store.js";
import { startApp } from "./app.js";

/** `npm start`: configuration, then the bot; SIGINT/SIGTERM stop it gracefully with exit 0. */
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
  const logger = createLogger(config.logLevel, undefined, secretsOf(config));
  // A stray rejection is a bug to log, not a reason to stop serving every other chat.
  process.on("unhandledRejection", (err) => logger.error({ err }, "unhandled rejection"));
  let app;
  try {
    app = await startApp(config, logger);
  } catch (err) {
    if (err instanceof StoreError) {
      logger.fatal({ kind: err.kind, file: err.file }, err.message);
      process.stderr.write(`FlightDesk cannot start: ${err.message}\n`);
      process.exit(1);
    }
    logger.fatal({ err }, "start-up failed");
    process.exit(1);
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "stopping");
    await app.stop();
    process.exit(0);
  };
  process.once("SIGINT", () => void stop("SIGINT"));
  process.once("SIGTERM", () => void stop("SIGTERM"));
}

void main();
