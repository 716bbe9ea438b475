import { afterPage, cursorAfter, isDone, parseEventTime, type CursorState, type PageStep, type TimeRange } from "../../domain/cursor.js";
import type { NewAlert, Subscription } from "../../store/store.js";
import type { EventsPage } from "../../supplier/client.js";
import type { SupplierEvent } from "../../supplier/schemas/events.js";
import { alertBody } from "./alert-body.js";
import { recipientsOf } from "./match.js";

/**
 * One page of the feed, handled in memory: which events are new, the alerts they make, and
 * where the cursor goes. Pure; the poller commits the result in one transaction (Ledger.commitPage).
 */
export interface HandledPage {
  step: PageStep;
  /** Where the cursor goes (null only before any start: never in practice). */
  cursor: number | null;
  /** The newest event time within the range asked for: the cursor follows it. */
  newestAt: number | null;
  /** Every id the page returned: the new ones are remembered, the others refreshed. */
  returned: number[];
  /** New events: not seen before, not twice in the page, not handled before a backfill. */
  fresh: number[];
  alerts: NewAlert[];
}

export interface PageContext {
  /** Where the page started, and the poll's range. */
  from: number;
  range: TimeRange;
  state: CursorState;
  isSeen: (eventId: number) => boolean;
  subscriptions: readonly Subscription[];
  mayReceive: (subscription: Subscription) => boolean;
}

export function handlePage(page: EventsPage, ctx: PageContext): HandledPage {
  const times = page.events.map((e) => parseEventTime(e.CreateDateTime));
  // An event dated outside what was asked (served again under an old date, or from the future)
  // says nothing about how far the feed has come: neither the next page nor the cursor follow
  // it (a next page from a future date would pass over the rest of the range).
  const newestAt = times.reduce<number | null>(
    (max, t) => (t !== null && t >= ctx.from && t <= ctx.range.to && (max === null || t > max) ? t : max),
    null,
  );
  // Rejected items count towards the supplier's 5000 too.
  const step = afterPage(ctx.from, page.events.length + page.rejected.length, newestAt);
  const fresh: number[] = [];
  const alerts: NewAlert[] = [];
  const inPage = new Set<number>();
  page.events.forEach((event, i) => {
    // An unreadable time is taken as the range's end for the backfill's done window.
    const at = times[i] ?? ctx.range.to;
    if (inPage.has(event.Id)) return;
    inPage.add(event.Id);
    if (ctx.isSeen(event.Id) || isDone(ctx.state, at)) return;
    fresh.push(event.Id);
    const alert = ctx.subscriptions.length > 0 ? alertOf(event, ctx) : null;
    if (alert) alerts.push(alert);
  });
  return { step, cursor: cursorAfter(ctx.state.cursor, step, newestAt, ctx.range), newestAt, returned: [...inPage], fresh, alerts };
}
function alertOf(event: SupplierEvent, ctx: PageContext): NewAlert | null {
  const body = alertBody(event);
  const recipients = recipientsOf(body, ctx.subscriptions, ctx.mayReceive);
  return recipients.length > 0 ? { eventId: event.Id, at: event.CreateDateTime, body, recipients } : null;
}
