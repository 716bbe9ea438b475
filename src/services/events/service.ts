import { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../../config.js";
import type { Ledger } from "../../ledger/ledger.js";
import type { Logger } from "../../logger.js";
import type { Store, Subscription } from "../../store/store.js";
import { resolveAccess } from "../../bot/access.js";
import { FeedWatch } from "../feed-watch.js";
import { SetAsideWatch } from "../set-aside-watch.js";
import type { SupplierClient } from "../../supplier/client.js";
import { Notifier } from "./notifier.js";
import { startPaceService } from "../pace-service.js";
import { EventPoller } from "./poller.js";
import { sendDefaults } from "../../bot/send-defaults.js";
import type { Metrics } from "../../metrics/metrics.js";

/** The alert machinery beside the bot: the poller and the pace service fill the outbox, the notifier empties it. */
export interface EventAlerts {
  /** Poller first (its page in progress is saved), then the notifier sends what it can. */
  stop(): Promise<void>;
}

export interface EventAlertsDeps {
  config: Config;
  logger: Logger;
  store: Store;
  ledger: Ledger;
  supplier: SupplierClient;
  now: () => Date;
  fluent: Fluent;
  /** How long guided flows wait for an answer (the bot's flowTimeoutMs): alerts are held only while one may. */
  flowTimeoutMs: number;
  /** The longest an alert is held for a waiting flow (default ALERT_HOLD_MS, 10 minutes); tests shorten it. */
  alertHoldMs?: number;
  metrics?: Metrics;
  /** The bot's username, for the links of group alerts. */
  botUsername: string;
  /** The pace service's looks and reads of the seats (default a minute, PACE_SEATS_MINUTES); tests shorten them. */
  paceTickMs?: number;
  paceSeatsMs?: number;
}

/** A send that takes longer is given up and retried: one stuck call must not hold up every chat. */
const SEND_TIMEOUT_SECONDS = 10;

export async function startEventAlerts(deps: EventAlertsDeps): Promise<EventAlerts> {
  const { config, logger, store } = deps;
  const api = new Api(config.botToken, { apiRoot: config.telegramApiRoot, timeoutSeconds: SEND_TIMEOUT_SECONDS });
  api.config.use(sendDefaults);
  const notifier = new Notifier({
    api,
    store,
    outbox: deps.ledger.outbox,
    logger,
    translate: (language) => deps.fluent.withLocale(language),
    timeZone: config.displayTimezone,
    flows: { timeoutMs: deps.flowTimeoutMs, ...(deps.alertHoldMs ? { holdMs: deps.alertHoldMs } : {}) },
    ...(deps.metrics ? { metrics: deps.metrics } : {}),
    botUsername: deps.botUsername,
    flightControl: config.flightControl,
  });
  // The outbox may hold alerts from before a restart even when polling is off now.
  await notifier.start();
  const { source, pollSeconds, start, overlapMinutes } = config.events;
  const feed = new FeedWatch({ config, store, ledger: deps.ledger, logger, now: deps.now });
  feed.attach(api, deps.fluent);
  const setAside = new SetAsideWatch({ config, store, ledger: deps.ledger, logger, now: deps.now });
  setAside.attach(api, deps.fluent);
  // A private subscription stops counting the moment its user loses access; groups stay.
  const mayReceive = (s: Subscription) => s.chatId < 0 || resolveAccess(deps, s.chatId).role !== null;
  const pace = startPaceService({
    config,
    store,
    ledger: deps.ledger,
    supplier: deps.supplier,
    logger,
    now: deps.now,
    mayReceive,
    onAlerts: () => notifier.wake(),
    ...(deps.paceTickMs ? { tickMs: deps.paceTickMs } : {}),
    ...(deps.paceSeatsMs ? { seatsEveryMs: deps.paceSeatsMs } : {}),
  });
  const poller =
    source === "off"
      ? null
      : new EventPoller({
          supplier: deps.supplier,
          store,
          ledger: deps.ledger,
          source,
          pollSeconds,
          overlapMs: overlapMinutes * 60_000,
          logger,
          now: deps.now,
          ...(start ? { start } : {}),
          mayReceive,
          onAlerts: () => notifier.wake(),
          afterPoll: async () => {
            await Promise.all([feed.check(), setAside.check()]);
          },
          timeZone: config.displayTimezone,
          paceRules: config.pace,
        });
  poller?.start();
  logger.info({ source, pollSeconds, start: start?.toISOString() }, poller ? "event alerts are on" : "event polling is off");
  return {
    async stop() {
      await poller?.stop();
      await pace.stop();
      await notifier.stop();
    },
  };
}
