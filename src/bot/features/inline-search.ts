/**
 * Inline mode: `@bot THR MHD tomorrow` in any chat answers staff with a card per flight
 * (render/search-inline.ts), read from a search shared for a minute (search/inline-answers.ts).
 * The gate has already answered strangers with nothing. A query still being typed gets a hint
 * button instead of results, a failed search one article saying so, a search slower than an
 * inline query may wait a button saying to type again (the search goes on): never an error.
 */
import { Composer } from "grammy";
import type { InlineQueryResultArticle, InlineQueryResultsButton } from "grammy/types";
import { todayIn } from "../../domain/dates.js";
import { formatSearchLine, parseSearchLine } from "../../domain/search-query.js";
import { encodeStartPayload, searchPayload } from "../../domain/start-payload.js";
import { SupplierCallError } from "../../supplier/errors.js";
import type { BotContext } from "../context.js";
import { failureMessage } from "../errors.js";
import { formatOf } from "../format-of.js";
import { cultureOf } from "../i18n.js";
import { plainText } from "../render/html.js";
import { renderInlineCards } from "../render/search-inline.js";
import { INLINE_CACHE_SECONDS, type InlineAnswer } from "../search/inline-answers.js";

/** Hints and failures are not kept: the next keystroke or a retry asks afresh. */
const HINT_CACHE_SECONDS = 5;
const HELP_PAYLOAD = encodeStartPayload({ kind: "help" })!;

export const inlineSearchFeature = new Composer<BotContext>();

inlineSearchFeature.on("inline_query", async (ctx) => {
  const text = ctx.inlineQuery.query.trim();
  if (text === "") return hint(ctx, { text: ctx.t("inline-hint-empty"), start_parameter: HELP_PAYLOAD });
  const f = await formatOf(ctx);
  const parsed = parseSearchLine(text, todayIn(ctx.deps.config.displayTimezone, ctx.deps.now()));
  if (!parsed.ok) {
    const example = formatSearchLine(parsed.error.example, f.lang);
    return hint(ctx, { text: ctx.t("inline-hint-example", { example }), start_parameter: HELP_PAYLOAD });
  }
  const { query } = parsed;
  const culture = cultureOf(f.lang);
  let answer: InlineAnswer | "slow";
  try {
    answer = await ctx.deps.inlineSearches.answerWithin(`${culture} ${formatSearchLine(query)}`, () => ctx.deps.supplier.search({ ...query, culture }));
  } catch (err) {
    if (!(err instanceof SupplierCallError)) throw err;
    ctx.log.warn({ err }, "inline search failed");
    return ctx.answerInlineQuery([failedArticle(ctx, err)], { cache_time: HINT_CACHE_SECONDS, is_personal: true });
  }
  if (answer === "slow") {
    ctx.log.info("inline search still under way: the user is asked to type again");
    // Not kept by Telegram: the same query typed again must reach the bot and its kept answer.
    return ctx.answerInlineQuery([], { button: { text: ctx.t("inline-slow"), start_parameter: searchPayload(query) ?? HELP_PAYLOAD }, cache_time: 0, is_personal: true });
  }
  const cards = renderInlineCards(query, answer, { t: ctx.t, f, botUsername: ctx.me.username });
  ctx.log.info({ journeys: answer.journeys.length, shown: cards.length }, "inline search answered");
  if (cards.length === 0) {
    const button = { text: ctx.t("inline-none"), start_parameter: searchPayload(query) ?? HELP_PAYLOAD };
    return ctx.answerInlineQuery([], { button, cache_time: INLINE_CACHE_SECONDS, is_personal: true });
  }
  await ctx.answerInlineQuery(cards, { cache_time: INLINE_CACHE_SECONDS, is_personal: true });
});

/** No results, a button to the private chat saying what to type. */
async function hint(ctx: BotContext, button: InlineQueryResultsButton): Promise<void> {
  await ctx.answerInlineQuery([], { button, cache_time: HINT_CACHE_SECONDS, is_personal: true });
}

/** One article saying the search failed, in the words a failed /search uses. */
function failedArticle(ctx: BotContext, err: SupplierCallError): InlineQueryResultArticle {
  const message = failureMessage(ctx, err);
  return {
    type: "article",
    id: "failed",
    title: ctx.t("inline-failed-title"),
    description: plainText(message),
    input_message_content: { message_text: message, parse_mode: "HTML", link_preview_options: { is_disabled: true } },
  };
}
