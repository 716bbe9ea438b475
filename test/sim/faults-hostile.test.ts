import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { SIM_FIXTURES as F, simDate } from "../../src/sim/fixtures.js";
import { startSimulator } from "../../src/sim/server.js";
import { bothProfiles, call, callBytes, callRaw, CREDENTIAL, CREDS, FIXED_NOW, ok } from "./helpers.js";

/** The faults that answer what a hostile or broken front end sends: redirects, huge bodies, bombs. */

const sims = bothProfiles();
afterEach(() => {
  sims.strict.clearFaults();
  sims.real.clearFaults();
});

const STATUS = { ...CREDS, YourLocalInventoryPnr: F.status.issued.reference };
const MiB = 1024 * 1024;

describe("redirect", () => {
  it("answers 301 to the same path and query on localhost, empty body, and runs nothing", async () => {
    for (const sim of [sims.strict, sims.real]) {
      sim.setFaults([{ operation: "DoRefund", redirect: true, times: 1 }]);
      const { pnr, activeTicket } = F.partlyRefunded;
      const path = "/api/Partners/Flight/Refund/V3/DoRefund?lang=fa";
      const body = { ...CREDENTIAL, Pnr: pnr, Reason: 2, SegmentList: [{ TicketNumber: activeTicket, PenaltyAmountThatPassengerShouldPay: 0 }] };
      const r = await callRaw(sim, path, { body: JSON.stringify(body) });
      expect(r.status).toBe(301);
      expect(r.headers.location).toBe(`http://localhost:${sim.port}${path}`);
      expect(r.text).toBe("");
      expect(sim.calls().DoRefund).toBe(1);
      // Not refunded: the ticket is still quoted.
      const quote = await ok(call(sim, "GetPenalty", { ...CREDENTIAL, Pnr: pnr, SegmentList: [{ TicketNumber: activeTicket }] }));
      expect(quote.PassengerList[0].TicketNumber).toBe(activeTicket);
    }
  });

  it("names localhost by its address and other hosts with www.", async () => {
    const sim = await startSimulator({ host: "localhost", faults: [{ operation: "*", redirect: true }] });
    try {
      expect((await call(sim, "GetStatus", STATUS)).headers.location).toBe(`http://127.0.0.1:${sim.port}/api/Partners/Flight/RetrieveBooking/V3/GetStatus`);
    } finally {
      await sim.close();
    }
  });
});

describe("oversizeBytes", () => {
  it("pads the real answer with a Padding member to at least N bytes, still valid JSON", async () => {
    const plain = await ok(call(sims.strict, "GetStatus", STATUS));
    sims.strict.setFaults([{ operation: "GetStatus", oversizeBytes: 2 * MiB }]);
    const r = await call(sims.strict, "GetStatus", STATUS);
    expect(r.status).toBe(200);
    expect(Buffer.byteLength(r.text)).toBe(2 * MiB);
    const { Padding, ...rest } = r.json;
    expect(rest).toEqual(plain);
    expect(Padding).toMatch(/^ +$/);
  });

  it("pads error answers and bare arrays too, and leaves a big enough answer alone", async () => {
    sims.strict.setFaults([{ operation: "GetHistory", oversizeBytes: 4096 }]);
    const error = await call(sims.strict, "GetHistory", { ...CREDS, Pnr: F.unknownPnr });
    expect(error.status).toBe(400);
    expect(error.json.ExceptionType).toBe("Exception");
    expect(Buffer.byteLength(error.text)).toBe(4096);
    const history = await call(sims.strict, "GetHistory", { ...CREDS, Pnr: F.sixPassengers.pnr });
    expect(history.json).not.toHaveProperty("Padding");

    sims.real.setFaults([{ operation: "AircraftGetList", oversizeBytes: 64 * 1024 }]);
    const fleets = [];
    for (let i = 0; i < 8; i++) fleets.push(await call(sims.real, "AircraftGetList", { AccessToken: F.credentials.accessToken }));
    expect(fleets.some((r) => Array.isArray(r.json))).toBe(true);
    for (const r of fleets) {
      expect(Buffer.byteLength(r.text)).toBe(64 * 1024);
      expect(r.json).toBeDefined();
    }
  });
});

