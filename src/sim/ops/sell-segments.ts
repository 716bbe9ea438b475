import { z } from "zod";
import type { BookedLeg } from "../data/bookings.js";
import { exception, SimError } from "../errors.js";
import { DAY_MS, formatDate, formatMinutes, parseDate, startOfUtcDay } from "../time.js";
import type { SimWorld } from "../world.js";
import { SALES_HORIZON_DAYS } from "./search.js";

/** The flights and fare classes a Lock or Book names, as the search answered them. */

const segmentShape = {
  OriginIataCode: z.string(),
  DestinationIataCode: z.string(),
  /** yyyy-MM-dd HH:mm, origin local time. */
  DepartureDateTime: z.string(),
  FlightNumber: z.string(),
  FareName: z.string(),
};

export const SegmentSchema = z.object(segmentShape);
/** A lock id comes back as it was sent: a number, or its text. */
export const LockedSegmentSchema = z.object({ ...segmentShape, LockId: z.union([z.number(), z.string()]) });

type Segment = z.infer<typeof SegmentSchema>;

/**
 * The leg a segment names, on sale now. Error1001: no such flight, or not on sale (closed,
 * departed, beyond the sales horizon); Error1011: it leaves at another time; Error1006: it has no
 * fare class of that name.
 */
function legOf(world: SimWorld, segment: Segment, where: string): BookedLeg {
  const { OriginIataCode: origin, DestinationIataCode: destination, FlightNumber: number } = segment;
  const date = segment.DepartureDateTime.slice(0, 10);
  if (parseDate(date) === null) throw exception(`${where}.DepartureDateTime must be a local time in the form yyyy-MM-dd HH:mm.`);
  const nowMs = world.nowMs();
  const onSale = date <= formatDate(startOfUtcDay(nowMs) + SALES_HORIZON_DAYS * DAY_MS);
  const flight = onSale ? world.schedule.flightsOn(origin, destination, date).find((f) => f.flightNumber === number.trim()) : undefined;
  if (!flight || flight.status === "Closed" || flight.departureUtc <= nowMs) {
    throw new SimError("Error1001-FlightNotFound", `No flight ${number} from ${origin} to ${destination} on ${date} is on sale.`);
  }
  const departs = formatMinutes(flight.departureUtc, flight.origin.utcOffsetMinutes);
  if (departs !== segment.DepartureDateTime) {
    throw new SimError("Error1011-FlightTimeMismatch", `Flight ${number} from ${origin} leaves at ${departs}, not ${segment.DepartureDateTime}.`);
  }
  const cls = flight.classes.find((c) => c.template.fareName === segment.FareName);
  if (!cls) throw new SimError("Error1006-FareNotFound", `Flight ${number} from ${origin} on ${date} has no fare class named "${segment.FareName}".`);
  return { flight, cls };
}

/** The departure and return a request names; a return flies the same route back. */
export function segmentLegs(world: SimWorld, departure: Segment, returning: Segment | null): { departure: BookedLeg; returning: BookedLeg | null } {
  const out = legOf(world, departure, "DepartureSegment");
  if (!returning) return { departure: out, returning: null };
  const back = legOf(world, returning, "ReturningSegment");
  if (back.flight.origin !== out.flight.destination || back.flight.destination !== out.flight.origin || back.flight.departureUtc <= out.flight.arrivalUtc) {
    throw exception("ReturningSegment must fly the route of DepartureSegment back, after it lands.");
  }
  return { departure: out, returning: back };
}
