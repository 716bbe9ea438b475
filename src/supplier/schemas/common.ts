import { z } from "zod";
import { optionalText, record } from "./tolerant.js";

/**
 * Building blocks shared by the operation schemas (see tolerant.ts for how answers are read).
 * Request shapes are what FlightDesk sends: exact names, nothing optional.
 */

/** Username and Password (the MD5 hash) as sent at the top level or inside Credential. */
export const usernamePasswordShape = {
  Username: z.string(),
  Password: z.string(),
};

export const CredentialSchema = z.looseObject(usernamePasswordShape);

/**
 * A booking code. Declared decimal in places but it holds letters, so a number or a string is
 * accepted and a string comes out; shown only, so absence reads as empty.
 */
export const BookingCodeSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? "" : String(value)));

/** The currency of a sale: its code is shown next to every amount. */
export const SaleCurrencySchema = record({ Id: z.unknown().optional(), Code: z.string() });

/**
 * Gender as a letter (M, F) or, as events and some versions send it, a number: 1 male, 2
 * female. Another number is kept as its digits; none reads as null.
 */
const GENDER_NUMBERS: Readonly<Record<number, string>> = { 1: "M", 2: "F" };
export const GenderSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value == null ? null : typeof value === "number" ? (GENDER_NUMBERS[value] ?? String(value)) : value));

export { optionalText };
export type SaleCurrency = z.infer<typeof SaleCurrencySchema>;
