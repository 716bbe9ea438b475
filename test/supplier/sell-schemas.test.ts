import { describe, expect, it } from "vitest";
import { SchemaError, SupplierError, TransportError, supplierErrorKind } from "../../src/supplier/errors.js";
import { BookResponseSchema, LockResponseSchema } from "../../src/supplier/schemas/sell.js";
import { bookBody, lockBody, type BookOrder, type OfferedSegment } from "../../src/supplier/sell-request.js";
import { DEFAULT_TITLES, missingTitles } from "../../src/supplier/titles.js";
import { parseAnswer } from "../../src/supplier/validate.js";
import { failure } from "../support/supplier.js";

/** Lock, Book and ReleaseLock without a server: request bodies, tolerant answers, error kinds. */

/** What parsing an answer throws. */
const thrown = (parse: () => unknown) => failure(Promise.resolve().then(parse));

const CREDS = { Username: "agent", Password: "fe01ce2a7fbac8fafaed7c982a04e229" };

const segment = (number: string, from: string, to: string, at: string): OfferedSegment => ({
  FlightNumber: number,
  DepartureDateTime: at,
  Origin: { Code: from },
  Destination: { Code: to },
  FlightClass: { FareName: "Economy Flex" },
});
const out = segment("4010", "THR", "MHD", "2026-12-01 06:30");
const back = segment("4013", "MHD", "THR", "2026-12-05 15:05");

const order: BookOrder = {
  departure: out,
  returning: back,
  lock: { DepartureSegmentLockId: "7300001", ReturningSegmentLockId: 7300002, ExpiryInMinute: 10 },
  passengers: [
    { age: "adult", sex: "F", firstName: "Sara", lastName: "Karimi", birthDate: "1990-02-03", nationalCode: "0012345678", passport: null },
    { age: "infant", sex: "M", firstName: "Aria", lastName: "Karimi", birthDate: "2025-10-01", nationalCode: "0098765432", passport: null },
    { age: "child", sex: "F", firstName: "Lina", lastName: "Weber", birthDate: "2019-05-06", nationalCode: null, passport: { number: "C01X00T47", expiryDate: "2030-01-01", nationality: "DE", issuedIn: "AT" } },
  ],
  mobile: "+989121234567",
  email: "sara@example.com",
  totalPayable: 101_700_000.5,
  reference: "FLD-7Q2",
};

describe("request bodies", () => {
  it("locks the segments as the search named them, the party's counts and the total as given", () => {
    expect(lockBody({ departure: out, returning: null, party: { adults: 2, children: 1, infants: 1 }, totalPayable: 0.3 }, CREDS)).toEqual({
      ...CREDS,
      DepartureSegment: { OriginIataCode: "THR", DestinationIataCode: "MHD", DepartureDateTime: "2026-12-01 06:30", FlightNumber: "4010", FareName: "Economy Flex" },
      ReturningSegment: null,
      AdultCount: 2,
      ChildCount: 1,
      InfantCount: 1,
      TotalPayable: 0.3,
    });
  });

  it("books each age group in its list, with the lock ids as they came and a title per age and sex", () => {
    const body = bookBody(order, DEFAULT_TITLES, CREDS);
    expect(body.DepartureSegment.LockId).toBe("7300001");
    expect(body.ReturningSegment).toMatchObject({ FlightNumber: "4013", LockId: 7300002 });
    expect(body.AdultPassengers).toEqual([
      { Title: "MS", FirstName: "Sara", LastName: "Karimi", BirthDate: "1990-02-03", IranianCartMelli: { CodeMelli: "0012345678" }, Passport: null },
    ]);
    expect(body.ChildPassengers[0]).toMatchObject({
      Title: "MISS",
      IranianCartMelli: null,
      Passport: { Number: "C01X00T47", ExpiryDate: "2030-01-01", NationalityCountryCode: "DE", PlaceOfIssueCountryCode: "AT" },
    });
    expect(body.InfantPassengers.map((p) => p.Title)).toEqual(["MSTR"]);
    expect(body).toMatchObject({ MobileNumber: "+989121234567", Email: "sara@example.com", TotalPayable: 101_700_000.5, YourLocalInventoryPnr: "FLD-7Q2" });
  });

  it("sends the configured words", () => {
    const titles = { adult: { M: "Mr", F: "Mrs" }, child: { M: "Mstr", F: "Miss" }, infant: { M: "Inf", F: "Inf" } };
    expect(bookBody(order, titles, CREDS).AdultPassengers[0]!.Title).toBe("Mrs");
    expect(missingTitles(titles)).toEqual([]);
    expect(missingTitles({ ...titles, child: { M: " ", F: "Miss" } })).toEqual(["child M"]);
  });

  it("refuses a return without the lock's return id", () => {
    expect(() => bookBody({ ...order, lock: { ...order.lock, ReturningSegmentLockId: null } }, DEFAULT_TITLES, CREDS)).toThrow(TypeError);
  });
});

