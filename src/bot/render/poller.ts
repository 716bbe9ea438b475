import { arrivalLagMs, type FeedArrivals, type FeedCondition } from "../../domain/feed-health.js";
import type { LedgerCounts } from "../../ledger/ledger.js";
import type { SetAsideAmount } from "../../ledger/set-aside.js";
import type { OutboxStats, PollerStatus, Subscription } from "../../store/store.js";
import type { AccountState } from "../supplier-watch.js";
import type { Format } from "./format.js";
import { escapeHtml } from "./html.js";
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
  /** What the ledger holds: every booking and cancellation the poller has read. */
  ledger: LedgerCounts;
  now: Date;
  /** With several instances on one PostgreSQL: which leads (src/services/leader.ts); absent on SQLite. */
  leader?: { leading: boolean; name: string; leader: string | null };
}

/** Plural messages take the number (for Fluent's plural category) and its text in the reader's digits. */
const counted = (count: number, f: Format): { count: number; countText: string } => ({ count, countText: f.num(count) });

/** /poller: is the feed read, how far behind, what fails, what waits. Times in DISPLAY_TIMEZONE, named once at the end. */
export function renderPollerStatus(view: PollerView, t: Translate, f: Format): Rendered {
  const { status, now } = view;
  const at = (iso: string) => escapeHtml(f.instant(new Date(iso)));
  const since = (iso: string) => duration(now.getTime() - Date.parse(iso), t, f);
  const lines = [view.source === "off" ? t("poller-off") : t("poller-title", { source: view.source.toUpperCase(), seconds: f.num(view.pollSeconds) })];
  if (view.leader) lines.push(leaderLine(view.leader, t));
  lines.push(status.lastSuccessAt ? t("poller-last-success", { time: at(status.lastSuccessAt), ago: since(status.lastSuccessAt) }) : t("poller-never"));
  lines.push(...feedLines(view, t, f));
  if (status.failures > 0 && status.lastErrorAt) {
    lines.push(t("poller-failing", { ...counted(status.failures, f), time: at(status.lastErrorAt), error: escapeHtml(status.lastError ?? "?") }));
  } else {
    lines.push(t("poller-healthy"));
    if (status.lastErrorAt) lines.push(t("poller-last-error", { time: at(status.lastErrorAt), error: escapeHtml(status.lastError ?? "?") }));
  }
  if (status.rejected > 0) lines.push(t("poller-rejected", { count: f.num(status.rejected) }));
  lines.push(t("poller-outbox", { ...counted(view.outbox.entries, f), chats: view.outbox.chats, chatsText: f.num(view.outbox.chats) }));
  if (view.outbox.renderFailures > 0) lines.push(t("poller-render-failures", { count: f.num(view.outbox.renderFailures) }));
  lines.push(ledgerLine(view.ledger, t, f));
  if (view.ledger.setAside > 0) lines.push(t("poller-set-aside", { count: f.num(view.ledger.setAside) }));
  lines.push(accountLine(view.account, at, t));
  const groups = new Set(view.subscriptions.filter((s) => s.chatId < 0).map((s) => s.chatId)).size;
  const privates = new Set(view.subscriptions.filter((s) => s.chatId > 0).map((s) => s.chatId)).size;
  lines.push(
    t("poller-subscriptions", {
      count: f.num(view.subscriptions.length),
      private: privates,
      privateText: f.num(privates),
      groups,
      groupsText: f.num(groups),
    }),
  );
  lines.push(t("times-zone", { zone: f.zoneName }));
  return { text: lines.join("\n") };
}

function leaderLine(leader: NonNullable<PollerView["leader"]>, t: Translate): string {
  if (leader.leading) return t("poller-leader-this", { name: escapeHtml(leader.name) });
  return leader.leader === null ? t("poller-leader-none") : t("poller-leader-other", { leader: escapeHtml(leader.leader) });
}

