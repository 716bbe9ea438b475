import { DAY_MS, formatDate, startOfUtcDay } from "./time.js";

/**
 * Well-known identifiers of the simulator's data set, stable across seeds, for tests and the
 * demo script. Dates are day offsets from the simulator's "today" (the UTC date of its clock at
 * start); `simDate(offset)` turns one into the yyyy-MM-dd the wire uses. Ticket numbers are
 * LocalTicketNumber values (13 digits, airline prefix first).
 */
export const SIM_FIXTURES = {
  /** Default account of startSimulator and `npm run sim`. passwordMd5 = MD5("demo"). */
  credentials: {
    username: "demo",
    password: "demo",
    passwordMd5: "fe01ce2a7fbac8fafaed7c982a04e229",
    accessToken: "demo-access-token",
    /** Search-only account: any password; every other operation answers Exception. */
    publicUsername: "public",
  },

  /**
   * One-way THR->KIH (Iran Air, owned) in 20 days, class Y (STANDARD rule: 10 % now), two adults.
   * Its booking request reference is `status.issued.reference`.
   */
  oneWayRefundable: {
    pnr: "K7M2QA",
    origin: "THR",
    destination: "KIH",
    dayOffset: 20,
    bookingCode: "Y",
    tickets: ["0962310040001", "0962310040002"],
  },

  /**
   * Round trip THR->MHD (+12) and MHD->THR (+15), Zagros, class Y sold at the cheaper
   * round-trip-only fare. Passenger 1 has both legs; passenger 2's outbound was refunded
   * yesterday. GetPenalty of `passenger1Outbound` shows a non-zero
   * OppositeFlightOnewayAndRoundtripPayableDifference (the return's discount taken back);
   * GetPenalty of `passenger2Return` a non-zero CurrentFlightOnewayAndRoundtripPayableDifference
   * (that discount given back).
   */
  roundTrip: {
    pnr: "R8T4WX",
    origin: "THR",
    destination: "MHD",
    outboundDayOffset: 12,
    returnDayOffset: 15,
    bookingCode: "Y",
    passenger1Outbound: "1102310050001",
    passenger1Return: "1102310050002",
    passenger2OutboundRefunded: "1102310050003",
    passenger2Return: "1102310050004",
  },

  /** One-way THR->SYZ in 9 days, class T (no penalty defined): GetPenalty/DoRefund reason 1 -> Error1008. */
  noPenalty: {
    pnr: "NP5K3D",
    origin: "THR",
    destination: "SYZ",
    dayOffset: 9,
    bookingCode: "T",
    tickets: ["8152310060001"],
  },

  /** One-way THR->TBZ in 7 days, two adults; `refundedTicket` was refunded 2 days ago (Error1017). */
  partlyRefunded: {
    pnr: "PR2F6H",
    origin: "THR",
    destination: "TBZ",
    dayOffset: 7,
    refundedTicket: "0962310070001",
    activeTicket: "0962310070002",
  },

  /** One-way THR->IFN in 6 days; names and remarks carry HTML-like text for escaping tests. */
  htmlText: {
    pnr: "HT3L8N",
    origin: "THR",
    destination: "IFN",
    dayOffset: 6,
    tickets: ["8152310080001"],
    firstName: `<b>O'Neil & "Co"</b>`,
    lastName: `O'Neil & "Co" <Ltd>`,
    remarks: `<b>O'Neil & "Co"</b> <script>alert("x")</script> & <i>window seat</i>`,
  },

  /**
   * Round trip THR->AWZ (+30) and AWZ->THR (+35), class M, 6 passengers (3 adults, 2 children,
   * 1 infant), 12 tickets; all three history lists are non-empty: the infant's return was
   * refunded, passenger 2's last name was corrected and the outbound moved from +29 to +30.
   */
  sixPassengers: {
    pnr: "SX6P9Q",
    origin: "THR",
    destination: "AWZ",
    outboundDayOffset: 30,
    returnDayOffset: 35,
    originalOutboundDayOffset: 29,
    passengerCount: 6,
    /** Outbound then return ticket of each passenger, in passenger order. */
    tickets: [
      "1102310090001", "1102310090002", "1102310090003", "1102310090004", "1102310090005", "1102310090006",
      "1102310090007", "1102310090008", "1102310090009", "1102310090010", "1102310090011", "1102310090012",
    ],
    refundedTicket: "1102310090012",
  },

  /** One-way THR->SYZ that departed yesterday: GetPenalty -> 80 % and IsNoShow true. */
  departed: {
    pnr: "DP1N7S",
    origin: "THR",
    destination: "SYZ",
    dayOffset: -1,
    bookingCode: "Y",
    tickets: ["8152310100001"],
  },

  /** One-way IKA->IST in 18 days on a third-party Mahan Air flight (class K, with tax and markup). */
  thirdParty: {
    pnr: "TP4W2E",
    origin: "IKA",
    destination: "IST",
    dayOffset: 18,
    bookingCode: "K",
    tickets: ["5372310110001"],
  },

  /** GetStatus references (YourLocalInventoryPnr). */
  status: {
    /** StatusId 1, StatusDesc "OK", LocalPnr = oneWayRefundable.pnr, FailReason null. */
    issued: { reference: "FD-1001", localPnr: "K7M2QA" },
    /** StatusId 2, StatusDesc "Failed", FailReason set, LocalPnr "" and no passengers. */
    failed: { reference: "FD-1002", failReason: "Seats of class Y were sold before the booking could be issued." },
    /** Never used: Exception. */
    unknown: "FD-9999",
  },

  /** A PNR no booking has: GetHistory/GetPenalty/DoRefund -> Exception. */
  unknownPnr: "ZZ9ZZ9",
  /** A ticket number no booking has: Error1017. */
  unknownTicket: "0969999999999",

  routes: {
    /** Two stops (IFN, SYZ) on every flight; its one daily flight is open every day. */
    twoStops: { origin: "MHD", destination: "BND", stops: ["IFN", "SYZ"] },
    /** One stop (SYZ) on every flight; its one daily flight is open every day. */
    oneStop: { origin: "THR", destination: "BND", stops: ["SYZ"] },
    /** On this day the first flight is Closed and the second SoldOut (only in ClosedFlightList). */
    closedFlights: { origin: "THR", destination: "MHD", dayOffset: 3 },
    /** Only third-party flights (Mahan Air, Qeshm Air). */
    thirdPartyOnly: { origin: "IKA", destination: "IST" },
    /** Owned (Zagros) and third-party (Mahan Air) flights: for the FlightSource filter. */
    mixedSources: { origin: "THR", destination: "MHD" },
    /** A round-trip pair whose owned Y and M classes have cheaper round-trip-only fares. */
    roundTrip: { origin: "THR", destination: "MHD", outboundDayOffset: 10, returnDayOffset: 13 },
    /** Owned flights carry a tour-only class TR (RestrictedForTour). */
    tourClasses: { origin: "THR", destination: "KIH" },
    /** Owned class permitted only to IR and IQ nationals. */
    explicitNationalities: { origin: "IKA", destination: "NJF" },
    /** Third-party Mahan Air classes whose ProhibitedNationalityList holds "AF" twice. */
    duplicateProhibited: { origin: "IKA", destination: "DXB" },
    /** Both airports are served, but no route joins them: no itineraries, no error. */
    noFlights: { origin: "TBZ", destination: "BND", dayOffset: 5 },
    /** Several destinations from one origin. */
    severalDestinations: { origin: "THR", destinations: ["MHD", "KIH", "SYZ"], dayOffset: 8 },
    /** A two-entry multicity trip. */
    multicity: [
      { origin: "THR", destination: "MHD", dayOffset: 10 },
      { origin: "MHD", destination: "KIH", dayOffset: 12 },
    ],
  },

  /** Not served by the supplier: SearchByRouteAndDate -> Error1027-AirportNotFound. */
  unservedAirport: "LHR",
} as const;

/** yyyy-MM-dd of the day `dayOffset` days after the UTC date of `now`. */
export function simDate(dayOffset: number, now: Date = new Date()): string {
  return formatDate(startOfUtcDay(now.getTime()) + dayOffset * DAY_MS);
}
