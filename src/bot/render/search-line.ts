import { MAX_DAYS_AHEAD } from "../../domain/dates.js";
import { MAX_DESTINATIONS, MAX_LEGS } from "../../domain/parsed-search.js";
import type { SearchLineError } from "../../domain/search-query.js";
import { escapeHtml } from "./html.js";
import type { Translate } from "./types.js";

/** A refused one-line search: what is wrong, and a correct line close to what was typed. */
export function renderLineError(error: SearchLineError, t: Translate): string {
  const problem = t(`search-line-${error.code}`, {
    token: escapeHtml(error.token ?? ""),
    destinations: String(MAX_DESTINATIONS),
    legs: String(MAX_LEGS),
    days: String(MAX_DAYS_AHEAD),
  });
  return `${problem}\n${t("search-line-example", { example: escapeHtml(error.example) })}`;
}
