import { isIP } from "node:net";
import { validateFaultRules } from "./faults.js";
import { isCurrencyCode } from "./money.js";
import { isProfileName, type ProfileName } from "./profile.js";
import { DEFAULT_SEED, type SimOptions } from "./server.js";

/**
 * `npm run sim` settings from the environment. Every bad variable gives one line naming it and
 * what it must be; secrets are never repeated.
 */
export interface SimEnvConfig {
  options: SimOptions & {
    host: string;
    port: number;
    username: string;
    password: string;
    accessTokens: string[];
    trustedIps: string[];
    profile: ProfileName;
  };
  logLevel: string;
}

export type SimEnvResult = { ok: true; config: SimEnvConfig } | { ok: false; errors: string[] };

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

export function simConfigFromEnv(env: NodeJS.ProcessEnv): SimEnvResult {
  const errors: string[] = [];
  const text = (name: string, fallback: string, secret = false): string => {
    const value = env[name];
    if (value === undefined) return fallback;
    if (value.trim() === "") errors.push(`${name} must not be empty${secret ? "" : " (unset it for the default)"}.`);
    return value;
  };
  const number = (name: string, fallback: number, min: number, max: number, integer: boolean): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
      errors.push(`${name} must be ${integer ? "an integer" : "a number"} from ${min} to ${max} (got "${raw}").`);
      return fallback;
    }
    return value;
  };

  // Read in the documented order, so the error lines come in that order too.
  const host = text("SIM_HOST", "127.0.0.1");
  const port = number("SIM_PORT", 7070, 0, 65_535, true);
  const username = text("SIM_USERNAME", "demo");
  const password = text("SIM_PASSWORD", "demo", true);
  const accessToken = text("SIM_ACCESS_TOKEN", "demo-access-token", true);

  const trustedIps = (env.SIM_TRUSTED_IPS ?? "127.0.0.1,::1,::ffff:127.0.0.1").split(",").map((ip) => ip.trim()).filter(Boolean);
  const badIps = trustedIps.filter((ip) => isIP(ip) === 0);
  if (badIps.length > 0 || trustedIps.length === 0) errors.push(`SIM_TRUSTED_IPS must be a comma-separated list of IP addresses (bad: "${badIps.join(", ")}").`);

  const eventDelaySeconds = number("SIM_EVENT_DELAY_SECONDS", 60, 0, 86_400, false);
  const bookingsPerMinute = number("SIM_BOOKINGS_PER_MINUTE", 0, 0, 600, false);
  const bulkEvents = number("SIM_BULK_EVENTS", 0, 0, 1_000_000, true);
  const seed = number("SIM_SEED", DEFAULT_SEED, 0, 2 ** 32 - 1, true);
  const refundDecisionSeconds = number("SIM_REFUND_DECISION_SECONDS", 120, 0, 30 * 86_400, false);
  const flightListLag = env.SIM_FLIGHT_LIST_LAG_SECONDS ? number("SIM_FLIGHT_LIST_LAG_SECONDS", 5, 0, 3_600, false) : undefined;
  const credit = env.SIM_CREDIT ? number("SIM_CREDIT", 0, -1e15, 1e15, false) : undefined;
  const salesHistoryDays = number("SIM_SALES_HISTORY_DAYS", 0, 0, 120, true);

  let faults: SimOptions["faults"] = [];
  if (env.SIM_FAULTS) {
    try {
      faults = validateFaultRules(JSON.parse(env.SIM_FAULTS));
    } catch (error) {
      const detail = error instanceof SyntaxError ? "not valid JSON" : (error as Error).message.replace(/^invalid fault rules: /, "").replace(/\s+/g, " ");
      errors.push(`SIM_FAULTS must be a JSON array of fault rules: ${detail}.`);
    }
  }

  const currency = env.SIM_CURRENCY ?? "IRR";
  if (!isCurrencyCode(currency)) errors.push(`SIM_CURRENCY must be IRR, USD or AED (got "${currency}").`);
  const profile = env.SIM_PROFILE ?? "real";
  if (!isProfileName(profile)) errors.push(`SIM_PROFILE must be strict or real (got "${profile}").`);
  const apiKey = env.SIM_API_KEY === undefined ? undefined : text("SIM_API_KEY", "", true);
  const logLevel = env.LOG_LEVEL ?? "info";
  if (!LOG_LEVELS.includes(logLevel)) errors.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}").`);

  const config: SimEnvConfig = {
    options: {
      host,
      port,
      username,
      password,
      accessTokens: [accessToken],
      trustedIps,
      eventDelaySeconds,
      bookingsPerMinute,
      bulkEvents,
      seed,
      faults,
      currency: isCurrencyCode(currency) ? currency : "IRR",
      profile: isProfileName(profile) ? profile : "real",
      ...(apiKey !== undefined ? { apiKey } : {}),
      refundDecisionSeconds,
      ...(flightListLag !== undefined ? { flightListLagSeconds: flightListLag } : {}),
      ...(credit !== undefined ? { credit } : {}),
      salesHistoryDays,
    },
    logLevel,
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, config };
}
