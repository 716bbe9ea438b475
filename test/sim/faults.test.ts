import { gunzipSync, inflateSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, callBytes, callRaw, CREDS, ok, searchBody } from "./helpers.js";

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ profile: "strict" });
});
afterEach(() => {
  sim.clearFaults();
  sim.resetCalls();
});
afterAll(async () => {
  await sim.close();
});

const status = () => call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: F.status.issued.reference });
const search = (headers?: Record<string, string>) =>
  call(sim, "SearchByRouteAndDate", searchBody([{ origin: "THR", destination: "MHD", dayOffset: 4 }]), headers);

describe("fault rules", () => {
  it("delays answers by latencyMs", async () => {
    sim.setFaults([{ operation: "GetStatus", latencyMs: 200 }]);
    const started = performance.now();
    await ok(status());
    expect(performance.now() - started).toBeGreaterThanOrEqual(195);
  });

  it("answers 500 as JSON and 502/503 as a gateway page, for the next `times` calls only", async () => {
    sim.setFaults([{ operation: "GetStatus", status: 500, times: 1 }]);
    const failed = await status();
    expect(failed.status).toBe(500);
    expect(failed.json.ExceptionType).toBe("Exception");
    expect((await status()).status).toBe(200);
    for (const code of [502, 503] as const) {
      sim.setFaults([{ operation: "GetStatus", status: code }]);
      const r = await status();
      expect(r.status).toBe(code);
      expect(r.headers["content-type"]).toMatch(/^text\/html/);
      expect((await status()).status).toBe(code);
    }
  });

  it("answers the generic Exception of `exception`, at errorStatus and in errorBody, without running the operation", async () => {
    sim.setFaults([{ operation: "GetStatus", exception: "Not today.", times: 1 }]);
    expect(await status()).toMatchObject({ status: 400, json: { ExceptionType: "Exception", ErrorMessage: "Not today." } });
    expect((await status()).status).toBe(200);
    for (const [errorBody, json] of [
      ["full", { ExceptionType: "Exception", ErrorMessage: "Not today." }],
      ["bare", { ErrorMessage: "Not today." }],
      ["framework", { Message: "Not today." }],
    ] as const) {
      sim.setFaults([{ operation: "GetStatus", exception: "Not today.", errorStatus: 500, errorBody }]);
      const r = await status();
      expect(r.status).toBe(500);
      expect(r.json).toEqual(json);
    }
    sim.setFaults([{ operation: "GetStatus", errorStatus: 200 }]);
    expect(await call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: "FD-0000" })).toMatchObject({ status: 200, json: { ExceptionType: "Exception" } });
  });

  it("hangs until the caller gives up, and close() still finishes", async () => {
    const own = await startSimulator({ profile: "strict", faults: [{ operation: "GetHistory", hang: true }] });
    const started = performance.now();
    await expect(
      callRaw(own, "/api/Partners/Flight/RetrieveBooking/V3/GetHistory", { body: JSON.stringify({ ...CREDS, Pnr: F.sixPassengers.pnr }), signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2000);
    // A second hung request stays open while the server closes.
    const pending = callRaw(own, "/api/Partners/Flight/RetrieveBooking/V3/GetHistory", { body: JSON.stringify({ ...CREDS, Pnr: F.sixPassengers.pnr }) });
    await new Promise((r) => setTimeout(r, 50));
    const closing = performance.now();
    await own.close();
    expect(performance.now() - closing).toBeLessThan(1000);
    await expect(pending).rejects.toThrow();
    expect(own.calls().GetHistory).toBe(2);
  });

  it("cuts the JSON in half with malformedJson", async () => {
    sim.setFaults([{ operation: "GetStatus", malformedJson: true }]);
    const r = await status();
    expect(r.status).toBe(200);
    expect(r.json).toBeUndefined();
    expect(() => JSON.parse(r.text)).toThrow();
    expect(r.text.startsWith('{"StatusId":1')).toBe(true);
  });

  it("breaks the shape but keeps valid JSON with wrongShape", async () => {
    sim.setFaults([{ operation: "*", wrongShape: true }]);
    expect((await status()).json.StatusId).toBe("1");
    expect(typeof (await search()).json.ItineraryList).toBe("string");
    const history = await call(sim, "GetHistory", { ...CREDS, Pnr: F.sixPassengers.pnr });
    expect(history.json).not.toHaveProperty("LastState");
    expect(history.json).toHaveProperty("History_InitialBooking");
    const quote = await call(sim, "GetPenalty", { Credential: CREDS, Pnr: F.departed.pnr, SegmentList: [{ TicketNumber: F.departed.tickets[0] }] });
    expect(typeof quote.json.PassengerList[0].PenaltyAmountThatPassengerShouldPay).toBe("string");
    // Error answers keep their shape.
    expect((await call(sim, "GetHistory", { ...CREDS, Pnr: F.unknownPnr })).json.ExceptionType).toBe("Exception");
  });

  it("compresses with gzip or deflate when the request allows it", async () => {
    for (const [encoding, decode] of [["gzip", gunzipSync], ["deflate", inflateSync]] as const) {
      sim.setFaults([{ operation: "SearchByRouteAndDate", encoding }]);
      const raw = await fetchBytes("gzip, deflate");
      expect(raw.encoding).toBe(encoding);
      expect(JSON.parse(decode(raw.bytes).toString("utf8")).CurrencyCode).toBe("IRR");
      const refused = await fetchBytes(`${encoding};q=0, identity`);
      expect(refused.encoding).toBeUndefined();
      expect(JSON.parse(refused.bytes.toString("utf8")).CurrencyCode).toBe("IRR");
    }
  });

  it("applies '*' to every operation and combines matching rules, the first winning", async () => {
    sim.setFaults([
      { operation: "GetStatus", status: 503, times: 1 },
      { operation: "*", status: 500, encoding: "gzip" },
    ]);
    expect((await status()).status).toBe(503);
    expect((await status()).status).toBe(500);
    const r = await search({ "accept-encoding": "gzip" });
    expect(r.status).toBe(500);
    expect(r.headers["content-encoding"]).toBe("gzip");
  });

  it("counts every call per operation, faulted or not", async () => {
    sim.setFaults([{ operation: "GetStatus", status: 502, times: 2 }]);
    await status();
    await status();
    await status();
    await search();
    await call(sim, "AircraftGetList", { AccessToken: "wrong" });
    expect(sim.calls()).toMatchObject({ GetStatus: 3, SearchByRouteAndDate: 1, AircraftGetList: 1, DoRefund: 0 });
    sim.resetCalls();
    expect(Object.values(sim.calls()).every((n) => n === 0)).toBe(true);
  });

  it("refuses invalid rules", () => {
    expect(() => sim.setFaults([{ operation: "IssueTicket" as never, status: 500 }])).toThrow(/operation/);
    expect(() => sim.setFaults([{ operation: "GetStatus", status: 418 as never }])).toThrow();
  });
});

const fetchBytes = (acceptEncoding: string) =>
  callBytes(sim, "SearchByRouteAndDate", searchBody([{ origin: "THR", destination: "MHD", dayOffset: 4 }]), { "accept-encoding": acceptEncoding });

describe("HTTP basics", () => {
  it("answers 404 for an unknown path, 405 for GET, and 400 for a body that is not a JSON object", async () => {
    expect((await callRaw(sim, "/api/Partners/Flight/Book", { body: "{}" })).status).toBe(404);
    const get = await callRaw(sim, "/api/Partners/Flight/RetrieveBooking/V3/GetStatus", { method: "GET" });
    expect(get.status).toBe(405);
    for (const body of ["{not json", "[1,2]", ""]) {
      const r = await callRaw(sim, "/api/Partners/Flight/RetrieveBooking/V3/GetStatus", { body });
      expect(r.status).toBe(400);
      expect(r.json.ExceptionType).toBe("Exception");
      expect(r.headers["content-type"]).toBe("application/json; charset=utf-8");
    }
  });
});
