import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Composer, InputFile } from "grammy";
import { readDateWord, todayIn } from "../../domain/dates.js";
import { parseFlightDateArgs } from "../../domain/flight-date-args.js";
import { parseFlightRef } from "../../domain/flight-ref.js";
import { writeXlsx } from "../../desk/export/xlsx.js";
import { flightManifest } from "../../ledger/manifest.js";
import { buttons } from "../buttons.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { onCommand } from "../on-command.js";
import { manifestSheet } from "../render/manifest.js";
import { replyWithManifest } from "../flight-manifest.js";
import { personalDataFor } from "../render/personal-data.js";
import { auditBy } from "../audit-by.js";
import { draftProgress } from "../reply.js";

export const manifestFeature = new Composer<BotContext>();

/** /manifest FLIGHT DATE: every passenger of the flight, from the ledger, with an Excel button. */
onCommand(manifestFeature, "manifest", async (ctx) => {
  const asked = parseFlightDateArgs(ctx.match, todayIn(ctx.deps.config.displayTimezone, ctx.deps.now()));
  if (!asked.ok) return ctx.reply(ctx.t(asked.reason === "usage" ? "manifest-usage" : `manifest-error-${asked.reason}`));
  return replyWithManifest(ctx, asked.flight, { flight: `${asked.flight.airline}${asked.flight.number}`, date: asked.date });
});

/** The Excel file of a manifest, masked as the screen is, and its line in the audit. */
onButton(manifestFeature, buttons.manifestExcel, "viewer", async (ctx, at) => {
  const flight = parseFlightRef(at.flight);
  if (!flight.ok || readDateWord(at.date, at.date).ok === false) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("upload_document");
  const f = await formatOf(ctx);
  await draftProgress(ctx, ctx.t("manifest-excel-drafting", { flight: f.ltr(at.flight), date: f.date(at.date) }), f.lang !== "en");
  const manifest = await flightManifest(ctx.deps.ledger.db, flight.flight, at.date);
  const data = personalDataFor(ctx.access.role, ctx.chat?.type === "private");
  const dir = await mkdtemp(join(tmpdir(), "flightdesk-manifest-"));
  try {
    const fileName = `manifest-${at.flight}-${at.date}.xlsx`;
    const file = join(dir, fileName);
    await writeXlsx({ lang: f.lang, timeZone: f.timeZone, sheets: [manifestSheet(at, manifest, data, ctx.t)] }, file);
    // Audited once the file exists, before it leaves: a send that fails still had the data out of the ledger.
    await auditBy(ctx, { action: "manifest.export", flight: at.flight, date: at.date, rows: manifest.rows.length, masked: !data.whole });
    await ctx.replyWithDocument(new InputFile(file, fileName), { caption: ctx.t("manifest-file-caption", { flight: f.ltr(at.flight), date: f.date(at.date), count: f.num(manifest.rows.length), zone: f.zoneName }) });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return undefined;
});
