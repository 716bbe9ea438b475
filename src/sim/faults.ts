import { z } from "zod";
import { SIM_OPERATIONS, type SimOperation } from "./operations.js";

/**
 * Fault injection. Every rule matching a call applies to it (a rule for "*" matches every
 * operation); when several set the same field, the first rule in the list wins. Each rule that
 * applies uses up one of its `times`; a rule without `times` stays until cleared.
 */
export interface FaultRule {
  operation: SimOperation | "*";
  latencyMs?: number;
  status?: 500 | 502 | 503;
  /** Accept the request and never answer; the socket stays open until close(). */
  hang?: boolean;
  /** Cut the JSON answer in half. */
  malformedJson?: boolean;
  /** Valid JSON of the wrong shape (wrong types, missing members). */
  wrongShape?: boolean;
  /** Compress the answer when the request's Accept-Encoding allows it. */
  encoding?: "gzip" | "deflate";
  /** 301 to the same path on another origin, empty body; the operation is not run. */
  redirect?: boolean;
  /** The answer (still valid JSON) padded with a `Padding` member to at least this many bytes. */
  oversizeBytes?: number;
  /** Instead of the answer: 200, a gzip body (sent even if not asked) inflating to at least this many bytes. */
  gzipBomb?: number;
  /** Event operations: each event's Data padded (InternalRemarks) so the event is this many bytes. */
  padEventsBytes?: number;
  /** Event operations: an event shows only this many seconds after its CreateDateTime (a late feed). */
  visibleAfterSeconds?: number;
  /** Event operations: every answer also carries this event, under its own old CreateDateTime, whatever the range. */
  replayEventId?: number;
  /** `*` only, without `times`: the supplier's clock runs this many seconds off the real one (negative: behind). */
  clockOffsetSeconds?: number;
  /** FlightUpdate only: answers success without changing the flight (a supplier that drops a write). */
  unapplied?: boolean;
  /** The operation runs at once, its answer is sent this many ms later (a Book issued after the caller gave up). */
  answerAfterMs?: number;
  /** Book only: the booking fails at the supplier (nothing issued; GetStatus says Failed with a FailReason). */
  notIssued?: boolean;
  /** Lock or Book only: the fare of the classes asked moves by this many percent first (a fare changed since the search). */
  fareChangePercent?: number;
  /** Instead of running the operation: the generic Exception with these words (nothing is processed). */
  exception?: string;
  /** The operation's errors (its own or `exception`) come at this HTTP status, in either profile. */
  errorStatus?: ErrorStatus;
  /** The body of those errors: full (ExceptionType, ErrorMessage), bare (ErrorMessage only) or framework ({"Message"}). */
  errorBody?: ErrorBody;
  /** Next N calls only; default: until cleared. */
  times?: number;
}

export const ERROR_STATUSES = [200, 400, 401, 403, 500] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];
export const ERROR_BODIES = ["full", "bare", "framework"] as const;
export type ErrorBody = (typeof ERROR_BODIES)[number];

const EVENT_OPERATIONS: ReadonlyArray<FaultRule["operation"]> = ["B2MGetEvents", "B2BGetEvents", "*"];

// Bounds keep one answer within what a string and a test machine hold.
export const MAX_OVERSIZE_BYTES = 256 * 1024 * 1024;
export const MAX_GZIP_BOMB_BYTES = 1024 * 1024 * 1024;
export const MAX_PAD_EVENT_BYTES = 100_000;
export const MAX_CLOCK_OFFSET_SECONDS = 7 * 86_400;

/** A refinement: `field` is set only on an event operation (or *). */
const eventsOnly = (field: keyof FaultRule): [(rule: FaultRule) => boolean, { message: string; path: string[] }] => [
  (rule) => rule[field] === undefined || EVENT_OPERATIONS.includes(rule.operation),
  { message: `${field} applies to B2MGetEvents, B2BGetEvents or *`, path: [field] },
];

