import { describe, expect, it } from "vitest";
import { DAY_MS, daysBefore, median, paceOf, soldAt, type PastFlight, type SeatDays } from "../../src/domain/pace.js";

const T = Date.UTC(2026, 10, 1, 8, 0);

/** A past flight on `weekday` that sold one seat `days` days before departure for each entry. */
function past(weekday: number, daysOfSales: readonly number[], cancelledDaysBefore: (number | null)[] = []): PastFlight {
  const departure = T + weekday * DAY_MS;
  const sales: SeatDays[] = daysOfSales.map((d, i) => ({ booked: d, cancelled: cancelledDaysBefore[i] ?? null, seats: 1 }));
  return { departure, weekday, sales };
}

describe("a flight's pace", () => {
  it("counts seats sold from the day of their booking until the day of their cancellation", () => {
    // Three seats booked 20 days out, one cancelled 5 days out; two booked 10 days out; one cancelled after departure.
    const sales: SeatDays[] = [
      { booked: 20, cancelled: null, seats: 2 },
      { booked: 20, cancelled: 5, seats: 1 },
      { booked: 10, cancelled: null, seats: 2 },
      { booked: 10, cancelled: -1, seats: 1 },
    ];
    expect([21, 20, 10, 6, 5, 0].map((d) => soldAt(sales, d))).toEqual([0, 3, 6, 6, 5, 5]);
  });

  it("counts whole days left, 0 on the last day", () => {
    expect(daysBefore(T + 3 * DAY_MS, T)).toBe(3);
    expect(daysBefore(T + 3 * DAY_MS - 1, T)).toBe(2);
    expect(daysBefore(T + 60_000, T)).toBe(0);
    expect(daysBefore(T, T + 1)).toBe(-1);
  });

  it("takes the median of the route's past flights at the same days before departure", () => {
    // With 5 days left the three past flights had sold 2, 3 and 4 seats: the usual is 3.
    const history = [past(2, [20, 10, 1]), past(2, [20, 10, 6, 2]), past(2, [30, 25, 9, 8, 1])];
    expect(paceOf(3, 5, 2, history)).toEqual({ kind: "on", usual: 3, percent: 0, flights: 3 });
    expect(paceOf(5, 5, 2, history)).toEqual({ kind: "ahead", usual: 3, percent: 67, flights: 3 });
    expect(paceOf(1, 5, 2, history)).toEqual({ kind: "behind", usual: 3, percent: -67, flights: 3 });
  });

  it("does not count a seat cancelled before that day", () => {
    const history = [past(2, [20, 10], [6, null]), past(2, [20, 10], [6, null]), past(2, [20, 10], [4, null])];
    // Five days out: two flights had one seat left, the third still two.
    expect(paceOf(1, 5, 2, history)).toMatchObject({ usual: 1, kind: "on" });
  });

  it("prefers the same weekday when there are enough such flights, and all of the route's otherwise", () => {
    const fridays = [past(5, [3]), past(5, [3]), past(5, [3])];
    const others = [past(1, [10, 9, 8, 7]), past(1, [10, 9, 8, 7]), past(1, [10, 9, 8, 7])];
    expect(paceOf(1, 5, 5, [...fridays, ...others])).toMatchObject({ usual: 0, flights: 3 });
    expect(paceOf(1, 5, 5, [fridays[0]!, ...others])).toMatchObject({ usual: 4, flights: 4 });
  });

  it("says nothing with fewer than three past flights", () => {
    expect(paceOf(4, 5, 2, [past(2, [9]), past(2, [9])])).toEqual({ kind: "unknown", flights: 2 });
  });

  it("is ahead of a usual of none without a percentage", () => {
    const history = [past(2, [1]), past(2, [1]), past(2, [1])];
    expect(paceOf(2, 5, 2, history)).toEqual({ kind: "ahead", usual: 0, percent: null, flights: 3 });
    expect(paceOf(0, 5, 2, history)).toEqual({ kind: "on", usual: 0, percent: null, flights: 3 });
  });

  it("takes the mean of the two middle values of an even count", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });
});
