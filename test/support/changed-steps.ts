import { join } from "node:path";
import { Database } from "../../src/ledger/sqlite-driver.js";
import type { StoredMessage, TelegramEmulator, TgUserSpec } from "../../src/dev/telegram/emulator.js";
import { LEDGER_FILE } from "../../src/ledger/open.js";
import { buttons, upcoming } from "./steps.js";

/** What staff do at the schedule-change desk (/changed), as the end-to-end tests take it. */

export const CHANGED_CONFIRM = "✅ Confirm";

/** The label of a flight's "All N" or "Pick" button that names the flight ("IR 452"). */
export function flightButton(list: StoredMessage, kind: "All" | "Pick", flight: string): string {
  const label = buttons(list).find((b) => b.includes(kind) && b.includes(flight));
  if (!label) throw new Error(`no "${kind}" button for ${flight} in: ${buttons(list).join(" | ")}`);
  return label;
}

/** Presses a flight's button and waits for the summary (All) or the picker (Pick). */
export async function openFlight(tg: TelegramEmulator, user: TgUserSpec, list: StoredMessage, kind: "All" | "Pick", flight: string): Promise<StoredMessage> {
  const next = upcoming({ tg }, user.id, (m) => (kind === "All" ? m.text.startsWith("↩️ Refund") : m.text.startsWith("☑️ Pick")), 10_000);
  await tg.pressButton(user, list, flightButton(list, kind, flight));
  return next;
}

/** Confirms a run's summary and waits for its message to say the run finished. */
export async function confirmRun(tg: TelegramEmulator, user: TgUserSpec, summary: StoredMessage, timeoutMs = 15_000): Promise<StoredMessage> {
  await tg.pressButton(user, summary, CHANGED_CONFIRM);
  return tg.waitFor(user.id, (m) => m.messageId === summary.messageId && m.text.includes("finished"), { timeoutMs });
}

export interface RunTicketRow {
  run_id: string;
  idx: number;
  pnr: string;
  ticket: string;
  state: string;
  tracking_code: string | null;
  detail: string | null;
}

/** The runs' tickets as the SQLite ledger under `dataDir` holds them (read-only, beside the bot). */
export function sqliteRunTickets(dataDir: string): RunTicketRow[] {
  const db = new Database(join(dataDir, LEDGER_FILE), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("select run_id, idx, pnr, ticket, state, tracking_code, detail from schedule_run_tickets order by run_id, idx").all() as RunTicketRow[];
  } finally {
    db.close();
  }
}
