import { sql } from "kysely";
import { Api, GrammyError } from "grammy";
import type { Ledger } from "../ledger/ledger.js";
import { unreachableReason } from "../telegram-reach.js";

/**
 * /readyz: whether FlightDesk can do its work now. Each check answers "ok", "off" or a few words
 * of what is wrong (never a secret: no URL, no token).
 * - store: the data file and the ledger are open (false once a stop began), and the ledger's
 *   database answers a query;
 * - telegram: the Bot API answers getMe (asked at most every TELEGRAM_CHECK_MS; a failure is
 *   asked again at the next probe);
 * - poller: the feed was read in full within the last 3 × EVENTS_POLL_SECONDS (at least a minute),
 *   counted from the start before the first poll: two polls in a row may fail or run long before
 *   the bot is called not ready. "off" with EVENTS_SOURCE=off; "standing by" where another
 *   instance leads (it polls);
 * - leader: "leading" or "standing by", said, not judged: a standby is ready to serve updates.
 */
export interface ReadinessOptions {
  ledger: Pick<Ledger, "db" | "poller">;
  /** False once the app began to stop (the store is being closed). */
  isOpen: () => boolean;
  telegram: { token: string; apiRoot: string };
  /** EVENTS_POLL_SECONDS, or null when polling is off. */
  pollSeconds: number | null;
  /** Whether updates from Telegram still come in: "ok", "standing by" (another instance polls), or why not (long polling stopped). */
  updates: () => string;
  /** This instance leads the background work (src/services/leader.ts). */
  leading: () => boolean;
  now: () => Date;
}

export interface Readiness {
  ready: boolean;
  checks: Record<"store" | "telegram" | "updates" | "poller" | "leader", string>;
}

/** A getMe that worked is trusted this long: a probe every few seconds must not become a getMe each. */
const TELEGRAM_CHECK_MS = 15_000;
/** A probe answers within seconds, or the prober gives up on it. */
const CHECK_TIMEOUT_MS = 3_000;

/** The longest a poll may be overdue (see above). */
export function pollDeadlineMs(pollSeconds: number): number {
  return Math.max(3 * pollSeconds, 60) * 1000;
}

export function pollerCheck(lastSuccess: Date | null, since: Date, now: Date, pollSeconds: number): string {
  const last = lastSuccess && lastSuccess > since ? lastSuccess : since;
  const age = now.getTime() - last.getTime();
  if (age <= pollDeadlineMs(pollSeconds)) return "ok";
  const what = lastSuccess && lastSuccess > since ? "last full read of the feed" : "started, feed not read yet";
  return `stale: ${what} ${Math.round(age / 1000)} s ago (more than ${pollDeadlineMs(pollSeconds) / 1000} s)`;
}

export function readinessProbe(opts: ReadinessOptions): () => Promise<Readiness> {
  const api = new Api(opts.telegram.token, { apiRoot: opts.telegram.apiRoot });
  const since = opts.now();
  let telegramOkAt = -Infinity;

  const store = async (): Promise<string> => {
    if (!opts.isOpen()) return "closed: FlightDesk is stopping";
    try {
      await withTimeout(sql`select 1`.execute(opts.ledger.db));
      return "ok";
    } catch (err) {
      // Only a word: a driver's message may name the server.
      return err === TIMED_OUT ? `the ledger database does not answer within ${CHECK_TIMEOUT_MS / 1000} s` : "the ledger database refuses a query";
    }
  };
  const telegram = async (): Promise<string> => {
    if (Date.now() - telegramOkAt < TELEGRAM_CHECK_MS) return "ok";
    try {
      // grammY types its signal as the abort-controller shim's; node-fetch takes Node's.
      await api.getMe(AbortSignal.timeout(CHECK_TIMEOUT_MS) as Parameters<Api["getMe"]>[0]);
      telegramOkAt = Date.now();
      return "ok";
    } catch (err) {
      if (err instanceof GrammyError && unreachableReason(err, CHECK_TIMEOUT_MS) === undefined) return `the Bot API refused getMe (${err.error_code})`;
      return `unreachable (${unreachableReason(err, CHECK_TIMEOUT_MS) ?? "error"})`;
    }
  };
  const poller = (): string => {
    if (opts.pollSeconds === null) return "off";
    if (!opts.leading()) return STANDING_BY;
    const last = opts.ledger.poller.status().lastSuccessAt;
    return pollerCheck(last ? new Date(last) : null, since, opts.now(), opts.pollSeconds);
  };

  return async () => {
    const [storeState, telegramState] = await Promise.all([store(), telegram()]);
    const judged = { store: storeState, telegram: telegramState, updates: opts.updates(), poller: poller() };
    const ready = Object.values(judged).every((c) => c === "ok" || c === "off" || c === STANDING_BY);
    return { ready, checks: { ...judged, leader: opts.leading() ? "leading" : STANDING_BY } };
  };
}

const STANDING_BY = "standing by";

const TIMED_OUT = new Error("timed out");

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(TIMED_OUT), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
