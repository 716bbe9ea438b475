/**
 * BALANCE_WARN_BELOW: on which side of it the credit is, and whether a reading crosses it. Pure.
 * Admins are told once per crossing: when the credit is below and was not below at the reading
 * before (none yet counts as not below). The side is kept across restarts, so a restart is not
 * a crossing; going back above and then below again is.
 */

export type CreditSide = "above" | "below";

export const CREDIT_SIDES: readonly CreditSide[] = ["above", "below"];

/** Equal to the limit is not below it. A credit the supplier refuses to tell (Error1004/1005) is null: below. */
export function creditSide(credit: number | null, warnBelow: number): CreditSide {
  return credit === null || credit < warnBelow ? "below" : "above";
}

/** True when admins must be told: the credit went below now. */
export function crossedBelow(previous: CreditSide | null, now: CreditSide): boolean {
  return now === "below" && previous !== "below";
}
