/** Helpers for answers as plain JSON trees. They copy, never change a tree in place. */
export type Json = Record<string, unknown>;

export const isRecord = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

export const list = (value: unknown): Json[] => (Array.isArray(value) ? (value as Json[]) : []);

/** A copy with `key` replaced by fn(its value); the object itself when it has no such member. */
export function withMember(obj: Json, key: string, fn: (value: unknown) => unknown): Json {
  return Object.hasOwn(obj, key) ? { ...obj, [key]: fn(obj[key]) } : obj;
}

/** A copy with renamed members, in the same order. */
export function mapKeys(obj: Json, rename: (key: string) => string): Json {
  return Object.fromEntries(Object.entries(obj).map(([key, value]) => [rename(key), value]));
}

/** A list with fn applied to its objects; anything that is not a list stays as it is. */
export function mapRecords(value: unknown, fn: (item: Json) => unknown): unknown {
  return Array.isArray(value) ? value.map((item) => (isRecord(item) ? fn(item) : item)) : value;
}
