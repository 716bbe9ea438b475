/**
 * Telegram's sending limits, kept by the notifier before Telegram has to enforce them: about
 * one message a second per private chat, 20 a minute per group, 30 a second overall. Sliding
 * windows: at most `limit` messages in any `windowMs`, which never exceeds Telegram's rates,
 * even right after a burst. A 429 answer blocks its chat for the retry_after it names.
 */

export interface WindowSpec {
  limit: number;
  windowMs: number;
}

export interface PacingLimits {
  privateChat: WindowSpec;
  groupChat: WindowSpec;
  global: WindowSpec;
}

export const TELEGRAM_LIMITS: PacingLimits = {
  privateChat: { limit: 1, windowMs: 1000 },
  groupChat: { limit: 20, windowMs: 60_000 },
  global: { limit: 30, windowMs: 1000 },
};

class SlidingWindow {
  readonly #stamps: number[] = [];

  constructor(private readonly spec: WindowSpec) {}

  /** Milliseconds until one more message fits (0: now). */
  waitMs(now: number): number {
    while (this.#stamps.length > 0 && this.#stamps[0]! <= now - this.spec.windowMs) this.#stamps.shift();
    return this.#stamps.length < this.spec.limit ? 0 : this.#stamps[0]! + this.spec.windowMs - now;
  }

  take(now: number): void {
    this.#stamps.push(now);
  }

  idle(now: number): boolean {
    return this.waitMs(now) === 0 && this.#stamps.length === 0;
  }
}

interface ChatPace {
  window: SlidingWindow;
  blockedUntil: number;
}

/** Telegram's convention: users have positive ids, groups and supergroups negative ones. */
export const isGroupChat = (chatId: number): boolean => chatId < 0;

/** Forgotten chats are swept after this many messages, so the map follows active chats only. */
const SWEEP_EVERY = 500;

export class Pacer {
  readonly #global: SlidingWindow;
  readonly #chats = new Map<number, ChatPace>();
  #sinceSweep = 0;

  constructor(private readonly limits: PacingLimits = TELEGRAM_LIMITS) {
    this.#global = new SlidingWindow(limits.global);
  }

  /** Milliseconds until this chat may get a message, counting its own limit and any 429 block. */
  chatWaitMs(chatId: number, now: number): number {
    const pace = this.#chats.get(chatId);
    if (!pace) return 0;
    return Math.max(pace.window.waitMs(now), pace.blockedUntil - now, 0);
  }

  /** Milliseconds until any chat may get a message. */
  globalWaitMs(now: number): number {
    return this.#global.waitMs(now);
  }

  take(chatId: number, now: number): void {
    this.#global.take(now);
    this.#pace(chatId).window.take(now);
    if (++this.#sinceSweep >= SWEEP_EVERY) this.#sweep(now);
  }

  /** Telegram answered 429: nothing more to this chat before `until`. */
  block(chatId: number, until: number): void {
    const pace = this.#pace(chatId);
    pace.blockedUntil = Math.max(pace.blockedUntil, until);
  }

  #pace(chatId: number): ChatPace {
    let pace = this.#chats.get(chatId);
    if (!pace) {
      pace = { window: new SlidingWindow(isGroupChat(chatId) ? this.limits.groupChat : this.limits.privateChat), blockedUntil: 0 };
      this.#chats.set(chatId, pace);
    }
    return pace;
  }

  #sweep(now: number): void {
    this.#sinceSweep = 0;
    for (const [chatId, pace] of this.#chats) if (pace.window.idle(now) && pace.blockedUntil <= now) this.#chats.delete(chatId);
  }
}
