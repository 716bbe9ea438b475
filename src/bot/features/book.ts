import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { buttons } from "../buttons.js";
import { onCommand } from "../on-command.js";
import { renderBookChoices } from "../render/book.js";
import { replyRendered } from "../reply.js";
import { fetchResult, keptResult } from "../search/answer.js";
import { latestQuery } from "../search/known-query.js";
import { RESULT_TTL_MS, type StoredResult } from "../search/results.js";
import { BOOK_FLOW } from "./book-flow.js";

export const bookFeature = new Composer<BotContext>();

/** Selling holds seats and debits the account: agents, in a private chat where no one else types into the flow. */
onCommand(bookFeature, "book", async (ctx) => {
  if (ctx.chat.type !== "private") return ctx.reply(ctx.t("book-private-only"));
  const result = await latestResult(ctx, ctx.from!.id);
  if (result === "told") return;
  if (!result) return ctx.reply(ctx.t("book-search-first"));
  await replyRendered(ctx, renderBookChoices(result, { t: ctx.t, f: await formatOf(ctx), owner: ctx.from!.id }));
});

/**
 * The agent's latest search, on whichever instance ran it: kept here, or searched again under its
 * id while younger than a result's lifetime (another instance behind the webhook, or before a
 * restart). This process's own latest when the database cannot say; "told" when the search again
 * failed and the agent was told why.
 */
async function latestResult(ctx: BotContext, owner: number): Promise<StoredResult | "told" | undefined> {
  const kept = ctx.deps.searchResults.latestOf(owner);
  const known = await latestQuery(ctx, owner);
  if (!known || (kept && kept.fetchedAt.getTime() >= known.searchedAt.getTime())) return kept;
  const here = ctx.deps.searchResults.result(known.id);
  if (here) return here;
  if (ctx.deps.now().getTime() - known.searchedAt.getTime() >= RESULT_TTL_MS) return kept;
  return (await fetchResult(ctx, known.query, known.id)) ?? "told";
}

// 🎫 under a journey's details or /book's list: a booking of that class, leaving any flow in progress.
onButton(bookFeature, buttons.searchBook, "agent", async (ctx, { result: id, offer }) => {
  if (ctx.chat?.type !== "private") {
    await ctx.answerCallbackQuery();
    return ctx.reply(ctx.t("book-private-only"));
  }
  // The result may be another instance's, or gone from this one's memory: renewed under its id,
  // the offer is found again in it by its tag (book-flow.ts).
  const kept = await keptResult(ctx, id, { text: ctx.t("search-refreshing") });
  if (!kept) return;
  if (!kept.renewed) await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await ctx.conversation.enter(BOOK_FLOW, id, offer);
});
