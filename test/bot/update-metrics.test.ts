import { describe, expect, it } from "vitest";
import type { Update } from "grammy/types";
import { updateLabel } from "../../src/bot/update-metrics.js";

const chat = { id: 1, type: "private" as const, first_name: "A" };
const from = { id: 1, is_bot: false, first_name: "A" };
const message = (text: string, command = text.startsWith("/") ? text.split(" ")[0]!.length : 0): Update => ({
  update_id: 1,
  message: { message_id: 1, date: 0, chat, from, text, ...(command ? { entities: [{ type: "bot_command", offset: 0, length: command }] } : {}) },
});

describe("an update's label in /metrics", () => {
  it("names a command of the table, also addressed to the bot or in capitals", () => {
    expect(updateLabel({ update: message("/search THR MHD +1") })).toBe("search");
    expect(updateLabel({ update: message("/Refund@FlightDeskBot K7M2QA") })).toBe("refund");
    expect(updateLabel({ update: message("/start") })).toBe("start");
  });

  it("never carries what was typed: other commands and text get one word each", () => {
    expect(updateLabel({ update: message("/K7M2QA") })).toBe("unknown_command");
    expect(updateLabel({ update: message("Ali Rezaei 0012345678") })).toBe("message");
    expect(updateLabel({ update: { update_id: 1, callback_query: { id: "1", from, chat_instance: "1", data: "x" } } })).toBe("button");
    expect(updateLabel({ update: { update_id: 1, inline_query: { id: "1", from, query: "THR MHD K7M2QA", offset: "" } } })).toBe("inline");
    expect(updateLabel({ update: { update_id: 1, edited_message: { message_id: 1, date: 0, edit_date: 0, chat, from, text: "x" } } })).toBe("other");
  });
});
