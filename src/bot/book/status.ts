/**
 * The outcome of a Book that got no clear answer, read with GetStatus by its
 * YourLocalInventoryPnr (src/supplier/README.md "Never twice"), as plain data.
 */
import type { SupplierClient } from "../../supplier/client.js";
import { SupplierError } from "../../supplier/errors.js";
import type { StatusResponse } from "../../supplier/schemas/booking.js";
import { issuedByStatus, type IssuedBooking } from "./issued.js";

/** StatusId 1 (OK): issued. 2 (Failed): not issued, with FailReason. */
const ISSUED = 1;
const FAILED = 2;

export type StatusReading =
  | { state: "issued"; booking: IssuedBooking }
  /** `reason`: FailReason, or the supplier's words that it never took the request. */
  | { state: "failed"; reason: string }
  /** No usable answer (yet): asked again later, never booked again. */
  | { state: "unknown"; detail: string };

export async function readBookStatus(supplier: SupplierClient, reference: string): Promise<StatusReading> {
  try {
    return readingOf(await supplier.getStatus(reference));
  } catch (err) {
    // The generic Exception naming the reference: no Book with it reached the supplier.
    if (err instanceof SupplierError && err.kind === "Exception" && err.explanation !== null && err.speaksOf(reference)) {
      return { state: "failed", reason: err.explanation };
    }
    return { state: "unknown", detail: err instanceof Error ? err.message : String(err) };
  }
}

/** What GetStatus's answer says of the Book. */
export function readingOf(status: StatusResponse): StatusReading {
  const issued = issuedByStatus(status);
  if (status.StatusId === ISSUED && issued.pnr !== "") return { state: "issued", booking: issued };
  if (status.StatusId === FAILED) return { state: "failed", reason: status.FailReason?.trim() || (status.StatusDesc ?? "Failed") };
  return { state: "unknown", detail: `StatusId ${status.StatusId} ${status.StatusDesc ?? ""}`.trim() };
}
