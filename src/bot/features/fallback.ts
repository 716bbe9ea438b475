import { Composer } from "grammy";
import { closestCommand } from "../../domain/closest-command.js";
import type { BotContext } from "../context.js";
import { escapeHtml } from "../render/html.js";

/**
 * Last in line: a private chat always gets an answer; in groups only commands addressed to us.
 * A command the bot does not know, or a first word that names one ("search THR MHD"), is
 * answered with the closest command the user's role may use ("/Search", "/serch": did you
 * mean /search?), tappable, and the line as it should be typed when there was more on it.
 * The command is not run for the user: a typo is shown, never guessed into an action.
 */
export const fallbackFeature = new Composer<BotContext>();

fallbackFeature.on("message:text", async (ctx) => {
  const text = ctx.msg.text;
  const isCommand = ctx.entities("bot_command").some((e) => e.offset === 0);
  const where = ctx.chat.type === "private" ? "private" : "group";
  if (where === "group") {
    const addressed = isCommand && text.split(/\s/)[0]?.endsWith(`@${ctx.me.username}`);
    if (addressed) await ctx.reply(suggestion(ctx, text, where) ?? ctx.t("unknown-command"));
    return;
  }
  if (isCommand) return ctx.reply(suggestion(ctx, text, where) ?? ctx.t("unknown-command"));
  // Text without the slash: only a first word that is a command's exact name (any case).
  const [, word = "", rest = ""] = /^\s*(\p{L}+)(.*)$/su.exec(text) ?? [];
  const named = closestCommand(word, commandsOf(ctx, where));
  await ctx.reply(named !== null && named === word.toLowerCase() ? didYouMean(ctx, named, rest) : ctx.t("unknown-text"));
});

fallbackFeature.on("callback_query", async (ctx) => {
  // A button of a feature that no longer exists, or of a result that is gone.
  await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
});

/** "/Search THR MHD" -> did you mean /search; null when no command is close. */
function suggestion(ctx: BotContext, text: string, where: "private" | "group"): string | null {
  const match = /^\/([^\s@]*)(?:@\S*)?(.*)$/su.exec(text);
  if (!match) return null;
  const command = closestCommand(match[1] ?? "", commandsOf(ctx, where));
  return command === null ? null : didYouMean(ctx, command, match[2] ?? "");
}

function didYouMean(ctx: BotContext, command: string, rest: string): string {
  const args = rest.trim().replace(/\s+/g, " ");
  const lines = [ctx.t("unknown-did-you-mean", { command })];
  if (args !== "" && args.length <= 200) lines.push(ctx.t("unknown-did-you-mean-line", { line: escapeHtml(`/${command} ${args}`) }));
  return lines.join("\n");
}

/** The commands the sender's role may use here, as the menus list them. */
function commandsOf(ctx: BotContext, where: "private" | "group"): string[] {
  return ctx.deps.commands.for(ctx.access.role ?? "viewer", ctx.t, where).map((c) => c.command);
}
