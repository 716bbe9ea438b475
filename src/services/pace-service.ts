import type { Config } from "../config.js";
import { addDays, todayIn } from "../domain/dates.js";
import { dueDigestDay } from "../domain/digest-schedule.js";
import { BEHIND_DAYS, isBehind } from "../domain/pace-alerts.js";
import { inParallel } from "../bot/flights/in-parallel.js";
import { LISTS_AT_ONCE, pacedFlights } from "../bot/pace/load.js";
import { listedSeats } from "../bot/pace/seats.js";
import { offersOf } from "../bot/pace/searched-seats.js";
import { readMark, writeMark } from "../ledger/desk-marks.js";
import { flightKey } from "../ledger/flight-board.js";
import type { Ledger } from "../ledger/ledger.js";
import type { NewAlert } from "../ledger/outbox.js";
import { paceFlights } from "../ledger/pace.js";
import { keptSeats, nearlyFull, paceCrossings, tellOnce, upcomingFlights, type PaceWatch, type WatchedFlight } from "../ledger/pace-alerts.js";
import { forgetSeats, saveSeats } from "../ledger/pace-seats.js";
import type { Logger } from "../logger.js";
import type { Store, Subscription } from "../store/store.js";
import type { SupplierClient } from "../supplier/client.js";
import { paceWatchOf } from "./events/pace-watch.js";
import { startPeriodic } from "./periodic.js";

/**
 * The pace alerts that no page brings (domain/pace-alerts.ts), while a chat subscribed to pace:
 * every PACE_SEATS_MINUTES the seats of the flights sold in the coming SEATS_DAYS are read from
 * the supplier's flight list and kept (a page's transaction compares with them), and what they
 * change (a flight whose seats were unknown, or cut) is checked at once, with the offers of the
 * flights past the highest threshold (none offered in any class: sold out); once a day at
 * PACE_CHECK_TIME (a start up to 6 h late still runs it) the flights with 3 to 21 days left are
 * compared with their routes' usual sales, and those behind by PACE_BEHIND_PERCENT are told.
 * The day checked is kept with its alerts in one transaction: once a day, whichever instance leads.
 */

/** How far ahead the seats are kept. */
export const SEATS_DAYS = 31;
/** The day of the last behind-pace check (desk_marks). */
export const PACE_CHECK_MARK = "pace-check-day";
const TICK_MS = 60_000;

export interface PaceServiceDeps {
  config: Config;
  store: Store;
  ledger: Ledger;
  supplier: Pick<SupplierClient, "getFlights" | "search" | "getAircraft">;
  logger: Logger;
  now: () => Date;
  mayReceive: (subscription: Subscription) => boolean;
  /** New alerts are in the outbox. */
  onAlerts: () => void;
  /** Between looks (default a minute); tests shorten it. */
  tickMs?: number;
  /** Between reads of the seats (default PACE_SEATS_MINUTES); tests shorten it. */
  seatsEveryMs?: number;
}

export function startPaceService(deps: PaceServiceDeps): { stop(): Promise<void> } {
  const log = deps.logger.child({ module: "pace-alerts" });
  let seatsReadAt = Number.NEGATIVE_INFINITY;
  return startPeriodic(
    async (signal) => {
      const now = deps.now();
      const { config } = deps;
      const watch = paceWatchOf({ rules: config.pace, timeZone: config.displayTimezone, mayReceive: deps.mayReceive, quietOf: (id) => deps.store.subscriptions.quiet(id) }, deps.store.subscriptions.list(), now);
      if (!watch) return;
      let added = 0;
      if (now.getTime() - seatsReadAt >= (deps.seatsEveryMs ?? config.pace.seatsMinutes * 60_000)) {
        seatsReadAt = now.getTime();
        added += await readSeats(deps, watch, now, signal, log);
      }
      added += await checkBehind(deps, watch, now, log);
      if (added > 0) deps.onAlerts();
    },
    deps.tickMs ?? TICK_MS,
    (err) => log.warn({ err: String(err) }, "pace alerts could not be checked; trying again at the next tick"),
  );
}

