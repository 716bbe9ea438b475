/**
 * Callback data on the wire, and how a kind of button is defined. Every button carries the id
 * of the user it was shown to (its owner), so a button pressed by someone else is refused.
 * Telegram allows 64 bytes. Shape: `kind:owner:field:field...` with the owner in base 36.
 * Fields never contain ':'. The kinds themselves are listed in buttons.ts. A kind defined
 * `shared` is packed for ANYONE: any user let in with the role may press it (a group alert's
 * Acknowledge), and only such a kind may carry that owner.
 */
import type { InlineKeyboard } from "grammy";

export const CALLBACK_DATA_LIMIT = 64;

/** The owner of a shared kind's buttons: whoever presses. */
export const ANYONE = 0;

export interface CallbackData {
  kind: string;
  owner: number;
  fields: string[];
}

/**
 * Raw data of any code, as a client could send it (tests forge buttons with it); throws when it
 * cannot be carried. The bot's own buttons are packed by their kind (buttons.ts), which never throws.
 */
export function encodeCallback(kind: string, owner: number, ...fields: (string | number)[]): string {
  const packed = packParts(kind, owner, fields.map(String));
  if (!packed.ok) throw new Error(`callback field with ':' or data over 64 bytes for ${kind}`);
  return packed.data;
}

/** null when the data does not parse (forged, or from an older version of the bot). */
export function decodeCallback(data: string | undefined): CallbackData | null {
  if (!data || Buffer.byteLength(data, "utf8") > CALLBACK_DATA_LIMIT) return null;
  const [kind, owner36, ...fields] = data.split(":");
  if (!kind || !KIND_CODE.test(kind)) return null;
  const owner = owner36 === ANYONE.toString(36) && sharedCodes.has(kind) ? ANYONE : parseId36(owner36);
  return owner === null ? null : { kind, owner, fields };
}

/** Any user let in may press it (decodeCallback reads ANYONE only for such a kind). */
export const isShared = (data: CallbackData): boolean => data.owner === ANYONE && sharedCodes.has(data.kind);

/** Base-36 ids keep buttons short; parse back with a strict check. */
export function parseId36(s: string | undefined): number | null {
  if (!s || !/^[0-9a-z]{1,12}$/.test(s)) return null;
  const n = parseInt(s, 36);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const KIND_CODE = /^[a-z][a-z0-9-]{0,15}$/;

/** Data that fits, or why it does not: the caller leaves such a button out. */
export type Packed = { ok: true; data: string } | { ok: false; error: "colon" | "too-long" };

function packParts(kind: string, owner: number, fields: string[]): Packed {
  const parts = [kind, owner.toString(36), ...fields];
  if (parts.some((p) => p.includes(":"))) return { ok: false, error: "colon" };
  const data = parts.join(":");
  return Buffer.byteLength(data, "utf8") > CALLBACK_DATA_LIMIT ? { ok: false, error: "too-long" } : { ok: true, data };
}

/** Adds the button when its data fits; a button whose data cannot be carried is left out. */
export function addButton(keyboard: InlineKeyboard, label: string, packed: Packed): InlineKeyboard {
  return packed.ok ? keyboard.text(label, packed.data) : keyboard;
}

/**
 * One field of a kind: how its value is written and read back (null: refused), and, when it
 * is known, the most bytes it takes, for the 64-byte check at definition time.
 */
export interface Field<T> {
  write(value: T): string;
  read(text: string): T | null;
  maxBytes?: number;
  optional?: true;
}

/** The most base-36 digits of an id: an owner, a user, a subscription. */
const ID36_MAX_BYTES = Number.MAX_SAFE_INTEGER.toString(36).length;

export const field = {
  /** Any text without ':'; checked by the handler. */
  text: (maxBytes?: number): Field<string> => ({ write: (s) => s, read: (s) => s, ...(maxBytes !== undefined ? { maxBytes } : {}) }),
  /** A positive id in base 36 (a user, a subscription). */
  id36: (): Field<number> => ({ write: (n) => n.toString(36), read: parseId36, maxBytes: ID36_MAX_BYTES }),
  /** A small integer in decimal (a page, a day shift). */
  int: (maxDigits: number): Field<number> => ({
    write: String,
    read: (s) => (new RegExp(`^-?\\d{1,${maxDigits}}$`).test(s) ? Number(s) : null),
    maxBytes: maxDigits + 1,
  }),
  /** A last field that older buttons of the kind do not carry. */
  optional: <T>(f: Field<T>): Field<T | undefined> & { optional: true } => ({ ...f, write: (v) => f.write(v as T), optional: true }),
};

export type Fields = Record<string, Field<unknown>>;
type ValueOf<F> = F extends Field<infer T> ? T : never;
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];
/** The named values of a kind's fields; optional ones may be left out when packing. */
export type ButtonFields<F extends Fields> = { [K in Exclude<keyof F, OptionalKeys<F>>]: ValueOf<F[K]> } & {
  [K in OptionalKeys<F>]?: ValueOf<F[K]>;
};

