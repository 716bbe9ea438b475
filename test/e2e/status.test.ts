import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, adminStack } from "../support/steps.js";
import { SIM_PROFILE } from "../support/profile.js";

const { status, oneWayRefundable } = SIM_FIXTURES;

describe("/status", () => {
  let s: Stack;
  beforeAll(async () => void (s = await adminStack()));
  afterAll(() => s?.stop());

  it("shows an issued request: status, local PNR and passengers", async () => {
    const reply = await ask(s.tg, ADMIN, `/status ${status.issued.reference}`);
    expect(reply.text).toContain(`Booking request ${status.issued.reference}`);
    expect(reply.text).toContain("✅ Issued: OK (status 1)");
    expect(reply.text).toContain(`PNR: ${status.issued.localPnr} (see /history)`);
    expect(reply.text).toContain("Passengers (2)");
    for (const ticket of oneWayRefundable.tickets) expect(reply.text).toContain(`🎫 Ticket ${ticket}`);
    expect(reply.text).not.toContain("Reason:");
  });

  it("shows a failed request with its reason and no PNR", async () => {
    const reply = await ask(s.tg, ADMIN, `/status ${status.failed.reference}`);
    expect(reply.text).toContain("⚠️ Not issued: Failed (status 2)");
    expect(reply.text).toContain("No PNR was issued.");
    expect(reply.text).toContain(`Reason: ${status.failed.failReason}`);
    expect(reply.text).not.toContain("Passengers");
  });

  it("answers a malformed reference without a supplier call, and an unknown one in one sentence", async () => {
    const before = s.sim.calls().GetStatus;
    expect((await ask(s.tg, ADMIN, "/status")).text).toContain("Send /status REF");
    expect((await ask(s.tg, ADMIN, "/status FD/1001<x>")).text).toBe(
      "FD/1001<x> does not look like a booking request reference: up to 40 letters, digits, dots, dashes or underscores.",
    );
    expect(s.sim.calls().GetStatus).toBe(before);
    const unknown = await ask(s.tg, ADMIN, `/status ${status.unknown}`);
    expect(unknown.text.split("\n")[0]).toBe(`No booking request ${status.unknown} could be shown. The supplier says: No booking request was found with the reference ${status.unknown}.`);
  });

  it("shows admins the supplier's trace id under a generic error, and logs it", async () => {
    // The real profile's errors mostly carry a TraceId (its framework's {"Message"} does not); strict ones never.
    const replies: string[] = [];
    for (let i = 0; i < 6; i++) replies.push((await ask(s.tg, ADMIN, `/status ${status.unknown}`)).text);
    const traced = replies.filter((text) => text.includes("Supplier trace id"));
    expect(traced.length > 0).toBe(SIM_PROFILE === "real");
    for (const text of traced) {
      const [, trace, ref] = /Supplier trace id: ([\w-]+) \(reference ([A-Z2-9]{6})\)$/.exec(text) ?? [];
      expect(trace).toBeDefined();
      const line = s.logs.find((l) => l.includes(`"ref":"${ref}"`) && l.includes(`"traceId":"${trace}"`));
      expect(line, `a log line with ref ${ref} and trace ${trace}`).toBeDefined();
    }
  });
});
