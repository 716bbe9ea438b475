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
  /** Next N calls only; default: until cleared. */
  times?: number;
}

export const FaultRuleSchema = z.strictObject({
  operation: z.enum([...SIM_OPERATIONS, "*"]),
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  status: z.union([z.literal(500), z.literal(502), z.literal(503)]).optional(),
  hang: z.boolean().optional(),
  malformedJson: z.boolean().optional(),
  wrongShape: z.boolean().optional(),
  encoding: z.enum(["gzip", "deflate"]).optional(),
  times: z.number().int().min(1).optional(),
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

  /** The faults of one call of `operation`, using up the rules that apply. */
  take(operation: SimOperation): FaultEffect {
    const effect: FaultEffect = { latencyMs: 0, status: null, hang: false, malformedJson: false, wrongShape: false, encoding: null };
    const matching = this.rules.filter((active) => active.rule.operation === "*" || active.rule.operation === operation);
    for (const { rule } of [...matching].reverse()) {
      // Applied last to first, so the first rule's fields win.
      if (rule.latencyMs !== undefined) effect.latencyMs = rule.latencyMs;
      if (rule.status !== undefined) effect.status = rule.status;
      if (rule.hang !== undefined) effect.hang = rule.hang;
      if (rule.malformedJson !== undefined) effect.malformedJson = rule.malformedJson;
      if (rule.wrongShape !== undefined) effect.wrongShape = rule.wrongShape;
      if (rule.encoding !== undefined) effect.encoding = rule.encoding;
    }
    for (const active of matching) if (active.remaining !== null) active.remaining--;
    this.rules = this.rules.filter((active) => active.remaining === null || active.remaining > 0);
    return effect;
  }
}
