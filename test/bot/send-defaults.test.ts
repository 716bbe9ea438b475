import { Api } from "grammy";
import { describe, expect, it } from "vitest";
import { sendDefaults } from "../../src/bot/send-defaults.js";

/** An Api whose calls never leave the process: each payload as the transformers left it. */
function recordingApi(): { api: Api; sent: Record<string, unknown>[] } {
  const sent: Record<string, unknown>[] = [];
  const api = new Api("0:test");
  api.config.use(async (_prev, method, payload) => {
    sent.push({ method, ...(payload as Record<string, unknown>) });
    return { ok: true, result: true } as never;
  });
  api.config.use(sendDefaults);
  return { api, sent };
}

describe("send defaults", () => {
  it("makes a sent or edited text HTML without a link preview", async () => {
    const { api, sent } = recordingApi();
    await api.sendMessage(1, "<b>hi</b>");
    await api.editMessageText(1, 2, "<b>hi</b>");
    expect(sent).toEqual([
      { method: "sendMessage", chat_id: 1, text: "<b>hi</b>", parse_mode: "HTML", link_preview_options: { is_disabled: true } },
      { method: "editMessageText", chat_id: 1, message_id: 2, text: "<b>hi</b>", parse_mode: "HTML", link_preview_options: { is_disabled: true } },
    ]);
  });

  it("keeps what a call gives itself and leaves other methods alone", async () => {
    const { api, sent } = recordingApi();
    await api.sendMessage(1, "*hi*", { parse_mode: "MarkdownV2", link_preview_options: { is_disabled: false } });
    await api.answerCallbackQuery("q");
    expect(sent).toEqual([
      { method: "sendMessage", chat_id: 1, text: "*hi*", parse_mode: "MarkdownV2", link_preview_options: { is_disabled: false } },
      { method: "answerCallbackQuery", callback_query_id: "q" },
    ]);
  });
});
