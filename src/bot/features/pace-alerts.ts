import { Composer } from "grammy";
import { dateOfCompact, readDateWord, todayIn } from "../../domain/dates.js";
import { parseQuietHours } from "../../domain/pace-alerts.js";
import { printableSnippet } from "../../domain/user-text.js";
import { acknowledge } from "../../ledger/pace-alerts.js";
import { auditBy } from "../audit-by.js";
import { buttons } from "../buttons.js";
import type { BotContext } from "../context.js";
import { recordRefused } from "../errors.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { loadPace } from "../pace/load.js";
import { displayName } from "../render/display-name.js";
import { escapeHtml } from "../render/html.js";
import { renderPace } from "../render/pace.js";
import { replyRendered } from "../reply.js";

/**
 * What a pace alert (src/ledger/pace-alerts.ts) leads to: its flight's day in /pace, its
 * acknowledgement (the first press wins, told to the chat and kept in /audit), and a chat's
 * quiet hours (/subscribe quiet 23:00-07:00, /subscribe quiet off).
 */
export const paceAlertsFeature = new Composer<BotContext>();

/** /subscribe quiet …: sets or ends the chat's quiet hours and says so. */
export async function setQuietHours(ctx: BotContext, words: string): Promise<string> {
  const { subscriptions } = ctx.deps.store;
  const chatId = ctx.chat!.id;
  const f = await formatOf(ctx);
  if (words === "") {
    const quiet = subscriptions.quiet(chatId);
    return quiet ? ctx.t("quiet-now", { from: f.num(quiet.from), to: f.num(quiet.to) }) : ctx.t("quiet-none");
  }
  if (["off", "none", "stop"].includes(words.toLowerCase())) {
    await subscriptions.setQuiet(chatId, null);
    return ctx.t("quiet-off");
  }
  const quiet = parseQuietHours(words.replaceAll(" ", ""));
  if (!quiet) return ctx.t("quiet-bad", { word: escapeHtml(printableSnippet(words)) });
  await subscriptions.setQuiet(chatId, quiet);
  ctx.log.info({ chatId, quiet }, "quiet hours set");
  return ctx.t("quiet-set", { from: f.num(quiet.from), to: f.num(quiet.to), zone: escapeHtml(ctx.deps.config.displayTimezone) });
}

/** The flight's day and route in /pace, read afresh. */
onButton(paceAlertsFeature, buttons.paceDay, "viewer", async (ctx, { date, route }) => {
  const day = /^\d{8}$/.test(date) ? dateOfCompact(date) : "";
  if (!readDateWord(day, day).ok || !/^[A-Z]{6}$/.test(route)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("typing");
  const { ledger, supplier, config, now } = ctx.deps;
  const args = { first: day, last: day, route: { origin: route.slice(0, 3), destination: route.slice(3) } };
  const view = await loadPace({ ledger, supplier, log: ctx.log, refused: recordRefused(ctx) }, args, now(), config.displayTimezone, todayIn(config.displayTimezone, now()));
  await replyRendered(ctx, renderPace(view, ctx.from?.id ?? 0, ctx.t, await formatOf(ctx)));
  return undefined;
});

/** Anyone let in who reads the alert may take it: the first press is recorded, the others are told who took it. */
onButton(paceAlertsFeature, buttons.paceAck, "viewer", async (ctx, { alert }) => {
  const me = ctx.from!;
  const { ledger, now } = ctx.deps;
  const ack = await acknowledge(ledger.db, alert, me.id, displayName(me), now());
  if (!ack) return ctx.answerCallbackQuery({ text: ctx.t("pace-ack-gone"), show_alert: true });
  const f = await formatOf(ctx);
  const when = f.instant(new Date(ack.at));
  if (!ack.first) return ctx.answerCallbackQuery({ text: ctx.t("pace-ack-already", { name: ack.name, time: when }), show_alert: true });
  await auditBy(ctx, { action: "pace.ack", alert, flightDate: ack.flightDate, flight: ack.flightKey });
  await ctx.answerCallbackQuery({ text: ctx.t("pace-ack-done") });
  const message = ctx.callbackQuery?.message;
  // Told in the chat, so that everyone who read the alert sees it is taken.
  await ctx.reply(ctx.t("pace-ack-told", { name: escapeHtml(ack.name), time: when, flight: f.ltr(escapeHtml(ack.flightKey)), date: f.date(ack.flightDate) }), {
    ...(message ? { reply_parameters: { message_id: message.message_id, allow_sending_without_reply: true } } : {}),
  });
  const markup = message?.reply_markup;
  const rows = markup?.inline_keyboard.filter((row) => !row.some((b) => "callback_data" in b && buttons.paceAck.is(b.callback_data)));
  await ctx.editMessageReplyMarkup(rows && rows.length > 0 ? { reply_markup: { inline_keyboard: rows } } : {}).catch((err: unknown) => ctx.log.debug({ err: String(err) }, "the alert's Acknowledge button could not be taken off"));
  return undefined;
});
