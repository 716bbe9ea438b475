import type { Composer, MiddlewareFn } from "grammy";
import { decodeCallback, isShared, type ButtonFields, type ButtonKind, type Fields } from "./callback-data.js";
import type { BotContext, FlowContext } from "./context.js";
import { roleAtLeast, type Role } from "../domain/roles.js";
import { RateLimiter, type RateLimit } from "./rate-limit.js";

/** Commands and buttons both check the role; a button answers with a toast, a command with a reply. */
export function requireRole(needed: Role): MiddlewareFn<BotContext> {
  return async (ctx, next) => {
    const current = ctx.access.role;
    if (current !== null && roleAtLeast(current, needed)) return next();
    const text = roleRefusal(ctx, needed);
    if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text, show_alert: true });
    else await ctx.reply(text);
  };
}

/** "This needs the agent role; yours is viewer." */
export function roleRefusal(ctx: FlowContext, needed: Role): string {
  return ctx.t("role-too-low", { role: ctx.t(`role-${needed}`), current: ctx.t(`role-${ctx.access.role ?? "viewer"}`) });
}

const refuseInvalid = (ctx: BotContext) => ctx.answerCallbackQuery({ text: ctx.t("button-invalid"), show_alert: true });

/**
 * Refuses buttons whose data does not parse or that were shown to someone else (a shared kind's
 * are anyone's), before any feature sees them.
 */
export const buttonGuard: MiddlewareFn<BotContext> = async (ctx, next) => {
  if (!ctx.callbackQuery) return next();
  const data = decodeCallback(ctx.callbackQuery.data);
  if (!data) return void (await refuseInvalid(ctx));
  if (data.owner !== ctx.from?.id && !isShared(data)) {
    return void (await ctx.answerCallbackQuery({ text: ctx.t("button-not-yours"), show_alert: true }));
  }
  return next();
};

/**
 * Registers the handler of one kind of button, behind a role check. Data of the kind whose
 * fields do not read (forged, damaged) is refused like data that does not parse.
 */
export function onButton<F extends Fields>(
  composer: Composer<BotContext>,
  kind: ButtonKind<F>,
  role: Role,
  handler: (ctx: BotContext, fields: ButtonFields<F>) => Promise<unknown>,
): void {
  composer.callbackQuery(kind.pattern, requireRole(role), async (ctx) => {
    // buttonGuard has already checked that the data parses and belongs to this user.
    const data = kind.unpack(ctx.callbackQuery.data);
    if (!data) return void (await refuseInvalid(ctx));
    await handler(ctx, data.fields);
  });
}

/** Telegram's GroupAnonymousBot: the `from` of what an admin who "Remains anonymous" sends as the group. */
export const GROUP_ANONYMOUS_BOT_ID = 1087968824;

/** How often a group is told that anonymous admins cannot use the bot. */
const ANONYMOUS_NOTICE: RateLimit = { capacity: 1, perMinute: 1 };

/**
 * A command sent as the group by an anonymous admin names no person, so no role can be checked
 * and no access requested: it gets one line saying how to be identified (once a minute per
 * group at most) and goes no further. It runs before the gate, which drops what bots send.
 */
export function anonymousAdminGuard(limit: RateLimit = ANONYMOUS_NOTICE): MiddlewareFn<BotContext> {
  const notices = new RateLimiter(limit);
  return async (ctx, next) => {
    const message = ctx.message;
    if (!message || ctx.from?.id !== GROUP_ANONYMOUS_BOT_ID || message.sender_chat?.id !== message.chat.id) return next();
    const command = message.entities?.[0]?.type === "bot_command" && message.entities[0].offset === 0;
    if (!command) return;
    if (notices.take(message.chat.id, ctx.deps.now().getTime()) > 0) return ctx.log.debug("an anonymous admin's command dropped: answered within the minute");
    ctx.log.info("a command from an anonymous group admin answered with how to be identified");
    await ctx.reply(ctx.t("group-anonymous-admin"), { reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true } });
  };
}
