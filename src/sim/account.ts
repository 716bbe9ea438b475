import { SimError } from "./errors.js";

/**
 * The service account's credit at the supplier (CurrentBalance), in minor units: sales take
 * their payable from it. `standing` makes the supplier answer its credit errors:
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

  /**
   * The supplier's credit error for the account's standing, or for a charge of `chargeMinor` its
   * credit does not cover; null when there is none.
   */
  refusal(chargeMinor?: number): SimError | null {
    if (this.standing === "dueDateReached") {
      return new SimError("Error1005-CreditDueDateReachedException", "The credit due date of the account is reached; settle it to continue.");
    }
    if (this.standing === "noCredit") return new SimError("Error1004-NotEnoughCreditException", "The account has no credit.");
    if (chargeMinor !== undefined && this.creditMinor < chargeMinor) {
      return new SimError("Error1004-NotEnoughCreditException", "The account's credit does not cover this booking.");
    }
    return null;
  }
}