export interface ButtonKind<F extends Fields> {
  /** The short code on the wire, unchanged so buttons already in chats keep working. */
  readonly code: string;
  /** Matches this kind's data, for a composer filter. */
  readonly pattern: RegExp;
  pack(owner: number, values: ButtonFields<F>): Packed;
  /** The owner and fields, or null: another kind, a wrong number of fields, a field that does not read. */
  unpack(data: string | undefined): { owner: number; fields: ButtonFields<F> } | null;
  /** Data of this kind, whatever its fields. */
  is(data: string | undefined): boolean;
}

const definedCodes = new Set<string>();
const sharedCodes = new Set<string>();

/**
 * Defines a kind of button. Throws when the code is taken or malformed, when an optional field
 * is not last, or when the fields at their longest could exceed 64 bytes: at module load.
 */
export function defineButton<F extends Fields>(code: string, fields: F, opts: { shared?: true } = {}): ButtonKind<F> {
  if (!KIND_CODE.test(code)) throw new Error(`button kind code ${JSON.stringify(code)} is not a short lowercase word`);
  if (definedCodes.has(code)) throw new Error(`button kind code ${code} is defined twice`);
  const entries = Object.entries(fields);
  const firstOptional = entries.findIndex(([, f]) => f.optional);
  const requiredCount = firstOptional === -1 ? entries.length : firstOptional;
  if (entries.slice(requiredCount).some(([, f]) => !f.optional)) throw new Error(`button kind ${code}: optional fields must come last`);
  const worst = [code.length, ID36_MAX_BYTES, ...entries.map(([, f]) => f.maxBytes ?? 0)].reduce((sum, n) => sum + n, 0) + entries.length + 1;
  if (worst > CALLBACK_DATA_LIMIT) throw new Error(`button kind ${code} can take ${worst} bytes, over ${CALLBACK_DATA_LIMIT}`);
  definedCodes.add(code);
  if (opts.shared) sharedCodes.add(code);

  return {
    code,
    pattern: new RegExp(`^${code}:`),
    is: (data) => decodeCallback(data)?.kind === code,
    pack(owner, values) {
      const present = entries.filter(([name]) => (values as Record<string, unknown>)[name] !== undefined);
      return packParts(code, owner, present.map(([name, f]) => f.write((values as Record<string, unknown>)[name])));
    },
    unpack(data) {
      const decoded = decodeCallback(data);
      if (decoded?.kind !== code || decoded.fields.length < requiredCount || decoded.fields.length > entries.length) return null;
      const values: Record<string, unknown> = {};
      for (const [i, text] of decoded.fields.entries()) {
        const [name, f] = entries[i]!;
        const value = f.read(text);
        if (value === null) return null;
        values[name] = value;
      }
      return { owner: decoded.owner, fields: values as ButtonFields<F> };
    },
  };
}
