/**
 * De-duplication of feed events by Id. Pure: times are epoch milliseconds, no clock.
 *
 * An id is remembered with the bot's time the feed last returned it, never with the event's
 * CreateDateTime: an event the supplier serves again under an old date is still recognised,
 * however old that date. Ids are forgotten only after a whole successful poll, and only those
 * the feed has not returned for longer than the overlap: every event that poll's range holds
 * was returned by it and so refreshed, whatever the supplier's clock or a long outage did.
 */

/** At most this many ids are kept, whatever their age (a feed gone wild): the oldest go first. */
export const MAX_SEEN_IDS = 200_000;

/** Ids to forget: last returned before `returnedBefore` (when given), then the oldest beyond `max`; `left`: how many stay once they are gone. */
export function seenToForget(seen: Readonly<Record<string, number>>, returnedBefore: number | null, max = MAX_SEEN_IDS): { forget: string[]; left: number } {
  const ids = Object.keys(seen);
  const stale = returnedBefore === null ? [] : ids.filter((id) => seen[id]! < returnedBefore);
  const kept = ids.length - stale.length;
  if (kept <= max) return { forget: stale, left: kept };
  const staleSet = new Set(stale);
  const oldest = ids.filter((id) => !staleSet.has(id)).sort((a, b) => seen[a]! - seen[b]!).slice(0, kept - max);
  return { forget: [...stale, ...oldest], left: max };
}
