import type { Chat, ChatMember, User } from "grammy/types";
import { badRequest, forbidden } from "./errors.js";

/** A Telegram user the tests or the terminal chat act as. */
export interface TgUserSpec {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  language_code?: string;
}

/** A group chat as tests name it. Group ids are negative; supergroups look like -100xxxxxxxxxx. */
export interface GroupSpec {
  id: number;
  type: "group" | "supergroup";
  title: string;
  /** A supergroup with topics (is_forum); createForumTopic makes one a forum too. */
  isForum?: boolean;
}

export type GroupChat = Chat.GroupChat | Chat.SupergroupChat;
export type EmulatedChat = Chat.PrivateChat | GroupChat;
export type MemberStatus = ChatMember["status"];

interface GroupRecord {
  chat: GroupChat;
  botStatus: MemberStatus;
  members: Map<number, MemberStatus>;
  /** Forum topics by message_thread_id. */
  topics: Map<number, string>;
}

/** Telegram numbers a forum's topics by the id of the service message that opened them; any increasing ids do here. */
const FIRST_TOPIC_ID = 2;

const PRESENT: ReadonlySet<MemberStatus> = new Set(["creator", "administrator", "member", "restricted"]);

/**
 * Who exists and who may talk to whom: users seen so far, their private chats with the bot
 * (opened by writing to it), who blocked the bot, and groups with member statuses.
 */
export class ChatRegistry {
  private readonly users = new Map<number, User>();
  private readonly privateChats = new Map<number, Chat.PrivateChat>();
  private readonly blockedBy = new Set<number>();
  private readonly groups = new Map<number, GroupRecord>();

  constructor(private readonly bot: User) {}

  rememberUser(spec: TgUserSpec): User {
    const user: User = { id: spec.id, is_bot: false, first_name: spec.first_name };
    if (spec.last_name) user.last_name = spec.last_name;
    if (spec.username) user.username = spec.username;
    if (spec.language_code) user.language_code = spec.language_code;
    this.users.set(user.id, user);
    return user;
  }

  user(id: number): User | undefined {
    return id === this.bot.id ? this.bot : this.users.get(id);
  }

  /** The user's private chat with the bot; writing to the bot opens it. */
  openPrivateChat(user: User): Chat.PrivateChat {
    const chat: Chat.PrivateChat = { id: user.id, type: "private", first_name: user.first_name };
    if (user.last_name) chat.last_name = user.last_name;
    if (user.username) chat.username = user.username;
    this.privateChats.set(user.id, chat);
    return chat;
  }

  /** The group, registered with the bot in `botStatus` if it is new. */
  ensureGroup(spec: GroupSpec, botStatus: MemberStatus = "member"): GroupChat {
    const known = this.groups.get(spec.id);
    if (known) return known.chat;
    if (spec.id >= 0) throw new Error(`group ids are negative in Telegram, got ${spec.id}`);
    const chat: GroupChat =
      spec.type === "group"
        ? { id: spec.id, type: "group", title: spec.title }
        : { id: spec.id, type: "supergroup", title: spec.title, ...(spec.isForum ? { is_forum: true as const } : {}) };
    this.groups.set(spec.id, { chat, botStatus, members: new Map(), topics: new Map() });
    return chat;
  }

  /** Opens a topic in a supergroup (which becomes a forum); returns its message_thread_id. */
  createTopic(chatId: number, name: string): number {
    const group = this.groups.get(chatId);
    if (!group || group.chat.type !== "supergroup") throw badRequest("the chat is not a forum");
    if (name === "" || name.length > 128) throw badRequest("TOPIC_NAME_INVALID");
    group.chat.is_forum = true;
    const threadId = Math.max(FIRST_TOPIC_ID - 1, ...group.topics.keys()) + 1;
    group.topics.set(threadId, name);
    return threadId;
  }

  deleteTopic(chatId: number, threadId: number): void {
    if (!this.groups.get(chatId)?.topics.delete(threadId)) throw badRequest("message thread not found");
  }

  /** The message_thread_id a message to this chat may carry, or Telegram's error. */
  checkThread(chat: EmulatedChat, threadId: number): void {
    if (!this.groups.get(chat.id)?.topics.has(threadId)) throw badRequest("message thread not found");
  }

  chat(id: number): EmulatedChat | undefined {
    return this.privateChats.get(id) ?? this.groups.get(id)?.chat;
  }

  isBlocked(userId: number): boolean {
    return this.blockedBy.has(userId);
  }

