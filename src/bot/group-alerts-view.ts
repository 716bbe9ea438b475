import type { Api } from "grammy";
import type { BotContext, BotDeps } from "./context.js";
import { adminIds, resolveAccess } from "./access.js";
import {
  personWithId,
  renderGroupRemoved,
  renderGroupSubscriptions,
  renderStoppedGroups,
  type GroupAlertsView,
  type GroupSubscriptionRow,
} from "./render/group-subscriptions.js";
import type { Rendered } from "./render/types.js";
import type { StoppedGroup, Subscription } from "../store/store.js";
import { formatOf } from "./format-of.js";
import { wordsOf } from "./words-of.js";

/**
 * Group subscriptions as admins review them (features/group-alerts.ts has the Keep / Stop
 * and Forget buttons): who answers for each, and the list an admin is shown in /subscriptions or
 * right after removing or demoting the person who made them; the groups that removed the bot.
 */

export const isGroupSubscription = (s: Subscription): boolean => s.chatId < 0;

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
  const f = await formatOf(ctx);
  const titles = await groupTitles(ctx, [...new Set(wanted.map((s) => s.chatId))]);
  const rows: GroupSubscriptionRow[] = wanted.map((s) => ({
    subscription: s,
    title: titles.get(s.chatId),
    makerName: nameOf(s),
    makerMay: makerMay(ctx.deps, s),
  }));
  const title =
    view.kind === "all"
      ? ctx.t("group-alerts-title", { count: f.num(rows.length), orphaned: f.num(rows.filter((r) => !r.makerMay).length) })
      : ctx.t("group-alerts-review", { who: personWithId(view.userId, rows[0]?.makerName ?? makerName), count: f.num(rows.length) });
  return renderGroupSubscriptions(rows, title, ctx.from!.id, view, ctx.t, f);
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

/** The groups that removed the bot, with Forget buttons for the admin asking; null when there are none. */
export async function renderStoppedGroupsView(ctx: BotContext): Promise<Rendered | null> {
  const groups = ctx.deps.store.subscriptions.stoppedGroups();
  return groups.length === 0 ? null : renderStoppedGroups(groups, ctx.from!.id, ctx.t, await formatOf(ctx));
}

/** Every admin is told, in their words, that a group removed the bot and which of its alerts stopped. */
export async function tellAdminsGroupRemoved(ctx: BotContext, group: StoppedGroup): Promise<void> {
  for (const admin of adminIds(ctx.deps)) {
    const { t, f } = wordsOf(ctx.deps, ctx.i18n.fluent, admin);
    try {
      await ctx.api.sendMessage(admin, renderGroupRemoved(group, t, f));
    } catch (err) {
      ctx.log.warn({ admin, err: String(err) }, "could not tell an admin that a group removed the bot");
    }
  }
}
