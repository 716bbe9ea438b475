/** The languages the bot speaks; a user's choice and a group's alerts use one of them. */
export const LANGUAGES = ["en", "fa", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(s: string | undefined): s is Language {
  return (LANGUAGES as readonly string[]).includes(s ?? "");
}
