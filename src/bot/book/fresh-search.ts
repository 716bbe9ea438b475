/**
 * The availability search right before Book, as the interface asks ("most importantly"): the
 * offer's classes as the supplier sells them now, so that a fare or seats that changed are shown
 * and confirmed again before anything is booked.
 */
import type { FlightClass } from "../../supplier/schemas/availability.js";
import type { CallContext } from "../context.js";
import { cultureOf } from "../i18n.js";
import { groupJourneys } from "../search/journeys.js";
import { settleCall, type CallResult } from "../supplier-call.js";
import { freshClasses, type BookOffer } from "./offer.js";

/** The offer's classes now; null when the search no longer lists them (sold out beyond the hold, closed). */
export async function searchOfferAgain(ctx: CallContext, offer: BookOffer, lang: string): Promise<CallResult<FlightClass[] | null>> {
  const answer = await settleCall(ctx, () => ctx.deps.supplier.search({ ...offer.query, culture: cultureOf(lang) }));
  if (!answer.ok) return answer;
  return { ok: true, value: freshClasses(groupJourneys(answer.value.ItineraryList), offer) ?? null };
}
