import { inspect } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import type { FaultRule } from "../../src/sim/faults.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import type { SupplierClient } from "../../src/supplier/client.js";
import { SchemaError, SupplierError, TransportError } from "../../src/supplier/errors.js";
import { ACCOUNT, SECRETS, SIM_ACCOUNT, failure, makeClient } from "../support/supplier.js";
import { LogCapture } from "../support/log-capture.js";

/** Transport behaviour against the simulator's injected faults: retries, timeouts, decoding. */

const TIMEOUT_MS = 300;
/** Room for scheduling on a busy machine; a call that waited for the hung server would be far over. */
const MARGIN_MS = 250;

let sim: Simulator;
let client: SupplierClient;
/** Same account, one attempt only: for timing a single timeout. */
let once: SupplierClient;
/** Same account with an access token: its secrets must not leak either. */
let withToken: SupplierClient;
const log = new LogCapture();

beforeAll(async () => {
  sim = await startSimulator({ ...SIM_ACCOUNT, eventDelaySeconds: 0 });
  client = makeClient(sim.url, log.logger, { timeoutMs: TIMEOUT_MS });
  once = makeClient(sim.url, log.logger, { timeoutMs: TIMEOUT_MS, retry: { attempts: 1, baseDelayMs: 5 } });
  withToken = makeClient(sim.url, log.logger, { timeoutMs: TIMEOUT_MS, accessToken: ACCOUNT.accessToken });
});

afterEach(() => {
  sim.clearFaults();
  sim.resetCalls();
});

afterAll(async () => {
  await Promise.all([client.close(), once.close(), withToken.close()]);
  await sim.close();
});

/** The failure of a call, checked at once for the account's secrets. */
async function fails(promise: Promise<unknown>): Promise<unknown> {
  const err = await failure(promise);
  expectNoSecrets(err);
  return err;
}

function expectNoSecrets(err: unknown): void {
  const text = [String(err), JSON.stringify(err), inspect(err, { depth: 5 }), (err as Error).stack].join("\n");
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const status = () => client.getStatus(F.status.issued.reference);
const refund = (c = client) =>
  c.doRefund({ pnr: F.oneWayRefundable.pnr, segments: [{ ticketNumber: F.oneWayRefundable.tickets[0], penalty: 1 }], reason: 1, remarks: null });
const roundTrip = {
  routes: [
    { origin: "THR", destination: "MHD", date: simDate(F.routes.roundTrip.outboundDayOffset) },
    { origin: "MHD", destination: "THR", date: simDate(F.routes.roundTrip.returnDayOffset) },
  ],
  source: "All" as const,
  tour: true,
  closed: true,
  culture: "fa-IR" as const,
};

describe("retries of reads", () => {
  it("recovers from one 502", async () => {
    sim.setFaults([{ operation: "GetStatus", status: 502, times: 1 }]);
    expect((await status()).StatusId).toBe(1);
    expect(sim.calls().GetStatus).toBe(2);
  });

  it("recovers from two 503s", async () => {
    sim.setFaults([{ operation: "GetPenalty", status: 503, times: 2 }]);
    const quote = await client.getPenalty(F.departed.pnr, [...F.departed.tickets]);
    expect(quote.PassengerList).toHaveLength(1);
    expect(sim.calls().GetPenalty).toBe(3);
  });

  it("gives up after the configured attempts with the last HTTP error", async () => {
    sim.setFaults([{ operation: "B2BGetEvents", status: 503 }]);
    const err = await fails(client.getEvents("b2b", { from: new Date(Date.now() - 86_400_000), to: new Date(), types: [] }));
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ kind: "http", status: 503, outcomeUnknown: false });
    expect((err as TransportError).excerpt).toContain("503 Service Unavailable");
    expect(sim.calls().B2BGetEvents).toBe(3);
  });

  it("retries a read whose 5xx carries the generic Exception (a server failure), and reports it when it lasts", async () => {
    sim.setFaults([{ operation: "GetHistory", status: 500, times: 1 }]);
    const history = await client.getHistory(F.sixPassengers.pnr);
    expect(history.LastState.PassengerList.length).toBe(6);
    expect(sim.calls().GetHistory).toBe(2);
    sim.resetCalls();
    sim.setFaults([{ operation: "GetHistory", status: 500 }]);
    const err = await fails(client.getHistory(F.sixPassengers.pnr));
    expect(err).toBeInstanceOf(SupplierError);
    expect(err).toMatchObject({ kind: "Exception", status: 500 });
    expect(sim.calls().GetHistory).toBe(3);
  });

  it("does not retry a supplier error", async () => {
    await fails(client.getStatus(F.status.unknown));
    expect(sim.calls().GetStatus).toBe(1);
  });

  it("retries a hung call after its timeout, then succeeds", async () => {
    sim.setFaults([{ operation: "AircraftGetList", hang: true, times: 1 }]);
    const list = await client.getAircraft();
    expect(list.length).toBeGreaterThan(0);
    expect(sim.calls().AircraftGetList).toBe(2);
  });
});

