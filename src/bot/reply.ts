import type { FlowContext } from "./context.js";
import type { Rendered } from "./render/types.js";

/*
 * How a feature sends what render/ returns. HTML and no link preview are the Api's defaults
 * (send-defaults.ts); a plain string goes with ctx.reply, a Rendered with these two.
 */

/** Sends a reply: a rich message where it has one and Telegram takes it (rich-messages.ts), else HTML split at line boundaries when long. */
export async function replyRendered(ctx: FlowContext, rendered: Rendered): Promise<void> {
  await ctx.deps.rich.send({ rich: (message, extra) => ctx.replyWithRichMessage(message, extra), html: (text, extra) => ctx.reply(text, extra) }, rendered);
}

/**
 * Shows a long task under way (an Excel file being written) as a draft in a private chat, until
 * the message the task ends with; elsewhere, or with rich messages off, nothing.
 */
export async function draftProgress(ctx: FlowContext, html: string, rtl: boolean): Promise<void> {
  if (ctx.chat?.type !== "private") return;
  await ctx.deps.rich.draft(ctx.api, ctx.chat.id, ctx.update.update_id, html, rtl);
}

/** Replaces the message whose button was pressed: its text and its buttons (none when not given). */
export async function editRendered(ctx: FlowContext, { text, keyboard }: Rendered): Promise<void> {
  await ctx.editMessageText(text, { reply_markup: keyboard });
}
