import { ApiError, tooManyRequests } from "./errors.js";
import type { FaultPlan } from "./faults.js";
import type { Params } from "./params.js";

/** One Bot API method. Throws ApiError for what Telegram refuses. */
export type MethodHandler = (params: Params, signal: AbortSignal) => unknown;
export type MethodTable = Record<string, MethodHandler>;

/** A result that Telegram answers with a `description` beside it ("Webhook was set"). */
export class Described {
  constructor(
    readonly result: unknown,
    readonly description: string,
  ) {}
}

export type CallOutcome =
  | { kind: "ok"; result: unknown; description?: string }
  | { kind: "error"; error: ApiError }
  /** Destroy the connection without answering. */
  | { kind: "drop" }
  /** Answer like a failing proxy in front of the Bot API: 502 with an HTML page. */
  | { kind: "bad-gateway" };

/** A call the bot made, for tests: `calls(method?)`. */
export interface CallRecord {
  method: string;
  params: Params;
  /** Unix milliseconds. */
  at: number;
  /** HTTP status the bot got; 0 when the connection was dropped. */
  status: number;
}

const STATUS: Record<Exclude<CallOutcome["kind"], "error">, number> = { ok: 200, drop: 0, "bad-gateway": 502 };

/**
 * Routes a call to its method (names are case-insensitive, as in Telegram), applies planned
 * faults first, and records every call.
 */
export class BotApi {
  private readonly methods = new Map<string, { name: string; handler: MethodHandler }>();
  private readonly log: CallRecord[] = [];

  constructor(
    tables: MethodTable[],
    private readonly faults: FaultPlan,
  ) {
    for (const table of tables) {
      for (const [name, handler] of Object.entries(table)) this.methods.set(name.toLowerCase(), { name, handler });
    }
  }

  async call(method: string, params: Params, signal: AbortSignal): Promise<CallOutcome> {
    const entry = this.methods.get(method.toLowerCase());
    const record: CallRecord = { method: entry?.name ?? method, params, at: Date.now(), status: 0 };
    this.log.push(record);
    const outcome = entry ? await this.run(entry, params, signal) : errorOutcome(new ApiError(404, "Not Found: method not found"));
    record.status = outcome.kind === "error" ? outcome.error.code : STATUS[outcome.kind];
    return outcome;
  }

  calls(method?: string): CallRecord[] {
    const name = method?.toLowerCase();
    return this.log.filter((r) => name === undefined || r.method.toLowerCase() === name).map((r) => ({ ...r }));
  }

  private async run(entry: { name: string; handler: MethodHandler }, params: Params, signal: AbortSignal): Promise<CallOutcome> {
    const fault = this.faults.take(entry.name);
    if (fault) {
      if ("drop" in fault) return { kind: "drop" };
      if (fault.status === 429) return errorOutcome(tooManyRequests(fault.retryAfter));
      if (fault.status === 502) return { kind: "bad-gateway" };
      if (fault.status === 400 || fault.status === 403) return errorOutcome(new ApiError(fault.status, fault.description));
      return errorOutcome(new ApiError(500, "Internal Server Error"));
    }
    try {
      const result = await entry.handler(params, signal);
      return result instanceof Described
        ? { kind: "ok", result: result.result, description: result.description }
        : { kind: "ok", result };
    } catch (error) {
      if (error instanceof ApiError) return errorOutcome(error);
      // A bug in the emulator itself: answer like Telegram's own 500, keep the cause visible.
      return errorOutcome(new ApiError(500, `Internal Server Error: ${error instanceof Error ? error.message : String(error)}`));
    }
  }
}

const errorOutcome = (error: ApiError): CallOutcome => ({ kind: "error", error });
