/**
 * `npm run demo`: the whole FlightDesk on this machine, no token, no network. Starts the
 * supplier simulator, the local Telegram emulator and the bot on free ports with a fresh
 * temporary data folder, then opens a terminal chat as an admin. Ends when input ends. The
 * run's log goes to a file of its own (demo-log.ts), its path printed at start.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { startSimulator } from "../sim/server.js";
import { startTelegramEmulator } from "./telegram/emulator.js";
import { runTerminalChat, TERMINAL_CHAT_HELP } from "./terminal-chat.js";
import { demoLogFile, makeLogFolder } from "./demo-log.js";
import { loadConfig } from "../config.js";
import { createLogger } from "../logger.js";
import { startApp } from "../app.js";

const ADMIN = { id: 1001, first_name: "Demo", last_name: "Admin", username: "demo_admin", language_code: "en" };

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-demo-"));
  // Outside the demo's data folder, which is removed at the end: the log outlives the run.
  const logFile = demoLogFile(process.env, new Date());
  makeLogFolder(logFile);
  writeFileSync(logFile, "", { mode: 0o600, flag: "a" });
  // Written as each line comes: the last lines are in the file even when the demo ends at once.
  const logger = createLogger(process.env["LOG_LEVEL"] ?? "info", pino.destination({ dest: logFile, sync: true }));
  const sim = await startSimulator({ bookingsPerMinute: 2, eventDelaySeconds: 60, logger: logger.child({ module: "sim" }) });
  const telegram = await startTelegramEmulator();
  const config = loadConfig(
    {
      BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      SUPPLIER_BASE_URL: sim.url,
      SUPPLIER_USERNAME: "demo",
      SUPPLIER_PASSWORD: "demo",
      SUPPLIER_ACCESS_TOKEN: "demo-access-token",
      ADMIN_IDS: String(ADMIN.id),
      DATA_DIR: dataDir,
      EVENTS_POLL_SECONDS: "20",
      DISPLAY_TIMEZONE: process.env["DISPLAY_TIMEZONE"] ?? "Asia/Tehran",
      LOG_LEVEL: process.env["LOG_LEVEL"] ?? "info",
    },
    { demo: true },
  );
  const app = await startApp(config, logger, { botInfo: telegram.botInfo });
  process.stdout.write(
    [
      "FlightDesk demo: simulator, local Telegram and bot are running on this machine.",
      `You are ${ADMIN.first_name} ${ADMIN.last_name} (admin, id ${ADMIN.id}), in a private chat with the bot.`,
      `Log of this run: ${logFile}`,
      "",
      TERMINAL_CHAT_HELP,
      "",
      "Try: /help · /search THR MHD tomorrow · /search (guided) · /history K7M2QA · /penalty K7M2QA",
      "     /refund K7M2QA · /lang (English, فارسی, العربية) · /subscribe (sales appear here about a minute after the simulator makes them)",
      "",
    ].join("\n"),
  );
  await runTerminalChat(telegram, ADMIN, process.stdin, process.stdout);
  await app.stop();
  await telegram.close();
  await sim.close();
  await rm(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`The demo could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
