import { isRecord, mapKeys } from "../json.js";
import type { Rng } from "../random.js";

/**
 * (g) The Bot path is a newer ASP.NET Core service: members in camelCase at every depth, and on
 * about 1 in 3 answers the list alone, as a bare JSON array, instead of {"aircraftList": [...]}.
 */
export const BARE_LIST_SHARE = 1 / 3;

const camel = (key: string): string => key.charAt(0).toLowerCase() + key.slice(1);
const pascal = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

function renameDeep(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => renameDeep(item, rename));
  if (!isRecord(value)) return value;
  const renamed = mapKeys(value, rename);
  for (const key of Object.keys(renamed)) renamed[key] = renameDeep(renamed[key], rename);
  return renamed;
}

export const camelCase = (value: unknown): unknown => renameDeep(value, camel);

/** Members in PascalCase at every depth, as the older (.NET Framework) services write them. */
export const pascalCase = (value: unknown): unknown => renameDeep(value, pascal);

/** The aircraft answer in camelCase, sometimes as the bare list. */
export function realAircraft(body: object, rng: Rng): unknown {
  const shaped = camelCase(body);
  const items = isRecord(shaped) ? shaped.aircraftList : undefined;
  return Array.isArray(items) && rng.chance(BARE_LIST_SHARE) ? items : shaped;
}
