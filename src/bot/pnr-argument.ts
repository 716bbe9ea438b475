import { isPnr, normalizeCode } from "../domain/iata.js";
import { printableSnippet } from "../domain/user-text.js";
import type { BotContext } from "./context.js";
import { escapeHtml } from "./render/html.js";

/** The command's first word as a PNR; a usage hint or a clear refusal otherwise (no supplier call). */
export async function pnrArgument(ctx: BotContext & { match: string }, usageKey: string): Promise<string | null> {
  const word = ctx.match.trim().split(/\s+/)[0] ?? "";
  if (word === "") await ctx.reply(ctx.t(usageKey));
  else if (!isPnr(word)) await ctx.reply(ctx.t("booking-bad-pnr", { text: escapeHtml(printableSnippet(word)) }));
  else return normalizeCode(word);
  return null;
}
