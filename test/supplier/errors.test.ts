import { describe, expect, it } from "vitest";
import {
  SchemaError,
  SupplierError,
  TransportError,
  sanitiseExcerpt,
  supplierErrorKind,
  supplierWords,
} from "../../src/supplier/errors.js";
import { interpretAnswer } from "../../src/supplier/response.js";

const HASH = "fe01ce2a7fbac8fafaed7c982a04e229";
const TOKEN = "demo-access-token";
const answer = (status: number, text: string) => ({ status, text, bytes: text.length });

describe("supplierErrorKind", () => {
  it.each([
    ["Error1008-PenaltyIsNotDefinedException", "PenaltyNotDefined"],
    ["Error1009-PenaltyMismatchException", "PenaltyMismatch"],
    ["Error1017-TicketNumberNotFound", "TicketNotFound"],
    ["Error1027-AirportNotFound", "AirportNotFound"],
    ["Exception", "Exception"],
    ["Error1099-SomethingNewException", "Other"],
    ["Error1004-NotEnoughCreditException", "NoCredit"],
    ["Error1005", "CreditDueDateReached"],
    ["error1009-penaltymismatch", "PenaltyMismatch"],
    ["Error10040-Other", "Other"],
    ["Error1051-FlightOldDataMismatchException", "StaleFlightData"],
    ["DbUpdateConcurrencyException", "StaleFlightData"],
  ])("%s -> %s", (code, kind) => {
    expect(supplierErrorKind(code)).toBe(kind);
  });

  it("takes a generic Exception naming OldData as stale on Flight Update only", () => {
    expect(supplierErrorKind("Exception", "FlightUpdate", "OldData does not match")).toBe("StaleFlightData");
    expect(supplierErrorKind("Exception", "FlightGetList", "OldData does not match")).toBe("Exception");
  });

  it("makes the credit errors and a stale update definite refusals at any status", () => {
    for (const code of ["Error1004-NotEnoughCreditException", "Error1005-CreditDueDateReachedException", "Error1051-FlightOldDataMismatchException"]) {
      const err = new SupplierError("FlightUpdate", code, null, 500);
      expect(err).toMatchObject({ outcomeUnknown: false, serverFailure: false, accountRefused: false });
    }
    expect(new SupplierError("FlightUpdate", "Exception", "boom", 500).outcomeUnknown).toBe(true);
  });
});

