import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IN_FLIGHT_GRACE_MS } from "../../src/bot/polling.js";
import { STOP_WAIT_MS } from "../../src/services/periodic.js";

const ROOT = join(import.meta.dirname, "../..");
const UNIT = join(ROOT, "deploy/flightdesk.service");

/** The unit's settings: section -> key -> values in order (a key may be given more than once). */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let current: Map<string, string[]> | undefined;
  for (const line of text.split("\n").map((l) => l.trim())) {
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const header = /^\[(.+)\]$/.exec(line);
    if (header) {
      current = new Map();
      sections.set(header[1]!, current);
      continue;
    }
    const eq = line.indexOf("=");
    if (!current || eq < 1) throw new Error(`not a setting: ${line}`);
    const key = line.slice(0, eq);
    current.set(key, [...(current.get(key) ?? []), line.slice(eq + 1)]);
  }
  return sections;
}

const unit = parseUnit(readFileSync(UNIT, "utf8"));
const service = unit.get("Service") ?? new Map<string, string[]>();
const one = (key: string): string | undefined => service.get(key)?.at(-1);

describe("deploy/flightdesk.service", () => {
  it("runs as its own user, writes only the data folder, gains no privileges, restarts on failure", () => {
    expect(one("User")).toMatch(/^(?!root$)\w+$/);
    expect(one("ProtectSystem")).toBe("strict");
    expect(one("NoNewPrivileges")).toBe("yes");
    expect(one("Restart")).toMatch(/^(on-failure|always)$/);
    const dataDir = service.get("Environment")?.find((e) => e.startsWith("DATA_DIR="))?.slice("DATA_DIR=".length);
    expect(dataDir, "DATA_DIR set by the unit").toBeDefined();
    expect(one("ReadWritePaths")).toBe(dataDir);
    expect(unit.get("Install")?.get("WantedBy")).toEqual(["multi-user.target"]);
  });

  it("starts node as npm start does, so that SIGTERM reaches the bot", () => {
    const { scripts } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
    const [command, ...args] = one("ExecStart")!.split(/\s+/);
    expect(command).toMatch(/\/node$/);
    expect(["node", ...args].join(" ")).toBe(scripts.start);
  });

  it("gives the graceful stop its whole budget before systemd kills the bot, and not much more", () => {
    // The updates in progress, then the periodic works side by side; then closing takes a few seconds.
    const budget = (IN_FLIGHT_GRACE_MS + STOP_WAIT_MS) / 1000;
    const timeout = Number(one("TimeoutStopSec"));
    expect(timeout).toBeGreaterThanOrEqual(budget + 5);
    expect(timeout).toBeLessThanOrEqual(budget + 30);
  });

  const analyze = spawnSync("systemd-analyze", ["--version"], { encoding: "utf8" });
  it.skipIf(analyze.status !== 0)("passes systemd-analyze verify without a warning", () => {
    const verify = spawnSync("systemd-analyze", ["verify", UNIT], { encoding: "utf8" });
    expect(verify.status, verify.stderr).toBe(0);
    // Unknown keys and bad values are warnings only (exit 0): any line about the unit is one.
    expect(verify.stderr.split("\n").filter((line) => line.includes("flightdesk.service"))).toEqual([]);
  });
});
