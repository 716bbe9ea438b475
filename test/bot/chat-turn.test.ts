import type { Update } from "grammy/types";
import { describe, expect, it } from "vitest";
import { turnKeyOf } from "../../src/bot/chat-turn.js";

const from = { id: 7, is_bot: false, first_name: "Sara" };

describe("whose turn an update is part of", () => {
  it("a message's and a button's chat; a button without a message, its user; an inline query, nobody's", () => {
    const message = { message_id: 1, date: 0, chat: { id: -100, type: "supergroup", title: "Sales" }, from, text: "/help" };
    expect(turnKeyOf({ update_id: 1, message } as Update)).toBe(-100);
    expect(turnKeyOf({ update_id: 2, callback_query: { id: "q", from, chat_instance: "c", message, data: "x" } } as Update)).toBe(-100);
    expect(turnKeyOf({ update_id: 3, callback_query: { id: "q", from, chat_instance: "c", inline_message_id: "m", data: "x" } } as Update)).toBe(7);
    expect(turnKeyOf({ update_id: 4, my_chat_member: { chat: { id: -200, type: "group", title: "Desk" }, from, date: 0 } } as unknown as Update)).toBe(-200);
    expect(turnKeyOf({ update_id: 5, inline_query: { id: "i", from, query: "THR", offset: "" } } as Update)).toBeUndefined();
  });
});
