import type { Db } from "./db.js";
import type { StoreData } from "./schema.js";

/**
 * What the bot last set about itself on Telegram (a command menu per scope and language, its
 * descriptions per language), as a fingerprint per key: a start sets only what changed since.
 */
export interface PublishedRepo {
  /** undefined: never set, or deleted since. */
  fingerprint(key: string): string | undefined;
  record(key: string, fingerprint: string): Promise<void>;
  forget(keys: readonly string[]): Promise<void>;
  keys(): string[];
}

export function publishedRepo(db: Db<StoreData>): PublishedRepo {
  return {
    fingerprint: (key) => db.data.published[key],
    async record(key, fingerprint) {
      if (db.data.published[key] === fingerprint) return;
      await db.update((data) => {
        data.published[key] = fingerprint;
      });
    },
    async forget(keys) {
      if (!keys.some((key) => key in db.data.published)) return;
      await db.update((data) => {
        for (const key of keys) delete data.published[key];
      });
    },
    keys: () => Object.keys(db.data.published),
  };
}
