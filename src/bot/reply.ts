import type { FlowContext } from "./context.js";
import { splitMessage } from "./render/split.js";
import type { Rendered } from "./render/types.js";

/** Sends an HTML reply, split at line boundaries when long; the buttons go with the last part. */
export async function replyLong(ctx: FlowContext, { text, keyboard }: Rendered): Promise<void> {
  const parts = splitMessage(text);
  for (const [i, part] of parts.entries()) {
    const last = i === parts.length - 1;
    await ctx.reply(part, { parse_mode: "HTML", ...(last && keyboard ? { reply_markup: keyboard } : {}) });
  }
}
