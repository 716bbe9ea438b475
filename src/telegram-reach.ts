/**
 * The first call to Telegram at start (getMe), made here rather than through the bot's API:
 * the bot's auto-retry waits silently and ever longer (up to an hour) on a network failure,
 * so an operator whose server cannot reach Telegram would see nothing and, once the network
 * is back, could wait an hour for the bot to notice. Here:
 * - unreachable (no connection, no answer, not the Bot API's JSON, a 5xx or 429): a warning
 *   line at once and every `reportEveryMs` after, and a new try every `retryMs` until it works;
 * - a refused token (401, or 404 as Telegram answers a token it cannot parse): BotTokenRefused;
 * - any other refusal: thrown as grammY's GrammyError.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { Api, GrammyError, HttpError } from "grammy";
import type { UserFromGetMe } from "grammy/types";
import type { Logger } from "./logger.js";

export interface ReachOptions {
  token: string;
  apiRoot: string;
  logger: Logger;
  /** Ends the wait (a shutdown asked for during start): the promise rejects with StartAborted. */
  signal?: AbortSignal;
  /** Between two tries. Default 5 s: the bot serves within that long of Telegram coming back. */
  retryMs?: number;
  /** Between two warning lines while Telegram stays out of reach. Default 30 s. */
  reportEveryMs?: number;
  /** The longest one try may take (a firewall dropping packets answers nothing). Default 8 s. */
  attemptTimeoutMs?: number;
  /** The clock the warnings are spaced by (default: the real one). */
  now?: () => number;
}

/** Telegram refused BOT_TOKEN: the message is the one line an operator needs. */
export class BotTokenRefused extends Error {
  constructor(
    readonly status: number,
    readonly description: string,
    apiRoot: string,
  ) {
    super(
      `Telegram refused BOT_TOKEN (${status} ${description}) at ${shownRoot(apiRoot)}: ` +
        "check the token BotFather gave for this bot (and TELEGRAM_API_ROOT, if set)",
    );
    this.name = "BotTokenRefused";
  }
}

/** A shutdown was asked for before the bot could start. */
export class StartAborted extends Error {
  constructor() {
    super("stopped before the Bot API could be reached");
    this.name = "StartAborted";
  }
}

/** The warning an operator sees while Telegram is out of reach. */
export function unreachableLine(apiRoot: string): string {
  return `cannot reach the Bot API at ${shownRoot(apiRoot)}: check network or TELEGRAM_API_ROOT`;
}

export async function reachBotApi(opts: ReachOptions): Promise<UserFromGetMe> {
  const { logger, signal, retryMs = 5_000, reportEveryMs = 30_000, attemptTimeoutMs = 8_000, now: clock = Date.now } = opts;
  const api = new Api(opts.token, { apiRoot: opts.apiRoot });
  const started = clock();
  let lastReport: number | undefined;
  let failures = 0;
  for (;;) {
    if (signal?.aborted) throw new StartAborted();
    const attempt = AbortSignal.timeout(attemptTimeoutMs);
    try {
      // grammY types its signal as the abort-controller shim's; node-fetch takes Node's.
      const me = await api.getMe((signal ? AbortSignal.any([signal, attempt]) : attempt) as Parameters<Api["getMe"]>[0]);
      if (failures > 0) logger.info({ apiRoot: shownRoot(opts.apiRoot), waitedSeconds: seconds(clock() - started) }, "reached the Bot API");
      return me;
    } catch (err) {
      if (signal?.aborted) throw new StartAborted();
      const reason = unreachableReason(err, attemptTimeoutMs);
      if (reason === undefined) {
        if (err instanceof GrammyError && (err.error_code === 401 || err.error_code === 404)) {
          throw new BotTokenRefused(err.error_code, err.description.replace(/^Not Found: /, ""), opts.apiRoot);
        }
        throw err;
      }
      failures += 1;
      const now = clock();
      if (lastReport === undefined || now - lastReport >= reportEveryMs) {
        lastReport = now;
        logger.warn(
          { reason, waitingSeconds: seconds(now - started), retryEverySeconds: seconds(retryMs) },
          unreachableLine(opts.apiRoot),
        );
      }
    }
    try {
      await sleep(retryMs, undefined, signal ? { signal } : {});
    } catch {
      throw new StartAborted();
    }
  }
}

/** Why the Bot API could not be reached, in a few words; undefined when it answered a refusal. */
export function unreachableReason(err: unknown, attemptTimeoutMs: number): string | undefined {
  if (err instanceof GrammyError) return err.error_code >= 500 || err.error_code === 429 ? `answered ${err.error_code}` : undefined;
  if (!(err instanceof HttpError)) return undefined;
  const cause = err.error as { name?: string; code?: unknown; type?: unknown } | undefined;
  // node-fetch's own message holds the whole URL, the token inside: only its code is kept.
  if (cause?.name === "AbortError") return `no answer within ${seconds(attemptTimeoutMs)} s`;
  if (cause instanceof SyntaxError || cause?.type === "invalid-json") return "the answer is not the Bot API's (not JSON)";
  if (typeof cause?.code === "string") return cause.code;
  return typeof cause?.type === "string" ? cause.type : "network error";
}

/** The root as written in a line: without a user and password, should the URL hold any. */
export function shownRoot(apiRoot: string): string {
  try {
    const url = new URL(apiRoot);
    url.username = "";
    url.password = "";
    return url.toString().replace(/\/+$/, "");
  } catch {
    return apiRoot;
  }
}

const seconds = (ms: number): number => Math.round(ms / 1000);
