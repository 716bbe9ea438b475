import { MAX_DAYS_AHEAD } from "../../domain/dates.js";
import { MAX_DESTINATIONS, MAX_LEGS } from "../../domain/parsed-search.js";
import { formatSearchLine, type SearchLineError } from "../../domain/search-query.js";
import { escapeHtml } from "./html.js";
import { counted, type SearchTexts } from "./search-flight.js";
import { dateExamples } from "./search-guided.js";

/** A refused one-line search: what is wrong, and a correct line close to what was typed. */
export function renderLineError(error: SearchLineError, c: SearchTexts): string {
  const { t, f } = c;
  const problem = t(`search-line-${error.code}`, {
    token: escapeHtml(error.token ?? ""),
    ...counted(error.code === "too-many-destinations" ? MAX_DESTINATIONS : error.code === "too-many-legs" ? MAX_LEGS : MAX_DAYS_AHEAD, f),
    ...dateExamples(c),
  });
  return `${problem}\n${t("search-line-example", { example: escapeHtml(formatSearchLine(error.example, f.lang)) })}`;
}
