import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Composer, InputFile } from "grammy";
import { addDays, dateOfCompact, readDateWord, todayIn } from "../../domain/dates.js";
import { parseFlightRef, spacedFlight } from "../../domain/flight-ref.js";
import { flightKey } from "../../ledger/flight-board.js";
import { routeHistory } from "../../ledger/pace.js";
import { pastRouteHistory } from "../../ledger/pace-history.js";
import { paceChart } from "../render/pace-chart.js";
import { parsePaceArgs, type PaceArgs } from "../../domain/pace-args.js";
import { writeXlsx } from "../../desk/export/xlsx.js";
import { auditBy } from "../audit-by.js";
import { buttons } from "../buttons.js";
import { onButton } from "../guards.js";
import { periodText } from "../render/sales.js";
import type { BotContext } from "../context.js";
import { recordRefused } from "../errors.js";
import { formatOf } from "../format-of.js";
import { onCommand } from "../on-command.js";
import { escapeHtml } from "../render/html.js";
import { paceSheet, renderPace } from "../render/pace.js";
import { loadPace, PACE_HISTORY_DAYS } from "../pace/load.js";
import { draftProgress, replyRendered } from "../reply.js";

/**
 * /pace [DATE|FROM..TO] [ROUTE] [airline=XX]: which flights sell as their route usually does
 * with the days they have left (the next 14 days by default), from the ledger, with each
 * flight's seats from the supplier's flight list.
 */
export const paceFeature = new Composer<BotContext>();

onCommand(paceFeature, "pace", async (ctx) => {
  const { ledger, supplier, config, now } = ctx.deps;
  const today = todayIn(config.displayTimezone, now());
  const parsed = parsePaceArgs(typeof ctx.match === "string" ? ctx.match : "", today);
  if (!parsed.ok) return void (await ctx.reply(`${ctx.t(`pace-bad-${parsed.reason}`, { part: escapeHtml(parsed.part) })}\n${ctx.t("pace-usage")}`));
  await ctx.replyWithChatAction("typing");
  const view = await loadPace({ ledger, supplier, log: ctx.log, refused: recordRefused(ctx) }, parsed.args, now(), config.displayTimezone, today);
  await replyRendered(ctx, renderPace(view, ctx.from?.id ?? 0, ctx.t, await formatOf(ctx)));
});

/** The Excel file of /pace, read afresh, and its line in the audit. */
onButton(paceFeature, buttons.paceExport, "viewer", async (ctx, fields) => {
  const args: PaceArgs = {
    first: dateOfCompact(fields.first),
    last: dateOfCompact(fields.last),
    ...(fields.route !== "-" ? { route: { origin: fields.route.slice(0, 3), destination: fields.route.slice(3) } } : {}),
    ...(fields.airline !== "-" ? { airline: fields.airline } : {}),
  };
  if (!readDateWord(args.first, args.first).ok || !readDateWord(args.last, args.last).ok) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("upload_document");
  const { ledger, supplier, config, now } = ctx.deps;
  const f = await formatOf(ctx);
  await draftProgress(ctx, ctx.t("pace-excel-drafting", { period: periodText(args.first, args.last, f) }), f.lang !== "en");
  const view = await loadPace({ ledger, supplier, log: ctx.log, refused: recordRefused(ctx) }, args, now(), config.displayTimezone, todayIn(config.displayTimezone, now()));
  const dir = await mkdtemp(join(tmpdir(), "flightdesk-pace-"));
  try {
    const name = `pace-${args.first}-${args.last}.xlsx`;
    const file = join(dir, name);
    await writeXlsx({ lang: f.lang, timeZone: f.timeZone, sheets: [paceSheet(view, ctx.t)] }, file);
    // Audited once the file exists, before it leaves, as the other exports.
    await auditBy(ctx, { action: "export.pace", firstDate: args.first, lastDate: args.last, rows: view.rows.length });
    await ctx.replyWithDocument(new InputFile(file, name));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return undefined;
});

/** One flight's chart: its seats sold by days before departure beside its route's usual. */
onButton(paceFeature, buttons.paceChart, "viewer", async (ctx, { airline, number, date, route }) => {
  const flight = parseFlightRef(`${airline}${number}`);
  const places = { origin: route.slice(0, 3), destination: route.slice(3) };
  if (!flight.ok || !readDateWord(date, date).ok || !/^[A-Z]{6}$/.test(route)) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("upload_photo");
  const { ledger, config, now } = ctx.deps;
  const zone = config.displayTimezone;
  const today = todayIn(zone, now());
  const [own, past] = await Promise.all([routeHistory(ledger, [places], date, addDays(date, 1), zone), pastRouteHistory(ledger, [places], addDays(today, -PACE_HISTORY_DAYS), today, zone)]);
  const key = flightKey(airline, number, places.origin, places.destination);
  const sold = own.get(`${places.origin}-${places.destination}`)?.find((f) => f.key === key);
  const f = await formatOf(ctx);
  const title = ctx.t("pace-chart-title", { flight: f.ltr(spacedFlight(`${airline}${number}`)), route: f.ltr(`${places.origin}-${places.destination}`), date: f.date(date) });
  if (!sold) return ctx.reply(ctx.t("pace-chart-none", { flight: escapeHtml(title) }));
  const png = await paceChart({ flight: sold, past: past.get(`${places.origin}-${places.destination}`) ?? [], now: now().getTime(), title }, ctx.t, f);
  await ctx.replyWithPhoto(new InputFile(png, "pace.png"), { caption: escapeHtml(title) });
  return undefined;
});
