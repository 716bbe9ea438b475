import { rejectedTickets } from "../../ledger/refund-follow.js";
import type { CallContext } from "../context.js";

/**
 * A booking's tickets whose refund the supplier rejected after its TrackingCode (the follow-up's
 * outcomes), each with when; none when the ledger cannot be read: a screen still shows the rest.
 */
export async function rejectedRefunds(ctx: CallContext, pnr: string): Promise<ReadonlyMap<string, string>> {
  try {
    return await rejectedTickets(ctx.deps.ledger.db, pnr);
  } catch (err) {
    ctx.log.warn({ err, operation: "ledger" }, "refund rejections not read from the ledger");
    return new Map();
  }
}
