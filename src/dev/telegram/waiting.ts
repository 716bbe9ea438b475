import type { MessageStore, StoredMessage } from "./message-store.js";

export interface WaitOptions {
  /** Default 5000. */
  timeoutMs?: number;
}

interface Waiter {
  cancel(error: Error): void;
}

const DEFAULT_TIMEOUT_MS = 5000;
const SHOWN_ON_TIMEOUT = 6;
const SHOWN_TEXT_LENGTH = 160;

/**
 * Waiting for the bot to write or edit a message. A timeout rejects with the chat's last
 * messages, so a failing test shows what the bot said instead.
 */
export class MessageWaits {
  private readonly waiters = new Set<Waiter>();

  constructor(
    private readonly store: MessageStore,
    private readonly wasWithheld: (message: StoredMessage) => boolean,
  ) {}

  /** The newest bot message already matching, else the first new message or edit that matches. */
  waitFor(chatId: number, predicate: (m: StoredMessage) => boolean, options: WaitOptions = {}): Promise<StoredMessage> {
    const existing = this.store
      .list(chatId)
      .reverse()
      .find((m) => m.from === "bot" && !m.deleted && predicate(m));
    if (existing) return Promise.resolve(existing);
    return this.waitForChange(chatId, predicate, options, "matched");
  }

  /** The first bot message or edit in the chat from now on. */
  nextMessage(chatId: number, options: WaitOptions = {}): Promise<StoredMessage> {
    return this.waitForChange(chatId, () => true, options, "arrived");
  }

  /** Rejects every pending wait: the emulator is closing. */
  cancelAll(): void {
    for (const waiter of [...this.waiters]) waiter.cancel(new Error("the Telegram emulator was closed while waiting"));
  }

  private waitForChange(
    chatId: number,
    predicate: (m: StoredMessage) => boolean,
    options: WaitOptions,
    verb: string,
  ): Promise<StoredMessage> {
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    return new Promise((resolve, reject) => {
      const finish = (): void => {
        clearTimeout(timer);
        unsubscribe();
        this.waiters.delete(waiter);
      };
      const waiter: Waiter = {
        cancel: (error) => {
          finish();
          reject(error);
        },
      };
      const unsubscribe = this.store.onChange((message, kind) => {
        if (message.chatId !== chatId || message.from !== "bot" || kind === "delete" || !predicate(message)) return;
        finish();
        resolve(message);
      });
      const timer = setTimeout(() => {
        waiter.cancel(new Error(`No bot message ${verb} in chat ${chatId} within ${timeoutMs} ms. ${this.transcript(chatId)}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  private transcript(chatId: number): string {
    const recent = this.store.list(chatId).slice(-SHOWN_ON_TIMEOUT);
    if (recent.length === 0) return "The chat is empty.";
    return ["Last messages:", ...recent.map((m) => `  ${this.describe(m)}`)].join("\n");
  }

  private describe(m: StoredMessage): string {
    const who = m.from === "bot" ? "bot" : `user ${m.from}`;
    const text = m.text.length > SHOWN_TEXT_LENGTH ? `${m.text.slice(0, SHOWN_TEXT_LENGTH)}…` : m.text;
    const buttons = m.keyboard.flat().map((b) => b.text);
    const notes = [
      m.edits > 0 ? `edited ${m.edits}x` : "",
      m.deleted ? "deleted" : "",
      buttons.length > 0 ? `buttons: ${buttons.join(" | ")}` : "",
      this.wasWithheld(m) ? "not delivered: the bot's privacy mode hides group messages that are not commands" : "",
    ].filter(Boolean);
    return `#${m.messageId} ${who}: ${JSON.stringify(text)}${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
  }
}
