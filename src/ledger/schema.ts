import type { Generated } from "kysely";

/**
 * The ledger's tables as kysely sees them. Times are UTC text "yyyy-MM-dd HH:mm:ss" (the feed's
 * own form, which sorts as it reads); flight dates are airport-local as the feed sends them.
 * The amounts reports sum (a booking's total, a cancellation's refund) are two integer columns,
 * whole units and billionths (src/domain/ledger-money.ts), null when the feed's number could not
 * be held exactly (set_aside_amounts says which); currencies are upper-case ISO 4217 codes, ""
 * when not given. Other amounts are NUMERIC: the number the supplier sent (SQLite gives it back
 * as a number, PostgreSQL as exact decimal text: read them with `amountOf`).
 */

export type Amount = number | string;

export interface BookingsTable {
  pnr: string;
  /** The FlightBooked event that brought it. */
  event_id: number;
  booked_at: string;
  agency_id: string | null;
  agency_name: string | null;
  /** ReserveForUserName: whom the booking was made for. */
  for_user: string | null;
  /** ReserveByUserName: who made it. */
  by_user: string | null;
  /** "charter", "webservice", "mixed" or "unknown", as the alerts say. */
  channel: string;
  /** "api" (IsBookedByExternalApi) or "panel"; null when the feed does not say. */
  booked_via: string | null;
  currency: string;
  /** TotalSalePayable: whole units and billionths; both null when set aside. */
  total_whole: number | null;
  total_nano: number | null;
  /** Contact of the booking (the feed has one phone and one email per booking). */
  phone: string | null;
  /** The phone in E.164 (find-text.ts searchKeyOf): "0912 123 4567" and "+98 912 1234567" find each other. */
  phone_key: string | null;
  email: string | null;
  /** The email lowercased (searchKeyOf), for /find. */
  email_key: string | null;
  /** "THR-MHD, MHD-THR": the flights in order. */
  route: string;
  /** Airline and flight of the first leg, "IR1234", and its local date "yyyy-MM-dd". */
  first_flight: string | null;
  first_flight_date: string | null;
  passenger_count: number;
}

export interface PassengersTable {
  pnr: string;
  /** Position in the booking's passenger list (0-based). */
  idx: number;
  first_name: string | null;
  last_name: string | null;
  /** "first last" folded for /find (text-fold.ts foldText); any part of it is found by trigrams. */
  name_folded: string;
  /** Spelling key of "first last" (name-key.ts nameSoundKey): a word's key finds its spelling in the other script. */
  name_key: string;
  /** ADL, CHD, INF, or what the feed sent when it is none of them. */
  age_type: string | null;
  national_code: string | null;
  /** searchKeyOf("national-code"): ten digits with a valid check digit, else null. */
  national_code_key: string | null;
  passport_number: string | null;
  /** searchKeyOf("passport"): upper case, else null. */
  passport_key: string | null;
}

export interface TicketsTable {
  pnr: string;
  passenger_idx: number;
  /** Position among the passenger's segments, charter ones first. */
  segment_idx: number;
  ticket_number: string | null;
  /** "charter" or "webservice". */
  kind: string;
  airline: string | null;
  flight_number: string | null;
  /** Local at the origin, "yyyy-MM-dd HH:mm". */
  flight_time: string | null;
  /** Its date part: /manifest and /flights ask by it. */
  flight_date: string | null;
  origin: string | null;
  destination: string | null;
  /** BookingCode. */
  fare_class: string | null;
  fare_name: string | null;
  age_type: string | null;
  base_fare: Amount | null;
  tax: Amount | null;
  payable: Amount | null;
  currency: string;
  /** "active" or "cancelled". */
  status: string;
  /** Its booking's booked_at, beside it so that /pace counts a flight's recent sales from tickets_flight alone. */
  booked_at: string | null;
}

export interface CancellationsTable {
  pnr: string;
  ticket_number: string;
  event_id: number;
  cancelled_at: string;
  cancelled_by: string | null;
  airline: string | null;
  flight_number: string;
  flight_time: string;
  flight_date: string;
  origin: string;
  destination: string;
  first_name: string | null;
  last_name: string | null;
  age_type: string | null;
  penalty_percent: Amount | null;
  penalty: Amount;
  /** AmountThatShouldPayBackToPassenger: whole units and billionths; both null when set aside. */
  refund_whole: number | null;
  refund_nano: number | null;
  currency: string;
}

/**
 * An amount of the feed the ledger could not hold exactly (src/domain/ledger-money.ts): its
 * event is kept, its booking or cancellation counted, the amount left out of every sum.
 */
