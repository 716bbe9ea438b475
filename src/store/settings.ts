import type { Db } from "./db.js";
import type { Language } from "../domain/languages.js";
import { digitsSchema, languageSchema, type StoreData } from "./schema.js";
import type { z } from "zod";

export type DigitsChoice = z.infer<typeof digitsSchema>;

/**
 * Per-user settings. Only users who are let in reach the commands that set them, so the
 * record grows with the staff, not with strangers.
 */
export interface SettingsRepo {
  /** undefined: the user never chose; the bot falls back to their Telegram language. */
  getLanguage(userId: number): Language | undefined;
  setLanguage(userId: number, language: Language): Promise<void>;
  /** The language's own digits unless the user chose Latin ones. */
  getDigits(userId: number): DigitsChoice;
  setDigits(userId: number, digits: DigitsChoice): Promise<void>;
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
    getDigits: (userId) => db.data.digits[String(userId)] ?? "native",
    async setDigits(userId, digits) {
      const valid = digitsSchema.parse(digits);
      await db.update((data) => {
        if (valid === "native") delete data.digits[String(userId)];
        else data.digits[String(userId)] = valid;
      });
    },
  };
}