describe("timeouts", () => {
  it("ends a hung read on time with a timeout TransportError", async () => {
    sim.setFaults([{ operation: "GetStatus", hang: true }]);
    const started = Date.now();
    const err = await fails(once.getStatus(F.status.issued.reference));
    const elapsed = Date.now() - started;
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ kind: "timeout", status: null, operation: "GetStatus", outcomeUnknown: false });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  it("counts server latency against the same deadline", async () => {
    sim.setFaults([{ operation: "GetStatus", latencyMs: TIMEOUT_MS * 3 }]);
    const started = Date.now();
    expect(await fails(once.getStatus(F.status.issued.reference))).toMatchObject({ kind: "timeout" });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
  });

  it("lets the caller abort a search", async () => {
    sim.setFaults([{ operation: "SearchByRouteAndDate", hang: true }]);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = Date.now();
    const err = await failure(client.search(roundTrip, controller.signal));
    expect(err).toMatchObject({ name: "AbortError" });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    expect(sim.calls().SearchByRouteAndDate).toBe(1);
  });
});

describe("DoRefund is never retried", () => {
  it("sends a refund once on a 502 and reports the outcome unknown", async () => {
    sim.setFaults([{ operation: "DoRefund", status: 502 }]);
    const err = await fails(refund());
    expect(err).toMatchObject({ kind: "http", status: 502, operation: "DoRefund", outcomeUnknown: true });
    expect(sim.calls().DoRefund).toBe(1);
  });

  it("sends a refund once when the server hangs, and ends on time", async () => {
    sim.setFaults([{ operation: "DoRefund", hang: true }]);
    const started = Date.now();
    const err = await fails(refund());
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + MARGIN_MS);
    expect(err).toMatchObject({ kind: "timeout", outcomeUnknown: true });
    expect(sim.calls().DoRefund).toBe(1);
  });

  it("sends a refund once on a 500 with the generic Exception, and calls its outcome unknown", async () => {
    // The supplier may have applied the refund before it failed.
    sim.setFaults([{ operation: "DoRefund", status: 500 }]);
    const err = await fails(refund());
    expect(err).toMatchObject({ kind: "Exception", status: 500, outcomeUnknown: true });
    expect(sim.calls().DoRefund).toBe(1);
  });
});

describe("content encodings", () => {
  it.each(["gzip", "deflate"] as const)("decodes a %s answer to the same result", async (encoding) => {
    const plain = await client.search(roundTrip);
    sim.setFaults([{ operation: "SearchByRouteAndDate", encoding }]);
    log.lines.length = 0;
    const decoded = await client.search(roundTrip);
    // The same flights and fares (the real profile varies only how answers are shaped).
    const essentials = (answer: typeof plain) =>
      answer.ItineraryList.map((i) => i.FlightList.map((f) => [f.FlightNumber, f.DepartureDateTime, f.FlightClass.FareName, f.FlightClass.AdultFare.Payable]));
    expect(essentials(decoded)).toEqual(essentials(plain));
    expect(essentials(decoded).length).toBeGreaterThan(0);
    // Fewer bytes on the wire than the JSON text: the server compressed, so Accept-Encoding was sent.
    const [line] = log.entries().filter((e) => e.msg === "supplier call");
    expect(line!.bytes).toBeLessThan(JSON.stringify(plain).length / 2);
  });
});

