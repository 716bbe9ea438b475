import { isRecord, type Json } from "../json.js";

/**
 * (h) Request member names matched case-insensitively, as a .NET model binder does: `username`,
 * `PNR` and `originDestinationOptionList` reach the handlers as Username, Pnr and
 * OriginDestinationOptionList. A member named exactly wins over another spelling of it.
 */
const MEMBERS = [
  "Username", "Password", "AccessToken", "Credential", "Pnr", "Culture",
  "OriginDestinationOptionList", "OriginIataCode", "DestinationIataCode", "FlightDate",
  "FlightSource", "FetchFlightsThatAreRestrictedForTour", "FetchClosedFlights",
  "SegmentList", "TicketNumber", "PenaltyAmountThatPassengerShouldPay",
  "Remarks", "ETicketFileContent", "ETicketFileName", "Reason",
  "YourLocalInventoryPnr", "FromDatetime", "ToDatetime", "EventTypeList",
  "TrackingCode", "FromDate", "ToDate", "FlightId", "OldData",
  "DepartureSegment", "ReturningSegment", "DepartureDateTime", "FlightNumber", "FareName", "LockId",
  "AdultCount", "ChildCount", "InfantCount", "TotalPayable", "AdultPassengers", "ChildPassengers", "InfantPassengers",
  "Title", "FirstName", "LastName", "BirthDate", "IranianCartMelli", "CodeMelli", "Passport", "Number", "ExpiryDate",
  "NationalityCountryCode", "PlaceOfIssueCountryCode", "MobileNumber", "Email",
];

const CANONICAL = new Map(MEMBERS.map((name) => [name.toLowerCase(), name]));

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (!isRecord(value)) return value;
  const out: Json = {};
  for (const [key, member] of Object.entries(value)) {
    const name = CANONICAL.get(key.toLowerCase()) ?? key;
    if (name !== key && Object.hasOwn(value, name)) continue;
    out[name] = canonical(member);
  }
  return out;
}

export function canonicalMembers(body: Json): Json {
  return canonical(body) as Json;
}