describe("interpretAnswer", () => {

  it("returns the JSON of a 2xx answer", () => {
    expect(interpretAnswer("GetStatus", answer(200, '{"StatusId":1}'), [])).toEqual({ StatusId: 1 });
  });

  it("reads a body that starts with a byte order mark", () => {
    expect(interpretAnswer("GetStatus", answer(200, '\uFEFF{"StatusId":1}'), [])).toEqual({ StatusId: 1 });
  });

  it("makes an ExceptionType a SupplierError whatever the status", () => {
    for (const status of [200, 400, 500]) {
      const body = JSON.stringify({ ExceptionType: "Exception", ErrorMessage: "PNR is locked" });
      const err = catchError(() => interpretAnswer("GetHistory", answer(status, body), []));
      expect(err).toBeInstanceOf(SupplierError);
      expect(err).toMatchObject({ code: "Exception", kind: "Exception", supplierMessage: "PNR is locked", status });
      expect((err as SupplierError).message).toBe("GetHistory: supplier error Exception: PNR is locked");
    }
  });

  it("gives a null supplierMessage when there is no ErrorMessage", () => {
    const err = catchError(() =>
      interpretAnswer("GetPenalty", answer(400, '{"ExceptionType":"Error1017-TicketNumberNotFound"}'), []),
    );
    expect(err).toMatchObject({ kind: "TicketNotFound", supplierMessage: null });
  });

  it("ignores a null ExceptionType in a success body", () => {
    expect(interpretAnswer("GetStatus", answer(200, '{"ExceptionType":null,"StatusId":1}'), [])).toMatchObject({
      StatusId: 1,
    });
  });

  it("makes a non-2xx without ExceptionType a TransportError http with an excerpt", () => {
    const err = catchError(() => interpretAnswer("GetStatus", answer(502, "<html>\n<b>Bad gateway</b></html>"), []));
    expect(err).toBeInstanceOf(TransportError);
    expect(err).toMatchObject({ kind: "http", status: 502, excerpt: "<html> <b>Bad gateway</b></html>" });
  });

  it("makes a 2xx body that is not JSON a TransportError not-json", () => {
    const err = catchError(() => interpretAnswer("GetStatus", answer(200, '{"StatusId":'), []));
    expect(err).toMatchObject({ kind: "not-json", status: 200, excerpt: "JSON-like text of 12 characters (members StatusId)" });
  });

  it("reads an ErrorMessage or the framework's Message without data as the generic Exception, with its TraceId", () => {
    const bodies = [
      { traceId: null, body: { ErrorMessage: "PNR is locked" } },
      { traceId: "0HN7ABC:00000002", body: { errorMessage: "PNR is locked", TraceId: "0HN7ABC:00000002" } },
      { traceId: "42", body: { Message: "PNR is locked", traceid: 42, StackTrace: null } },
    ];
    for (const { traceId, body } of bodies) {
      for (const status of [200, 400, 500]) {
        const err = catchError(() => interpretAnswer("GetHistory", answer(status, JSON.stringify(body)), []));
        expect(err).toBeInstanceOf(SupplierError);
        expect(err).toMatchObject({ code: "Exception", kind: "Exception", supplierMessage: "PNR is locked", status, traceId });
      }
    }
  });

  it("keeps the TraceId of an error with an ExceptionType, in any case of its members", () => {
    const body = JSON.stringify({ exceptionType: "Error1009-PenaltyMismatchException", errorMessage: null, traceId: "abc-1" });
    const err = catchError(() => interpretAnswer("DoRefund", answer(500, body), []));
    expect(err).toMatchObject({ kind: "PenaltyMismatch", traceId: "abc-1", outcomeUnknown: false });
    expect(String(err)).toContain("trace abc-1");
  });

  it("does not take an answer with data for an error because it carries a message", () => {
    const body = { StatusId: 1, StatusDesc: "OK", Message: "Issued", ErrorMessage: null };
    expect(interpretAnswer("GetStatus", answer(200, JSON.stringify(body)), [])).toEqual(body);
    expect(interpretAnswer("GetStatus", answer(200, '{"ErrorMessage":"","StatusId":2}'), [])).toMatchObject({ StatusId: 2 });
  });

  it("takes a DoRefund answer with words but no ExceptionType as unclear at 2xx or beside data, a refusal at 4xx", () => {
    const unclear = [
      answer(200, '{"TrackingCode":null,"Message":"Refund registered"}'),
      answer(200, '{"ErrorMessage":"Ticket already used"}'),
      answer(400, '{"IsSuccess":false,"ErrorMessage":"Ticket already used"}'),
      answer(200, '{"TrackingCode":"","errorMessage":"x"}'),
    ];
    for (const body of unclear) {
      const err = catchError(() => interpretAnswer("DoRefund", body, []));
      expect(err, body.text).toBeInstanceOf(SchemaError);
      expect(err).toMatchObject({ outcomeUnknown: true });
    }
    expect(catchError(() => interpretAnswer("DoRefund", answer(400, '{"ErrorMessage":"Invalid remarks","TraceId":"t1"}'), []))).toMatchObject({
      name: "SupplierError",
      outcomeUnknown: false,
      traceId: "t1",
    });
    expect(catchError(() => interpretAnswer("DoRefund", answer(500, '{"Message":"An error has occurred."}'), []))).toMatchObject({ name: "SupplierError", outcomeUnknown: true });
    // A read with a note beside its data is data.
    expect(interpretAnswer("GetStatus", answer(200, '{"StatusId":1,"Message":"OK"}'), [])).toEqual({ StatusId: 1, Message: "OK" });
  });

  it("shortens a long supplier message to 300 characters, and scrubs secrets from an ExceptionType too", () => {
    const err = catchError(() => interpretAnswer("GetHistory", answer(400, JSON.stringify({ ExceptionType: `Bad${HASH}`, ErrorMessage: "x".repeat(5000) })), [HASH]));
    expect((err as SupplierError).supplierMessage).toHaveLength(301);
    expect(String(err).length).toBeLessThan(400);
    expect((err as SupplierError).code).toBe("Bad[secret]");
  });

  it("makes a redirect a TransportError that names where it points, and is not followed", () => {
    const err = catchError(() =>
      interpretAnswer("GetStatus", { status: 301, text: "", bytes: 0, location: "https://www.supplier.example/api/x" }, []),
    );
    expect(err).toMatchObject({ kind: "redirect", status: 301, outcomeUnknown: false });
    expect(String(err)).toContain("https://www.supplier.example/api/x");
    expect(String(err)).toContain("SUPPLIER_BASE_URL");
  });

  it("scrubs secrets from the excerpt and the supplier message", () => {
    const echo = JSON.stringify({ ExceptionType: "Exception", ErrorMessage: `bad password ${HASH}` });
    const err1 = catchError(() => interpretAnswer("GetHistory", answer(400, echo), [HASH]));
    const err2 = catchError(() => interpretAnswer("AircraftGetList", answer(500, `token ${TOKEN} refused`), [HASH, TOKEN]));
    for (const err of [err1, err2]) {
      const text = JSON.stringify(err) + String(err);
      expect(text).not.toContain(HASH);
      expect(text).not.toContain(TOKEN);
      expect(text).toContain("[secret]");
    }
  });
});

