/**
 * Rich message drafts (sendRichMessageDraft): a streamed preview that Telegram shows for 30
 * seconds, replaced without animation by a draft of another id and gone once the bot sends a
 * message in the chat. Tests read what a chat shows now with `current`.
 */
import type { StoredRich } from "./rich-message.js";

export const DRAFT_LIFETIME_MS = 30_000;

export interface StoredDraft {
  chatId: number;
  draftId: number;
  rich: StoredRich;
  /** Its visible text, as a message's `text`. */
  text: string;
  /** How many times this draft id was streamed (1 for the first). */
  updates: number;
  /** Unix milliseconds after which it is no longer shown. */
  expiresAt: number;
}

export class DraftBook {
  readonly #drafts = new Map<number, StoredDraft>();

  constructor(private readonly now: () => number = Date.now) {}

  stream(chatId: number, draftId: number, rich: StoredRich, text: string): void {
    const before = this.current(chatId);
    const updates = before?.draftId === draftId ? before.updates + 1 : 1;
    this.#drafts.set(chatId, { chatId, draftId, rich, text, updates, expiresAt: this.now() + DRAFT_LIFETIME_MS });
  }

  /** The draft the chat shows now, if any. */
  current(chatId: number): StoredDraft | undefined {
    const draft = this.#drafts.get(chatId);
    if (!draft || draft.expiresAt <= this.now()) return undefined;
    return structuredClone(draft);
  }

  /** The bot sent a message in the chat: its draft is gone. */
  ended(chatId: number): void {
    this.#drafts.delete(chatId);
  }
}
