import { lastReportDay, DEFAULT_REPORT_TIME, type ReportPeriod } from "../../domain/report-schedule.js";
import { parseDigestTime } from "../../domain/digest-schedule.js";
import { printableSnippet } from "../../domain/user-text.js";
import { MAX_SUBSCRIPTIONS_PER_CHAT } from "../../store/store.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { describeSubscription } from "../render/alerts-subscriptions.js";
import { escapeHtml } from "../render/html.js";
import { parseSubscribeArgs } from "./alerts-args.js";
import { subscriptionHere } from "./alerts-place.js";

/**
 * /subscribe report daily|weekly [HH:MM] [route=THR-MHD] [airline=IR]: the sales report of the
 * day or the week (per route and flight, channels, load factors, cancellations; a chart and its
 * Excel file), sent by src/services/digests.ts at HH:MM in DISPLAY_TIMEZONE (08:00 unless given).
 * The same report again in the same place changes its hour.
 */
export async function subscribeReport(ctx: BotContext, words: string): Promise<string> {
  const [periodWord = "", ...rest] = words.split(/\s+/).filter(Boolean);
  const period = periodWord.toLowerCase();
  if (period !== "daily" && period !== "weekly") return ctx.t("report-bad-period", { word: escapeHtml(printableSnippet(periodWord)) });
  const timeWord = rest[0] && /^\d/.test(rest[0]) ? rest.shift()! : "";
  const time = timeWord === "" ? DEFAULT_REPORT_TIME : parseDigestTime(timeWord);
  if (time === null) return ctx.t("digest-bad-time", { word: escapeHtml(printableSnippet(timeWord)) });
  const args = parseSubscribeArgs(rest.join(" "));
  if (!args.ok) return ctx.t(`alerts-bad-${args.problem}`, { word: escapeHtml(args.word) });
  if (args.topic !== null) return ctx.t("alerts-bad-word", { word: escapeHtml(args.topic) });
  if (args.filters.flight) return ctx.t("report-bad-flight");
  const { store, now, config } = ctx.deps;
  const lastDay = lastReportDay(period as ReportPeriod, config.displayTimezone, time, now());
  const result = await store.subscriptions.add(await subscriptionHere(ctx, { topic: "report", filters: args.filters, digest: { time, lastDay }, report: { period: period as ReportPeriod } }));
  const f = await formatOf(ctx);
  if (result.kind === "limit") return ctx.t("alerts-limit", { max: f.num(MAX_SUBSCRIPTIONS_PER_CHAT) });
  if (result.kind === "duplicate") await store.subscriptions.setDigest(result.subscription.id, time, lastDay);
  ctx.log.info({ chatId: ctx.chat!.id, subscription: result.subscription.id, period, time }, "report subscribed");
  const what = escapeHtml(describeSubscription({ ...result.subscription, digest: { time, lastDay } }, ctx.t, f));
  return ctx.t(result.kind === "duplicate" ? "report-changed" : "report-added", { what, zone: escapeHtml(f.zoneName) });
}
