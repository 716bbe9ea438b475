import type { Kysely, Selectable } from "kysely";
import type { FieldDifference } from "../domain/flight-control.js";
import type { FlightChange, WireFlight } from "../supplier/schemas/flight-control.js";
import type { FlightProposalsTable, LedgerTables } from "./schema.js";

/**
 * Flight control's proposals in the ledger's database (migration 0008). Every move of a
 * proposal is one conditional UPDATE from the state it must be in: two admins tapping Approve
 * at once, or a tap on an old button, find it moved and change nothing.
 */

/**
 * pending: waiting for a second admin. sending: approved, Update being sent. checking: Update
 * accepted, the flight being read back. Then one outcome: holds, mismatch (the read-back does
 * not show the change), stale (the flight changed since the proposal), unknown (no answer to
 * Update, or a stop cut it off), unchecked (Update accepted, the read-back failed), refused (the
 * supplier said no), not-sent (the flight could not be read again: nothing was sent), rejected,
 * expired.
 */
export type ProposalState =
  | "pending"
  | "sending"
  | "checking"
  | "holds"
  | "mismatch"
  | "stale"
  | "unknown"
  | "unchecked"
  | "refused"
  | "not-sent"
  | "rejected"
  | "expired";

/** What an outcome found, kept for the screens and the audit. */
export interface ProposalDetail {
  /** stale: what changed since the proposal; mismatch: what the read-back shows instead. */
  differences?: FieldDifference[];
  /** The supplier's words, or the failure's text. */
  message?: string;
  /** The flight as last read, when it was. */
  read?: WireFlight;
  /** not-sent: GetList no longer lists the flight. */
  gone?: boolean;
  /** unknown: a stop cut the change off. */
  interrupted?: boolean;
  /** expired: the proposer stopped being an admin before anyone approved it. */
  proposerLeft?: boolean;
  /** not-sent: at approval the ledger counted this many seats sold, more than the capacity proposed. */
  sold?: number;
}

export interface FlightProposal {
  id: number;
  state: ProposalState;
  flightId: string;
  airline: string;
  flightNumber: string;
  date: string;
  origin: string;
  destination: string;
  oldData: WireFlight;
  change: FlightChange;
  proposer: { id: number; name: string };
  proposedAt: string;
  expiresAt: string;
  decider: { id: number; name: string } | null;
  decidedAt: string | null;
  detail: ProposalDetail | null;
}

export interface NewProposal {
  oldData: WireFlight;
  change: FlightChange;
  date: string;
  proposer: { id: number; name: string };
  proposedAt: Date;
  expiresAt: Date;
}

type Db = Kysely<LedgerTables>;

/**
 * Keeps a new proposal, or nothing (undefined) when the flight has one waiting: a unique index
 * allows one pending proposal per flight, so two admins proposing at the same instant, on any
 * number of instances, make one. A pending one whose time is up gives way first.
 */
export async function createProposal(db: Db, p: NewProposal): Promise<FlightProposal | undefined> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("flight_proposals")
      .set({ state: "expired" })
      .where("flight_id", "=", String(p.oldData.id))
      .where("state", "=", "pending")
      .where("expires_at", "<=", p.proposedAt.toISOString())
      .execute();
    const row = await insertProposal(trx, p);
    return row && proposalOf(row);
  });
}

