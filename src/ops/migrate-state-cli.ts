import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "../config.js";
import { silentLogger } from "../logger.js";
import { StoreError } from "../store/errors.js";
import { MigrateRefused, moveStateBack, moveStateIn } from "./migrate-state.js";

/**
 * `npm run migrate-state` (the data file into PostgreSQL) and `npm run migrate-state -- --back`
 * (PostgreSQL's state into a data file), with the bot's own configuration. Exit 0: done; 1: nothing
 * changed, and why; 2: a wrong argument.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((a) => a !== "--back")) {
    process.stderr.write("Usage: npm run migrate-state            (DATA_DIR's data file into PostgreSQL)\n       npm run migrate-state -- --back  (PostgreSQL's state into DATA_DIR's data file)\n");
    process.exit(2);
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    const config = loadConfig(process.env);
    const { databaseUrl } = config.ledger;
    if (!databaseUrl) throw new MigrateRefused("DATABASE_URL is not set: the state is in the data file already");
    const options = { dataDir: config.dataDir, databaseUrl, logger: silentLogger() };
    if (args.includes("--back")) {
      const back = await moveStateBack(options);
      process.stdout.write(`The state in PostgreSQL (${back.users} users) is now also in ${back.file}. Unset DATABASE_URL to run on it; changes made in PostgreSQL after now are not in it.\n`);
    } else {
      const moved = await moveStateIn(options);
      process.stdout.write(`The data file's state (${moved.users} users) is in PostgreSQL now; the file is kept as ${moved.movedTo}.\n`);
    }
  } catch (err) {
    const why = err instanceof ConfigError ? `the configuration is not valid.\n${err.problems.map((p) => `  - ${p}`).join("\n")}` : err instanceof MigrateRefused || err instanceof StoreError ? err.message : String(err);
    process.stderr.write(`Nothing moved: ${why}\n`);
    process.exit(1);
  }
}

void main();
