import { afterAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, ask, type Stack, type StackOptions } from "./harness.js";
import { adminStack } from "./refund-steps.js";

describe("/aircraft", () => {
  const stacks: Stack[] = [];
  afterAll(async () => {
    await Promise.all(stacks.map((s) => s.stop()));
  });

  async function fleetReply(opts: StackOptions) {
    const s = await adminStack(opts);
    stacks.push(s);
    return { s, reply: await ask(s.tg, ADMIN, "/aircraft") };
  }

  it("lists the fleet compactly with the service account's username and password", async () => {
    const { s, reply } = await fleetReply({});
    const lines = reply.text.split("\n");
    expect(lines[0]).toMatch(/^Fleet \(\d+ aircraft\)$/);
    expect(lines[1]).toBe("1. EP-IEA · Airbus A320-200 · 320 · IR · 168 seats");
    expect(lines).toHaveLength(Number(/\((\d+)/.exec(lines[0]!)![1]) + 1);
    expect(reply.text).not.toContain("101");
    expect(s.sim.calls().AircraftGetList).toBe(1);
  });

  it("uses the access token instead when SUPPLIER_ACCESS_TOKEN is set, and never logs it", async () => {
    // Loopback is not trusted here: a username/password call would be refused, a token call is not.
    const token = SIM_FIXTURES.credentials.accessToken;
    const { s, reply } = await fleetReply({ env: { SUPPLIER_ACCESS_TOKEN: token }, sim: { trustedIps: ["192.0.2.1"] } });
    expect(reply.text).toMatch(/^Fleet \(\d+ aircraft\)\n1\. EP-IEA/);
    expect(s.logs.join("\n")).not.toContain(token);
  });

  it("says what the supplier answered when the token is refused", async () => {
    const { s, reply } = await fleetReply({ env: { SUPPLIER_ACCESS_TOKEN: "expired-token-123" } });
    expect(reply.text).toBe("⚠️ The supplier refused: The access token is invalid or has expired.");
    expect(s.logs.join("\n")).not.toContain("expired-token-123");
  });
});
