import { z } from "zod";
import { usernamePasswordShape } from "./common.js";
import { numeric, record } from "./tolerant.js";

/** Generic CurrentBalance (V7): the service account's credit. Not in the interface document. */
export const BalanceRequestSchema = z.looseObject(usernamePasswordShape);

export const BalanceResponseSchema = record({
  /** The credit left, exact as sent (a number or its decimal text), in the account's currency; may be negative. */
  RemainedCredit: numeric,
});

export type BalanceRequest = z.infer<typeof BalanceRequestSchema>;
export type BalanceResponse = z.infer<typeof BalanceResponseSchema>;
