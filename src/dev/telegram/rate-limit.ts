/** A bucket's size (messages allowed in a burst) and how fast it refills. */
export interface BucketSpec {
  burst: number;
  perSecond: number;
}

export interface RateLimitOptions {
  /** Per private chat. Telegram: about one message a second, short bursts tolerated. */
  privateChat?: BucketSpec;
  /** Per group or supergroup. Telegram: 20 messages a minute. */
  groupChat?: BucketSpec;
  /** Across all chats. Telegram: about 30 messages a second. */
  global?: BucketSpec;
}

const DEFAULT_RATE_LIMITS: Required<RateLimitOptions> = {
  privateChat: { burst: 3, perSecond: 1 },
  groupChat: { burst: 20, perSecond: 20 / 60 },
  global: { burst: 30, perSecond: 30 },
};

class TokenBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly spec: BucketSpec,
    now: number,
  ) {
    this.tokens = spec.burst;
    this.updatedAt = now;
  }

  /** Seconds until a message may pass, 0 if one may pass now. */
  wait(now: number): number {
    this.tokens = Math.min(this.spec.burst, this.tokens + ((now - this.updatedAt) / 1000) * this.spec.perSecond);
    this.updatedAt = now;
    return this.tokens >= 1 ? 0 : (1 - this.tokens) / this.spec.perSecond;
  }

  take(): void {
    this.tokens -= 1;
  }
}

/**
 * Telegram's flood control, emulated with token buckets: a message to a chat needs a token from
 * that chat's bucket and from the global one. When either is empty the call gets 429 with
 * `retry_after` = whole seconds until both have a token again. Only sent messages count.
 */
export class RateLimiter {
  private readonly spec: Required<RateLimitOptions>;
  private readonly chats = new Map<number, TokenBucket>();
  private readonly global: TokenBucket;

  constructor(options: RateLimitOptions = {}, now = Date.now()) {
    this.spec = { ...DEFAULT_RATE_LIMITS, ...options };
    this.global = new TokenBucket(this.spec.global, now);
  }

  /** Takes a token for a message to `chatId`, or returns the seconds to wait (nothing taken). */
  admit(chatId: number, isGroup: boolean, now = Date.now()): number {
    let chat = this.chats.get(chatId);
    if (!chat) {
      chat = new TokenBucket(isGroup ? this.spec.groupChat : this.spec.privateChat, now);
      this.chats.set(chatId, chat);
    }
    const wait = Math.max(chat.wait(now), this.global.wait(now));
    if (wait > 0) return Math.max(1, Math.ceil(wait));
    chat.take();
    this.global.take();
    return 0;
  }
}
