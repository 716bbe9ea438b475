import { hostname } from "node:os";
import { sql, type Transaction } from "kysely";
import pg from "pg";
import type { LedgerTables } from "../ledger/schema.js";
import type { Logger } from "../logger.js";

/**
 * Which instance runs the background work (services.ts) and polls Telegram. On PostgreSQL, the
 * holder of a session-level advisory lock taken on a connection of its own: when that process
 * dies or loses the connection, the server drops the lock and a standby, asking a few times per
 * LEADER_TAKEOVER_SECONDS, takes it. The lease connection's keepalives are set so that the server
 * notices a lost machine within that time too. A leader that lost its connection leads on (the
 * database may be away for everyone: staff still get answers) and stops only when it sees
 * another instance holding the lock; meanwhile the fence refuses its pages. On SQLite one
 * process owns DATA_DIR: it leads.
 */
export interface Leadership {
  /** This instance leads now. */
  readonly leading: boolean;
  /** This instance's name, as the others see it (its lease connection's application_name). */
  readonly name: string;
  /** Who leads now (its name), null when nobody does. */
  leader(): Promise<string | null>;
  /** Inside a transaction of the leader's work: fails it unless this instance still holds the lease. */
  fence(trx: Transaction<LedgerTables>): Promise<void>;
  stop(): Promise<void>;
}

export interface LeaseOptions {
  databaseUrl: string;
  takeoverSeconds: number;
  logger: Logger;
  /** Runs when this instance becomes the leader; a failure gives the lease back. */
  onLead: () => Promise<void>;
  /** Runs when it stops leading (another instance took the lease, or a stop). */
  onLose: () => Promise<void>;
  /** Runs when the leader took its lease again after losing its connection. */
  onRegain?: () => Promise<void>;
  /** Default instanceName(). */
  name?: string;
}

/** The lease's lock: one key for every FlightDesk on a database, below 2^31 so pg_locks shows it in objid alone. */
const LEASE_KEY = 46_504_201;

export class NotLeading extends Error {
  constructor() {
    super("this instance no longer leads: another took the background work over, which will read the feed again");
  }
}

export function soleLeadership(name = instanceName()): Leadership {
  return { leading: true, name, leader: async () => name, fence: async () => undefined, stop: async () => undefined };
}

/** The name of the instance leading on this client's database (only this database's lease counts), or null. */
export async function leaderOf(client: Pick<pg.Client, "query">): Promise<string | null> {
  const row = (
    await client.query<{ name: string }>(
      "select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = $1 and l.objsubid = 1 and l.database = (select oid from pg_database where datname = current_database())",
      [LEASE_KEY],
    )
  ).rows[0];
  return row?.name ?? null;
}

export const instanceName = (): string => `flightdesk ${hostname()} ${process.pid}`;

