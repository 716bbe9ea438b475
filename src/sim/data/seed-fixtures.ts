import { SIM_FIXTURES } from "../fixtures.js";
import { rngFor } from "../random.js";
import { applyRefund, quoteRefund } from "../refunds.js";
import { DAY_MS, formatDate, HOUR_MS } from "../time.js";
import { changePassenger, replaceFlight } from "./booking-changes.js";
import { pickLeg } from "./booking-factory.js";
import type { AgeCode, BookedLeg, Booking, PassengerInfo } from "./bookings.js";
import { randomPassenger } from "./people.js";
import type { RandomSeedContext } from "./seed-random.js";

/** The bookings SIM_FIXTURES documents, built the same way whatever the seed. */

interface FixtureContext extends RandomSeedContext {
  /** Midnight UTC of "today": fixture dates are day offsets from it. */
  todayMs: number;
}

const F = SIM_FIXTURES;

function dateAt(ctx: FixtureContext, dayOffset: number): string {
  return formatDate(ctx.todayMs + dayOffset * DAY_MS);
}

function leg(ctx: FixtureContext, origin: string, destination: string, dayOffset: number, bookingCode: string, airline?: string): BookedLeg {
  const found = pickLeg(ctx.schedule, origin, destination, dateAt(ctx, dayOffset), (flight, cls) =>
    cls.template.bookingCode === bookingCode && (airline === undefined || flight.airline.code === airline),
  );
  if (!found) throw new Error(`fixture: no class ${bookingCode} on ${origin}-${destination} at +${dayOffset}`);
  return found;
}

function party(ctx: FixtureContext, key: string, travelDate: string, ages: readonly AgeCode[], foreign = false): PassengerInfo[] {
  const rng = rngFor(ctx.seed, "fixture-party", key);
  const lead = randomPassenger(rng, { ageCode: ages[0]!, travelDate, foreign });
  return [lead, ...ages.slice(1).map((ageCode) => randomPassenger(rng, { ageCode, travelDate, foreign, lastName: lead.lastName }))];
}

function refund(ctx: FixtureContext, booking: Booking, ticket: string, atUtc: number): void {
  const quotes = quoteRefund(booking, [ticket], 1, atUtc, ctx.currency);
  ctx.refunded(booking, applyRefund(booking, quotes, { atUtc, reason: 1, byUsername: booking.channel.byUserName, remarks: "Passenger asked to cancel" }));
}

