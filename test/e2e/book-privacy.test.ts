import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { FLOW_TIMEOUT_MS } from "../../src/bot/flows.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { adminStack, ask, buttons, press, upcoming } from "../support/steps.js";
import { letInStaff, savedFlow } from "../support/refund-steps.js";
import { answerPartyAndContact, bookUpToSummary, fareWithSeats, iranian, isIssued, pressFirst, startBooking } from "../support/book-steps.js";

const AGENT: TgUserSpec = { id: 7301, first_name: "Bahar", language_code: "en" };
const DEMOTED: TgUserSpec = { id: 7302, first_name: "Dara", language_code: "en" };
const THR_MHD = { origin: "THR", destination: "MHD" };

/**
 * The passengers' data typed into /book lives in the flow's saved steps (the data file here) and
 * only while the flow does: each way a flow ends, the saved steps are read back from the file.
 */
describe("/book keeps passengers' data only for the flow", () => {
  let s: Stack;
  let ahead = 0;
  beforeAll(async () => {
    s = await adminStack({ now: () => new Date(Date.now() + ahead), bookSweepMs: 100 });
    await letInStaff(s, [
      { user: AGENT, role: "agent" },
      { user: DEMOTED, role: "agent" },
    ]);
  });
  afterAll(() => s?.stop());

  /** Up to the first passenger's last name: the flow's saved steps hold it. */
  async function typedAName(user: TgUserSpec, dayOffset: number): Promise<void> {
    await startBooking(s, user, await fareWithSeats(s, THR_MHD, 1, { dayOffset }));
    await answerPartyAndContact(s, user, { party: "1" });
    await ask(s.tg, user, "Roya");
    await ask(s.tg, user, "Shirazi");
    await expect.poll(() => savedFlow(s, user.id)).toContain("Shirazi");
  }

  it("deletes them when the booking is made", async () => {
    const summary = await bookUpToSummary(s, AGENT, await fareWithSeats(s, THR_MHD, 1, { dayOffset: 21 }), { party: "1" }, [iranian("Kaveh")]);
    await expect.poll(() => savedFlow(s, AGENT.id)).toContain("Kaveh");
    await pressFirst(s, AGENT, summary, isIssued);
    await expect.poll(() => savedFlow(s, AGENT.id)).toBe("");
  });

  it("deletes them on /cancel, on another command and on Cancel", async () => {
    await typedAName(AGENT, 22);
    await ask(s.tg, AGENT, "/cancel");
    await expect.poll(() => savedFlow(s, AGENT.id)).toBe("");

    await typedAName(AGENT, 22);
    await ask(s.tg, AGENT, "/help");
    await expect.poll(() => savedFlow(s, AGENT.id)).toBe("");

    const summary = await bookUpToSummary(s, AGENT, await fareWithSeats(s, THR_MHD, 1, { dayOffset: 22 }), { party: "1" }, [iranian("Kaveh")]);
    const cancelled = upcoming(s, AGENT.id, (m) => /^Cancelled: nothing was booked/.test(m.text));
    await s.tg.pressButton(AGENT, summary, buttons(summary)[1]!);
    await cancelled;
    await expect.poll(() => savedFlow(s, AGENT.id)).toBe("");
  });

  it("deletes them when the agent is demoted, without waiting for the agent's next message", async () => {
    await typedAName(DEMOTED, 23);
    const list = await ask(s.tg, ADMIN, "/users");
    const detail = await press(s.tg, ADMIN, list, buttons(list).find((b) => b.startsWith(DEMOTED.first_name))!);
    await press(s.tg, ADMIN, detail, "viewer");
    await expect.poll(() => savedFlow(s, DEMOTED.id)).toBe("");
  });

  it("deletes them when the flow waits past its timeout, and tells the agent", async () => {
    await typedAName(AGENT, 24);
    const closed = upcoming(s, AGENT.id, (m) => /waited too long and was closed/.test(m.text));
    // The bot's clock moves past the flows' timeout; nobody answers.
    ahead += FLOW_TIMEOUT_MS + 60_000;
    expect((await closed).text).toContain("passengers' details you typed are deleted");
    await expect.poll(() => savedFlow(s, AGENT.id)).toBe("");
  });
});
