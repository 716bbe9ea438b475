import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, callRaw, CREDS, FIXED_NOW, GUID, searchBody, series } from "./helpers.js";

/** The real profile's errors: TraceId, mixed statuses, bodies with and without ExceptionType. */

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ now: () => FIXED_NOW });
});
afterEach(() => sim.clearFaults());
afterAll(async () => {
  await sim.close();
});

const kind = (body: any): string =>
  "ExceptionType" in body ? "full" : "Message" in body ? "framework" : "ErrorMessage" in body ? "bare" : "other";

describe("real profile: errors", () => {
  it("answers the generic Exception at 200 or 400, with or without ExceptionType, always the same message", async () => {
    const message = `No booking was found with the reference ${F.unknownPnr}.`;
    const replies = await series(40, () => call(sim, "GetHistory", { ...CREDS, Pnr: F.unknownPnr }));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200, 400]));
    expect(new Set(replies.map((r) => kind(r.json)))).toEqual(new Set(["full", "bare", "framework"]));
    const full = replies.filter((r) => kind(r.json) === "full");
    expect(full.length).toBeGreaterThan(replies.length / 3);
    for (const { json } of replies) {
      if (kind(json) === "framework") expect(json).toEqual({ Message: message });
      else {
        expect(json.ErrorMessage).toBe(message);
        expect(json.TraceId).toMatch(GUID);
        if (kind(json) === "full") expect(json.ExceptionType).toBe("Exception");
      }
    }
    const traceIds = replies.map((r) => r.json.TraceId).filter(Boolean);
    expect(new Set(traceIds).size).toBe(traceIds.length);
  });

  it("answers named errors at 200, 400 or 500, always with ExceptionType and TraceId", async () => {
    const ticket = F.noPenalty.tickets[0];
    const replies = await series(30, () => call(sim, "GetPenalty", { Credential: CREDS, Pnr: F.noPenalty.pnr, SegmentList: [{ TicketNumber: ticket }] }));
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200, 400, 500]));
    for (const { json } of replies) {
      expect(json.ExceptionType).toBe("Error1008-PenaltyIsNotDefinedException");
      expect(json.TraceId).toMatch(GUID);
      expect(json.ErrorMessage).toContain(ticket);
    }
    const airport = await call(sim, "SearchByRouteAndDate", searchBody([{ origin: F.unservedAirport, destination: "THR", dayOffset: 3 }], {}, FIXED_NOW));
    expect(airport.json).toEqual({ ExceptionType: "Error1027-AirportNotFound", ErrorMessage: null, TraceId: expect.stringMatching(GUID) });
  });

  it("shapes bad credentials, bad requests and bodies that are not JSON the same way", async () => {
    const cases = [
      () => call(sim, "GetStatus", { ...CREDS, Password: "nope", YourLocalInventoryPnr: "FD-1001" }),
      () => call(sim, "GetStatus", { ...CREDS }),
      () => callRaw(sim, "/api/Partners/Flight/RetrieveBooking/V3/GetStatus", { body: "{not json" }),
    ];
    const replies = await series(30, (i) => cases[i % cases.length]!());
    expect(new Set(replies.map((r) => r.status))).toEqual(new Set([200, 400]));
    expect(new Set(replies.map((r) => kind(r.json)))).toEqual(new Set(["full", "bare", "framework"]));
  });

  it("answers the status 500 fault with the service's body or the framework's", async () => {
    sim.setFaults([{ operation: "GetStatus", status: 500 }]);
    const replies = await series(16, () => call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: "FD-1001" }));
    expect(replies.every((r) => r.status === 500)).toBe(true);
    const bodies = replies.map((r) => r.json);
    expect(bodies).toContainEqual({ Message: "An error has occurred." });
    expect(bodies).toContainEqual({ ExceptionType: "Exception", ErrorMessage: "Internal server error (simulated fault).", TraceId: expect.stringMatching(GUID) });
    expect(bodies.every((b) => kind(b) === "full" || kind(b) === "framework")).toBe(true);
  });

  it("answers the operation's errors at the status and in the body the errorStatus and errorBody faults force", async () => {
    const unknown = () => call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: "FD-0000" });
    const said = "No booking request was found with the reference FD-0000.";
    sim.setFaults([{ operation: "GetStatus", errorStatus: 500 }]);
    const drawn = await series(12, unknown);
    expect(drawn.every((r) => r.status === 500)).toBe(true);
    expect(new Set(drawn.map((r) => kind(r.json)))).toEqual(new Set(["full", "bare", "framework"]));
    sim.setFaults([{ operation: "GetStatus", errorStatus: 200, errorBody: "bare" }]);
    expect(await unknown()).toMatchObject({ status: 200, json: { ErrorMessage: said, TraceId: expect.stringMatching(GUID) } });
    sim.setFaults([{ operation: "DoRefund", exception: "Refunds of this flight are closed.", errorStatus: 403, errorBody: "framework" }]);
    expect(await call(sim, "DoRefund", { Credential: CREDS, Pnr: F.oneWayRefundable.pnr, SegmentList: [], Reason: 2 })).toMatchObject({
      status: 403,
      json: { Message: "Refunds of this flight are closed." },
    });
  });

  it("answers an unknown path 404 and GET 405 with the framework's Message", async () => {
    const missing = await callRaw(sim, "/api/Partners/Flight/Book", { body: "{}" });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ Message: "No operation at /api/Partners/Flight/Book." });
    const get = await callRaw(sim, "/api/Partners/Flight/RetrieveBooking/V3/GetStatus", { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.allow).toBe("POST");
    expect(get.json).toEqual({ Message: "Operations use POST." });
  });
});