export function seedFixtureBookings(ctx: FixtureContext): void {
  const ago = (days: number, hours = 0): number => ctx.historyEndMs - days * DAY_MS - hours * HOUR_MS;
  const create = (key: string, spec: Parameters<typeof ctx.factory.create>[1]): Booking => ctx.factory.create(rngFor(ctx.seed, "fixture", key), spec);

  const one = F.oneWayRefundable;
  create(one.pnr, {
    pnr: one.pnr,
    reference: F.status.issued.reference,
    legs: [leg(ctx, one.origin, one.destination, one.dayOffset, one.bookingCode)],
    passengers: party(ctx, one.pnr, dateAt(ctx, one.dayOffset), ["ADL", "ADL"]),
    roundTrip: false,
    tickets: one.tickets,
    bookedAtUtc: ago(3, 2),
  });

  const rt = F.roundTrip;
  const roundTrip = create(rt.pnr, {
    pnr: rt.pnr,
    reference: "FD-1003",
    legs: [leg(ctx, rt.origin, rt.destination, rt.outboundDayOffset, rt.bookingCode), leg(ctx, rt.destination, rt.origin, rt.returnDayOffset, rt.bookingCode)],
    passengers: party(ctx, rt.pnr, dateAt(ctx, rt.outboundDayOffset), ["ADL", "ADL"]),
    roundTrip: true,
    tickets: [rt.passenger1Outbound, rt.passenger1Return, rt.passenger2OutboundRefunded, rt.passenger2Return],
    bookedAtUtc: ago(6, 5),
  });
  refund(ctx, roundTrip, rt.passenger2OutboundRefunded, ago(1, 3));

  const np = F.noPenalty;
  create(np.pnr, {
    pnr: np.pnr,
    reference: "FD-1004",
    legs: [leg(ctx, np.origin, np.destination, np.dayOffset, np.bookingCode)],
    passengers: party(ctx, np.pnr, dateAt(ctx, np.dayOffset), ["ADL"]),
    roundTrip: false,
    tickets: np.tickets,
    bookedAtUtc: ago(2, 1),
  });

  const pr = F.partlyRefunded;
  const partly = create(pr.pnr, {
    pnr: pr.pnr,
    reference: "FD-1005",
    legs: [leg(ctx, pr.origin, pr.destination, pr.dayOffset, "Y")],
    passengers: party(ctx, pr.pnr, dateAt(ctx, pr.dayOffset), ["ADL", "ADL"]),
    roundTrip: false,
    tickets: [pr.refundedTicket, pr.activeTicket],
    bookedAtUtc: ago(5),
  });
  refund(ctx, partly, pr.refundedTicket, ago(2));

  const html = F.htmlText;
  const [htmlPassenger] = party(ctx, html.pnr, dateAt(ctx, html.dayOffset), ["ADL"], true);
  create(html.pnr, {
    pnr: html.pnr,
    reference: "FD-1006",
    legs: [leg(ctx, html.origin, html.destination, html.dayOffset, "Y")],
    passengers: [{ ...htmlPassenger!, firstName: html.firstName, lastName: html.lastName }],
    roundTrip: false,
    tickets: html.tickets,
    bookedAtUtc: ago(1, 4),
    remarks: html.remarks,
  });

  const six = F.sixPassengers;
  const sixParty = party(ctx, six.pnr, dateAt(ctx, six.originalOutboundDayOffset), ["ADL", "ADL", "ADL", "CHD", "CHD", "INF"]);
  // Passenger 2 was booked with a misspelt last name, corrected later (History_PassengerInfoChanged).
  const correctName = "Rezaei";
  sixParty[1] = { ...sixParty[1]!, lastName: "Rezaie" };
  const sixBooking = create(six.pnr, {
    pnr: six.pnr,
    reference: "FD-1007",
    legs: [leg(ctx, six.origin, six.destination, six.originalOutboundDayOffset, "M", "ZV"), leg(ctx, six.destination, six.origin, six.returnDayOffset, "M", "ZV")],
    passengers: sixParty,
    roundTrip: true,
    tickets: six.tickets,
    bookedAtUtc: ago(10),
    remarks: "Family trip; two children and an infant",
  });
  replaceFlight(sixBooking, 0, leg(ctx, six.origin, six.destination, six.outboundDayOffset, "M", "ZV"), ago(5), "Flight moved one day later by the airline");
  changePassenger(sixBooking, 1, "LastName", correctName, ago(4), "ksky.nazanin");
  refund(ctx, sixBooking, six.refundedTicket, ago(2, 6));

  const dep = F.departed;
  create(dep.pnr, {
    pnr: dep.pnr,
    reference: "FD-1008",
    legs: [leg(ctx, dep.origin, dep.destination, dep.dayOffset, dep.bookingCode)],
    passengers: party(ctx, dep.pnr, dateAt(ctx, dep.dayOffset), ["ADL"]),
    roundTrip: false,
    tickets: dep.tickets,
    bookedAtUtc: ago(5),
  });

  const tp = F.thirdParty;
  create(tp.pnr, {
    pnr: tp.pnr,
    reference: "FD-1009",
    legs: [leg(ctx, tp.origin, tp.destination, tp.dayOffset, tp.bookingCode, "W5")],
    passengers: party(ctx, tp.pnr, dateAt(ctx, tp.dayOffset), ["ADL"]),
    roundTrip: false,
    tickets: tp.tickets,
    bookedAtUtc: ago(4),
  });
}
