/**
 * The supplier operations, their paths under {base_url}, and whether a retry is safe.
 * Reads have no side effect and may be repeated, and so may ReleaseLock: a lock is released
 * once, a second release only hears Error1010. Writes (DoRefund, Bot Flight Update, Lock, Book)
 * are kept out of the retrying call path by their type.
 */
export const READ_OPERATIONS = {
  SearchByRouteAndDate: "/api/Partners/Flight/Availability/V18/SearchByRouteAndDate",
  GetPenalty: "/api/Partners/Flight/Refund/V3/GetPenalty",
  GetHistory: "/api/Partners/Flight/RetrieveBooking/V3/GetHistory",
  GetStatus: "/api/Partners/Flight/RetrieveBooking/V3/GetStatus",
  B2MGetEvents: "/api/ThirdParties/EventRetrieval/B2M/V1/GetEvents",
  B2BGetEvents: "/api/ThirdParties/EventRetrieval/B2B/V1/GetEvents",
  AircraftGetList: "/api/B2M/Bot/Flight/Charter/FlightManagement/Aircraft/GetList/V1",
  RefundGetStatus: "/api/Partners/Flight/Refund/V3/GetStatus",
  ChangedScheduleCharter: "/api/Partners/ChangedSchedulePassengers/V1/Charter/Get",
  ChangedScheduleWebservice: "/api/Partners/ChangedSchedulePassengers/V1/Webservice/Get",
  FlightGetList: "/api/B2M/Bot/Flight/Charter/FlightManagement/Flight/GetList/V1",
  CurrentBalance: "/api/Partners/Generic/V7/CurrentBalance",
  ReleaseLock: "/api/Partners/Flight/Booking/V17/ReleaseLock",
} as const;

export const WRITE_OPERATIONS = {
  DoRefund: "/api/Partners/Flight/Refund/V3/DoRefund",
  FlightUpdate: "/api/B2M/Bot/Flight/Charter/FlightManagement/Flight/Update/V1",
  Lock: "/api/Partners/Flight/Booking/V17/Lock",
  Book: "/api/Partners/Flight/Booking/V17/Book",
} as const;

export type ReadOperation = keyof typeof READ_OPERATIONS;
export type WriteOperation = keyof typeof WRITE_OPERATIONS;
export type SupplierOperation = ReadOperation | WriteOperation;

/** A write may have taken effect when no clear answer came back: never retried, its failures may be unknown. */
export function isWriteOperation(operation: SupplierOperation): operation is WriteOperation {
  return Object.hasOwn(WRITE_OPERATIONS, operation);
}

export type OperationPaths = Readonly<Record<SupplierOperation, string>>;

/** The interface's paths; SUPPLIER_PATHS overrides them per supplier (versions differ). */
export const DEFAULT_PATHS: OperationPaths = { ...READ_OPERATIONS, ...WRITE_OPERATIONS };

/** The short names SUPPLIER_PATHS uses (the operation names are accepted too, in any case). */
export const OPERATION_NAMES: Readonly<Record<string, SupplierOperation>> = {
  search: "SearchByRouteAndDate",
  penalty: "GetPenalty",
  refund: "DoRefund",
  history: "GetHistory",
  status: "GetStatus",
  b2m: "B2MGetEvents",
  b2b: "B2BGetEvents",
  aircraft: "AircraftGetList",
  refundstatus: "RefundGetStatus",
  changedcharter: "ChangedScheduleCharter",
  changedwebservice: "ChangedScheduleWebservice",
  flights: "FlightGetList",
  flightupdate: "FlightUpdate",
  balance: "CurrentBalance",
  lock: "Lock",
  book: "Book",
  releaselock: "ReleaseLock",
};

/** The operation a SUPPLIER_PATHS name stands for, or undefined. */
export function operationNamed(name: string): SupplierOperation | undefined {
  const wanted = name.trim().toLowerCase();
  return OPERATION_NAMES[wanted] ?? (Object.keys(DEFAULT_PATHS) as SupplierOperation[]).find((op) => op.toLowerCase() === wanted);
}

const MiB = 1024 * 1024;

/**
 * The largest answer the bot reads per operation, counted on the wire and again once decoded
 * (so a small gzip body cannot inflate past it). Searches, bookings and quotes are small; an
 * event page is sized for the bot's heap: a fuller page is refused and the poller asks for a
 * shorter time range instead.
 */
export const ANSWER_LIMITS: Readonly<Record<SupplierOperation, number>> = {
  SearchByRouteAndDate: 16 * MiB,
  GetPenalty: 2 * MiB,
  DoRefund: 1 * MiB,
  GetHistory: 4 * MiB,
  GetStatus: 4 * MiB,
  B2MGetEvents: 16 * MiB,
  B2BGetEvents: 16 * MiB,
  AircraftGetList: 4 * MiB,
  RefundGetStatus: 1 * MiB,
  ChangedScheduleCharter: 8 * MiB,
  ChangedScheduleWebservice: 8 * MiB,
  FlightGetList: 4 * MiB,
  FlightUpdate: 1 * MiB,
  CurrentBalance: 1 * MiB,
  Lock: 1 * MiB,
  Book: 1 * MiB,
  ReleaseLock: 1 * MiB,
};
