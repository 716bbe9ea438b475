import { Composer } from "grammy";
import type { BotContext } from "../context.js";

export const helpFeature = new Composer<BotContext>();

helpFeature.command(["start", "help"], async (ctx) => {
  const role = ctx.access.role ?? "viewer";
  const where = ctx.chat?.type === "private" ? "private" : "group";
  const lines = ctx.deps.commands.for(role, ctx.t, where).map((c) => `/${c.command}: ${c.description}`);
  const intro = ctx.hasCommand("start") ? `${ctx.t("start-welcome")}\n\n` : "";
  await ctx.reply(`${intro}${ctx.t("help-title", { role: ctx.t(`role-${role}`) })}\n${lines.join("\n")}`);
});
