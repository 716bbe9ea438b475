import { Account, type CreditStanding } from "./account.js";
import { BookingFactory, type NewBooking } from "./data/booking-factory.js";
import { BookingStore, type Booking, type Cancellation } from "./data/bookings.js";
import { Schedule, type ForcedStatus } from "./data/flights.js";
import { seedFixtureBookings } from "./data/seed-fixtures.js";
import { farePayable } from "./data/fares.js";
import { curveBookingSpec } from "./data/curve-sale.js";
import { SalesDemand } from "./data/demand.js";
import { seedSalesHistory } from "./data/sales-history.js";
import { SeatInventory } from "./data/seat-inventory.js";
import { firstFound, moveToNextDay, multiCitySpec, seedRandomBookings } from "./data/seed-random.js";
import { cancelBurst, type BurstRequest, type BurstResult } from "./cancel-burst.js";
import { cancelledSegments, segmentCancelledData } from "./feed/cancelled.js";
import { flightBookedData, withOddMoney } from "./feed/booked.js";
import { segmentReplacedData } from "./feed/other.js";
import { bookingHistoryEvents, bulkBookingEvents, otherSalesEvents, type SeedEvent } from "./feed/seed.js";
import { EventStore, type StoredEvent } from "./feed/store.js";
import type { Flight } from "./data/flights.js";
import { SIM_FIXTURES } from "./fixtures.js";
import { FlightControl } from "./flight-control.js";
import { LockStore } from "./locks.js";
import { fareFromRials, fromAmount, type Currency } from "./money.js";
import type { PenaltyRules } from "./penalty.js";
import { guid, rngFor } from "./random.js";
import { RefundTracker } from "./refund-tracking.js";
import { expireLocks } from "./sell.js";
import { DAY_MS, formatDate, startOfUtcDay } from "./time.js";

/**
 * The simulated supplier's state: timetable, bookings and event feed, built from the seed and the
 * clock's "today" at start. One per simulator instance, so parallel tests share nothing.
 */
export interface WorldOptions {
  seed: number;
  now: () => Date;
  currency: Currency;
  /** Extra FlightBookedV2 events spread over yesterday (UTC). */
  bulkEvents: number;
  /** Penalty rules of GetPenalty and DoRefund (the profile's); seeded history keeps the default. */
  penaltyRules: PenaltyRules;
  /** How long a refund sent to the flight expert stays Pending (supplier's clock). */
  refundDecisionMs: number;
  /** How long Flight GetList keeps showing a flight as it was before an Update. */
  flightListLagMs: number;
  /** The account's credit at start, as a wire amount; default 25,000,000,000 rials in the currency. */
  credit?: number;
  /** Past flights of this many days with their sales on a few routes (data/sales-history.ts); 0: none. */
  salesHistoryDays: number;
}

const RANDOM_BOOKINGS = 32;
const DEFAULT_CREDIT_RIALS = 25_000_000_000;

/** What a test may choose about a live sale (createBooking); anything else is drawn. */
export interface NewSale {
  /** The PNR as the supplier would send it, any text (a ':' in it, longer than a button can carry). */
  pnr?: string;
  /** A multi-city booking of this many flights (2 to 200): an alert longer than one message. */
  legs?: number;
  /** The event's TotalSalePayable and SaleCurrency.Code instead of the sale's (1e20, " usd"). */
  totalSalePayable?: number;
  saleCurrencyCode?: string;
  /** Only fare classes the supplier defines a penalty for: a sale the refund flow can quote. */
  refundable?: boolean;
}

export const MAX_SALE_LEGS = 200;

export class SimWorld {
  readonly schedule: Schedule;
  readonly bookings = new BookingStore();
  readonly events = new EventStore();
  readonly currency: Currency;
  readonly penaltyRules: PenaltyRules;
  /** Midnight UTC of the day the simulator started. */
  readonly todayMs: number;
  readonly refunds: RefundTracker;
  readonly flightControl: FlightControl;
  readonly account: Account;
  readonly inventory: SeatInventory;
  readonly demand: SalesDemand;
  /** Seats held by Lock (sell.ts). */
  readonly locks = new LockStore();
  /** The sales history's rush flight (live sales favour it), or null; set at start. */
  rush: Flight | null = null;
  private readonly factory: BookingFactory;
  private liveSales = 0;
  private bookSales = 0;
  private trackingCodes = 0;

