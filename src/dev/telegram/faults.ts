/** What the next matching call gets instead of its normal answer. */
export type Fault =
  | { status: 429; retryAfter: number }
  | { status: 500 | 502 }
  /** A refusal as Telegram words it, e.g. `{ status: 400, description: "Bad Request: message is too long" }`. */
  | { status: 400 | 403; description: string }
  /** The connection is destroyed without an answer, as when a proxy or the network drops it. */
  | { drop: true };

interface PlannedFault {
  method: string;
  fault: Fault;
  remaining: number;
}

/**
 * Faults queued by tests with `failNext`. A fault for a named method wins over one for "*".
 * "*" never matches getUpdates: the bot's long poll is always waiting and would swallow a fault
 * meant for the call under test; name getUpdates explicitly to fail it.
 */
export class FaultPlan {
  private readonly planned: PlannedFault[] = [];

  add(method: string, fault: Fault, times: number): void {
    if (!Number.isInteger(times) || times < 1) throw new Error(`failNext: times must be a positive integer, got ${times}`);
    this.planned.push({ method: method === "*" ? "*" : method.toLowerCase(), fault, remaining: times });
  }

  /** The fault for this call, if one is planned; counts it as used. */
  take(method: string): Fault | undefined {
    const name = method.toLowerCase();
    const entry =
      this.planned.find((p) => p.method === name) ??
      (name === "getupdates" ? undefined : this.planned.find((p) => p.method === "*"));
    if (!entry) return undefined;
    entry.remaining -= 1;
    if (entry.remaining === 0) this.planned.splice(this.planned.indexOf(entry), 1);
    return entry.fault;
  }
}
