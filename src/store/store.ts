import { join } from "node:path";
import type { Logger } from "../logger.js";
import { auditRepo, type AuditRepo } from "./audit.js";
import { conversationsRepo, flowsWaiting, privateFlowSavedAt, pruneConversations, type ConversationStorageAdapter } from "./conversations.js";
import { rename } from "node:fs/promises";
import { lockDataDir, loadDocument, openDatabase, type Db } from "./db.js";
import { errorCode, fileExists } from "./errors.js";
import { openSharedDatabase } from "./shared-db.js";
import { STATE_SPLITS } from "./state-splits.js";
import type { Kysely } from "kysely";
import type { LedgerTables } from "../ledger/schema.js";
import { savedWhenPossible } from "./flow-state.js";
import type { DocumentFormat } from "./decode.js";
import { MIGRATIONS } from "./migrations.js";
import type { OutboxRepo } from "../ledger/outbox.js";
import type { DeliveryData } from "../ledger/poller-state.js";
import { outboxSchema, pollerStateSchema } from "./alerts-schema.js";
import { StoreError } from "./errors.js";
import { publishedRepo, type PublishedRepo } from "./published.js";
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
export type { PublishedRepo } from "./published.js";
export type { JsonValue } from "./json.js";
export { MAX_SUBSCRIPTIONS_PER_CHAT, type AddSubscriptionResult, type NewSubscription, type SubscriptionsRepo } from "./subscriptions.js";
export type { AlertRecipient, ChatBacklog, NewAlert, OutboxRepo, OutboxStats, QueuedAlert } from "../ledger/outbox.js";
export type { DeliveryData, PageCommit, PollerRepo, PollerStatus } from "../ledger/poller-state.js";
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
  type PaceAlert,
  type StoredAlert,
  type StoppedGroup,
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

export const STORE_FORMAT: DocumentFormat<StoreData> = {
  version: STORE_VERSION,
  migrations: MIGRATIONS,
  schema: storeDataSchema,
  empty: emptyStoreData,
};

/**
 * Everything the bot keeps, in DATA_DIR/flightdesk.json, or with `sharedState` in the ledger's
 * PostgreSQL database, which several instances share (src/store/shared-db.ts). Reads are
 * synchronous (the data is in memory); every change resolves once it is on disk or committed.
 */
export interface Store {
  /** The data file, or where the shared state is (server and database, no password). */
  readonly file: string;
  readonly users: UsersRepo;
  readonly requests: AccessRequestsRepo;
  readonly settings: SettingsRepo;
  readonly recentAirports: RecentAirportsRepo;
  /** What the bot last set about itself on Telegram: menus and descriptions. */
  readonly published: PublishedRepo;
  /** Pass `conversationStorage(store)` to the conversations plugin. */
  readonly conversations: ConversationStorageAdapter;
  /** When the guided flow waiting in this private chat saved its last step; null: no flow waits there. */
  privateFlowSavedAt(chatId: number): Date | null;
  /** The keys (flowKey) where flow `flowId` waits for an answer, with when each last saved a step. */
  waitingFlows(flowId: string): { key: string; savedAt: Date }[];
  readonly audit: AuditRepo;
  /** Alert subscriptions per chat. */
  readonly subscriptions: SubscriptionsRepo;
  /** Reads back what other instances changed (shared state); nothing to do with a data file. */
  fresh(): Promise<void>;
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
  /**
   * Opens where the poller's state and the outbox live (the app opens the ledger), once, under
   * DATA_DIR's lock: before the upgrade of a file of version 4 or older (to hand them over),
   * otherwise after the first save. A file that is refused (damaged, too new, unwritable) opens
   * nothing. When the store then fails to open, the caller closes what this opened. Absent
   * (tests of the store alone): an older file's are dropped, and an unsubscribe drops no alerts.
   */
  delivery?: () => Promise<DeliveryHome>;
  /**
   * The state lives in the home's database (PostgreSQL), shared by every instance on it: opened
   * first, under DATA_DIR's lock; the data file, if any, is moved in the first time and kept
   * beside as `flightdesk.json.moved-to-postgresql`. The home must give its `shared` database.
   */
  sharedState?: boolean;
  /** Between readings of other instances' changes in the background (shared state); default 2 s. */
  stateRefreshMs?: number;
}

/**
 * The home of the poller's state and the outbox since version 5 (the ledger is one): the store
 * drops a chat's waiting alerts when its last subscription stops, and hands over what an older
 * file holds.
 */
export interface DeliveryHome {
  readonly outbox: Pick<OutboxRepo, "dropWaiting">;
  /**
   * Keeps the poller's state and the outbox of a file from before version 5, unless it has a
   * poller state of its own (a hand-over done before a crash, or a home that polled already).
   * Runs under the store's lock, before the upgraded file is saved.
   */
  takeOver(legacy: DeliveryData, now: Date): Promise<unknown>;
  /** Its database when several instances share it (PostgreSQL), and where it is (no password). */
  readonly shared?: { db: Kysely<LedgerTables>; where: string };
}

/** The last version whose file holds the poller's state and the outbox. */
const LAST_WITH_DELIVERY = 4;

