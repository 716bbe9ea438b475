import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import type { SupplierClient } from "../../src/supplier/client.js";
import { LogCapture } from "../support/log-capture.js";
import { SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";

/** CurrentBalance against the simulator over HTTP: the credit as sent, and the two credit errors. */

let sim: Simulator;
let client: SupplierClient;
const log = new LogCapture();

// A fresh simulator for each test: the others set the credit.
beforeEach(async () => {
  sim = await startSimulator({ ...SIM_ACCOUNT, currency: "USD", credit: 1234.56 });
  client = makeClient(sim.url, log.logger);
});
afterEach(async () => {
  await client.close();
  await sim.close();
});

describe("getBalance", () => {
  it("reads the credit exactly, whether sent as a number or as text", async () => {
    for (let i = 0; i < 6; i++) expect((await client.getBalance()).RemainedCredit).toBe(1234.56);
  });

  it("falls by what a sale costs", async () => {
    sim.setCredit({ amount: 5000 });
    sim.createBooking();
    expect((await client.getBalance()).RemainedCredit).toBeLessThan(5000);
  });

  it("reads a negative credit", async () => {
    sim.setCredit({ amount: -20.05 });
    expect((await client.getBalance()).RemainedCredit).toBe(-20.05);
  });

  it.each([
    ["noCredit", "NoCredit", /^Error1004/],
    ["dueDateReached", "CreditDueDateReached", /^Error1005/],
  ] as const)("makes the %s error its own kind, a definite refusal", async (standing, kind, code) => {
    sim.setCredit({ standing });
    const err = await failure(client.getBalance());
    expect(err).toMatchObject({ name: "SupplierError", operation: "CurrentBalance", kind, outcomeUnknown: false, accountRefused: false, serverFailure: false });
    expect((err as { code: string }).code).toMatch(code);
    sim.setCredit({ standing: "ok" });
  });
});
