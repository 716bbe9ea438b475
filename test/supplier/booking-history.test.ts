import { describe, expect, it } from "vitest";
import { describeBooking, surelyDeparted } from "../../src/supplier/booking-history.js";
import type { HistoryResponse, InitialSegment } from "../../src/supplier/schemas/booking.js";

const sale = { BaseFare: 100, Tax: 10, TotalFare: 110, CommissionPercent: 5, CalculatedAmountOfCommissionPercent: 5.5, CommissionValue: 0, Payable: 104.5 };
const seg = (ticket: string, flight = "452"): InitialSegment => ({
  FlightNumber: flight, FlightDate: "2026-12-01 07:10", OriginIataCode: "THR", DestinationIataCode: "MHD", BookingCode: "Y", AirlineIataCode: "IR", LocalTicketNumber: ticket, SaleInfo: sale,
});
const person = (id: string, first: string) => ({ Id: id, FirstName: first, LastName: "Rezaei", Gender: "F", Passport: null });

function answer(): HistoryResponse {
  return {
    // Passenger 2's only ticket was refunded: the latest state no longer lists them.
    LastState: { PassengerList: [{ ...person("a", "Mina"), AgeType: "ADL", SegmentList: [{ ...seg("1", "460") }] }] },
    History_InitialBooking: {
      BookingDateTime: "2026-11-01 10:00:00",
      PassengerList: [
        { ...person("a", "Mina"), AgeTypeCode: "ADL", SegmentList: [seg("1")] },
        { ...person("b", "Sara"), AgeTypeCode: "CHD", SegmentList: [seg("2")] },
      ],
    },
    History_Cancelation: { HistoryList: [{ ticketnumber: "2", penaltypercent: 32.5, PENALTYAMOUNT: "35.75", reason: 1, cancelationdatetime: "2026-11-02 10:00:00" }] },
    History_PassengerInfoChanged: { HistoryList: [{ PassengerId: "b", FieldName: "LastName", OldValue: "Rezaie", NewValue: "Rezaei" }, { Other: 1 }] },
    History_ChangedFlight: { HistoryList: [] },
  } as unknown as HistoryResponse;
}

describe("describeBooking", () => {
  it("keeps passengers gone from the latest state, open tickets on their current flight, and sums what was sold", () => {
    const d = describeBooking(answer(), new Date("2026-11-20T00:00:00Z"));
    expect(d.state).toBe("partly-refunded");
    expect(d.passengers.map((p) => [p.person.FirstName, p.age, p.tickets.map((t) => `${t.number}:${t.state}:${t.leg.flight}`)])).toEqual([
      ["Mina", "adult", ["1:open:460"]],
      ["Sara", "child", ["2:refunded:452"]],
    ]);
    expect(d.legs.map((l) => l.flight)).toEqual(["460", "452"]);
    expect(d.ages).toEqual({ adult: 1, child: 1, infant: 0, other: 0 });
    expect([d.fares, d.paid, d.commission]).toEqual([220, 209, 11]);
  });

  it("shows a moved leg once, as it is now, with the flight it was moved from; a leg only its old flight names is moved too", () => {
    const moved = answer();
    moved.History_ChangedFlight.HistoryList.push({ OriginIataCode: "THR", DestinationIataCode: "MHD", OldFlightNumber: "0452", OldFlightDate: "2026-12-01T07:10:00", NewFlightNumber: "460", NewFlightDate: "2026-12-01 07:10", AirlineIataCode: "IR" } as never);
    const d = describeBooking(moved, new Date("2026-11-20T00:00:00Z"));
    expect(d.legs).toEqual([{ airline: "IR", flight: "460", date: "2026-12-01 07:10", origin: "THR", destination: "MHD", movedFrom: { flight: "0452", date: "2026-12-01T07:10:00" } }]);
    // Every ticket of the moved flight refunded: the old flight alone is named, shown as moved.
    const refunded = answer();
    refunded.LastState.PassengerList[0]!.SegmentList = [];
    refunded.History_ChangedFlight.HistoryList.push({ OriginIataCode: "THR", DestinationIataCode: "MHD", OldFlightNumber: "452", OldFlightDate: "2026-12-01 07:10", NewFlightNumber: "470", NewFlightDate: "2026-12-02 09:00", AirlineIataCode: "IR" } as never);
    expect(describeBooking(refunded, new Date("2026-11-20T00:00:00Z")).legs.map((l) => `${l.flight} ${l.date} from ${l.movedFrom?.flight}`)).toEqual(["470 2026-12-02 09:00 from 452"]);
    // A change of another route is not this leg's.
    const other = answer();
    other.History_ChangedFlight.HistoryList.push({ OriginIataCode: "MHD", DestinationIataCode: "THR", OldFlightNumber: "452", OldFlightDate: "2026-12-01 07:10", NewFlightNumber: "460", NewFlightDate: "2026-12-01 07:10", AirlineIataCode: "IR" } as never);
    expect(describeBooking(other, new Date("2026-11-20T00:00:00Z")).legs.map((l) => l.flight)).toEqual(["460", "452"]);
  });

  it("takes a birth date the latest state left null from the first booking, and keeps the latest one when given", () => {
    const a = answer();
    const [now, first] = [a.LastState.PassengerList[0]!, a.History_InitialBooking.PassengerList[0]!];
    Object.assign(first, { Birthdate: "1986-01-14" });
    Object.assign(now, { Birthdate: null });
    expect(describeBooking(a, new Date("2026-11-20T00:00:00Z")).passengers[0]!.person.Birthdate).toBe("1986-01-14");
    Object.assign(now, { Birthdate: "1986-01-15" });
    expect(describeBooking(a, new Date("2026-11-20T00:00:00Z")).passengers[0]!.person.Birthdate).toBe("1986-01-15");
  });

  it("reads list elements in any case, names passengers of a change, and keeps unknown shapes apart", () => {
    const d = describeBooking(answer(), new Date("2026-11-20T00:00:00Z"));
    expect(d.cancellations[0]).toEqual({
      kind: "known",
      entry: expect.objectContaining({ ticket: "2", penaltyPercent: 32.5, penalty: 35.75, reason: 1, at: "2026-11-02 10:00:00", leg: expect.objectContaining({ airline: "IR", flight: "452" }) }),
    });
    expect(d.passengerChanges[0]).toEqual({ kind: "known", entry: expect.objectContaining({ name: "Sara Rezaei", field: "LastName" }) });
    expect(d.passengerChanges[1]).toEqual({ kind: "unknown", item: { Other: 1 } });
  });

  it("calls a flight flown only when it has surely left, whatever the airport's zone", () => {
    expect(surelyDeparted("2026-12-01 07:10", new Date("2026-12-01T19:09:00Z"))).toBe(false);
    expect(surelyDeparted("2026-12-01 07:10", new Date("2026-12-01T19:11:00Z"))).toBe(true);
    expect(surelyDeparted("not a date", new Date())).toBe(false);
  });
});
