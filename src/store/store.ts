import type { Logger } from "../logger.js";
import { auditRepo, type AuditRepo } from "./audit.js";
import { conversationsRepo, privateFlowSavedAt, pruneConversations, type ConversationStorageAdapter } from "./conversations.js";
import { openDatabase } from "./db.js";
import { savedWhenPossible } from "./flow-state.js";
import type { DocumentFormat } from "./decode.js";
import { MIGRATIONS } from "./migrations.js";
import { outboxRepo, pruneOutbox, type OutboxRepo } from "./outbox.js";
import { pollerRepo, type PollerRepo } from "./poller.js";
import { recentAirportsRepo, type RecentAirportsRepo } from "./recent-airports.js";
import { accessRequestsRepo, pruneAccessRequests, type AccessRequestsRepo } from "./requests.js";
import { emptyStoreData, STORE_VERSION, storeDataSchema, type StoreData } from "./schema.js";
import { settingsRepo, type SettingsRepo } from "./settings.js";
import { subscriptionsRepo, type SubscriptionsRepo } from "./subscriptions.js";
import { usersRepo, type UsersRepo } from "./users.js";

export { StoreError, type StoreErrorKind } from "./errors.js";
export { conversationStorage, type ConversationStorageAdapter } from "./conversations.js";
export type { UsersRepo } from "./users.js";
export { AUDIT_CAP, type AuditInput, type AuditRepo } from "./audit.js";
export type { AccessRequestsRepo } from "./requests.js";
export type { SettingsRepo } from "./settings.js";
export type { RecentAirportsRepo } from "./recent-airports.js";
export type { JsonValue } from "./json.js";
export { MAX_SUBSCRIPTIONS_PER_CHAT, type AddSubscriptionResult, type NewSubscription, type SubscriptionsRepo } from "./subscriptions.js";
export { entryKey, type AlertRecipient, type ChatBacklog, type NewAlert, type OutboxRepo, type OutboxStats } from "./outbox.js";
export type { PageCommit, PollerRepo, PollerStatus } from "./poller.js";
export {
  TOPICS,
  type AlertBody,
  type DigestSchedule,
  type SubscriptionKind,
  type AlertLeg,
  type BookingAlert,
  type CancellationAlert,
  type CancelledPassenger,
  type OtherAlert,
  type OutboxEntry,
  type StoredAlert,
  type Subscription,
  type SubscriptionFilters,
  type Topic,
} from "./alerts-schema.js";
export {
  type AccessRequest,
  type AuditEntry,
  type StoredUser,
} from "./schema.js";

export const STORE_FILE_NAME = "flightdesk.json";
export const LOCK_FILE_NAME = "flightdesk.lock";

const STORE_FORMAT: DocumentFormat<StoreData> = {
  version: STORE_VERSION,
  migrations: MIGRATIONS,
  schema: storeDataSchema,
  empty: emptyStoreData,
};

/**
 * Everything the bot keeps, in DATA_DIR/flightdesk.json. Reads are synchronous (the data is
 * in memory); every change resolves once it is on disk.
 */
export interface Store {
  readonly file: string;
  readonly users: UsersRepo;
  readonly requests: AccessRequestsRepo;
  readonly settings: SettingsRepo;
  readonly recentAirports: RecentAirportsRepo;
  /** Pass `conversationStorage(store)` to the conversations plugin. */
  readonly conversations: ConversationStorageAdapter;
  /** When the guided flow waiting in this private chat saved its last step; null: no flow waits there. */
  privateFlowSavedAt(chatId: number): Date | null;
  readonly audit: AuditRepo;
  /** Alert subscriptions per chat. */
  readonly subscriptions: SubscriptionsRepo;
  /** The event poller's cursor, seen ids and health. */
  readonly poller: PollerRepo;
  /** Alerts waiting for delivery. */
  readonly outbox: OutboxRepo;
  /** Saves now; resolves when on disk. */
  flush(): Promise<void>;
  /** Saves and releases DATA_DIR for the next process. Call it on shutdown. */
  close(): Promise<void>;
}

export interface OpenStoreOptions {
  dataDir: string;
  logger: Logger;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
}

/**
 * Opens the store, creating DATA_DIR and the file when missing.
 * Throws StoreError: "locked" (another FlightDesk uses DATA_DIR), "damaged" or "too-new" (the
 * file is left untouched), "unwritable" (DATA_DIR or the disk refuses writes, or the file may not be read).
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const now = options.now ?? (() => new Date());
  const db = await openDatabase({
    dataDir: options.dataDir,
    fileName: STORE_FILE_NAME,
    lockName: LOCK_FILE_NAME,
    format: STORE_FORMAT,
    logger: options.logger,
    prepare: (data) => {
      const at = now();
      const dropped = { accessRequests: pruneAccessRequests(data, at), conversations: pruneConversations(data, at) };
      if (dropped.accessRequests + dropped.conversations > 0) {
        options.logger.info(dropped, "dropped expired access requests and idle conversations");
      }
      const staleAlerts = pruneOutbox(data, at);
      if (staleAlerts > 0) options.logger.warn({ staleAlerts }, "dropped alerts that could not be delivered for days");
    },
  });
  options.logger.info({ file: db.file }, "store opened");
  return {
    file: db.file,
    users: usersRepo(db),
    requests: accessRequestsRepo(db),
    settings: settingsRepo(db),
    recentAirports: recentAirportsRepo(db),
    conversations: savedWhenPossible(conversationsRepo(db, now), options.logger),
    privateFlowSavedAt: (chatId) => privateFlowSavedAt(db.data, chatId),
    audit: auditRepo(db, now),
    subscriptions: subscriptionsRepo(db),
    poller: pollerRepo(db),
    outbox: outboxRepo(db),
    flush: () => db.flush(),
    close: () => db.close(),
  };
}
