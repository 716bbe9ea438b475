import { mapRecords, withMember, type Json } from "../json.js";
import type { Rng } from "../random.js";
import { NUMBERS_AS_TEXT_SHARE, numbersAsText, partnerCasing } from "./partner-answers.js";

/**
 * (k) Lock, Book and ReleaseLock, which the interface document does not describe either, as the
 * issue-15 operations come (rule j): numbers as text (lock ids, ExpiryInMinute) on about 1 in
 * 3 answers, the other casing on about 1 in 4, an undocumented IsSuccess on ReleaseLock. About 1
 * in 3 Book answers are of an older version: the PNR is `Pnr` and each ticket `TicketNumber`.
 * Values never change.
 */
export const OLDER_BOOK_SHARE = 1 / 3;

export function realLock(body: Json, rng: Rng): unknown {
  const text = rng.chance(NUMBERS_AS_TEXT_SHARE) ? numbersAsText(body, ["DepartureSegmentLockId", "ReturningSegmentLockId", "ExpiryInMinute"]) : body;
  return partnerCasing(text, rng);
}

function olderSegment(segment: unknown): unknown {
  if (typeof segment !== "object" || segment === null) return segment;
  const { LocalTicketNumber, ...rest } = segment as Json;
  return { ...rest, TicketNumber: LocalTicketNumber };
}

export function realBook(body: Json, rng: Rng): unknown {
  if (!rng.chance(OLDER_BOOK_SHARE)) return partnerCasing(body, rng);
  const { LocalPnr, ...rest } = body;
  const passengers = withMember(rest, "PassengerList", (list) =>
    mapRecords(list, (p) => withMember(withMember(p, "DepartureSegment", olderSegment), "ReturningSegment", olderSegment)),
  );
  return partnerCasing({ Pnr: LocalPnr, ...passengers }, rng);
}

export function realReleaseLock(body: Json, rng: Rng): unknown {
  return partnerCasing({ ...body, IsSuccess: true }, rng);
}