export async function leaseLeadership(opts: LeaseOptions): Promise<Leadership> {
  const { logger } = opts;
  const name = opts.name ?? instanceName();
  const periodMs = (opts.takeoverSeconds * 1000) / 3;
  let client: pg.Client | null = null;
  let pid: number | null = null;
  let leading = false;
  let stopped = false;
  /** onLead and onLose, one after the other. */
  let turns: Promise<void> = Promise.resolve();
  /** After its work failed to start, this instance lets the others take the lead first. */
  let waitUntil = 0;

  /** The lease connection was lost while leading: the lock must be taken again to go on. */
  let regain = false;
  /** When the lease connection last answered. */
  let answeredAt = 0;

  /** Resolves once the connection has ended. */
  const drop = (): Promise<void> => {
    const gone = client;
    client = null;
    pid = null;
    // Ending the connection is what gives the lock back.
    return gone ? gone.end().catch(() => undefined) : Promise.resolve();
  };
  const lose = (why: string) => {
    void drop();
    regain = false;
    if (!leading) return;
    leading = false;
    logger.warn({ instance: name, why }, "this instance stopped leading: its background work and long polling stop");
    turns = turns.then(opts.onLose).catch((err: unknown) => logger.error({ err: String(err) }, "stopping the background work failed"));
  };
  /**
   * The lease connection is gone (the database restarted, the network cut): the lock went with
   * it. The work goes on (staff get answers and apologies meanwhile; pages are refused by the
   * fence) until the lock is taken again, or another instance is seen to hold it.
   */
  const cut = (why: string) => {
    void drop();
    if (!leading || regain) return;
    regain = true;
    logger.warn({ instance: name, why }, "lost the leader's lease connection: leading on until another instance is seen to lead");
  };
  const connect = async (): Promise<pg.Client> => {
    const seconds = Math.max(1, Math.floor(opts.takeoverSeconds / 3));
    const next = new pg.Client({ connectionString: opts.databaseUrl, application_name: name, keepAlive: true, connectionTimeoutMillis: periodMs * 2, query_timeout: periodMs * 2 });
    next.on("error", (err: Error) => {
      if (client === next) cut(err.message);
    });
    next.on("end", () => {
      if (client === next) cut("the lease connection ended");
    });
    await next.connect();
    // The server gives the lock up within about the takeover time of losing this machine.
    await next.query(`set tcp_keepalives_idle = ${seconds}; set tcp_keepalives_interval = ${seconds}; set tcp_keepalives_count = 2`);
    return next;
  };
  const take = async (asked: pg.Client): Promise<boolean> => {
    const got = (await asked.query<{ got: boolean }>("select pg_try_advisory_lock($1) as got", [LEASE_KEY])).rows[0]!.got;
    if (got) pid = Number((await asked.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid);
    answeredAt = Date.now();
    return got;
  };
  const tick = async () => {
    if (stopped) return;
    try {
      client ??= await connect();
      const asked = client;
      // Stopped while it connected: the connection is not kept.
      if (stopped) return void drop();
      if (leading && !regain) {
        try {
          await asked.query("select 1");
          answeredAt = Date.now();
        } catch (err) {
          // A slow answer (a busy machine) is no lost lease: the lock lives with the session, and
          // giving it up would make two leaders while this one finds out. A connection silent
          // much longer than the takeover time is taken for lost (a machine or network gone).
          if (client === asked && Date.now() - answeredAt < opts.takeoverSeconds * 2000) return;
          throw err;
        }
        return;
      }
      if (leading) {
        if (!(await take(asked))) return lose("another instance leads");
        regain = false;
        logger.info({ instance: name }, "took the leader's lease again");
        // Another instance may have led meanwhile and written what this one reads.
        await opts.onRegain?.();
        return;
      }
      if (Date.now() < waitUntil) return;
      if (!(await take(asked)) || stopped) return;
      leading = true;
      logger.info({ instance: name }, "this instance leads: it runs the background work");
      turns = turns.then(opts.onLead).catch((err: unknown) => {
        logger.error({ err: String(err) }, "starting the background work failed: giving the lead to another instance");
        waitUntil = Date.now() + opts.takeoverSeconds * 1000;
        lose("its background work did not start");
      });
      await turns;
    } catch (err) {
      // The database is away: a standby asks again; a leader leads on and asks again.
      cut(`the database did not answer: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  let running = tick();
  await running;
  const timer = setInterval(() => {
    running = running.then(tick);
  }, periodMs);
  timer.unref();

  return {
    get leading() {
      return leading;
    },
    name,
    async leader() {
      const asked = client;
      if (!asked) return null;
      return leaderOf(asked);
    },
    async fence(trx) {
      const holder = pid;
      const held =
        holder !== null &&
        leading &&
        (await sql<{ n: number }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and classid = 0 and objid = ${LEASE_KEY} and objsubid = 1 and pid = ${holder}`.execute(trx)).rows[0]!.n === 1;
      if (!held) throw new NotLeading();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      if (leading) {
        leading = false;
        turns = turns.then(opts.onLose);
      }
      await turns;
      // The lease given back before stop resolves (a doctor or the next instance sees it gone),
      // but a server out of reach does not hold a stop up longer than a period.
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([drop(), new Promise<void>((resolve) => (bound = setTimeout(resolve, periodMs).unref()))]);
      clearTimeout(bound);
    },
  };
}
