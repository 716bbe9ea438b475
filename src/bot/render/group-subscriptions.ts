import { InlineKeyboard } from "grammy";
import type { StoppedGroup, Subscription } from "../../store/store.js";
import { buttons } from "../buttons.js";
import { addButton, parseId36 } from "../callback-data.js";
import { describeSubscription } from "./alerts-subscriptions.js";
import { code, escapeHtml } from "./html.js";
import type { Format } from "./format.js";
import type { Rendered, Translate } from "./types.js";

/** What the message with the buttons shows: every group subscription, or those one user made. */
export type GroupAlertsView = { kind: "all" } | { kind: "madeBy"; userId: number };

/** One group subscription with what an admin needs to decide on it. */
export interface GroupSubscriptionRow {
  subscription: Subscription;
  /** The group's title, when Telegram told it. */
  title: string | undefined;
  /** The maker's name, when known (a removed user's record is gone). */
  makerName: string | undefined;
  /** The maker is still an admin, so still answers for the group's alerts. */
  makerMay: boolean;
}

/** Room left under Telegram's 4096 characters for the title, the hint and "and N more". */
const TEXT_BUDGET = 3400;

export function encodeView(view: GroupAlertsView): string {
  return view.kind === "all" ? "a" : view.userId.toString(36);
}

/** null for a field that names no view (forged or damaged data). */
export function decodeView(field: string | undefined): GroupAlertsView | null {
  if (field === "a") return { kind: "all" };
  const userId = parseId36(field);
  return userId === null ? null : { kind: "madeBy", userId };
}

/**
 * Group subscriptions, those whose maker may no longer manage them first, each with who made it
 * and Keep / Stop buttons for `owner`. Rows that would not fit one message are counted, not shown:
 * deciding the first ones makes room for them.
 */
export function renderGroupSubscriptions(
  rows: readonly GroupSubscriptionRow[],
  title: string,
  owner: number,
  view: GroupAlertsView,
  t: Translate,
  f: Format,
): Rendered {
  const sorted = [...rows].sort(
    (a, b) => Number(a.makerMay) - Number(b.makerMay) || a.subscription.chatId - b.subscription.chatId || a.subscription.id - b.subscription.id,
  );
  const lines = [title];
  const keyboard = new InlineKeyboard();
  let shown = 0;
  for (const row of sorted) {
    const entry = rowLines(row, f.num(shown + 1), t, f);
    if (lines.join("\n").length + entry.length > TEXT_BUDGET) break;
    lines.push(entry);
    shown += 1;
    const decide = (choice: string) => buttons.groupAlertsDecision.pack(owner, { subscription: row.subscription.id, choice, view: encodeView(view) });
    addButton(keyboard, t("group-alerts-keep-button", { n: f.num(shown) }), decide("k"));
    addButton(keyboard, t("group-alerts-stop-button", { n: f.num(shown) }), decide("s")).row();
  }
  if (shown < sorted.length) lines.push(t("group-alerts-more", { count: f.num(sorted.length - shown) }));
  if (shown > 0) lines.push("", t("group-alerts-decide-hint"));
  return shown > 0 ? { text: lines.join("\n"), keyboard } : { text: lines.join("\n") };
}

/** What every admin is told when a group removes the bot: the group, and each subscription that stopped. */
export function renderGroupRemoved(group: StoppedGroup, t: Translate, f: Format): string {
  return t("group-alerts-removed", { group: groupLabel(group.chatId, group.title), list: stoppedLines(group, t, f) });
}

/**
 * Groups that removed the bot, each with the subscriptions that stopped and a Forget button for
 * `owner`; groups that would not fit one message are counted, not shown, as above.
 */
export function renderStoppedGroups(groups: readonly StoppedGroup[], owner: number, t: Translate, f: Format): Rendered {
  const lines = [t("group-alerts-removed-title")];
  const keyboard = new InlineKeyboard();
  let shown = 0;
  for (const group of groups) {
    const n = f.num(shown + 1);
    const entry = [t("group-alerts-removed-line", { n, group: groupLabel(group.chatId, group.title), when: f.instant(group.stoppedAt) }), stoppedLines(group, t, f)].join("\n");
    if (lines.join("\n").length + entry.length > TEXT_BUDGET) break;
    lines.push(entry);
    shown += 1;
    addButton(keyboard, t("group-alerts-forget-button", { n }), buttons.groupAlertsForget.pack(owner, { chat: group.chatId }));
    if (shown % 3 === 0) keyboard.row();
  }
  if (shown < groups.length) lines.push(t("group-alerts-removed-more", { count: f.num(groups.length - shown) }));
  return { text: lines.join("\n"), keyboard };
}

function stoppedLines(group: StoppedGroup, t: Translate, f: Format): string {
  return group.subscriptions.map((s) => `   • ${escapeHtml(describeSubscription(s, t, f))}`).join("\n");
}

/** "<b>Ops desk</b> <code>-1007400</code>"; the title as the group had it, when known. */
export function groupLabel(chatId: number, title: string | undefined): string {
  return `<b>${escapeHtml(title ?? "—")}</b> ${code(String(chatId))}`;
}

function rowLines(row: GroupSubscriptionRow, n: string, t: Translate, f: Format): string {
  const { subscription: s } = row;
  const group = groupLabel(s.chatId, row.title);
  const who = personWithId(s.createdBy, row.makerName);
  return [
    t("group-alerts-line", { n, group, what: escapeHtml(describeSubscription(s, t, f)) }),
    t(row.makerMay ? "group-alerts-by" : "group-alerts-by-orphaned", { who }),
  ].join("\n");
}

/** "Leo <code>7501</code>", or the id alone when the name is unknown. */
export function personWithId(userId: number, name: string | undefined): string {
  return `${name ? `${escapeHtml(name)} ` : ""}${code(String(userId))}`;
}
