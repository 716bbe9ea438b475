import { describe, expect, it } from "vitest";
import { alertBody } from "../../../src/services/events/alert-body.js";
import { flightDigits, matches, recipientsOf } from "../../../src/services/events/match.js";
import { parseEventList } from "../../../src/supplier/schemas/events.js";
import type { AlertBody, BookingAlert, Subscription } from "../../../src/store/store.js";
import { flightBookedEvent, segmentCancelledEvent } from "../../supplier/samples.js";
import { sampleBooking, sampleLeg } from "../../support/alert-samples.js";

const leg = sampleLeg;
const booking = (legs = [leg("THR", "MHD", "IR", "452"), leg("MHD", "THR", "IR", "453")]): BookingAlert => sampleBooking({ legs });
const cancellation: AlertBody = alertBody(parseEventList([segmentCancelledEvent(2)]).events[0]!);
const hotel: AlertBody = { kind: "other", type: "FederatedHotel.HotelBookedV1", reference: "H1" };

const sub = (over: Partial<Subscription>): Subscription => ({
  id: 1,
  chatId: 42,
  topic: "all",
  filters: {},
  language: "en",
  createdBy: 42,
  createdAt: "2026-11-20T00:00:00.000Z",
  ...over,
});

describe("alertBody", () => {
  it("takes a booking's flights, party, total, seller, channel and gateway from the event", () => {
    const body = alertBody(parseEventList([flightBookedEvent(1)]).events[0]!);
    expect(body).toEqual({
      kind: "booking",
      pnr: "PNR1",
      // The flight detail names no route here: the passengers' segments do.
      legs: [expect.objectContaining({ origin: "THR", destination: "MHD" })],
      passengers: { adult: 1, child: 0, infant: 0, other: 0 },
      total: 45,
      currency: "IRR",
      agency: "Agency",
      user: "agent1",
      channel: "webservice",
      gateway: "Mellat",
      bookedAt: "2026-11-20 10:14:02",
    });
  });

  it("takes a cancellation's flight, canceller and each passenger's penalty and refund", () => {
    expect(cancellation).toMatchObject({
      kind: "cancellation",
      pnr: "PNR2",
      leg: leg("THR", "MHD", "W5", "W51000"),
      cancelledBy: "agent1",
      passengers: [{ name: "Ali Rezaei", ageType: "ADL", ticket: "5000001", penalty: 9, penaltyPercent: 20, refund: 36 }],
      morePassengers: 0,
      refundTotal: 36,
    });
  });

  it("summarises any other type by its name and reference, whatever its data", () => {
    const [event] = parseEventList([{ Id: 3, Type: "Future.ThingHappenedV9", CreateDateTime: "2026-11-20 10:00:00", Data: { Pnr: 7, BookingReference: "B-1" } }]).events;
    expect(alertBody(event!)).toEqual({ kind: "other", type: "Future.ThingHappenedV9", reference: "B-1" });
  });
});

describe("matches", () => {
  it("follows the topic", () => {
    expect(matches(sub({ topic: "bookings" }), booking())).toBe(true);
    expect(matches(sub({ topic: "bookings" }), cancellation)).toBe(false);
    expect(matches(sub({ topic: "cancellations" }), cancellation)).toBe(true);
    expect(matches(sub({ topic: "all" }), hotel)).toBe(true);
    expect(matches(sub({ topic: "bookings" }), hotel)).toBe(false);
  });

  it("never sends an event to a daily digest, which has no filters to stop it", () => {
    for (const body of [booking(), cancellation, hotel]) expect(matches(sub({ topic: "digest" }), body)).toBe(false);
  });

  it("needs every filter to hold for one and the same flight", () => {
    const b = booking();
    expect(matches(sub({ filters: { route: { origin: "MHD", destination: "THR" } } }), b)).toBe(true);
    expect(matches(sub({ filters: { route: { origin: "THR", destination: "KIH" } } }), b)).toBe(false);
    expect(matches(sub({ filters: { airline: "IR", flight: "453" } }), b)).toBe(true);
    expect(matches(sub({ filters: { route: { origin: "THR", destination: "MHD" }, flight: "453" } }), b)).toBe(false);
    expect(matches(sub({ filters: { airline: "W5", flight: "1000" } }), cancellation)).toBe(true);
    expect(matches(sub({ filters: { airline: "IR" } }), hotel)).toBe(false);
  });

  it("treats IR 0452, IR452 and 452 as one flight number", () => {
    expect(["IR 0452", "IR452", "452", "0452"].map(flightDigits)).toEqual(["452", "452", "452", "452"]);
    expect(flightDigits("W51000")).toBe("1000");
    expect(flightDigits("1000")).toBe("1000");
  });
});

describe("recipientsOf", () => {
  it("sends each chat one alert, keeps out users who lost access, and gives group buttons to the subscriber", () => {
    const subs = [
      sub({ id: 1, chatId: 42, topic: "bookings" }),
      sub({ id: 2, chatId: 42, topic: "all", language: "fa" }),
      sub({ id: 3, chatId: -100, createdBy: 7, language: "ar" }),
      sub({ id: 4, chatId: 99 }),
    ];
    expect(recipientsOf(booking(), subs, (s) => s.chatId !== 99)).toEqual([
      { chatId: 42, language: "en", owner: 42 },
      { chatId: -100, language: "ar", owner: 7 },
    ]);
  });
});
