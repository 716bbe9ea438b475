import { describe, expect, it } from "vitest";
import { readBookStatus, readingOf } from "../../../src/bot/book/status.js";
import type { SupplierClient } from "../../../src/supplier/client.js";
import { SupplierError, TransportError } from "../../../src/supplier/errors.js";
import type { StatusResponse } from "../../../src/supplier/schemas/booking.js";

const passenger = {
  Id: "1",
  FirstName: "REZA",
  LastName: "TEHRANI",
  AgeType: "ADL",
  SegmentList: [{ FlightNumber: "4010", FlightDate: "2026-12-08 06:30", OriginIataCode: "THR", DestinationIataCode: "MHD", LocalTicketNumber: "1104429885728" }],
};
/** The members of GetStatus's answer a reading looks at (the rest is the schema's business). */
const status = (fields: Record<string, unknown>) => ({ StatusId: 1, StatusDesc: "OK", LocalPnr: "GELSHY", FailReason: null, PassengerList: [passenger], ...fields }) as unknown as StatusResponse;

describe("what GetStatus says of a Book", () => {
  it("reads StatusId 1 with its PNR as issued, with each passenger's tickets", () => {
    expect(readingOf(status({}))).toEqual({ state: "issued", booking: { pnr: "GELSHY", passengers: [{ name: "REZA TEHRANI", tickets: ["1104429885728"] }] } });
  });

  it("reads StatusId 2 as not issued, with FailReason", () => {
    expect(readingOf(status({ StatusId: 2, StatusDesc: "Failed", LocalPnr: "", FailReason: "No seats", PassengerList: [] }))).toEqual({ state: "failed", reason: "No seats" });
  });

  it("leaves anything else unknown: a state the interface does not describe, StatusId 1 without a PNR", () => {
    expect(readingOf(status({ StatusId: 3, StatusDesc: "Pending" })).state).toBe("unknown");
    expect(readingOf(status({ LocalPnr: "" })).state).toBe("unknown");
  });

  it("reads the generic Exception naming the reference as a Book the supplier never took; any other failure as unknown", async () => {
    const failing = (err: Error) => ({ getStatus: () => Promise.reject(err) }) as unknown as SupplierClient;
    const never = new SupplierError("GetStatus", "Exception", "No booking request was found with the reference FDK-1.", 400);
    expect(await readBookStatus(failing(never), "FDK-1")).toEqual({ state: "failed", reason: "No booking request was found with the reference FDK-1." });
    const other = new SupplierError("GetStatus", "Exception", "Something else went wrong.", 400);
    expect((await readBookStatus(failing(other), "FDK-1")).state).toBe("unknown");
    expect((await readBookStatus(failing(new TransportError("GetStatus", "timeout", null, "", "timed out")), "FDK-1")).state).toBe("unknown");
  });
});