  constructor(private readonly options: WorldOptions) {
    this.currency = options.currency;
    this.penaltyRules = options.penaltyRules;
    this.todayMs = startOfUtcDay(this.nowMs());
    this.schedule = new Schedule({ seed: options.seed, currency: options.currency, forcedStatus: this.fixtureStatus() });
    this.factory = new BookingFactory(this.bookings);
    this.refunds = new RefundTracker(options.seed, options.refundDecisionMs);
    this.flightControl = new FlightControl(this.schedule, options.flightListLagMs);
    this.inventory = new SeatInventory((flight) => (flight.service.source === "Owned" ? this.flightControl.capacityOf(flight) : null));
    this.demand = new SalesDemand(options.seed);
    this.account = new Account(options.credit === undefined ? fareFromRials(options.currency, DEFAULT_CREDIT_RIALS) : fromAmount(options.currency, options.credit));
    this.bookings.reserve(SIM_FIXTURES.unknownPnr);
    this.bookings.reserve(SIM_FIXTURES.unknownTicket);
    this.seedHistory();
  }

  nowMs(): number {
    return this.options.now().getTime();
  }

  /**
   * A sale made now on a flight on sale, drawn along the sales curve (data/curve-sale.ts), taking
   * seats; emits FlightBookedV2. See NewSale for odd ones.
   */
  createBooking(sale: NewSale = {}): { pnr: string; eventId: number } {
    this.expireLocks();
    const rng = rngFor(this.options.seed, "live", this.liveSales++);
    const nowMs = this.nowMs();
    const fits = (flight: Flight, seats: number): boolean => this.inventory.fits(flight, seats);
    const curve = { schedule: this.schedule, demand: this.demand, rush: this.rush };
    const options = { bookedAtUtc: nowMs, forSale: true, fits, refundable: sale.refundable ?? false };
    const spec =
      sale.legs && sale.legs > 1
        ? multiCitySpec(this.schedule, rng, sale.legs, options)
        : firstFound(() => curveBookingSpec(curve, rng, options));
    if (sale.pnr !== undefined) spec.pnr = sale.pnr;
    const booking = this.factory.create(rng, spec);
    return { pnr: booking.pnr, eventId: this.recordSale(booking, sale).id };
  }

  /** A booking Book issues now from a lock's seats (sell.ts), recorded as any sale. */
  issueBooking(spec: NewBooking): Booking {
    const booking = this.factory.create(rngFor(this.options.seed, "book", this.bookSales++), spec);
    this.recordSale(booking, {});
    return booking;
  }

  /** Locks whose time is up give their seats back. */
  expireLocks(): void {
    expireLocks(this);
  }

  /** The TrackingCode of a refund the flight expert decides (schedule change, no-show); GetStatus follows it. */
  trackRefund(booking: Booking, cancellations: readonly Cancellation[]): string {
    const code = guid(rngFor(this.options.seed, "tracking", this.trackingCodes++));
    this.refunds.track(code, booking.pnr, cancellations, this.nowMs());
    return code;
  }

  /**
   * The airline moves a booking's first flight to the same flight a day later, now: it shows in
   * ChangedSchedulePassengers and the feed gets BookingFlightSegmentReplacedV1. False when there
   * is no such flight (or the return leaves before it lands); throws for an unknown PNR.
   */
  changeSchedule(pnr: string): boolean {
    const booking = this.bookings.get(pnr);
    if (!booking) throw new Error(`no booking ${pnr}`);
    const nowMs = this.nowMs();
    if (!moveToNextDay(this, booking, nowMs)) return false;
    const change = booking.flightChanges.at(-1)!;
    this.events.append("CharterFlight.BookingFlightSegmentReplacedV1", nowMs, () => segmentReplacedData(booking, change));
    return true;
  }

  /** Sets the account's credit (a wire amount) and standing, for tests and the demo. */
  setCredit(credit: number | undefined, standing: CreditStanding | undefined): void {
    if (credit !== undefined) this.account.creditMinor = fromAmount(this.currency, credit);
    if (standing !== undefined) this.account.standing = standing;
  }

