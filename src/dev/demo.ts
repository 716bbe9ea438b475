/**
 * `npm run demo`: the whole FlightDesk on this machine, no token, no network. Starts the
 * supplier simulator, the local Telegram emulator and the bot on free ports with a fresh
 * temporary data folder (demo-start.ts), then opens a terminal chat as the first of two admins.
 * Ends when input ends. The run's log goes to a file of its own (demo-log.ts), its path
 * printed at start; the photos and documents the bot sends are saved beside it (demoFilesFolder).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pino } from "pino";
import { inChatOf, runTerminalChat, TERMINAL_CHAT_HELP } from "./terminal-chat.js";
import { demoFilesFolder, demoLogFile, makeLogFolder } from "./demo-log.js";
import { DEMO_PEOPLE, startDemo } from "./demo-start.js";
import { burstHint, demoHints } from "./demo-hints.js";
import { createLogger } from "../logger.js";

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), "flightdesk-demo-"));
  // Outside the demo's data folder, which is removed at the end: the log outlives the run.
  const startedAt = new Date();
  const logFile = demoLogFile(process.env, startedAt);
  const filesDir = demoFilesFolder(process.env, startedAt);
  makeLogFolder(logFile);
  writeFileSync(logFile, "", { mode: 0o600, flag: "a" });
  // Written as each line comes: the last lines are in the file even when the demo ends at once.
  const logger = createLogger(process.env["LOG_LEVEL"] ?? "info", pino.destination({ dest: logFile, sync: true }));
  const demo = await startDemo({ dataDir, logger, env: process.env });
  process.stdout.write(
    [
      "FlightDesk demo: simulator, local Telegram and bot are running on this machine.",
      `Log of this run: ${logFile}`,
      `Photos and documents the bot sends are saved in: ${filesDir}`,
      "",
      TERMINAL_CHAT_HELP,
      "",
      ...demoHints(demo.flight, demo.telegram.botInfo.username, demo.rush),
      burstHint(demo.sim.url),
      "",
      inChatOf(DEMO_PEOPLE[0]!),
      "",
    ].join("\n"),
  );
  await runTerminalChat(demo.telegram, DEMO_PEOPLE, process.stdin, process.stdout, { filesDir });
  await demo.stop();
  await rm(dataDir, { recursive: true, force: true });
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`The demo could not run: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
