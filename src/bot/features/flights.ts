import { Composer } from "grammy";
import { readDateWord, todayIn } from "../../domain/dates.js";
import { parseFlightRef } from "../../domain/flight-ref.js";
import { parseFlightsArgs } from "../../domain/flights-args.js";
import { buttons } from "../buttons.js";
import type { BotContext } from "../context.js";
import { loadBoard } from "../flights/board.js";
import { recordRefused } from "../errors.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { cultureOf } from "../i18n.js";
import { onCommand } from "../on-command.js";
import { escapeHtml } from "../render/html.js";
import { renderFlights } from "../render/flights.js";
import { replyRendered } from "../reply.js";
import { replyWithManifest } from "../flight-manifest.js";

/**
 * /flights [DATE] [ROUTE]: the flights of a day (today in DISPLAY_TIMEZONE) from the ledger,
 * with the seats the supplier still offers and the load factor, and a manifest button each.
 */
export const flightsFeature = new Composer<BotContext>();

onCommand(flightsFeature, "flights", async (ctx) => {
  const { ledger, supplier, config, now } = ctx.deps;
  const f = await formatOf(ctx);
  const today = todayIn(config.displayTimezone, now());
  const parsed = parseFlightsArgs(ctx.match, today);
  if (!parsed.ok) {
    const part = escapeHtml(parsed.part);
    const problem = parsed.reason === "route" && parsed.detail === "same-airport" ? "flights-same-airport" : `flights-bad-${parsed.reason}`;
    await ctx.reply(`${ctx.t(problem, { part })}\n${ctx.t("flights-usage")}`);
    return;
  }
  await ctx.replyWithChatAction("typing");
  const board = await loadBoard({ ledger, supplier, log: ctx.log, refused: recordRefused(ctx) }, parsed.args.date, today, cultureOf(f.lang), parsed.args.route);
  // Flight control's buttons: admins in their private chat, when FLIGHT_CONTROL=on.
  const control = config.flightControl && ctx.access.role === "admin" && ctx.chat.type === "private";
  await replyRendered(ctx, renderFlights(board, ctx.from?.id ?? 0, ctx.t, f, control));
});

/** The manifest is /manifest's (another change wires it): until then the button names the command to send. */
onButton(flightsFeature, buttons.flightManifest, "viewer", async (ctx, { airline, number, date }) => {
  const flight = parseFlightRef(`${airline}${number}`);
  if (!flight.ok || !readDateWord(date, date).ok) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await replyWithManifest(ctx, flight.flight, { flight: `${flight.flight.airline}${flight.flight.number}`, date });
  return undefined;
});
