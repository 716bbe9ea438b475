import { isRecord, type Json } from "../json.js";
import type { Rng } from "../random.js";

/**
 * (b) Empty lists sent as null, decided once per answer; a History_* member whose HistoryList is
 * empty is sometimes null as a whole (and then, by rule (a), sometimes left out).
 */
export const LIST_NULL_SHARE = 0.5;
export const EMPTY_HISTORY_NULL_SHARE = 1 / 3;

const HISTORIES = ["History_Cancelation", "History_PassengerInfoChanged", "History_ChangedFlight"] as const;

function nullEmptyLists(obj: Json, names: readonly string[]): Json {
  const out = { ...obj };
  for (const name of names) if (Array.isArray(out[name]) && out[name].length === 0) out[name] = null;
  return out;
}

/** The named members of the answer, when they are empty lists, null on a share of answers. */
export function emptyListsAsNull(body: Json, rng: Rng, names: readonly string[]): Json {
  return rng.chance(LIST_NULL_SHARE) ? nullEmptyLists(body, names) : body;
}

/** GetHistory: empty HistoryLists as null, or the whole History_* member null. */
export function emptyHistories(body: Json, rng: Rng): Json {
  const listsAsNull = rng.chance(LIST_NULL_SHARE);
  const out = { ...body };
  for (const name of HISTORIES) {
    const history = out[name];
    if (!isRecord(history) || !Array.isArray(history.HistoryList) || history.HistoryList.length > 0) continue;
    if (rng.chance(EMPTY_HISTORY_NULL_SHARE)) out[name] = null;
    else if (listsAsNull) out[name] = nullEmptyLists(history, ["HistoryList"]);
  }
  return out;
}
