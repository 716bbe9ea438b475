import { expect } from "vitest";
import type { TelegramEmulator } from "../../src/dev/telegram/emulator.js";

/** Steps shared by the alert tests: reading alerts out of chats. */

/** How often each PNR appears in the bot's messages in the chat (alerts and digests alike). */
export function pnrCounts(tg: TelegramEmulator, chatId: number, pnrs: readonly string[]): Map<string, number> {
  const texts = tg.messages(chatId).filter((m) => m.from === "bot").map((m) => m.text);
  return new Map(pnrs.map((pnr) => [pnr, texts.reduce((n, text) => n + text.split(pnr).length - 1, 0)]));
}

/** Waits until every PNR has reached the chat, then checks that none came twice. */
export async function expectEachOnce(tg: TelegramEmulator, chatId: number, pnrs: readonly string[], timeoutMs = 15_000): Promise<void> {
  await expect
    .poll(() => [...pnrCounts(tg, chatId, pnrs).values()].filter((n) => n === 0).length, { timeout: timeoutMs, interval: 100 })
    .toBe(0);
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
 * Across kill -9: waits until every PNR has reached each chat, then checks that the copies
 * beyond the first are no more than the alerts the starts after a kill reported interrupted
 * (`interrupted`, read once all have arrived): those alone are sent again, and Telegram may
 * have taken them just before the kill (README, Guarantee across restarts and kill -9).
 */
export async function expectEachDelivered(
  tg: TelegramEmulator,
  chatIds: readonly number[],
  pnrs: readonly string[],
  interrupted: () => number,
  timeoutMs = 15_000,
): Promise<void> {
  const counts = () => chatIds.flatMap((chat) => [...pnrCounts(tg, chat, pnrs).values()]);
  await expect.poll(() => counts().filter((n) => n === 0).length, { timeout: timeoutMs, interval: 100 }).toBe(0);
  const extra = counts().reduce((sum, n) => sum + n - 1, 0);
  expect(extra, "alerts shown twice beyond those a kill -9 interrupted").toBeLessThanOrEqual(interrupted());
}
