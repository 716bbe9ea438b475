import { describe, expect, it } from "vitest";
import type { BotDeps } from "../../../src/bot/context.js";
import { rememberAirports } from "../../../src/bot/search/recent.js";
import { SAMPLE_QUERY } from "../../support/search-sample.js";
import { LogCapture } from "../../support/log-capture.js";

/** Deps whose recent-airports save is the given promise. */
function depsSaving(save: Promise<string[]>, log: LogCapture): { deps: BotDeps; pushed: string[][] } {
  const pushed: string[][] = [];
  const recentAirports = { get: () => [], push: (_: number, codes: string[]) => (pushed.push(codes), save) };
  return { deps: { store: { recentAirports }, logger: log.logger } as unknown as BotDeps, pushed };
}

describe("remembering a search's airports", () => {
  it("does not hold the search up while the data file is saved", async () => {
    const { deps, pushed } = depsSaving(new Promise(() => {}), new LogCapture());
    const outcome = await Promise.race([
      Promise.resolve(rememberAirports(deps, 7, SAMPLE_QUERY)).then(() => "went on"),
      new Promise((resolve) => setImmediate(() => resolve("waited for the save"))),
    ]);
    expect(outcome).toBe("went on");
    expect(pushed).toEqual([["THR", "MHD"]]);
  });

  it("logs a failed save and lets the search go on", async () => {
    const log = new LogCapture();
    let fail!: (err: Error) => void;
    const { deps } = depsSaving(new Promise((_, reject) => (fail = reject)), log);
    expect(() => rememberAirports(deps, 7, SAMPLE_QUERY)).not.toThrow();
    fail(new Error("disk full"));
    await expect.poll(() => log.entries().map((e) => e.msg)).toContain("could not remember the recent airports");
  });
});
