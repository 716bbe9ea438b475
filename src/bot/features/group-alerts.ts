import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { displayName } from "../render/display-name.js";
import { code, escapeHtml } from "../render/html.js";
import { describeSubscription } from "../render/alerts-subscriptions.js";
import { decodeView, groupLabel, type GroupAlertsView } from "../render/group-subscriptions.js";
import { editRendered } from "../reply.js";
import { buttons } from "../buttons.js";
import { formatOf } from "../format-of.js";
import { isGroupSubscription, makerMay, renderGroupAlertsView, renderStoppedGroupsView } from "../group-alerts-view.js";
import { auditBy } from "../audit-by.js";

/**
 * Group alerts answer to an admin: the one who made them, or the admin who took them over.
 * When that person is no longer an admin (removed, or made agent or viewer), the subscription
 * is orphaned: it goes on delivering, since a missed sale is worse than an unwanted one, and
 * every admin sees it marked in /subscriptions (private chat) until one of them keeps it (taking
 * it over) or stops it. The admin who removes or demotes its maker is shown it at once.
 * Each decision goes to the audit log.
 */
export const groupAlertsFeature = new Composer<BotContext>();

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
  await auditBy(ctx, {
    action: choice === "k" ? "group-alerts.keep" : "group-alerts.stop",
    chatId: found.chatId,
    subscriptionId: id,
    madeBy: found.createdBy,
    makerMay: makerMay(ctx.deps, found),
    topic: found.topic,
    filters: found.filters,
    ...(found.digest ? { digest: found.digest } : {}),
    ...(found.report ? { report: found.report } : {}),
    makerName: found.createdByName,
  });
  ctx.log.info({ chatId: found.chatId, subscription: id, madeBy: found.createdBy, decision: choice === "k" ? "keep" : "stop" }, "group alerts decided");
  const what = escapeHtml(describeSubscription(found, ctx.t, await formatOf(ctx)));
  const done = ctx.t(choice === "k" ? "group-alerts-kept" : "group-alerts-stopped", { what, chat: code(String(found.chatId)) });
  await ctx.answerCallbackQuery();
  await showView(ctx, view, done, found.createdByName);
});

// A group that removed the bot, seen: its stopped subscriptions are no longer listed.
onButton(groupAlertsFeature, buttons.groupAlertsForget, "admin", async (ctx, { chat }) => {
  const forgotten = await ctx.deps.store.subscriptions.forgetGroup(chat);
  if (!forgotten) return ctx.answerCallbackQuery({ text: ctx.t("group-alerts-forget-gone"), show_alert: true });
  await auditBy(ctx, { action: "group-alerts.forget", chatId: chat, subscriptions: forgotten.subscriptions.length });
  ctx.log.info({ chatId: chat }, "a stopped group forgotten");
  await ctx.answerCallbackQuery();
  const done = ctx.t("group-alerts-forgotten", { group: groupLabel(chat, forgotten.title) });
  const rest = await renderStoppedGroupsView(ctx);
  await editRendered(ctx, rest ? { text: `${done}\n\n${rest.text}`, keyboard: rest.keyboard } : { text: `${done}\n\n${ctx.t("group-alerts-removed-none")}` });
});

/** Redraws the message the button was under, with what was just done above it. */
async function showView(ctx: BotContext, view: GroupAlertsView, done: string, makerName?: string): Promise<void> {
  const { text, keyboard } = await renderGroupAlertsView(ctx, view, makerName);
  await editRendered(ctx, { text: done ? `${done}\n\n${text}` : text, keyboard });
}
