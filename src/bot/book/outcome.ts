/**
 * What became of a Book without clear answer, recorded once: the hold's row settled (only its
 * first settler goes on) and the audit told. The resolver (GetStatus after the wait, or after a
 * restart) and /status (an agent reading the outcome later) both record through here.
 */
import { settleBook, type BookOutcome } from "../../ledger/book-claims.js";
import type { BookClaimsTable } from "../../ledger/schema.js";
import type { BotDeps } from "../context.js";
import { BOOK_AUDIT } from "./audit.js";
import type { StatusReading } from "./status.js";

/** A Book whose outcome is awaited, as its hold's row has it. */
export interface PendingBook {
  reference: string;
  userId: number;
  /** ISO 8601 */
  sentAt: string;
  flight: string;
  total: string;
  currency: string;
}

export function pendingOf(row: BookClaimsTable): PendingBook | null {
  if (!row.reference || !row.sent_at) return null;
  return { reference: row.reference, userId: row.user_id, sentAt: row.sent_at, flight: row.flight, total: row.total_payable, currency: row.currency };
}

/** True for the one caller that recorded it: it tells the agent. `by`: who learnt it (0, the bot). */
export async function recordOutcome(deps: Pick<BotDeps, "ledger" | "store">, book: PendingBook, reading: StatusReading, by: number): Promise<boolean> {
  const outcome: BookOutcome =
    reading.state === "issued" ? { state: "issued", pnr: reading.booking.pnr } : { state: reading.state, detail: reading.state === "failed" ? reading.reason : reading.detail };
  if (!(await settleBook(deps.ledger.db, book.reference, outcome))) return false;
  await deps.store.audit.append({
    userId: by,
    action: BOOK_AUDIT.outcome,
    agentId: book.userId,
    reference: book.reference,
    flight: book.flight,
    total: Number(book.total),
    currency: book.currency,
    result: outcome.state,
    ...(outcome.state === "issued" ? { pnr: outcome.pnr } : { detail: outcome.detail }),
  });
  return true;
}
