import { describe, expect, it } from "vitest";
import { isRole, madeAdminByEachOther, roleAtLeast, type AdminGrant } from "../../src/domain/roles.js";

describe("roles", () => {
  it("orders viewer < agent < admin", () => {
    expect(roleAtLeast("admin", "agent")).toBe(true);
    expect(roleAtLeast("agent", "agent")).toBe(true);
    expect(roleAtLeast("agent", "admin")).toBe(false);
    expect(roleAtLeast("viewer", "agent")).toBe(false);
  });

  it("recognises only the three role names", () => {
    expect(["viewer", "agent", "admin", "root", "", undefined].map(isRole)).toEqual([true, true, true, false, false, false]);
  });

  it("links two admins when one was made admin by the other, as proposer or approver, either way round", () => {
    // 2 proposed by 1 and approved by 3; 4 made admin alone by fixed admin 1; 5 proposed by 3, approved by 4.
    const grants: Record<number, AdminGrant> = { 2: { by: 1, approvedBy: 3 }, 4: { by: 1 }, 5: { by: 3, approvedBy: 4 } };
    const linked = (a: number, b: number) => madeAdminByEachOther(a, b, (id) => grants[id]);
    expect([linked(1, 2), linked(2, 1), linked(3, 2), linked(1, 4), linked(4, 5), linked(5, 3)]).toEqual([true, true, true, true, true, true]);
    // Not linked: siblings made by the same admin, and fixed admins (no grant).
    expect([linked(2, 4), linked(1, 3), linked(2, 5), linked(4, 3)]).toEqual([false, false, false, false]);
  });
});
