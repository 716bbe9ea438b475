import { describe, expect, it } from "vitest";
import { MAX_LOCK_SEATS, holdRefusal, partyGroups } from "../../src/domain/hold-party.js";

describe("holdRefusal: the party against the class's seats and the lock's limit", () => {
  it("holds a party that fits, infants taking no seat", () => {
    expect(holdRefusal({ adults: 2, children: 1, infants: 0 }, 3)).toBeNull();
    expect(holdRefusal({ adults: 2, children: 0, infants: 2 }, 2)).toBeNull();
  });

  it("refuses more seats than the class has left (availability rule 1)", () => {
    expect(holdRefusal({ adults: 2, children: 1, infants: 0 }, 2)).toBe("seats");
    expect(holdRefusal({ adults: 1, children: 0, infants: 0 }, 0)).toBe("seats");
  });

  it("refuses more seats than one lock holds, however many the class has", () => {
    expect(holdRefusal({ adults: MAX_LOCK_SEATS, children: 0, infants: 0 }, 50)).toBeNull();
    expect(holdRefusal({ adults: MAX_LOCK_SEATS, children: 1, infants: 0 }, 50)).toBe("lock-limit");
  });
});

describe("partyGroups", () => {
  it("lists adults, then children, then infants", () => {
    expect(partyGroups({ adults: 2, children: 1, infants: 1 })).toEqual(["adult", "adult", "child", "infant"]);
    expect(partyGroups({ adults: 1, children: 0, infants: 0 })).toEqual(["adult"]);
  });
});
