import { InlineKeyboard } from "grammy";
import { DEFAULT_DIGEST_TIME } from "../../domain/digest-schedule.js";
import { TOPICS, type DigestSchedule, type Subscription, type SubscriptionFilters, type SubscriptionKind } from "../../store/store.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import { escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import type { Rendered, Translate } from "./types.js";

/**
 * "Bookings · route THR → MHD · flight 1234 · forum topic 7", plain text (codes are validated
 * letters and digits); with `f`, the route isolated in a right-to-left line.
 */
export function describeSubscription(
  s: { topic: SubscriptionKind; filters: SubscriptionFilters; threadId?: number; digest?: DigestSchedule; report?: { period: string } },
  t: Translate,
  f?: Format,
): string {
  const { route, airline, flight } = s.filters;
  const time = s.digest ? (f ? f.ltr(f.num(s.digest.time)) : s.digest.time) : "";
  const parts = [s.report ? t("report-described", { period: s.report.period, time }) : s.digest ? t("digest-described", { time }) : t(`alerts-topic-${s.topic}`)];
  if (route) parts.push(t("alerts-filter-route", { route: f ? f.ltr(`${route.origin} → ${route.destination}`) : `${route.origin} → ${route.destination}` }));
  if (airline) parts.push(t("alerts-filter-airline", { airline }));
  if (flight) parts.push(t("alerts-filter-flight", { flight }));
  if (s.threadId !== undefined) parts.push(t("alerts-forum-topic", { thread: s.threadId }));
  return parts.join(" · ");
}

/** The "topic" of the button that subscribes the daily digest at its default hour. */
export const DIGEST_BUTTON_TOPIC = "digest";

/** The topic buttons of a bare /subscribe, and under them the daily digest's. */
export function renderTopicChoice(owner: number, t: Translate, f: Format): Rendered {
  const keyboard = new InlineKeyboard();
  for (const topic of TOPICS) addButton(keyboard, t(`alerts-topic-${topic}`), buttons.alertsSubscribe.pack(owner, { topic }));
  const time = f.ltr(f.num(DEFAULT_DIGEST_TIME));
  keyboard.row();
  addButton(keyboard, t("digest-button", { time }), buttons.alertsSubscribe.pack(owner, { topic: DIGEST_BUTTON_TOPIC }));
  return { text: t("alerts-choose", { time }), keyboard };
}

/**
 * The chat's subscriptions, numbered, those whose maker may no longer manage them marked. With
 * an owner, a stop button for each and one for all (/unsubscribe); without, a hint (/subscriptions).
 */
export function renderSubscriptions(
  subscriptions: readonly Subscription[],
  t: Translate,
  f: Format,
  stopButtonsFor?: number,
  orphaned: (s: Subscription) => boolean = () => false,
): Rendered {
  if (subscriptions.length === 0) return { text: t("alerts-none") };
  const lines = subscriptions.map((s, i) => {
    const line = t("alerts-list-line", { n: f.num(i + 1), what: escapeHtml(describeSubscription(s, t, f)) });
    return orphaned(s) ? `${line}\n${t("group-alerts-orphaned-here")}` : line;
  });
  const title = t("alerts-list-title", { count: f.num(subscriptions.length) });
  if (stopButtonsFor === undefined) return { text: [title, ...lines, "", t("alerts-list-hint")].join("\n") };
  const keyboard = new InlineKeyboard();
  subscriptions.forEach((s, i) => {
    const label = t("alerts-stop-button", { n: f.num(i + 1), what: describeSubscription(s, t, f) });
    addButton(keyboard, label, buttons.alertsUnsubscribe.pack(stopButtonsFor, { which: s.id.toString(36) })).row();
  });
  if (subscriptions.length > 1) addButton(keyboard, t("alerts-stop-all-button"), buttons.alertsUnsubscribe.pack(stopButtonsFor, { which: "all" }));
  return { text: [t("alerts-stop-pick"), title, ...lines].join("\n"), keyboard };
}
