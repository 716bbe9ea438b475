import { isLanguage } from "../../domain/languages.js";
import type { NewSubscription } from "../../store/subscriptions.js";
import type { BotContext } from "../context.js";
import { displayName } from "../render/display-name.js";

/** Where a subscription is made and who may make it there: alerts and the daily digest alike. */

export const isGroup = (ctx: BotContext) => ctx.chat?.type === "group" || ctx.chat?.type === "supergroup";

/** In groups, subscriptions are the admins' business; a refusal is a reply or a toast. */
export async function allowedHere(ctx: BotContext): Promise<boolean> {
  if (!isGroup(ctx) || ctx.access.role === "admin") return true;
  if (ctx.callbackQuery) await ctx.answerCallbackQuery({ text: ctx.t("group-admin-only"), show_alert: true });
  else await ctx.reply(ctx.t("group-admin-only"));
  return false;
}

/**
 * The forum topic the command or the pressed button's message is in; undefined outside topics
 * (the General topic of a forum has no thread id either).
 */
export function forumTopic(ctx: BotContext): number | undefined {
  const msg = ctx.msg;
  return msg?.is_topic_message && msg.message_thread_id !== undefined ? msg.message_thread_id : undefined;
}

/** A subscription of this chat (and forum topic), in the sender's language, made by the sender now. */
export async function subscriptionHere(ctx: BotContext, what: Pick<NewSubscription, "topic" | "filters" | "digest" | "report">): Promise<NewSubscription> {
  const locale = await ctx.i18n.getLocale();
  const threadId = forumTopic(ctx);
  return {
    chatId: ctx.chat!.id,
    ...(threadId !== undefined ? { threadId } : {}),
    ...what,
    language: isLanguage(locale) ? locale : "en",
    createdBy: ctx.from!.id,
    createdByName: displayName(ctx.from!),
    createdAt: ctx.deps.now().toISOString(),
  };
}
