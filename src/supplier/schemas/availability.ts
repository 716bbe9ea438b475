import { z } from "zod";
import { NullableTextSchema, usernamePasswordShape } from "./common.js";

/** SearchByRouteAndDate (V18). */

export const FlightSourceSchema = z.enum(["All", "OwnedFlight", "ThirdPartyFlight"]);
export const CultureSchema = z.enum(["fa-IR", "en-US", "ar-IQ"]);

export const OriginDestinationOptionSchema = z.looseObject({
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  /** yyyy-MM-dd, local departure date at the origin. */
  FlightDate: z.string(),
});

export const AvailabilityRequestSchema = z.looseObject({
  ...usernamePasswordShape,
  OriginDestinationOptionList: z.array(OriginDestinationOptionSchema),
  FlightSource: FlightSourceSchema,
  FetchFlightsThatAreRestrictedForTour: z.boolean(),
  FetchClosedFlights: z.boolean(),
  Culture: CultureSchema,
});

const AirportSchema = z.looseObject({ Code: z.string(), Terminal: z.string() });

export const StopSchema = z.looseObject({
  AirportIataCode: z.string(),
  FlightDurationUntilThisStopInMinute: z.number(),
  StopDurationInMinute: z.number(),
  ArrivalDateTime: z.string(),
  DepartureDateTime: z.string(),
});

/**
 * Owned or ThirdParty as documented. Another value is kept as sent: one flight of a kind the
 * interface does not name yet must not make the whole search unreadable.
 */
export const KNOWN_FLIGHT_OWNERS = ["Owned", "ThirdParty"] as const;
export type FlightOwner = (typeof KNOWN_FLIGHT_OWNERS)[number] | (string & {});
export const FlightOwnerSchema: z.ZodType<FlightOwner> = z.string();

/** Fields common to a bookable flight segment and a closed flight. */
const flightShape = {
  FlightNumber: z.string(),
  /** yyyy-MM-dd HH:mm, origin local time. */
  DepartureDateTime: z.string(),
  Origin: AirportSchema,
  Destination: AirportSchema,
  Aircraft: z.string(),
  /** yyyy-MM-dd HH:mm, destination local time. */
  ArrivalDateTime: z.string(),
  /** Minutes. */
  Duration: z.number(),
  Airline: z.string(),
  Remarks: NullableTextSchema,
  Source: FlightOwnerSchema,
  Stop1: StopSchema.nullable(),
  Stop2: StopSchema.nullable(),
};

/** Per passenger, in the response's CurrencyCode; exact numbers as sent. */
export const FareSchema = z.looseObject({
  BaseFare: z.number(),
  Tax: z.number(),
  TotalFare: z.number(),
  Commission: z.number(),
  Markup: z.number(),
  Payable: z.number(),
});

export const FreeBaggageSchema = z.looseObject({
  CheckedBaggageQuantity: z.number(),
  CheckedBaggageTotalWeight: z.number(),
  HandBaggageQuantity: z.number(),
  HandBaggageTotalWeight: z.number(),
});

export const CancelationPolicySchema = z.looseObject({
  Culture: z.string(),
  /** Display only: its wording may change without notice. */
  Text: NullableTextSchema,
});

/** The documented cabins; a new one from the supplier is kept as sent, like FlightOwner. */
export const KNOWN_CABIN_TYPES = [
  "Economy",
  "EconomyPlus",
  "PremiumEconomy",
  "Business",
  "BusinessComfort",
  "BusinessPremium",
  "First",
] as const;
export type CabinType = (typeof KNOWN_CABIN_TYPES)[number] | (string & {});
export const CabinTypeSchema: z.ZodType<CabinType> = z.string();

export const FlightClassSchema = z.looseObject({
  CabinType: CabinTypeSchema,
  BookingCode: z.string(),
  FareName: z.string(),
  AvailableSeat: z.number(),
  AdultFare: FareSchema,
  ChildFare: FareSchema,
  InfantFare: FareSchema,
  AdultFreeBaggage: FreeBaggageSchema,
  ChildFreeBaggage: FreeBaggageSchema,
  InfantFreeBaggage: FreeBaggageSchema,
  CancelationPolicyList: z.array(CancelationPolicySchema),
  RestrictedForTour: z.boolean(),
  /** Two-letter country codes, or the word All. */
  PermittedNationalityList: z.array(z.string()),
  /** Two-letter country codes; may contain duplicates. Always wins over the permitted list. */
  ProhibitedNationalityList: z.array(z.string()),
});

export const FlightSegmentSchema = z.looseObject({ ...flightShape, FlightClass: FlightClassSchema });
export const ClosedFlightSchema = z.looseObject(flightShape);

export const ItinerarySchema = z.looseObject({ FlightList: z.array(FlightSegmentSchema) });

export const AvailabilityResponseSchema = z.looseObject({
  CurrencyCode: z.string(),
  ItineraryList: z.array(ItinerarySchema),
  /** Filled only when FetchClosedFlights is true; an absent or null list reads as empty. */
  ClosedFlightList: z
    .array(ClosedFlightSchema)
    .nullish()
    .transform((list) => list ?? []),
});

export type FlightSource = z.infer<typeof FlightSourceSchema>;
export type Culture = z.infer<typeof CultureSchema>;
export type AvailabilityRequest = z.infer<typeof AvailabilityRequestSchema>;
export type Stop = z.infer<typeof StopSchema>;
export type Fare = z.infer<typeof FareSchema>;
export type FreeBaggage = z.infer<typeof FreeBaggageSchema>;
export type CancelationPolicy = z.infer<typeof CancelationPolicySchema>;
export type FlightClass = z.infer<typeof FlightClassSchema>;
export type FlightSegment = z.infer<typeof FlightSegmentSchema>;
export type ClosedFlight = z.infer<typeof ClosedFlightSchema>;
export type Itinerary = z.infer<typeof ItinerarySchema>;
export type AvailabilityResponse = z.infer<typeof AvailabilityResponseSchema>;
