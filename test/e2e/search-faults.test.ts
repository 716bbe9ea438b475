import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, startStack, type Stack } from "../support/stack.js";
import { ask, press } from "../support/steps.js";
import type { FaultRule } from "../../src/sim/faults.js";

/** Each read is tried 3 times by the client: a fault for `times: 3` fails the whole search. */
const FAULTS: [string, Omit<FaultRule, "operation">, RegExp][] = [
  ["HTTP 502", { status: 502, times: 3 }, /not answering right now \(HTTP 502\)/],
  ["HTTP 503", { status: 503, times: 3 }, /not answering right now \(HTTP 503\)/],
  ["a hang", { hang: true, times: 3 }, /not answering right now \(timeout\)/],
  ["malformed JSON", { malformedJson: true, times: 1 }, /sent an answer we could not read/],
  ["a wrong shape", { wrongShape: true, times: 1 }, /sent an answer we could not read/],
];

describe("/search when the supplier fails", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await startStack({ env: { SUPPLIER_TIMEOUT_MS: "250" } });
    await ask(s.tg, ADMIN, "/start");
  });
  afterEach(() => s.sim.clearFaults());
  afterAll(async () => {
    await s?.stop();
  });

  it.each(FAULTS)("tells the user clearly about %s, and the next search works", async (_name, fault, message) => {
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", ...fault }]);
    const failed = await ask(s.tg, ADMIN, "/search THR MHD +4");
    expect(failed.text).toMatch(message);
    expect(failed.text).toMatch(/[A-Z2-9]{6}/);
    expect(failed.text).not.toMatch(/Error:|at \w+ \(|SearchByRouteAndDate|fe01ce2a/);
    expect((await ask(s.tg, ADMIN, "/search THR MHD +4")).text).toContain("One-way: THR MHD");
  });

  it("keeps a result when its refresh fails, and a later refresh works", async () => {
    const result = await ask(s.tg, ADMIN, "/search THR MHD +4");
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", status: 503, times: 3 }]);
    const failed = await press(s.tg, ADMIN, result, "🔄 Refresh");
    expect(failed.text).toMatch(/not answering right now \(HTTP 503\)/);
    expect(s.tg.messages(ADMIN.id).find((m) => m.messageId === result.messageId)?.text).toBe(result.text);
    const refreshed = await press(s.tg, ADMIN, result, "🔄 Refresh");
    expect(refreshed.messageId).toBe(result.messageId);
    expect(refreshed.text).toContain("One-way: THR MHD");
  });

  it("ends a guided search cleanly when the supplier fails at the end", async () => {
    s.sim.setFaults([{ operation: "SearchByRouteAndDate", status: 502, times: 3 }]);
    const kind = await ask(s.tg, ADMIN, "/search");
    await press(s.tg, ADMIN, kind, "One-way");
    await ask(s.tg, ADMIN, "THR");
    await ask(s.tg, ADMIN, "MHD");
    const options = await ask(s.tg, ADMIN, "+4");
    expect((await press(s.tg, ADMIN, options, "🔎 Search")).text).toMatch(/not answering right now \(HTTP 502\)/);
    expect((await ask(s.tg, ADMIN, "THR")).text).toMatch(/Send a command/);
    expect((await ask(s.tg, ADMIN, "/search THR MHD +4")).text).toContain("One-way: THR MHD");
  });
});
