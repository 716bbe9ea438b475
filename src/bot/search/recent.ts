import type { ParsedSearch } from "../../domain/parsed-search.js";
import type { BotDeps } from "../context.js";

/**
 * The airports of a search go first in the user's recent airports (buttons of the guided
 * search). A convenience: the search neither waits for the data file's save nor fails with it
 * (a crash before the save loses a button order, nothing else).
 */
export function rememberAirports(deps: BotDeps, userId: number, query: ParsedSearch): void {
  const codes = [...new Set(query.routes.flatMap((route) => [route.origin, route.destination]))];
  deps.store.recentAirports.push(userId, codes).catch((err: unknown) => {
    deps.logger.warn({ err: String(err), user: userId }, "could not remember the recent airports");
  });
}
