import { z } from "zod";
import { authenticate } from "../auth.js";
import { webServiceChannel } from "../data/channels.js";
import type { AgeCode, Booking, PassengerInfo } from "../data/bookings.js";
import { exception, parseRequest, SimError } from "../errors.js";
import { guid, rngFor } from "../random.js";
import { bookLock, heldLock } from "../sell.js";
import { parseDate } from "../time.js";
import type { WireBookResponse } from "../wire/sell.js";
import { initialSegment } from "./booking-wire.js";
import type { OpContext } from "./context.js";
import { LockedSegmentSchema, segmentLegs } from "./sell-segments.js";

/**
 * Book (Booking V17): a lock's seats issued for the named passengers (sell.ts). The request's
 * YourLocalInventoryPnr is taken by the first Book that reaches the supplier: a refusal after
 * that is kept for GetStatus (StatusId 2 with the refusal as FailReason), and a second Book with
 * it is Error1007.
 */

const PassengerSchema = z.object({
  Title: z.string(),
  FirstName: z.string().min(1),
  LastName: z.string().min(1),
  BirthDate: z.string(),
  IranianCartMelli: z.object({ CodeMelli: z.string().min(1) }).nullish(),
  Passport: z
    .object({ Number: z.string().min(1), ExpiryDate: z.string(), NationalityCountryCode: z.string().length(2), PlaceOfIssueCountryCode: z.string() })
    .nullish(),
});

type WirePassenger = z.infer<typeof PassengerSchema>;

const BookRequestSchema = z.object({
  Username: z.string(),
  Password: z.string(),
  DepartureSegment: LockedSegmentSchema,
  ReturningSegment: LockedSegmentSchema.nullish(),
  AdultPassengers: z.array(PassengerSchema),
  ChildPassengers: z.array(PassengerSchema).nullish(),
  InfantPassengers: z.array(PassengerSchema).nullish(),
  MobileNumber: z.string(),
  Email: z.string(),
  TotalPayable: z.number(),
  YourLocalInventoryPnr: z.string().trim().min(1),
});

type BookRequest = z.infer<typeof BookRequestSchema>;

/** The honorifics the supplier understands (any case) and the sex each carries. */
const TITLE_SEX: Readonly<Record<string, "M" | "F">> = { MR: "M", MSTR: "M", MASTER: "M", MRS: "F", MS: "F", MISS: "F" };

export function book(ctx: OpContext): WireBookResponse {
  const req = parseRequest(BookRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  const reference = req.YourLocalInventoryPnr;
  if (ctx.world.bookings.status(reference)) {
    throw new SimError("Error1007-DuplicateClientPnr", `YourLocalInventoryPnr ${reference} was sent by an earlier booking request.`);
  }
  try {
    return bookWire(ctx, issue(ctx, req, reference));
  } catch (error) {
    if (error instanceof SimError) ctx.world.bookings.addFailure(reference, error.errorMessage ?? error.exceptionType);
    throw error;
  }
}

function issue(ctx: OpContext, req: BookRequest, reference: string): Booking {
  const { world } = ctx;
  const legs = segmentLegs(world, req.DepartureSegment, req.ReturningSegment ?? null);
  const lock = heldLock(world, req.DepartureSegment.LockId, req.ReturningSegment?.LockId ?? null);
  if (legs.departure.cls !== lock.departure.leg.cls || legs.returning?.cls !== lock.returning?.leg.cls) {
    throw exception(`The segments are not the flights and classes locked under LockId ${lock.departure.id}.`);
  }
  const rng = rngFor(0, "book-passengers", reference);
  const wire: [WirePassenger, AgeCode][] = [
    ...req.AdultPassengers.map((p): [WirePassenger, AgeCode] => [p, "ADL"]),
    ...(req.ChildPassengers ?? []).map((p): [WirePassenger, AgeCode] => [p, "CHD"]),
    ...(req.InfantPassengers ?? []).map((p): [WirePassenger, AgeCode] => [p, "INF"]),
  ];
  const passengers = wire.map(([p, ageCode], index) => passenger(p, ageCode, guid(rng), index));
  const counts = { adults: req.AdultPassengers.length, children: req.ChildPassengers?.length ?? 0, infants: req.InfantPassengers?.length ?? 0 };
  const { party } = lock;
  if (counts.adults !== party.adults || counts.children !== party.children || counts.infants !== party.infants) {
    throw exception(`The lock holds ${party.adults} adults, ${party.children} children and ${party.infants} infants; the passengers are not those.`);
  }
  return bookLock(
    world,
    lock,
    { passengers, totalPayable: req.TotalPayable, reference, sale: { phone: req.MobileNumber, email: req.Email, channel: webServiceChannel(ctx.auth.username, ctx.ip), agencyPnr: reference } },
    { fareChangePercent: ctx.fareChangePercent, notIssued: ctx.notIssued },
  );
}

function passenger(p: WirePassenger, ageCode: AgeCode, id: string, index: number): PassengerInfo {
  const where = `passenger ${index + 1}`;
  const gender = TITLE_SEX[p.Title.trim().toUpperCase()];
  if (!gender) throw exception(`Title "${p.Title}" of ${where} is not one of ${Object.keys(TITLE_SEX).join(", ")}.`);
  if (parseDate(p.BirthDate) === null) throw exception(`BirthDate of ${where} must be a date in the form yyyy-MM-dd.`);
  if (!p.IranianCartMelli && !p.Passport) throw exception(`${where} needs IranianCartMelli (Iranians) or Passport (foreigners).`);
  return {
    id,
    firstName: p.FirstName,
    lastName: p.LastName,
    ageCode,
    gender,
    birthdate: p.BirthDate,
    nationality: p.Passport ? p.Passport.NationalityCountryCode.toUpperCase() : "IR",
    codeMelli: p.IranianCartMelli?.CodeMelli ?? null,
    passport: p.Passport ? { number: p.Passport.Number, expiryDate: p.Passport.ExpiryDate, issuingCountry: p.Passport.PlaceOfIssueCountryCode } : null,
  };
}

function bookWire(ctx: OpContext, booking: Booking): WireBookResponse {
  const { currency } = ctx.world;
  const ticketOn = (passenger: number, leg: number) => {
    const ticket = booking.tickets.find((t) => t.passenger === passenger && t.leg === leg)!;
    return initialSegment(currency, booking.legs[leg]!, ticket);
  };
  return {
    LocalPnr: booking.pnr,
    PassengerList: booking.passengers.map((p, index) => ({
      FirstName: p.firstName,
      LastName: p.lastName,
      DepartureSegment: ticketOn(index, 0),
      ReturningSegment: booking.legs.length > 1 ? ticketOn(index, 1) : null,
    })),
  };
}
