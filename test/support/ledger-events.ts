import { parseEventList, type SupplierEvent } from "../../src/supplier/schemas/events.js";

/**
 * Feed events for the ledger tests, written as the supplier sends them (documented members,
 * PascalCase) and read through the client's own parser. A booking has one charter leg out and a
 * web-service leg back; ticket numbers are `${pnr}-${passenger}${leg}`.
 */

export interface SamplePassenger {
  first: string;
  last: string;
  age: 1 | 2 | 3;
  codeMelli?: string;
  passport?: string;
}

const ADULTS: SamplePassenger[] = [
  { first: "Maryam", last: "Karimi", age: 1, codeMelli: "0012345678" },
  { first: "Reza", last: "Karimi", age: 1, passport: "P9876543" },
  { first: "Sara", last: "Karimi", age: 3, codeMelli: "0099999999" },
];

const flight = (airline: string, number: string, date: string, origin: string, destination: string) => ({
  FlightNumber: number,
  FlightDate: date,
  DurationInMinute: 75,
  OriginIataCode: origin,
  DestinationIataCode: destination,
  BookingCode: "Y",
  FareName: "Economy",
  AirlineIataCode: airline,
});

const sale = (payable: number) => ({ BaseFare: payable - 5, Tax: 5, TotalFare: payable, Payable: payable });

export const OUT = flight("IR", "1234", "2026-12-02 08:30", "THR", "MHD");
export const BACK = flight("W5", "552", "2026-12-05 19:10", "MHD", "THR");

/** A flight of a booking: airline, number, local departure "yyyy-MM-dd HH:mm", route. */
export interface SampleFlight {
  airline: string;
  number: string;
  at: string;
  origin: string;
  destination: string;
}

/** `out`: the charter leg (OUT by default); `oneWay`: no leg back; `channel`: sold for an agency (default), through an external API, or on the operator's own web. */
export function bookedWire(
  id: number,
  pnr: string,
  over: { at?: string; passengers?: SamplePassenger[]; currency?: string; total?: number; out?: SampleFlight; oneWay?: boolean; channel?: "agency" | "api" | "own" } = {},
) {
  const channel = over.channel ?? "agency";
  const at = over.at ?? "2026-11-20 10:14:02";
  const passengers = over.passengers ?? ADULTS;
  const out = over.out ? flight(over.out.airline, over.out.number, over.out.at, over.out.origin, over.out.destination) : OUT;
  return {
    Id: id,
    Type: "FederatedFlight.FlightBookedV2",
    CreateDateTime: at,
    Data: {
      Pnr: pnr,
      Phone: "+98 912 123 4567",
      Email: "Maryam.Karimi@example.com",
      ReserveForAgencyId: channel === "own" ? null : 71,
      ReserveForAgencyName: channel === "own" ? null : "Parsian Travel",
      ReserveForUserName: "agent7",
      ReserveByUserName: "agent7",
      IsBookedByExternalApi: channel === "api",
      BookingDateTimeUtc: at,
      TotalSalePayableOfCharterSegments: 300,
      TotalSalePayableOfWebserviceSegments: 240.5,
      TotalSalePayable: over.total ?? 540.5,
      SaleCurrency: { Id: 1, Code: over.currency ?? "IRR" },
      Passengers: passengers.map((p, i) => ({
        AgeTypeId: p.age,
        FirstName: p.first,
        LastName: p.last,
        IranianCartMelli: p.codeMelli ? { CodeMelli: p.codeMelli } : null,
        Passport: p.passport ? { Number: p.passport, ExpiryDate: "2030-01-01", IssuingCountry: "IR" } : null,
        Gender: 2,
        Birthdate: "1990-01-01",
        CharterSegments: [{ Flight: { ...out, FlightId: 9, FlightClassId: 3, CabinType: "Y" }, LocalTicketNumber: `${pnr}-${i}0`, SaleInfo: sale(100) }],
        WebserviceSegments: over.oneWay ? [] : [{ Flight: { ...BACK, SupplierId: 4 }, SupplierPnr: "X1", LocalTicketNumber: `${pnr}-${i}1`, SaleInfo: sale(80.25) }],
      })),
      DepartureFlightDetail: [{ Charter: out, Webservice: null }],
      ReturningFlightDetail: over.oneWay ? [] : [{ Charter: null, Webservice: BACK }],
      Payment: { PaymentTypeId: 2 },
    },
  };
}

/** The cancellation of the given passengers' outbound tickets. */
export function cancelledWire(id: number, pnr: string, passengerIdx: number[], at = "2026-11-21 09:00:00") {
  return {
    Id: id,
    Type: "CharterFlight.BookingSegmentCancelledV1",
    CreateDateTime: at,
    Data: {
      Pnr: pnr,
      CancelledByUsername: "agent7",
      CancelationDateTimeUtc: at,
      CancelledFlightInfo: { ...OUT },
      Passengers: passengerIdx.map((i) => ({
        FirstName: ADULTS[i]?.first ?? "X",
        LastName: ADULTS[i]?.last ?? "Y",
        AgeTypeCode: "ADL",
        TicketNumber: `${pnr}-${i}0`,
        PenaltyPolicyPercent: 30,
        PenaltyAmountThatPassengerShouldPay: 30,
        AmountThatShouldPayBackToPassenger: 70,
      })),
      SaleCurrency: { Id: 1, Code: "IRR" },
    },
  };
}

/** Wire events parsed as the poller gets them; fails the test when one does not fit. */
export function parsed(...items: unknown[]): SupplierEvent[] {
  const { events, rejected } = parseEventList(structuredClone(items));
  if (rejected.length > 0) throw new Error(`sample events rejected: ${JSON.stringify(rejected)}`);
  return events;
}

/** The airline moved the booking's outbound flight (OUT) a day later: the shape the simulator sends. */
export function replacedWire(id: number, pnr: string, at = "2026-11-22 07:00:00") {
  const { FlightNumber, OriginIataCode, DestinationIataCode, AirlineIataCode } = OUT;
  const ref = (date: string) => ({ FlightId: 9, FlightNumber, FlightDate: date, OriginIataCode, DestinationIataCode, AirlineIataCode });
  return {
    Id: id,
    Type: "CharterFlight.BookingFlightSegmentReplacedV1",
    CreateDateTime: at,
    Data: { Pnr: pnr, SerialNumber: 7, ReplacedDateTimeUtc: at, Reason: "Airline schedule change", OldFlight: ref(OUT.FlightDate), NewFlight: ref("2026-12-03 08:30"), PassengerCount: 3 },
  };
}
