import { fileURLToPath } from "node:url";
import { I18n } from "@grammyjs/i18n";
import type { Context } from "grammy";
import { isLanguage, type Language } from "../domain/languages.js";
import type { Culture } from "../supplier/client.js";
import type { Store } from "../store/store.js";

export const LOCALES_DIR = fileURLToPath(new URL("./locales", import.meta.url));

/** Telegram's language_code ("fa", "ar-SA", "en-GB") -> one of ours, English otherwise. */
export function languageFromTelegram(code: string | undefined): Language {
  const base = (code ?? "").toLowerCase().split("-")[0];
  return isLanguage(base) ? base : "en";
}

/** The supplier's Culture follows the user's language. */
export function cultureOf(lang: string): Culture {
  return lang === "fa" ? "fa-IR" : lang === "ar" ? "ar-IQ" : "en-US";
}

/** The language chosen with /lang wins; then the user's Telegram language. */
export function createI18n<C extends Context>(store: Store): I18n<C> {
  const i18n = new I18n<C>({
    defaultLocale: "en",
    // Without this, Fluent wraps placeables in invisible isolation marks that end up in chat.
    fluentBundleOptions: { useIsolating: false },
    localeNegotiator: (ctx) => {
      const id = ctx.from?.id;
      return (id !== undefined ? store.settings.getLanguage(id) : undefined) ?? languageFromTelegram(ctx.from?.language_code);
    },
  });
  i18n.loadLocalesDirSync(LOCALES_DIR);
  rememberBundleMatches(i18n);
  return i18n;
}

/**
 * Fluent matches the locale to its bundles again on every message looked up (a search page
 * looks up dozens); the bundles are all loaded above and never change, so each locale's match
 * is kept. matchBundles is the plugin's own method: left as it is if a version renames it.
 */
function rememberBundleMatches<C extends Context>(i18n: I18n<C>): void {
  const fluent = i18n.fluent as unknown as { matchBundles?: (locales: string[]) => unknown };
  const match = fluent.matchBundles;
  if (typeof match !== "function") return;
  const matched = new Map<string, unknown>();
  fluent.matchBundles = (locales) => {
    const key = locales.join(",");
    let bundles = matched.get(key);
    if (bundles === undefined) {
      bundles = match.call(fluent, locales);
      matched.set(key, bundles);
    }
    return bundles;
  };
}
