import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import type { Stack } from "../support/stack.js";
import { adminStack, ask, buttons, letIn } from "../support/steps.js";
import { dataOf } from "../support/refund-steps.js";
import { buttonData, ownedBy, toastFor } from "../support/security-steps.js";
import { CHANGED_CONFIRM, openFlight } from "../support/changed-steps.js";

/**
 * The schedule-change desk against a hurried or hostile hand: Confirm tapped twice at once, a
 * run's buttons pressed by another agent or a viewer in their own name, Cancel after Confirm,
 * a page number forged. Nothing is sent twice, nothing is sent for someone else.
 */
const { oneWayRefundable } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7421, first_name: "Nika", language_code: "en" };
const OTHER: TgUserSpec = { id: 7422, first_name: "Omid", language_code: "en" };
const VIEWER: TgUserSpec = { id: 7423, first_name: "Vida", language_code: "en" };

describe("/changed under abuse", () => {
  let s: Stack;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
    await letIn(s, OTHER, "agent");
    await letIn(s, VIEWER, "viewer");
  });
  afterAll(() => s?.stop());

  it("sends each ticket once when Confirm is tapped twice at once, and refuses others' presses and a late Cancel", async () => {
    expect(s.sim.changeSchedule(oneWayRefundable.pnr)).toBe(true);
    const list = await ask(s.tg, AGENT, `/changed +${oneWayRefundable.dayOffset}`);
    const flight = buttons(list).find((b) => b.startsWith("↩️ All"))!.match(/· (\S+ \S+) /)![1]!;

    // The picker: a forged page far past the last shows the last page, no error.
    const picker = await openFlight(s.tg, AGENT, list, "Pick", flight);
    const pg = buttonData(picker).find((d) => d.includes(":all:"))!.replace(/:all:\d+$/, ":pg:9999");
    const answers = s.tg.callbackAnswers().length;
    await s.tg.pressRaw(AGENT, picker, pg);
    await expect.poll(() => s.tg.callbackAnswers().length).toBe(answers + 1);
    expect(s.tg.callbackAnswers().at(-1)!.text ?? "").toBe("");

    const summary = await openFlight(s.tg, AGENT, list, "All", flight);
    const confirm = dataOf(summary, CHANGED_CONFIRM);
    // Another agent and a viewer, each forging the run's Confirm in their own name on a message of theirs.
    const others = await ask(s.tg, OTHER, `/changed +${oneWayRefundable.dayOffset}`);
    expect(await toastFor(s, OTHER, others, ownedBy(confirm, OTHER))).toBe("This button is not valid any more.");
    const viewers = await ask(s.tg, VIEWER, "/help");
    expect(await toastFor(s, VIEWER, viewers, ownedBy(confirm, VIEWER))).toMatch(/needs the agent role/);
    expect(s.sim.calls().DoRefund).toBe(0);

    const before = s.sim.calls().DoRefund;
    const finished = s.tg.waitFor(AGENT.id, (m) => m.messageId === summary.messageId && m.text.includes("finished"), { timeoutMs: 15_000 });
    await Promise.all([s.tg.pressRaw(AGENT, summary, confirm), s.tg.pressRaw(AGENT, summary, confirm)]);
    const done = await finished;
    expect(done.text).toMatch(/2 done, 0 refused, 0 unknown/);
    expect(s.sim.calls().DoRefund).toBe(before + 2);
    const cancel = dataOf(summary, "✖️ Cancel");
    expect(await toastFor(s, AGENT, summary, cancel)).toBe("This run is already confirmed.");
    expect(s.sim.calls().DoRefund).toBe(before + 2);
  });
});