describe("Lock answer", () => {
  it("keeps the lock ids as sent (a number or its text) and reads the expiry as a number", () => {
    const read = parseAnswer("Lock", LockResponseSchema, { departureSegmentLockId: "7300001", ExpiryInMinute: "10" });
    expect(read).toMatchObject({ DepartureSegmentLockId: "7300001", ReturningSegmentLockId: null, ExpiryInMinute: 10 });
  });

  it("makes an answer without the departure lock id a SchemaError whose outcome is unknown", async () => {
    const err = await thrown(() => parseAnswer("Lock", LockResponseSchema, { DepartureSegmentLockId: null, ExpiryInMinute: 10 }));
    expect(err).toBeInstanceOf(SchemaError);
    expect(err).toMatchObject({ path: "DepartureSegmentLockId", outcomeUnknown: true });
  });
});

describe("Book answer", () => {
  const ticket = (key: "LocalTicketNumber" | "TicketNumber", number: string) => ({ FlightNumber: "4010", FlightDate: "2026-12-01 06:30", [key]: number });

  it.each([
    ["LocalPnr and LocalTicketNumber", { LocalPnr: "K7M2QA", PassengerList: [{ FirstName: "Sara", LastName: "Karimi", DepartureSegment: ticket("LocalTicketNumber", "1102310040001"), ReturningSegment: null }] }],
    ["an older version's Pnr and TicketNumber", { Pnr: "K7M2QA", PassengerList: [{ FirstName: "Sara", LastName: "Karimi", DepartureSegment: ticket("TicketNumber", "1102310040001") }] }],
    ["camelCase", { localPnr: "K7M2QA", passengerList: [{ firstName: "Sara", lastName: "Karimi", departureSegment: { localTicketNumber: "1102310040001" } }] }],
  ])("reads %s as the same booking", (_, answer) => {
    const read = parseAnswer("Book", BookResponseSchema, structuredClone(answer));
    expect(read.LocalPnr).toBe("K7M2QA");
    expect(read.PassengerList[0]!.DepartureSegment.LocalTicketNumber).toBe("1102310040001");
    expect(read.PassengerList[0]!.ReturningSegment).toBeNull();
  });

  it.each([
    ["without a PNR", { PassengerList: [] }, "LocalPnr"],
    ["with a passenger without a ticket", { LocalPnr: "K7M2QA", PassengerList: [{ FirstName: "Sara", LastName: "Karimi", DepartureSegment: { FlightNumber: "4010" } }] }, "PassengerList[0].DepartureSegment.LocalTicketNumber"],
  ])("makes an answer %s a SchemaError at %s, its outcome unknown", async (_, answer, path) => {
    const err = await thrown(() => parseAnswer("Book", BookResponseSchema, answer));
    expect(err).toBeInstanceOf(SchemaError);
    expect(err).toMatchObject({ operation: "Book", path, outcomeUnknown: true });
  });
});

describe("selling errors", () => {
  it.each([
    ["Error1001-FlightNotFound", "FlightNotFound"],
    ["Error1002-NoEnoughSeatAvailable", "NoSeats"],
    ["Error1003-NoEnoughSeatAvailable", "NoSeats"],
    ["Error1004-NoEnoughCredit", "NoCredit"],
    ["Error1005-CreditDueDateReached", "CreditDueDateReached"],
    ["Error1006-FareNotFound", "FareNotFound"],
    ["Error1007-DuplicateClientPnr", "DuplicateReference"],
    ["Error1010-LockReleased", "LockReleased"],
    ["Error1011-FlightTimeMismatch", "FlightTimeMismatch"],
    ["Error1012-ForbiddenNationality", "ForbiddenNationality"],
    ["Error1013-FlightLockCountLimit", "LockSeatLimit"],
    ["Error1052-FareMismatchException", "FareChanged"],
    ["PriceChangedException", "FareChanged"],
  ])("%s -> %s", (code, kind) => {
    expect(supplierErrorKind(code, "Book")).toBe(kind);
  });

  it("takes a generic Exception naming TotalPayable as a changed fare on Lock and Book only", () => {
    expect(supplierErrorKind("Exception", "Lock", "TotalPayable is wrong, search again")).toBe("FareChanged");
    expect(supplierErrorKind("Exception", "GetStatus", "TotalPayable is wrong, search again")).toBe("Exception");
  });

  it("makes every named refusal of Book definite, even at 500, and a generic 5xx or a lost answer unknown", () => {
    for (const code of ["Error1004-NoEnoughCredit", "Error1007-DuplicateClientPnr", "Error1010-LockReleased", "Error1012-ForbiddenNationality", "Error1052-FareMismatchException"]) {
      expect(new SupplierError("Book", code, null, 500)).toMatchObject({ outcomeUnknown: false, serverFailure: false });
    }
    expect(new SupplierError("Book", "Exception", "Object reference not set", 500).outcomeUnknown).toBe(true);
    expect(new SupplierError("Book", "Exception", "Invalid request", 400).outcomeUnknown).toBe(false);
    expect(new TransportError("Book", "timeout", null, "", "no answer").outcomeUnknown).toBe(true);
    expect(new TransportError("Lock", "network", null, "", "reset").outcomeUnknown).toBe(true);
    // ReleaseLock is repeated like a read: nothing about it is ever unknown.
    expect(new TransportError("ReleaseLock", "timeout", null, "", "no answer").outcomeUnknown).toBe(false);
  });
});
