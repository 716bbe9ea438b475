import type { Bot, BotError } from "grammy";
import type { Update, UserFromGetMe } from "grammy/types";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { openStore, type Store } from "./store/store.js";
import { openLedger, type Ledger } from "./ledger/ledger.js";
import { startRetention } from "./ledger/retention.js";
import { earlierUnhandled, markHandled, takeUpdate } from "./ledger/webhook-updates.js";
import { SupplierClient } from "./supplier/client.js";
import { turnKeyOf } from "./bot/chat-turn.js";
import { createBot } from "./bot/bot.js";
import { syncMenus } from "./bot/menu-sync.js";
import { syncDescriptions } from "./bot/bot-description.js";
import type { BotContext } from "./bot/context.js";
import { reportInterruptedRefunds } from "./bot/refund/interrupted.js";
import { reportInterruptedFlightChanges } from "./bot/flight-control/interrupted.js";
import { startEventAlerts, type EventAlerts } from "./services/events/service.js";
import { SupplierWatch } from "./bot/supplier-watch.js";
import { InlineSearches } from "./bot/search/inline-answers.js";
import { SearchResults } from "./bot/search/results.js";
import { startWebhookServer } from "./bot/webhook-server.js";
import { ALLOWED_UPDATES, IN_FLIGHT_GRACE_MS, startPolling, type Updates } from "./bot/polling.js";
import type { GateLimits } from "./bot/gate.js";
import { reachBotApi } from "./telegram-reach.js";
import { FLOW_TIMEOUT_MS } from "./bot/flows.js";
import { startDigests } from "./services/digests.js";
import { adoptUnfollowed } from "./bot/refund/follow.js";
import { startRefundFollow } from "./services/refund-follow.js";
import { startBalanceWatch } from "./services/balance-watch.js";
import { startScheduleDesk, type ScheduleDesk } from "./bot/changed/desk.js";
import { startBookResolver, type BookResolver } from "./bot/book/resolver.js";
import { BOOK_SWEEP_MS, sweepBookings } from "./bot/book/sweep.js";
import { BOOK_LEASE_MS } from "./ledger/book-claims.js";
import { RUN_LEASE_MS } from "./ledger/schedule-runs.js";
import { startPeriodic } from "./services/periodic.js";
import { refundLedgerOf } from "./bot/refund/ledger.js";
import { leaseLeadership, soleLeadership, type Leadership } from "./services/leader.js";
import { serviceGroup, type Service, type ServiceGroup } from "./services/services.js";
import { Metrics, type WatchedFigures } from "./metrics/metrics.js";
import { readinessProbe } from "./metrics/readiness.js";
import { startOpsServer, type OpsServer } from "./metrics/ops-server.js";
import type { OpsEndpoints } from "./metrics/ops-routes.js";

/** The running bot: what main.ts, the demo and the end-to-end tests start and stop. */
export interface App {
  bot: Bot<BotContext>;
  /** Settles when the start-up check of the supplier account is done (admins told, if need be). */
  accountChecked: Promise<void>;
  stop(): Promise<void>;
}

export interface StartOptions {
  botInfo?: UserFromGetMe;
  now?: () => Date;
  flowTimeoutMs?: number;
  /** The longest an alert is held while a guided flow waits in its private chat (default 10 minutes). */
  alertHoldMs?: number;
  limits?: GateLimits;
  /** How often due daily digests are looked for (default 30 s); tests shorten it. */
  digestTickMs?: number;
  /** Between checks of followed refunds (default REFUND_FOLLOW_MINUTES); tests shorten it. */
  followTickMs?: number;
  /** Between reads of the credit (default BALANCE_CHECK_MINUTES); tests shorten it. */
  balanceTickMs?: number;
  /** The pace service's looks (default a minute) and reads of the seats (default PACE_SEATS_MINUTES); tests shorten them. */
  paceTickMs?: number;
  paceSeatsMs?: number;
  /** How long flight control waits after an Update before reading the flight back (default 5 s, the supplier's list lag); tests shorten it. */
  flightReadBackMs?: number;
  /** How long an inline query waits for its search before it is told to come back (default 7 s); tests shorten it. */
  inlineAnswerWithinMs?: number;
  /** Book's timeout (default 15 s, the interface's), and the wait after a Book without answer before each GetStatus (default 15 s); tests shorten them. */
  bookTimeoutMs?: number;
  bookStatusWaitMs?: number;
  /** Between looks for booking flows left behind (default a minute); tests shorten it. */
  bookSweepMs?: number;
  /** A shutdown asked for during start: the wait for Telegram ends and startApp rejects. */
  signal?: AbortSignal;
}

