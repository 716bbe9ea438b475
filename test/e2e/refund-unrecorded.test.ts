import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { SIM_FIXTURES } from "../../src/sim/fixtures.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import { allowSaves, blockSaves } from "../support/store.js";
import { ADMIN, type Stack } from "../support/stack.js";
import { ask, adminStack, letIn, upcoming } from "../support/steps.js";
import { CONFIRM, refundUpToSummary } from "../support/refund-steps.js";

/**
 * The disk refuses writes while DoRefund is under way: the supplier refunded, FlightDesk could
 * not record it. The agent must learn that the refund WAS done (never be invited to try again)
 * and that an admin has to check the record; the refund is never sent twice.
 */
const { sixPassengers } = SIM_FIXTURES;
const AGENT: TgUserSpec = { id: 7501, first_name: "Aga", language_code: "en" };

describe("a refund done by the supplier that FlightDesk cannot record", () => {
  let s: Stack;
  let file: string;
  beforeAll(async () => {
    s = await adminStack();
    await letIn(s, AGENT, "agent");
    file = join(s.dataDir, STORE_FILE_NAME);
  });
  afterEach(() => allowSaves(file));
  afterAll(() => s?.stop());

  const pendingOnDisk = () => (JSON.parse(readFileSync(file, "utf8")) as { audit: { entries: { result?: string }[] } }).audit.entries.some((e) => e.result === "pending");

  it("tells the agent it was done, with its tracking code, that recording failed, and never to send it again", async () => {
    // A schedule change (its history shows one): DoRefund answers with a tracking code.
    const ticket = sixPassengers.tickets[3]!;
    const summary = await refundUpToSummary(s, AGENT, sixPassengers.pnr, { tickets: [ticket], reason: "schedule" });
    s.sim.setFaults([{ operation: "DoRefund", latencyMs: 700 }]);
    const refunds = s.sim.calls().DoRefund;
    await s.tg.pressButton(AGENT, summary, CONFIRM);
    // The attempt is on disk ("pending") before DoRefund is sent; the disk fills while the supplier works.
    await expect.poll(pendingOnDisk).toBe(true);
    await blockSaves(file);

    const told = await upcoming(s, AGENT.id, (m) => /supplier DID refund/.test(m.text), 8000);
    expect(told.text).toContain(`The supplier DID refund ${sixPassengers.pnr} (1 ticket). Do NOT send it again.`);
    // What was refunded, and the amount back, as in any done message.
    expect(told.text).toMatch(/\n• .+ · \d{13} · [A-Z]{3}→[A-Z]{3} · /);
    expect(told.text).toMatch(/Penalty [\d,.]+ IRR · (back to the passengers?|the supplier refunds the fares:) [\d,.]+ IRR/);
    expect(told.text).toMatch(/Tracking code: [0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(told.text).toMatch(/could not record it.*Tell an admin, with the reference [A-Z2-9]{6}/s);
    expect(s.sim.calls().DoRefund).toBe(refunds + 1);
    // The Confirm update ends once the flow's state is saved (or not): nothing after the answer
    // says "done" again or invites to try again.
    await expect.poll(() => /could not save a guided flow's step/.test(s.logs.join(""))).toBe(true);
    expect(s.logs.join("")).not.toContain('"msg":"update failed"');
    await ask(s.tg, AGENT, "/help");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const after = s.tg.messages(AGENT.id).filter((m) => m.messageId > told.messageId);
    expect(after.map((m) => m.text).join("\n")).not.toMatch(/try again|Refund of .* done|something went wrong/i);
    expect(s.logs.join("")).toMatch(/could not save the refund's audit entry: an admin must check it/);

    // The entry stays settled in memory, holding the ticket as refunded, and reaches the disk with the next save.
    await allowSaves(file);
    const audit = await ask(s.tg, ADMIN, "/audit 3");
    expect(audit.text).toMatch(new RegExp(`${ticket} of .* · ✅ done`));
  });
});
