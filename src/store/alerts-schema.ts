import { z } from "zod";
import { LANGUAGES } from "../domain/languages.js";

/**
 * Collections of schema version 2: alert subscriptions, the event poller's state and the
 * outbox of alerts waiting for delivery (the last two in the ledger's database since store
 * version 5: src/ledger/poller-mirror.ts and outbox.ts; these schemas still read them from older files). Times are ISO 8601 like the rest of the file; event
 * times are kept as the supplier wrote them (UTC, yyyy-MM-dd HH:mm:ss).
 */

const timestamp = z.iso.datetime({ offset: true });
const chatId = z.number().int().refine((id) => id !== 0, "a chat id is never 0");
const userId = z.number().int().positive();
const count = z.number().int().nonnegative();

/** "all" is every feed event; "pace" the pace alerts (domain/pace-alerts.ts), asked for apart. */
export const TOPICS = ["bookings", "cancellations", "all", "pace"] as const;
export type Topic = (typeof TOPICS)[number];
/** What a subscription delivers: alerts of a topic, (version 4) the daily sales digest, or the daily or weekly sales report. */
export const SUBSCRIPTION_KINDS = [...TOPICS, "digest", "report"] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

const hhmm = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/);

/** The digest's hour (HH:MM in DISPLAY_TIMEZONE) and the last day sent, so a restart neither repeats nor skips one. */
export const digestScheduleSchema = z.strictObject({
  time: hhmm,
  /** yyyy-MM-dd in DISPLAY_TIMEZONE: sent, or already past when the digest was asked for. */
  lastDay: z.iso.date(),
});
export type DigestSchedule = z.infer<typeof digestScheduleSchema>;

/** A sales report's period (/subscribe report daily|weekly). */
export const reportPeriodSchema = z.strictObject({ period: z.enum(["daily", "weekly"]) });

export const subscriptionFiltersSchema = z.strictObject({
  /** Origin and destination of one flight, e.g. THR and MHD. */
  route: z.strictObject({ origin: z.string().length(3), destination: z.string().length(3) }).optional(),
  /** Two-character IATA airline code. */
  airline: z.string().min(2).max(3).optional(),
  /** Flight number as the supplier writes it, without the airline code. */
  flight: z.string().min(1).max(6).optional(),
});
export type SubscriptionFilters = z.infer<typeof subscriptionFiltersSchema>;

export const subscriptionSchema = z
  .strictObject({
  id: z.number().int().positive(),
  chatId,
  /** The forum topic the subscription was made in; alerts go there. */
  threadId: z.number().int().positive().optional(),
  topic: z.enum(SUBSCRIPTION_KINDS),
  filters: subscriptionFiltersSchema,
  /** Present exactly when the topic is "digest" or "report": when it is sent. */
  digest: digestScheduleSchema.optional(),
  /** Present exactly when the topic is "report": its period. */
  report: reportPeriodSchema.optional(),
  /** Language of the alerts in a group (in a private chat the user's own language wins). */
  language: z.enum(LANGUAGES),
  createdBy: userId,
  /** The maker's name as Telegram gave it: still known after their access is removed. */
  createdByName: z.string().max(256).optional(),
  createdAt: timestamp,
})
  .refine((s) => (s.topic === "digest" || s.topic === "report") === (s.digest !== undefined), "a digest or a report has a schedule, an alert none")
  .refine((s) => (s.topic === "report") === (s.report !== undefined), "a report has a period");
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A group that removed the bot: the subscriptions that stopped then, kept for admins to see until one forgets them. */
export const stoppedGroupSchema = z.strictObject({
  chatId,
  /** The group's title when it removed the bot (Telegram no longer describes it). */
  title: z.string().max(256).optional(),
  stoppedAt: timestamp,
  subscriptions: z.array(subscriptionSchema).min(1),
  /** When admins were told; absent until then (a send refused with 403 may stop them first). */
  toldAt: timestamp.optional(),
});
export type StoppedGroup = z.infer<typeof stoppedGroupSchema>;

export const subscriptionsSchema = z.strictObject({
  /** Ids are never reused. */
  nextId: z.number().int().positive(),
  items: z.array(subscriptionSchema),
  /** Groups that removed the bot, one record per group (absent in files written before). */
  stopped: z.array(stoppedGroupSchema).optional(),
  /** Quiet hours per chat id (/subscribe quiet): alerts falling in them wait until they end. */
  quiet: z.record(z.string().regex(/^-?\d+$/), z.strictObject({ from: hhmm, to: hhmm })).optional(),
});

/** One flight of an alert; the date is airport-local, as the supplier gave it. */
export const alertLegSchema = z.strictObject({
  origin: z.string(),
  destination: z.string(),
  airline: z.string(),
  flight: z.string(),
  date: z.string(),
});
export type AlertLeg = z.infer<typeof alertLegSchema>;

export const bookingAlertSchema = z.strictObject({
  kind: z.literal("booking"),
  pnr: z.string(),
  legs: z.array(alertLegSchema),
  passengers: z.strictObject({ adult: count, child: count, infant: count, other: count }),
  total: z.number(),
  currency: z.string(),
  agency: z.string().nullable(),
  user: z.string().nullable(),
  /** Charter (the supplier's own quota), web service (bought from another supplier), or both. */
  channel: z.enum(["charter", "webservice", "mixed", "unknown"]),
  gateway: z.string().nullable(),
  /** UTC, as sent. */
  bookedAt: z.string(),
});
export type BookingAlert = z.infer<typeof bookingAlertSchema>;

