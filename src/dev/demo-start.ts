/**
 * The demo's wiring, without a terminal: the supplier simulator, the local Telegram emulator and
 * the bot, set so that a training session sees the desk's loops (refund follow-up, balance,
 * flight control) close within minutes. demo.ts adds the terminal; the end-to-end test starts this as it is.
 */
import type { Logger } from "../logger.js";
import { loadConfig, type Config } from "../config.js";
import { startApp, type App } from "../app.js";
import { MAX_LEAD_DAYS, startSimulator, type ProfileName, type RushFlight, type Simulator } from "../sim/server.js";
import { SIM_FIXTURES, simDate } from "../sim/fixtures.js";
import { SupplierClient } from "../supplier/client.js";
import { startTelegramEmulator, type TelegramEmulator } from "./telegram/emulator.js";
import type { ChatPerson } from "./terminal-chat.js";

/** Two admins: flight control needs a second one to approve what the first proposes. */
export const DEMO_PEOPLE: readonly ChatPerson[] = [
  { name: "ada", user: { id: 1001, first_name: "Ada", last_name: "Admin", username: "demo_ada", language_code: "en" } },
  { name: "ben", user: { id: 1002, first_name: "Ben", last_name: "Checker", username: "demo_ben", language_code: "en" } },
];

/** The simulator's credit at start, in rials; live sales take about 20-130 million each. */
export const DEMO_CREDIT = 25_000_000_000;
/** A few sales below the start: the warning comes a few minutes into the demo. */
export const DEMO_WARN_BELOW = DEMO_CREDIT - 200_000_000;
/** Its first flight moved by the airline at start, so /changed shows it at once (its dates are in /changed's default week). */
export const DEMO_CHANGED_PNR = SIM_FIXTURES.partlyRefunded.pnr;
/** The days of seeded sales the hints name (/sales -30..today): the simulator's seeded bookings are of the last 20. */
export const DEMO_HISTORY_DAYS = 30;
/**
 * The simulator's sales history (salesHistoryDays): past flights of 10 days on four routes, so
 * /pace has each route's usual curve from the start (about 3,700 events: one page, a first poll
 * of a few seconds).
 */
export const DEMO_SALES_HISTORY_DAYS = 10;
/**
 * How far back the poller reads the feed at the demo's first start (EVENTS_START): every sale of
 * the sales history (its oldest past flight began selling MAX_LEAD_DAYS before it left), so
 * /pace, /find, /sales, /flights and /manifest have data at once. Without it the ledger starts
 * empty, as a real first start does.
 */
export const DEMO_FEED_DAYS = DEMO_SALES_HISTORY_DAYS + MAX_LEAD_DAYS + 1;
const WELCOME_WITHIN_MS = 30_000;
/** The booking whose flight and passenger the hints name: an owned flight, upcoming, in the ledger from the start. */
const HINT_PNR = SIM_FIXTURES.oneWayRefundable.pnr;

export interface DemoOptions {
  dataDir: string;
  logger: Logger;
  /** DISPLAY_TIMEZONE and LOG_LEVEL are taken from it. */
  env: NodeJS.ProcessEnv;
  /** The simulator's profile (default "real"). */
  simProfile?: ProfileName;
}

export interface DemoFlight {
  label: string;
  date: string;
  route: string;
  /** The last name of a passenger on it, for /find. */
  passenger: string;
}

export interface Demo {
  sim: Simulator;
  telegram: TelegramEmulator;
  app: App;
  /** A flight flight control can show: `/flight ${label} ${date}`, on the board `/flights ${date} ${route}`. */
  flight: DemoFlight;
  /** The sales history's flight near 80 % sold that live sales favour: /pace shows it pass the thresholds. */
  rush: RushFlight | null;
  stop(): Promise<void>;
}

export async function startDemo(opts: DemoOptions): Promise<Demo> {
  const { logger, env } = opts;
  const sim = await startSimulator({
    bookingsPerMinute: 2,
    eventDelaySeconds: 60,
    refundDecisionSeconds: 60,
    credit: DEMO_CREDIT,
    salesHistoryDays: DEMO_SALES_HISTORY_DAYS,
    ...(opts.simProfile ? { profile: opts.simProfile } : {}),
    logger: logger.child({ module: "sim" }),
  });
  const telegram = await startTelegramEmulator();
  const config = loadConfig(
    {
      BOT_TOKEN: telegram.token,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      SUPPLIER_BASE_URL: sim.url,
      SUPPLIER_USERNAME: "demo",
      SUPPLIER_PASSWORD: "demo",
      SUPPLIER_ACCESS_TOKEN: "demo-access-token",
      ADMIN_IDS: DEMO_PEOPLE.map((p) => p.user.id).join(","),
      DATA_DIR: opts.dataDir,
      EVENTS_POLL_SECONDS: "20",
      EVENTS_START: simDate(-DEMO_FEED_DAYS),
      REFUND_FOLLOW_MINUTES: "1",
      BALANCE_CHECK_MINUTES: "1",
      BALANCE_WARN_BELOW: String(DEMO_WARN_BELOW),
      FLIGHT_CONTROL: "on",
      DISPLAY_TIMEZONE: env["DISPLAY_TIMEZONE"] ?? "Asia/Tehran",
      LOG_LEVEL: env["LOG_LEVEL"] ?? "info",
    },
    { demo: true },
  );
  sim.changeSchedule(DEMO_CHANGED_PNR);
  const app = await startApp(config, logger, { botInfo: telegram.botInfo });
  // Telegram lets the bot write only to those who wrote to it first: the other admins open their chats.
  // The first poll's backfill of the sales history may hold the bot a few seconds on a busy machine.
  for (const { user } of DEMO_PEOPLE.slice(1)) {
    const welcome = telegram.nextMessage(user.id, { timeoutMs: WELCOME_WITHIN_MS });
    await telegram.sendText(user, "/start");
    await welcome;
  }
  const flight = await hintFlight(config.supplier, logger);
  return {
    sim,
    telegram,
    app,
    flight,
    rush: sim.rushFlight,
    async stop() {
      await app.stop();
      await telegram.close();
      await sim.close();
    },
  };
}

/** HINT_PNR's first flight and passenger, read from the supplier's history of the booking. */
async function hintFlight(supplier: Config["supplier"], logger: Logger): Promise<DemoFlight> {
  const client = new SupplierClient({ ...supplier, logger });
  try {
    const [passenger] = (await client.getHistory(HINT_PNR)).LastState.PassengerList;
    const leg = passenger?.SegmentList[0];
    if (!passenger || !leg) throw new Error(`the simulator has no flight for ${HINT_PNR}`);
    return {
      label: `${leg.AirlineIataCode}${leg.FlightNumber}`,
      date: leg.FlightDate.slice(0, 10),
      route: `${leg.OriginIataCode}-${leg.DestinationIataCode}`,
      passenger: passenger.LastName,
    };
  } finally {
    await client.close();
  }
}
