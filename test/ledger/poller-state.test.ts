import { describe, expect, it } from "vitest";
import { DEFAULT_OVERLAP_MS } from "../../src/domain/cursor.js";
import { ledgerFixture, TEST_DATABASES } from "../support/ledger-databases.js";

/** The poller's cursor, seen ids and health over the ledger's database, kept across restarts. */

const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const now = new Date(T);

describe.each(TEST_DATABASES)("on $name", (database) => {
  const fixture = ledgerFixture(database);

  describe("poller state", () => {
    it("begins at now on the very first start, and at EVENTS_START once per value", async () => {
      const place = await fixture.place();
      const ledger = await fixture.open(place);
      expect(await ledger.poller.begin(now, undefined)).toEqual({ cursor: T, since: T - DEFAULT_OVERLAP_MS, done: null });
      await ledger.commitPage([], { cursor: T + 600_000, seen: [], alerts: [], rejected: 0 }, now);
      expect(await ledger.poller.begin(new Date(T + 700_000), undefined)).toMatchObject({ cursor: T + 600_000 });

      const start = new Date(T - 24 * 60 * 60 * 1000);
      expect(await ledger.poller.begin(now, start)).toEqual({
        cursor: start.getTime(),
        since: start.getTime(),
        done: { from: T - DEFAULT_OVERLAP_MS, to: T + 600_000 - DEFAULT_OVERLAP_MS },
      });
      await ledger.close();
      const again = await fixture.open(place);
      expect(await again.poller.begin(now, start)).toMatchObject({ cursor: start.getTime() });
      expect(again.poller.cursorState().done).not.toBeNull();
    });

    it("saves a page's seen ids, cursor and rejects together; forgets ids only after a poll that no longer returned them", async () => {
      const ledger = await fixture.open(await fixture.place());
      const later = new Date(T + 20 * 60_000);
      await ledger.commitPage([], { cursor: T, seen: [1, 2], alerts: [], rejected: 2 }, now);
      await ledger.commitPage([], { cursor: T, seen: [2], alerts: [], rejected: 0 }, later);
      expect(ledger.poller.status()).toMatchObject({ cursor: new Date(T).toISOString(), rejected: 2, seen: 2 });
      await ledger.poller.recordSuccess(later, T + 10 * 60_000);
      expect([ledger.poller.isSeen(1), ledger.poller.isSeen(2), ledger.poller.isSeen(3)]).toEqual([false, true, false]);
      await ledger.poller.recordFailure(now, "B2BGetEvents: timeout");
      await ledger.poller.recordFailure(now, "B2BGetEvents: timeout");
      expect(ledger.poller.status()).toMatchObject({ failures: 2, lastError: "B2BGetEvents: timeout" });
      await ledger.poller.recordSuccess(now);
      expect(ledger.poller.status()).toMatchObject({ failures: 0, lastSuccessAt: now.toISOString(), lastError: "B2BGetEvents: timeout" });
    });

    it("counts the feed's quiet from the first start, and keeps the newest event's arrival across a restart", async () => {
      const place = await fixture.place();
      const ledger = await fixture.open(place);
      await ledger.poller.begin(now, undefined);
      expect(ledger.poller.arrivals()).toEqual({ newestEventAt: null, lastArrivalAt: T });
      const later = new Date(T + 5 * 60_000);
      await ledger.commitPage([], { cursor: T, seen: [1], newestAt: T - 60_000, alerts: [], rejected: 0 }, later);
      // An older event is no arrival.
      await ledger.commitPage([], { cursor: T, seen: [2], newestAt: T - 120_000, alerts: [], rejected: 0 }, new Date(T + 9 * 60_000));
      expect(ledger.poller.arrivals()).toEqual({ newestEventAt: T - 60_000, lastArrivalAt: later.getTime() });
      await ledger.close();
      const again = await fixture.open(place);
      await again.poller.begin(new Date(T + 60 * 60_000), undefined);
      expect(again.poller.arrivals()).toEqual({ newestEventAt: T - 60_000, lastArrivalAt: later.getTime() });
    });
  });
});
