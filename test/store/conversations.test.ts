import { conversations, uniformStorage, type ConversationData, type VersionedState } from "@grammyjs/conversations";
import type { Context } from "grammy";
import { describe, expect, it } from "vitest";
import { CONVERSATION_IDLE_DAYS, FLOW_STATE_VERSION } from "../../src/store/conversations.js";
import { conversationStorage } from "../../src/store/store.js";
import { readJson, storeFixture } from "../support/store.js";

const fixture = storeFixture();

const state: VersionedState<ConversationData> = {
  version: [0, FLOW_STATE_VERSION],
  state: {
    refund: [{ args: '["ABC123"]', interrupts: [1], replay: { send: [{ payload: "wait" }], receive: [{ send: 0, returnValue: { pnr: "ABC123" } }] } }],
  },
};

/** What the plugin does with a user's update in a chat: it uses this, not the adapter directly. */
function chat(storage: ReturnType<typeof conversationStorage<Context>>, chatId: number, userId = chatId) {
  const type = chatId > 0 ? "private" : "supergroup";
  return uniformStorage(storage)({ chatId, chat: { id: chatId, type }, from: { id: userId } } as unknown as Context);
}

describe("conversation storage", () => {
  it("is accepted by conversations() as its storage option", async () => {
    const store = await fixture.open(await fixture.tempDir());
    expect(typeof conversations<Context, Context>({ storage: conversationStorage(store) })).toBe("function");
  });

  it("writes, reads and deletes through the adapter, on disk", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.conversations.write("42", state);
    expect(store.conversations.read("42")).toEqual(state);
    expect(await readJson(store.file)).toMatchObject({ conversations: { "42": { value: state } } });

    await store.conversations.delete("42");
    expect(store.conversations.read("42")).toBeUndefined();
    expect((await readJson(store.file))["conversations"]).toEqual({});
    await store.conversations.delete("42");
  });

  it("keeps a chat's conversation across a restart, and drops at start-up those saved by older flow code", async () => {
    const dataDir = await fixture.tempDir();
    const first = await fixture.open(dataDir);
    await chat(conversationStorage(first), 42).write(state.state);
    await first.conversations.write("43", { ...state, version: [0, FLOW_STATE_VERSION - 1] });
    await first.close();

    const second = await fixture.open(dataDir);
    expect(await chat(conversationStorage(second), 42).read()).toEqual(state.state);
    expect(second.conversations.read("43")).toBeUndefined();
    // Gone from the disk, with whatever the old code kept in it.
    expect(Object.keys((await readJson(second.file))["conversations"] as object)).toEqual(["42"]);
  });

  it("hands out copies: a change to what was read does not reach the store until written", async () => {
    const store = await fixture.open(await fixture.tempDir());
    await store.conversations.write("42", state);
    const read = (await store.conversations.read("42"))!;
    read.state["refund"]!.length = 0;
    expect(store.conversations.read("42")).toEqual(state);
  });

  it("keeps one flow per member of a group, and a private chat's under its old key", async () => {
    const store = await fixture.open(await fixture.tempDir());
    const storage = conversationStorage<Context>(store);
    await chat(storage, -100, 7).write(state.state);
    expect(await chat(storage, -100, 8).read()).toBeUndefined();
    expect(await chat(storage, -100, 7).read()).toEqual(state.state);
    await chat(storage, 42).write(state.state);
    expect(Object.keys(await readJson(store.file).then((d) => d["conversations"] as object)).sort()).toEqual(["-100:7", "42"]);
  });

  it("drops group flows saved under the group alone at start-up, and keeps private ones", async () => {
    const dataDir = await fixture.tempDir();
    const first = await fixture.open(dataDir);
    for (const key of ["-1001234", "42", "-100:7"]) await first.conversations.write(key, state);
    await first.close();
    const reopened = await fixture.open(dataDir);
    expect(reopened.conversations.read("-1001234")).toBeUndefined();
    expect(reopened.conversations.read("42")).toEqual(state);
    expect(reopened.conversations.read("-100:7")).toEqual(state);
  });

  it(`drops conversations idle for ${CONVERSATION_IDLE_DAYS} days at start-up`, async () => {
    const dataDir = await fixture.tempDir();
    let now = new Date("2026-06-01T00:00:00.000Z");
    const store = await fixture.open(dataDir, { now: () => now });
    await store.conversations.write("1", state);
    now = new Date(now.getTime() + 2 * 86_400_000);
    await store.conversations.write("2", state);
    await store.close();

    now = new Date(now.getTime() + (CONVERSATION_IDLE_DAYS - 1) * 86_400_000);
    const reopened = await fixture.open(dataDir, { now: () => now });
    expect(reopened.conversations.read("1")).toBeUndefined();
    expect(reopened.conversations.read("2")).toEqual(state);
  });
});
