import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from "kysely";
import type pg from "pg";
import type { Logger } from "../logger.js";
import { errorCode, StoreError } from "../store/errors.js";

/**
 * The ledger's PostgreSQL pool as kysely uses it, made to survive the server going away at any
 * moment (a restart, a failover, pg_terminate_backend, a network reset), a transaction included:
 * - every client has an 'error' listener for its whole life: pg emits 'error' on a client whose
 *   connection died, and pg-pool listens only while the client is idle, kysely never; unheard,
 *   that event would end the process;
 * - a failure of the connection reaches the caller as StoreError("unreachable"), one sentence
 *   naming the database (never its password); the bot shows its apology with a reference;
 * - the rollback kysely sends after a failure is not tried on a dead connection (it would fail
 *   too and hide the first error): the server rolls back what a lost connection left open;
 * - a client whose connection failed is discarded at release, never handed out again: the
 *   pool opens a new connection for the next query, so the ledger recovers by itself.
 */
export function guardedPool(pool: pg.Pool, where: string, logger: Logger): PostgresPool {
  /** Clients whose connection failed. */
  const broken = new WeakSet<pg.PoolClient>();
  pool.on("connect", (client) => {
    let told = false;
    client.on("error", (error: Error) => {
      broken.add(client as pg.PoolClient);
      if (told) return;
      told = true;
      // The message only: the driver's error object may hold the connection's parameters.
      logger.warn({ ledger: where, err: error.message }, "lost a connection to the ledger database; the next query opens a new one");
    });
  });
  // pg-pool also re-emits an idle client's error on the pool: heard above already.
  pool.on("error", () => undefined);
  return {
    async connect() {
      try {
        return new GuardedClient(await pool.connect(), where, broken);
      } catch (error) {
        throw unreachable(where, error);
      }
    },
    end: () => pool.end(),
  };
}

class GuardedClient implements PostgresPoolClient {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly where: string,
    private readonly broken: WeakSet<pg.PoolClient>,
  ) {}

  query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  query<R>(sql: string | PostgresCursor<R>, parameters: readonly unknown[] = []): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely streams through a cursor only when given one (PostgresDialect's `cursor`): never here.
    if (typeof sql !== "string") return this.client.query(sql as unknown as pg.Submittable) as unknown as PostgresCursor<R>;
    return this.#query(sql, parameters);
  }

  async #query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
    if (this.broken.has(this.client) && sql === "rollback") return { command: "SELECT", rowCount: 0, rows: [] };
    try {
      return (await this.client.query(sql, [...parameters])) as unknown as PostgresQueryResult<R>;
    } catch (error) {
      if (!this.broken.has(this.client) && !isConnectionLoss(error)) throw error;
      this.broken.add(this.client);
      throw unreachable(this.where, error);
    }
  }

  release(): void {
    // `true` makes pg-pool close the client instead of keeping it.
    this.client.release(this.broken.has(this.client) || undefined);
  }
}

/**
 * SQLSTATEs of a connection that is gone or refused: class 08 (connection exception) and the
 * server shutting down, crashing, or not taking connections yet.
 */
const LOST_STATES = /^(08...|57P0[123])$/;

/** Node's socket failures. */
const LOST_SOCKET = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** pg's own errors (plain Errors, no code) for a connection ended under it or a query never answered. */
const LOST_MESSAGES = /^(Connection terminated|Client has encountered a connection error|Query read timeout)/;

export function isConnectionLoss(error: unknown): boolean {
  const code = errorCode(error);
  if (code !== undefined) return LOST_STATES.test(code) || LOST_SOCKET.has(code);
  return error instanceof Error && LOST_MESSAGES.test(error.message);
}

function unreachable(where: string, error: unknown): StoreError {
  if (error instanceof StoreError) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new StoreError(
    "unreachable",
    where,
    `the ledger database ${where} is unreachable (${reason}); what was being written is kept whole or not at all: try again once the PostgreSQL server answers.`,
    { cause: error },
  );
}
