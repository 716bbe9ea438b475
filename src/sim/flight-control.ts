import { FLEET } from "./data/fleet.js";
import type { Flight, Schedule } from "./data/flights.js";
import { findRoute, REMARKS, ROUTES, type Route } from "./data/routes.js";
import { formatMinutes } from "./time.js";
import type { WireControlledFlight } from "./wire/bot.js";

/**
 * The supplier's flight-management panel over its own (owned) charter flights: what Bot Flight
 * GetList shows and Update changes. A flight's record starts from the timetable (capacity of an
 * aircraft of its airline, the charter remark) and is kept once read. After an update, GetList
 * keeps showing what it showed before for `lagMs` on the supplier's clock, as the real panel's
 * read side does.
 */
export const EDITABLE_FIELDS = ["seatCapacity", "hideFlightFromSubsidiaryAgencies", "aircraftId", "publicRemarks"] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

interface Entry {
  flight: Flight;
  current: WireControlledFlight;
  /** What GetList shows until `shownUntilMs`. */
  shown: WireControlledFlight;
  shownUntilMs: number;
}

export interface FlightRouteQuery {
  origin: string;
  destination: string;
}

export class FlightControl {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly schedule: Schedule,
    private readonly lagMs: number,
  ) {}

  /** Owned flights departing on a local date, by departure; one route, or all. */
  list(date: string, route: FlightRouteQuery | null, nowMs: number): WireControlledFlight[] {
    return this.entriesOn(date, route).map((entry) => this.view(entry, nowMs));
  }

  /** The flight now (not the lagging view), found by id among those read, or on the date and route of `hint`. */
  find(id: number, hint: { date: string; route: FlightRouteQuery } | null): WireControlledFlight | undefined {
    if (!this.entries.has(id) && hint) this.entriesOn(hint.date, hint.route);
    return this.entries.get(id)?.current;
  }

  /** The flight's seats now (an Update may have changed them). */
  capacityOf(flight: Flight): number {
    return this.entry(flight).current.seatCapacity;
  }

  /** Applies new values of editable fields; a capacity change moves the seats on sale by as much. */
  update(id: number, values: Partial<Pick<WireControlledFlight, EditableField>>, nowMs: number): WireControlledFlight {
    const entry = this.entries.get(id);
    if (!entry) throw new Error(`flight ${id} was never read`);
    entry.shown = this.view(entry, nowMs);
    entry.shownUntilMs = nowMs + this.lagMs;
    const next = { ...entry.current, ...values };
    const delta = next.seatCapacity - entry.current.seatCapacity;
    const onSale = entry.flight.classes.find((cls) => !cls.template.tourOnly);
    if (onSale && delta !== 0) onSale.seats = Math.max(0, onSale.seats + delta);
    entry.current = next;
    return next;
  }

  /** Aircraft of the airline an update may assign. */
  aircraftOf(airline: string): number[] {
    return FLEET.filter((a) => a.airlineIataCode === airline && a.isActive).map((a) => a.id);
  }

  private view(entry: Entry, nowMs: number): WireControlledFlight {
    return { ...(nowMs < entry.shownUntilMs ? entry.shown : entry.current) };
  }

  private entriesOn(date: string, route: FlightRouteQuery | null): Entry[] {
    const routes: Route[] = route ? [findRoute(route.origin, route.destination)].filter((r): r is Route => r !== undefined) : [...ROUTES];
    return routes
      .flatMap((r) => this.schedule.flightsOn(r.origin, r.destination, date))
      .filter((flight) => flight.service.source === "Owned")
      .sort((a, b) => a.departureUtc - b.departureUtc || a.id - b.id)
      .map((flight) => this.entry(flight));
  }

  private entry(flight: Flight): Entry {
    let entry = this.entries.get(flight.id);
    if (!entry) {
      const record = initialRecord(flight, this.aircraftOf(flight.airline.code));
      entry = { flight, current: record, shown: record, shownUntilMs: 0 };
      this.entries.set(flight.id, entry);
    }
    return entry;
  }
}

function initialRecord(flight: Flight, aircraft: readonly number[]): WireControlledFlight {
  const aircraftId = aircraft.length > 0 ? aircraft[flight.id % aircraft.length]! : null;
  const seatCapacity = FLEET.find((a) => a.id === aircraftId)?.seatCount ?? 150;
  return {
    id: flight.id,
    flightNumber: flight.flightNumber,
    airlineIataCode: flight.airline.code,
    departureDateTime: formatMinutes(flight.departureUtc, flight.origin.utcOffsetMinutes),
    arrivalDateTime: formatMinutes(flight.arrivalUtc, flight.destination.utcOffsetMinutes),
    originIataCode: flight.origin.code,
    destinationIataCode: flight.destination.code,
    flightDurationInMinute: flight.durationMinutes,
    seatCapacity,
    hideFlightFromSubsidiaryAgencies: false,
    aircraftId,
    publicRemarks: flight.service.remarks ? REMARKS[flight.service.remarks].en : null,
  };
}
