import { Composer, Context } from "grammy";
import { commands, type CommandsFlavor } from "@grammyjs/commands";
import type { Update } from "grammy/types";
import type { BotContext } from "../context.js";
import { escapeHtml } from "../render/html.js";

/**
 * Last in line: a private chat always gets an answer; in groups only commands addressed to us.
 * A command the bot does not know, or a first word that names one ("search THR MHD"), is
 * answered with the nearest command the user's role may use ("/Search", "/serch": did you
 * mean /search?), tappable, and the line as it should be typed when there was more on it.
 * The command is not run for the user: a typo is shown, never guessed into an action.
 */
export const fallbackFeature = new Composer<BotContext>();

type Where = "private" | "group";

fallbackFeature.on("message:text", async (ctx) => {
  const text = ctx.msg.text;
  const isCommand = ctx.entities("bot_command").some((e) => e.offset === 0);
  const where = ctx.chat.type === "private" ? "private" : "group";
  if (where === "group") {
    const addressed = isCommand && text.split(/\s/)[0]?.endsWith(`@${ctx.me.username}`);
    if (addressed) await ctx.reply((await suggestion(ctx, text, where)) ?? ctx.t("unknown-command"));
    return;
  }
  if (isCommand) return ctx.reply((await suggestion(ctx, text, where)) ?? ctx.t("unknown-command"));
  // Text without the slash: only a first word that is a command's exact name (any case).
  const [, word = "", rest = ""] = /^\s*(\p{L}+)(.*)$/su.exec(text) ?? [];
  const named = word.toLowerCase();
  const known = ctx.deps.commands.for(ctx.access.role ?? "viewer", ctx.t, where).some((c) => c.command === named);
  await ctx.reply(known ? didYouMean(ctx, word, named, rest) : ctx.t("unknown-text"));
});

fallbackFeature.on("callback_query", async (ctx) => {
  // A button of a feature that no longer exists, or of a result that is gone.
  await ctx.answerCallbackQuery({ text: ctx.t("button-expired"), show_alert: true });
});

/** "/Search THR MHD" -> did you mean /search; null when no command is near. */
async function suggestion(ctx: BotContext, text: string, where: Where): Promise<string | null> {
  const [, typed = "", rest = ""] = /^\/([^\s@]*)(?:@\S*)?(.*)$/su.exec(text) ?? [];
  const command = typed === "" ? null : await nearestCommand(ctx, typed, where);
  return command === null ? null : didYouMean(ctx, typed, command, rest);
}

/**
 * @grammyjs/commands' "did you mean" (Jaro-Winkler over the names, any case) among the commands
 * the sender's role may use here. It reads the message's first word whole, so it is given the
 * command without a group's "@bot"; its flavour is put on that copy only, nothing else needs it.
 */
async function nearestCommand(ctx: BotContext, typed: string, where: Where): Promise<string | null> {
  const message = { ...ctx.msg, text: `/${typed}`, entities: [] } as Update["message"];
  const copy = new Context({ update_id: ctx.update.update_id, message }, ctx.api, ctx.me) as CommandsFlavor;
  await commands()(copy, () => Promise.resolve());
  const group = ctx.deps.commands.group(ctx.access.role ?? "viewer", ctx.i18n.fluent, where);
  return copy.getNearestCommand(group, { ignoreCase: true, ignoreLocalization: true })?.replace(/^\//, "") ?? null;
}

function didYouMean(ctx: BotContext, typed: string, command: string, rest: string): string {
  const args = rest.trim().replace(/\s+/g, " ");
  // "/Search" only needs small letters; "/serch" is another word.
  const key = typed.toLowerCase() === command ? "unknown-did-you-mean" : "unknown-did-you-mean-typo";
  const lines = [ctx.t(key, { command })];
  if (args !== "" && args.length <= 200) lines.push(ctx.t("unknown-did-you-mean-line", { line: escapeHtml(`/${command} ${args}`) }));
  return lines.join("\n");
}
