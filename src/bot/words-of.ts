import type { Fluent } from "@grammyjs/i18n";
import type { Config } from "../config.js";
import type { Store } from "../store/store.js";
import { formatFor, type Format } from "./render/format.js";
import type { Translate } from "./render/types.js";

/** A user's words and numbers outside their own update: their language (/lang, else en) and digits, times in DISPLAY_TIMEZONE. */
export function wordsOf(deps: { config: Config; store: Store }, fluent: Fluent, userId: number): { t: Translate; f: Format } {
  const lang = deps.store.settings.getLanguage(userId) ?? "en";
  const t = fluent.withLocale(lang);
  return { t, f: formatFor({ lang, digits: deps.store.settings.getDigits(userId), timeZone: deps.config.displayTimezone, t }) };
}
