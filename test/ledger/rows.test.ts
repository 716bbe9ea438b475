import { describe, expect, it } from "vitest";
import { ageTypeOf, feedTime, keyOf, ledgerRows, nameKey } from "../../src/ledger/rows.js";
import { bookedWire, cancelledWire, parsed } from "../support/ledger-events.js";

/** The pure mapping from feed events to ledger rows, on the documented shapes and the real ones. */

describe("ledger rows of feed events", () => {
  it("turns a booking into a booking, its passengers and one ticket per segment, charter and web service alike", () => {
    const rows = ledgerRows(parsed(bookedWire(7, "AB12CD")));
    expect(rows.events).toEqual([{ id: 7, type: "FederatedFlight.FlightBookedV2", created_at: "2026-11-20 10:14:02" }]);
    expect(rows.bookings).toHaveLength(1);
    expect(rows.passengers.map((p) => p.name_folded)).toEqual(["maryam karimi", "reza karimi", "sara karimi"]);
    expect(rows.tickets.filter((t) => t.passenger_idx === 0)).toEqual([
      expect.objectContaining({ kind: "charter", ticket_number: "AB12CD-00", airline: "IR", flight_number: "1234", flight_date: "2026-12-02", origin: "THR", destination: "MHD", fare_class: "Y", payable: 100, currency: "IRR", status: "active" }),
      expect.objectContaining({ kind: "webservice", ticket_number: "AB12CD-01", airline: "W5", flight_number: "552", flight_date: "2026-12-05", payable: 80.25 }),
    ]);
  });

  it("reads the real feed's habits: a newer version, nulls left out, lists as null, members in camelCase", () => {
    const wire = bookedWire(8, "RE4LSH");
    const data = wire.Data as Record<string, unknown>;
    const [first, second] = data["Passengers"] as Record<string, unknown>[];
    delete first!["IranianCartMelli"];
    delete first!["Passport"];
    first!["WebserviceSegments"] = null;
    second!["passport"] = { number: "P111" };
    delete second!["Passport"];
    delete data["Phone"];
    data["ReturningFlightDetail"] = null;
    const rows = ledgerRows(parsed({ ...wire, Type: "FederatedFlight.FlightBookedV3", Data: { ...data, LoyaltyProgram: null } }));
    expect(rows.bookings[0]).toMatchObject({ pnr: "RE4LSH", phone: null, phone_key: null, route: "THR-MHD" });
    expect(rows.passengers.slice(0, 2).map((p) => [p.national_code, p.passport_number])).toEqual([
      [null, null],
      [null, "P111"],
    ]);
    expect(rows.tickets.filter((t) => t.passenger_idx === 0).map((t) => t.kind)).toEqual(["charter"]);
  });

  it("turns a cancellation into one row per ticket with penalty and amount back", () => {
    const rows = ledgerRows(parsed(cancelledWire(9, "AB12CD", [0, 1])));
    expect(rows.bookings).toEqual([]);
    expect(rows.cancellations).toEqual([
      expect.objectContaining({ pnr: "AB12CD", ticket_number: "AB12CD-00", event_id: 9, cancelled_at: "2026-11-21 09:00:00", flight_date: "2026-12-02", penalty: 30, refund_whole: 70, refund_nano: 0, currency: "IRR" }),
      expect.objectContaining({ ticket_number: "AB12CD-10" }),
    ]);
  });

  it("leaves other event types out", () => {
    const rows = ledgerRows(parsed({ Id: 3, Type: "FederatedHotel.HotelBookedV1", CreateDateTime: "2026-11-20 10:00:00", Data: {} }));
    expect(rows).toEqual({ events: [], bookings: [], passengers: [], tickets: [], cancellations: [], setAside: [] });
  });

  it("normalises keys as /find makes them: times, names folded, phones, codes, age types", () => {
    expect(feedTime("2026-11-20 10:14:02")).toBe("2026-11-20 10:14:02");
    expect(feedTime("2026-11-20T13:44:02+03:30")).toBe("2026-11-20 10:14:02");
    expect(feedTime("yesterday")).toBeNull();
    expect(nameKey("  Maryam ", "KARIMI  Zadeh")).toBe("maryam karimi zadeh");
    expect(nameKey("علي", "رضائي")).toBe(nameKey("علی", "رضایی"));
    expect(nameKey("Mína", "Kärimi")).toBe("mina karimi");
    expect(keyOf("phone", "+98 (912) 123-4567")).toBe("+989121234567");
    expect(keyOf("phone", "۰۹۱۲۱۲۳۴۵۶۷")).toBe("+989121234567");
    expect(keyOf("phone", "n/a")).toBeNull();
    expect(keyOf("email", " Maryam.Karimi@Example.com")).toBe("maryam.karimi@example.com");
    expect(keyOf("national-code", "۰۰۱۲۳۴۵۶۷۹")).toBe("0012345679");
    expect(keyOf("national-code", "0012345678")).toBeNull();
    expect(keyOf("passport", "p 9876543")).toBe("P9876543");
    expect(keyOf("passport", null)).toBeNull();
    expect([1, "2", "inf", "ADL", 7, null].map(ageTypeOf)).toEqual(["ADL", "CHD", "INF", "ADL", "7", null]);
  });
});
