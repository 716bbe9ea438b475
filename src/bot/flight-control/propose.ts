import { PROPOSAL_TTL_MS } from "../../domain/flight-control.js";
import { createProposal, waitingProposal } from "../../ledger/flight-proposals.js";
import type { ControlledFlight, FlightChange } from "../../supplier/client.js";
import { wireFlight } from "../../supplier/schemas/flight-control.js";
import { adminIds } from "../access.js";
import type { FlowContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { displayName } from "../render/display-name.js";
import { renderProposed, renderRequest } from "../render/flight-control.js";
import { wordsOf } from "../words-of.js";
import { placeOf } from "./read.js";
import { auditBy } from "../audit-by.js";

/**
 * An admin proposes a change of a flight as just read: the proposal is kept (ledger), audited,
 * and sent to every other admin's private chat with Approve and Reject buttons of their own.
 * Answers the maker's reply. Without another admin nothing is proposed: no one could approve.
 */
export async function propose(ctx: FlowContext, flight: ControlledFlight, change: FlightChange): Promise<string> {
  const { deps } = ctx;
  const maker = ctx.from!;
  const checkers = adminIds(deps).filter((id) => id !== maker.id);
  if (checkers.length === 0) return ctx.t("flight-no-checker");
  const waiting = await waitingWords(ctx, String(flight.Id));
  if (waiting) return waiting;
  const now = deps.now();
  const place = placeOf(flight);
  const proposal = await createProposal(deps.ledger.db, {
    oldData: wireFlight(flight),
    change,
    date: place.date,
    proposer: { id: maker.id, name: displayName(maker) },
    proposedAt: now,
    expiresAt: new Date(now.getTime() + PROPOSAL_TTL_MS),
  });
  // Another admin's proposal came first, since the check above: say which (or, decided meanwhile, try again).
  if (!proposal) return (await waitingWords(ctx, String(flight.Id))) ?? propose(ctx, flight, change);
  await auditBy(ctx, {
    action: "flight.propose",
    proposal: proposal.id,
    flight: `${flight.AirlineIataCode}${flight.FlightNumber}`,
    date: place.date,
    route: `${place.origin}-${place.destination}`,
    change: { ...change },
    before: { seatCapacity: flight.SeatCapacity, hideFlightFromSubsidiaryAgencies: flight.HideFlightFromSubsidiaryAgencies },
  });
  let told = 0;
  for (const admin of checkers) {
    const request = renderRequest(proposal, admin, wordsOf(deps, ctx.i18n.fluent, admin));
    try {
      await ctx.api.sendMessage(admin, request.text, { reply_markup: request.keyboard! });
      told++;
    } catch (err) {
      // An admin who never opened the bot cannot be written to; the others can still approve.
      ctx.log.warn({ admin, err: String(err) }, "could not send a flight proposal to an admin");
    }
  }
  return renderProposed(proposal, told, { t: ctx.t, f: await formatOf(ctx) });
}

/** One proposal per flight at a time: the next would be made on data the waiting one is about to change. Why not, or null. */
export async function waitingWords(ctx: FlowContext, flightId: string): Promise<string | null> {
  const waiting = await waitingProposal(ctx.deps.ledger.db, flightId, ctx.deps.now());
  if (!waiting) return null;
  const f = await formatOf(ctx);
  return ctx.t("flight-proposal-waiting", { id: f.num(waiting.id), expires: f.instant(waiting.expiresAt) });
}
