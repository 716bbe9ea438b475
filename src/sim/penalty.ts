import { HOUR_MS } from "./time.js";

/**
 * Cancellation penalty rules of fare classes: the percentage of the fare kept by the supplier
 * by time left before departure. "none" means the supplier defined no penalty: such tickets are
 * refunded only by phone (Error1008-PenaltyIsNotDefinedException).
 */
export type PenaltyRuleId = "standard" | "strict" | "none";

export interface Bracket {
  /** Applies when at least this many hours are left before departure. */
  minHours: number;
  percent: number;
}

export interface PenaltyRule {
  name: string;
  /** Ordered from the earliest cancellation to the latest. */
  brackets: readonly Bracket[];
  /** After departure: the passenger did not fly (no-show). */
  noShowPercent: number;
}

export type PenaltyRules = Readonly<Record<Exclude<PenaltyRuleId, "none">, PenaltyRule>>;

/** The rules of the strict profile, and of the texts in both profiles. */
export const INTEGER_RULES: PenaltyRules = {
  standard: {
    name: "STANDARD",
    brackets: [
      { minHours: 72, percent: 10 },
      { minHours: 24, percent: 30 },
      { minHours: 3, percent: 50 },
      { minHours: 0, percent: 80 },
    ],
    noShowPercent: 80,
  },
  strict: {
    name: "STRICT",
    brackets: [
      { minHours: 72, percent: 30 },
      { minHours: 24, percent: 50 },
      { minHours: 3, percent: 70 },
      { minHours: 0, percent: 90 },
    ],
    noShowPercent: 90,
  },
};

export interface PenaltyBracket {
  percent: number;
  isNoShow: boolean;
  /** Human-readable reason for CalculationAuditLog. */
  explanation: string;
}

/** The bracket that applies at `nowMs`, or null when the rule defines no penalty. */
export function penaltyBracket(ruleId: PenaltyRuleId, departureUtcMs: number, nowMs: number, rules = INTEGER_RULES): PenaltyBracket | null {
  if (ruleId === "none") return null;
  const rule = rules[ruleId];
  const hoursLeft = (departureUtcMs - nowMs) / HOUR_MS;
  const summary = `Rule ${rule.name} (${describe(rule)})`;
  if (hoursLeft <= 0) {
    return {
      percent: rule.noShowPercent,
      isNoShow: true,
      explanation: `${summary}; flight departed ${(-hoursLeft).toFixed(1)} h ago -> no-show ${rule.noShowPercent}%`,
    };
  }
  const bracket = rule.brackets.find((b) => hoursLeft >= b.minHours) ?? rule.brackets[rule.brackets.length - 1]!;
  return {
    percent: bracket.percent,
    isNoShow: false,
    explanation: `${summary}; ${hoursLeft.toFixed(1)} h before departure -> ${bracket.percent}%`,
  };
}

function describe(rule: PenaltyRule): string {
  return rule.brackets
    .map((b, i) => {
      const upper = i === 0 ? null : rule.brackets[i - 1]!.minHours;
      if (upper === null) return `>=${b.minHours}h ${b.percent}%`;
      return `${b.minHours}-${upper}h ${b.percent}%`;
    })
    .join(", ")
    .concat(`, no-show ${rule.noShowPercent}%`);
}

const PERSIAN_DIGITS = "۰۱۲۳۴۵۶۷۸۹";
const fa = (n: number): string => String(n).replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)]!);

export interface PolicyTexts {
  fa: string | null;
  en: string | null;
}

const TEXTS = new Map<PenaltyRuleId, PolicyTexts>();

/** Display texts of a rule (CancelationPolicyList, JarimeCanceliText*); null when undefined. */
export function policyTexts(ruleId: PenaltyRuleId): PolicyTexts {
  let texts = TEXTS.get(ruleId);
  if (!texts) {
    texts = composeTexts(ruleId);
    TEXTS.set(ruleId, texts);
  }
  return texts;
}

function composeTexts(ruleId: PenaltyRuleId): PolicyTexts {
  if (ruleId === "none") return { fa: null, en: null };
  const rule = INTEGER_RULES[ruleId];
  const [b0, b1, b2, b3] = rule.brackets as [Bracket, Bracket, Bracket, Bracket];
  return {
    en:
      `Until ${b0.minHours} hours before departure: ${b0.percent}% penalty; ` +
      `${b0.minHours} to ${b1.minHours} hours: ${b1.percent}%; ${b1.minHours} to ${b2.minHours} hours: ${b2.percent}%; ` +
      `less than ${b2.minHours} hours: ${b3.percent}%; no-show: ${rule.noShowPercent}%.`,
    fa:
      `تا ${fa(b0.minHours)} ساعت قبل از پرواز: ${fa(b0.percent)} درصد جریمه؛ ` +
      `از ${fa(b0.minHours)} تا ${fa(b1.minHours)} ساعت: ${fa(b1.percent)} درصد؛ از ${fa(b1.minHours)} تا ${fa(b2.minHours)} ساعت: ${fa(b2.percent)} درصد؛ ` +
      `کمتر از ${fa(b2.minHours)} ساعت: ${fa(b3.percent)} درصد؛ عدم حضور: ${fa(rule.noShowPercent)} درصد.`,
  };
}
