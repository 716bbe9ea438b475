import type { FlightRef } from "../domain/flight-ref.js";
import { ledgerIsEmpty } from "../ledger/find.js";
import { flightManifest, nearbyDates } from "../ledger/manifest.js";
import type { BotContext } from "./context.js";
import { formatOf } from "./format-of.js";
import { renderManifest, type ManifestFlight } from "./render/manifest.js";
import { personalDataFor } from "./render/personal-data.js";
import { replyRendered } from "./reply.js";

/** A flight's passengers in this chat, as /manifest and the buttons of /flights show them. */
export async function replyWithManifest(ctx: BotContext, flight: FlightRef, at: ManifestFlight): Promise<void> {
  const f = await formatOf(ctx);
  const { db } = ctx.deps.ledger;
  const manifest = await flightManifest(db, flight, at.date);
  if (manifest.rows.length === 0) {
    if (await ledgerIsEmpty(db)) return void (await ctx.reply(ctx.t("desk-ledger-empty")));
    const dates = await nearbyDates(db, flight, at.date);
    const vars = { flight: f.ltr(at.flight), date: f.date(at.date) };
    await ctx.reply(dates.length > 0 ? ctx.t("manifest-other-dates", { ...vars, dates: dates.map((d) => f.date(d)).join(" · ") }) : ctx.t("manifest-unknown", vars));
    return;
  }
  await replyRendered(ctx, renderManifest(at, manifest, personalDataFor(ctx.access.role, ctx.chat?.type === "private"), ctx.from?.id ?? 0, ctx.t, f));
}
