import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, adminStack, letIn } from "../support/steps.js";
import { confirm, refundUpToSummary } from "../support/refund-steps.js";

const { sixPassengers } = SIM_FIXTURES;
const [t1, t2, t3] = sixPassengers.tickets;
const AGENT: TgUserSpec = { id: 7231, first_name: "Sara", language_code: "en" };
/** Words to escape, as a supplier may write them. */
const SAID = "Refunds of this flight are closed <by the airline> & not taken.";

describe("DoRefund answered with only an ErrorMessage: the supplier's words reach the agent and /audit", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
  });
  afterEach(() => s.sim.clearFaults());
  afterAll(() => s?.stop());

  it.each([
    // 2xx words without an ExceptionType, and a 5xx: the outcome is unknown, never sent again.
    [200, t1!, /gave no clear answer/, "❓ unknown · unclear answer, the supplier says: "],
    [500, t2!, /gave no clear answer/, "❓ unknown · unclear answer, the supplier says: "],
    // A 4xx refuses the request: nothing was refunded.
    [400, t3!, /The supplier refused/, "❌ refused · Exception: "],
  ] as const)("at HTTP %i", async (errorStatus, ticket, answered, audited) => {
    const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [ticket], reason: "personal" });
    s.sim.setFaults([{ operation: "DoRefund", exception: SAID, errorStatus, errorBody: "bare", times: 1 }]);
    const before = s.sim.calls().DoRefund;
    const answer = await confirm(s, AGENT, summary, answered);
    expect(answer.text).toContain(SAID);
    expect(s.sim.calls().DoRefund).toBe(before + 1);
    const audit = await ask(s.tg, ADMIN, "/audit 1");
    expect(audit.text).toContain(`${ticket} of `);
    expect(audit.text).toContain(`${audited}${SAID}`);
  });
});
