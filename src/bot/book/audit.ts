/**
 * The audit entries of selling: every hold, Book, outcome and release is in /audit. They name
 * the flights, the party's size and the amounts, never a passenger.
 */

/** Who sells: the agent of the flow (userId 0 is the bot's own work, as everywhere in /audit). */
export interface Seller {
  userId: number;
  userName: string;
}

export const BOOK_AUDIT = {
  /** Lock: result held, refused or unknown. */
  hold: "book.hold",
  /** A Book: result issued, refused, unknown (GetStatus follows) or blocked (not sent: the hold was claimed). */
  book: "book",
  /** What GetStatus told of a Book without clear answer: issued, failed or unknown. */
  outcome: "book.outcome",
  /** Seats given back (ReleaseLock): `why` says on what. */
  release: "book.release",
} as const;

/** abandoned: the flow that held the seats is gone (timed out, failed, its process died). */
export type ReleaseReason = "cancel" | "left" | "expired" | "fare-changed" | "refused" | "abandoned";
