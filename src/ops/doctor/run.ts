import { ConfigError, loadConfig } from "../../config.js";
import type { Logger } from "../../logger.js";
import { fail, type Check } from "./check.js";
import { checkLedgerDatabase } from "./ledger.js";
import { checkDataDir, checkZone } from "./local.js";
import { checkSupplier } from "./supplier.js";
import { checkTelegram } from "./telegram.js";

/**
 * Every check of `npm run doctor`, against the real services the configuration names. A bad
 * DISPLAY_TIMEZONE is the zone check's failure, and the rest still runs; any other configuration
 * problem stops there (nothing else can be checked without it).
 */
export async function runDoctor(env: NodeJS.ProcessEnv, logger: Logger, now = new Date()): Promise<Check[]> {
  const zone = checkZone(env);
  let config;
  try {
    config = loadConfig(zone.status === "fail" ? { ...env, DISPLAY_TIMEZONE: "" } : env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    // The problems name variables and what they must be, never their values.
    return [...err.problems.map((p) => fail("configuration", p, "correct it in .env (see .env.example)")), zone];
  }
  const [telegram, supplier, folder, ledger] = await Promise.all([
    checkTelegram(config),
    checkSupplier(config, logger, now),
    checkDataDir(config.dataDir),
    checkLedgerDatabase(config),
  ]);
  return [...telegram, ...supplier, folder, ledger, zone];
}
