import type { ChatFullInfo } from "grammy/types";
import type { MethodTable } from "../api.js";
import { badRequest, forbidden } from "../errors.js";
import { chatIdParam, intParam, stringParam } from "../params.js";
import type { EmulatorState } from "../state.js";
import { memberUpdate } from "../update-builders.js";

const NO_GIFTS = {
  unlimited_gifts: false,
  limited_gifts: false,
  unique_gifts: false,
  premium_subscription: false,
  gifts_from_channels: false,
};

/** Telegram's default topic colour (0x6FB9F0). */
const TOPIC_ICON_COLOR = 7322096;

/** Reading chats and memberships (the bot's admin checks in groups) and leaving groups. */
export function chatMethods(state: EmulatorState): MethodTable {
  return {
    getChat(params): ChatFullInfo {
      const chat = state.chats.readableChat(chatIdParam(params));
      return { ...chat, accent_color_id: 0, max_reaction_count: 11, accepted_gift_types: NO_GIFTS };
    },

    getChatMember(params) {
      const userId = intParam(params, "user_id");
      if (userId === undefined) throw badRequest("user_id is empty");
      return state.chats.member(chatIdParam(params), userId);
    },

    getChatAdministrators: (params) => state.chats.administrators(chatIdParam(params)),

    createForumTopic(params) {
      const chat = state.chats.readableChat(chatIdParam(params));
      if (state.chats.status(chat.id, state.bot.id) !== "administrator") throw badRequest("not enough rights to create a topic");
      const name = stringParam(params, "name") ?? "";
      return { message_thread_id: state.chats.createTopic(chat.id, name), name, icon_color: TOPIC_ICON_COLOR };
    },

    leaveChat(params) {
      const chat = state.chats.readableChat(chatIdParam(params));
      if (chat.type === "private") throw badRequest("chat member status can't be changed in private chats");
      const from = state.chats.status(chat.id, state.bot.id) ?? "left";
      if (!state.chats.botIsIn(chat.id)) throw forbidden(`bot is not a member of the ${chat.type} chat`);
      state.chats.setStatus(chat.id, state.bot.id, "left");
      state.updates.push(memberUpdate("my_chat_member", { chat, by: state.bot, member: state.bot, from, to: "left" }));
      return true;
    },
  };
}
