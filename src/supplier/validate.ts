import type { z } from "zod";
import { SchemaError } from "./errors.js";
import type { SupplierOperation } from "./operations.js";
import { directReader, NOT_DIRECT } from "./schemas/direct-read.js";
import { canonicalTree } from "./schemas/tolerant.js";

/**
 * Parses a supplier answer (freshly parsed JSON: its member names are set right in place), or
 * throws a SchemaError naming the first bad field. An answer already in the schema's shape is
 * read directly (direct-read.ts); anything else the full way: names set right, then zod.
 */
export function parseAnswer<S extends z.ZodType>(
  operation: SupplierOperation,
  schema: S,
  value: unknown,
): z.output<S> {
  const direct = directReader(schema)(value);
  if (direct !== NOT_DIRECT) return direct as z.output<S>;
  let result: z.ZodSafeParseResult<z.output<S>>;
  try {
    result = schema.safeParse(canonicalTree(value));
  } catch (err) {
    // An answer nested beyond reason (a stack overflow) is one that does not fit, never a crash.
    throw new SchemaError(operation, "", `unreadable answer (${err instanceof Error ? err.name : "error"})`);
  }
  if (result.success) return result.data;
  const { path, message } = firstIssue(result.error);
  throw new SchemaError(operation, path, message);
}

/** The first issue of a zod error as a readable path and message. */
export function firstIssue(error: z.ZodError): { path: string; message: string } {
  const issue = error.issues[0];
  return issue ? { path: formatPath(issue.path), message: issue.message } : { path: "", message: "invalid" };
}

/** ["ItineraryList", 3, "FlightList"] -> "ItineraryList[3].FlightList". */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}
