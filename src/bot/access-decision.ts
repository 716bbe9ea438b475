import type { BotContext } from "./context.js";

/** Tells a user about an access decision in their language; a user who blocked the bot is only logged. */
export async function tellAccessDecision(ctx: BotContext, userId: number, lang: string, key: string, roleKey?: string): Promise<void> {
  const t = ctx.i18n.fluent.withLocale(lang);
  try {
    await ctx.api.sendMessage(userId, t(key, { role: roleKey ? t(roleKey) : "" }));
  } catch (err) {
    ctx.log.warn({ userId, err: String(err) }, "could not tell the user about an access decision");
  }
}
