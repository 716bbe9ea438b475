import { expect } from "vitest";
import type { GroupSpec, TelegramEmulator, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ask } from "./harness.js";

/** Steps shared by the alert tests: commands in groups, reading alerts out of chats. */

/** `/cmd@bot args` in a group (privacy mode lets only addressed commands through). */
export function groupCommand(tg: TelegramEmulator, command: string): string {
  const [name, ...args] = command.split(" ");
  return [`${name}@${tg.botInfo.username}`, ...args].join(" ");
}

export async function askInGroup(tg: TelegramEmulator, user: TgUserSpec, group: GroupSpec, command: string) {
  return ask(tg, user, groupCommand(tg, command), group);
}

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
