import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Composer, InputFile } from "grammy";
import { readDateWord, todayIn } from "../../domain/dates.js";
import { parseFlightRef, type FlightRef } from "../../domain/flight-ref.js";
import { writeXlsx } from "../../desk/export/xlsx.js";
import { flightManifest } from "../../ledger/manifest.js";
import { buttons } from "../buttons.js";
import type { BotContext } from "../context.js";
import { formatOf } from "../format-of.js";
import { onButton } from "../guards.js";
import { onCommand } from "../on-command.js";
import { manifestSheet, type ManifestFlight } from "../render/manifest.js";
import { replyWithManifest } from "../flight-manifest.js";
import { personalDataFor } from "../render/personal-data.js";

export const manifestFeature = new Composer<BotContext>();

/** /manifest FLIGHT DATE: every passenger of the flight, from the ledger, with an Excel button. */
onCommand(manifestFeature, "manifest", async (ctx) => {
  const asked = readArguments(ctx.match, todayIn(ctx.deps.config.displayTimezone, ctx.deps.now()));
  if (!asked.ok) return ctx.reply(ctx.t(asked.error));
  return replyWithManifest(ctx, asked.flight, asked.at);
});

/** The Excel file of a manifest, masked as the screen is, and its line in the audit. */
onButton(manifestFeature, buttons.manifestExcel, "viewer", async (ctx, at) => {
  const flight = parseFlightRef(at.flight);
  if (!flight.ok || readDateWord(at.date, at.date).ok === false) return ctx.answerCallbackQuery({ text: ctx.t("button-invalid") });
  await ctx.answerCallbackQuery();
  await ctx.replyWithChatAction("upload_document");
  const manifest = await flightManifest(ctx.deps.ledger.db, flight.flight, at.date);
  const f = await formatOf(ctx);
  const data = personalDataFor(ctx.access.role, ctx.chat?.type === "private");
  const dir = await mkdtemp(join(tmpdir(), "flightdesk-manifest-"));
  try {
    const fileName = `manifest-${at.flight}-${at.date}.xlsx`;
    const file = join(dir, fileName);
    await writeXlsx({ lang: f.lang, timeZone: f.timeZone, sheets: [manifestSheet(at, manifest, data, ctx.t)] }, file);
    // Audited once the file exists, before it leaves: a send that fails still had the data out of the ledger.
    await ctx.deps.store.audit.append({ userId: ctx.from?.id ?? 0, action: "manifest.export", flight: at.flight, date: at.date, rows: manifest.rows.length, masked: !data.whole });
    await ctx.replyWithDocument(new InputFile(file, fileName), { caption: ctx.t("manifest-file-caption", { flight: f.ltr(at.flight), date: f.date(at.date), count: f.num(manifest.rows.length), zone: f.zoneName }) });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return undefined;
});

type Arguments = { ok: true; flight: FlightRef; at: ManifestFlight } | { ok: false; error: string };

/** "IR1234 2026-12-02", also "IR 1234 tomorrow" and a Jalali date: what /search reads. */
function readArguments(text: string, today: string): Arguments {
  const words = text.trim().split(/\s+/).filter((w) => w !== "");
  if (words.length < 2) return { ok: false, error: "manifest-usage" };
  // A flight typed with a space (IR 1234) is two words before the date.
  const flightWords = words.length >= 3 ? 2 : 1;
  const flight = parseFlightRef(words.slice(0, flightWords).join(" "));
  if (!flight.ok) return { ok: false, error: "manifest-error-flight" };
  const date = readDateWord(words.slice(flightWords).join(" "), today);
  if (!date.ok) return { ok: false, error: "manifest-error-date" };
  return { ok: true, flight: flight.flight, at: { flight: `${flight.flight.airline}${flight.flight.number}`, date: date.date } };
}
