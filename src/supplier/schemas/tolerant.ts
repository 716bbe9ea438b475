import { z } from "zod";

/**
 * The tolerant reader's building blocks. Real suppliers are .NET services whose answers vary
 * from one installation to the next: member names in another case (the Bot path answers in
 * camelCase), older spellings (`Commision`, `FlightSegmentList`), null members left out, lists
 * sent as null. Every object schema is built with `record`, whose member names `canonicalTree`
 * gives an answer before it is validated (parseAnswer does both); lists and optional objects
 * read null and absence as "empty" and "none". Members the interface does not name are kept as
 * they came.
 */

/** Spellings that older versions of the interface use for the same member. */
const SPELLINGS: readonly (readonly [RegExp, string])[] = [
  [/commision/g, "commission"],
  [/^flightsegmentlist$/, "flightlist"],
];

/** The name a member is matched by: lowercase, old spellings folded. */
export function memberKey(name: string): string {
  let key = name.toLowerCase();
  for (const [from, to] of SPELLINGS) key = key.replace(from, to);
  return key;
}

type Shape = Record<string, z.ZodType>;

/** Every member name the schemas know, and the canonical name of each matching key. */
const CANONICAL_NAMES = new Set<string>();
const BY_KEY = new Map<string, string>();
/**
 * needsRenaming's answers: answers repeat the same few dozen names thousands of times. Bounded:
 * an answer full of made-up names must not grow it without end.
 */
const RENAMING = new Map<string, boolean>();
const RENAMING_KEPT = 4096;

/**
 * An object of the interface, its members registered so that `canonicalTree` can name them as
 * the schema does; extra members are kept. Two schemas may not spell one member differently.
 */
export function record<S extends Shape>(shape: S) {
  for (const name of Object.keys(shape)) {
    const key = memberKey(name);
    const known = BY_KEY.get(key);
    if (known !== undefined && known !== name) throw new Error(`schema member ${name} clashes with ${known}`);
    BY_KEY.set(key, name);
    CANONICAL_NAMES.add(name);
  }
  RENAMING.clear();
  return z.looseObject(shape);
}

/**
 * Whether canonicalTree could rename a member of this name (or copy its object for it): a
 * name the schemas spell otherwise, and `__proto__`, which a copy would not keep as a member.
 */
export function needsRenaming(name: string): boolean {
  let renaming = RENAMING.get(name);
  if (renaming === undefined) {
    renaming = name === "__proto__" || (!CANONICAL_NAMES.has(name) && BY_KEY.has(memberKey(name)));
    if (RENAMING.size >= RENAMING_KEPT) RENAMING.clear();
    RENAMING.set(name, renaming);
  }
  return renaming;
}

/** Deeper than any answer of the interface: what lies below is left as it came. */
const MAX_DEPTH = 64;

/**
 * Renames, throughout a freshly parsed answer, every member whose name differs from a schema's
 * only in case or spelling. Done once per answer before validation (cheaper than per schema):
 * an object is copied only when one of its names changes. A name already present wins, unless
 * it is null and the other spelling holds a value.
 */
export function canonicalTree(value: unknown, depth = 0): unknown {
  if (typeof value !== "object" || value === null || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = canonicalTree(value[i], depth + 1);
    return value;
  }
  const source = value as Record<string, unknown>;
  for (const name of Object.keys(source)) {
    const member = source[name];
    if (typeof member === "object" && member !== null) source[name] = canonicalTree(member, depth + 1);
  }
  return canonicalMembers(source);
}

/**
 * One object's members named as the schemas name them (canonicalTree's rule, without going
 * deeper): a copy when a name changes, else the object itself.
 */
export function canonicalMembers(source: Record<string, unknown>): Record<string, unknown> {
  let renamed: Map<string, string> | null = null;
  for (const name of Object.keys(source)) {
    if (CANONICAL_NAMES.has(name)) continue;
    const canonical = BY_KEY.get(memberKey(name));
    if (canonical === undefined || (source[canonical] != null && Object.hasOwn(source, canonical)) || source[name] == null) continue;
    renamed ??= new Map();
    renamed.set(name, canonical);
  }
  if (renamed === null) return source;
  const taken = new Set(renamed.values());
  const copy: [string, unknown][] = [];
  for (const name of Object.keys(source)) {
    const canonical = renamed.get(name);
    if (canonical !== undefined) copy.push([canonical, source[name]]);
    else if (!taken.has(name)) copy.push([name, source[name]]);
  }
  return Object.fromEntries(copy);
}

/** A list: null or absent reads as empty. */
export function list<T extends z.ZodType>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((items): z.output<T>[] => items ?? []);
}

/*
 * What may be missing is read as null or undefined alike (`== null`), without a transform: a
 * search answer holds hundreds of such members, and a transform each would double the cost of
 * reading it.
 */

/** An object that may be missing (null or absent). */
export function maybe<T extends z.ZodType>(schema: T) {
  return schema.nullish();
}

/** Text the supplier may send as null or leave out. */
export const optionalText = z.string().nullish();

/** A number the bot only shows, which may be missing. */
export const optionalNumber = z.number().nullish();

/** A flag the bot only shows, which may be missing. */
export const optionalFlag = z.boolean().nullish();

/** A member whose type the interface does not state: carried when present, never relied on. */
export const anything = z.unknown().optional();

/** An object the interface does not describe: kept whole when it is an object, else none. */
export const opaque = z.record(z.string(), z.unknown()).nullish().catch(null).transform((value) => value ?? null);

/** An informational amount that only matters when present: absent reads as 0. */
export const zeroWhenAbsent = z
  .number()
  .nullish()
  .transform((value) => value ?? 0);

/**
 * Decimal text a .NET service may send instead of a JSON number ("2500000", "-12.50"): at most 15
 * significant digits, which a double holds exactly, so the amount stays the one sent.
 */
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;
const EXACT_DIGITS = 15;

function fromDecimalText(text: string, ctx: z.RefinementCtx): number {
  const trimmed = text.trim();
  const significant = trimmed.replace(/^-/, "").replace(".", "").replace(/^0+/, "").length;
  if (!DECIMAL_TEXT.test(trimmed) || significant > EXACT_DIGITS) {
    ctx.addIssue({ code: "custom", message: "expected a number (or its decimal text, at most 15 digits)" });
    return z.NEVER;
  }
  return Number(trimmed);
}

/** An amount or count the bot acts on: a JSON number, or its decimal text. */
export const numeric = z.union([z.number(), z.string().transform(fromDecimalText)]);

/** The same, when it may be missing: null or absent reads as null. */
export const optionalNumeric = numeric.nullish().transform((value) => value ?? null);

/** A flag the bot acts on: true/false, or their text in any case. */
export const flag = z.union([
  z.boolean(),
  z
    .string()
    .transform((text, ctx) => {
      const word = text.trim().toLowerCase();
      if (word === "true" || word === "false") return word === "true";
      ctx.addIssue({ code: "custom", message: "expected true or false" });
      return z.NEVER;
    }),
]);

/**
 * An identifier that may come as a number or as text; the text of a safe integer without leading
 * zeros reads as that number, so both spellings name the same thing.
 */
export const identifier = z.union([z.number(), z.string().min(1)]).transform((value) =>
  typeof value === "string" && /^(0|[1-9]\d{0,14})$/.test(value.trim()) ? Number(value.trim()) : value,
);
