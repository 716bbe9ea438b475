import type { GroupSpec, StoredMessage, TelegramEmulator, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Simulator } from "../../src/sim/server.js";
import { ADMIN, startStack, type Stack, type StackOptions } from "./stack.js";

/** What staff do in Telegram, as the end-to-end tests take it: write, press, get let in. */

/** Sends text as a user (in their private chat unless a group is given) and waits for the bot's next message there. */
export async function ask(
  tg: TelegramEmulator,
  user: TgUserSpec,
  text: string,
  chat?: { id: number; type: "group" | "supergroup"; title: string },
): Promise<StoredMessage> {
  const next = tg.nextMessage(chat?.id ?? user.id);
  await tg.sendText(user, text, chat ? { chat } : undefined);
  return next;
}

/** Presses a button and waits for the bot's next message or edit in that chat. */
export async function press(tg: TelegramEmulator, user: TgUserSpec, msg: StoredMessage, button: string): Promise<StoredMessage> {
  const next = tg.nextMessage(msg.chatId);
  await tg.pressButton(user, msg, button);
  return next;
}

/** The labels of a message's buttons, flattened. */
export function buttons(msg: StoredMessage): string[] {
  return msg.keyboard.flat().map((b) => b.text);
}

/** `/cmd@bot args` in a group (privacy mode lets only addressed commands through). */
export function groupCommand(tg: TelegramEmulator, command: string): string {
  const [name, ...args] = command.split(" ");
  return [`${name}@${tg.botInfo.username}`, ...args].join(" ");
}

export async function askInGroup(tg: TelegramEmulator, user: TgUserSpec, group: GroupSpec, command: string) {
  return ask(tg, user, groupCommand(tg, command), group);
}

/** A stack whose admin has opened the chat with the bot (Telegram's condition for the bot to write first). */
export async function adminStack(opts: StackOptions = {}): Promise<Stack> {
  const s = await startStack(opts);
  await ask(s.tg, ADMIN, "/start");
  return s;
}

/** Lets a stranger in with a role, through the real request and approval. */
export async function letIn(s: Stack, user: TgUserSpec, role: "viewer" | "agent" | "admin"): Promise<void> {
  const refusal = await ask(s.tg, user, "/start");
  // The request, not whatever else admins are told meanwhile (a late feed, a poller's warning).
  const request = upcoming(s, ADMIN.id, (m) => buttons(m).includes("✅ Agent"));
  await press(s.tg, user, refusal, refusal.keyboard[0]![0]!.text);
  const welcome = s.tg.waitFor(user.id, (m) => m.text.includes(`You are in, as ${role}`));
  await press(s.tg, ADMIN, await request, `✅ ${role[0]!.toUpperCase()}${role.slice(1)}`);
  await welcome;
}

/**
 * Resolves with the first bot message in the chat that is newer than every message there now
 * and matches. Call it before the action that leads to it.
 */
export function upcoming(s: Pick<Stack, "tg">, chatId: number, predicate: (m: StoredMessage) => boolean, timeoutMs = 5000): Promise<StoredMessage> {
  const mark = Math.max(0, ...s.tg.messages(chatId).map((m) => m.messageId));
  return s.tg.waitFor(chatId, (m) => m.messageId > mark && predicate(m), { timeoutMs });
}

/** The simulator's calls per operation made while `work` runs. */
export async function callsDuring(sim: Simulator, work: () => Promise<unknown>): Promise<ReturnType<Simulator["calls"]>> {
  const before = sim.calls();
  await work();
  const after = sim.calls();
  return Object.fromEntries(Object.entries(after).map(([op, n]) => [op, n - (before[op as keyof typeof before] ?? 0)])) as ReturnType<Simulator["calls"]>;
}