export const FaultRuleSchema = z.strictObject({
  operation: z.enum([...SIM_OPERATIONS, "*"]),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  status: z.union([z.literal(500), z.literal(502), z.literal(503)]).optional(),
  hang: z.boolean().optional(),
  malformedJson: z.boolean().optional(),
  wrongShape: z.boolean().optional(),
  encoding: z.enum(["gzip", "deflate"]).optional(),
  redirect: z.boolean().optional(),
  oversizeBytes: z.number().int().min(1).max(MAX_OVERSIZE_BYTES).optional(),
  gzipBomb: z.number().int().min(1).max(MAX_GZIP_BOMB_BYTES).optional(),
  padEventsBytes: z.number().int().min(1).max(MAX_PAD_EVENT_BYTES).optional(),
  visibleAfterSeconds: z.number().int().min(0).max(MAX_CLOCK_OFFSET_SECONDS).optional(),
  replayEventId: z.number().int().min(1).optional(),
  clockOffsetSeconds: z.number().int().min(-MAX_CLOCK_OFFSET_SECONDS).max(MAX_CLOCK_OFFSET_SECONDS).optional(),
  unapplied: z.boolean().optional(),
  answerAfterMs: z.number().int().min(0).max(600_000).optional(),
  notIssued: z.boolean().optional(),
  fareChangePercent: z.number().int().min(-50).max(200).refine((percent) => percent !== 0, "fareChangePercent must not be 0").optional(),
  exception: z.string().min(1).max(1000).optional(),
  errorStatus: z.literal(ERROR_STATUSES).optional(),
  errorBody: z.enum(ERROR_BODIES).optional(),
  times: z.number().int().min(1).optional(),
})
  .refine(...eventsOnly("padEventsBytes"))
  .refine(...eventsOnly("visibleAfterSeconds"))
  .refine(...eventsOnly("replayEventId"))
  .refine((rule) => rule.unapplied === undefined || rule.operation === "FlightUpdate" || rule.operation === "*", {
    message: "unapplied applies to FlightUpdate or *",
    path: ["unapplied"],
  })
  .refine((rule) => rule.notIssued === undefined || rule.operation === "Book" || rule.operation === "*", {
    message: "notIssued applies to Book or *",
    path: ["notIssued"],
  })
  .refine((rule) => rule.fareChangePercent === undefined || ["Lock", "Book", "*"].includes(rule.operation), {
    message: "fareChangePercent applies to Lock, Book or *",
    path: ["fareChangePercent"],
  })
  .refine((rule) => rule.clockOffsetSeconds === undefined || (rule.operation === "*" && rule.times === undefined), {
    message: "clockOffsetSeconds is the whole supplier's clock: operation * and no times",
    path: ["clockOffsetSeconds"],
  });

export const FaultRulesSchema = z.array(FaultRuleSchema);

/** Rules checked at the boundary (options, env, control endpoint); throws a readable Error. */
export function validateFaultRules(rules: unknown): FaultRule[] {
  const result = FaultRulesSchema.safeParse(rules);
  if (!result.success) throw new Error(`invalid fault rules: ${z.prettifyError(result.error)}`);
  return result.data;
}

export interface FaultEffect {
  latencyMs: number;
  status: 500 | 502 | 503 | null;
  hang: boolean;
  malformedJson: boolean;
  wrongShape: boolean;
  encoding: "gzip" | "deflate" | null;
  redirect: boolean;
  oversizeBytes: number | null;
  gzipBomb: number | null;
  padEventsBytes: number | null;
  visibleAfterSeconds: number | null;
  replayEventId: number | null;
  clockOffsetSeconds: number | null;
  unapplied: boolean;
  answerAfterMs: number;
  notIssued: boolean;
  fareChangePercent: number | null;
  exception: string | null;
  errorStatus: ErrorStatus | null;
  errorBody: ErrorBody | null;
}

interface ActiveRule {
  rule: FaultRule;
  remaining: number | null;
}

export class FaultBook {
  private rules: ActiveRule[] = [];

  constructor(rules: readonly FaultRule[] = []) {
    this.set(rules);
  }

  set(rules: readonly FaultRule[]): void {
    this.rules = validateFaultRules(rules).map((rule) => ({ rule, remaining: rule.times ?? null }));
  }

  clear(): void {
    this.rules = [];
  }

  /** How far the supplier's clock is off (the first clockOffsetSeconds rule), in ms; read at any time, using nothing up. */
  clockOffsetMs(): number {
    const rule = this.rules.find((active) => active.rule.clockOffsetSeconds !== undefined);
    return (rule?.rule.clockOffsetSeconds ?? 0) * 1000;
  }

  /** The faults of one call of `operation`, using up the rules that apply. */
  take(operation: SimOperation): FaultEffect {
    const effect: FaultEffect = {
      latencyMs: 0,
      status: null,
      hang: false,
      malformedJson: false,
      wrongShape: false,
      encoding: null,
      redirect: false,
      oversizeBytes: null,
      gzipBomb: null,
      padEventsBytes: null,
      visibleAfterSeconds: null,
      replayEventId: null,
      clockOffsetSeconds: null,
      unapplied: false,
      answerAfterMs: 0,
      notIssued: false,
      fareChangePercent: null,
      exception: null,
      errorStatus: null,
      errorBody: null,
    };
    const matching = this.rules.filter((active) => active.rule.operation === "*" || active.rule.operation === operation);
    for (const { rule } of [...matching].reverse()) {
      // Applied last to first, so the first rule's fields win. FaultEffect has a field per rule field.
      const { operation: _operation, times: _times, ...fields } = rule;
      for (const [field, value] of Object.entries(fields)) if (value !== undefined) Object.assign(effect, { [field]: value });
    }
    for (const active of matching) if (active.remaining !== null) active.remaining--;
    this.rules = this.rules.filter((active) => active.remaining === null || active.remaining > 0);
    return effect;
  }
}
