import { z } from "zod";
import { authenticate } from "../auth.js";
import { findAirport } from "../data/airports.js";
import type { Flight, FlightClass } from "../data/flights.js";
import { exception, parseRequest, SimError } from "../errors.js";
import { DAY_MS, formatDate, MINUTE_MS, parseDate, startOfUtcDay } from "../time.js";
import type { WireFlightSegment, WireItinerary, WireSearchResponse } from "../wire/availability.js";
import type { OpContext } from "./context.js";
import { classWire, flightWire } from "./search-wire.js";

/**
 * SearchByRouteAndDate: one-way (one entry, or several destinations from one origin), round trip
 * (two mirrored entries: every outbound x return combination, with round-trip-only fares) and
 * multicity (every chronological combination). Itineraries are sorted by departure.
 */

const EntrySchema = z.object({ OriginIataCode: z.string(), DestinationIataCode: z.string(), FlightDate: z.string() });

const SearchRequestSchema = z.object({
  Username: z.string(),
  Password: z.string(),
  OriginDestinationOptionList: z.array(EntrySchema).min(1).max(6),
  FlightSource: z.enum(["All", "OwnedFlight", "ThirdPartyFlight"]),
  FetchFlightsThatAreRestrictedForTour: z.boolean(),
  FetchClosedFlights: z.boolean(),
  Culture: z.enum(["fa-IR", "en-US", "ar-IQ"]),
});

type SearchRequest = z.infer<typeof SearchRequestSchema>;

/** Flights are on sale this many days ahead. */
export const SALES_HORIZON_DAYS = 60;
/** Combinations beyond this many are not returned. */
export const MAX_ITINERARIES = 300;
const MIN_CONNECTION_MS = 60 * MINUTE_MS;
const IATA = /^[A-Z]{3}$/;

interface Entry {
  origin: string;
  destination: string;
  date: string;
}

interface Option {
  flight: Flight;
  cls: FlightClass;
}

function entry(raw: z.infer<typeof EntrySchema>, index: number): Entry {
  const where = `OriginDestinationOptionList.${index}`;
  for (const [field, code] of [["OriginIataCode", raw.OriginIataCode], ["DestinationIataCode", raw.DestinationIataCode]] as const) {
    if (!IATA.test(code)) throw exception(`${where}.${field} must be a three-letter IATA code.`);
    if (!findAirport(code)) throw new SimError("Error1027-AirportNotFound", null);
  }
  if (raw.OriginIataCode === raw.DestinationIataCode) throw exception(`${where}: origin and destination are the same airport.`);
  if (parseDate(raw.FlightDate) === null) throw exception(`${where}.FlightDate must be a date in the form yyyy-MM-dd.`);
  return { origin: raw.OriginIataCode, destination: raw.DestinationIataCode, date: raw.FlightDate };
}

export function searchByRouteAndDate(ctx: OpContext): WireSearchResponse {
  const req = parseRequest(SearchRequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, true);
  const entries = req.OriginDestinationOptionList.map(entry);
  const nowMs = ctx.world.nowMs();
  const lastDate = formatDate(startOfUtcDay(nowMs) + SALES_HORIZON_DAYS * DAY_MS);
  const closed = new Map<number, Flight>();
  const lists = entries.map((e) => {
    const open: Option[] = [];
    const flights = e.date > lastDate ? [] : ctx.world.schedule.flightsOn(e.origin, e.destination, e.date);
    for (const flight of flights) {
      if (flight.departureUtc <= nowMs || !sourceMatches(req, flight)) continue;
      const sellable = flight.classes.filter((cls) => cls.seats > 0 && (req.FetchFlightsThatAreRestrictedForTour || !cls.template.tourOnly));
      // A flight with nothing left to sell to this caller is sold out for it.
      if (flight.status !== "OnTime" || sellable.length === 0) closed.set(flight.id, flight);
      else for (const cls of sellable) open.push({ flight, cls });
    }
    return open;
  });
  const segments = new SegmentCache(ctx, req);
  const roundTrip = isRoundTrip(entries);
  const itineraries =
    entries.length === 1 || entries.every((e) => e.origin === entries[0]!.origin)
      ? lists.flat().sort((a, b) => a.flight.departureUtc - b.flight.departureUtc).map((o): WireItinerary => ({ FlightList: [segments.get(o, false)] }))
      : combinations(lists).map((path): WireItinerary => {
          const discounted = roundTrip && path.every((o) => o.cls.roundTripFares !== null);
          return { FlightList: path.map((o) => segments.get(o, discounted)) };
        });
  return {
    CurrencyCode: ctx.world.currency.code,
    ItineraryList: itineraries,
    ClosedFlightList: req.FetchClosedFlights
      ? [...closed.values()].sort((a, b) => a.departureUtc - b.departureUtc).map((f) => flightWire(f, req.Culture))
      : [],
  };
}

function sourceMatches(req: SearchRequest, flight: Flight): boolean {
  if (req.FlightSource === "All") return true;
  return (req.FlightSource === "OwnedFlight") === (flight.service.source === "Owned");
}

function isRoundTrip(entries: readonly Entry[]): boolean {
  const [out, back] = entries;
  return entries.length === 2 && !!out && !!back && out.origin === back.destination && out.destination === back.origin;
}

/** Chronological combinations (each leg leaves an hour after the previous lands), first ones first. */
function combinations(lists: readonly Option[][]): Option[][] {
  const sorted = lists.map((list) => [...list].sort((a, b) => a.flight.departureUtc - b.flight.departureUtc));
  const out: Option[][] = [];
  const path: Option[] = [];
  const visit = (index: number, readyAtMs: number): void => {
    if (index === sorted.length) {
      out.push([...path]);
      return;
    }
    for (const option of sorted[index]!) {
      if (out.length >= MAX_ITINERARIES) return;
      if (option.flight.departureUtc < readyAtMs) continue;
      path.push(option);
      visit(index + 1, option.flight.arrivalUtc + MIN_CONNECTION_MS);
      path.pop();
    }
  };
  visit(0, 0);
  return out;
}

/** Segments shared by many combinations are built once per request. */
class SegmentCache {
  private readonly cache = new Map<string, WireFlightSegment>();

  constructor(
    private readonly ctx: OpContext,
    private readonly req: SearchRequest,
  ) {}

  get(option: Option, roundTripFare: boolean): WireFlightSegment {
    const key = `${option.cls.id}|${roundTripFare}`;
    let segment = this.cache.get(key);
    if (!segment) {
      const fares = roundTripFare && option.cls.roundTripFares ? option.cls.roundTripFares : option.cls.fares;
      segment = {
        ...flightWire(option.flight, this.req.Culture),
        FlightClass: classWire(option.flight, option.cls, fares, this.ctx.world.currency),
      };
      this.cache.set(key, segment);
    }
    return segment;
  }
}
