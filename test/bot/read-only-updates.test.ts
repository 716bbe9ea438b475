import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Update } from "grammy/types";
import { buttons } from "../../src/bot/buttons.js";
import { PrivateJsonFile } from "../../src/store/private-json-file.js";
import { startBotRig, type BotRig } from "../support/bot-rig.js";
import { ADMIN } from "../support/stack.js";

/** A press on a button of the bot's last message to the user. */
function pressUpdate(rig: BotRig, updateId: number, pick: (data: string) => boolean): Update {
  const sent = rig.calls.filter((c) => c.method === "sendMessage" && c.payload["chat_id"] === ADMIN.id).at(-1)!;
  const rows = (sent.payload["reply_markup"] as { inline_keyboard: Array<Array<{ callback_data?: string }>> }).inline_keyboard;
  const data = rows.flat().map((b) => b.callback_data ?? "").find(pick)!;
  const chat = { id: ADMIN.id, type: "private" as const, first_name: ADMIN.first_name };
  return {
    update_id: updateId,
    callback_query: {
      id: String(updateId),
      from: { is_bot: false, ...ADMIN },
      chat_instance: "1",
      data,
      message: { message_id: 1, date: Math.floor(Date.now() / 1000), chat, text: String(sent.payload["text"]) },
    },
  };
}

/**
 * Updates that only read (a search seen before, its buttons, /help, a mistyped line) leave the
 * data file alone: a save per update would cost each one a file written and synced.
 */
describe("updates that only read, in process", () => {
  let rig: BotRig;
  beforeAll(async () => {
    rig = await startBotRig();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await rig.close();
  });

  it("do not save the data file", async () => {
    // The first search of a route puts its airports in the user's recent ones: that is saved.
    await rig.send(ADMIN, "/search THR MHD +3");
    await rig.store.flush();
    const before = await readFile(rig.store.file, "utf8");
    const saves = vi.spyOn(PrivateJsonFile.prototype, "write");

    await rig.send(ADMIN, "/search THR MHD +3");
    // A journey's details, from the kept result.
    await rig.bot.handleUpdate(pressUpdate(rig, 900_001, (data) => buttons.searchDetails.unpack(data) !== null));
    await rig.send(ADMIN, "/help");
    await rig.send(ADMIN, "/search THR MHD 2026-13-45");
    // A save queued by an update starts once the microtasks behind it have run.
    await new Promise((resolve) => setImmediate(resolve));

    expect(saves).not.toHaveBeenCalled();
    expect(await readFile(rig.store.file, "utf8")).toBe(before);
    expect(rig.sentTo(ADMIN.id).filter((text) => text.startsWith("🔎"))).toHaveLength(2);
    expect(rig.sentTo(ADMIN.id).some((text) => text.startsWith("ℹ️"))).toBe(true);
  });
});