/**
 * Opens the store, creating DATA_DIR and the file when missing.
 * Throws StoreError: "locked" (another FlightDesk uses DATA_DIR), "damaged" or "too-new" (the
 * file is left untouched), "unwritable" (DATA_DIR or the disk refuses writes, or the file may not be read).
 */
export async function openStore(options: OpenStoreOptions): Promise<Store> {
  const now = options.now ?? (() => new Date());
  let home: DeliveryHome | undefined;
  const openHome = async () => (home ??= await options.delivery?.());
  const opening = {
    dataDir: options.dataDir,
    fileName: STORE_FILE_NAME,
    lockName: LOCK_FILE_NAME,
    format: STORE_FORMAT,
    logger: options.logger,
    prepare: (data: StoreData) => {
      const at = now();
      const dropped = { accessRequests: pruneAccessRequests(data, at), conversations: pruneConversations(data, at) };
      if (dropped.accessRequests + dropped.conversations > 0) {
        options.logger.info(dropped, "dropped expired access requests and idle conversations");
      }
    },
    beforeUpgrade: async (old: Readonly<Record<string, unknown>>, fromVersion: number) => {
      if (fromVersion < 2 || fromVersion > LAST_WITH_DELIVERY) return;
      await (await openHome())?.takeOver(legacyDelivery(old, join(options.dataDir, STORE_FILE_NAME)), now());
    },
  };
  const db: Db<StoreData> & { fresh?(): Promise<void> } = options.sharedState ? await openShared(opening, openHome, options.stateRefreshMs ?? STATE_REFRESH_MS) : await openDatabase(opening);
  try {
    await openHome();
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  options.logger.info({ file: db.file }, "store opened");
  return {
    file: db.file,
    users: usersRepo(db),
    requests: accessRequestsRepo(db),
    settings: settingsRepo(db),
    recentAirports: recentAirportsRepo(db),
    published: publishedRepo(db),
    conversations: savedWhenPossible(conversationsRepo(db, now), options.logger),
    privateFlowSavedAt: (chatId) => privateFlowSavedAt(db.data, chatId),
    waitingFlows: (flowId) => flowsWaiting(db.data, flowId),
    audit: auditRepo(db, now),
    subscriptions: subscriptionsRepo(db, home?.outbox),
    fresh: () => db.fresh?.() ?? Promise.resolve(),
    flush: () => db.flush(),
    close: () => db.close(),
  };
}

/** How often an instance reads back the state other instances changed, when nothing asked sooner. */
const STATE_REFRESH_MS = 2000;

/** The name the data file takes once its state is in the shared database: kept as a backup. */
export const MOVED_FILE_SUFFIX = ".moved-to-postgresql";

/**
 * The shared state, under DATA_DIR's lock: the home opens first; the first instance to find no
 * state there moves this DATA_DIR's data file in (upgraded like any file) and sets the file aside.
 */
async function openShared(
  opening: Parameters<typeof openDatabase<StoreData>>[0],
  openHome: () => Promise<DeliveryHome | undefined>,
  refreshMs: number,
): Promise<Db<StoreData> & { fresh(): Promise<void> }> {
  const { file, lock } = await lockDataDir(opening);
  const { logger } = opening;
  try {
    const shared = (await openHome())?.shared;
    if (!shared) throw new Error("the shared state needs a database several instances share (DATABASE_URL on PostgreSQL)");
    const db = await openSharedDatabase({
      db: shared.db,
      where: shared.where,
      format: opening.format,
      logger,
      refreshMs,
      splits: STATE_SPLITS,
      initial: () => loadDocument(file, opening, logger),
      adopted: async () => {
        const moved = `${file}${MOVED_FILE_SUFFIX}`;
        await rename(file, moved).then(
          () => logger.info({ file, moved, database: shared.where }, "moved the data file's state into the shared database; the file is kept as a backup"),
          (error: unknown) => {
            if (errorCode(error) !== "ENOENT") throw error;
          },
        );
      },
      prepare: opening.prepare,
    });
    // Only a warning: a file that cannot be looked at is not one to warn of.
    const unused = await fileExists(file).catch(() => false);
    if (unused) logger.warn({ file, database: shared.where }, "this data file is not used: the state is in the shared database (npm run migrate-state moves a file in by hand)");
    return {
      file: db.file,
      get data() {
        return db.data;
      },
      update: (change) => db.update(change),
      fresh: () => db.fresh(),
      flush: () => db.flush(),
      async close() {
        try {
          await db.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** The poller's state and the outbox as a file of versions 2 to 4 holds them. */
function legacyDelivery(old: Readonly<Record<string, unknown>>, file: string): DeliveryData {
  const poller = pollerStateSchema.safeParse(old["poller"]);
  const outbox = outboxSchema.safeParse(old["outbox"]);
  if (poller.success && outbox.success) return { poller: poller.data, outbox: outbox.data };
  const issue = (poller.error ?? outbox.error)!.issues[0];
  throw new StoreError(
    "damaged",
    file,
    `${file} holds a poller state or outbox that cannot be read (${issue?.path.map(String).join(".")}: ${issue?.message}). ` +
      "FlightDesk did not start and did not change the file. Restore it from a backup, then start again.",
  );
}