export interface SetAsideAmountsTable {
  event_id: number;
  /** The cancelled ticket; "" for a booking's total. */
  ticket: string;
  pnr: string;
  /** The feed's member: TotalSalePayable or AmountThatShouldPayBackToPassenger. */
  member: string;
  /** The number as read ("1e+20"). */
  sent: string;
  /** The booking's or cancellation's time, as the ledger keeps times. */
  at: string;
  /** When admins were told (ISO 8601); null until then. */
  told_at: string | null;
}

/** Every ledger event read, by the supplier's Id: a page read twice changes nothing. */
export interface EventsTable {
  id: number;
  type: string;
  created_at: string;
}

/** The poller's one row (id 1): src/store/alerts-schema.ts PollerState, and the outbox's counter (written by the outbox alone). */
export interface PollerStateTable {
  id: number;
  cursor: string | null;
  since: string | null;
  done_from: string | null;
  done_to: string | null;
  applied_start: string | null;
  newest_event_at: string | null;
  last_arrival_at: string | null;
  last_success_at: string | null;
  last_error_at: string | null;
  last_error: string | null;
  failures: number;
  rejected: number;
  /** Alerts dropped as unrenderable (src/ledger/outbox.ts unrenderable). */
  render_failures: number;
}

export interface SeenEventsTable {
  id: number;
  /** Epoch ms the feed last returned it (src/domain/seen.ts). */
  seen_at: number;
}

/** An alert waiting for delivery, kept once however many destinations wait for it (src/ledger/outbox.ts). */
export interface OutboxAlertsTable {
  event_id: number;
  at: string;
  /** The AlertBody as JSON. */
  body: string;
  /** How many destinations still wait for it: it goes with the last. */
  refs: number;
}

/** One destination's alerts of one page, in order (src/ledger/outbox.ts); `id` orders the rows. */
export interface AlertQueueTable {
  id: Generated<number>;
  chat_id: number;
  /** The forum topic; null: the chat itself. */
  thread_id: number | null;
  /** "pending", or "sending" while a sender has claimed it. */
  state: string;
  /** Failed attempts to send its first message. */
  attempts: number;
  /** Epoch ms before which it is not retried. */
  not_before: number;
  enqueued_at: string;
  /** How many alerts `events` holds. */
  size: number;
  /** [eventId, language, owner] per alert (src/ledger/outbox-queue.ts). */
  events: string;
}

/**
 * A refund that answered a TrackingCode (bot/refund/follow.ts). Times are ISO 8601 UTC.
 * `outcome`: null while followed; "confirmed", "rejected", or "expired" (14 days without one).
 */
export interface RefundFollowTable {
  tracking_code: string;
  /** The refund's audit entry. */
  audit_id: number;
  /** The agent who sent it: told of the outcome in private. */
  user_id: number;
  user_name: string;
  pnr: string;
  /** Ticket numbers, comma-separated. */
  tickets: string;
  /** SUPPLIER_CURRENCY when it was sent: RefundedAmount is in it. */
  currency: string;
  requested_at: string;
  /** The last Status read, as sent; null until the first GetStatus. */
  status: string | null;
  checked_at: string | null;
  outcome: string | null;
  /** RefundedAmount as sent, once decided. */
  refunded_amount: Amount | null;
  /** StatusDesc or Remarks of the decision, as sent. */
  remarks: string | null;
  decided_at: string | null;
  audited_at: string | null;
  told_at: string | null;
}

/** Small named values of the bot's periodic work (bot/desk-marks.ts). */
export interface DeskMarksTable {
  name: string;
  value: string;
}

/** Tickets claimed for DoRefund, by any instance (refund-claims.ts). */
export interface RefundClaimsTable {
  pnr: string;
  ticket: string;
  /** pending (a call under way), ok (refunded), unknown (outcome not known), free (may be refunded). */
  state: string;
  /** ISO 8601: when it was last claimed. */
  claimed_at: string;
  /** The instance that claimed it (refund-claims.ts claimHolder). */
  holder: string;
  user_name: string;
  tracking_code: string | null;
}

/** Seats held (Lock) and the Book sent for them, by any instance (book-claims.ts). No passenger's data. */
export interface BookClaimsTable {
  /** The lock's ids as the supplier gave them, as JSON: "[7300001]", a round trip's "[7300001,7300002]" (bot/book/keys.ts). */
  hold: string;
  /** book-claims.ts BookState. */
  state: string;
  /** YourLocalInventoryPnr of the latest Book, written before it is sent; null before any. */
  reference: string | null;
  /** Books sent for this hold: a refused one lets another go, with a new reference. */
  attempts: number;
  /** The instance that locked it or sends its Book (refund-claims.ts claimHolder). */
  holder: string;
  user_id: number;
  user_name: string;
  /** The flights held, in words for messages: "IR 452 THR-MHD 2026-12-01 08:20". */
  flight: string;
  passengers: number;
  /** The locked total, exactly as sent (decimal text). */
  total_payable: string;
  currency: string;
  /** ISO 8601 */
  locked_at: string;
  /** ISO 8601: when the supplier lets the seats go; null when it did not say. */
  expires_at: string | null;
  /** ISO 8601: when the latest Book was sent. */
  sent_at: string | null;
  pnr: string | null;
  /** Why the latest Book was not issued, or what is unclear about it. */
  detail: string | null;
}