export async function startApp(config: Config, logger: Logger, opts: StartOptions = {}): Promise<App> {
  // The store opens the ledger under DATA_DIR's lock (and only with a sound store file): the
  // ledger keeps the poller's state and the outbox, which a file of an older version hands over.
  const opened: { ledger?: Ledger } = {};
  const now = opts.now ?? (() => new Date());
  let store: Store;
  try {
    store = await openStore({ dataDir: config.dataDir, logger, now, sharedState: Boolean(config.ledger.databaseUrl), delivery: async () => (opened.ledger = await openLedger({ dataDir: config.dataDir, ...config.ledger, logger, now })) });
  } catch (err) {
    await opened.ledger?.close().catch(() => undefined);
    throw err;
  }
  const ledger = opened.ledger!;
  const metrics = new Metrics();
  const supplier = new SupplierClient({
    ...config.supplier,
    logger: logger.child({ module: "supplier" }),
    observe: metrics.supplierCall,
    ...(opts.bookTimeoutMs !== undefined ? { bookTimeoutMs: opts.bookTimeoutMs } : {}),
  });
  let leadership: Leadership = soleLeadership();
  metrics.watch(() => watchedFigures(config, ledger, leadership, now()));
  let open = true;
  const ops: OpsEndpoints = {
    metrics,
    logger,
    readiness: readinessProbe({
      ledger,
      isOpen: () => open,
      telegram: { token: config.botToken, apiRoot: config.telegramApiRoot },
      pollSeconds: config.events.source === "off" ? null : config.events.pollSeconds,
      updates: () => updates.state(),
      leading: () => leadership.leading,
      now,
    }),
  };
  let opsServer: OpsServer | undefined;
  const watch = new SupplierWatch({ config, store, supplier, logger, now });
  let updates: Updates = { state: () => "starting", stop: async () => undefined };
  let accountCheck: Promise<void> = Promise.resolve();
  let desk: ScheduleDesk | undefined;
  let books: BookResolver | undefined;
  let leaderWork: ServiceGroup | undefined;
  try {
    const flightReadBack = opts.flightReadBackMs !== undefined ? { flightReadBackMs: opts.flightReadBackMs } : {};
    // Read through: the lease is taken after the bot is built.
    const sharedLeadership = {
      get leading() {
        return leadership.leading;
      },
      get name() {
        return leadership.name;
      },
      leader: () => leadership.leader(),
    };
    const deps = {
      config,
      logger,
      store,
      ledger,
      supplier,
      watch,
      now,
      metrics,
      searchResults: new SearchResults(now),
      inlineSearches: new InlineSearches(now, opts.inlineAnswerWithinMs),
      ...(config.ledger.databaseUrl ? { leadership: sharedLeadership } : {}),
      ...flightReadBack,
    };
    const { bot, i18n, commands, rich } = createBot(deps, {
      ...(opts.botInfo ? { botInfo: opts.botInfo } : {}),
      ...(opts.flowTimeoutMs ? { flowTimeoutMs: opts.flowTimeoutMs } : {}),
      ...(opts.limits ? { limits: opts.limits } : {}),
      // Behind a load balancer, instances share chats: one chat's updates go in their order across them.
      ...(config.webhook && config.ledger.databaseUrl
        ? {
            turns: {
              earlierUnhandled: (chatId: number, updateId: number) => earlierUnhandled(ledger.db, chatId, updateId, now().getTime()),
              handled: (updateId: number) => markHandled(ledger.db, updateId, now().getTime()),
            },
          }
        : {}),
    });
    // Not bot.init(): its retries are silent and grow to an hour apart (see telegram-reach.ts).
    if (!bot.isInited()) {
      bot.botInfo = await reachBotApi({
        token: config.botToken,
        apiRoot: config.telegramApiRoot,
        logger,
        ...(opts.signal ? { signal: opts.signal } : {}),
      });
    }
    const fluent = i18n.fluent;
    // This DATA_DIR's own calls cut off by a stop (other instances' are theirs).
    await reportInterruptedRefunds({ store, ledger, config }, bot.api, fluent, logger);
    await refundLedgerOf(deps).shareRecorded();
    // Every instance: a run confirmed here runs here.
    desk = startScheduleDesk({ deps: { ...deps, commands, rich }, api: bot.api, fluent, logger });
    // Every instance: this DATA_DIR's Books cut off by a stop are read with GetStatus, in the background.
    const resolver = startBookResolver({ deps, api: bot.api, fluent, logger, ...(opts.bookStatusWaitMs !== undefined ? { waitMs: opts.bookStatusWaitMs } : {}) });
    books = resolver;
    await resolver.resumeCutOff();
    watch.attach(bot.api, fluent);
    // In the background: a slow supplier must not hold the start; admins hear of a refusal.
    accountCheck = watch.check().then(
      () => undefined,
      (err: unknown) => logger.warn({ err: String(err) }, "the supplier account check failed"),
    );
    const started = desk;
    const polling: { updates: Updates | null } = { updates: null };
    const leaderServices: Service[] = [
      { name: "retention", start: () => startRetention(ledger, now, logger) },
      {
        name: "menus",
        async start() {
          await syncMenus({ api: bot.api, store, config, fluent, menu: commands, log: logger });
          await syncDescriptions({ api: bot.api, store, fluent, log: logger });
          return null;
        },
      },
      {
        name: "interrupted work",
        async start() {
          // After the guard's interrupted entries are marked: a resumed run's tickets see them.
          await started.resume();
          await reportInterruptedFlightChanges({ config, store, ledger }, bot.api, fluent, logger);
          return null;
        },
      },
      {
        // A Book whose instance died during it and never came back is read with GetStatus by the leader.
        name: "books of instances gone",
        start: async () => startPeriodic(() => resolver.resumeLapsed(), BOOK_LEASE_MS / 5, (err) => logger.error({ err: String(err) }, "could not look for Books of instances gone; trying again later")),
      },
      {
        // A booking flow nobody answers keeps passengers' data in its saved steps, and maybe seats, until let go here.
        name: "booking flows left",
        start: async () =>
          startPeriodic(
            () => sweepBookings({ deps, api: bot.api, fluent, logger, flowTimeoutMs: opts.flowTimeoutMs ?? FLOW_TIMEOUT_MS }),
            opts.bookSweepMs ?? BOOK_SWEEP_MS,
            (err) => logger.error({ err: String(err) }, "could not look for booking flows left behind; trying again later"),
          ),
      },
      {
        // A run whose instance died (unseen for RUN_LEASE_MS) is carried on by the leader.
        name: "runs of instances gone",
        start: async () => startPeriodic(() => started.resume(true), RUN_LEASE_MS / 2, (err) => logger.error({ err: String(err) }, "could not look for schedule-change runs of instances gone; trying again later")),
      },
      {
        name: "event alerts",
        start: () =>
          startEventAlerts({
            config,
            logger,
            store,
            ledger,
            supplier,
            now,
            fluent,
            flowTimeoutMs: opts.flowTimeoutMs ?? FLOW_TIMEOUT_MS,
            ...(opts.alertHoldMs ? { alertHoldMs: opts.alertHoldMs } : {}),
            metrics,
            botUsername: bot.botInfo.username,
            ...(opts.paceTickMs ? { paceTickMs: opts.paceTickMs } : {}),
            ...(opts.paceSeatsMs ? { paceSeatsMs: opts.paceSeatsMs } : {}),
          }),
      },
      { name: "digests", start: async () => startDigests({ config, store, ledger, fluent, now, logger, ...(opts.digestTickMs ? { tickMs: opts.digestTickMs } : {}) }) },
      {
        name: "refund follow-up",
        async start() {
          await adoptUnfollowed({ store, ledger, currency: config.supplier.currency }, now());
          return startRefundFollow({ config, store, ledger, supplier, fluent, now, logger, ...(opts.followTickMs ? { everyMs: opts.followTickMs } : {}) });
        },
      },
      { name: "balance watch", start: async () => startBalanceWatch({ config, store, ledger, supplier, fluent, logger, ...(opts.balanceTickMs ? { everyMs: opts.balanceTickMs } : {}) }) },
      // Telegram ends one of two long polls of a token (409): only the leader polls.
      ...(config.webhook
        ? []
        : [
            {
              name: "long polling",
              async start() {
                // With several instances, the one that led before may poll a moment longer while it finds out.
                const running = startPolling(bot, logger, config.ledger.databaseUrl ? { conflictRetryMs: (config.leaderTakeoverSeconds * 1000) / 3 } : {});
                polling.updates = running;
                return { stop: () => running.stop() };
              },
            },
          ]),
    ];
    const work = serviceGroup(leaderServices, logger);
    leaderWork = work;
    const onLead = async () => {
      // The leader before this one wrote the poller's state and the outbox.
      if (config.ledger.databaseUrl) {
        ledger.standingBy(false);
        await ledger.readBack();
      }
      await work.start();
    };
    const onLose = async () => {
      ledger.standingBy(true);
      await work.stop();
    };
    if (config.ledger.databaseUrl) {
      // Until the lease is taken another instance may lead.
      ledger.standingBy(true);
      leadership = await leaseLeadership({ databaseUrl: config.ledger.databaseUrl, takeoverSeconds: config.leaderTakeoverSeconds, logger, onLead, onLose, onRegain: () => ledger.readBack() });
      ledger.fencePages((trx) => leadership.fence(trx));
    } else {
      await onLead();
    }
    if (config.metrics) opsServer = await startOpsServer(ops, config.metrics);
    updates = config.webhook
      ? await startWebhook(bot, config.webhook, logger, (update) => takeUpdate(ledger.db, update.update_id, now(), turnKeyOf(update)))
      : { state: () => polling.updates?.state() ?? (leadership.leading ? "starting" : "standing by"), stop: async () => undefined };
    logger.info({ bot: bot.botInfo.username, mode: config.webhook ? "webhook" : "polling", leading: leadership.leading }, "FlightDesk is running");
    return {
      bot,
      accountChecked: accountCheck,
      async stop() {
        // In-flight updates finish first, then the event poller, then the alerts it can still
        // send; then nothing is left to write but the store and the ledger.
        open = false;
        await updates.stop();
        // The lease goes after the leader's work stopped; the ticket under way finishes; the rest
        // of a run waits, queued, for the next start.
        await leadership.stop();
        if (!config.ledger.databaseUrl) await work.stop();
        await desk?.stop();
        await books?.stop();
        await accountCheck;
        await opsServer?.close();
        await supplier.close();
        await ledger.close();
        await store.close();
        logger.info("FlightDesk stopped");
      },
    };
  } catch (err) {
    await updates.stop().catch(() => undefined);
    await leadership.stop().catch(() => undefined);
    await leaderWork?.stop().catch(() => undefined);
    await desk?.stop().catch(() => undefined);
    await books?.stop().catch(() => undefined);
    await opsServer?.close().catch(() => undefined);
    await supplier.close().catch(() => undefined);
    await ledger.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw err;
  }
}

