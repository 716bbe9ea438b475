import { isLocalRef, isPnr, normalizeCode, normalizeLocalRef } from "../domain/iata.js";
import { printableSnippet } from "../domain/user-text.js";
import type { BotContext } from "./context.js";
import { escapeHtml } from "./render/html.js";

/**
 * A PNR as staff type it: trimmed and upper-cased. A PNR is 5 to 8 letters or digits, never a
 * space, so a PNR typed in two pieces ("K7M 2QA", as printed on some tickets) is read as one
 * when the first word alone is not a PNR. `rest`: the words after it (tickets of /penalty).
 */
export function readPnrArgument(text: string): { pnr: string; rest: string[] } | null {
  const words = text.trim().split(/\s+/).filter((w) => w !== "");
  if (words.length === 0) return null;
  if (isPnr(words[0]!)) return { pnr: normalizeCode(words[0]!), rest: words.slice(1) };
  if (words.length >= 2 && isPnr(words[0]! + words[1]!)) return { pnr: normalizeCode(words[0]! + words[1]!), rest: words.slice(2) };
  return null;
}

/** The command's PNR; a usage hint or a clear refusal otherwise (no supplier call). */
export async function pnrArgument(ctx: BotContext & { match: string }, usageKey: string): Promise<string | null> {
  const text = ctx.match.trim();
  if (text === "") {
    await ctx.reply(ctx.t(usageKey));
    return null;
  }
  const read = readPnrArgument(text);
  if (read) return read.pnr;
  const word = text.split(/\s+/)[0]!;
  await ctx.reply(ctx.t("booking-bad-pnr", { text: escapeHtml(printableSnippet(word)) }));
  return null;
}

/**
 * A booking request reference (/status): trimmed. References are the calling system's own text,
 * so the supplier may tell case apart: `asked` is what to ask first (upper-cased, as staff read
 * them aloud), `typed` what to ask after a "not found" when it differs.
 */
export function readLocalRef(text: string): { asked: string; typed: string } | null {
  const word = text.trim().split(/\s+/)[0] ?? "";
  if (word === "" || !isLocalRef(word)) return null;
  const typed = normalizeLocalRef(word);
  return { asked: typed.toUpperCase(), typed };
}