describe("outcomeUnknown", () => {
  it("is true only for a DoRefund whose answer was lost or unreadable", () => {
    expect(new TransportError("DoRefund", "timeout", null, "", "").outcomeUnknown).toBe(true);
    expect(new TransportError("DoRefund", "network", null, "", "").outcomeUnknown).toBe(true);
    expect(new TransportError("DoRefund", "http", 503, "", "").outcomeUnknown).toBe(true);
    expect(new TransportError("DoRefund", "not-json", 200, "", "").outcomeUnknown).toBe(true);
    expect(new SchemaError("DoRefund", "TrackingCode", "expected string").outcomeUnknown).toBe(true);
  });

  it("is false when the refund was definitely refused", () => {
    expect(new TransportError("DoRefund", "http", 404, "", "").outcomeUnknown).toBe(false);
    expect(new TransportError("DoRefund", "redirect", 301, "", "").outcomeUnknown).toBe(false);
    expect(new SupplierError("DoRefund", "Error1009-PenaltyMismatchException", null, 400).outcomeUnknown).toBe(false);
    expect(new SupplierError("DoRefund", "Exception", "Invalid remarks", 400).outcomeUnknown).toBe(false);
    expect(new SupplierError("DoRefund", "Exception", "Invalid remarks", 200).outcomeUnknown).toBe(false);
  });

  it("is true for a DoRefund answered by a generic failure at 5xx, false for a named refusal at any status", () => {
    expect(new SupplierError("DoRefund", "Exception", "Object reference not set", 500).outcomeUnknown).toBe(true);
    expect(new SupplierError("DoRefund", "System.NullReferenceException", null, 503).outcomeUnknown).toBe(true);
    for (const code of ["Error1008-PenaltyIsNotDefinedException", "Error1009-PenaltyMismatchException", "Error1017-TicketNumberNotFound"]) {
      for (const status of [200, 400, 500]) expect(new SupplierError("DoRefund", code, null, status).outcomeUnknown).toBe(false);
    }
    expect(new TransportError("DoRefund", "too-large", 200, "", "").outcomeUnknown).toBe(true);
    // A body too large or unreadable after a failure of the server's own: maybe applied too.
    expect(new TransportError("DoRefund", "too-large", 500, "", "").outcomeUnknown).toBe(true);
    expect(new TransportError("DoRefund", "not-json", 502, "", "").outcomeUnknown).toBe(true);
    expect(new TransportError("DoRefund", "not-json", 400, "", "").outcomeUnknown).toBe(false);
  });

  it("is false for reads", () => {
    expect(new TransportError("GetPenalty", "timeout", null, "", "").outcomeUnknown).toBe(false);
    expect(new SchemaError("GetPenalty", "PassengerList", "expected array").outcomeUnknown).toBe(false);
  });
});

describe("accountRefused", () => {
  it("is true when the supplier refuses the account, in English or Persian, or by HTTP 401/403", () => {
    for (const message of [
      "Invalid username or password.",
      "The caller IP 10.1.2.3 is not registered as trusted.",
      "An API key is required for this operation.",
      "The access token is invalid or has expired.",
      "نام کاربری یا رمز عبور اشتباه است",
      "Authorization has been denied for this request.",
    ]) {
      expect(new SupplierError("GetHistory", "Exception", message, 400).accountRefused).toBe(true);
    }
    // The web framework's refusal of the caller, at any status.
    for (const status of [200, 401, 403, 500]) {
      const err = catchError(() => interpretAnswer("GetStatus", answer(status, '{"Message":"Authorization has been denied for this request."}'), []));
      expect(err).toMatchObject({ name: "SupplierError", accountRefused: true, explanation: null });
    }
    expect(new SupplierError("GetHistory", "Exception", null, 401).accountRefused).toBe(true);
    expect(new TransportError("SearchByRouteAndDate", "http", 403, "", "").accountRefused).toBe(true);
  });

  it("is false for refusals of the request itself", () => {
    expect(new SupplierError("GetHistory", "Exception", "Access denied: the booking belongs to another agency.", 400).accountRefused).toBe(false);
    expect(new SupplierError("GetPenalty", "Exception", "Forbidden for this ticket", 400).accountRefused).toBe(false);
    expect(new SupplierError("GetHistory", "Exception", "No booking was found with the reference XYZ123.", 400).accountRefused).toBe(false);
    expect(new SupplierError("GetPenalty", "Error1017-TicketNumberNotFound", null, 401).accountRefused).toBe(false);
    expect(new TransportError("GetStatus", "http", 500, "", "").accountRefused).toBe(false);
    expect(new SchemaError("GetStatus", "StatusId", "expected number").accountRefused).toBe(false);
  });
});

