import { expect } from "vitest";
import type { TelegramEmulator } from "../../src/dev/telegram/emulator.js";
import { silentLogger } from "../../src/logger.js";
import { SupplierClient } from "../../src/supplier/client.js";
import { isFlightBookedEvent } from "../../src/supplier/schemas/events.js";
import { untilDone } from "./progress.js";

/** Steps shared by the alert tests: reading alerts out of chats. */

/** How often each PNR appears in the bot's messages in the chat (alerts and digests alike). */
export function pnrCounts(tg: TelegramEmulator, chatId: number, pnrs: readonly string[]): Map<string, number> {
  const texts = tg.messages(chatId).filter((m) => m.from === "bot").map((m) => m.text);
  return new Map(pnrs.map((pnr) => [pnr, texts.reduce((n, text) => n + text.split(pnr).length - 1, 0)]));
}

/**
 * Waits until every PNR has reached the chat (none for `stallMs`, and no `activity` either, such
 * as the feed's pages read before a backfill's alerts come: fails), then checks that none came twice.
 */
export async function expectEachOnce(tg: TelegramEmulator, chatId: number, pnrs: readonly string[], stallMs = 15_000, activity: () => number = () => 0): Promise<void> {
  const missing = () => [...pnrCounts(tg, chatId, pnrs)].filter(([, n]) => n === 0).map(([pnr]) => pnr);
  const what = () => `${missing().length} PNRs not shown in chat ${chatId} (${missing().slice(0, 5).join(", ")}...)`;
  await untilDone({ done: () => missing().length === 0, progress: () => pnrs.length - missing().length + activity(), stallMs, what });
  const twice = [...pnrCounts(tg, chatId, pnrs)].filter(([, n]) => n > 1);
  expect(twice, `PNRs shown more than once in chat ${chatId}`).toEqual([]);
}

/** Alerts the starts that wrote `output` found "sending" after a kill -9: they are sent again. */
export function interruptedAlerts(output: string): number {
  let n = 0;
  for (const m of output.matchAll(/"alerts":(\d+)[^\n]*"msg":"alerts were being sent when FlightDesk stopped abruptly/g)) n += Number(m[1]);
  return n;
}

/**
 * Across kill -9: waits until every PNR has reached each chat (none for `stallMs`: fails), then
 * checks that the copies beyond the first are no more than the alerts the starts after a kill
 * reported interrupted (`interrupted`, read once all have arrived): those alone are sent again,
 * and Telegram may have taken them just before the kill (README, Guarantee across restarts and kill -9).
 */
export async function expectEachDelivered(
  tg: TelegramEmulator,
  chatIds: readonly number[],
  pnrs: readonly string[],
  interrupted: () => number,
  stallMs = 15_000,
): Promise<void> {
  const counts = () => chatIds.flatMap((chat) => [...pnrCounts(tg, chat, pnrs)].map(([pnr, n]) => ({ chat, pnr, n })));
  const missing = () => counts().filter((c) => c.n === 0);
  const what = () => `${missing().length} alerts not delivered (${missing().slice(0, 5).map((c) => `${c.pnr} in ${c.chat}`).join(", ")}...)`;
  await untilDone({ done: () => missing().length === 0, progress: () => -missing().length, stallMs, what });
  const extra = counts().reduce((sum, c) => sum + c.n - 1, 0);
  expect(extra, "alerts shown twice beyond those a kill -9 interrupted").toBeLessThanOrEqual(interrupted());
}

/** The PNRs of the simulator's bookings (its feed, `fromMs` to now) with a leg on the flight: the alerts a subscription to it gets. */
export async function bookedOnFlight(simUrl: string, fromMs: number, airline: string, flight: string): Promise<string[]> {
  const supplier = new SupplierClient({ baseUrl: simUrl, username: "demo", passwordMd5: "fe01ce2a7fbac8fafaed7c982a04e229", timeoutMs: 5000, logger: silentLogger() });
  const pnrs: string[] = [];
  for (let at = fromMs; at < Date.now(); at += 6 * 60 * 60 * 1000) {
    const page = await supplier.getEvents("b2b", { from: new Date(at), to: new Date(Math.min(at + 6 * 3_600_000 - 1000, Date.now())), types: [] });
    for (const e of page.events.filter(isFlightBookedEvent)) {
      const legs = [...e.Data.DepartureFlightDetail, ...(e.Data.ReturningFlightDetail ?? [])].map((d) => d.Charter ?? d.Webservice) as { AirlineIataCode: string; FlightNumber: string }[];
      if (legs.some((leg) => leg.AirlineIataCode === airline && leg.FlightNumber === flight)) pnrs.push(e.Data.Pnr);
    }
  }
  await supplier.close();
  return pnrs;
}
