import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F } from "../../src/sim/fixtures.js";
import { startSimulator, type Simulator } from "../../src/sim/server.js";
import { call, callRaw, CREDS, ok } from "./helpers.js";

describe("control endpoints", () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ profile: "strict", eventDelaySeconds: 0 });
  });
  afterAll(async () => {
    await sim.close();
  });

  const status = () => call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: F.status.issued.reference });

  it("sets, applies and clears faults over HTTP", async () => {
    const set = await callRaw(sim, "/__sim/faults", { body: JSON.stringify([{ operation: "GetStatus", status: 503 }]) });
    expect(set.json).toEqual({ ok: true });
    expect((await status()).status).toBe(503);
    expect((await callRaw(sim, "/__sim/faults", { method: "DELETE" })).status).toBe(200);
    expect((await status()).status).toBe(200);
  });

  it("refuses an invalid fault list and keeps the rules it had", async () => {
    await callRaw(sim, "/__sim/faults", { body: JSON.stringify([{ operation: "GetStatus", latencyMs: 1 }]) });
    const bad = await callRaw(sim, "/__sim/faults", { body: JSON.stringify([{ operation: "GetStatus", status: "soon" }]) });
    expect(bad.status).toBe(400);
    expect(bad.json.ErrorMessage).toMatch(/status/);
    expect((await callRaw(sim, "/__sim/faults", { body: "nope" })).status).toBe(400);
    await callRaw(sim, "/__sim/faults", { method: "DELETE" });
  });

  it("reports and resets call counts", async () => {
    await callRaw(sim, "/__sim/calls/reset");
    await status();
    await status();
    const counts = (await callRaw(sim, "/__sim/calls", { method: "GET" })).json;
    expect(counts.GetStatus).toBe(2);
    expect(Object.keys(counts)).toHaveLength(17);
    await callRaw(sim, "/__sim/calls/reset");
    expect((await callRaw(sim, "/__sim/calls", { method: "GET" })).json.GetStatus).toBe(0);
  });

  it("sets the account's credit and standing", async () => {
    expect((await callRaw(sim, "/__sim/balance", { body: JSON.stringify({ amount: 4200 }) })).json).toEqual({ ok: true });
    expect(await ok(call(sim, "CurrentBalance", CREDS))).toEqual({ RemainedCredit: 4200 });
    await callRaw(sim, "/__sim/balance", { body: JSON.stringify({ standing: "noCredit" }) });
    expect((await call(sim, "CurrentBalance", CREDS)).json.ExceptionType).toBe("Error1004-NotEnoughCreditException");
    expect((await callRaw(sim, "/__sim/balance", { body: JSON.stringify({ standing: "broke" }) })).status).toBe(400);
    await callRaw(sim, "/__sim/balance", { body: JSON.stringify({ standing: "ok" }) });
  });

  it("decides a refund's outcome and moves a booking's flight", async () => {
    const refund = await ok(call(sim, "DoRefund", { Credential: CREDS, Pnr: F.thirdParty.pnr, SegmentList: [{ TicketNumber: F.thirdParty.tickets[0], PenaltyAmountThatPassengerShouldPay: 0 }], Reason: 2 }));
    const decide = (trackingCode: string) => callRaw(sim, "/__sim/refunds/decide", { body: JSON.stringify({ trackingCode, decision: "Rejected" }) });
    expect((await decide(refund.TrackingCode)).json).toEqual({ ok: true });
    expect((await decide("no-such-code")).status).toBe(404);
    expect((await callRaw(sim, "/__sim/schedule-changes", { body: JSON.stringify({ pnr: F.oneWayRefundable.pnr }) })).json).toEqual({ changed: true });
    expect((await callRaw(sim, "/__sim/schedule-changes", { body: JSON.stringify({ pnr: F.unknownPnr }) })).status).toBe(400);
  });

  it("creates a booking whose event and history are served", async () => {
    const created = (await callRaw(sim, "/__sim/bookings")).json;
    expect(created).toEqual({ pnr: expect.stringMatching(/^[A-Z0-9]{6}$/), eventId: expect.any(Number) });
    const h = await ok(call(sim, "GetHistory", { ...CREDS, Pnr: created.pnr }));
    expect(h.LastState.PassengerList.length).toBeGreaterThan(0);
    const events = (await ok(call(sim, "B2MGetEvents", { FromDatetime: "2000-01-01 00:00:00", ToDatetime: "2100-01-01 00:00:00", EventTypeList: [] }))).EventList;
    expect(events.find((e: any) => e.Id === created.eventId).Data.Pnr).toBe(created.pnr);
  });

  it("answers 404 and 405 for unknown endpoints and methods", async () => {
    expect((await callRaw(sim, "/__sim/nothing")).status).toBe(404);
    expect((await callRaw(sim, "/__sim/calls", { method: "DELETE" })).status).toBe(405);
  });

  it("is closed to untrusted callers", async () => {
    const guarded = await startSimulator({ profile: "strict", trustedIps: ["192.0.2.10"] });
    try {
      const r = await callRaw(guarded, "/__sim/bookings");
      expect(r.status).toBe(403);
      expect((await callRaw(guarded, "/__sim/calls", { method: "GET" })).status).toBe(403);
    } finally {
      await guarded.close();
    }
  });
});

describe("Aircraft GetList authentication", () => {
  let sim: Simulator;
  beforeAll(async () => {
    sim = await startSimulator({ profile: "strict", username: "bot", password: "s3cret", accessTokens: ["tok-1"] });
  });
  afterAll(async () => {
    await sim.close();
  });

  it("takes Username and Password or AccessToken, never both, and answers the fleet", async () => {
    const { Md5 } = await import("ts-md5");
    const account = { Username: "bot", Password: Md5.hashStr("s3cret") };
    const fleet = (await ok(call(sim, "AircraftGetList", account))).AircraftList;
    expect(Object.keys(fleet[0])).toEqual(["Id", "Registration", "IataTypeCode", "Model", "SeatCount", "AirlineIataCode", "IsActive"]);
    expect(fleet.some((a: any) => !a.IsActive)).toBe(true);
    expect(await ok(call(sim, "AircraftGetList", { AccessToken: "tok-1" }))).toEqual({ AircraftList: fleet });
    const both = await call(sim, "AircraftGetList", { ...account, AccessToken: "tok-1" });
    expect(both.json.ErrorMessage).toMatch(/not both/);
    for (const body of [{}, { AccessToken: "tok-2" }, { Username: "bot", Password: Md5.hashStr("wrong") }, { Username: "public", Password: "x" }]) {
      const r = await call(sim, "AircraftGetList", body);
      expect(r.status).toBe(400);
      expect(r.json.ExceptionType).toBe("Exception");
    }
  });

  it("uses the configured account for the other operations", async () => {
    const r = await call(sim, "GetStatus", { ...CREDS, YourLocalInventoryPnr: F.status.issued.reference });
    expect(r.json).toEqual({ ExceptionType: "Exception", ErrorMessage: "Invalid username or password." });
  });
});
