import { describe, expect, it } from "vitest";
import type { TelegramEmulator } from "../../../src/dev/telegram/emulator.js";
import type { Notifier } from "../../../src/services/events/notifier.js";
import { FLOW_STATE_VERSION } from "../../../src/store/conversations.js";
import type { NewAlert, Store } from "../../../src/store/store.js";
import { sampleBooking } from "../../support/alert-samples.js";
import { notifierRig } from "../../support/notifier-rig.js";
import type { Ledger } from "../../../src/ledger/ledger.js";

/**
 * Which chats the notifier holds for a guided flow: a private chat whose flow was saved within
 * the flows' timeout. A flow abandoned long ago (its state stays until the user writes again, or
 * for days) holds nothing; a group is never held, even with a member's flow under way.
 */
describe("notifier: alerts held for a waiting flow", () => {
  const FLOW_TIMEOUT_MS = 60_000;
  const flowState = { version: [0, FLOW_STATE_VERSION] as [0, number], state: { search: [] } };
  const rig = notifierRig();
  let tg: TelegramEmulator;
  let store: Store;
  let ledger: Ledger;
  let notifier: Notifier;
  async function setUp(clock: { now: Date }) {
    ({ tg, store, ledger, notifier } = await rig({ now: () => clock.now, flows: { timeoutMs: FLOW_TIMEOUT_MS, holdMs: 60_000 } }));
  }

  const alert = (eventId: number, pnr: string, chatId: number): NewAlert => ({
    eventId,
    at: "2026-11-20 10:15:00",
    body: sampleBooking({ pnr }),
    recipients: [{ chatId, language: "en", owner: 81 }],
  });

  it("holds a private chat whose flow waits, not one whose flow was abandoned, nor a group", async () => {
    const clock = { now: new Date() };
    await setUp(clock);
    for (const id of [81, 82]) await tg.sendText({ id, first_name: `Agent ${id}` }, "/start");
    await tg.addBotToGroup({ id: 81, first_name: "Agent 81" }, { id: -100_818, type: "supergroup", title: "Desk" });
    // 81's flow waits now; 82's was left two flow timeouts ago. Group -100818 holds a flow of 81 too (per user in groups).
    await store.conversations.write("81", flowState);
    await store.conversations.write("-100818:81", flowState);
    clock.now = new Date(Date.now() - 2 * FLOW_TIMEOUT_MS);
    await store.conversations.write("82", flowState);

    await ledger.commitPage([], 
      { cursor: Date.now(), seen: [], alerts: [alert(1, "HELD01", 81), alert(2, "FREE02", 82), alert(3, "GROUP3", -100_818)], rejected: 0 },
      new Date(),
    );
    await notifier.start();
    await tg.waitFor(82, (m) => m.text.includes("FREE02"));
    await tg.waitFor(-100_818, (m) => m.text.includes("GROUP3"));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(tg.messages(81).filter((m) => m.from === "bot" && m.text.includes("HELD01"))).toEqual([]);
    expect((await ledger.outbox.stats()).entries).toBe(1);

    // A second one joins it; the flow ends (the plugin deletes its state): both go as one digest at the next look.
    await ledger.commitPage([], { cursor: Date.now(), seen: [], alerts: [alert(4, "HELD04", 81)], rejected: 0 }, new Date());
    notifier.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tg.messages(81).filter((m) => m.from === "bot" && m.text.includes("HELD"))).toEqual([]);
    await store.conversations.delete("81");
    const digest = await tg.waitFor(81, (m) => m.text.includes("HELD01"), { timeoutMs: 3000 });
    expect(digest.text).toMatch(/^📦 2 alerts\n/);
    expect(digest.text).toContain("HELD04");
    await expect.poll(async () => (await ledger.outbox.stats()).entries).toBe(0);
  });

  it("stops without waiting for held alerts, which stay in the outbox", async () => {
    const clock = { now: new Date() };
    await setUp(clock);
    await tg.sendText({ id: 81, first_name: "Agent 81" }, "/start");
    await store.conversations.write("81", flowState);
    await ledger.commitPage([], { cursor: Date.now(), seen: [], alerts: [alert(1, "HELD01", 81)], rejected: 0 }, new Date());
    await notifier.start();
    const started = Date.now();
    await notifier.stop(3000);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(await ledger.outbox.stats()).toMatchObject({ entries: 1, sending: 0 });
  });
});