/** Reads and keeps the coming flights' seats, then tells what the new seats make of their sales. */
async function readSeats(deps: PaceServiceDeps, watch: PaceWatch, now: Date, signal: AbortSignal, log: Logger): Promise<number> {
  const { db } = deps.ledger;
  const flights = await upcomingFlights(db, watch.today, addDays(watch.today, SEATS_DAYS));
  const dates = [...new Set(flights.map((f) => f.date))];
  let unread = 0;
  await inParallel(dates, LISTS_AT_ONCE, async (date) => {
    if (signal.aborted) return;
    try {
      await saveSeats(db, date, await listedSeats(deps.supplier, date), now);
    } catch (err) {
      unread++;
      log.debug({ date, err: String(err) }, "the supplier's flight list failed: that day's seats are kept as last read");
    }
  });
  if (unread > 0) log.warn({ days: unread }, "the supplier's flight list failed for some days: their seats are kept as last read");
  await forgetSeats(db, watch.today);
  const told = await deps.ledger.queuePace((trx) => paceCrossings(trx, flights, new Map(), watch, now), now);
  return told + (await offeredNone(deps, watch, flights, now, log));
}

/**
 * A flight past the highest threshold that the supplier no longer offers a seat of, in any
 * class, is sold out too (the seats of its list may count some the supplier keeps back): its
 * route and day are searched, and its sell-out told once.
 */
async function offeredNone(deps: PaceServiceDeps, watch: PaceWatch, flights: readonly WatchedFlight[], now: Date, log: Logger): Promise<number> {
  const full = await nearlyFull(deps.ledger.db, flights, watch.rules);
  if (full.length === 0) return 0;
  const offers = await offersOf({ supplier: deps.supplier, log, refused: () => undefined }, full.map((f) => f.flight));
  const gone = full.filter((f) => offers.get(`${f.flight.date} ${f.flight.key}`)?.seats === 0);
  if (gone.length === 0) return 0;
  return deps.ledger.queuePace(async (trx) => {
    const alerts: NewAlert[] = [];
    for (const { flight, sold, capacity } of gone) {
      const leg = { origin: flight.origin, destination: flight.destination, airline: flight.airline, flight: flight.number, date: flight.date };
      const alert = await tellOnce(trx, flight, 0, now, watch, { alert: "soldout", leg, sold, capacity });
      if (alert) alerts.push(alert);
    }
    return alerts;
  }, now);
}

/** The day's behind-pace check, when due and not yet made. */
async function checkBehind(deps: PaceServiceDeps, watch: PaceWatch, now: Date, log: Logger): Promise<number> {
  const { config, ledger } = deps;
  const zone = config.displayTimezone;
  const today = todayIn(zone, now);
  const lastDay = (await readMark(ledger.db, PACE_CHECK_MARK)) ?? addDays(today, -1);
  const day = dueDigestDay({ time: config.pace.checkTime, lastDay }, zone, now);
  if (day === null) return 0;
  const flights = await paceFlights(ledger.db, addDays(day, BEHIND_DAYS.min - 1), addDays(day, BEHIND_DAYS.max + 1), {}, now);
  const paced = (await pacedFlights(ledger, flights, now, zone, today)).filter((f) => isBehind(f.pace, f.days, config.pace.behindPercent));
  const watched = paced.map((f) => ({ date: f.date, key: flightKey(f.airline, f.number, f.origin, f.destination), airline: f.airline, number: f.number, origin: f.origin, destination: f.destination }));
  const seats = await keptSeats(ledger.db, watched);
  const added = await ledger.queuePace(async (trx) => {
    // Read again inside: another instance may have made the day's check meanwhile.
    if (((await readMark(trx, PACE_CHECK_MARK)) ?? "") >= day) return [];
    const alerts: NewAlert[] = [];
    for (const [i, f] of paced.entries()) {
      if (f.pace.kind !== "behind" || f.pace.percent === null) continue;
      const flight = watched[i]!;
      const leg = { origin: f.origin, destination: f.destination, airline: f.airline, flight: f.number, date: f.time ? `${f.date} ${f.time}` : f.date };
      const body = { alert: "behind" as const, leg, sold: f.sold, capacity: seats.get(`${f.date} ${flight.key}`) ?? null, usual: f.pace.usual, percent: f.pace.percent, days: f.days };
      const alert = await tellOnce(trx, flight, 0, now, watch, body);
      if (alert) alerts.push(alert);
    }
    await writeMark(trx, PACE_CHECK_MARK, day);
    return alerts;
  }, now);
  log.info({ day, behind: paced.length, told: added }, "checked the coming flights' pace");
  return added;
}
