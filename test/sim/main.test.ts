import { spawn } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { simConfigFromEnv } from "../../src/sim/config.js";

describe("simConfigFromEnv", () => {
  it("has the documented defaults", () => {
    const result = simConfigFromEnv({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.options).toMatchObject({
      host: "127.0.0.1",
      port: 7070,
      username: "demo",
      password: "demo",
      accessTokens: ["demo-access-token"],
      trustedIps: ["127.0.0.1", "::1", "::ffff:127.0.0.1"],
      eventDelaySeconds: 60,
      bookingsPerMinute: 0,
      bulkEvents: 0,
      faults: [],
      currency: "IRR",
      profile: "real",
      salesHistoryDays: 0,
    });
    expect(result.config.options).not.toHaveProperty("apiKey");
  });

  it("reads every variable", () => {
    const result = simConfigFromEnv({
      SIM_PORT: "8081", SIM_HOST: "0.0.0.0", SIM_USERNAME: "ops", SIM_PASSWORD: "pw", SIM_ACCESS_TOKEN: "tok",
      SIM_TRUSTED_IPS: "10.0.0.1, 10.0.0.2", SIM_EVENT_DELAY_SECONDS: "5", SIM_BOOKINGS_PER_MINUTE: "1.5",
      SIM_BULK_EVENTS: "100", SIM_SEED: "9", SIM_FAULTS: '[{"operation":"DoRefund","status":503,"times":1}]', SIM_CURRENCY: "AED",
      SIM_PROFILE: "strict", SIM_API_KEY: "key-1", SIM_SALES_HISTORY_DAYS: "21",
    });
    expect(result.ok && result.config.options).toMatchObject({
      port: 8081, host: "0.0.0.0", username: "ops", password: "pw", accessTokens: ["tok"], trustedIps: ["10.0.0.1", "10.0.0.2"],
      eventDelaySeconds: 5, bookingsPerMinute: 1.5, bulkEvents: 100, seed: 9, faults: [{ operation: "DoRefund", status: 503, times: 1 }], currency: "AED",
      profile: "strict", apiKey: "key-1", salesHistoryDays: 21,
    });
  });

  it("gives one clear line per bad variable and never repeats a secret", () => {
    const result = simConfigFromEnv({
      SIM_PORT: "70000", SIM_EVENT_DELAY_SECONDS: "-1", SIM_BULK_EVENTS: "1.5", SIM_SEED: "x", SIM_TRUSTED_IPS: "localhost",
      SIM_FAULTS: "[{", SIM_CURRENCY: "EUR", SIM_PASSWORD: " ", SIM_ACCESS_TOKEN: "", LOG_LEVEL: "loud",
      SIM_PROFILE: "lenient", SIM_API_KEY: "  ", SIM_SALES_HISTORY_DAYS: "-3",
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const names = result.errors.map((line) => line.split(" ")[0]);
    expect(names.sort()).toEqual(
      [
        "LOG_LEVEL", "SIM_ACCESS_TOKEN", "SIM_API_KEY", "SIM_BULK_EVENTS", "SIM_CURRENCY", "SIM_EVENT_DELAY_SECONDS", "SIM_FAULTS",
        "SIM_PASSWORD", "SIM_PORT", "SIM_PROFILE", "SIM_SALES_HISTORY_DAYS", "SIM_SEED", "SIM_TRUSTED_IPS",
      ].sort(),
    );
    expect(result.errors.find((line) => line.startsWith("SIM_PROFILE"))).toContain('"lenient"');
    for (const line of result.errors) expect(line).not.toContain("\n");
    const faults = simConfigFromEnv({ SIM_FAULTS: '[{"operation":"GetStatus","hang":"yes"}]' });
    expect(!faults.ok && faults.errors[0]).toMatch(/^SIM_FAULTS .*hang/);
    const padded = simConfigFromEnv({ SIM_FAULTS: '[{"operation":"GetStatus","padEventsBytes":10}]' });
    expect(!padded.ok && padded.errors[0]).toMatch(/^SIM_FAULTS .*padEventsBytes/);
  });
});

/** `npm run sim` as a process: tsx runs the TypeScript entry point directly. */
function runMain(env: Record<string, string>) {
  return spawn(process.execPath, ["--import", "tsx", "src/sim/main.ts"], {
    cwd: new URL("../..", import.meta.url),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("npm run sim", () => {
  it("prints its URL and credentials, serves, and stops on SIGTERM", async () => {
    const child = runMain({ SIM_PORT: "0", SIM_PASSWORD: "pw-123", SIM_PROFILE: "strict", SIM_API_KEY: "key-42" });
    const exited = once(child, "exit");
    try {
      await checkRunning(child);
    } finally {
      child.kill("SIGTERM");
    }
    const [code] = await exited;
    expect(code).toBe(0);
  });

  async function checkRunning(child: ReturnType<typeof runMain>): Promise<void> {
    let out = "";
    child.stdout.on("data", (chunk) => (out += String(chunk)));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no URL printed: ${out}`)), 15_000);
      child.stdout.on("data", () => {
        const match = /listening at (http:\/\/\S+)/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!);
        }
      });
    });
    expect(out).toContain("Password MD5: ");
    expect(out).toContain("demo-access-token");
    expect(out).toContain("Password:     pw-123");
    expect(out).toContain("Profile:      strict");
    expect(out).toContain("X-API-KEY:    key-42");
    const res = await fetch(`${url}/__sim/calls`);
    expect(((await res.json()) as Record<string, number>).GetStatus).toBe(0);
  }

  it("exits 1 with one line per bad variable", async () => {
    const child = runMain({ SIM_PORT: "nope", SIM_CURRENCY: "EUR" });
    let err = "";
    child.stderr.on("data", (chunk) => (err += String(chunk)));
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(err.trim().split("\n")).toEqual([expect.stringMatching(/^SIM_PORT/), expect.stringMatching(/^SIM_CURRENCY/)]);
  });
});
