import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { LANGUAGES, type Language } from "../../src/domain/languages.js";
import { STORE_FILE_NAME } from "../../src/store/store.js";
import type { StoredMessage, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import type { Stack } from "./stack.js";
import { ask, buttons, letIn, press, upcoming } from "./steps.js";

/** Steps of the booking and refund tests, as staff take them. */

export const CONFIRM = "✅ Confirm refund";
export const PERSONAL = "🙋 Passenger's own reasons";
export const SCHEDULE = "🛠 Schedule changed by the airline";

export interface RefundChoice {
  /** Tickets to tick (part of the button label); all of them when absent. */
  tickets?: string[];
  reason: "personal" | "schedule";
  remarks?: string;
}

/** /refund PNR up to the summary (Confirm / Cancel). */
export async function refundUpToSummary(s: Pick<Stack, "tg">, user: TgUserSpec, pnr: string, choice: RefundChoice): Promise<StoredMessage> {
  let picker = await ask(s.tg, user, `/refund ${pnr}`);
  expect(picker.text).toContain(`Refund · ${pnr}`);
  const labels = buttons(picker);
  if (choice.tickets) {
    for (const ticket of choice.tickets) picker = await press(s.tg, user, picker, labels.find((l) => l.endsWith(ticketLabel(picker, ticket)))!);
  } else if (labels.includes("Select all")) {
    picker = await press(s.tg, user, picker, "Select all");
  }
  const reasonPrompt = upcoming(s, user.id, (m) => buttons(m).includes(PERSONAL));
  await s.tg.pressButton(user, picker, buttons(picker).find((l) => l.startsWith("Continue"))!);
  const remarksPrompt = upcoming(s, user.id, (m) => buttons(m).includes("Skip"));
  await s.tg.pressButton(user, await reasonPrompt, choice.reason === "personal" ? PERSONAL : SCHEDULE);
  const summary = upcoming(s, user.id, (m) => buttons(m).includes(CONFIRM));
  const prompt = await remarksPrompt;
  if (choice.remarks !== undefined) await s.tg.sendText(user, choice.remarks);
  else await s.tg.pressButton(user, prompt, "Skip");
  return summary;
}

/**
 * "Name · flight route", the end of the button label of the ticket shown on this picker line
 * ("⬜ 👤 Name (adult) · ticket 0962310040001", its leg "✈️ THR→MHD · IR 452 · ..." below it).
 */
export function ticketLabel(picker: StoredMessage, ticket: string): string {
  // Right-to-left marks open each line in Persian and Arabic.
  const lines = picker.text.replace(/^\u200F/gm, "").split("\n");
  const i = lines.findIndex((l) => l.endsWith(ticket));
  if (i < 0) throw new Error(`ticket ${ticket} is not offered: ${picker.text}`);
  const name = /👤 (.*?)(?: \([^)]*\))? · /.exec(lines[i]!)?.[1] ?? "";
  // Isolation marks wrap the route and flight in right-to-left languages.
  const [route, flight] = (lines[i + 1] ?? "").replace(/^✈️ |[\u2066-\u2069]/g, "").split(" · ");
  return `${name} · ${flight} ${route}`;
}

/** Callback data of a button, to press it again after the bot removed it (a double tap, a re-sent update). */
export function dataOf(msg: StoredMessage, label: string): string {
  const data = msg.keyboard.flat().find((b) => b.text === label)?.data;
  if (!data) throw new Error(`no button "${label}" with data`);
  return data;
}

/** Confirms and waits for the flow's last word (done, refused, unknown...). */
export async function confirm(s: Pick<Stack, "tg">, user: TgUserSpec, summary: StoredMessage, expected: RegExp): Promise<StoredMessage> {
  const result = upcoming(s, user.id, (m) => expected.test(m.text), 8000);
  await s.tg.pressButton(user, summary, CONFIRM);
  return result;
}

/**
 * The guided flow of a chat as saved in the data file ("" when none). A test that restarts the
 * bot "while the agent looks at the summary" first waits until the flow is on disk: the bot
 * saves it just after sending the message.
 */
export function savedFlow(s: Pick<Stack, "dataDir">, chatId: number): string {
  const data = JSON.parse(readFileSync(join(s.dataDir, STORE_FILE_NAME), "utf8")) as { conversations: Record<string, unknown> };
  const saved = data.conversations[String(chatId)];
  return saved ? JSON.stringify(saved) : "";
}

/** The user switches their language with /lang (the first of the buttons are the languages, in LANGUAGES order). */
export async function speak(s: Pick<Stack, "tg">, user: TgUserSpec, lang: Language): Promise<void> {
  const picker = await ask(s.tg, user, "/lang");
  await press(s.tg, user, picker, buttons(picker)[LANGUAGES.indexOf(lang)]!);
}

/** Staff of a test: each let in with their role, and switched to their language when it is not English. */
export async function letInStaff(s: Stack, staff: readonly { user: TgUserSpec; role: "viewer" | "agent"; lang?: Language }[]): Promise<void> {
  for (const { user, role } of staff) await letIn(s, user, role);
  for (const { user, lang } of staff) if (lang && lang !== "en") await speak(s, user, lang);
}
