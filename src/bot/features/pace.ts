import { Composer } from "grammy";
import { todayIn } from "../../domain/dates.js";
import { parsePaceArgs } from "../../domain/pace-args.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onCommand } from "../on-command.js";
import { escapeHtml } from "../render/html.js";
import { renderPace } from "../render/pace.js";
import { loadPace } from "../pace/load.js";
import { replyRendered } from "../reply.js";

/**
 * /pace [DATE|FROM..TO] [ROUTE] [airline=XX]: which flights sell as their route usually does
 * with the days they have left (the next 14 days by default), from the ledger, with each
 * flight's seats from the supplier's flight list.
 */
export const paceFeature = new Composer<BotContext>();

onCommand(paceFeature, "pace", async (ctx) => {
  const { ledger, supplier, config, now, watch } = ctx.deps;
  const today = todayIn(config.displayTimezone, now());
  const parsed = parsePaceArgs(typeof ctx.match === "string" ? ctx.match : "", today);
  if (!parsed.ok) return void (await ctx.reply(`${ctx.t(`pace-bad-${parsed.reason}`, { part: escapeHtml(parsed.part) })}\n${ctx.t("pace-usage")}`));
  await ctx.replyWithChatAction("typing");
  const refused = (err: Parameters<typeof watch.refused>[0]) => {
    watch.refused(err).catch((e: unknown) => ctx.log.warn({ err: String(e) }, "could not record the refused account"));
  };
  const view = await loadPace({ ledger, supplier, log: ctx.log, refused }, parsed.args, now(), config.displayTimezone, today);
  await replyRendered(ctx, renderPace(view, ctx.t, await formatOf(ctx)));
});
