import type { Db } from "./db.js";
import type { Language } from "../domain/languages.js";
import { languageSchema, type StoreData } from "./schema.js";

/**
 * Per-user settings. Only users who are let in reach the commands that set them, so the
 * record grows with the staff, not with strangers.
 */
export interface SettingsRepo {
  /** undefined: the user never chose; the bot falls back to their Telegram language. */
  getLanguage(userId: number): Language | undefined;
  setLanguage(userId: number, language: Language): Promise<void>;
}

export function settingsRepo(db: Db<StoreData>): SettingsRepo {
  return {
    getLanguage: (userId) => db.data.languages[String(userId)],
    async setLanguage(userId, language) {
      const valid = languageSchema.parse(language);
      await db.update((data) => {
        data.languages[String(userId)] = valid;
      });
    },
  };
}
