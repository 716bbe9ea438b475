import { describe, expect, it } from "vitest";
import { isRole, roleAtLeast } from "../../src/domain/roles.js";

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
});
