/**
 * The eight operations of the interface, the six of issue 15 beyond it, the three of selling
 * (Lock, Book, ReleaseLock), and their paths.
 */
export const SIM_OPERATIONS = [
  "SearchByRouteAndDate",
  "GetPenalty",
  "DoRefund",
  "GetHistory",
  "GetStatus",
  "B2MGetEvents",
  "B2BGetEvents",
  "AircraftGetList",
  "RefundGetStatus",
  "ChangedScheduleCharter",
  "ChangedScheduleWebservice",
  "FlightGetList",
  "FlightUpdate",
  "CurrentBalance",
  "Lock",
  "Book",
  "ReleaseLock",
] as const;

export type SimOperation = (typeof SIM_OPERATIONS)[number];

export const OPERATION_PATHS: Readonly<Record<SimOperation, string>> = {
  SearchByRouteAndDate: "/api/Partners/Flight/Availability/V18/SearchByRouteAndDate",
  GetPenalty: "/api/Partners/Flight/Refund/V3/GetPenalty",
  DoRefund: "/api/Partners/Flight/Refund/V3/DoRefund",
  GetHistory: "/api/Partners/Flight/RetrieveBooking/V3/GetHistory",
  GetStatus: "/api/Partners/Flight/RetrieveBooking/V3/GetStatus",
  B2MGetEvents: "/api/ThirdParties/EventRetrieval/B2M/V1/GetEvents",
  B2BGetEvents: "/api/ThirdParties/EventRetrieval/B2B/V1/GetEvents",
  AircraftGetList: "/api/B2M/Bot/Flight/Charter/FlightManagement/Aircraft/GetList/V1",
  RefundGetStatus: "/api/Partners/Flight/Refund/V3/GetStatus",
  ChangedScheduleCharter: "/api/Partners/ChangedSchedulePassengers/V1/Charter/Get",
  ChangedScheduleWebservice: "/api/Partners/ChangedSchedulePassengers/V1/Webservice/Get",
  FlightGetList: "/api/B2M/Bot/Flight/Charter/FlightManagement/Flight/GetList/V1",
  FlightUpdate: "/api/B2M/Bot/Flight/Charter/FlightManagement/Flight/Update/V1",
  CurrentBalance: "/api/Partners/Generic/V7/CurrentBalance",
  Lock: "/api/Partners/Flight/Booking/V17/Lock",
  Book: "/api/Partners/Flight/Booking/V17/Book",
  ReleaseLock: "/api/Partners/Flight/Booking/V17/ReleaseLock",
};

const BY_PATH = new Map(SIM_OPERATIONS.map((op) => [OPERATION_PATHS[op], op]));

export function operationAt(path: string): SimOperation | undefined {
  return BY_PATH.get(path);
}

export function zeroCalls(): Record<SimOperation, number> {
  return Object.fromEntries(SIM_OPERATIONS.map((op) => [op, 0])) as Record<SimOperation, number>;
}

/** Operations under the Bot path: the ones an API key guards. */
export function isBotOperation(operation: SimOperation): boolean {
  return OPERATION_PATHS[operation].includes("/Bot/");
}
