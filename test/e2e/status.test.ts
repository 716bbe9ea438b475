import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ask, adminStack, buttons, press } from "../support/steps.js";
import { SIM_PROFILE } from "../support/profile.js";

const { status, oneWayRefundable } = SIM_FIXTURES;
const FA: TgUserSpec = { id: 7411, first_name: "Farid", language_code: "fa" };
const AR: TgUserSpec = { id: 7412, first_name: "Amal", language_code: "ar" };

describe("/status", () => {
  let s: Stack;
  beforeAll(async () => void (s = await adminStack({ env: { ADMIN_IDS: [ADMIN.id, FA.id, AR.id].join(",") } })));
  afterAll(() => s?.stop());
  afterEach(() => s.sim.clearFaults());

  it("shows an issued request: status, local PNR pointing to /history, and passengers with their tickets", async () => {
    // Typed in lower case and with spaces around it: the reference is upper-cased and trimmed.
    const reply = await ask(s.tg, ADMIN, `/status   ${status.issued.reference.toLowerCase()}  `);
    expect(reply.text).toContain(`Booking request ${status.issued.reference}`);
    expect(reply.text.split("\n")[1]).toBe("✅ Issued");
    expect(reply.text).toContain(`PNR: ${status.issued.localPnr} · full history: /history ${status.issued.localPnr} or the button below`);
    expect(reply.text).toContain("Passengers (2)");
    for (const ticket of oneWayRefundable.tickets) expect(reply.text).toMatch(new RegExp(`   THR→KIH · \\w{2} \\d+ · \\d{1,2} \\w{3} \\d{4} \\d{2}:\\d{2} · ${ticket}`));
    expect(reply.text).toContain("Flight times are local at each airport.");
    expect(reply.text).not.toContain("Reason:");
    expect(buttons(reply)).toEqual(["📘 Full history"]);
    const history = await press(s.tg, ADMIN, reply, "📘 Full history");
    expect(history.text).toContain(`📘 Booking ${status.issued.localPnr} · ✅ active`);
  });

  it("answers in Persian and Arabic with their digits", async () => {
    const fa = (await ask(s.tg, FA, `/status ${status.issued.reference}`)).text.replace(/[\u2066\u2069]/g, "");
    expect(fa).toContain(`📄 درخواست رزرو ${status.issued.reference}`);
    expect(fa.split("\n")[1]).toBe("\u200F✅ صادر شد");
    expect(fa).toContain(`تاریخچه کامل: /history ${status.issued.localPnr}`);
    expect(fa).toContain("مسافران (۲)");
    expect(fa).toMatch(/THR→KIH · \w{2} \d+ · [۰-۹]{1,2} \S+ [۰-۹]{4} \([۰-۹]{1,2} \S+\) [۰-۹]{2}:[۰-۹]{2} · \d{13}/);
    const ar = (await ask(s.tg, AR, `/status ${status.failed.reference}`)).text;
    expect(ar.split("\n")[1]).toBe("\u200F⚠️ لم يصدر: فشل طلب الحجز");
  });

  it("shows a failed request with its reason and no PNR", async () => {
    const reply = await ask(s.tg, ADMIN, `/status ${status.failed.reference}`);
    expect(reply.text.split("\n")[1]).toBe("⚠️ Not issued: the booking request failed");
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
    expect(unknown.text).not.toContain("looks like a PNR");
    // A PNR typed here: the supplier knows no such request, and the answer points to /history.
    const pnr = await ask(s.tg, ADMIN, `/status ${oneWayRefundable.pnr.toLowerCase()}`);
    expect(pnr.text.split("\n").slice(0, 2)).toEqual([
      expect.stringMatching(new RegExp(`^No booking request ${oneWayRefundable.pnr} could be shown\\.`)),
      `${oneWayRefundable.pnr} looks like a PNR: try /history ${oneWayRefundable.pnr}`,
    ]);
  });

  it("shows the supplier's words about an unknown reference at any status and in any body, with the way to /history", async () => {
    for (const errorStatus of [200, 400, 500] as const) {
      for (const errorBody of ["full", "bare", "framework"] as const) {
        // Words that need escaping, as a supplier may echo what was asked.
        s.sim.setFaults([{ operation: "GetStatus", exception: "No request <FD-77> was found.", errorStatus, errorBody }]);
        const lines = (await ask(s.tg, ADMIN, "/status FD-77")).text.split("\n");
        const at = `HTTP ${errorStatus}, ${errorBody}`;
        expect(lines[0], at).toBe("No booking request FD-77 could be shown. The supplier says: No request <FD-77> was found.");
        expect(lines[1], at).toBe("A booking already issued is read by its PNR: /history PNR");
      }
    }
    s.sim.clearFaults();
    const fa = (await ask(s.tg, FA, `/status ${status.unknown}`)).text;
    expect(fa).toContain("/history PNR");
    expect(fa).toContain(`No booking request was found with the reference ${status.unknown}.`);
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
