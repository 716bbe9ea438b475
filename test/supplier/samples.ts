/**
 * Supplier answers shaped as the interface document describes them, for the schema tests.
 * The integration tests use the simulator's own data instead.
 */

const fare = (total: number) => ({
  BaseFare: total,
  Tax: 0,
  TotalFare: total,
  Commission: 12.5,
  Markup: 0,
  Payable: total - 12.5,
});

const baggage = { CheckedBaggageQuantity: 1, CheckedBaggageTotalWeight: 20, HandBaggageQuantity: 1, HandBaggageTotalWeight: 5 };

export function flightSegment(flightNumber: string, from = "THR", to = "MHD") {
  return {
    FlightNumber: flightNumber,
    DepartureDateTime: "2026-12-01 08:30",
    Origin: { Code: from, Terminal: "" },
    Destination: { Code: to, Terminal: "" },
    Aircraft: "320",
    ArrivalDateTime: "2026-12-01 10:05",
    Duration: 95,
    Airline: "W5",
    Remarks: null,
    Source: "Owned",
    Stop1: null,
    Stop2: null,
    FlightClass: {
      CabinType: "Economy",
      BookingCode: "Y",
      FareName: "YOW",
      AvailableSeat: 9,
      AdultFare: fare(45_000_000.25),
      ChildFare: fare(33_750_000),
      InfantFare: fare(4_500_000),
      AdultFreeBaggage: baggage,
      ChildFreeBaggage: baggage,
      InfantFreeBaggage: { ...baggage, CheckedBaggageQuantity: 0, CheckedBaggageTotalWeight: 0 },
      CancelationPolicyList: [
        { Culture: "fa-IR", Text: "..." },
        { Culture: "en-US", Text: null },
      ],
      RestrictedForTour: false,
      PermittedNationalityList: ["All"],
      ProhibitedNationalityList: ["AF", "AF"],
    },
  };
}

/** A round-trip answer with `count` itineraries of two segments each. */
export function roundTripAnswer(count: number) {
  return {
    CurrencyCode: "IRR",
    ItineraryList: Array.from({ length: count }, (_, i) => ({
      FlightList: [flightSegment(`W5${1000 + i}`), flightSegment(`W5${5000 + i}`, "MHD", "THR")],
    })),
    ClosedFlightList: [],
  };
}

const webserviceSegment = {
  Flight: {
    FlightNumber: "IR452",
    FlightDate: "2026-12-01 08:30",
    DurationInMinute: 95,
    OriginIataCode: "THR",
    DestinationIataCode: "MHD",
    BookingCode: "Y",
    FareName: "YOW",
    SupplierId: 7,
    AirlineIataCode: "IR",
  },
  SupplierId: 7,
  SupplierPnr: "XK4P2Q",
  SupplierTicketNumber: "0962100000001",
  PrimarySupplier: null,
  LocalTicketNumber: "5000001",
  JarimeCanceliFaText: null,
  JarimeCanceliEnText: "20% up to 12:00 two days before",
  BuyInfo: { CurrencyId: 1, NerkheTabdileArzeKharidBeArzePaye: 1, BaseFare: 40, Tax: 5, TotalFare: 45, Commision: 1, Payable: 44 },
  SaleInfo: {
    BaseFare: 40,
    Tax: 5,
    TotalFare: 45,
    CommisionPercent: 0,
    CalculatedAmountOfCommisionPercent: 0,
    CommisionValue: 0,
    Discount: 0,
    Surcharge: 0,
    Payable: 45,
  },
  FreeBaggage: baggage,
};

export function flightBookedEvent(id: number) {
  return {
    Id: id,
    Type: "FederatedFlight.FlightBookedV2",
    CreateDateTime: "2026-11-20 10:15:00",
    Data: {
      Pnr: `PNR${id}`,
      SerialNumber: 1000 + id,
      Phone: "09120000000",
      Email: null,
      Address: null,
      Remarks: null,
      ReserveForAgencyId: 3,
      ReserveForAgencyName: "Agency",
      ReserveForUserId: 9,
      ReserveForUserName: "agent1",
      ReserveByUserId: 9,
      ReserveByUserName: "agent1",
      UserIp: "10.0.0.1",
      IsBookedByExternalApi: false,
      CookieTraceId: null,
      BookingDateTimeUtc: "2026-11-20 10:14:02",
      TotalSalePayableOfCharterSegments: 0,
      TotalSalePayableOfWebserviceSegments: 45,
      TotalSalePayable: 45,
      SaleCurrency: { Id: 1, Code: "IRR" },
      Passengers: [
        {
          AgeTypeId: 1,
          FirstName: "Ali",
          LastName: "Rezaei",
          IranianCartMelli: { CodeMelli: "0012345678" },
          Passport: null,
          Gender: 1,
          Birthdate: "1990-01-01",
          CharterSegments: [],
          WebserviceSegments: [webserviceSegment],
        },
      ],
      DepartureFlightDetail: [{ Charter: null, Webservice: { FlightNumber: "IR452" } }],
      ReturningFlightDetail: null,
      Payment: {
        PaymentTypeId: 2,
        SettlePaymentDatetime: "2026-11-20 10:14:00",
        UserReturningFromIpgDateTime: null,
        Saman: null,
        Mellat: { InvoiceNumber: "1", TransactionReferenceId: "2", TraceNumber: "3", ReferenceNumber: "4" },
      },
      Utm: null,
      AyaMogheForoshFareTarkibShode: false,
      PnrSystemDakheliAgance: null,
    },
  };
}

export function segmentCancelledEvent(id: number) {
  return {
    Id: id,
    Type: "CharterFlight.BookingSegmentCancelledV1",
    CreateDateTime: "2026-11-21 09:00:00",
    Data: {
      Pnr: `PNR${id}`,
      SerialNumber: 2000 + id,
      ReserveForUserId: 9,
      ReserveForAgencyId: 3,
      ReserveForAgencyName: "Agency",
      BookingDateTimeUtc: "2026-11-20 10:14:02",
      PaymentTypeId: 2,
      CancelledByUserId: 9,
      CancelledByUsername: "agent1",
      CancelationDateTimeUtc: "2026-11-21 08:59:30",
      CancelledFlightInfo: {
        FlightId: 77,
        FlightClassId: 78,
        FlightNumber: "W51000",
        FlightDate: "2026-12-01 08:30",
        OriginIataCode: "THR",
        DestinationIataCode: "MHD",
        BookingCode: "Y",
        FareName: "YOW",
        AirlineIataCode: "W5",
      },
      Passengers: [
        {
          FirstName: "Ali",
          LastName: "Rezaei",
          AgeTypeCode: "ADL",
          TicketNumber: "5000001",
          SaleInfo: { Payable: 45 },
          PenaltyPolicyPercent: 20,
          PenaltyAmountThatPassengerShouldPay: 9,
          OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerShouldHaveCharged: 0,
          OppositeFlightOnewayAndRoundtripPayableDifferenceThatPassengerCharged: 0,
          AmountThatShouldPayBackToPassenger: 36,
          OppositeFlight: null,
        },
      ],
      SaleCurrency: { Id: 1, Code: "IRR" },
    },
  };
}
