import { Composer } from "grammy";
import { buttons } from "../buttons.js";
import { tellAccessDecision } from "../access-decision.js";
import type { BotContext } from "../context.js";
import { onButton } from "../guards.js";
import { displayName } from "../render/display-name.js";
import { escapeHtml } from "../render/html.js";
import { languageFromTelegram } from "../i18n.js";
import { isRole, type Role } from "../../domain/roles.js";
import { syncUserMenu } from "../menu-sync.js";

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
  const lang = store.settings.getLanguage(userId) ?? languageFromTelegram(request.languageCode);
  await store.requests.remove(userId);
  if (decision === "deny") {
    ctx.log.info({ userId }, "access denied");
    await ctx.answerCallbackQuery();
    await ctx.editMessageText(ctx.t("access-denied-admin-note", { name, id: String(userId), by }));
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
  ctx.log.info({ userId, role }, "access granted");
  await syncUserMenu(ctx, userId);
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(ctx.t("access-approved-admin-note", { name, id: String(userId), role: ctx.t(`role-${role}`), by }));
  return tellAccessDecision(ctx, userId, lang, "access-approved-user", `role-${role}`);
});
