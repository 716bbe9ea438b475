import type { Api } from "grammy";
import type { Fluent } from "@grammyjs/i18n";
import type { Logger } from "../logger.js";
import type { Store } from "../store/store.js";
import { LANGUAGES } from "../domain/languages.js";
import { publishOnce } from "./publish-once.js";

/**
 * The bot's description (what an empty chat with it shows) and short description (its profile
 * page), from the locales (about.ftl): in English by default and once per language of the bot,
 * each set only when its text changed. Never throws: they are a courtesy.
 */
export async function syncDescriptions(deps: { api: Api; store: Store; fluent: Fluent; log: Logger }): Promise<void> {
  const { api, store, fluent } = deps;
  try {
    for (const language_code of [undefined, ...LANGUAGES]) {
      const text = (key: string) => fluent.translate(language_code ?? "en", key);
      const language = language_code ? { language_code } : {};
      const variant = language_code ?? "default";
      const description = text("bot-description");
      await publishOnce(store.published, `description|${variant}`, description, () => api.setMyDescription(description, language));
      const short = text("bot-short-description");
      await publishOnce(store.published, `short_description|${variant}`, short, () => api.setMyShortDescription(short, language));
    }
  } catch (err) {
    deps.log.warn({ err: String(err) }, "could not set the bot's descriptions");
  }
}
