import { afterAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack, type StackOptions } from "../support/stack.js";
import { ask, adminStack, upcoming } from "../support/steps.js";

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

  it("sends the API key of SUPPLIER_HEADERS, which the supplier's owner operations need, and never shows it", async () => {
    const key = "k3y-Owner-55fe01";
    const { s, reply } = await fleetReply({ env: { SUPPLIER_HEADERS: `X-API-KEY: ${key}` }, sim: { apiKey: key } });
    expect(reply.text).toMatch(/^Fleet \(\d+ aircraft\)/);
    // Without it the supplier refuses the account: staff are told an admin knows (the stack's stop() checks the key never leaked).
    const { reply: refused } = await fleetReply({ sim: { apiKey: key } });
    expect(refused.text).toMatch(/^(⛔ The supplier refuses the bot's service account|⚠️ The bot's supplier account is refused)/);
    expect(s.logs.join("\n")).not.toContain(key);
  });

  it("tells staff the account is refused and the admins, once, what the supplier said", async () => {
    const s = await adminStack({ env: { SUPPLIER_ACCESS_TOKEN: "expired-token-123" } });
    stacks.push(s);
    const notices = () => s.tg.messages(ADMIN.id).filter((m) => /refuses the bot's service account/.test(m.text));
    const notice = upcoming(s, ADMIN.id, (m) => /refuses the bot's service account/.test(m.text));
    const reply = upcoming(s, ADMIN.id, (m) => m.text.startsWith("⚠️ The bot's supplier account is refused; an admin has been told."));
    await s.tg.sendText(ADMIN, "/aircraft");
    expect((await notice).text).toContain("It answered AircraftGetList: The access token is invalid or has expired.");
    expect((await reply).text).toMatch(/Reference: [A-Z2-9]{6}\.$/);
    // Refused again a moment later: staff are answered, the admins are not told twice.
    expect((await ask(s.tg, ADMIN, "/aircraft")).text).toMatch(/^⚠️ The bot's supplier account is refused/);
    expect(notices()).toHaveLength(1);
    expect(s.logs.join("\n")).not.toContain("expired-token-123");
  });
});
