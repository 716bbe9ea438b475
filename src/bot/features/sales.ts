import { Composer, InlineKeyboard, InputFile } from "grammy";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dateOfCompact, todayIn } from "../../domain/dates.js";
import { salesBounds } from "../../domain/sales-bounds.js";
import { parseSalesPeriod } from "../../domain/period.js";
import { parseSalesArgs } from "../../domain/sales-args.js";
import { writeXlsx } from "../../desk/export/xlsx.js";
import { salesBookings, salesReport, type SalesFilter, type SalesQuery } from "../../ledger/sales.js";
import { buttons } from "../buttons.js";
import { addButton } from "../callback-data.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { onCommand } from "../on-command.js";
import { periodText, renderSales } from "../render/sales.js";
import { salesChart } from "../render/sales-chart.js";
import { salesBook } from "../render/sales-book.js";
import { draftProgress, replyRendered } from "../reply.js";
import { auditBy } from "../audit-by.js";

export const salesFeature = new Composer<BotContext>();

onCommand(salesFeature, "sales", async (ctx) => {
  const args = parseSalesArgs(typeof ctx.match === "string" ? ctx.match : "");
  if (!args.ok) return void (await ctx.reply(ctx.t(`sales-bad-${args.reason}`, { part: args.part })));
  const zone = ctx.deps.config.displayTimezone;
  const period = parseSalesPeriod(args.args.periodText, ctx.deps.now(), zone);
  if (!period.ok) return void (await ctx.reply(ctx.t(`sales-period-${period.reason}`, { part: period.part ?? "" })));
  const { periodText: _, ...filter } = args.args;
  await replySales(ctx, period.period.firstDate, period.period.lastDate, filter);
});

async function replySales(ctx: BotContext, firstDate: string, lastDate: string, filter: SalesFilter): Promise<void> {
  await ctx.replyWithChatAction("upload_photo");
  const f = await formatOf(ctx);
  const bounds = salesBounds(firstDate, lastDate, f.timeZone);
  const report = await salesReport(ctx.deps.ledger, { bounds, filter });
  if (report.ledgerStart === null) return void (await ctx.reply(ctx.t("sales-no-data")));
  if (report.ledgerStart >= bounds[bounds.length - 1]!) {
    return void (await ctx.reply(ctx.t("sales-before-ledger", { start: f.date(todayIn(f.timeZone, report.ledgerStart)) })));
  }
  const view = { report, firstDate, lastDate, bucketStarts: bounds.slice(0, -1), filter };
  const chart = await salesChart(view, ctx.t, f);
  await ctx.replyWithPhoto(new InputFile(chart, "sales.png"));
  const keyboard = new InlineKeyboard();
  if (report.total.bookings > 0 && ctx.from) {
    addButton(
      keyboard,
      ctx.t("sales-excel"),
      buttons.salesExport.pack(ctx.from.id, {
        first: firstDate.replaceAll("-", ""),
        last: lastDate.replaceAll("-", ""),
        route: filter.route ? `${filter.route.origin}${filter.route.destination}` : "-",
        airline: filter.airline ?? "-",
        ...(filter.agency ? { agency: filter.agency } : {}),
      }),
    );
  }
  // Top tens keep it short, but each currency adds lines: split rather than be refused.
  await replyRendered(ctx, { ...renderSales(view, ctx.t, f), keyboard });
}

onButton(salesFeature, buttons.salesDay, "viewer", async (ctx, { day }) => {
  if (!/^\d{8}$/.test(day)) return void (await ctx.answerCallbackQuery({ text: ctx.t("button-invalid") }));
  await ctx.answerCallbackQuery();
  await replySales(ctx, dateOfCompact(day), dateOfCompact(day), {});
});

onButton(salesFeature, buttons.salesExport, "viewer", async (ctx, fields) => {
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("upload_document");
  const f = await formatOf(ctx);
  const [firstDate, lastDate] = [dateOfCompact(fields.first), dateOfCompact(fields.last)];
  const filter: SalesFilter = {
    ...(fields.route !== "-" ? { route: { origin: fields.route.slice(0, 3), destination: fields.route.slice(3) } } : {}),
    ...(fields.airline !== "-" ? { airline: fields.airline } : {}),
    ...(fields.agency ? { agency: fields.agency } : {}),
  };
  await draftProgress(ctx, ctx.t("sales-excel-drafting", { period: periodText(firstDate, lastDate, f) }), f.lang !== "en");
  const query: SalesQuery = { bounds: salesBounds(firstDate, lastDate, f.timeZone), filter };
  const report = await salesReport(ctx.deps.ledger, query);
  const dir = await mkdtemp(join(tmpdir(), "flightdesk-sales-"));
  try {
    const name = `sales-${firstDate}-${lastDate}.xlsx`;
    const file = join(dir, name);
    const written = await writeXlsx(salesBook(report, query, salesBookings(ctx.deps.ledger, query), ctx.t, f), file);
    await ctx.replyWithDocument(new InputFile(file, name));
    await auditBy(ctx, {
      action: "export.sales",
      firstDate,
      lastDate,
      filter: JSON.parse(JSON.stringify(filter)),
      rows: written.sheets.reduce((n, s) => n + s.rows, 0),
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
