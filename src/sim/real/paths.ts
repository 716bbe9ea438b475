import { OPERATION_PATHS, SIM_OPERATIONS, type SimOperation } from "../operations.js";

/**
 * (h) Operation paths matched case-insensitively with any version segment, as IIS routes them:
 * /API/partners/flight/availability/V17/SearchByRouteAndDate is SearchByRouteAndDate.
 */
const loose = (path: string): string => path.toLowerCase().replace(/\/v\d+(?=\/|$)/g, "/v");

const BY_LOOSE_PATH = new Map(SIM_OPERATIONS.map((op) => [loose(OPERATION_PATHS[op]), op]));

export function looseOperationAt(path: string): SimOperation | undefined {
  return BY_LOOSE_PATH.get(loose(path));
}
