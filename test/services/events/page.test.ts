import { describe, expect, it } from "vitest";
import { handlePage, type PageContext } from "../../../src/services/events/page.js";
import type { Subscription } from "../../../src/store/store.js";
import { parseEventList } from "../../../src/supplier/schemas/events.js";
import { flightBookedEvent } from "../../supplier/samples.js";

const T = Date.UTC(2026, 10, 20, 10, 0, 0);
const at = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace("T", " ");
const booked = (id: number, time: number) => ({ ...flightBookedEvent(id), CreateDateTime: at(time) });
const hotel = (id: number, time: number) => ({ Id: id, Type: "FederatedHotel.HotelBookedV1", CreateDateTime: at(time), Data: {} });

const everything: Subscription = { id: 1, chatId: 42, topic: "all", filters: {}, language: "en", createdBy: 42, createdAt: "2026-11-20T00:00:00.000Z" };
const context = (over: Partial<PageContext> = {}): PageContext => ({
  from: T,
  range: { from: T, to: T + 600_000 },
  state: { cursor: T + 300_000, since: null, done: null },
  isSeen: () => false,
  subscriptions: [everything],
  mayReceive: () => true,
  ...over,
});

describe("handlePage", () => {
  it("keeps each new event once, skips seen ones, and alerts the subscribed chats", () => {
    const page = parseEventList([booked(1, T + 1000), booked(2, T + 2000), booked(1, T + 1000), hotel(3, T + 3000)]);
    const handled = handlePage(page, context({ isSeen: (id) => id === 2 }));
    expect(handled.fresh).toEqual([1, 3]);
    // Every id returned is refreshed, the seen one too: the bot holds an id while the feed serves it.
    expect(handled.returned).toEqual([1, 2, 3]);
    expect(handled.alerts.map((a) => [a.eventId, a.body.kind, a.recipients.map((r) => r.chatId)])).toEqual([[1, "booking", [42]], [3, "other", [42]]]);
    expect(handled.step).toEqual({ kind: "done" });
    // The cursor follows the newest event time, not the end of the range (the bot's clock).
    expect(handled.cursor).toBe(T + 300_000);
    expect(handled.newestAt).toBe(T + 3000);
  });

  it("moves the cursor to the newest event in the range; an event served again under an old date moves nothing", () => {
    const page = parseEventList([booked(7, T - 86_400_000), booked(8, T + 400_000)]);
    const handled = handlePage(page, context());
    expect(handled.fresh).toEqual([7, 8]);
    expect(handled.newestAt).toBe(T + 400_000);
    expect(handled.cursor).toBe(T + 400_000);
    const old = handlePage(parseEventList([booked(7, T - 86_400_000)]), context());
    expect([old.newestAt, old.cursor]).toEqual([null, T + 300_000]);
  });

  it("records new events but makes no alert when no subscription wants them", () => {
    const handled = handlePage(parseEventList([hotel(3, T)]), context({ subscriptions: [{ ...everything, topic: "bookings" }] }));
    expect(handled.fresh).toHaveLength(1);
    expect(handled.alerts).toEqual([]);
  });

  it("skips events handled before a backfill, and never moves the cursor back within a poll", () => {
    const page = parseEventList([booked(1, T + 1000), booked(2, T + 500_000)]);
    const handled = handlePage(page, context({ state: { cursor: T + 700_000, since: null, done: { from: T, to: T + 100_000 } } }));
    expect(handled.fresh).toEqual([2]);
    expect(handled.cursor).toBe(T + 700_000);
  });

  it("asks for the next page from the last event's time, and steps past a second that fills a page", () => {
    const full = parseEventList(Array.from({ length: 5000 }, (_, i) => hotel(i + 1, T + Math.floor(i / 100) * 1000)));
    expect(handlePage(full, context()).step).toEqual({ kind: "next", from: T + 49_000 });
    const stuck = parseEventList(Array.from({ length: 5000 }, (_, i) => hotel(i + 1, T)));
    expect(handlePage(stuck, context()).step).toEqual({ kind: "skip", from: T + 1000 });
  });

  it("takes the next page from the newest event within the range, not from one dated after it", () => {
    const items = [...Array.from({ length: 4999 }, (_, i) => hotel(i + 1, T + Math.floor(i / 100) * 1000)), hotel(5000, T + 4 * 3_600_000)];
    const handled = handlePage(parseEventList(items), context());
    expect(handled.step).toEqual({ kind: "next", from: T + 49_000 });
    expect(handled.cursor).toBe(T + 300_000);
  });

  it("counts rejected events towards the page's 5000", () => {
    const items = [...Array.from({ length: 4999 }, (_, i) => hotel(i + 1, T + 2000)), { Id: "x", Type: "FederatedHotel.HotelBookedV1" }];
    const page = parseEventList(items);
    expect(page.rejected).toHaveLength(1);
    expect(handlePage(page, context()).step).toEqual({ kind: "next", from: T + 2000 });
  });
});
