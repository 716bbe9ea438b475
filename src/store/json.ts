/** A value that survives JSON.stringify/JSON.parse unchanged. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A deep copy through JSON: exactly what the file will hold after a save and a restart.
 * Storing this copy (rather than the caller's object) keeps memory and disk identical, and a
 * value JSON cannot hold (a BigInt, a cycle) fails here, in the caller's hands, instead of
 * breaking every later save of the whole file.
 */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
