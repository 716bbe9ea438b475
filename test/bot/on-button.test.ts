import { Api, Composer, Context } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import { describe, expect, it, vi } from "vitest";
import { buttons } from "../../src/bot/buttons.js";
import { encodeCallback } from "../../src/bot/callback-data.js";
import type { BotContext } from "../../src/bot/context.js";
import { onButton } from "../../src/bot/guards.js";

const USER = 4242;

/** A callback update with `data`, from a viewer; its toasts are recorded instead of sent. */
function press(data: string) {
  const update = { update_id: 1, callback_query: { id: "q", from: { id: USER, is_bot: false, first_name: "U" }, chat_instance: "c", data } } as Update;
  const ctx = new Context(update, new Api("0:test"), { id: 1, is_bot: true, first_name: "Bot", username: "bot" } as UserFromGetMe) as BotContext;
  const toasts: unknown[] = [];
  Object.assign(ctx, {
    access: { role: "viewer", fixedAdmin: false },
    t: (key: string) => key,
    answerCallbackQuery: vi.fn(async (other?: unknown) => void toasts.push(other)),
  });
  return { ctx, toasts };
}

describe("onButton", () => {
  const run = async (data: string) => {
    const composer = new Composer<BotContext>();
    const seen: unknown[] = [];
    onButton(composer, buttons.searchDetails, "viewer", async (_ctx, fields) => void seen.push(fields));
    const { ctx, toasts } = press(data);
    await composer.middleware()(ctx, async () => undefined);
    return { seen, toasts };
  };

  it("hands the handler the kind's fields by name", async () => {
    const packed = buttons.searchDetails.pack(USER, { result: "abc", journey: "2", page: 1 });
    expect(packed.ok && (await run(packed.data)).seen).toEqual([{ result: "abc", journey: "2", page: 1 }]);
    expect((await run(encodeCallback("srd", USER, "abc", "2"))).seen).toEqual([{ result: "abc", journey: "2" }]);
  });

  it("refuses data of its kind whose fields do not read, and leaves other kinds alone", async () => {
    for (const forged of [encodeCallback("srd", USER, "abc"), encodeCallback("srd", USER, "abc", "2", "x"), encodeCallback("srd", USER, "abc", "2", "1", "9")]) {
      expect(await run(forged), forged).toEqual({ seen: [], toasts: [{ text: "button-invalid", show_alert: true }] });
    }
    expect(await run(encodeCallback("srp", USER, "abc", 1))).toEqual({ seen: [], toasts: [] });
  });
});
