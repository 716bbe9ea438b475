import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { parseId36 } from "../callback-data.js";
import { escapeHtml } from "../render/html.js";
import { DIGEST_BUTTON_TOPIC, describeSubscription, renderSubscriptions, renderTopicChoice } from "../render/alerts-subscriptions.js";
import { TOPICS, MAX_SUBSCRIPTIONS_PER_CHAT, type Subscription, type SubscriptionFilters, type Topic } from "../../store/store.js";
import { parseSubscribeArgs, wordThen } from "./alerts-args.js";
import { groupAlertsFeature } from "./group-alerts.js";
import { makerMay, renderGroupAlertsView, renderStoppedGroupsView, tellAdminsGroupRemoved } from "../group-alerts-view.js";
import { buttons } from "../buttons.js";
import { onCommand } from "../on-command.js";
import { editRendered, replyRendered } from "../reply.js";
import { formatOf } from "../format-of.js";
import { allowedHere, isGroup, subscriptionHere } from "./alerts-place.js";
import { subscribeDigest } from "./digest.js";
import { subscribeReport } from "./report.js";
import { paceAlertsFeature, setQuietHours } from "./pace-alerts.js";

/**
 * /subscribe, /subscriptions, /unsubscribe: which sale and cancellation alerts a chat gets.
 * A viewer manages their private chat's alerts; in a group only a FlightDesk admin may. A
 * chat that blocks the bot or removes it loses its subscriptions (the notifier does the same
 * when Telegram answers 403); a group's are listed to admins as stopped until one forgets them.
 * In a forum topic the subscription is the topic's, and answers go there: grammY's ctx.reply
 * adds message_thread_id for a topic message (test/e2e/groups.test.ts).
 */
export const alertsFeature = new Composer<BotContext>();
alertsFeature.use(groupAlertsFeature, paceAlertsFeature);

onCommand(alertsFeature, "subscribe", async (ctx) => {
  if (!(await allowedHere(ctx))) return;
  const digest = wordThen("digest", ctx.match);
  if (digest !== null) return ctx.reply(await subscribeDigest(ctx, digest));
  const report = wordThen("report", ctx.match);
  if (report !== null) return ctx.reply(await subscribeReport(ctx, report));
  const quiet = wordThen("quiet", ctx.match);
  if (quiet !== null) return ctx.reply(await setQuietHours(ctx, quiet));
  const args = parseSubscribeArgs(ctx.match);
  if (!args.ok) return ctx.reply(ctx.t(`alerts-bad-${args.problem}`, { word: escapeHtml(args.word) }));
  const noFilters = Object.keys(args.filters).length === 0;
  if (args.topic === null && noFilters) return replyRendered(ctx, renderTopicChoice(ctx.from!.id, ctx.t, await formatOf(ctx)));
  await ctx.reply(await subscribe(ctx, args.topic ?? "all", args.filters));
});

