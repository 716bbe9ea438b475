import { arrivalLagMs, type FeedArrivals, type FeedCondition } from "../../domain/feed-health.js";
import type { OutboxStats, PollerStatus, Subscription } from "../../store/store.js";
import type { AccountState } from "../supplier-watch.js";
import { escapeHtml } from "./html.js";
import { formatInstant } from "./time.js";
import type { Rendered, Translate } from "./types.js";

export interface PollerView {
  account: AccountState;
  source: "b2b" | "b2m" | "off";
  pollSeconds: number;
  status: PollerStatus;
  /** The feed's arrivals and whether they are late or quiet (src/domain/feed-health.ts). */
  arrivals: FeedArrivals;
  feed: FeedCondition;
  overlapMinutes: number;
  outbox: OutboxStats;
  subscriptions: readonly Subscription[];
  now: Date;
  timeZone: string;
}

/** /poller: is the feed read, how far behind, what fails, what waits. */
export function renderPollerStatus(view: PollerView, t: Translate): Rendered {
  const { status, now, timeZone } = view;
  const at = (iso: string) => escapeHtml(formatInstant(new Date(iso), timeZone));
  const since = (iso: string) => duration(now.getTime() - Date.parse(iso), t);
  const lines = [view.source === "off" ? t("poller-off") : t("poller-title", { source: view.source.toUpperCase(), seconds: view.pollSeconds })];
  lines.push(status.lastSuccessAt ? t("poller-last-success", { time: at(status.lastSuccessAt), ago: since(status.lastSuccessAt) }) : t("poller-never"));
  lines.push(...feedLines(view, t));
  if (status.failures > 0 && status.lastErrorAt) {
    lines.push(t("poller-failing", { count: status.failures, time: at(status.lastErrorAt), error: escapeHtml(status.lastError ?? "?") }));
  } else {
    lines.push(t("poller-healthy"));
    if (status.lastErrorAt) lines.push(t("poller-last-error", { time: at(status.lastErrorAt), error: escapeHtml(status.lastError ?? "?") }));
  }
  if (status.rejected > 0) lines.push(t("poller-rejected", { count: status.rejected }));
  lines.push(t("poller-outbox", { count: view.outbox.entries, chats: view.outbox.chats }));
  if (view.outbox.renderFailures > 0) lines.push(t("poller-render-failures", { count: view.outbox.renderFailures }));
  lines.push(accountLine(view.account, at, t));
  const groups = new Set(view.subscriptions.filter((s) => s.chatId < 0).map((s) => s.chatId)).size;
  const privates = new Set(view.subscriptions.filter((s) => s.chatId > 0).map((s) => s.chatId)).size;
  lines.push(t("poller-subscriptions", { count: view.subscriptions.length, private: privates, groups }));
  return { text: lines.join("\n") };
}

/** The supplier account: accepted, refused (with the supplier's words and trace id), or not checked. */
function accountLine(account: AccountState, at: (iso: string) => string, t: Translate): string {
  switch (account.state) {
    case "unchecked":
      return t("poller-account-unchecked");
    case "ok":
      return t("poller-account-ok", { time: at(account.at.toISOString()) });
    case "refused":
      return [
        t("poller-account-refused", { message: escapeHtml(account.message) }),
        ...(account.traceId ? [t("poller-account-trace", { trace: escapeHtml(account.traceId) })] : []),
      ].join(" ");
    case "unreachable":
      return t("poller-account-unreachable", { error: escapeHtml(account.error) });
  }
}

/**
 * How far the feed is read: the cursor (the newest event time read) and how late that event
 * arrived; a warning when the feed is quiet or late.
 */
function feedLines(view: PollerView, t: Translate): string[] {
  const { status, arrivals, timeZone } = view;
  if (!status.cursor) return [t("poller-no-cursor")];
  const at = (ms: number) => escapeHtml(formatInstant(new Date(ms), timeZone));
  const lag = arrivalLagMs(arrivals);
  const lines = [lag === null ? t("poller-read-to", { time: at(Date.parse(status.cursor)) }) : readLine(arrivals.newestEventAt!, lag, timeZone, t)];
  if (arrivals.newestEventAt === null && arrivals.lastArrivalAt !== null) lines.push(t("poller-feed-waiting", { time: at(arrivals.lastArrivalAt) }));
  if (view.feed.kind === "quiet") lines.push(t("poller-feed-quiet", { quiet: duration(view.feed.forMs, t), limit: duration(view.feed.limitMs, t) }));
  if (view.feed.kind === "late") {
    lines.push(t("poller-feed-late", { lag: duration(view.feed.lagMs, t), limit: duration(view.feed.limitMs, t), overlap: duration(view.overlapMinutes * 60_000, t) }));
  }
  return lines;
}

/** "Events read up to 12:03 · lag 1 min": the newest event, and how long after it happened it arrived. */
function readLine(newestEventAt: number, lagMs: number, timeZone: string, t: Translate): string {
  return t("poller-lag", { time: escapeHtml(formatInstant(new Date(newestEventAt), timeZone)), lag: duration(lagMs, t) });
}

/** The admins' notice of a feed gone quiet or late (told once per episode, src/bot/feed-watch.ts). */
export function renderFeedAlert(feed: Exclude<FeedCondition, { kind: "ok" }>, overlapMinutes: number, t: Translate): string {
  if (feed.kind === "quiet") return t("feed-alert-quiet", { quiet: duration(feed.forMs, t), limit: duration(feed.limitMs, t) });
  return t("feed-alert-late", { lag: duration(feed.lagMs, t), limit: duration(feed.limitMs, t), overlap: duration(overlapMinutes * 60_000, t) });
}

/** The feed is on time again: said so, with how late its newest event came. */
export function renderFeedMended(arrivals: FeedArrivals, timeZone: string, t: Translate): string {
  const lag = arrivalLagMs(arrivals);
  return [t("feed-alert-mended"), ...(lag === null ? [] : [readLine(arrivals.newestEventAt!, lag, timeZone, t)])].join("\n");
}

/** "42 s", "7 min", "3 h 5 min"; never negative (clocks may differ by a second). */
function duration(ms: number, t: Translate): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return t("poller-seconds", { n: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return t("poller-minutes", { n: minutes });
  return t("poller-hours", { n: Math.floor(minutes / 60), m: minutes % 60 });
}
