import { z } from "zod";
import { usernamePasswordShape } from "./common.js";
import { list, maybe, optionalNumeric, optionalText, record } from "./tolerant.js";

/**
 * Lock, Book and ReleaseLock (Booking V17). Not in the interface document: the shapes are the
 * supplier's partner interface as its public integrations use it (README "Selling"), read with
 * the same tolerance as every other answer.
 */

/** A lock id as the supplier sent it, a number or its text: Book and ReleaseLock send it back as it came. */
export const LockIdSchema = z.union([z.string().min(1), z.number()]);

/** A flight and fare class as the search answered them. */
const sellSegmentShape = {
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  /** yyyy-MM-dd HH:mm, origin local time, as the search sent it. */
  DepartureDateTime: z.string(),
  FlightNumber: z.string(),
  FareName: z.string(),
};

export const SellSegmentSchema = z.looseObject(sellSegmentShape);
export const LockedSegmentSchema = z.looseObject({ ...sellSegmentShape, LockId: LockIdSchema });

export const LockRequestSchema = z.looseObject({
  ...usernamePasswordShape,
  DepartureSegment: SellSegmentSchema,
  ReturningSegment: SellSegmentSchema.nullable(),
  AdultCount: z.int(),
  ChildCount: z.int(),
  InfantCount: z.int(),
  /** The Payable of every passenger of every segment, summed exactly from the search's numbers. */
  TotalPayable: z.number(),
});

export const LockResponseSchema = record({
  DepartureSegmentLockId: LockIdSchema,
  ReturningSegmentLockId: LockIdSchema.nullish().transform((id) => id ?? null),
  /** How long the seats stay held; null when the supplier left it out. */
  ExpiryInMinute: optionalNumeric,
});

export const SellPassengerSchema = z.looseObject({
  /** The honorific that carries the passenger's sex (titles.ts). */
  Title: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  /** yyyy-MM-dd */
  BirthDate: z.string(),
  /** Iranians: the national code; else null. */
  IranianCartMelli: z.looseObject({ CodeMelli: z.string() }).nullable(),
  /** Foreigners: the passport; else null. */
  Passport: z
    .looseObject({ Number: z.string(), ExpiryDate: z.string(), NationalityCountryCode: z.string(), PlaceOfIssueCountryCode: z.string() })
    .nullable(),
});

export const BookRequestSchema = z.looseObject({
  ...usernamePasswordShape,
  DepartureSegment: LockedSegmentSchema,
  ReturningSegment: LockedSegmentSchema.nullable(),
  AdultPassengers: z.array(SellPassengerSchema),
  ChildPassengers: z.array(SellPassengerSchema),
  InfantPassengers: z.array(SellPassengerSchema),
  MobileNumber: z.string(),
  Email: z.string(),
  TotalPayable: z.number(),
  /** FlightDesk's own reference of this Book: GetStatus finds its outcome by it. */
  YourLocalInventoryPnr: z.string(),
});

export const ReleaseLockRequestSchema = z.looseObject({ ...usernamePasswordShape, LockId: LockIdSchema });

/** An identifier the answer may spell two ways, required: an issue at `member` when neither came. */
function required(ctx: z.RefinementCtx, member: string, value: string | null | undefined, what: string): string {
  if (value) return value;
  ctx.addIssue({ code: "custom", message: `expected ${what}`, path: [member] });
  return z.NEVER;
}

/** One passenger's ticket on one segment. Older versions name the ticket TicketNumber; it reads as LocalTicketNumber. */
const BookedSegmentSchema = record({
  FlightNumber: optionalText,
  /** yyyy-MM-dd HH:mm, origin local time. */
  FlightDate: optionalText,
  OriginIataCode: optionalText,
  DestinationIataCode: optionalText,
  FareName: optionalText,
  LocalTicketNumber: optionalText,
  TicketNumber: optionalText,
  OriginalTicketNumber: optionalText,
  OriginalPnr: optionalText,
}).transform((segment, ctx) => ({
  ...segment,
  LocalTicketNumber: required(ctx, "LocalTicketNumber", segment.LocalTicketNumber || segment.TicketNumber, "the ticket number (LocalTicketNumber or TicketNumber)"),
}));

const BookedPassengerSchema = record({
  FirstName: z.string(),
  LastName: z.string(),
  DepartureSegment: BookedSegmentSchema,
  ReturningSegment: maybe(BookedSegmentSchema).transform((segment) => segment ?? null),
});

/** The booking issued: its PNR (LocalPnr, or Pnr in older versions) is strict, the rest is shown. */
export const BookResponseSchema = record({
  LocalPnr: optionalText,
  Pnr: optionalText,
  PassengerList: list(BookedPassengerSchema),
}).transform((answer, ctx) => ({
  ...answer,
  LocalPnr: required(ctx, "LocalPnr", answer.LocalPnr || answer.Pnr, "the booking's PNR (LocalPnr or Pnr)"),
}));

/** ReleaseLock's answer is not described: any JSON that is not an error is an acceptance. */
export const ReleaseLockResponseSchema = z.unknown();

export type LockId = z.infer<typeof LockIdSchema>;
export type SellSegment = z.infer<typeof SellSegmentSchema>;
export type LockRequest = z.infer<typeof LockRequestSchema>;
export type LockResponse = z.infer<typeof LockResponseSchema>;
export type SellPassengerWire = z.infer<typeof SellPassengerSchema>;
export type BookRequest = z.infer<typeof BookRequestSchema>;
export type BookResponse = z.infer<typeof BookResponseSchema>;
export type BookedPassenger = BookResponse["PassengerList"][number];
export type ReleaseLockRequest = z.infer<typeof ReleaseLockRequestSchema>;
