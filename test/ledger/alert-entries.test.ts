import { describe, expect, it } from "vitest";
import { decodeEntries, encodeEntries } from "../../src/ledger/alert-entries.js";
import type { OutboxEntry } from "../../src/store/alerts-schema.js";

/** An alert's outbox entries in its row, as migrations 0010 to 0021 kept them (0022 reads them): the encoding. */

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
});
