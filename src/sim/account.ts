/**
 * The service account's credit at the supplier (CurrentBalance), in minor units: live sales take
 * their payable from it. `standing` makes CurrentBalance answer the supplier's credit errors:
 * "noCredit" Error1004, "dueDateReached" Error1005. Tests and the demo set both.
 */
export type CreditStanding = "ok" | "noCredit" | "dueDateReached";

export const CREDIT_STANDINGS: readonly CreditStanding[] = ["ok", "noCredit", "dueDateReached"];

export class Account {
  constructor(
    public creditMinor: number,
    public standing: CreditStanding = "ok",
  ) {}

  charge(minor: number): void {
    this.creditMinor -= minor;
  }
}
