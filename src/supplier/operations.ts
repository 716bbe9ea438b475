/**
 * The supplier operations, their paths under {base_url}, and whether a retry is safe.
 * Reads have no side effect and may be repeated; DoRefund is the only write and its type
 * keeps it out of the retrying call path.
 */
export const READ_OPERATIONS = {
  SearchByRouteAndDate: "/api/Partners/Flight/Availability/V18/SearchByRouteAndDate",
  GetPenalty: "/api/Partners/Flight/Refund/V3/GetPenalty",
  GetHistory: "/api/Partners/Flight/RetrieveBooking/V3/GetHistory",
  GetStatus: "/api/Partners/Flight/RetrieveBooking/V3/GetStatus",
  B2MGetEvents: "/api/ThirdParties/EventRetrieval/B2M/V1/GetEvents",
  B2BGetEvents: "/api/ThirdParties/EventRetrieval/B2B/V1/GetEvents",
  AircraftGetList: "/api/B2M/Bot/Flight/Charter/FlightManagement/Aircraft/GetList/V1",
} as const;

export const WRITE_OPERATIONS = {
  DoRefund: "/api/Partners/Flight/Refund/V3/DoRefund",
} as const;

export type ReadOperation = keyof typeof READ_OPERATIONS;
export type WriteOperation = keyof typeof WRITE_OPERATIONS;
export type SupplierOperation = ReadOperation | WriteOperation;

export function operationPath(op: SupplierOperation): string {
  return op === "DoRefund" ? WRITE_OPERATIONS[op] : READ_OPERATIONS[op];
}