/** Telegram updates taken through the webhook, by any instance (webhook-updates.ts). */
export interface WebhookUpdatesTable {
  update_id: number;
  /** Epoch milliseconds. */
  taken_at: number;
  /** The chat (or, without one, the user) whose update it is; null for an inline query, and for ids taken before migration 0019. */
  chat_id: number | null;
  /** Epoch milliseconds; null while it is being handled (or was never marked). */
  handled_at: number | null;
}

/** The query behind each search result, for its buttons on any instance (search-queries.ts). */
/** A flight's seats as the supplier's flight list last gave them (pace alerts' capacity). */
export interface PaceSeatsTable {
  /** Local "yyyy-MM-dd" and flight-board.ts flightKey. */
  flight_date: string;
  flight_key: string;
  capacity: number;
  /** Epoch milliseconds. */
  checked_at: number;
  /** At least its seats sold (exact when last counted, raised by each page since); null until counted. */
  sold: number | null;
}

/** A pace alert that fired (domain/pace-alerts.ts), once per flight, kind and level. */
export interface PaceAlertsTable {
  id: Generated<number>;
  flight_date: string;
  flight_key: string;
  kind: string;
  /** A threshold's percent; a spike's hour (epoch hours); 0 otherwise. */
  level: number;
  /** Epoch milliseconds. */
  fired_at: number;
  acked_by: number | null;
  acked_name: string | null;
  acked_at: number | null;
}

export interface SearchQueriesTable {
  /** The result's id, as its buttons carry it. */
  id: string;
  /** The ParsedSearch, as JSON. */
  query: string;
  /** Epoch milliseconds. */
  searched_at: number;
  /** The Telegram user who searched (migration 0029; null before it). */
  owner: number | null;
}

/** A bulk refund of the schedule-change desk (schedule-runs.ts). */
export interface ScheduleRunsTable {
  id: string;
  user_id: number;
  user_name: string;
  chat_id: number;
  /** The message that shows the summary, then the progress. */
  message_id: number | null;
  /** "IR 452 THR→MHD". */
  flight: string;
  /** Origin-local "yyyy-MM-dd HH:mm", as the supplier sent them. */
  old_time: string;
  new_time: string;
  currency: string;
  /** draft (summary shown), running (confirmed), done, cancelled. */
  status: string;
  /** How many starts of the bot found it running. */
  restarts: Generated<number>;
  created_at: string;
  started_at: string | null;
  ended_at: string | null;
  /** Who carries it out (claimHolder: host and DATA_DIR), null before it runs or before migration 0021. */
  owner: Generated<string | null>;
  /** When its owner last said it was at work (ISO 8601); a run unseen for RUN_LEASE_MS is taken over. */
  owner_seen_at: Generated<string | null>;
}

export interface ScheduleRunTicketsTable {
  run_id: string;
  idx: number;
  pnr: string;
  ticket: string;
  /** The passenger's name as the desk listed it (migration 0024; null before). */
  passenger: Generated<string | null>;
  /** The sale's TotalFare as the supplier sent it: what a reason-2 refund gives back. */
  amount: Amount;
  /** 1: in the run (picked, or all); 0: left out. */
  selected: number;
  /** queued, sending (written before the call), done, refused, unknown, skipped. */
  state: string;
  tracking_code: string | null;
  detail: string | null;
  updated_at: string;
}

/**
 * A flight control proposal. Times are UTC ISO 8601; old_data and change are JSON (the
 * flight as read, in the supplier's member names, and the new values); user ids are Telegram's.
 */
export interface FlightProposalsTable {
  id: Generated<number>;
  state: string;
  flight_id: string;
  airline: string;
  flight_number: string;
  /** The flight's local departure date, yyyy-MM-dd. */
  flight_date: string;
  origin: string;
  destination: string;
  old_data: string;
  change: string;
  proposer_id: number | string;
  proposer_name: string;
  proposed_at: string;
  expires_at: string;
  decider_id: number | string | null;
  decider_name: string | null;
  decided_at: string | null;
  /** JSON: what the outcome found (differences, the reading, the supplier's words). */
  detail: string | null;
}

