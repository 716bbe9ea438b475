/**
 * Running a search and showing it: shared by the one-line command, the guided flow (through
 * conversation.external, with the outside context) and the result buttons.
 */
import { todayIn } from "../../domain/dates.js";
import type { ParsedSearch } from "../../domain/parsed-search.js";
import type { SearchResult } from "../../supplier/client.js";
import { SupplierCallError } from "../../supplier/errors.js";
import type { BotContext, FlowContext } from "../context.js";
import { failureMessage } from "../errors.js";
import { cultureOf } from "../i18n.js";
import { formatOf } from "../format-of.js";
import { DEFAULT_VIEW, renderExpired, renderResultPage, type ResultPageContext, type ResultView } from "../render/search-results.js";
import type { Rendered } from "../render/types.js";
import { editRendered, replyRendered } from "../reply.js";
import { knownQuery, shareQuery } from "./known-query.js";
import { RESULT_TTL_MS, type StoredResult } from "./results.js";

/**
 * "typing" only for a search still running after this: most answers come sooner, and a chat
 * action before each would cost every search a Bot API call for nothing seen.
 */
export const TYPING_DELAY_MS = 1_000;
/** Telegram shows "typing" for about 5 seconds; a slow supplier gets it renewed. */
const TYPING_RENEW_MS = 4_500;

/** A new message, or the pressed button's message replaced (pages, refresh, other days). */
export type Delivery = "reply" | "edit";

/** Calls the supplier (showing "typing" when it is slow), keeps the answer and shows its first page in `view`. */
export async function answerSearch(ctx: BotContext, query: ParsedSearch, delivery: Delivery, view: ResultView = DEFAULT_VIEW): Promise<void> {
  const result = await fetchResult(ctx, query);
  if (result) await deliver(ctx, renderResultPage(result, 0, await pageContext(ctx), view), delivery);
}

/**
 * Calls the supplier (showing "typing" when it is slow) and keeps the answer, under `id` when
 * it renews a result; undefined after telling the user what failed.
 */
export async function fetchResult(ctx: BotContext, query: ParsedSearch, id?: string): Promise<StoredResult | undefined> {
  const f = await formatOf(ctx);
  let answer: SearchResult;
  try {
    answer = await withTyping(ctx, () => ctx.deps.supplier.search({ ...query, culture: cultureOf(f.lang) }));
  } catch (err) {
    if (!(err instanceof SupplierCallError)) throw err;
    // The user reads what failed; the chat stays usable and the next search starts afresh.
    ctx.log.warn({ err }, "search failed");
    await ctx.reply(failureMessage(ctx, err));
    return undefined;
  }
  const result = ctx.deps.searchResults.remember(query, answer, id, ctx.from?.id);
  await shareQuery(ctx, result);
  ctx.log.info({ result: result.id, journeys: result.journeys.length, closed: result.closed.length, notServed: answer.airportNotServed }, "search answered");
  return result;
}

/**
 * The result of a button: kept here, or renewed (searched again under its id) while younger
 * than a result's lifetime: fetched by another instance, or by this process before a restart
 * or before newer results pushed it out. Older, the expired notice (toast and message). A
 * renewal answers the button with `renewing` first: a slow supplier must not outlast the
 * button's answer. Otherwise the caller answers it.
 */
export async function keptResult(ctx: BotContext, id: string, renewing: { text: string; show_alert?: boolean }): Promise<{ result: StoredResult; renewed: boolean } | undefined> {
  const result = ctx.deps.searchResults.result(id);
  if (result) return { result, renewed: false };
  const known = await knownQuery(ctx, id);
  if (known && ctx.deps.now().getTime() - known.searchedAt.getTime() < RESULT_TTL_MS) {
    await ctx.answerCallbackQuery(renewing);
    const renewed = await fetchResult(ctx, known.query, id);
    return renewed && { result: renewed, renewed: true };
  }
  await ctx.answerCallbackQuery({ text: ctx.t("search-expired-toast") });
  await replyExpired(ctx, id, known !== undefined);
  return undefined;
}

/** A result no longer kept nor renewable: offer a refresh while its query is known, else a new search. */
export async function replyExpired(ctx: BotContext, id: string, known: boolean): Promise<void> {
  await replyRendered(ctx, renderExpired(id, known, { t: ctx.t, owner: ctx.from!.id }));
}

/** What the result renderers need from the update. */
export async function pageContext(ctx: BotContext): Promise<ResultPageContext> {
  const { config, now } = ctx.deps;
  return {
    t: ctx.t,
    f: await formatOf(ctx),
    owner: ctx.from!.id,
    today: todayIn(config.displayTimezone, now()),
  };
}

/** Sends a screen the way the caller chose (see Delivery). */
export async function deliver(ctx: FlowContext, rendered: Rendered, delivery: Delivery): Promise<void> {
  await (delivery === "edit" ? editRendered : replyRendered)(ctx, rendered);
}

async function withTyping<T>(ctx: BotContext, work: () => Promise<T>): Promise<T> {
  // A lost chat action must not cost the answer.
  const typing = () => ctx.replyWithChatAction("typing").catch((err: unknown) => ctx.log.debug({ err: String(err) }, "chat action failed"));
  let renew: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void typing();
    renew = setInterval(() => void typing(), TYPING_RENEW_MS);
  }, TYPING_DELAY_MS);
  try {
    return await work();
  } finally {
    clearTimeout(first);
    clearInterval(renew);
  }
}
