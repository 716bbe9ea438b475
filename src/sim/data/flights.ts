import { fareFromRials, type Currency } from "../money.js";
import { hashKey, rngFor, type Rng } from "../random.js";
import { localInstant, MINUTE_MS, minutesOfDay } from "../time.js";
import { airline, type Airline } from "./airlines.js";
import { airport, type Airport } from "./airports.js";
import { classTemplate, type ClassTemplate } from "./fare-classes.js";
import { discountedFareSet, fareSet, type FareSet } from "./fares.js";
import { findRoute, type Nationalities, type Route, type Service } from "./routes.js";

/**
 * The flights of any route and local date, generated on first use from the seed and the route,
 * date and flight number alone (so the order of requests never changes them) and then kept:
 * seats sold by the live booking generator stay sold.
 */
export type FlightStatus = "OnTime" | "Closed" | "SoldOut";

export interface FlightClass {
  id: number;
  template: ClassTemplate;
  /** Mutable: bookings made while the simulator runs take seats. */
  seats: number;
  fares: FareSet;
  /** Round-trip-only cheaper fares, or null when the class has none. */
  roundTripFares: FareSet | null;
  nationalities: Nationalities;
}

export interface FlightStop {
  airport: Airport;
  /** Minutes from departure to the arrival at this stop, earlier ground time included. */
  elapsedMinutes: number;
  groundMinutes: number;
  arrivalUtc: number;
  departureUtc: number;
}

export interface Flight {
  id: number;
  route: Route;
  service: Service;
  flightNumber: string;
  airline: Airline;
  origin: Airport;
  destination: Airport;
  /** Local departure date at the origin, yyyy-MM-dd. */
  localDate: string;
  departureUtc: number;
  arrivalUtc: number;
  durationMinutes: number;
  stops: readonly FlightStop[];
  status: FlightStatus;
  classes: readonly FlightClass[];
}

/** Decides the status of a flight by its position among the day's flights of a route, if forced. */
export type ForcedStatus = (routeKey: string, date: string, index: number) => FlightStatus | undefined;

export interface ScheduleOptions {
  seed: number;
  currency: Currency;
  forcedStatus?: ForcedStatus;
}

const CLOSED_SHARE = 0.03;
const SOLD_OUT_SHARE = 0.03;
const EMPTY_CLASS_SHARE = 0.2;

export class Schedule {
  private readonly cache = new Map<string, readonly Flight[]>();

  constructor(private readonly options: ScheduleOptions) {}

  /** Every flight (any status) of a route departing on a local date, by departure time. */
  flightsOn(origin: string, destination: string, date: string): readonly Flight[] {
    const route = findRoute(origin, destination);
    if (!route) return [];
    const key = `${route.key}|${date}`;
    let flights = this.cache.get(key);
    if (!flights) {
      flights = this.generate(route, date);
      this.cache.set(key, flights);
    }
    return flights;
  }

  private generate(route: Route, date: string): Flight[] {
    const flights = route.services
      .flatMap((service) => service.departures.map(([number, time]) => this.flight(route, service, date, number, time)))
      .sort((a, b) => a.departureUtc - b.departureUtc);
    flights.forEach((flight, index) => {
      const forced = this.options.forcedStatus?.(route.key, date, index);
      if (forced) flight.status = forced;
      if (flight.status === "SoldOut") for (const cls of flight.classes) cls.seats = 0;
    });
    return flights;
  }

  private flight(route: Route, service: Service, date: string, flightNumber: string, time: string): Flight {
    const rng = rngFor(this.options.seed, "flight", route.key, date, flightNumber);
    const origin = airport(route.origin);
    const destination = airport(route.destination);
    const departureUtc = localInstant(date, minutesOfDay(time), origin.utcOffsetMinutes);
    const stops: FlightStop[] = [];
    let elapsed = 0;
    route.stops.forEach((stop, i) => {
      elapsed += route.legMinutes[i]!;
      const arrivalUtc = departureUtc + elapsed * MINUTE_MS;
      stops.push({ airport: airport(stop.airport), elapsedMinutes: elapsed, groundMinutes: stop.groundMinutes, arrivalUtc, departureUtc: arrivalUtc + stop.groundMinutes * MINUTE_MS });
      elapsed += stop.groundMinutes;
    });
    const durationMinutes = elapsed + route.legMinutes[route.stops.length]!;
    const roll = rng.next();
    const status: FlightStatus = roll < CLOSED_SHARE ? "Closed" : roll < CLOSED_SHARE + SOLD_OUT_SHARE ? "SoldOut" : "OnTime";
    const id = 100_000_000 + (hashKey("flight-id", route.key, date, flightNumber) % 900_000_000);
    // Demand moves prices by day, like a real charter market.
    const demand = 0.85 + rng.next() * 0.45;
    return {
      id,
      route,
      service,
      flightNumber,
      airline: airline(service.airline),
      origin,
      destination,
      localDate: date,
      departureUtc,
      arrivalUtc: departureUtc + durationMinutes * MINUTE_MS,
      durationMinutes,
      stops,
      status,
      classes: service.classes.map((code, index) => this.flightClass(rng, route, service, classTemplate(code), id * 10 + index, demand)),
    };
  }

  private flightClass(rng: Rng, route: Route, service: Service, template: ClassTemplate, id: number, demand: number): FlightClass {
    const { currency } = this.options;
    const adultBase = fareFromRials(currency, route.fareRials * template.priceFactor * demand);
    // Tour quotas are never empty, so tour-only classes can always be observed.
    const seats = !template.tourOnly && rng.chance(EMPTY_CLASS_SHARE) ? 0 : rng.int(template.tourOnly ? 2 : 1, template.maxSeats);
    const hasRoundTripFare = route.roundTripFares && service.source === "Owned" && template.roundTripDiscountPct > 0;
    return {
      id,
      template,
      seats,
      fares: fareSet(currency, adultBase, service.source),
      roundTripFares: hasRoundTripFare ? discountedFareSet(currency, adultBase, service.source, template.roundTripDiscountPct) : null,
      nationalities: service.nationalities,
    };
  }
}
