import { InlineKeyboard } from "grammy";
import type { User } from "grammy/types";
import { adminIds } from "./access.js";
import { buttons } from "./buttons.js";
import { addButton } from "./callback-data.js";
import type { BotContext } from "./context.js";
import { displayName } from "./render/display-name.js";
import { plainText } from "./render/html.js";
import { renderRequestDecision } from "./render/users.js";
import type { AccessRequest } from "../store/store.js";

/**
 * A user who is not let in, in a private chat: one sentence with their id and a request
 * button. Nothing else runs for them, and no supplier call is made.
 */
export async function handleStranger(ctx: BotContext): Promise<void> {
  const from = ctx.from;
  if (!from) return;
  if (buttons.accessRequest.unpack(ctx.callbackQuery?.data)?.owner === from.id) return requestAccess(ctx, from);
  if (ctx.callbackQuery) return void (await ctx.answerCallbackQuery({ text: plainText(ctx.t("access-refused", { id: String(from.id) })) }));
  const keyboard = addButton(new InlineKeyboard(), ctx.t("access-request-button"), buttons.accessRequest.pack(from.id, {}));
  await ctx.reply(ctx.t("access-refused", { id: String(from.id) }), { reply_markup: keyboard });
}

async function requestAccess(ctx: BotContext, from: User): Promise<void> {
  const { store } = ctx.deps;
  // Pressed again: a toast says so; an edit to the same text would be refused by Telegram.
  if (store.requests.get(from.id) !== undefined) return void (await ctx.answerCallbackQuery({ text: ctx.t("access-request-pending") }));
  const request = await store.requests.add({
    id: from.id,
    name: displayName(from),
    ...(from.username ? { username: from.username } : {}),
    ...(from.language_code ? { languageCode: from.language_code } : {}),
    requestedAt: ctx.deps.now().toISOString(),
  });
  ctx.log.info({ requester: from.id }, "access requested");
  await notifyAdmins(ctx, request);
  await ctx.answerCallbackQuery();
  await ctx.editMessageText(ctx.t("access-request-sent"));
}

async function notifyAdmins(ctx: BotContext, request: AccessRequest): Promise<void> {
  for (const admin of adminIds(ctx.deps)) {
    const t = ctx.i18n.fluent.withLocale(ctx.deps.store.settings.getLanguage(admin) ?? "en");
    const { text, keyboard } = renderRequestDecision(request, admin, t, { back: false });
    try {
      await ctx.api.sendMessage(admin, text, { reply_markup: keyboard });
    } catch (err) {
      // An admin who never opened the bot cannot be messaged; the others still are.
      ctx.log.warn({ admin, err: String(err) }, "could not notify an admin of an access request");
    }
  }
}
