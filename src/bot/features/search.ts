/**
 * /search: one line (DESIGN.md grammar) or, alone, the guided search; then the result buttons:
 * pages, details, party price, nationality check, refresh, and the day before or after.
 */
import { Composer, type InlineKeyboard } from "grammy";
import type { InlineKeyboardButton } from "grammy/types";
import { todayIn } from "../../domain/dates.js";
import { shiftSearchDates } from "../../domain/parsed-search.js";
import { roleAtLeast } from "../../domain/roles.js";
import { parseSearchLine } from "../../domain/search-query.js";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { nationalityChoices } from "../render/search-checks.js";
import { renderJourneyDetails } from "../render/search-details.js";
import { renderLineError } from "../render/search-line.js";
import { buttons } from "../buttons.js";
import { renderResultPage, viewOf, type ResultView } from "../render/search-results.js";
import { formatOf } from "../format-of.js";
import { answerSearch, deliver, keptResult, pageContext, replyExpired } from "../search/answer.js";
import { knownQuery } from "../search/known-query.js";
import { rememberAirports } from "../search/recent.js";
import type { StoredResult } from "../search/results.js";
import { NATIONALITY_FLOW, PARTY_FLOW, parseJourneyIndex } from "./search-checks.js";
import { SEARCH_FLOW } from "./search-flow.js";
import { onCommand } from "../on-command.js";
import { editRendered } from "../reply.js";

export const searchFeature = new Composer<BotContext>();

onCommand(searchFeature, "search", async (ctx) => {
  const line = ctx.match.trim();
  if (line === "") {
    // Typed answers do not reach the bot in groups (privacy mode): the one-line form works there.
    if (ctx.chat.type !== "private") return ctx.reply(ctx.t("search-group-hint"));
    return ctx.conversation.enter(SEARCH_FLOW);
  }
  await searchLine(ctx, line);
});

/** A one-line search (the command's, a deep link's): its answer, or what is wrong with the line. */
export async function searchLine(ctx: BotContext, line: string): Promise<void> {
  const parsed = parseSearchLine(line, todayIn(ctx.deps.config.displayTimezone, ctx.deps.now()));
  if (!parsed.ok) return void (await ctx.reply(renderLineError(parsed.error, { t: ctx.t, f: await formatOf(ctx) })));
  rememberAirports(ctx.deps, ctx.from!.id, parsed.query);
  await answerSearch(ctx, parsed.query, "reply");
}

onButton(searchFeature, buttons.searchPage, "viewer", async (ctx, { result: id, page }) => {
  const kept = await keptResult(ctx, id, { text: ctx.t("search-renewed") });
  if (!kept) return;
  if (!kept.renewed) await ctx.answerCallbackQuery();
  await editRendered(ctx, renderResultPage(kept.result, page, await pageContext(ctx)));
});

// A page, the order or the airline: the kept result shown again, without a supplier call.
onButton(searchFeature, buttons.searchView, "viewer", async (ctx, { result: id, page, sort, airline }) => {
  const kept = await keptResult(ctx, id, { text: ctx.t("search-renewed") });
  if (!kept) return;
  const rendered = renderResultPage(kept.result, page, await pageContext(ctx), viewOf(sort, airline));
  if (!kept.renewed) {
    // The choice already made (its button ticked): the message already shows it.
    if (showsKeyboard(ctx, rendered.keyboard)) return void (await ctx.answerCallbackQuery({ text: ctx.t("search-view-shown") }));
    await ctx.answerCallbackQuery();
  }
  await editRendered(ctx, rendered);
});

/** Whether the message whose button was pressed already carries these buttons (the same view of the same page). */
function showsKeyboard(ctx: BotContext, keyboard: InlineKeyboard | undefined): boolean {
  const shown = ctx.callbackQuery?.message?.reply_markup?.inline_keyboard;
  if (!shown || !keyboard) return false;
  const rows = (k: readonly (readonly InlineKeyboardButton[])[]) => JSON.stringify(k.map((row) => row.map((b) => [b.text, "callback_data" in b ? b.callback_data : ""])));
  return rows(shown) === rows(keyboard.inline_keyboard);
}