/** "Ledger: 120 bookings, 310 passengers, 640 tickets, 12 cancellations". */
function ledgerLine(ledger: LedgerCounts, t: Translate, f: Format): string {
  const part = (key: string, n: number) => t(key, { count: n, countText: f.num(n) });
  return t("poller-ledger", {
    bookings: part("poller-ledger-bookings", ledger.bookings),
    passengers: part("poller-ledger-passengers", ledger.passengers),
    tickets: part("poller-ledger-tickets", ledger.tickets),
    cancellations: part("poller-ledger-cancellations", ledger.cancellations),
  });
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
function feedLines(view: PollerView, t: Translate, f: Format): string[] {
  const { status, arrivals } = view;
  if (!status.cursor) return [t("poller-no-cursor")];
  const at = (ms: number) => escapeHtml(f.instant(new Date(ms)));
  const lag = arrivalLagMs(arrivals);
  const lines = [lag === null ? t("poller-read-to", { time: at(Date.parse(status.cursor)) }) : readLine(arrivals.newestEventAt!, lag, t, f)];
  if (arrivals.newestEventAt === null && arrivals.lastArrivalAt !== null) lines.push(t("poller-feed-waiting", { time: at(arrivals.lastArrivalAt) }));
  if (view.feed.kind === "quiet") lines.push(t("poller-feed-quiet", { quiet: duration(view.feed.forMs, t, f), limit: duration(view.feed.limitMs, t, f) }));
  if (view.feed.kind === "late") {
    lines.push(
      t("poller-feed-late", {
        lag: duration(view.feed.lagMs, t, f),
        limit: duration(view.feed.limitMs, t, f),
        overlap: duration(view.overlapMinutes * 60_000, t, f),
      }),
    );
  }
  return lines;
}

/** "Events read up to 12:03 · lag 1 min": the newest event, and how long after it happened it arrived. */
function readLine(newestEventAt: number, lagMs: number, t: Translate, f: Format): string {
  return t("poller-lag", { time: escapeHtml(f.instant(new Date(newestEventAt))), lag: duration(lagMs, t, f) });
}

/** The admins' notice of a feed gone quiet or late (told once per episode, src/services/feed-watch.ts). */
export function renderFeedAlert(feed: Exclude<FeedCondition, { kind: "ok" }>, overlapMinutes: number, t: Translate, f: Format): string {
  if (feed.kind === "quiet") return t("feed-alert-quiet", { quiet: duration(feed.forMs, t, f), limit: duration(feed.limitMs, t, f) });
  return t("feed-alert-late", { lag: duration(feed.lagMs, t, f), limit: duration(feed.limitMs, t, f), overlap: duration(overlapMinutes * 60_000, t, f) });
}

/** The feed is on time again: said so, with how late its newest event came (its time in the zone, named). */
export function renderFeedMended(arrivals: FeedArrivals, t: Translate, f: Format): string {
  const lag = arrivalLagMs(arrivals);
  return [t("feed-alert-mended"), ...(lag === null ? [] : [readLine(arrivals.newestEventAt!, lag, t, f), t("times-zone", { zone: f.zoneName })])].join("\n");
}

/**
 * The admins' notice of amounts the ledger set aside: which booking or ticket, which event, the
 * number as read (from the supplier: escaped), so the supplier can be asked; `total` may be more
 * than those listed.
 */
export function renderSetAsideAlert(amounts: readonly SetAsideAmount[], total: number, t: Translate, f: Format): string {
  const lines = amounts.map((a) =>
    t("set-aside-alert-line", {
      pnr: f.ltr(escapeHtml(a.ticket === "" ? a.pnr : `${a.pnr} ${a.ticket}`)),
      event: f.num(a.eventId),
      member: a.member,
      sent: f.ltr(escapeHtml(a.sent)),
    }),
  );
  const more = total - amounts.length;
  return [t("set-aside-alert", { n: total, count: f.num(total) }), ...lines, ...(more > 0 ? [t("set-aside-alert-more", { count: f.num(more) })] : [])].join("\n");
}

/** "42 s", "7 min", "3h 5m" (never "3h 0m"); never negative (clocks may differ by a second). */
function duration(ms: number, t: Translate, f: Format): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return t("poller-seconds", { n: f.num(seconds) });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return t("poller-minutes", { n: f.num(minutes) });
  return f.duration(minutes);
}
