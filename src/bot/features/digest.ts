import { DEFAULT_DIGEST_TIME, lastDueDay, parseDigestTime } from "../../domain/digest-schedule.js";
import { printableSnippet } from "../../domain/user-text.js";
import { MAX_SUBSCRIPTIONS_PER_CHAT } from "../../store/store.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { escapeHtml } from "../render/html.js";
import { subscriptionHere } from "./alerts-place.js";

/**
 * /subscribe digest [HH:MM]: the day's sales chart with a short summary, once a day at HH:MM in
 * DISPLAY_TIMEZONE (23:30 unless given), to this chat or forum topic. A second one in the same
 * place changes the hour; a bare /subscribe offers it as a button at the default hour.
 * /subscriptions lists it and /unsubscribe stops it with the alerts;
 * src/services/digests.ts sends it.
 */

/** Subscribes this chat (or topic) to the digest at the time given ("" for the default) and says what happened. */
export async function subscribeDigest(ctx: BotContext, word: string): Promise<string> {
  const time = word === "" ? DEFAULT_DIGEST_TIME : parseDigestTime(word);
  if (time === null) return ctx.t("digest-bad-time", { word: escapeHtml(printableSnippet(word)) });
  const { store, now, config } = ctx.deps;
  // Days whose hour has already passed are not sent: the first digest is the next one due.
  const lastDay = lastDueDay(config.displayTimezone, time, now());
  const result = await store.subscriptions.add(await subscriptionHere(ctx, { topic: "digest", filters: {}, digest: { time, lastDay } }));
  const f = await formatOf(ctx);
  if (result.kind === "limit") return ctx.t("alerts-limit", { max: f.num(MAX_SUBSCRIPTIONS_PER_CHAT) });
  if (result.kind === "duplicate") await store.subscriptions.setDigest(result.subscription.id, time, lastDay);
  ctx.log.info({ chatId: ctx.chat!.id, subscription: result.subscription.id, time }, "digest subscribed");
  const words = { time: f.ltr(f.num(time)), zone: escapeHtml(f.zoneName) };
  return ctx.t(result.kind === "duplicate" ? "digest-changed" : "digest-added", words);
}
