import type { z } from "zod";
import { canonicalMembers, needsRenaming } from "./tolerant.js";

/**
 * A quicker reading of an answer, derived from the zod schema itself: one pass, in place, an
 * object copied only where a member is named in another case or spelling (as canonicalTree
 * does). It accepts only what zod would accept with the same result after canonicalTree, and
 * gives up (NOT_DIRECT) on anything else: a schema part it does not know, a value zod would
 * refuse, a renaming deep inside members the schema does not name. parseAnswer then reads the answer the full way, which names the bad field.
 * What it changes in place on the way (a null list made empty, a number made text) is what zod
 * would make of it, and reads the same the second time.
 */
export const NOT_DIRECT: unique symbol = Symbol("not-direct");

type Reader = (value: unknown) => unknown;

const readers = new WeakMap<z.ZodType, Reader>();

/** The schema's direct reader: its output, or NOT_DIRECT. */
export function directReader(schema: z.ZodType): Reader {
  let reader = readers.get(schema);
  if (reader === undefined) {
    reader = compile(schema);
    readers.set(schema, reader);
  }
  return reader;
}

const never: Reader = () => NOT_DIRECT;

/** The parts of zod's definitions the reader looks at. */
interface Def {
  type: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  entries?: Record<string, unknown>;
  values?: unknown[];
  transform?: (value: unknown, ctx: unknown) => unknown;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function compile(schema: z.ZodType): Reader {
  const def = defOf(schema);
  // A refinement (min length, integer, ...) is zod's to check.
  if (def.checks !== undefined && def.checks.length > 0) return never;
  switch (def.type) {
    case "string":
      return (v) => (typeof v === "string" ? v : NOT_DIRECT);
    case "number":
      return (v) => (typeof v === "number" && Number.isFinite(v) ? v : NOT_DIRECT);
    case "boolean":
      return (v) => (typeof v === "boolean" ? v : NOT_DIRECT);
    case "unknown":
    case "any":
      return (v) => (untouched(v, 0) ? v : NOT_DIRECT);
    case "enum": {
      const allowed = new Set(Object.values(def.entries ?? {}));
      return (v) => (allowed.has(v) ? v : NOT_DIRECT);
    }
    case "optional": {
      const inner = directReader(def.innerType!);
      return (v) => (v === undefined ? v : inner(v));
    }
    case "nullable": {
      const inner = directReader(def.innerType!);
      return (v) => (v === null ? v : inner(v));
    }
    case "array":
      return arrayReader(directReader(def.element!));
    case "object":
      return objectReader(def);
    case "union":
      // An object option could be changed in place and then refused: zod reads those.
      if (def.options!.some((option) => ["object", "array"].includes(defOf(option).type))) return never;
      return unionReader(def.options!.map(directReader));
    case "pipe":
      return pipeReader(def);
    default:
      return never;
  }
}

function arrayReader(item: Reader): Reader {
  return (v) => {
    if (!Array.isArray(v)) return NOT_DIRECT;
    for (let i = 0; i < v.length; i++) {
      const read = item(v[i]);
      if (read === NOT_DIRECT) return NOT_DIRECT;
      v[i] = read;
    }
    return v;
  };
}

/** A loose object (what `record` builds): its members read, its extra members kept as they came. */
function objectReader(def: Def): Reader {
  if (def.catchall === undefined || defOf(def.catchall).type !== "unknown") return never;
  const shape = def.shape!;
  const names = Object.keys(shape);
  const members = names.map((name) => directReader(shape[name]!));
  const known = new Set(names);
  return (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return NOT_DIRECT;
    let object = v as Record<string, unknown>;
    // Names first, before anything is changed in place: the full reading must find the object
    // as it came (a list made empty here would win over the same list in another spelling).
    let present = 0;
    for (let i = 0; i < names.length; i++) if (object[names[i]!] !== undefined) present++;
    // Counted first: most objects have no member besides the schema's.
    let count = 0;
    for (const _ in object) count++;
    if (count !== present) {
      let renaming = false;
      for (const name in object) {
        if (name === "__proto__") return NOT_DIRECT;
        renaming ||= !known.has(name) && needsRenaming(name);
      }
      // Another case or an older spelling: a copy named as canonicalTree names it.
      if (renaming) object = canonicalMembers(object);
      for (const name in object) if (!known.has(name) && !untouched(object[name], 1)) return NOT_DIRECT;
    }
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const member = object[name];
      const read = members[i]!(member);
      if (read === NOT_DIRECT) return NOT_DIRECT;
      if (read !== member) object[name] = read;
    }
    return object;
  };
}

/** zod's union takes the first option that reads the value. */
function unionReader(options: Reader[]): Reader {
  return (v) => {
    for (const option of options) {
      const read = option(v);
      if (read !== NOT_DIRECT) return read;
    }
    return NOT_DIRECT;
  };
}

/** A transform runs as zod runs it; one that reports an issue leaves the value to zod. */
function pipeReader(def: Def): Reader {
  const input = directReader(def.in!);
  const out = defOf(def.out!);
  if (out.type !== "transform") return never;
  const transform = out.transform!;
  let refused = false;
  // One context per transform, not per value: transforms run one at a time.
  const ctx = { value: undefined as unknown, issues: [] as unknown[], addIssue: () => void (refused = true) };
  return (v) => {
    const read = input(v);
    if (read === NOT_DIRECT) return NOT_DIRECT;
    refused = false;
    ctx.value = read;
    const result = transform(read, ctx);
    return refused || result instanceof Promise ? NOT_DIRECT : result;
  };
}

/** As deep as canonicalTree renames. */
const MAX_DEPTH = 64;

/** Whether canonicalTree would leave a value the schema does not describe as it is. */
function untouched(value: unknown, depth: number): boolean {
  if (typeof value !== "object" || value === null) return true;
  if (depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.every((item) => untouched(item, depth + 1));
  for (const name of Object.keys(value)) {
    if (needsRenaming(name) || !untouched((value as Record<string, unknown>)[name], depth + 1)) return false;
  }
  return true;
}