describe("answers that do not fit", () => {
  it("makes a cut JSON body a not-json TransportError, not retried", async () => {
    sim.setFaults([{ operation: "GetStatus", malformedJson: true }]);
    const err = await fails(status());
    expect(err).toMatchObject({ kind: "not-json", status: 200 });
    expect((err as TransportError).excerpt.length).toBeGreaterThan(0);
    expect(sim.calls().GetStatus).toBe(1);
  });

  it.each([
    ["SearchByRouteAndDate", () => client.search(roundTrip), "ItineraryList"],
    ["GetPenalty", () => client.getPenalty(F.departed.pnr, [...F.departed.tickets]), "PassengerList[0].PenaltyAmountThatPassengerShouldPay"],
    ["GetHistory", () => client.getHistory(F.sixPassengers.pnr), "LastState"],
    ["GetStatus", status, "StatusId"],
  ] as const)("makes a wrong shape of %s a SchemaError at %s", async (operation, call, path) => {
    sim.setFaults([{ operation, wrongShape: true }]);
    const err = await fails(call());
    expect(err).toBeInstanceOf(SchemaError);
    expect(err).toMatchObject({ operation, path, outcomeUnknown: false });
    expect(sim.calls()[operation]).toBe(1);
  });

  it("makes a wrong shape of a DoRefund answer an unknown outcome", async () => {
    sim.setFaults([{ operation: "DoRefund", wrongShape: true }]);
    const err = await fails(
      client.doRefund({ pnr: F.noPenalty.pnr, segments: [{ ticketNumber: F.noPenalty.tickets[0], penalty: 0 }], reason: 2, remarks: null }),
    );
    expect(err).toMatchObject({ operation: "DoRefund", path: "TrackingCode", outcomeUnknown: true });
  });

  it("rejects bad events one by one and keeps the page", async () => {
    sim.setFaults([{ operation: "B2MGetEvents", wrongShape: true }]);
    const page = await client.getEvents("b2m", { from: new Date(Date.now() - 60 * 86_400_000), to: new Date(), types: [] });
    expect(page.events).toEqual([]);
    expect(page.rejected.length).toBeGreaterThan(0);
    for (const r of page.rejected) {
      expect(r.id).toEqual(expect.any(Number)); // the wrong shape turned every Id into a string of digits
      expect(r.error).toMatch(/^Id: /);
    }
  });

  it("makes an EventList that is not a list a SchemaError", async () => {
    sim.setFaults([{ operation: "B2BGetEvents", wrongShape: true }]);
    const far = new Date("2001-01-01T00:00:00Z");
    const err = await fails(client.getEvents("b2b", { from: far, to: far, types: [] }));
    expect(err).toMatchObject({ operation: "B2BGetEvents", path: "EventList" });
  });
});

describe("secrets", () => {
  it("never appear in errors", async () => {
    // Failures of each kind, with and without the token (the other tests check theirs in fails()).
    const caught: unknown[] = [];
    for (const c of [client, withToken]) {
      const faults: Omit<FaultRule, "operation">[] = [{ status: 503 }, { status: 500 }, { malformedJson: true }, { wrongShape: true }];
      for (const fault of faults) {
        sim.setFaults([{ operation: "GetStatus", ...fault }]);
        caught.push(await failure(c.getStatus(F.status.issued.reference)));
      }
      sim.setFaults([{ operation: "DoRefund", status: 502 }]);
      caught.push(await failure(refund(c)));
    }
    sim.setFaults([{ operation: "GetStatus", hang: true }]);
    caught.push(await failure(once.getStatus(F.status.issued.reference)));
    sim.setFaults([{ operation: "AircraftGetList", status: 503 }]);
    caught.push(await failure(withToken.getAircraft()));
    caught.push(await failure(makeClient(sim.url, log.logger, { accessToken: "wrong-token-0001" }).getAircraft()));
    expect(caught.length).toBeGreaterThan(10);
    for (const err of caught) expectNoSecrets(err);
  });

  it("never appear in log lines, which carry operation, status, ms, attempt and bytes", async () => {
    await withToken.getAircraft();
    const lines = log.entries().filter((e) => e.msg === "supplier call");
    expect(lines[lines.length - 1]).toMatchObject({
      module: "supplier",
      operation: "AircraftGetList",
      status: 200,
      attempt: 1,
      ms: expect.any(Number),
      bytes: expect.any(Number),
    });
    const all = log.lines.join("\n");
    for (const secret of SECRETS) expect(all).not.toContain(secret);
  });

  it("are not shown when the client is inspected", () => {
    const text = inspect(withToken, { depth: 5, showHidden: true });
    for (const secret of SECRETS) expect(text).not.toContain(secret);
  });
});
