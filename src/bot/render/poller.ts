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
  lines.push(status.cursor ? t("poller-lag", { time: at(status.cursor), lag: since(status.cursor) }) : t("poller-no-cursor"));
  if (status.failures > 0 && status.lastErrorAt) {
    lines.push(t("poller-failing", { count: status.failures, time: at(status.lastErrorAt), error: escapeHtml(status.lastError ?? "?") }));
  } else {
    lines.push(t("poller-healthy"));
    if (status.lastErrorAt) lines.push(t("poller-last-error", { time: at(status.lastErrorAt), error: escapeHtml(status.lastError ?? "?") }));
  }
  if (status.rejected > 0) lines.push(t("poller-rejected", { count: status.rejected }));
  lines.push(t("poller-outbox", { count: view.outbox.entries, chats: view.outbox.chats }));
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

/** "42 s", "7 min", "3 h 5 min"; never negative (clocks may differ by a second). */
function duration(ms: number, t: Translate): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 120) return t("poller-seconds", { n: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 120) return t("poller-minutes", { n: minutes });
  return t("poller-hours", { n: Math.floor(minutes / 60), m: minutes % 60 });
}