describe("gzipBomb", () => {
  it("answers 200 with a small gzip body that inflates to at least N bytes, even unasked", async () => {
    const size = 64 * MiB;
    for (const sim of [sims.strict, sims.real]) {
      sim.setFaults([{ operation: "SearchByRouteAndDate", gzipBomb: size, times: 1 }]);
      const r = await callBytes(sim, "GetStatus", STATUS);
      expect(r.encoding).toBeUndefined();
      const bomb = await callBytes(sim, "SearchByRouteAndDate", { ...CREDS, OriginDestinationOptionList: [] });
      expect(bomb.status).toBe(200);
      expect(bomb.encoding).toBe("gzip");
      expect(bomb.bytes.length).toBeLessThan(size / 500);
      const inflated = gunzipSync(bomb.bytes, { maxOutputLength: size + 100 });
      expect(inflated.length).toBeGreaterThanOrEqual(size);
      expect(inflated.subarray(0, 12).toString()).toBe('{"Padding":"');
      expect(inflated.subarray(-2).toString()).toBe('"}');
    }
  });
});

describe("padEventsBytes", () => {
  it("makes a page of 5000 events of 10 KB each", async () => {
    const sim = await startSimulator({ now: () => FIXED_NOW, eventDelaySeconds: 0, bulkEvents: 5000 });
    try {
      sim.setFaults([{ operation: "B2BGetEvents", padEventsBytes: 10_000 }]);
      const day = simDate(-1, FIXED_NOW);
      const answer = await ok(call(sim, "B2BGetEvents", { ...CREDS, FromDatetime: `${day} 00:00:00`, ToDatetime: `${day} 23:59:59`, EventTypeList: [] }));
      expect(answer.EventList).toHaveLength(5000);
      for (const event of answer.EventList) expect(Buffer.byteLength(JSON.stringify(event))).toBe(10_000);
      expect(answer.EventList[0].Data.InternalRemarks).toMatch(/[\u0600-\u06FF]/);
      expect(answer.EventList[0].Data.Pnr).toMatch(/^[A-Z0-9]{6}$/);
    } finally {
      await sim.close();
    }
  });

  it("pads the B2M view and leaves events already that big alone", async () => {
    sims.strict.setFaults([{ operation: "*", padEventsBytes: 3000 }]);
    const events = (await ok(call(sims.strict, "B2MGetEvents", { FromDatetime: "2000-01-01 00:00:00", ToDatetime: "2100-01-01 00:00:00", EventTypeList: [] }))).EventList;
    const sizes = events.map((e: any) => Buffer.byteLength(JSON.stringify(e)));
    expect(sizes.filter((n: number) => n === 3000).length).toBeGreaterThan(0);
    for (const [i, e] of events.entries()) {
      if (sizes[i] > 3000) expect(e.Data).not.toHaveProperty("InternalRemarks");
      else expect(sizes[i]).toBe(3000);
    }
    // Other operations are untouched by a "*" rule.
    expect(await ok(call(sims.strict, "GetStatus", STATUS))).not.toHaveProperty("InternalRemarks");
  });
});

describe("validation of the new fields", () => {
  it("refuses bad values and padEventsBytes outside the event operations", () => {
    const bad: unknown[] = [
      { operation: "GetStatus", padEventsBytes: 100 },
      { operation: "B2BGetEvents", padEventsBytes: 0 },
      { operation: "B2BGetEvents", padEventsBytes: 100_001 },
      { operation: "*", oversizeBytes: 0 },
      { operation: "*", oversizeBytes: 1.5 },
      { operation: "*", gzipBomb: 2 * 1024 * MiB },
      { operation: "*", redirect: "yes" },
    ];
    for (const rule of bad) expect(() => sims.strict.setFaults([rule as never])).toThrow(/invalid fault rules/);
    expect(() => sims.strict.setFaults([{ operation: "*", redirect: true, oversizeBytes: 1, gzipBomb: 1, padEventsBytes: 1 }])).not.toThrow();
  });

  it("refuses them over the control endpoint with the field named", async () => {
    const r = await callRaw(sims.strict, "/__sim/faults", { body: JSON.stringify([{ operation: "GetStatus", padEventsBytes: 10 }]) });
    expect(r.status).toBe(400);
    expect(r.json.ErrorMessage).toMatch(/padEventsBytes/);
  });
});
