import { Composer } from "grammy";
import { buttons } from "../buttons.js";
import { tellAccessDecision } from "../access-decision.js";
import { adminApprovalBar, grantAdmin, heldAdminProposal, proposeAdmin } from "../admin-grant.js";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { displayName } from "../render/display-name.js";
import { escapeHtml } from "../render/html.js";
import { languageFromTelegram } from "../i18n.js";
import { isRole, type Role } from "../../domain/roles.js";
import { syncUserMenu } from "../menu-sync.js";
import { wordsOf } from "../words-of.js";
import { formatOf } from "../format-of.js";
import type { Translate } from "../render/types.js";
import { auditBy } from "../audit-by.js";

export const accessFeature = new Composer<BotContext>();

onButton(accessFeature, buttons.accessDecision, "admin", async (ctx, { user: userId, decision }) => {
  const { store } = ctx.deps;
  const request = store.requests.get(userId);
  if (!request || (decision !== "deny" && !isRole(decision))) {
    await ctx.answerCallbackQuery({ text: ctx.t("access-request-gone") });
    return ctx.editMessageReplyMarkup({ reply_markup: undefined });
  }
  const by = escapeHtml(displayName(ctx.from!));
  const name = escapeHtml(request.name);
  const id = String(userId);
  if (decision === "admin") {
    if (ctx.access.fixedAdmin) {
      await grantAdmin(ctx, { kind: "request", id: userId, name: request.name }, { by: ctx.from!.id });
      await ctx.answerCallbackQuery();
      return ctx.editMessageText(ctx.t("access-approved-admin-note", { name, id, role: ctx.t("role-admin"), by }));
    }
    const proposed = await proposeAdmin(ctx, { kind: "request", id: userId, name: request.name });
    if (!proposed.ok) return ctx.answerCallbackQuery({ text: proposed.alert, show_alert: true });
    await ctx.answerCallbackQuery();
    // The request stays pending: until a second admin decides, it can still be let in otherwise or denied (/users).
    const f = await formatOf(ctx);
    return ctx.editMessageText(ctx.t("admin-proposed", { name, id, proposal: String(proposed.proposal.id), count: proposed.told, countText: f.num(proposed.told) }));
  }
  const lang = store.settings.getLanguage(userId) ?? languageFromTelegram(request.languageCode);
  await store.requests.remove(userId);
  if (decision === "deny") {
    await auditBy(ctx, { action: "user.deny", target: userId, targetName: request.name });
    ctx.log.info({ userId }, "access denied");
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.t("access-denied-admin-note", { name, id, by }));
    return tellAccessDecision(ctx, userId, lang, "access-denied-user");
  }
  const role: Role = decision;
  await store.users.upsert({
    id: userId,
    role,
    name: request.name,
    ...(request.username ? { username: request.username } : {}),
    approvedBy: ctx.from!.id,
    approvedAt: ctx.deps.now().toISOString(),
  });
  await auditBy(ctx, { action: "user.approve", target: userId, targetName: request.name, role });
  ctx.log.info({ userId, role }, "access granted");
  await syncUserMenu(ctx, userId);
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(ctx.t("access-approved-admin-note", { name, id, role: ctx.t(`role-${role}`), by }));
  return tellAccessDecision(ctx, userId, lang, "access-approved-user", `role-${role}`);
});

/** A second admin decides a proposal to make someone admin; the first decision wins, and the proposer is told. */
onButton(accessFeature, buttons.adminGrant, "admin", async (ctx, { user: userId, proposal: proposalId, decision }) => {
  if (decision !== "a" && decision !== "r") return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  const held = heldAdminProposal(ctx, userId, proposalId);
  if (!held) {
    await ctx.answerCallbackQuery({ text: ctx.t("admin-proposal-gone") });
    return ctx.editMessageReplyMarkup({ reply_markup: undefined });
  }
  const { target, proposal } = held;
  const repo = target.kind === "request" ? ctx.deps.store.requests : ctx.deps.store.users;
  if (decision === "a") {
    const bar = adminApprovalBar(ctx, proposal);
    if (bar !== null) return ctx.answerCallbackQuery({ text: bar, show_alert: true });
  }
  if (!(await repo.takeAdminProposal(userId, proposalId))) return ctx.answerCallbackQuery({ text: ctx.t("admin-proposal-gone") });
  const me = ctx.from!;
  if (decision === "a") await grantAdmin(ctx, target, { by: proposal.by, approvedBy: me.id }, proposal.id);
  else await auditBy(ctx, { action: "user.admin-refuse", target: userId, targetName: target.name, proposal: proposal.id, proposedBy: proposal.by });
  const outcome = (t: Translate) =>
    t(decision === "a" ? "admin-granted" : "admin-refused", { name: escapeHtml(target.name), id: String(userId), by: escapeHtml(proposal.byName), approver: escapeHtml(displayName(me)) });
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(outcome(ctx.t));
  try {
    await ctx.api.sendMessage(proposal.by, outcome(wordsOf(ctx.deps, ctx.i18n.fluent, proposal.by).t));
  } catch (err) {
    ctx.log.warn({ admin: proposal.by, err: String(err) }, "could not tell an admin how their proposal was decided");
  }
  return undefined;
});
