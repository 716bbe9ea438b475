import { isRecord } from "../json.js";
import type { Rng } from "../random.js";

/**
 * (a) Null members left out, as a .NET serializer set to ignore nulls does, on about half of the
 * objects of an answer (each object decides for itself). Applied last, to the whole answer.
 */
export const OMIT_NULLS_SHARE = 0.5;

export function omitNulls(value: unknown, rng: Rng): unknown {
  if (Array.isArray(value)) return value.map((item) => omitNulls(item, rng));
  if (!isRecord(value)) return value;
  const omit = rng.chance(OMIT_NULLS_SHARE);
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member === null && omit) continue;
    out[key] = omitNulls(member, rng);
  }
  return out;
}
