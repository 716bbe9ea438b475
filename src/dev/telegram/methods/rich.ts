import type { MethodTable } from "../api.js";
import { ApiError, badRequest, tooManyRequests } from "../errors.js";
import { checkReplyMarkup } from "../keyboard.js";
import { chatIdParam, intParam, type Params } from "../params.js";
import { checkRichMessage, richPlainText } from "../rich-message.js";
import type { EmulatorState } from "../state.js";

/**
 * sendRichMessage and sendRichMessageDraft (Bot API 10.1/10.3). With rich messages turned off
 * (`richMessages: false`, an older self-hosted Bot API server) both are unknown methods.
 */
export function richMethods(state: EmulatorState): MethodTable {
  const offered = (): void => {
    if (!state.richMessages) throw new ApiError(404, "Not Found: method not found");
  };
  const threadOf = (params: Params, chatId: number): number | undefined => {
    const threadId = intParam(params, "message_thread_id");
    if (threadId !== undefined) state.chats.checkThread(state.chats.writableChat(chatId), threadId);
    return threadId;
  };

  return {
    sendRichMessage(params) {
      offered();
      const chat = state.chats.writableChat(chatIdParam(params));
      const rich = checkRichMessage(params["rich_message"]);
      const threadId = threadOf(params, chat.id);
      const wait = state.rateLimiter?.admit(chat.id, chat.type !== "private") ?? 0;
      if (wait > 0) throw tooManyRequests(wait);
      state.drafts.ended(chat.id);
      const content = { text: richPlainText(rich), entities: [], markup: checkReplyMarkup(params["reply_markup"]), rich };
      return state.messages.add({ chat, from: state.bot, sender: "bot", content, ...(threadId !== undefined ? { threadId } : {}) }).api;
    },

    sendRichMessageDraft(params) {
      offered();
      const chat = state.chats.writableChat(chatIdParam(params));
      if (chat.type !== "private") throw badRequest("drafts can be sent only to private chats");
      const draftId = intParam(params, "draft_id");
      if (draftId === undefined || draftId === 0) throw badRequest("draft_id must be non-zero");
      const rich = checkRichMessage(params["rich_message"], true);
      threadOf(params, chat.id);
      state.drafts.stream(chat.id, draftId, rich, richPlainText(rich));
      return true;
    },
  };
}
