import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, buttons, press, adminStack, letIn, upcoming } from "../support/steps.js";
import { PERSONAL, SCHEDULE, confirm, dataOf, refundUpToSummary } from "../support/refund-steps.js";
import { toastFor } from "../support/security-steps.js";

/**
 * "Schedule changed by the airline" refunds with a penalty of 0. An agent may choose it only
 * for a booking whose history shows a flight change; an admin always, as an override. The
 * audit says which.
 */
const { oneWayRefundable, sixPassengers, thirdParty } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7301, first_name: "Aga", language_code: "en" };

describe("the penalty-free schedule-change refund", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
  });
  afterAll(() => s?.stop());

  /** /refund PNR, every ticket, Continue: the reason prompt. */
  async function reasonPrompt(user: TgUserSpec, pnr: string): Promise<StoredMessage> {
    let picker = await ask(s.tg, user, `/refund ${pnr}`);
    if (buttons(picker).includes("Select all")) picker = await press(s.tg, user, picker, "Select all");
    const prompt = upcoming(s, user.id, (m) => buttons(m).includes(PERSONAL));
    await s.tg.pressButton(user, picker, buttons(picker).find((l) => l.startsWith("Continue"))!);
    return prompt;
  }

  it("is not offered to an agent for a booking without a flight change, and a forged button for it is refused", async () => {
    const prompt = await reasonPrompt(AGENT, oneWayRefundable.pnr);
    expect(buttons(prompt)).toEqual([PERSONAL, "✖️ Cancel"]);
    expect(prompt.text).toContain("shows no flight change by the airline");

    const forged = dataOf(prompt, PERSONAL).replace(/1$/, "2");
    const before = s.sim.calls();
    expect(await toastFor(s, AGENT, prompt, forged)).toMatch(/shows no flight change by the airline: a refund without penalty needs an admin/);
    expect(s.tg.messages(AGENT.id).at(-1)?.messageId, "the flow did not move on").toBe(prompt.messageId);
    expect(s.sim.calls()).toEqual(before);
    expect(s.logs.join("")).toContain("refused a schedule-change refund that was not offered");

    // The prompt still takes the reason it offers.
    const remarks = upcoming(s, AGENT.id, (m) => buttons(m).includes("Skip"));
    await s.tg.pressButton(AGENT, prompt, PERSONAL);
    await remarks;
    await ask(s.tg, AGENT, "/cancel");
  });

  it("is offered to an agent when the booking's history shows a flight change, and the audit says so", async () => {
    const prompt = await reasonPrompt(AGENT, sixPassengers.pnr);
    expect(buttons(prompt)).toContain(SCHEDULE);
    await ask(s.tg, AGENT, "/cancel");

    const ticket = sixPassengers.tickets[2]!;
    const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [ticket], reason: "schedule" });
    await confirm(s, AGENT, summary, /Refund of SX6P9Q done/);
    const audit = await ask(s.tg, ADMIN, "/audit 1");
    expect(audit.text).toMatch(new RegExp(`${ticket} of .*Schedule changed by the airline\\), penalty 0 IRR · ✅ done · penalty waived: the history shows a flight change`));
  });

  it("is always offered to an admin, as an override the audit names", async () => {
    const prompt = await reasonPrompt(ADMIN, thirdParty.pnr);
    expect(buttons(prompt)).toContain(SCHEDULE);
    await ask(s.tg, ADMIN, "/cancel");

    const summary = await refundUpToSummary(s, ADMIN, thirdParty.pnr, { reason: "schedule" });
    await confirm(s, ADMIN, summary, /Refund of TP4W2E done/);
    const audit = await ask(s.tg, ADMIN, "/audit 1");
    expect(audit.text).toMatch(/TP4W2E \(🛠 Schedule changed by the airline\), penalty 0 IRR · ✅ done · penalty waived: admin override/);
  });
});
