import type { Db } from "./db.js";
import { MAX_RECENT_AIRPORTS, recentAirportsSchema, type StoreData } from "./schema.js";

/** The airports a user searched lately, offered as buttons in the guided search. */
export interface RecentAirportsRepo {
  /** Most recent first, at most MAX_RECENT_AIRPORTS, no repeats. */
  get(userId: number): string[];
  /**
   * Puts `codes` in front (in the given order), removing repeats; returns the new list. A list
   * that stays as it was is not written again (staff search the same routes over and over).
   */
  push(userId: number, codes: string[]): Promise<string[]>;
}

export function recentAirportsRepo(db: Db<StoreData>): RecentAirportsRepo {
  const current = (userId: number) => db.data.recentAirports[String(userId)] ?? [];
  return {
    get: (userId) => [...current(userId)],
    async push(userId, codes) {
      const before = current(userId);
      const merged = [...new Set([...codes, ...before])].slice(0, MAX_RECENT_AIRPORTS);
      if (merged.length === before.length && merged.every((code, i) => code === before[i])) return [...before];
      recentAirportsSchema.parse(merged);
      // Merged with the list as the change finds it: a search on another instance may have added to it.
      const list = await db.update((data) => {
        const latest = data.recentAirports[String(userId)] ?? [];
        const kept = [...new Set([...codes, ...latest])].slice(0, MAX_RECENT_AIRPORTS);
        data.recentAirports[String(userId)] = kept;
        return kept;
      });
      return [...list];
    },
  };
}
