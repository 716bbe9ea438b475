import type { ParsedSearch } from "../../domain/parsed-search.js";
import type { BotDeps } from "../context.js";

/** The airports of a search go first in the user's recent airports (buttons of the guided search). */
export async function rememberAirports(deps: BotDeps, userId: number, query: ParsedSearch): Promise<void> {
  const codes = [...new Set(query.routes.flatMap((route) => [route.origin, route.destination]))];
  try {
    await deps.store.recentAirports.push(userId, codes);
  } catch (err) {
    // A convenience: the search itself must not fail for it.
    deps.logger.warn({ err: String(err), user: userId }, "could not remember the recent airports");
  }
}
