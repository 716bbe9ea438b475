import { hashKey } from "../random.js";
import type { Flight } from "./flights.js";
import { ROUTES } from "./routes.js";

/**
 * How well each route and flight sells, from the seed alone. Routes are ranked by a hash of the
 * seed: the first third are strong, the last third weak, so every seed has both. A flight's load
 * (seats it would sell by departure, as a share of its capacity) is its route's strength times a
 * draw of its own: on strong routes some flights want more seats than there are, and sell out.
 */
const TIERS = [
  { from: 0.8, to: 0.95 },
  { from: 0.55, to: 0.75 },
  { from: 0.3, to: 0.45 },
] as const;
const FLIGHT_SPREAD = { from: 0.85, to: 1.2 } as const;

const unit = (...parts: ReadonlyArray<string | number>): number => hashKey(...parts) / 2 ** 32;
const within = (range: { from: number; to: number }, u: number): number => range.from + (range.to - range.from) * u;

export class SalesDemand {
  private readonly strengths: ReadonlyMap<string, number>;

  constructor(private readonly seed: number) {
    const ranked = [...ROUTES].sort((a, b) => hashKey(seed, "route-rank", a.key) - hashKey(seed, "route-rank", b.key));
    this.strengths = new Map(
      ranked.map((route, rank) => {
        const tier = TIERS[Math.floor((rank * TIERS.length) / ranked.length)]!;
        return [route.key, within(tier, unit(seed, "route-strength", route.key))];
      }),
    );
  }

  /** 0.3 (weak) to 0.95 (strong). */
  routeStrength(routeKey: string): number {
    return this.strengths.get(routeKey) ?? 0;
  }

  /** The flight's demand as a share of its capacity; a flight the timetable marks sold out is full. */
  flightLoad(flight: Flight): number {
    if (flight.status === "SoldOut") return 1;
    return this.routeStrength(flight.route.key) * within(FLIGHT_SPREAD, unit(this.seed, "flight-load", flight.id));
  }
}
