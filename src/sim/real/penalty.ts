import { INTEGER_RULES, type PenaltyRules } from "../penalty.js";

/**
 * (e) The real profile's penalty rules: STRICT (classes M and V) in decimal percents, as real
 * suppliers configure them (same hours: 32.5, 50, 72.5 and 90 %); STANDARD stays whole. Amounts
 * are computed from these percents with the usual rounding, so GetPenalty, DoRefund and the
 * cancellation records agree. Policy texts keep the whole numbers (texts never change between
 * profiles).
 */
const STRICT_PERCENTS = [32.5, 50, 72.5, 90];

export const DECIMAL_RULES: PenaltyRules = {
  ...INTEGER_RULES,
  strict: {
    ...INTEGER_RULES.strict,
    brackets: INTEGER_RULES.strict.brackets.map((bracket, i) => ({ ...bracket, percent: STRICT_PERCENTS[i]! })),
  },
};