  setBlocked(userId: number, blocked: boolean): void {
    if (blocked) this.blockedBy.add(userId);
    else this.blockedBy.delete(userId);
  }

  botIsIn(chatId: number): boolean {
    const group = this.groups.get(chatId);
    return group ? PRESENT.has(group.botStatus) : this.privateChats.has(chatId);
  }

  /** The chat the bot wants to write to, or the error Telegram gives when it may not. */
  writableChat(chatId: number): EmulatedChat {
    const group = this.groups.get(chatId);
    if (group) {
      const kind = group.chat.type === "group" ? "group chat" : "supergroup chat";
      if (group.botStatus === "kicked") throw forbidden(`bot was kicked from the ${kind}`);
      if (!PRESENT.has(group.botStatus)) throw forbidden(`bot is not a member of the ${kind}`);
      return group.chat;
    }
    const chat = this.privateChats.get(chatId);
    if (!chat) {
      if (this.users.has(chatId)) throw forbidden("bot can't initiate conversation with a user");
      throw badRequest("chat not found");
    }
    if (this.blockedBy.has(chatId)) throw forbidden("bot was blocked by the user");
    return chat;
  }

  /** A chat the bot may read about (getChat, getChatMember): any chat it knows and was not kicked from. */
  readableChat(chatId: number): EmulatedChat {
    const chat = this.chat(chatId);
    if (!chat) throw badRequest("chat not found");
    if (this.groups.get(chatId)?.botStatus === "kicked") {
      throw forbidden(`bot was kicked from the ${chat.type === "group" ? "group chat" : "supergroup chat"}`);
    }
    return chat;
  }

  status(chatId: number, userId: number): MemberStatus | undefined {
    const group = this.groups.get(chatId);
    if (!group) return undefined;
    return userId === this.bot.id ? group.botStatus : (group.members.get(userId) ?? "left");
  }

  setStatus(chatId: number, userId: number, status: MemberStatus): void {
    const group = this.groups.get(chatId);
    if (!group) throw new Error(`unknown group ${chatId}: add the bot to it or send a message there first`);
    if (userId === this.bot.id) group.botStatus = status;
    else group.members.set(userId, status);
  }

  /** The member as getChatMember returns it. */
  member(chatId: number, userId: number): ChatMember {
    const chat = this.readableChat(chatId);
    const user = this.user(userId);
    if (!user) throw badRequest("user not found");
    if (chat.type === "private") {
      if (userId !== chatId && userId !== this.bot.id) throw badRequest("user not found");
      return chatMember(user, "member");
    }
    return chatMember(user, this.status(chatId, userId) ?? "left");
  }

  administrators(chatId: number): ChatMember[] {
    const chat = this.readableChat(chatId);
    if (chat.type === "private") throw badRequest("there are no administrators in the private chat");
    const group = this.groups.get(chatId);
    const ids = [this.bot.id, ...(group?.members.keys() ?? [])];
    return ids
      .filter((id) => ["creator", "administrator"].includes(this.status(chatId, id) ?? ""))
      .map((id) => this.member(chatId, id));
  }
}

/** A complete ChatMember object for a status, with Telegram's defaults for the rights. */
export function chatMember(user: User, status: MemberStatus): ChatMember {
  switch (status) {
    case "creator":
      return { status, user, is_anonymous: false };
    case "administrator":
      return {
        status,
        user,
        can_be_edited: false,
        is_anonymous: false,
        can_manage_chat: true,
        can_delete_messages: true,
        can_manage_video_chats: true,
        can_restrict_members: true,
        can_promote_members: false,
        can_change_info: true,
        can_invite_users: true,
        can_post_stories: false,
        can_edit_stories: false,
        can_delete_stories: false,
        can_pin_messages: true,
        can_send_welcome_messages: false,
      };
    case "member":
      return { status, user };
    case "restricted":
      return {
        status,
        user,
        is_member: true,
        can_send_messages: false,
        can_send_audios: false,
        can_send_documents: false,
        can_send_photos: false,
        can_send_videos: false,
        can_send_video_notes: false,
        can_send_voice_notes: false,
        can_send_polls: false,
        can_send_other_messages: false,
        can_add_web_page_previews: false,
        can_react_to_messages: false,
        can_change_info: false,
        can_invite_users: false,
        can_edit_tag: false,
        can_pin_messages: false,
        can_manage_topics: false,
        until_date: 0,
      };
    case "left":
      return { status, user };
    case "kicked":
      return { status, user, until_date: 0 };
  }
}
