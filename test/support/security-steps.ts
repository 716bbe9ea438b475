import { expect } from "vitest";
import { decodeCallback, encodeCallback } from "../../src/bot/callback-data.js";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { ADMIN, type Stack } from "./stack.js";
import { ask, buttons, press } from "./steps.js";

/** Steps shared by the security tests: roles changed through /users, forged buttons, quiet checks. */

export type Group = { id: number; type: "group" | "supergroup"; title: string };

/** Supplier calls of every operation together. */
export function supplierCalls(s: Stack): number {
  return Object.values(s.sim.calls()).reduce((a, b) => a + b, 0);
}

/** The admin changes a user's role, or removes their access, in /users. */
export async function setRole(s: Stack, user: TgUserSpec, to: "viewer" | "agent" | "revoke"): Promise<void> {
  const list = await ask(s.tg, ADMIN, "/users");
  const detail = await press(s.tg, ADMIN, list, buttons(list).find((b) => b.startsWith(user.first_name))!);
  const told = s.tg.waitFor(user.id, (m) => (to === "revoke" ? /access to FlightDesk was removed/ : /role is now/).test(m.text));
  // The admin's message is edited last: once it is, the change is complete.
  await press(s.tg, ADMIN, detail, to === "revoke" ? "🚫 Remove access" : to);
  await told;
}

/** The callback data of every button of a message. */
export function buttonData(msg: StoredMessage): string[] {
  return msg.keyboard.flat().flatMap((b) => (b.data ? [b.data] : []));
}

/** The same button data with another owner, as a tampered client could send. */
export function ownedBy(data: string, user: TgUserSpec): string {
  const parsed = decodeCallback(data);
  if (!parsed) throw new Error(`not button data: ${data}`);
  return encodeCallback(parsed.kind, user.id, ...parsed.fields);
}

/** Presses raw data on a message and resolves with the toast the bot answered with. */
export async function toastFor(s: Stack, user: TgUserSpec, msg: StoredMessage, data: string): Promise<string> {
  const answered = s.tg.callbackAnswers().length;
  await s.tg.pressRaw(user, msg, data);
  await expect.poll(() => s.tg.callbackAnswers().length).toBeGreaterThan(answered);
  return s.tg.callbackAnswers()[answered]!.text ?? "";
}

/**
 * Waits until the bot has handled every update sent so far in a group: a chat's updates are
 * handled in order, so the admin's /help answered means everything before it was handled.
 */
export async function groupSettled(s: Stack, group: Group): Promise<void> {
  const help = await ask(s.tg, ADMIN, `/help@${s.tg.botInfo.username}`, group);
  expect(help.text).toContain("What you can do");
}

/** The bot's messages in a chat as they are now (id, text, buttons), to show that nothing was added or edited. */
export function botMessages(s: Stack, chatId: number): { id: number; text: string; buttons: string[] }[] {
  return s.tg.messages(chatId).filter((m) => m.from === "bot" && !m.deleted).map((m) => ({ id: m.messageId, text: m.text, buttons: buttons(m) }));
}
