import { setTimeout as sleep } from "node:timers/promises";
import { belowSold, flightDifferences, unheldChanges } from "../../domain/flight-control.js";
import { moveProposal, type FlightProposal, type ProposalDetail, type ProposalState } from "../../ledger/flight-proposals.js";
import type { Ledger } from "../../ledger/ledger.js";
import type { Logger } from "../../logger.js";
import type { SupplierClient } from "../../supplier/client.js";
import { SchemaError, SupplierCallError, SupplierError, TransportError } from "../../supplier/errors.js";
import { wireFlight, type WireFlight } from "../../supplier/schemas/flight-control.js";
import { readFlightById, soldSeats } from "./read.js";

export interface CarryOutDeps {
  ledger: Ledger;
  supplier: SupplierClient;
  log: Logger;
  /** How long the supplier's GetList may lag an Update: waited out before the read-back. */
  readBackMs: number;
}

/**
 * An approved proposal (state "sending") carried out: the flight is read again, and a flight that
 * differs from the one the proposal was made on is refused as stale, with what changed; a capacity
 * below the seats the ledger counts as sold now is not sent, with that count. Otherwise Update
 * goes once with the fresh OldData (never retried). Accepted, the state becomes "checking" before
 * the list's lag is waited out and the flight read back: the change holds, or the reading shows
 * otherwise (mismatch). No answer to Update leaves the outcome unknown, said with what the
 * flight shows after the lag. Each state is written before the next call, so a stop in between
 * leaves a state the start-up report reads (interrupted.ts), never a change to send again.
 */
export async function carryOut(d: CarryOutDeps, p: FlightProposal): Promise<FlightProposal> {
  const settle = async (from: ProposalState, state: ProposalState, detail: ProposalDetail): Promise<FlightProposal> => {
    if (!(await moveProposal(d.ledger.db, p.id, from, state, detail))) d.log.warn({ proposal: p.id, from, state }, "a flight proposal had moved on meanwhile");
    return { ...p, state, detail };
  };
  const place = { date: p.date, origin: p.origin, destination: p.destination };
  let fresh;
  try {
    fresh = await readFlightById(d.supplier, place, p.flightId);
  } catch (err) {
    d.log.warn({ err: String(err), proposal: p.id }, "could not read the flight again: nothing was sent");
    return settle("sending", "not-sent", { message: failureWords(err) });
  }
  if (!fresh) return settle("sending", "not-sent", { gone: true });
  const differences = flightDifferences(p.oldData, wireFlight(fresh));
  if (differences.length > 0) return settle("sending", "stale", { differences, read: wireFlight(fresh) });
  if (p.change.seatCapacity !== undefined) {
    // Seats sold since the proposal count: the ledger's number now, not the one the proposer saw.
    let sold;
    try {
      sold = await soldSeats(d.ledger, fresh);
    } catch (err) {
      d.log.warn({ err: String(err), proposal: p.id }, "could not count the seats sold: nothing was sent");
      return settle("sending", "not-sent", { message: failureWords(err) });
    }
    if (sold !== null && belowSold(p.change.seatCapacity, sold)) return settle("sending", "not-sent", { sold });
  }

  try {
    await d.supplier.updateFlight(fresh, p.change);
  } catch (err) {
    d.log.warn({ err: String(err), proposal: p.id }, "flight Update failed");
    if (err instanceof SupplierError && err.kind === "StaleFlightData") return settle("sending", "stale", { message: failureWords(err) });
    // Only the client knows what a failure says of a write; anything else may have followed it.
    if (err instanceof SupplierCallError && !err.outcomeUnknown) return settle("sending", "refused", { message: failureWords(err) });
    const read = await readBack(d, p, place);
    return settle("sending", "unknown", { message: failureWords(err), ...(read.ok ? { read: read.flight } : {}) });
  }
  await moveProposal(d.ledger.db, p.id, "sending", "checking");
  const read = await readBack(d, p, place);
  if (!read.ok) return settle("checking", "unchecked", read.gone ? { gone: true } : { message: read.message });
  const unheld = unheldChanges(read.flight, p.change);
  return settle("checking", unheld.length === 0 ? "holds" : "mismatch", { read: read.flight, ...(unheld.length > 0 ? { differences: unheld } : {}) });
}

type ReadBack = { ok: true; flight: WireFlight } | { ok: false; gone: boolean; message: string };

/** The flight after the list's lag. */
async function readBack(d: CarryOutDeps, p: FlightProposal, place: { date: string; origin: string; destination: string }): Promise<ReadBack> {
  await sleep(d.readBackMs);
  try {
    const flight = await readFlightById(d.supplier, place, p.flightId);
    return flight ? { ok: true, flight: wireFlight(flight) } : { ok: false, gone: true, message: "" };
  } catch (err) {
    d.log.warn({ err: String(err), proposal: p.id }, "could not read the flight back");
    return { ok: false, gone: false, message: failureWords(err) };
  }
}

/** A failure in a few words for the admins: the supplier's own, or what went wrong on the way. */
export function failureWords(err: unknown): string {
  if (err instanceof SupplierError) return err.supplierMessage ?? err.code;
  if (err instanceof TransportError) return err.status ? `${err.kind}, HTTP ${err.status}` : err.kind;
  if (err instanceof SchemaError) return "unreadable answer";
  return err instanceof Error ? err.name : "failure";
}