onButton(alertsFeature, buttons.alertsSubscribe, "viewer", async (ctx, { topic }) => {
  if (!(await allowedHere(ctx))) return;
  const digest = topic === DIGEST_BUTTON_TOPIC;
  if (!digest && !TOPICS.includes(topic as Topic)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  const text = digest ? await subscribeDigest(ctx, "") : await subscribe(ctx, topic as Topic, {});
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(text);
});

/** Adds the subscription for this chat and says what happened. */
async function subscribe(ctx: BotContext, topic: Topic, filters: SubscriptionFilters): Promise<string> {
  const { store, config } = ctx.deps;
  const result = await store.subscriptions.add(await subscriptionHere(ctx, { topic, filters }));
  const f = await formatOf(ctx);
  if (result.kind === "limit") return ctx.t("alerts-limit", { max: f.num(MAX_SUBSCRIPTIONS_PER_CHAT) });
  const what = escapeHtml(describeSubscription(result.subscription, ctx.t, f));
  if (result.kind === "duplicate") return ctx.t("alerts-duplicate", { what });
  ctx.log.info({ chatId: ctx.chat!.id, subscription: result.subscription.id, topic, filters }, "alerts subscribed");
  const off = config.events.source === "off" ? `\n\n${ctx.t("alerts-feed-off")}` : "";
  return `${ctx.t("alerts-added", { what })}${off}`;
}

/** The chat's alerts; for an admin in a private chat, every group's too, to keep or stop. */
onCommand(alertsFeature, "subscriptions", async (ctx) => {
  const orphaned = (s: Subscription) => isGroup(ctx) && !makerMay(ctx.deps, s);
  const f = await formatOf(ctx);
  const listed = renderSubscriptions(ctx.deps.store.subscriptions.forChat(ctx.chat.id), ctx.t, f, undefined, orphaned);
  const quiet = ctx.deps.store.subscriptions.quiet(ctx.chat.id);
  await replyRendered(ctx, quiet ? { ...listed, text: `${listed.text}\n${ctx.t("quiet-now", { from: f.num(quiet.from), to: f.num(quiet.to) })}` } : listed);
  if (ctx.chat.type !== "private" || ctx.access.role !== "admin") return;
  await replyRendered(ctx, await renderGroupAlertsView(ctx, { kind: "all" }));
  const stopped = await renderStoppedGroupsView(ctx);
  if (stopped) await replyRendered(ctx, stopped);
});

onCommand(alertsFeature, "unsubscribe", async (ctx) => {
  if (!(await allowedHere(ctx))) return;
  await replyRendered(ctx, renderSubscriptions(ctx.deps.store.subscriptions.forChat(ctx.chat.id), ctx.t, await formatOf(ctx), ctx.from!.id));
});

onButton(alertsFeature, buttons.alertsUnsubscribe, "viewer", async (ctx, { which }) => {
  if (!(await allowedHere(ctx))) return;
  const { store } = ctx.deps;
  const chatId = ctx.chat!.id;
  const f = await formatOf(ctx);
  let done: string;
  if (which === "all") {
    const count = await store.subscriptions.removeChat(chatId);
    if (count === 0) return ctx.answerCallbackQuery({ text: ctx.t("alerts-gone") });
    done = ctx.t("alerts-stopped-all");
  } else {
    const id = parseId36(which);
    const removed = id === null ? undefined : await store.subscriptions.remove(chatId, id);
    if (!removed) return ctx.answerCallbackQuery({ text: ctx.t("alerts-gone") });
    done = ctx.t("alerts-stopped", { what: escapeHtml(describeSubscription(removed, ctx.t, f)) });
  }
  ctx.log.info({ chatId, which }, "alerts unsubscribed");
  await ctx.answerCallbackQuery();
  const rest = store.subscriptions.forChat(chatId);
  if (rest.length === 0) return ctx.editMessageText(done);
  const { text, keyboard } = renderSubscriptions(rest, ctx.t, f, ctx.from!.id);
  await editRendered(ctx, { text: `${done}\n\n${text}`, keyboard });
});

// Removed from a group, or blocked in a private chat: that chat's alerts stop at once. A group's
// are kept as stopped and every admin is told once, here (a send refused with 403 may have
// stopped them first; a second update for the same removal tells no one).
alertsFeature.on("my_chat_member", async (ctx) => {
  const status = ctx.myChatMember.new_chat_member.status;
  if (status !== "kicked" && status !== "left") return;
  const chat = ctx.chat;
  if (chat.type === "private") {
    const removed = await ctx.deps.store.subscriptions.removeChat(chat.id);
    if (removed > 0) ctx.log.warn({ chatId: chat.id, status, subscriptions: removed }, "the bot was blocked: the chat's alerts stopped");
    return;
  }
  const { subscriptions } = ctx.deps.store;
  const stopped = await subscriptions.stopGroup(chat.id, "title" in chat ? chat.title : undefined, ctx.deps.now());
  if (!stopped || !(await subscriptions.markTold(chat.id, ctx.deps.now()))) {
    return ctx.log.info({ chatId: chat.id, status }, "the bot was removed from a group again: no alerts left to stop");
  }
  ctx.log.warn({ chatId: chat.id, status, subscriptions: stopped.subscriptions.length }, "the bot was removed from a group: the chat's alerts stopped");
  await tellAdminsGroupRemoved(ctx, stopped);
});
