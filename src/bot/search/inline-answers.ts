/**
 * Inline searches (`@bot THR MHD tomorrow` in any chat), shared for a minute: staff typing the
 * same query cost one supplier search, and so does a second member asking while the first
 * search is still under way. Keyed by the query's canonical line and the supplier culture (the
 * language of its texts); each user's cards are rendered from the shared answer in their own
 * language and digits. A failed search is not kept: the next query asks again.
 */
import type { SearchResult } from "../../supplier/client.js";
import { BoundedCache } from "./cache.js";
import { groupJourneys, type Journey } from "./journeys.js";

/** How long an inline answer is shared, here and in Telegram's cache (answerInlineQuery's cache_time). */
export const INLINE_CACHE_SECONDS = 60;
/** Telegram takes at most 50 results per answer: the journeys past them are not kept. */
export const MAX_INLINE_RESULTS = 50;
/**
 * How long an inline query waits for its search: Telegram refuses an answer after about 10 s
 * (the user then sees nothing), and a slow supplier with a retry takes longer.
 */
export const INLINE_ANSWER_WITHIN_MS = 7_000;
/** Distinct queries kept at once: a busy minute of a large staff. */
const INLINE_QUERIES_KEPT = 500;

export interface InlineAnswer {
  /** CurrencyCode of every amount. */
  currency: string;
  /** The first MAX_INLINE_RESULTS journeys, in the supplier's order. */
  journeys: Journey[];
  fetchedAt: Date;
}

export class InlineSearches {
  readonly #answers: BoundedCache<Promise<InlineAnswer>>;

  constructor(
    private readonly now: () => Date,
    private readonly answerWithinMs = INLINE_ANSWER_WITHIN_MS,
  ) {
    this.#answers = new BoundedCache({ maxEntries: INLINE_QUERIES_KEPT, ttlMs: INLINE_CACHE_SECONDS * 1000 }, () => now().getTime());
  }

  /**
   * As `answer`, but "slow" when the search takes longer than an inline query may wait: it goes
   * on, and the query typed again finds its answer kept.
   */
  async answerWithin(key: string, search: () => Promise<SearchResult>): Promise<InlineAnswer | "slow"> {
    let timer: NodeJS.Timeout | undefined;
    const slow = new Promise<"slow">((resolve) => (timer = setTimeout(() => resolve("slow"), this.answerWithinMs)));
    try {
      return await Promise.race([this.answer(key, search), slow]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** The answer kept for `key`, or `search`'s, kept for the next minute once asked. */
  answer(key: string, search: () => Promise<SearchResult>): Promise<InlineAnswer> {
    const kept = this.#answers.get(key);
    if (kept) return kept;
    const pending = search().then((result) => ({ currency: result.CurrencyCode, journeys: groupJourneys(result.ItineraryList).slice(0, MAX_INLINE_RESULTS), fetchedAt: this.now() }));
    this.#answers.set(key, pending);
    pending.catch(() => {
      if (this.#answers.get(key) === pending) this.#answers.delete(key);
    });
    return pending;
  }
}