  /** `request.count` tickets of one flight refunded now, their seats back on sale (cancel-burst.ts). */
  cancelBurst(request: BurstRequest): BurstResult {
    return cancelBurst(this, request);
  }

  /** Rejected refunds are undone once decided: their tickets leave History_Cancelation and are in LastState again. */
  undoRejected(): void {
    for (const refund of this.refunds.takeRejected(this.nowMs())) {
      const booking = this.bookings.get(refund.pnr);
      if (!booking) continue;
      for (const cancellation of refund.cancellations) {
        cancellation.ticket.cancellation = null;
        booking.cancellations = booking.cancellations.filter((c) => c !== cancellation);
      }
    }
  }

  /** Emits one BookingSegmentCancelledV1 per refunded flight segment; answers their event ids. */
  recordRefund(booking: Booking, cancellations: readonly Cancellation[]): number[] {
    return cancelledSegments(booking, cancellations).map(
      (segment) => this.events.append("CharterFlight.BookingSegmentCancelledV1", segment.atUtc, () => segmentCancelledData(segment, this.currency)).id,
    );
  }

  /** A sale's seats and payable taken, and its FlightBookedV2 in the feed (odd money as a test asked). */
  private recordSale(booking: Booking, odd: NewSale): StoredEvent {
    this.inventory.take(booking, true);
    this.account.charge(booking.tickets.reduce((sum, ticket) => sum + farePayable(ticket.sale), 0));
    return this.events.append("FederatedFlight.FlightBookedV2", booking.bookedAtUtc, () => withOddMoney(flightBookedData(booking, this.currency), odd));
  }

  /**
   * Bookings and events up to midnight of "today", and the sales history's up to now: the same for
   * the same seed and clock.
   */
  private seedHistory(): void {
    const { seed, currency } = this.options;
    const history: SeedEvent[] = [];
    const context = {
      schedule: this.schedule,
      factory: this.factory,
      currency,
      seed,
      historyEndMs: this.todayMs,
      todayMs: this.todayMs,
      refunded: (booking: Booking, cancellations: Cancellation[]) => {
        for (const segment of cancelledSegments(booking, cancellations)) {
          history.push({ type: "CharterFlight.BookingSegmentCancelledV1", createdMs: segment.atUtc, data: () => segmentCancelledData(segment, currency) });
        }
      },
    };
    seedFixtureBookings(context);
    seedRandomBookings(context, RANDOM_BOOKINGS);
    for (const booking of this.bookings.all()) this.inventory.take(booking, false);
    if (this.options.salesHistoryDays > 0) {
      const sales = { ...context, inventory: this.inventory, demand: this.demand, days: this.options.salesHistoryDays, historyEndMs: this.nowMs() };
      this.rush = seedSalesHistory(sales);
    }
    this.bookings.addFailure(SIM_FIXTURES.status.failed.reference, SIM_FIXTURES.status.failed.failReason);
    history.push(...bookingHistoryEvents(this.bookings.all(), currency), ...otherSalesEvents(seed, this.todayMs, currency));
    if (this.options.bulkEvents > 0) {
      history.push(...bulkBookingEvents(context, this.options.bulkEvents, this.todayMs - DAY_MS));
    }
    this.events.seed(history);
  }

  /**
   * SIM_FIXTURES.routes.closedFlights: the day's first flight closed, the second sold out. The
   * routes with stops fly one flight a day, open on every day: a chance closure would leave a
   * day without the stops the fixtures promise.
   */
  private fixtureStatus(): ForcedStatus {
    const { origin, destination, dayOffset } = SIM_FIXTURES.routes.closedFlights;
    const closedKey = `${origin}-${destination}`;
    const closedDate = formatDate(this.todayMs + dayOffset * DAY_MS);
    const alwaysOpen = new Set([SIM_FIXTURES.routes.twoStops, SIM_FIXTURES.routes.oneStop].map((r) => `${r.origin}-${r.destination}`));
    return (routeKey, day, index) => {
      if (alwaysOpen.has(routeKey)) return "OnTime";
      if (routeKey !== closedKey || day !== closedDate) return undefined;
      return index === 0 ? "Closed" : index === 1 ? "SoldOut" : undefined;
    };
  }
}
