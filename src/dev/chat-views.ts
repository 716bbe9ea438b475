/**
 * What each person of the terminal chat has seen of their own chat with the bot: when the
 * typing switches to someone, what came to their chat meanwhile is shown once, as it is now.
 */
import type { MessageEventKind, StoredMessage } from "./telegram/emulator.js";

export class ChatViews {
  /** Per chat: each bot message's version (edits, deleted) as last shown. */
  readonly #seen = new Map<number, Map<number, string>>();
  /** Chats told of a message since their person last looked. */
  readonly #announced = new Set<number>();

  shown(message: StoredMessage): void {
    const chat = this.#seen.get(message.chatId) ?? new Map<number, string>();
    chat.set(message.messageId, version(message));
    this.#seen.set(message.chatId, chat);
  }

  /** The bot messages of a chat (oldest first) not shown as they are now, with how each prints. */
  unseen(messages: readonly StoredMessage[]): { message: StoredMessage; kind: MessageEventKind }[] {
    const out: { message: StoredMessage; kind: MessageEventKind }[] = [];
    for (const message of messages) {
      if (message.from !== "bot") continue;
      const before = this.#seen.get(message.chatId)?.get(message.messageId);
      if (before === version(message)) continue;
      // Sent and deleted while away: nothing to show.
      if (message.deleted && before === undefined) continue;
      out.push({ message, kind: message.deleted ? "delete" : before === undefined ? "new" : "edit" });
    }
    return out;
  }

  /** True the first time a chat gets a message since its person last looked: announce it once. */
  announce(chatId: number): boolean {
    if (this.#announced.has(chatId)) return false;
    this.#announced.add(chatId);
    return true;
  }

  looked(chatId: number): void {
    this.#announced.delete(chatId);
  }
}

function version(message: StoredMessage): string {
  return `${message.edits}:${message.deleted}`;
}