/** A BookingFlightSegmentReplacedV1 of the feed (segment-replacements.ts). */
export interface SegmentReplacementsTable {
  event_id: number;
  pnr: string;
  /** UTC "yyyy-MM-dd HH:mm:ss". */
  replaced_at: string;
  reason: string | null;
  old_airline: string | null;
  old_flight_number: string;
  /** Local at the origin, as sent: "yyyy-MM-dd HH:mm" (or the date alone). */
  old_flight_time: string;
  old_flight_date: string;
  old_origin: string;
  old_destination: string;
  new_airline: string | null;
  new_flight_number: string;
  new_flight_time: string;
  new_flight_date: string;
  new_origin: string;
  new_destination: string;
}

/** Counts and exact sums of bookings (src/ledger/sales-totals.ts); counts come back as bigint text from PostgreSQL. */
export interface SalesCounters {
  bookings: number | string;
  passengers: number | string;
  /** Sums of the amounts held: whole units and billionths. */
  total_whole: number | string;
  total_nano: number | string;
  /** Bookings whose amount was set aside: in no sum. */
  unheld: number | string;
}

/** The bookings of a half hour (its first instant, ledger time) in a currency. */
export interface SalesSlotsTable extends SalesCounters {
  slot: string;
  currency: string;
}

/** The bookings of a UTC day "yyyy-MM-dd" by route, agency or first flight, and currency. */
export interface SalesGroupsTable extends SalesCounters {
  day: string;
  dimension: "route" | "agency" | "flight";
  /** 0: the bookings had no agency or flight (key is ""). */
  keyed: number;
  key: string;
  currency: string;
}

/**
 * A past flight (of one spelling of its number) with its seats grouped by whole days before
 * departure at booking and at cancellation (src/ledger/pace-history.ts), as routeHistory
 * (pace.ts) adds them up from the tickets.
 */
export interface PaceHistoryTable {
  flight_date: string;
  airline: string;
  flight_number: string | null;
  origin: string | null;
  destination: string | null;
  /** The earliest flight_time of its tickets. */
  flight_time: string;
  /** "booked:cancelled:seats" per group, comma-separated; cancelled empty when not cancelled. */
  sales: string;
  /** The display zone's offset the days were counted at, minutes east of UTC. */
  utc_offset: number;
}

/** A flight date whose pace_history rows are there, counted with the display zone's offset then (minutes east of UTC). */
export interface PaceHistoryDatesTable {
  flight_date: string;
  utc_offset: number;
}

/** A flight date the ledger changed since its pace_history rows were counted: they are counted again when read. */
export interface PaceHistoryStaleTable {
  flight_date: string;
}

export interface LedgerTables {
  bookings: BookingsTable;
  passengers: PassengersTable;
  tickets: TicketsTable;
  cancellations: CancellationsTable;
  ledger_events: EventsTable;
  poller_state: PollerStateTable;
  seen_events: SeenEventsTable;
  outbox_alerts: OutboxAlertsTable;
  alert_queue: AlertQueueTable;
  refund_follow: RefundFollowTable;
  desk_marks: DeskMarksTable;
  webhook_updates: WebhookUpdatesTable;
  refund_claims: RefundClaimsTable;
  state_head: StateHeadTable;
  state_parts: StatePartsTable;
  send_claims: SendClaimsTable;
  book_claims: BookClaimsTable;
  schedule_runs: ScheduleRunsTable;
  schedule_run_tickets: ScheduleRunTicketsTable;
  flight_proposals: FlightProposalsTable;
  segment_replacements: SegmentReplacementsTable;
  set_aside_amounts: SetAsideAmountsTable;
  sales_slots: SalesSlotsTable;
  search_queries: SearchQueriesTable;
  sales_groups: SalesGroupsTable;
  pace_seats: PaceSeatsTable;
  pace_alerts: PaceAlertsTable;
  pace_history: PaceHistoryTable;
  pace_history_dates: PaceHistoryDatesTable;
  pace_history_stale: PaceHistoryStaleTable;
}

/** An amount as JavaScript reads it: PostgreSQL's NUMERIC comes back as its decimal text. */
export function amountOf(value: Amount): number {
  return typeof value === "number" ? value : Number(value);
}

/** The one row (id 1) of the store's state: the version of the last change, and the document's schemaVersion. */
export interface StateHeadTable {
  id: number;
  version: number;
  format: number;
}

/** One part of the store's document (a top-level key: users, audit...) as JSON. */
export interface StatePartsTable {
  name: string;
  /** The head's version when this part was last written. */
  version: number;
  body: string;
}

/** A message of the background work taken for sending (send-claims.ts); times in epoch ms. */
export interface SendClaimsTable {
  /** What is sent: "digest", "refund-outcome". */
  kind: string;
  /** Which one: a digest's subscription and day, a refund's tracking code. */
  key: string;
  holder: string;
  claimed_at: number;
  /** Telegram took it; null while it is being sent (or its sender died). */
  sent_at: number | null;
}
