/**
 * /start with a payload (a deep link, src/domain/start-payload.ts) opens a screen in the private
 * chat: a booking's history, a refund, a flight's manifest, a search. Each behind the role of
 * the command it stands for, read from the command table (ctx.deps.commands), so a link never
 * grants more than typing the command would. A payload FlightDesk does not make is said to be so,
 * and the usual greeting follows; so does a plain /start, and any /start in a group.
 */
import { Composer } from "grammy";
import { decodeStartPayload, type StartPayload } from "../../domain/start-payload.js";
import type { BotContext } from "../context.js";
import { replyWithHistory } from "../booking-history.js";
import { replyWithManifest } from "../flight-manifest.js";
import { requireRole } from "../guards.js";
import type { CommandName } from "../command-table.js";
import { openRefund } from "./refund.js";
import { searchLine } from "./search.js";

export const deepLinkFeature = new Composer<BotContext>();

type Opened = Exclude<StartPayload, { kind: "help" }>;

const COMMAND_OF: Record<Opened["kind"], CommandName> = { history: "history", refund: "refund", manifest: "manifest", search: "search" };

deepLinkFeature.command("start", async (ctx, next) => {
  const text = ctx.match.trim();
  if (text === "" || ctx.chat.type !== "private") return next();
  const payload = decodeStartPayload(text);
  const role = payload && payload.kind !== "help" ? ctx.deps.commands.roleOf(COMMAND_OF[payload.kind]) : undefined;
  if (!payload || payload.kind === "help" || role === undefined) {
    if (payload?.kind !== "help") {
      ctx.log.info({ payloadLength: text.length }, "a /start payload FlightDesk does not make");
      await ctx.reply(ctx.t("deeplink-unknown"));
    }
    return next();
  }
  ctx.log.info({ deepLink: payload.kind }, "deep link opened");
  await requireRole(role)(ctx, () => open(ctx, payload));
});

async function open(ctx: BotContext, payload: Opened): Promise<void> {
  switch (payload.kind) {
    case "history":
      return replyWithHistory(ctx, payload.pnr);
    case "refund":
      return openRefund(ctx, payload.pnr);
    case "manifest": {
      const { flight, date } = payload;
      return replyWithManifest(ctx, flight, { flight: `${flight.airline}${flight.number}`, date });
    }
    case "search":
      return searchLine(ctx, payload.line);
  }
}
