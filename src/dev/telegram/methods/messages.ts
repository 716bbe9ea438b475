import type { Message } from "grammy/types";
import type { MethodTable } from "../api.js";
import { badRequest, tooManyRequests } from "../errors.js";
import type { MessageRecord } from "../message-store.js";
import { boolParam, chatIdParam, intParam, stringParam, type Params } from "../params.js";
import type { EmulatorState } from "../state.js";
import { canonicalJson, NOT_MODIFIED, readContent, sameContent } from "./content.js";
import { checkRichMessage, richPlainText } from "../rich-message.js";
import { fileParam } from "../multipart.js";
import { checkReplyMarkup as markupOf } from "../keyboard.js";

/** Telegram's limit on a caption, in UTF-16 code units of the visible text (tags do not count). */
const MAX_CAPTION_LENGTH = 1024;

const CHAT_ACTIONS = new Set([
  "typing",
  "upload_photo",
  "record_video",
  "upload_video",
  "record_voice",
  "upload_voice",
  "upload_document",
  "choose_sticker",
  "find_location",
  "record_video_note",
  "upload_video_note",
]);

/** Sending, editing and deleting messages, answering button presses, chat actions. */
export function messageMethods(state: EmulatorState): MethodTable {
  const lookupUser = (id: number) => state.chats.user(id);

  /** The bot's own message that an edit targets, or Telegram's error. */
  function editTarget(params: Params): MessageRecord {
    if (params["inline_message_id"] !== undefined) {
      throw badRequest("inline_message_id is not supported by the emulator: inline mode is not emulated");
    }
    const chatId = chatIdParam(params);
    const messageId = intParam(params, "message_id");
    if (messageId === undefined) throw badRequest("message identifier is not specified");
    state.chats.writableChat(chatId);
    const record = state.messages.get(chatId, messageId);
    if (!record || record.stored.deleted) throw badRequest("message to edit not found");
    if (record.stored.from !== "bot") throw badRequest("message can't be edited");
    return record;
  }

  function replyTarget(params: Params, chatId: number): Message | undefined {
    const reply = params["reply_parameters"] as { message_id?: unknown; allow_sending_without_reply?: unknown } | undefined;
    const messageId = reply ? intParam(reply as Params, "message_id") : intParam(params, "reply_to_message_id");
    if (messageId === undefined) return undefined;
    const record = state.messages.get(chatId, messageId);
    if (record && !record.stored.deleted) return record.api;
    const allowWithout = reply ? boolParam(reply as Params, "allow_sending_without_reply") : false;
    if (allowWithout) return undefined;
    throw badRequest("message to be replied not found");
  }

  /** sendPhoto and sendDocument: an uploaded file, an optional caption (HTML like a text), buttons. */
  function sendFile(params: Params, kind: "photo" | "document"): Message {
    const chat = state.chats.writableChat(chatIdParam(params));
    const file = fileParam(params, kind);
    if (!file) throw badRequest(`there is no ${kind} in the request (the emulator takes uploaded files only)`);
    const caption = stringParam(params, "caption") ?? "";
    const content = caption.trim() === "" ? { text: "", entities: [], markup: markupOf(params["reply_markup"]) } : readContent({ ...params, text: caption }, lookupUser);
    if (content.text.length > MAX_CAPTION_LENGTH) throw badRequest("message caption is too long");
    const threadId = intParam(params, "message_thread_id");
    if (threadId !== undefined) state.chats.checkThread(chat, threadId);
    const wait = state.rateLimiter?.admit(chat.id, chat.type !== "private") ?? 0;
    if (wait > 0) throw tooManyRequests(wait);
    const replyTo = replyTarget(params, chat.id);
    // Any message of the bot ends the chat's draft, a file as much as a text.
    state.drafts.ended(chat.id);
    return state.messages.add({ chat, from: state.bot, sender: "bot", content, replyTo, file: { kind, ...file }, ...(threadId !== undefined ? { threadId } : {}) }).api;
  }

  return {
    sendPhoto: (params) => sendFile(params, "photo"),
    sendDocument: (params) => sendFile(params, "document"),

    sendMessage(params) {
      const chat = state.chats.writableChat(chatIdParam(params));
      const content = readContent(params, lookupUser);
      const replyTo = replyTarget(params, chat.id);
      const threadId = intParam(params, "message_thread_id");
      if (threadId !== undefined) state.chats.checkThread(chat, threadId);
      const wait = state.rateLimiter?.admit(chat.id, chat.type !== "private") ?? 0;
      if (wait > 0) throw tooManyRequests(wait);
      state.drafts.ended(chat.id);
      return state.messages.add({ chat, from: state.bot, sender: "bot", content, replyTo, ...(threadId !== undefined ? { threadId } : {}) }).api;
    },

    editMessageText(params) {
      const record = editTarget(params);
      // An older server (rich messages off) ignores rich_message: the text is then missing.
      const rich = state.richMessages && params["rich_message"] !== undefined ? checkRichMessage(params["rich_message"]) : undefined;
      const content = rich ? { text: richPlainText(rich), entities: [], markup: markupOf(params["reply_markup"]), rich } : readContent(params, lookupUser);
      const richChanged = canonicalJson(record.stored.rich ?? null) !== canonicalJson(rich ?? null);
      if (!richChanged && sameContent(record, content.text, content.entities, content.markup)) throw badRequest(NOT_MODIFIED);
      state.messages.editContent(record, content);
      return record.api;
    },

    editMessageReplyMarkup(params) {
      const record = editTarget(params);
      const markup = markupOf(params["reply_markup"]);
      if (sameContent(record, record.stored.text, record.stored.entities, markup)) throw badRequest(NOT_MODIFIED);
      state.messages.editMarkup(record, markup);
      return record.api;
    },

    deleteMessage(params) {
      const chat = state.chats.writableChat(chatIdParam(params));
      const messageId = intParam(params, "message_id");
      if (messageId === undefined) throw badRequest("message identifier is not specified");
      const record = state.messages.get(chat.id, messageId);
      if (!record || record.stored.deleted) throw badRequest("message to delete not found");
      // In groups a bot deletes other people's messages only as an administrator.
      const mayDelete =
        record.stored.from === "bot" || chat.type === "private" || state.chats.status(chat.id, state.bot.id) === "administrator";
      if (!mayDelete) throw badRequest("message can't be deleted");
      state.messages.delete(record);
      return true;
    },

    answerCallbackQuery(params) {
      const queryId = stringParam(params, "callback_query_id") ?? "";
      const text = stringParam(params, "text");
      const url = stringParam(params, "url");
      const cacheTime = intParam(params, "cache_time");
      state.callbackQueries.answer({
        queryId,
        ...(text !== undefined ? { text } : {}),
        showAlert: boolParam(params, "show_alert"),
        ...(url !== undefined ? { url } : {}),
        ...(cacheTime !== undefined ? { cacheTime } : {}),
        at: Date.now(),
      });
      return true;
    },

    sendChatAction(params) {
      const chat = state.chats.writableChat(chatIdParam(params));
      const action = stringParam(params, "action") ?? "";
      if (!CHAT_ACTIONS.has(action)) throw badRequest("wrong parameter action in request");
      const actions = state.chatActions.get(chat.id) ?? [];
      actions.push(action);
      state.chatActions.set(chat.id, actions);
      return true;
    },
  };
}
