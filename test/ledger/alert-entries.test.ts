import { describe, expect, it } from "vitest";
import { decodeEntries, EntriesByAlert, encodeEntries } from "../../src/ledger/alert-entries.js";
import type { OutboxData, OutboxEntry } from "../../src/store/alerts-schema.js";
import { keyOf } from "../../src/ledger/outbox.js";

/** An alert's outbox entries in its row: the encoding, and which entries each alert has. */

const entry = (chatId: number, eventId: number, seq: number, over: Partial<OutboxEntry> = {}): OutboxEntry => ({
  chatId,
  eventId,
  seq,
  state: "pending",
  attempts: 0,
  notBefore: 0,
  enqueuedAt: "2026-11-20T12:00:00.000Z",
  language: "en",
  owner: 7,
  ...over,
});

describe("an alert's entries in its row", () => {
  it("read back exactly as written, a topic's too, the event id being the alert's", () => {
    const entries = [entry(42, 5, 1, { state: "sending", attempts: 2, notBefore: 1_800_000_000_000 }), entry(-100, 5, 2, { threadId: 9, language: "fa", owner: 8 })];
    expect(decodeEntries(5, encodeEntries(entries))).toEqual(entries);
    expect(decodeEntries(5, encodeEntries([]))).toEqual([]);
  });

  it("refuses a row that does not hold entries", () => {
    expect(() => decodeEntries(5, '[[42, null, 1, "lost", 0, 0, "2026-11-20T12:00:00.000Z", "en", 7]]')).toThrow();
    expect(() => decodeEntries(5, '{"42": 1}')).toThrow();
  });

  it("knows each alert's entries as saves change them", () => {
    const outbox: OutboxData = { nextSeq: 4, entries: {}, alerts: {} };
    for (const e of [entry(42, 1, 1), entry(43, 1, 2)]) outbox.entries[keyOf(e)] = e;
    const byAlert = new EntriesByAlert(outbox);
    const added = entry(42, 2, 3);
    outbox.entries[keyOf(added)] = added;
    delete outbox.entries[keyOf(entry(42, 1, 1))];
    byAlert.follow(outbox, [keyOf(added), keyOf(entry(42, 1, 1))]);
    expect(byAlert.entries(outbox, 1).map((e) => e.chatId)).toEqual([43]);
    expect(byAlert.entries(outbox, 2).map((e) => e.chatId)).toEqual([42]);
    expect(byAlert.entries(outbox, 3)).toEqual([]);
  });
});
