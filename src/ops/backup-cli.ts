import { existsSync } from "node:fs";
import { ConfigError, loadConfig } from "../config.js";
import { BackupRefused, takeBackup } from "./backup.js";

/**
 * `npm run backup -- DEST`, with the bot's own configuration (.env and the environment). Exit 0:
 * everything copied; 1: no backup, or (PostgreSQL) the ledger is still to be dumped; 2: no DEST.
 */
async function main(): Promise<void> {
  const dest = process.argv[2];
  if (!dest) {
    process.stderr.write("Usage: npm run backup -- DEST (a folder; created if need be)\n");
    process.exit(2);
  }
  if (existsSync(".env")) process.loadEnvFile(".env");
  try {
    const config = loadConfig(process.env);
    const result = await takeBackup({ dataDir: config.dataDir, ...config.ledger, dest });
    if (result.dataFile) {
      const out = [`FlightDesk backup in ${dest}:`, `  ${result.dataFile.file} (the data file, ${result.dataFile.bytes} bytes)`];
      if (result.ledger) out.push(`  ${result.ledger.file} (the ledger, ${result.ledger.bytes} bytes, ${result.ledger.bookings} bookings)`);
      process.stdout.write(`${out.join("\n")}\n`);
    }
    if (result.postgresHint) {
      process.stderr.write(
        `Everything FlightDesk keeps (the ledger, users, roles, subscriptions, flows, the audit log) is in PostgreSQL (DATABASE_URL) and NOT in this backup. Back it up with pg_dump, e.g.:\n  ${result.postgresHint}\n`,
      );
      process.exit(1);
    }
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`No backup: the configuration is not valid.\n${err.problems.map((p) => `  - ${p}`).join("\n")}\n`);
    } else {
      process.stderr.write(`No backup: ${err instanceof BackupRefused ? err.message : String(err)}\n`);
    }
    process.exit(1);
  }
}

void main();