// From the list: a new message; its own page buttons carry a page and edit it.
onButton(searchFeature, buttons.searchDetails, "viewer", async (ctx, { result: id, journey: index, page }) => {
  const result = await keptAsShown(ctx, id);
  if (!result) return;
  const journey = parseJourneyIndex(index);
  const book = ctx.chat?.type === "private" && roleAtLeast(ctx.access.role ?? "viewer", "agent");
  const c = { t: ctx.t, f: await formatOf(ctx), owner: ctx.from!.id, book };
  const rendered = journey === null ? undefined : renderJourneyDetails(result, journey, page ?? 0, c);
  if (!rendered) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid"), show_alert: true });
  await ctx.answerCallbackQuery();
  await deliver(ctx, rendered, page === undefined ? "reply" : "edit");
});

onButton(searchFeature, buttons.searchRefresh, "viewer", async (ctx, { result: id }) => {
  const known = await knownQuery(ctx, id);
  if (!known) {
    await ctx.answerCallbackQuery();
    return replyExpired(ctx, id, false);
  }
  await ctx.answerCallbackQuery({ text: ctx.t("search-refreshing") });
  await answerSearch(ctx, known.query, "edit");
});

onButton(searchFeature, buttons.searchShift, "viewer", async (ctx, { result: id, days }) => {
  await searchAgain(ctx, id, days);
});

// The day before or after (or the same day again), in the view the result was looked at.
onButton(searchFeature, buttons.searchDay, "viewer", async (ctx, { result: id, days, sort, airline }) => {
  await searchAgain(ctx, id, days, viewOf(sort, airline));
});

onButton(searchFeature, buttons.searchParty, "viewer", async (ctx, { result: id, journey: index }) => {
  if (await keptAsShown(ctx, id)) await enterCheck(ctx, PARTY_FLOW, id, index);
});

onButton(searchFeature, buttons.searchNationality, "viewer", async (ctx, { result: id, journey: index }) => {
  const result = await keptAsShown(ctx, id);
  const journey = result?.journeys[parseJourneyIndex(index) ?? -1];
  if (!result) return;
  if (!journey) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid"), show_alert: true });
  await enterCheck(ctx, NATIONALITY_FLOW, id, index, nationalityChoices(journey.options.flatMap((o) => o.classes)).join(","));
});

/** The query of a result moved by `days` (-1, 0 or 1), searched again in place; never into the past. */
async function searchAgain(ctx: BotContext, id: string, days: number, view?: ResultView): Promise<void> {
  const known = await knownQuery(ctx, id);
  if (!known || (days !== 1 && days !== -1 && days !== 0)) {
    await ctx.answerCallbackQuery();
    return replyExpired(ctx, id, known !== undefined);
  }
  const shifted = days === 0 ? known.query : shiftSearchDates(known.query, days);
  const today = todayIn(ctx.deps.config.displayTimezone, ctx.deps.now());
  if ((shifted.routes[0]?.date ?? today) < today) {
    const f = await formatOf(ctx);
    return void (await ctx.answerCallbackQuery({ text: ctx.t("search-shift-past", { date: f.date(today) }), show_alert: true }));
  }
  await ctx.answerCallbackQuery(days === 0 ? { text: ctx.t("search-refreshing") } : {});
  await answerSearch(ctx, shifted, "edit", view);
}

/**
 * The result of a button naming one of its journeys. A renewed result may list other journeys
 * (seats sold, flights closed): its first page replaces the pressed message, to press again.
 */
async function keptAsShown(ctx: BotContext, id: string): Promise<StoredResult | undefined> {
  const kept = await keptResult(ctx, id, { text: ctx.t("search-renewed-press-again"), show_alert: true });
  if (!kept?.renewed) return kept?.result;
  await editRendered(ctx, renderResultPage(kept.result, 0, await pageContext(ctx)));
  return undefined;
}

/** A check button leaves any flow in progress, as a new command would. */
async function enterCheck(ctx: BotContext, flow: string, ...args: string[]): Promise<void> {
  await ctx.answerCallbackQuery();
  await ctx.conversation.exitAll();
  await ctx.conversation.enter(flow, ...args);
}