function insertProposal(db: Db, p: NewProposal) {
  return db
    .insertInto("flight_proposals")
    .values({
      state: "pending",
      flight_id: String(p.oldData.id),
      airline: p.oldData.airlineIataCode,
      flight_number: p.oldData.flightNumber,
      flight_date: p.date,
      origin: p.oldData.originIataCode,
      destination: p.oldData.destinationIataCode,
      old_data: JSON.stringify(p.oldData),
      change: JSON.stringify(p.change),
      proposer_id: p.proposer.id,
      proposer_name: p.proposer.name,
      proposed_at: p.proposedAt.toISOString(),
      expires_at: p.expiresAt.toISOString(),
    })
    .onConflict((oc) => oc.doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** A proposal of this flight still waiting for its second admin at `now`, if any. */
export async function waitingProposal(db: Db, flightId: string, now: Date): Promise<FlightProposal | undefined> {
  const row = await db
    .selectFrom("flight_proposals")
    .selectAll()
    .where("flight_id", "=", flightId)
    .where("state", "=", "pending")
    .where("expires_at", ">", now.toISOString())
    .orderBy("id")
    .executeTakeFirst();
  return row && proposalOf(row);
}

export async function getProposal(db: Db, id: number): Promise<FlightProposal | undefined> {
  const row = await db.selectFrom("flight_proposals").selectAll().where("id", "=", id).executeTakeFirst();
  return row && proposalOf(row);
}

/** The proposals of `ids` that are kept, by id (for the audit's sentences). */
export async function proposalsByIds(db: Db, ids: number[]): Promise<Map<number, FlightProposal>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("flight_proposals").selectAll().where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, proposalOf(row)]));
}

/**
 * A second admin's decision: pending -> sending (approved) or rejected, only while it is
 * pending, unexpired at `now`, and not the proposer's own. False when another decision, the
 * clock or the proposer's own tap stood in the way (read the proposal to say which).
 */
export async function decideProposal(db: Db, id: number, decider: { id: number; name: string }, to: "sending" | "rejected", now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .updateTable("flight_proposals")
    .set({ state: to, decider_id: decider.id, decider_name: decider.name, decided_at: at })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .where("expires_at", ">", at)
    .where("proposer_id", "<>", decider.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** pending -> expired once its time is up; true when this call expired it. */
export async function expireProposal(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable("flight_proposals")
    .set({ state: "expired" })
    .where("id", "=", id)
    .where("state", "=", "pending")
    .where("expires_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Expires every proposal `proposerId` has waiting: they are no longer an admin. The ids this call expired. */
export async function lapseProposalsOf(db: Db, proposerId: number): Promise<number[]> {
  const rows = await db.selectFrom("flight_proposals").select("id").where("proposer_id", "=", proposerId).where("state", "=", "pending").orderBy("id").execute();
  const lapsed: number[] = [];
  for (const { id } of rows) if (await moveProposal(db, Number(id), "pending", "expired", { proposerLeft: true })) lapsed.push(Number(id));
  return lapsed;
}

/** Moves a proposal on from `from`; false when it was not there (nothing changed). */
export async function moveProposal(db: Db, id: number, from: ProposalState, to: ProposalState, detail?: ProposalDetail): Promise<boolean> {
  const result = await db
    .updateTable("flight_proposals")
    .set({ state: to, ...(detail ? { detail: JSON.stringify(detail) } : {}) })
    .where("id", "=", id)
    .where("state", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Approved proposals whose Update a stop may have cut off: at start-up nothing is sending. */
export async function interruptedProposals(db: Db): Promise<FlightProposal[]> {
  const rows = await db.selectFrom("flight_proposals").selectAll().where("state", "in", ["sending", "checking"]).orderBy("id").execute();
  return rows.map(proposalOf);
}

function proposalOf(row: Selectable<FlightProposalsTable>): FlightProposal {
  return {
    id: Number(row.id),
    state: row.state as ProposalState,
    flightId: row.flight_id,
    airline: row.airline,
    flightNumber: row.flight_number,
    date: row.flight_date,
    origin: row.origin,
    destination: row.destination,
    oldData: JSON.parse(row.old_data) as WireFlight,
    change: JSON.parse(row.change) as FlightChange,
    proposer: { id: Number(row.proposer_id), name: row.proposer_name },
    proposedAt: row.proposed_at,
    expiresAt: row.expires_at,
    decider: row.decider_id === null ? null : { id: Number(row.decider_id), name: row.decider_name ?? "" },
    decidedAt: row.decided_at,
    detail: row.detail === null ? null : (JSON.parse(row.detail) as ProposalDetail),
  };
}
