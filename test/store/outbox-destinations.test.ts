import { readFile, writeFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { entryKey, keyOf } from "../../src/store/outbox.js";
import type { NewAlert } from "../../src/store/store.js";
import { storeFixture } from "../support/store.js";

/** Issue 11, finding 10: outbox entries keyed by destination (a chat, or one forum topic of it). */

const fixture = storeFixture();
const T = Date.UTC(2026, 10, 20, 12, 0, 0);
const now = new Date(T);
const GROUP = -100_77;

const alert = (eventId: number, recipients: NewAlert["recipients"]): NewAlert => ({
  eventId,
  at: "2026-11-20 11:59:00",
  body: { kind: "other", type: "FederatedHotel.HotelBookedV1", reference: `H${eventId}` },
  recipients,
});
const to = (threadId?: number) => ({ chatId: GROUP, ...(threadId === undefined ? {} : { threadId }), language: "en" as const, owner: 1 });

describe("outbox destinations", () => {
  it("keeps one entry per topic and one for the chat itself, each its own backlog, all dropped with the chat", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [to(5), to(9), to()])], rejected: 0 }, now);
    expect(store.outbox.backlog(T).map((b) => [b.chatId, b.threadId, b.entries.map(keyOf)])).toEqual([
      [GROUP, 5, [`${GROUP}/5:1`]],
      [GROUP, 9, [`${GROUP}/9:1`]],
      [GROUP, undefined, [`${GROUP}:1`]],
    ]);
    await store.outbox.delivered([entryKey(GROUP, 1, 5)]);
    expect(store.outbox.alert(1)?.refs).toBe(2);
    expect(await store.outbox.dropChat(GROUP)).toBe(2);
    expect(store.outbox.alert(1)).toBeUndefined();
  });

  it("reads entries written before topics existed as the chat's own, under the keys they have", async () => {
    const dir = await fixture.tempDir();
    const store = await fixture.open(dir);
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [to()])], rejected: 0 }, now);
    await store.close();
    // What the version before wrote: the same entry, without a threadId member.
    const file = JSON.parse(await readFile(store.file, "utf8")) as { outbox: { entries: Record<string, Record<string, unknown>> } };
    expect(Object.keys(file.outbox.entries)).toEqual([`${GROUP}:1`]);
    expect(file.outbox.entries[`${GROUP}:1`]).not.toHaveProperty("threadId");
    await writeFile(store.file, JSON.stringify(file));

    const again = await fixture.open(dir);
    const [backlog] = again.outbox.backlog(T);
    expect(backlog).toMatchObject({ chatId: GROUP });
    expect(backlog!.threadId).toBeUndefined();
    await again.outbox.delivered([keyOf(backlog!.entries[0]!)]);
    expect(again.outbox.stats().entries).toBe(0);
  });

  it("counts alerts that could not be rendered and lets them go", async () => {
    const dir = await fixture.tempDir();
    const store = await fixture.open(dir);
    await store.poller.commitPage({ cursor: T, seen: [], alerts: [alert(1, [to(5)]), alert(2, [to(5)])], rejected: 0 }, now);
    await store.outbox.unrenderable([entryKey(GROUP, 1, 5)]);
    expect(store.outbox.backlog(T)[0]!.entries.map((e) => e.eventId)).toEqual([2]);
    await store.close();
    expect((await fixture.open(dir)).outbox.stats().renderFailures).toBe(1);
  });
});
