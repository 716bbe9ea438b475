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
