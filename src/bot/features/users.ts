import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { buttons } from "../buttons.js";
import { renderRequestDecision, renderUserDetail, renderUserList } from "../render/users.js";
import { escapeHtml, plainText } from "../render/html.js";
import { grantAdmin, proposeAdmin } from "../admin-grant.js";
import { lapseOpenProposals } from "../flight-control/checker.js";
import { isRole } from "../../domain/roles.js";
import { onCommand } from "../on-command.js";
import { tellAccessDecision } from "../access-decision.js";
import { editRendered, replyRendered } from "../reply.js";
import { reviewGroupAlertsOf } from "../group-alerts-view.js";
import { formatOf } from "../format-of.js";
import { syncUserMenu } from "../menu-sync.js";
import { auditBy } from "../audit-by.js";

export const usersFeature = new Composer<BotContext>();

async function listView(ctx: BotContext, page: number) {
  const { store, config } = ctx.deps;
  const view = { fixedAdmins: config.adminIds, users: store.users.list().filter((u) => !config.adminIds.includes(u.id)), requests: store.requests.list() };
  return renderUserList(view, ctx.from!.id, page, ctx.t, await formatOf(ctx));
}

onCommand(usersFeature, "users", async (ctx) => {
  await replyRendered(ctx, await listView(ctx, 0));
});

onButton(usersFeature, buttons.userList, "admin", async (ctx, { page }) => {
  await ctx.answerCallbackQuery();
  await editRendered(ctx, await listView(ctx, page));
});

onButton(usersFeature, buttons.userRequest, "admin", async (ctx, { user }) => {
  const request = ctx.deps.store.requests.get(user);
  if (!request) return ctx.answerCallbackQuery({ text: ctx.t("access-request-gone") });
  await ctx.answerCallbackQuery();
  await editRendered(ctx, renderRequestDecision(request, ctx.from!.id, ctx.t, { back: true }));
});

onButton(usersFeature, buttons.userDetail, "admin", async (ctx, { user: id, action }) => {
  const { store, config } = ctx.deps;
  const user = store.users.get(id);
  if (!user) return ctx.answerCallbackQuery({ text: ctx.t("user-not-found") });
  const name = escapeHtml(user.name);
  if (action !== undefined) {
    if (config.adminIds.includes(id)) return ctx.answerCallbackQuery({ text: ctx.t("user-fixed-admin", { name: user.name }), show_alert: true });
    if (id === ctx.from!.id) return ctx.answerCallbackQuery({ text: ctx.t("user-self"), show_alert: true });
    const lang = store.settings.getLanguage(id) ?? "en";
    if (action === "revoke") {
      await store.users.revoke(id);
      await auditBy(ctx, { action: "user.revoke", target: id, targetName: user.name });
      if (user.role === "admin") await lapseOpenProposals(ctx.deps, ctx.log, id);
      await store.subscriptions.removeChat(id);
      ctx.log.info({ userId: id }, "access revoked");
      await ctx.answerCallbackQuery({ text: ctx.t("user-revoked", { name: user.name }) });
      await tellAccessDecision(ctx, id, lang, "access-revoked-user");
      await syncUserMenu(ctx, id);
      const { text, keyboard } = await listView(ctx, 0);
      await editRendered(ctx, { text: `${ctx.t("user-revoked", { name })}\n\n${text}`, keyboard });
      return reviewGroupAlertsOf(ctx, id, user.name);
    }
    if (!isRole(action)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
    if (action === "admin" && user.role !== "admin") {
      const target = { kind: "user" as const, id, name: user.name };
      if (ctx.access.fixedAdmin) {
        await grantAdmin(ctx, target, { by: ctx.from!.id });
      } else {
        const proposed = await proposeAdmin(ctx, target);
        const f = await formatOf(ctx);
        const text = proposed.ok ? plainText(ctx.t("admin-proposed", { name: user.name, id: String(id), proposal: String(proposed.proposal.id), count: proposed.told, countText: f.num(proposed.told) })) : proposed.alert;
        return ctx.answerCallbackQuery({ text, show_alert: true });
      }
    } else if (action !== user.role) {
      await store.users.setRole(id, action);
      await auditBy(ctx, { action: "user.role", target: id, targetName: user.name, from: user.role, to: action });
      // No one may approve what a former admin proposed.
      if (user.role === "admin") await lapseOpenProposals(ctx.deps, ctx.log, id);
      ctx.log.info({ userId: id, role: action }, "role changed");
      await tellAccessDecision(ctx, id, lang, "role-changed-user", `role-${action}`);
      await syncUserMenu(ctx, id);
    }
    await ctx.answerCallbackQuery({ text: ctx.t("user-role-set", { name: user.name, role: ctx.t(`role-${action}`) }) });
    const updated = store.users.get(id) ?? user;
    await editRendered(ctx, renderUserDetail(updated, ctx.from!.id, ctx.t, await formatOf(ctx)));
    // Only admins manage group alerts: those a former admin made now wait for a decision.
    if (user.role === "admin" && action !== "admin") await reviewGroupAlertsOf(ctx, id, user.name);
    return;
  }
  await ctx.answerCallbackQuery();
  await editRendered(ctx, renderUserDetail(user, ctx.from!.id, ctx.t, await formatOf(ctx)));
});
