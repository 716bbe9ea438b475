import { describe, expect, it } from "vitest";
import { REFERENCE_PREFIX, holdKey, lockIdsOf, newReference } from "../../../src/bot/book/keys.js";
import { isLocalRef } from "../../../src/domain/iata.js";

describe("a Book's reference and a hold's key", () => {
  it("makes a new YourLocalInventoryPnr each time, never of the FD-<n> form the supplier's seeded bookings use", () => {
    const now = new Date();
    const references = new Set(Array.from({ length: 1000 }, () => newReference(now)));
    expect(references.size).toBe(1000);
    for (const reference of references) {
      expect(reference.startsWith(REFERENCE_PREFIX)).toBe(true);
      expect(reference).not.toMatch(/^FD-\d+$/);
      expect(isLocalRef(reference)).toBe(true);
    }
  });

  it("keeps a lock's ids as the supplier sent them, numbers or text, one or two", () => {
    expect(lockIdsOf(holdKey({ DepartureSegmentLockId: 7300001, ReturningSegmentLockId: null, ExpiryInMinute: 10 }))).toEqual([7300001]);
    expect(lockIdsOf(holdKey({ DepartureSegmentLockId: "7300001", ReturningSegmentLockId: "7300002", ExpiryInMinute: null }))).toEqual(["7300001", "7300002"]);
    expect(holdKey({ DepartureSegmentLockId: 1, ReturningSegmentLockId: 2, ExpiryInMinute: 10 })).not.toBe(holdKey({ DepartureSegmentLockId: 1, ReturningSegmentLockId: null, ExpiryInMinute: 10 }));
  });
});
