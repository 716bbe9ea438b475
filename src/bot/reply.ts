import type { FlowContext } from "./context.js";
import { splitMessage } from "./render/split.js";
import type { Rendered } from "./render/types.js";

/*
 * How a feature sends what render/ returns. HTML and no link preview are the Api's defaults
 * (send-defaults.ts); a plain string goes with ctx.reply, a Rendered with these two.
 */

/** Sends a reply, split at line boundaries when long; the buttons go with the last part. */
export async function replyRendered(ctx: FlowContext, { text, keyboard }: Rendered): Promise<void> {
  const parts = splitMessage(text);
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    await ctx.reply(part, { reply_markup: last ? keyboard : undefined });
  }
}

/** Replaces the message whose button was pressed: its text and its buttons (none when not given). */
export async function editRendered(ctx: FlowContext, { text, keyboard }: Rendered): Promise<void> {
  await ctx.editMessageText(text, { reply_markup: keyboard });
}

