import type { Update, User } from "grammy/types";
import { chatMember, type EmulatedChat, type MemberStatus } from "./chats.js";

export interface MemberChange {
  chat: EmulatedChat;
  /** Who made the change. */
  by: User;
  /** Whose membership changed. */
  member: User;
  from: MemberStatus;
  to: MemberStatus;
}

/**
 * A my_chat_member update (the bot's own membership changed) or chat_member update (someone
 * else's), as Telegram sends them.
 */
export function memberUpdate(kind: "my_chat_member" | "chat_member", change: MemberChange) {
  return (updateId: number): Update => ({
    update_id: updateId,
    [kind]: {
      chat: change.chat,
      from: change.by,
      date: Math.floor(Date.now() / 1000),
      old_chat_member: chatMember(change.member, change.from),
      new_chat_member: chatMember(change.member, change.to),
    },
  });
}
