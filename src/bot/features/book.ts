import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { buttons } from "../buttons.js";
import { onCommand } from "../on-command.js";
import { renderBookChoices } from "../render/book.js";
import { replyRendered } from "../reply.js";
import { keptResult } from "../search/answer.js";
import { BOOK_FLOW } from "./book-flow.js";

export const bookFeature = new Composer<BotContext>();

/** Selling holds seats and debits the account: agents, in a private chat where no one else types into the flow. */
onCommand(bookFeature, "book", async (ctx) => {
  if (ctx.chat.type !== "private") return ctx.reply(ctx.t("book-private-only"));
  const result = ctx.deps.searchResults.latestOf(ctx.from!.id);
  if (!result) return ctx.reply(ctx.t("book-search-first"));
  await replyRendered(ctx, renderBookChoices(result, { t: ctx.t, f: await formatOf(ctx), owner: ctx.from!.id }));
});

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
