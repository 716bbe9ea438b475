import { z } from "zod";

/**
 * Building blocks shared by the operation schemas. Every object is a `looseObject`: fields the
 * interface does not name are kept, so nothing the supplier sends is lost on the way.
 */

/** Username and Password (the MD5 hash) as sent at the top level or inside Credential. */
export const usernamePasswordShape = {
  Username: z.string(),
  Password: z.string(),
};

export const CredentialSchema = z.looseObject(usernamePasswordShape);

/** An object whose fields the interface does not describe: kept whole, checked only as an object. */
export const OpaqueObjectSchema = z.looseObject({});

/** Free text the supplier may leave out as null. */
export const NullableTextSchema = z.string().nullable();

/**
 * A booking code. Declared decimal in places but it holds letters, so a number or a string is
 * accepted and a string comes out.
 */
export const BookingCodeSchema = z.union([z.string(), z.number()]).transform(String);

export const SaleCurrencySchema = z.looseObject({ Id: z.number(), Code: z.string() });

export type OpaqueObject = z.infer<typeof OpaqueObjectSchema>;
export type SaleCurrency = z.infer<typeof SaleCurrencySchema>;
