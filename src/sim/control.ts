import type { IncomingMessage, ServerResponse } from "node:http";
import { isTrustedIp, type AuthConfig } from "./auth.js";
import { validateFaultRules, type FaultBook } from "./faults.js";
import { errorJson, readBody, send } from "./http.js";
import type { SimOperation } from "./operations.js";
import type { CreditStanding } from "./account.js";
import type { RefundDecision } from "./refund-tracking.js";
import { BurstError, type BurstRequest, type BurstResult } from "./cancel-burst.js";

/**
 * Control endpoints for other processes (a bot under test, the demo), served to trusted IPs only:
 *   POST   /__sim/faults        body: FaultRule[] (replaces the rules)
 *   DELETE /__sim/faults
 *   GET    /__sim/calls         Record<SimOperation, number>
 *   POST   /__sim/calls/reset
 *   POST   /__sim/bookings      a sale now: {pnr, eventId}
 *   POST   /__sim/refunds/decide          {trackingCode, decision: "Confirmed" | "Rejected"}
 *   POST   /__sim/balance                 {amount?, standing?: "ok" | "noCredit" | "dueDateReached"}
 *   POST   /__sim/schedule-changes        {pnr}: the booking's first flight moves a day later
 *   POST   /__sim/cancel-burst            {flight?, date?, count}: count tickets of one flight refunded now
 */
export interface ControlDeps {
  auth: AuthConfig;
  faults: FaultBook;
  calls(): Record<SimOperation, number>;
  resetCalls(): void;
  createBooking(): { pnr: string; eventId: number };
  decideRefund(trackingCode: string, decision: RefundDecision): boolean;
  /** Throws on a bad value (answered 400). */
  setCredit(credit: { amount?: number; standing?: CreditStanding }): void;
  /** Throws for an unknown PNR (answered 400). */
  changeSchedule(pnr: string): boolean;
  /** Throws BurstError for a bad request (answered 400). */
  cancelBurst(request: BurstRequest): BurstResult;
}

type Route = (req: IncomingMessage) => Promise<object>;

const ok = { ok: true };

function routes(deps: ControlDeps): Record<string, Partial<Record<string, Route>>> {
  return {
    "/__sim/faults": {
      POST: async (req) => {
        let rules: unknown;
        try {
          rules = JSON.parse(await readBody(req));
        } catch {
          throw new ControlError(400, "The body must be a JSON array of fault rules.");
        }
        try {
          deps.faults.set(validateFaultRules(rules));
        } catch (error) {
          throw new ControlError(400, (error as Error).message);
        }
        return ok;
      },
      DELETE: async () => {
        deps.faults.clear();
        return ok;
      },
    },
    "/__sim/calls": { GET: async () => deps.calls() },
    "/__sim/calls/reset": {
      POST: async () => {
        deps.resetCalls();
        return ok;
      },
    },
    "/__sim/bookings": { POST: async () => deps.createBooking() },
    "/__sim/refunds/decide": {
      POST: async (req) => {
        const body = await jsonBody(req);
        const decision = body.decision;
        if (typeof body.trackingCode !== "string" || (decision !== "Confirmed" && decision !== "Rejected")) {
          throw new ControlError(400, 'The body must be {"trackingCode", "decision": "Confirmed" or "Rejected"}.');
        }
        if (!deps.decideRefund(body.trackingCode, decision)) throw new ControlError(404, "No refund has that tracking code.");
        return ok;
      },
    },
    "/__sim/balance": {
      POST: async (req) => {
        const { amount, standing } = await jsonBody(req);
        try {
          deps.setCredit({
            ...(amount !== undefined ? { amount: amount as number } : {}),
            ...(standing !== undefined ? { standing: standing as CreditStanding } : {}),
          });
        } catch (error) {
          throw new ControlError(400, (error as Error).message);
        }
        return ok;
      },
    },
    "/__sim/schedule-changes": {
      POST: async (req) => {
        const { pnr } = await jsonBody(req);
        try {
          return { changed: deps.changeSchedule(String(pnr)) };
        } catch (error) {
          throw new ControlError(400, (error as Error).message);
        }
      },
    },
    "/__sim/cancel-burst": {
      POST: async (req) => {
        const { flight, date, count } = await jsonBody(req);
        try {
          return deps.cancelBurst({ count: count as number, ...(flight !== undefined ? { flight: flight as string } : {}), ...(date !== undefined ? { date: date as string } : {}) });
        } catch (error) {
          if (!(error instanceof BurstError)) throw error;
          throw new ControlError(400, error.message);
        }
      },
    },
  };
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse(await readBody(req));
    if (typeof body === "object" && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new ControlError(400, "The body must be a JSON object.");
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export type ControlHandler = (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;

export function controlHandler(deps: ControlDeps): ControlHandler {
  const table = routes(deps);
  return (req, res, path) => handleControl(req, res, path, deps.auth, table);
}

async function handleControl(req: IncomingMessage, res: ServerResponse, path: string, auth: AuthConfig, table: ReturnType<typeof routes>): Promise<void> {
  const ip = req.socket.remoteAddress ?? "";
  if (!isTrustedIp(auth, ip)) {
    send(res, { status: 403, body: errorJson("Exception", `The caller IP ${ip} may not use the control endpoints.`) });
    return;
  }
  const methods = table[path];
  if (!methods) {
    send(res, { status: 404, body: errorJson("Exception", `No control endpoint at ${path}.`) });
    return;
  }
  const route = methods[req.method ?? ""];
  if (!route) {
    send(res, { status: 405, body: errorJson("Exception", `Use ${Object.keys(methods).join(" or ")}.`), headers: { allow: Object.keys(methods).join(", ") } });
    return;
  }
  try {
    send(res, { status: 200, body: JSON.stringify(await route(req)) });
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    send(res, { status: error.status, body: errorJson("Exception", error.message) });
  }
}
