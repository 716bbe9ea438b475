import { Composer } from "grammy";
import type { BotContext } from "../context.js";

/** Last in line: a private chat always gets an answer; in groups only commands addressed to us. */
export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.on("message:text", async (ctx) => {
  const isCommand = ctx.entities("bot_command").some((e) => e.offset === 0);
  if (ctx.chat.type !== "private") {
    const addressed = isCommand && ctx.msg.text.split(/\s/)[0]?.endsWith(`@${ctx.me.username}`);
    if (addressed) await ctx.reply(ctx.t("unknown-command"));
    return;
  }
  await ctx.reply(ctx.t(isCommand ? "unknown-command" : "unknown-text"));
});

fallbackFeature.on("callback_query", async (ctx) => {
  // A button of a feature that no longer exists, or of a result that is gone.
  await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
});