export const cancelledPassengerSchema = z.strictObject({
  name: z.string(),
  ageType: z.string(),
  ticket: z.string(),
  penalty: z.number(),
  /** Null when the event did not say. */
  penaltyPercent: z.number().nullable(),
  refund: z.number(),
});
export type CancelledPassenger = z.infer<typeof cancelledPassengerSchema>;

export const cancellationAlertSchema = z.strictObject({
  kind: z.literal("cancellation"),
  pnr: z.string(),
  leg: alertLegSchema,
  cancelledBy: z.string().nullable(),
  /** UTC, as sent. */
  cancelledAt: z.string(),
  currency: z.string(),
  passengers: z.array(cancelledPassengerSchema),
  /** Passengers beyond those kept (a large group is summarised). */
  morePassengers: count,
  /** What goes back to all of them together. */
  refundTotal: z.number(),
});
export type CancellationAlert = z.infer<typeof cancellationAlertSchema>;

/** Any other event type: a short generic summary. */
export const otherAlertSchema = z.strictObject({
  kind: z.literal("other"),
  type: z.string(),
  /** A PNR or booking reference when the event carries one. */
  reference: z.string().nullable(),
});
export type OtherAlert = z.infer<typeof otherAlertSchema>;

/** A flight selling (or not) as it should (/subscribe pace): src/ledger/pace-alerts.ts. */
export const paceAlertSchema = z.strictObject({
  kind: z.literal("pace"),
  /** Its row in pace_alerts: the Acknowledge button names it. */
  id: z.number().int().positive(),
  alert: z.enum(["threshold", "soldout", "behind", "spike"]),
  /** The flight; its date is "yyyy-MM-dd HH:mm" local (the time when known). */
  leg: alertLegSchema,
  sold: count,
  /** Seats from the supplier's flight list; null when it never said. */
  capacity: count.nullable(),
  /** The threshold passed (percent). */
  threshold: count.optional(),
  /** Cancellations of the flight within the hour (a spike). */
  cancellations: count.optional(),
  /** Behind pace: the usual seats sold with `days` left, and how far below it (percent, negative). */
  usual: z.number().nonnegative().optional(),
  percent: z.number().int().optional(),
  days: count.optional(),
});
export type PaceAlert = z.infer<typeof paceAlertSchema>;

export const alertBodySchema = z.discriminatedUnion("kind", [bookingAlertSchema, cancellationAlertSchema, otherAlertSchema, paceAlertSchema]);
export type AlertBody = z.infer<typeof alertBodySchema>;

/** What an event says, kept once however many chats it goes to. */
export const storedAlertSchema = z.strictObject({
  eventId: z.number().int(),
  /** The event's CreateDateTime (UTC, as sent). */
  at: z.string(),
  /** Outbox entries still pointing at it; the alert goes when the last one is delivered. */
  refs: z.number().int().positive(),
  body: alertBodySchema,
});
export type StoredAlert = z.infer<typeof storedAlertSchema>;

export const OUTBOX_STATES = ["pending", "sending"] as const;

/**
 * One alert for one destination: a chat, or a forum topic of it. Its key is entryKey() in
 * outbox.ts: an event reaches a destination once.
 */
export const outboxEntrySchema = z.strictObject({
  chatId,
  /** The forum topic (message_thread_id); absent: the chat itself (its General topic in a forum). */
  threadId: z.number().int().positive().optional(),
  eventId: z.number().int(),
  /** Order of arrival: alerts of a chat go out oldest first. */
  seq: z.number().int().positive(),
  /**
   * "sending" is written to disk before the message is sent. An entry found "sending" after a
   * crash is sent again (see src/services/events/notifier.ts for the guarantee).
   */
  state: z.enum(OUTBOX_STATES),
  attempts: count,
  /** Epoch ms before which it is not retried (after a transient failure). */
  notBefore: z.number().int().nonnegative(),
  enqueuedAt: timestamp,
  language: z.enum(LANGUAGES),
  /** Who may press the alert's buttons: the user of a private chat, the subscriber in a group. */
  owner: userId,
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxSchema = z.strictObject({
  nextSeq: z.number().int().positive(),
  entries: z.record(z.string(), outboxEntrySchema),
  alerts: z.record(z.string(), storedAlertSchema),
  /** Alerts that could not be rendered at all and were dropped (absent: none yet). */
  renderFailures: count.optional(),
});
export type OutboxData = z.infer<typeof outboxSchema>;

export const pollerStateSchema = z.strictObject({
  /** See src/domain/cursor.ts. */
  cursor: timestamp.nullable(),
  since: timestamp.nullable(),
  done: z.strictObject({ from: timestamp, to: timestamp }).nullable(),
  /** The EVENTS_START already applied: a restart with the same setting does not backfill again. */
  appliedStart: timestamp.nullable(),
  /**
   * Event id -> when the feed last returned it, epoch ms on the bot's clock (src/domain/seen.ts).
   * Files written before kept the event's CreateDateTime here: close enough, it ages out alike.
   */
  seen: z.record(z.string(), z.number()),
  /** The newest event time ever read, and when it arrived (src/domain/feed-health.ts); absent in older files. */
  newestEventAt: timestamp.nullable().optional(),
  lastArrivalAt: timestamp.nullable().optional(),
  lastSuccessAt: timestamp.nullable(),
  lastErrorAt: timestamp.nullable(),
  /** Short, secret-free description of the last failure. */
  lastError: z.string().nullable(),
  /** Failed polls in a row; 0 after a success. */
  failures: count,
  /** Events the supplier sent that did not fit their schema (skipped), since the start of records. */
  rejected: count,
});
export type PollerState = z.infer<typeof pollerStateSchema>;
