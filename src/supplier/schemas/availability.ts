import { z } from "zod";
import { BookingCodeSchema, usernamePasswordShape } from "./common.js";
import { list, maybe, optionalFlag, optionalNumber, optionalText, record } from "./tolerant.js";

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

const AirportSchema = record({ Code: z.string(), Terminal: optionalText });

/** A stop: the airport is shown; the times and durations when the supplier sends them. */
export const StopSchema = record({
  AirportIataCode: z.string(),
  FlightDurationUntilThisStopInMinute: optionalNumber,
  StopDurationInMinute: optionalNumber,
  ArrivalDateTime: optionalText,
  DepartureDateTime: optionalText,
});

/**
 * Owned or ThirdParty as documented. Another value is kept as sent: one flight of a kind the
 * interface does not name yet must not make the whole search unreadable. Absent reads as null.
 */
export const KNOWN_FLIGHT_OWNERS = ["Owned", "ThirdParty"] as const;
export type FlightOwner = (typeof KNOWN_FLIGHT_OWNERS)[number] | (string & {});
export const FlightOwnerSchema: z.ZodType<FlightOwner | null | undefined> = optionalText;

/**
 * Fields common to a bookable flight segment and a closed flight. What identifies the flight
 * and its times is required; what is only shown reads as null when left out.
 */
const flightShape = {
  FlightNumber: z.string(),
  /** yyyy-MM-dd HH:mm, origin local time. */
  DepartureDateTime: z.string(),
  Origin: AirportSchema,
  Destination: AirportSchema,
  Aircraft: optionalText,
  /** yyyy-MM-dd HH:mm, destination local time. */
  ArrivalDateTime: z.string(),
  /** Minutes. */
  Duration: optionalNumber,
  Airline: z.string(),
  Remarks: optionalText,
  Source: FlightOwnerSchema,
  Stop1: maybe(StopSchema),
  Stop2: maybe(StopSchema),
};

/** Per passenger, in the response's CurrencyCode; exact numbers as sent. */
export const FareSchema = record({
  BaseFare: z.number(),
  Tax: z.number(),
  TotalFare: z.number(),
  Commission: z.number(),
  Markup: z.number(),
  Payable: z.number(),
});

/** Shown only: a count or weight the supplier leaves out reads as null. */
export const FreeBaggageSchema = record({
  CheckedBaggageQuantity: optionalNumber,
  CheckedBaggageTotalWeight: optionalNumber,
  HandBaggageQuantity: optionalNumber,
  HandBaggageTotalWeight: optionalNumber,
});

export const CancelationPolicySchema = record({
  Culture: optionalText,
  /** Display only: its wording may change without notice. */
  Text: optionalText,
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
export const CabinTypeSchema: z.ZodType<CabinType | null | undefined> = optionalText;

export const FlightClassSchema = record({
  CabinType: CabinTypeSchema,
  BookingCode: BookingCodeSchema,
  /** Names the class when booking. */
  FareName: z.string(),
  AvailableSeat: z.number(),
  AdultFare: FareSchema,
  ChildFare: FareSchema,
  InfantFare: FareSchema,
  AdultFreeBaggage: maybe(FreeBaggageSchema),
  ChildFreeBaggage: maybe(FreeBaggageSchema),
  InfantFreeBaggage: maybe(FreeBaggageSchema),
  CancelationPolicyList: list(CancelationPolicySchema),
  /** The class is tour-only only when the supplier says so. */
  RestrictedForTour: optionalFlag,
  /** Two-letter country codes, or the word All. */
  PermittedNationalityList: list(z.string()),
  /** Two-letter country codes; may contain duplicates. Always wins over the permitted list. */
  ProhibitedNationalityList: list(z.string()),
});

export const FlightSegmentSchema = record({ ...flightShape, FlightClass: FlightClassSchema });
export const ClosedFlightSchema = record(flightShape);

/** Older versions name the segments FlightSegmentList: record() reads it as FlightList. */
export const ItinerarySchema = record({ FlightList: list(FlightSegmentSchema) });

export const AvailabilityResponseSchema = record({
  /** Empty when the supplier left it out (an answer without flights may). */
  CurrencyCode: optionalText.transform((code) => code ?? ""),
  ItineraryList: list(ItinerarySchema),
  /** Filled only when FetchClosedFlights is true. */
  ClosedFlightList: list(ClosedFlightSchema),
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
