import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, secretsOf } from "../src/config.js";

/** DATABASE_URL and LEDGER_RETENTION_DAYS. */

const base = {
  BOT_TOKEN: "123456:AAbbCCddEEffGGhhIIjjKKll",
  SUPPLIER_BASE_URL: "http://127.0.0.1:7070/",
  SUPPLIER_USERNAME: "svc",
  SUPPLIER_PASSWORD: "s3cret-pass",
  ADMIN_IDS: "111",
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).problems;
  }
  return [];
}

describe("the ledger's configuration", () => {
  it("defaults to SQLite under DATA_DIR, kept 400 days", () => {
    expect(loadConfig(base).ledger).toEqual({ retentionDays: 400 });
  });

  it("takes a PostgreSQL URL and puts its password, as written and decoded, among the secrets", () => {
    const config = loadConfig({ ...base, DATABASE_URL: "postgresql://desk:p%40ss-W0rd-x@db.internal:5432/flightdesk", LEDGER_RETENTION_DAYS: "90" });
    expect(config.ledger).toEqual({ databaseUrl: "postgresql://desk:p%40ss-W0rd-x@db.internal:5432/flightdesk", retentionDays: 90 });
    expect(secretsOf(config)).toEqual(expect.arrayContaining(["p%40ss-W0rd-x", "p@ss-W0rd-x"]));
  });

  it("names a bad URL or retention without echoing the value", () => {
    const problems = problemsOf({ ...base, DATABASE_URL: "mysql://root:hunter22-secret@db/x", LEDGER_RETENTION_DAYS: "7" });
    expect(problems).toEqual([
      expect.stringMatching(/^DATABASE_URL must be a PostgreSQL URL such as postgres:\/\/.*leave it unset for SQLite/),
      expect.stringMatching(/^LEDGER_RETENTION_DAYS must be a whole number of days from 31 to 36500/),
    ]);
    expect(problems.join("\n")).not.toContain("hunter22");
  });
});
