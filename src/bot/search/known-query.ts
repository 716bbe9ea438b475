/**
 * The query behind a result, in the database every instance shares (ledger/search-queries.ts).
 * A result's buttons carry its id only: with the query, any instance can search again.
 */
import { searchQueryHome, type KnownQuery } from "../../ledger/search-queries.js";
import type { BotContext } from "../context.js";
import type { StoredResult } from "./results.js";

/** Keeps the query of a result just fetched; a database that refuses costs only the buttons' later life. */
export async function shareQuery(ctx: BotContext, result: StoredResult): Promise<void> {
  await searchQueryHome(ctx.deps.ledger.db)
    .keep(result.id, { query: result.query, searchedAt: result.fetchedAt }, ctx.from?.id)
    .catch((err: unknown) => ctx.log.warn({ err: String(err), result: result.id }, "could not keep a search's query: its buttons work here only while the result is kept"));
}

/** The query of result `id`, and when it was searched; undefined when unknown or unreadable. */
export async function knownQuery(ctx: BotContext, id: string): Promise<KnownQuery | undefined> {
  return searchQueryHome(ctx.deps.ledger.db)
    .find(id)
    .catch((err: unknown) => {
      ctx.log.warn({ err: String(err), result: id }, "could not read a search's query");
      return undefined;
    });
}

/** The query `owner` searched last on any instance, with its result's id; undefined when none or unreadable. */
export async function latestQuery(ctx: BotContext, owner: number): Promise<(KnownQuery & { id: string }) | undefined> {
  return searchQueryHome(ctx.deps.ledger.db)
    .latestOf(owner)
    .catch((err: unknown) => {
      ctx.log.warn({ err: String(err) }, "could not read the latest search's query");
      return undefined;
    });
}
