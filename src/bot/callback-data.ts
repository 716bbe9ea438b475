/**
 * Typed callback data, in one place. Every button carries the id of the user it was shown to
 * (its owner), so a button pressed by someone else is refused. Telegram allows 64 bytes.
 * Shape: `kind:owner:field:field...` with the owner in base 36. Fields never contain ':'.
 */

export const CALLBACK_DATA_LIMIT = 64;

export interface CallbackData {
  kind: string;
  owner: number;
  fields: string[];
}

export function encodeCallback(kind: string, owner: number, ...fields: (string | number)[]): string {
  const data = callbackIfFits(kind, owner, ...fields);
  // A programming error, caught by tests: the renderer must keep buttons short.
  if (data === null) throw new Error(`callback field with ':' or data over 64 bytes for ${kind}`);
  return data;
}

/**
 * The callback data, or null when the fields cannot be carried (a ':' in one, or over 64
 * bytes): for buttons whose fields come from outside (a supplier's PNR), left off then.
 */
export function callbackIfFits(kind: string, owner: number, ...fields: (string | number)[]): string | null {
  const parts = [kind, owner.toString(36), ...fields.map(String)];
  if (parts.some((p) => p.includes(":"))) return null;
  const data = parts.join(":");
  return Buffer.byteLength(data, "utf8") > CALLBACK_DATA_LIMIT ? null : data;
}

/** null when the data does not parse (forged, or from an older version of the bot). */
export function decodeCallback(data: string | undefined): CallbackData | null {
  if (!data || Buffer.byteLength(data, "utf8") > CALLBACK_DATA_LIMIT) return null;
  const [kind, owner36, ...fields] = data.split(":");
  if (!kind || !/^[a-z][a-z0-9-]{0,15}$/.test(kind) || !owner36 || !/^[0-9a-z]{1,12}$/.test(owner36)) return null;
  const owner = parseInt(owner36, 36);
  if (!Number.isSafeInteger(owner) || owner <= 0) return null;
  return { kind, owner, fields };
}

/** Base-36 ids keep buttons short; parse back with a strict check. */
export function parseId36(s: string | undefined): number | null {
  if (!s || !/^[0-9a-z]{1,12}$/.test(s)) return null;
  const n = parseInt(s, 36);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
