import type { Kysely } from "kysely";
import { z } from "zod";
import { MAX_DESTINATIONS, MAX_LEGS, type ParsedSearch } from "../domain/parsed-search.js";
import type { LedgerTables } from "./schema.js";

/**
 * The query behind each search result, in the database: a result's buttons work on whichever
 * instance gets them (several instances, a restart), which searches again with it. The results
 * themselves are large and stay in the memory of the instance that fetched them.
 */

/** Queries are kept this long: a week-old result still offers to search again. */
export const SEARCH_QUERIES_KEPT_MS = 7 * 86_400_000;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const airport = z.string().regex(/^[A-Z0-9]{3}$/);
/** What a row holds, checked on reading: a row written by other code is no query. */
const parsedSearchSchema: z.ZodType<ParsedSearch> = z.object({
  kind: z.enum(["oneway", "multi-dest", "roundtrip", "multicity"]),
  routes: z
    .array(z.object({ origin: airport, destination: airport, date: day }))
    .min(1)
    .max(Math.max(MAX_DESTINATIONS, MAX_LEGS)),
  source: z.enum(["All", "OwnedFlight", "ThirdPartyFlight"]),
  closed: z.boolean(),
  tour: z.boolean(),
});

export interface KnownQuery {
  query: ParsedSearch;
  searchedAt: Date;
}

export interface SearchQueryHome {
  /** Keeps (or renews) result `id`'s query, searched by `owner` when a user searched it. */
  keep(id: string, known: KnownQuery, owner?: number): Promise<void>;
  find(id: string): Promise<KnownQuery | undefined>;
  /** The query `owner` searched (or renewed) last, on any instance, and its result's id. */
  latestOf(owner: number): Promise<(KnownQuery & { id: string }) | undefined>;
}

export function searchQueryHome(db: Kysely<LedgerTables>): SearchQueryHome {
  return {
    async keep(id, { query, searchedAt }, owner) {
      const kept = { query: JSON.stringify(query), searched_at: searchedAt.getTime(), owner: owner ?? null };
      await db
        .insertInto("search_queries")
        .values({ id, ...kept })
        .onConflict((oc) => oc.column("id").doUpdateSet(kept))
        .execute();
    },
    async find(id) {
      const row = await db.selectFrom("search_queries").select(["query", "searched_at"]).where("id", "=", id).executeTakeFirst();
      return row && knownOf(row);
    },
    async latestOf(owner) {
      const row = await db.selectFrom("search_queries").select(["id", "query", "searched_at"]).where("owner", "=", owner).orderBy("searched_at", "desc").limit(1).executeTakeFirst();
      const known = row && knownOf(row);
      return known && { ...known, id: row.id };
    },
  };
}

/** A row's query, checked; undefined when the row holds no query (written by other code). */
function knownOf(row: { query: string; searched_at: number }): KnownQuery | undefined {
  const query = parsedSearchSchema.safeParse(JSON.parse(row.query));
  return query.success ? { query: query.data, searchedAt: new Date(Number(row.searched_at)) } : undefined;
}

/** Forgets the queries searched before SEARCH_QUERIES_KEPT_MS ago. */
export async function forgetOldSearchQueries(db: Kysely<LedgerTables>, nowMs: number): Promise<void> {
  await db.deleteFrom("search_queries").where("searched_at", "<", nowMs - SEARCH_QUERIES_KEPT_MS).execute();
}
