import { Composer, type Api } from "grammy";
import type { BotContext, BotDeps } from "../context.js";
import { onButton } from "../guards.js";
import { resolveAccess } from "../access.js";
import { displayName } from "../render/display-name.js";
import { code, escapeHtml } from "../render/html.js";
import { describeSubscription } from "../render/alerts-subscriptions.js";
import {
  decodeView,
  personWithId,
  renderGroupSubscriptions,
  type GroupAlertsView,
  type GroupSubscriptionRow,
} from "../render/group-subscriptions.js";
import type { Rendered } from "../render/types.js";
import { editRendered } from "../reply.js";
import type { Subscription } from "../../store/store.js";
import { buttons } from "../buttons.js";

/**
 * Group alerts answer to an admin: the one who made them, or the admin who took them over.
 * When that person is no longer an admin (removed, or made agent or viewer), the subscription
 * is orphaned: it goes on delivering, since a missed sale is worse than an unwanted one, and
 * every admin sees it marked in /subscriptions (private chat) until one of them keeps it (taking
 * it over) or stops it. The admin who removes or demotes its maker is shown it at once.
 * Each decision goes to the audit log.
 */
export const groupAlertsFeature = new Composer<BotContext>();

const isGroupSubscription = (s: Subscription): boolean => s.chatId < 0;

/** Whether the subscription's maker still answers for it: only admins manage group alerts. */
export const makerMay = (deps: Pick<BotDeps, "config" | "store">, s: Subscription): boolean => resolveAccess(deps, s.createdBy).role === "admin";

/**
 * The group subscriptions a view shows, rendered with Keep / Stop buttons for the admin asking.
 * `makerName` names the maker of a "madeBy" view when none of theirs is left to tell it.
 */
export async function renderGroupAlertsView(ctx: BotContext, view: GroupAlertsView, makerName?: string): Promise<Rendered> {
  const { store } = ctx.deps;
  const wanted = store.subscriptions
    .list()
    .filter((s) => isGroupSubscription(s) && (view.kind === "all" || s.createdBy === view.userId));
  const nameOf = (s: Subscription) => store.users.get(s.createdBy)?.name ?? s.createdByName;
  if (view.kind === "all" && wanted.length === 0) return { text: ctx.t("group-alerts-none") };
  if (view.kind === "madeBy" && wanted.length === 0) return { text: ctx.t("group-alerts-review-done", { who: personWithId(view.userId, makerName) }) };
  const titles = await groupTitles(ctx, [...new Set(wanted.map((s) => s.chatId))]);
  const rows: GroupSubscriptionRow[] = wanted.map((s) => ({
    subscription: s,
    title: titles.get(s.chatId),
    makerName: nameOf(s),
    makerMay: makerMay(ctx.deps, s),
  }));
  const title =
    view.kind === "all"
      ? ctx.t("group-alerts-title", { count: rows.length, orphaned: rows.filter((r) => !r.makerMay).length })
      : ctx.t("group-alerts-review", { who: personWithId(view.userId, rows[0]?.makerName ?? makerName), count: rows.length });
  return renderGroupSubscriptions(rows, title, ctx.from!.id, view, ctx.t);
}

/**
 * After an admin removes or demotes `userId`: the group subscriptions that user made, with
 * Keep / Stop buttons, in the deciding admin's private chat. Nothing when there are none.
 */
export async function reviewGroupAlertsOf(ctx: BotContext, userId: number, name: string): Promise<void> {
  if (!ctx.deps.store.subscriptions.list().some((s) => isGroupSubscription(s) && s.createdBy === userId)) return;
  const { text, keyboard } = await renderGroupAlertsView(ctx, { kind: "madeBy", userId }, name);
  try {
    await ctx.api.sendMessage(ctx.from!.id, text, { reply_markup: keyboard });
  } catch (err) {
    ctx.log.warn({ err: String(err) }, "could not show the admin the group alerts left without their maker");
  }
}

onButton(groupAlertsFeature, buttons.groupAlertsDecision, "admin", async (ctx, { subscription: id, choice, view: viewField }) => {
  const { store } = ctx.deps;
  const view = decodeView(viewField);
  if (view === null || (choice !== "k" && choice !== "s")) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  const found = store.subscriptions.get(id);
  if (!found || !isGroupSubscription(found)) {
    await ctx.answerCallbackQuery({ text: ctx.t("group-alerts-gone"), show_alert: true });
    // Redrawn without the stale row; when another press already did, Telegram says "not modified".
    return showView(ctx, view, "").catch((err: unknown) => ctx.log.debug({ err: String(err) }, "group alerts view not redrawn"));
  }
  const admin = ctx.from!.id;
  const decided =
    choice === "k" ? await store.subscriptions.setCreatedBy(id, admin, displayName(ctx.from!)) : await store.subscriptions.remove(found.chatId, id);
  if (!decided) return ctx.answerCallbackQuery({ text: ctx.t("group-alerts-gone"), show_alert: true });
  await store.audit.append({
    userId: admin,
    action: choice === "k" ? "group-alerts.keep" : "group-alerts.stop",
    chatId: found.chatId,
    subscriptionId: id,
    madeBy: found.createdBy,
    makerMay: makerMay(ctx.deps, found),
    topic: found.topic,
    filters: found.filters,
  });
  ctx.log.info({ chatId: found.chatId, subscription: id, madeBy: found.createdBy, decision: choice === "k" ? "keep" : "stop" }, "group alerts decided");
  const what = escapeHtml(describeSubscription(found, ctx.t));
  const done = ctx.t(choice === "k" ? "group-alerts-kept" : "group-alerts-stopped", { what, chat: code(String(found.chatId)) });
  await ctx.answerCallbackQuery();
  await showView(ctx, view, done, found.createdByName);
});

/** Redraws the message the button was under, with what was just done above it. */
async function showView(ctx: BotContext, view: GroupAlertsView, done: string, makerName?: string): Promise<void> {
  const { text, keyboard } = await renderGroupAlertsView(ctx, view, makerName);
  await editRendered(ctx, { text: done ? `${done}\n\n${text}` : text, keyboard });
}

/** Group titles as Telegram has them now; a group it will not describe (the bot was removed) has none. */
async function groupTitles(ctx: BotContext, chatIds: number[]): Promise<Map<number, string | undefined>> {
  const api: Api = ctx.api;
  const titles = await Promise.all(
    chatIds.map((id) =>
      api.getChat(id).then(
        (chat) => ("title" in chat ? chat.title : undefined),
        (err: unknown) => {
          ctx.log.debug({ chatId: id, err: String(err) }, "group title unknown");
          return undefined;
        },
      ),
    ),
  );
  return new Map(chatIds.map((id, i) => [id, titles[i]]));
}
