import { run, type RunnerHandle } from "@grammyjs/runner";
import { GrammyError, type Bot } from "grammy";
import type { Logger } from "../logger.js";
import type { BotContext } from "./context.js";

/** How updates come in: stopped at shutdown; `state` is /readyz's "updates" check. */
export interface Updates {
  state: () => string;
  stop: () => Promise<void>;
}

/** Updates the bot handles, in both modes; anything else Telegram would send is not requested. */
export const ALLOWED_UPDATES = ["message", "callback_query", "my_chat_member", "inline_query"] as const;

/** How long a graceful stop waits for updates in progress (deploy/flightdesk.service's TimeoutStopSec counts it). */
export const IN_FLIGHT_GRACE_MS = 20_000;

export interface PollingOptions {
  /**
   * Set where several instances share the bot (PostgreSQL): while the lead changes hands, the
   * instance that led before may poll a moment longer, and Telegram ends one of the two polls
   * with 409. The leader polls again after this long. Unset (one instance per DATA_DIR), a 409
   * means a foreign process took the token: polling stops and /readyz says so.
   */
  conflictRetryMs?: number;
}

const CONFLICT = "another process is polling Telegram for this bot's updates (409 Conflict)";

/** Long polling through grammY's runner, stopped gracefully: updates already taken finish. */
export function startPolling(bot: Bot<BotContext>, logger: Logger, opts: PollingOptions = {}): Updates {
  let runner: RunnerHandle;
  /** Every runner started: the updates one took before a 409 finish their work too. */
  const runners: RunnerHandle[] = [];
  let stopped: string | undefined;
  let ended = false;
  let retry: NodeJS.Timeout | undefined;

  const begin = (): void => {
    stopped = undefined;
    const current = run(bot, { runner: { fetch: { allowed_updates: [...ALLOWED_UPDATES] } } });
    runner = current;
    runners.push(current);
    current.task()?.catch((err: unknown) => {
      if (ended || runner !== current) return;
      if (err instanceof GrammyError && err.error_code === 409 && opts.conflictRetryMs !== undefined) {
        stopped = "waiting: another instance polled Telegram at the same time (409 Conflict)";
        logger.warn({ retryInMs: opts.conflictRetryMs }, `${CONFLICT}: another instance of this FlightDesk while the lead changes hands; polling again shortly`);
        retry = setTimeout(() => {
          if (!ended) begin();
        }, opts.conflictRetryMs);
      } else if (err instanceof GrammyError && err.error_code === 409) {
        // Telegram ends one of two long polls for the same token: this process gets no update any more.
        stopped = "stopped: another process polls Telegram for this bot's updates (409 Conflict)";
        logger.error({}, `${CONFLICT}: this one gets no updates any more; run one FlightDesk per bot token, then restart this one`);
      } else {
        stopped = `stopped: ${err instanceof GrammyError ? `the Bot API answered ${err.error_code}` : "an error while fetching updates"}`;
        logger.error({ err }, "polling stopped with an error");
      }
    });
  };
  begin();

  return {
    state: () => stopped ?? (runner.isRunning() ? "ok" : "stopped"),
    async stop() {
      ended = true;
      clearTimeout(retry);
      if (runner.isRunning()) await runner.stop();
      // stop() ends the fetching only: let the updates already taken finish their work (a refund
      // being confirmed, a store write), within a bound so a stuck handler cannot hold a shutdown.
      const inFlight = () => runners.reduce((n, each) => n + each.size(), 0);
      const deadline = Date.now() + IN_FLIGHT_GRACE_MS;
      while (inFlight() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
      if (inFlight() > 0) logger.warn({ inFlight: inFlight() }, "stopping with updates still in progress");
    },
  };
}