/** The poller's and the outbox's figures for /metrics; the poller's are absent while it is off, or another instance leads. */
async function watchedFigures(config: Config, ledger: Ledger, leadership: Leadership, now: Date): Promise<WatchedFigures> {
  const outboxAlerts = await ledger.outbox.stats().then(
    (stats) => stats.entries,
    () => null,
  );
  const leading = leadership.leading ? 1 : 0;
  if (config.events.source === "off" || !leadership.leading) return { pollerLagSeconds: null, pollerLastSuccess: null, pollerFailures: null, outboxAlerts, leading };
  const { cursor } = ledger.poller.cursorState();
  const { lastSuccessAt, failures } = ledger.poller.status();
  return {
    pollerLagSeconds: cursor === null ? null : Math.max(0, (now.getTime() - cursor) / 1000),
    pollerLastSuccess: lastSuccessAt === null ? null : Date.parse(lastSuccessAt) / 1000,
    pollerFailures: failures,
    outboxAlerts,
    leading,
  };
}

async function startWebhook(bot: Bot<BotContext>, hook: NonNullable<Config["webhook"]>, logger: Logger, take: (update: Update) => Promise<boolean>): Promise<Updates> {
  const path = new URL(hook.url).pathname;
  const server = await startWebhookServer({
    port: hook.port,
    path,
    secret: hook.secret,
    logger,
    take,
    // The same error boundary as in polling mode (the runner calls it too): bot.catch.
    async handle(update) {
      try {
        await bot.handleUpdate(update);
      } catch (err) {
        // handleUpdate wraps whatever the middleware threw in a BotError.
        await bot.errorHandler(err as BotError<BotContext>);
      }
    },
  });
  await bot.api.setWebhook(hook.url, { secret_token: hook.secret, allowed_updates: [...ALLOWED_UPDATES] });
  logger.info({ port: hook.port, path }, "webhook server listening");
  return { state: () => "ok", stop: () => server.close(IN_FLIGHT_GRACE_MS) };
}