describe("explanation", () => {
  it("is the supplier's words about the request at 200, 400 and 500 alike, in any error body", () => {
    for (const status of [200, 400, 500]) {
      for (const body of [
        { ExceptionType: "Exception", ErrorMessage: "No booking request was found with the reference X1." },
        { ErrorMessage: "No booking request was found with the reference X1.", TraceId: "t-1" },
        { Message: "No booking request was found with the reference X1." },
      ]) {
        const err = catchError(() => interpretAnswer("GetStatus", answer(status, JSON.stringify(body)), []));
        expect(err, `${status} ${JSON.stringify(body)}`).toMatchObject({ name: "SupplierError", explanation: "No booking request was found with the reference X1." });
        expect((err as SupplierError).speaksOf("x1")).toBe(true);
        expect((err as SupplierError).speaksOf("X2")).toBe(false);
      }
    }
  });

  it("keeps DoRefund's words without an ExceptionType in every outcome class, for the agent and the audit", () => {
    const body = JSON.stringify({ ErrorMessage: "Refunds of this flight are closed." });
    const unclear = catchError(() => interpretAnswer("DoRefund", answer(200, body), []));
    expect(unclear).toMatchObject({ name: "SchemaError", outcomeUnknown: true });
    const failed = catchError(() => interpretAnswer("DoRefund", answer(500, body), []));
    expect(failed).toMatchObject({ name: "SupplierError", outcomeUnknown: true });
    const refused = catchError(() => interpretAnswer("DoRefund", answer(400, body), []));
    expect(refused).toMatchObject({ name: "SupplierError", outcomeUnknown: false });
    for (const err of [unclear, failed, refused]) expect(supplierWords(err)).toBe("Refunds of this flight are closed.");
    expect(supplierWords(new TransportError("DoRefund", "timeout", null, "", ""))).toBeNull();
  });

  it("is null for a refused account and for an error without words", () => {
    expect(new SupplierError("GetStatus", "Exception", "Invalid username or password.", 500).explanation).toBeNull();
    expect(new SupplierError("GetStatus", "Exception", "Invalid username or password for X1.", 500).speaksOf("X1")).toBe(false);
    expect(new SupplierError("GetPenalty", "Error1017-TicketNumberNotFound", null, 400).explanation).toBeNull();
  });
});

describe("sanitiseExcerpt", () => {
  it("keeps about 200 characters on one line", () => {
    const excerpt = sanitiseExcerpt("a\r\n\tb" + "x".repeat(1000), []);
    expect(excerpt.startsWith("a b")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(201);
  });

  it("describes a cut JSON answer by its length and member names, never by the passengers' data in it", () => {
    const history = JSON.stringify({
      PNR: "SX6P9Q",
      PassengerList: [{ FirstName: "REZA", LastName: "KARIMI", BirthDate: "1984-03-09", NationalCode: "0012345678", Email: "reza@example.com", Mobile: "09121234567" }],
    });
    const excerpt = sanitiseExcerpt(history.slice(0, history.length - 10), []);
    expect(excerpt).toMatch(/^JSON-like text of \d+ characters \(members PNR, PassengerList, FirstName, LastName, BirthDate, NationalCode, Email, Mobile\)$/);
    expect(excerpt).not.toMatch(/REZA|KARIMI|1984|0012345678|example\.com|0912/);
  });

  it("masks e-mail addresses and long digit runs in a page that is not JSON", () => {
    const excerpt = sanitiseExcerpt("<html>Error for reza@example.com, national code 0012345678, code 503</html>", []);
    expect(excerpt).toBe("<html>Error for [email], national code [digits], code 503</html>");
  });

  it("redacts a secret that crosses the cut", () => {
    const body = "x".repeat(190) + HASH + "y".repeat(100);
    const excerpt = sanitiseExcerpt(body, [HASH]);
    expect(excerpt).not.toContain(HASH.slice(0, 10));
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return err;
  }
  throw new Error("expected a throw");
}
