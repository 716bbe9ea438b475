import { z } from "zod";
import { authenticate } from "../auth.js";
import { parseRequest } from "../errors.js";
import { toAmount } from "../money.js";
import type { WireBalanceResponse } from "../wire/account.js";
import type { OpContext } from "./context.js";

/** Generic CurrentBalance (V7): the account's credit, or the supplier's credit errors. */
const RequestSchema = z.object({ Username: z.string(), Password: z.string() });

export function currentBalance(ctx: OpContext): WireBalanceResponse {
  const req = parseRequest(RequestSchema, ctx.body);
  authenticate(ctx.auth, req.Username, req.Password, false);
  const { account, currency } = ctx.world;
  const refusal = account.refusal();
  if (refusal) throw refusal;
  return { RemainedCredit: toAmount(currency, account.creditMinor) };
}
