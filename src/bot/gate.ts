import type { MiddlewareFn } from "grammy";
import type { BotContext } from "./context.js";
import { handleStranger } from "./stranger.js";
import { RateLimiter, type RateLimit } from "./rate-limit.js";

/**
 * The first thing an update meets after its context is built, before it queues behind its
 * chat: who may be served, and how fast. A stranger costs almost nothing (one answer a
 * minute at most, every other update dropped at once), and a staff member sending far more
 * than a person can is slowed down with one clear answer, so neither can hold up anyone else.
 */
export interface GateLimits {
  /** Approved users' actions (messages and buttons). */
  staff: RateLimit;
  /** Answers to a stranger: the refusal, the request button, the toast in a group. */
  stranger: RateLimit;
  /** How often a slowed-down user is told so. */
  notice: RateLimit;
}

export const GATE_LIMITS: GateLimits = {
  // A burst of 30 (a guided search is a dozen taps), then one every two seconds.
  staff: { capacity: 30, perMinute: 30 },
  stranger: { capacity: 1, perMinute: 1 },
  notice: { capacity: 1, perMinute: 6 },
};

/** How long Telegram keeps an empty inline answer: a stranger let in soon sees results. */
const NOTHING_CACHE_SECONDS = 10;

export function gate(limits: GateLimits = GATE_LIMITS): MiddlewareFn<BotContext> {
  const staff = new RateLimiter(limits.staff);
  const strangers = new RateLimiter(limits.stranger);
  const notices = new RateLimiter(limits.notice);
  return async (ctx, next) => {
    const from = ctx.from;
    if (!from || from.is_bot) return;
    // The bot added to or removed from a group: not an action of the user's to limit.
    if (ctx.myChatMember) return next();
    const nowMs = ctx.deps.now().getTime();
    // Inline queries come at every keystroke: they have their own allowance, beside messages and buttons.
    const inline = ctx.inlineQuery !== undefined;
    if (ctx.access.role === null) {
      // The request button has its own allowance: the refusal it came with used the first.
      const key = ctx.callbackQuery ? `button:${from.id}` : inline ? `inline:${from.id}` : from.id;
      if (strangers.take(key, nowMs) > 0) return ctx.log.debug("a stranger's update dropped: answered within the minute");
      // Nothing about flights, nor that there is anything to see.
      if (inline) return answerNothing(ctx);
      if (ctx.chat?.type === "private") return handleStranger(ctx);
      // In groups, strangers get no answer at all: no data, no noise in the staff's group. A
      // pressed button only gets a private toast, so it does not spin until Telegram gives up.
      if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: ctx.t("access-refused-toast") });
      return ctx.log.debug("ignored an update from a stranger in a group");
    }
    const waitMs = staff.take(inline ? `inline:${from.id}` : from.id, nowMs);
    if (waitMs === 0) return next();
    ctx.log.info({ waitMs }, "a user sends faster than allowed; update dropped");
    // Not kept by Telegram: the same text typed again once allowed must get its results.
    if (inline) return answerNothing(ctx, 0);
    const seconds = String(Math.ceil(waitMs / 1000));
    if (ctx.callbackQuery) return void (await ctx.answerCallbackQuery({ text: ctx.t("rate-limited-toast", { seconds }) }));
    if (notices.take(from.id, nowMs) === 0 && ctx.chat) await ctx.reply(ctx.t("rate-limited", { seconds }));
  };
}

/** An inline query answered with no results, for this user only and briefly. */
async function answerNothing(ctx: BotContext, cacheSeconds = NOTHING_CACHE_SECONDS): Promise<void> {
  await ctx.answerInlineQuery([], { cache_time: cacheSeconds, is_personal: true });
}
