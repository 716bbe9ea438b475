import { Composer } from "grammy";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onCommand } from "../on-command.js";
import { renderBalance } from "../render/balance.js";

/** /balance: the supplier account's credit. A refusal (Error1004/1005 among them) is worded by the bot's error boundary. */
export const balanceFeature = new Composer<BotContext>();

onCommand(balanceFeature, "balance", async (ctx) => {
  await ctx.replyWithChatAction("typing");
  const { RemainedCredit } = await ctx.deps.supplier.getBalance();
  const { config } = ctx.deps;
  await ctx.reply(renderBalance({ credit: RemainedCredit, currency: config.supplier.currency, warnBelow: config.balance.warnBelow }, ctx.t, await formatOf(ctx)));
});
